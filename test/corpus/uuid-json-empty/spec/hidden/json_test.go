// Written for the PatchProof corpus (google/uuid ed3ca8a): an empty UUID encodes as "" and
// "" decodes to an empty UUID, in structs, slices and maps; malformed UUIDs are still errors.
package hidden

import (
	"encoding/json"
	"testing"

	"code.google.com/p/go-uuid/uuid"
)

func TestEmptyRoundTrips(t *testing.T) {
	var list []uuid.UUID
	if err := json.Unmarshal([]byte(`["", "6ba7b810-9dad-11d1-80b4-00c04fd430c8", ""]`), &list); err != nil {
		t.Fatalf("slice: %v", err)
	}
	if len(list) != 3 || list[0] != nil || list[2] != nil || list[1].String() != "6ba7b810-9dad-11d1-80b4-00c04fd430c8" {
		t.Fatalf("slice decoded to %v", list)
	}
	m := map[string]uuid.UUID{}
	if err := json.Unmarshal([]byte(`{"a": ""}`), &m); err != nil {
		t.Fatalf("map: %v", err)
	}
	if len(m["a"]) != 0 {
		t.Fatalf("map decoded to %v", m)
	}
	out, err := json.Marshal(struct{ U uuid.UUID }{})
	if err != nil || string(out) != `{"U":""}` {
		t.Fatalf("Marshal = %s, %v", out, err)
	}
}

func TestMalformedStillRejected(t *testing.T) {
	for _, in := range []string{`"xyz"`, `"f47ac10b-58cc-0372-8567"`, `12`} {
		var u uuid.UUID
		if err := json.Unmarshal([]byte(in), &u); err == nil {
			t.Errorf("Unmarshal(%s) = %v, want an error", in, u)
		}
	}
}
