// TestJSON of go-uuid uuid/json_test.go as google/uuid ed3ca8a ("go-uuid: Fix JSON encoding
// for empty UUIDs") changed it, run as a black-box test: a struct with an empty UUID must
// survive a JSON round trip.
package reproduction

import (
	"encoding/json"
	"reflect"
	"testing"

	"code.google.com/p/go-uuid/uuid"
)

var testUUID = uuid.Parse("f47ac10b-58cc-0372-8567-0e02b2c3d479")

func TestJSON(t *testing.T) {
	type S struct {
		ID1 uuid.UUID
		ID2 uuid.UUID
	}
	s1 := S{ID1: testUUID}
	data, err := json.Marshal(&s1)
	if err != nil {
		t.Fatal(err)
	}
	var s2 S
	if err := json.Unmarshal(data, &s2); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&s1, &s2) {
		t.Errorf("got %#v, want %#v", s2, s1)
	}
}
