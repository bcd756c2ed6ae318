// Written for the PatchProof corpus: Delete on other malformed inputs returns them unchanged
// without panicking, and still deletes from well-formed JSON.
package hidden

import (
	"testing"

	"github.com/buger/jsonparser"
)

func checkDelete(t *testing.T, input string, path []string, want string) {
	t.Helper()
	data := []byte(input)
	got := jsonparser.Delete(data, path...)
	if string(data) != input {
		t.Fatalf("Delete(%q, %q) modified its input to %q", input, path, string(data))
	}
	if string(got) != want {
		t.Fatalf("Delete(%q, %q) = %q, want %q", input, path, string(got), want)
	}
}

func TestDeleteOtherKeyWithoutBraces(t *testing.T) {
	checkDelete(t, `"x":"y":`, []string{"x"}, `"x":"y":`)
}

func TestDeleteMissingValue(t *testing.T) {
	checkDelete(t, `{"key":`, []string{"key"}, `{"key":`)
	checkDelete(t, "{\"b\":\t", []string{"b"}, "{\"b\":\t")
}

func TestDeleteUnterminatedString(t *testing.T) {
	checkDelete(t, `{"a":"x`, []string{"a"}, `{"a":"x`)
}

func TestDeleteWellFormed(t *testing.T) {
	checkDelete(t, `{"a":1,"b":2}`, []string{"a"}, `{"b":2}`)
	checkDelete(t, `{"a":1,"b":2}`, []string{"b"}, `{"a":1}`)
	checkDelete(t, `{"a":{"b":1,"c":2}}`, []string{"a", "c"}, `{"a":{"b":1}}`)
	checkDelete(t, `{"a":[1,2,3]}`, []string{"a", "[1]"}, `{"a":[1,3]}`)
}
