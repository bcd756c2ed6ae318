// The two cases that BurntSushi/toml d10101f ("Correct encoding of comma when nested inline
// table ends with map", fixes #438) added to TestEncode's table in encode_test.go, run as a
// black-box test with the table's checker (encodeExpected, one subtest per case).
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

func TestEncode(t *testing.T) {
	type IntAndMap struct {
		I int
		M map[string]int
	}

	tests := map[string]struct {
		input      any
		wantOutput string
		wantError  error
	}{
		"table in array": {
			input: struct {
				A []IntAndMap
			}{A: []IntAndMap{
				{I: 1, M: map[string]int{"c": 2}},
			}},
			wantOutput: "[[A]]\n  I = 1\n  [A.M]\n    c = 2",
		},

		"table in double array": {
			input: struct {
				A [][]IntAndMap
			}{A: [][]IntAndMap{{{
				I: 1,
				M: map[string]int{"c": 2},
			}}}},
			wantOutput: `A = [[{I = 1, M = {c = 2}}]]`,
		},
	}
	for label, test := range tests {
		encodeExpected(t, label, test.input, test.wantOutput, test.wantError)
	}
}
