// The case that BurntSushi/toml 75a4f17 ("Correct encoding of several layers of embedded
// structs", fixes #430) added to TestEncode's table in encode_test.go, run as a
// black-box test with the table's checker (encodeExpected, one subtest per case), and two
// older cases of embedded structs.
package reproduction

import (
	"bytes"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

func encodeExpected(t *testing.T, label string, val any, want string, wantErr error) {
	t.Helper()
	t.Run(label, func(t *testing.T) {
		t.Helper()
		var buf bytes.Buffer
		err := toml.NewEncoder(&buf).Encode(val)
		if err != wantErr {
			t.Errorf("Encode failed: %s", err)
		}
		if err != nil {
			return
		}

		have := strings.TrimSpace(buf.String())
		want = strings.TrimSpace(want)
		if want != have {
			t.Errorf("\nhave:\n%s\nwant:\n%s\n",
				"\t"+strings.ReplaceAll(have, "\n", "\n\t"),
				"\t"+strings.ReplaceAll(want, "\n", "\n\t"))
		}
	})
}

type (
	StructA struct{ StructB }
	StructB struct{ StructC }
	StructC struct{ StructD }
	StructD struct {
		FieldD1 string
		FieldD2 string
		FieldD3 string
	}
)

type Embedded struct {
	Int int `toml:"_int"`
}

func TestEncode(t *testing.T) {
	tests := map[string]struct {
		input      any
		wantOutput string
		wantError  error
	}{
		"embedded struct": {
			input:      struct{ Embedded }{Embedded{1}},
			wantOutput: "_int = 1\n",
		},
		"nested embedded struct": {
			input: struct {
				Struct struct{ Embedded } `toml:"_struct"`
			}{struct{ Embedded }{Embedded{1}}},
			wantOutput: "[_struct]\n  _int = 1\n",
		},
		"deeply nested embedded struct": { // #430
			input: StructA{
				StructB: StructB{
					StructC: StructC{
						StructD: StructD{
							FieldD1: "V1",
							FieldD2: "V2",
							FieldD3: "V3",
						},
					},
				},
			},
			wantOutput: "FieldD1 = \"V1\"\nFieldD2 = \"V2\"\nFieldD3 = \"V3\"\n",
		},
	}
	for label, test := range tests {
		encodeExpected(t, label, test.input, test.wantOutput, test.wantError)
	}
}
