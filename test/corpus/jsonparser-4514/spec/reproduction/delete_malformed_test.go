// The three Delete cases that the fix of GO-2026-4514 (buger/jsonparser d3eacc0) added to
// parser_test.go's deleteTests table, run as a black-box test: Delete on malformed JSON must
// return the input unchanged (and leave it unmodified) instead of panicking.
package reproduction

import (
	"bytes"
	"testing"

	"github.com/buger/jsonparser"
)

type deleteTest struct {
	desc string
	json string
	path []string
	data string
}

func runDeleteTests(t *testing.T, tests []deleteTest) {
	t.Helper()
	for _, test := range tests {
		original := []byte(test.json)
		input := []byte(test.json)
		value := jsonparser.Delete(input, test.path...)
		if !bytes.Equal(original, input) {
			t.Errorf("ORIGINAL DATA MALFORMED: %v, %v", string(original), string(input))
			continue
		}
		if !bytes.Equal([]byte(test.data), value) {
			t.Errorf("Delete() test '%s' expected to return value %v, but did returned %v instead", test.desc, test.data, string(value))
		}
	}
}

func TestDeleteMalformedJSON(t *testing.T) {
	runDeleteTests(t, []deleteTest{
		{
			desc: "GO-2026-4514: malformed JSON without enclosing braces should not panic",
			json: `"0":"0":`,
			path: []string{"0"},
			data: `"0":"0":`,
		},
		{
			desc: "GO-2026-4514: malformed JSON with key but truncated value should not panic",
			json: `{"a":  `,
			path: []string{"a"},
			data: `{"a":  `,
		},
		{
			desc: "GO-2026-4514: malformed nested JSON with truncated value should not panic",
			json: `{"a":{"b":  `,
			path: []string{"a", "b"},
			data: `{"a":{"b":  `,
		},
	})
}

// Two cases of the table that passed before the fix: Delete still deletes.
func TestDeleteStillDeletes(t *testing.T) {
	runDeleteTests(t, []deleteTest{
		{
			desc: "Delete test key",
			json: `{"test":"input"}`,
			path: []string{"test"},
			data: `{}`,
		},
		{
			desc: "Delete a nested object",
			json: `{"test":"input","new.field":{"key": "new object"}}`,
			path: []string{"new.field", "key"},
			data: `{"test":"input","new.field":{}}`,
		},
	})
}
