// Written for the PatchProof corpus (BurntSushi/toml #438): a struct encoded as an inline
// table (inside an array of arrays) gets exactly one ", " between its fields, whether its
// last field is a map, a struct or a plain value, and whatever fields the encoder skips.
package hidden

import (
	"bytes"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

func encode(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	if err := toml.NewEncoder(&buf).Encode(v); err != nil {
		t.Fatalf("Encode: %v", err)
	}
	return strings.TrimSpace(buf.String())
}

type twoDirectAndMap struct {
	A int
	B string
	M map[string]int
}

type withSubStruct struct {
	I int
	S struct{ X int }
}

type skippedAtEnd struct {
	I      int
	M      map[string]int
	hidden int
	Skip   int `toml:"-"`
}

type plain struct {
	A int
	B int
}

func TestInlineTableCommas(t *testing.T) {
	cases := []struct {
		name string
		in   any
		want string
	}{
		{"two direct fields and a map", struct{ A [][]twoDirectAndMap }{[][]twoDirectAndMap{{{A: 1, B: "x", M: map[string]int{"k": 3}}}}},
			`A = [[{A = 1, B = "x", M = {k = 3}}]]`},
		{"struct last", struct{ A [][]withSubStruct }{[][]withSubStruct{{{I: 1, S: struct{ X int }{X: 2}}}}},
			`A = [[{I = 1, S = {X = 2}}]]`},
		{"skipped fields at the end", struct{ A [][]skippedAtEnd }{[][]skippedAtEnd{{{I: 1, M: map[string]int{"c": 2}, hidden: 7, Skip: 9}}}},
			`A = [[{I = 1, M = {c = 2}}]]`},
		{"two elements", struct{ A [][]twoDirectAndMap }{[][]twoDirectAndMap{{{A: 1, B: "x", M: map[string]int{"k": 3}}, {A: 2, B: "y", M: map[string]int{"k": 4}}}}},
			`A = [[{A = 1, B = "x", M = {k = 3}}, {A = 2, B = "y", M = {k = 4}}]]`},
		{"plain values", struct{ A [][]plain }{[][]plain{{{A: 1, B: 2}}}},
			`A = [[{A = 1, B = 2}]]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := encode(t, c.in); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

func TestInlineTableRoundTrip(t *testing.T) {
	in := struct{ A [][]twoDirectAndMap }{[][]twoDirectAndMap{{{A: 5, B: "b", M: map[string]int{"z": 1}}}}}
	var out struct{ A [][]twoDirectAndMap }
	if _, err := toml.Decode(encode(t, in), &out); err != nil {
		t.Fatalf("the encoded document does not decode: %v", err)
	}
	if out.A[0][0].M["z"] != 1 || out.A[0][0].B != "b" {
		t.Fatalf("round trip gave %+v", out)
	}
}
