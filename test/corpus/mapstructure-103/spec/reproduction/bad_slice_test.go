// TestDecodeBadDataTypeInSlice, the test that mitchellh/mapstructure 2be7663 ("Fix panic
// potential with #103 by checking slice type") added to mapstructure_bugs_test.go, run as a
// black-box test: decoding a map into a non-nil slice must return an error, not panic.
package reproduction

import (
	"testing"

	"github.com/mitchellh/mapstructure"
)

// #103 Check for data type before trying to access its composants prevent a panic error
// in decodeSlice
func TestDecodeBadDataTypeInSlice(t *testing.T) {
	t.Parallel()

	input := map[string]interface{}{
		"Toto": "titi",
	}
	result := []struct {
		Toto string
	}{}

	if err := mapstructure.Decode(input, &result); err == nil {
		t.Error("An error was expected, got nil")
	}
}
