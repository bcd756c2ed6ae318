// Written for the PatchProof corpus (hashicorp/golang-lru #156): an expired entry that the
// reaper has not removed yet is not found by Peek or Get, whatever its key and value types;
// entries that have not expired are found.
package hidden

import (
	"testing"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
)

func TestPeekAfterExpiry(t *testing.T) {
	lc := expirable.NewLRU[string, string](0, nil, 20*time.Millisecond)
	lc.Add("a", "x")
	deadline := time.Now().Add(2 * time.Second)
	for time.Now().Before(deadline) {
		v, ok := lc.Peek("a")
		if ok && v != "x" {
			t.Fatalf("Peek = %q, true after expiry", v)
		}
		if !ok {
			return
		}
	}
	t.Fatal("the entry never expired")
}

func TestGetAfterExpiryOtherTypes(t *testing.T) {
	lc := expirable.NewLRU[int, []byte](10, nil, 20*time.Millisecond)
	lc.Add(7, []byte("seven"))
	deadline := time.Now().Add(2 * time.Second)
	for time.Now().Before(deadline) {
		v, ok := lc.Get(7)
		if ok && v == nil {
			t.Fatalf("Get = nil, true after expiry")
		}
		if !ok {
			return
		}
	}
	t.Fatal("the entry never expired")
}

func TestLiveEntriesFound(t *testing.T) {
	lc := expirable.NewLRU[string, int](3, nil, time.Hour)
	lc.Add("a", 1)
	lc.Add("b", 2)
	if v, ok := lc.Get("a"); !ok || v != 1 {
		t.Fatalf("Get(a) = %d, %v", v, ok)
	}
	if v, ok := lc.Peek("b"); !ok || v != 2 {
		t.Fatalf("Peek(b) = %d, %v", v, ok)
	}
	if _, ok := lc.Get("zz"); ok {
		t.Fatal("Get of a missing key is ok")
	}
}
