// Written for the PatchProof corpus (BurntSushi/toml #430): fields of structs embedded three
// and four levels deep are encoded each with its own value, whether plain values or tables,
// and decode back.
package hidden

import (
	"bytes"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

type (
	L1 struct{ L2 }
	L2 struct{ L3 }
	L3 struct{ L4 }
	L4 struct {
		A, B, C, D int
	}
	T1 struct{ T2 }
	T2 struct{ T3 }
	T3 struct{ T4 }
	T4 struct {
		M1, M2, M3, M4 map[string]int
	}
)

func encode(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	if err := toml.NewEncoder(&buf).Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(buf.String())
}

func TestFourLevels(t *testing.T) {
	in := L1{L2{L3{L4{A: 1, B: 2, C: 3, D: 4}}}}
	if got, want := encode(t, in), "A = 1\nB = 2\nC = 3\nD = 4"; got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	var out L1
	if _, err := toml.Decode(encode(t, in), &out); err != nil || out != in {
		t.Fatalf("round trip: %+v, %v", out, err)
	}
}

func TestDeepTables(t *testing.T) {
	in := T1{T2{T3{T4{M1: map[string]int{"a": 1}, M2: map[string]int{"b": 2}, M3: map[string]int{"c": 3}, M4: map[string]int{"d": 4}}}}}
	want := "[M1]\n  a = 1\n\n[M2]\n  b = 2\n\n[M3]\n  c = 3\n\n[M4]\n  d = 4"
	if got := encode(t, in); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
