// The test that google/uuid a2b2b32 (#150, "fix: Monotonicity in UUIDv7") added to
// uuid_test.go, run as a black-box test: UUIDv7s made one after another sort in the order
// they were made, even within one millisecond.
package reproduction

import (
	"testing"

	"github.com/google/uuid"
)

func TestVersion7Monotonicity(t *testing.T) {
	length := 10000
	u1 := uuid.Must(uuid.NewV7()).String()
	for i := 0; i < length; i++ {
		u2 := uuid.Must(uuid.NewV7()).String()
		if u2 <= u1 {
			t.Errorf("monotonicity failed at #%d: %s(next) < %s(before)", i, u2, u1)
			break
		}
		u1 = u2
	}
}
