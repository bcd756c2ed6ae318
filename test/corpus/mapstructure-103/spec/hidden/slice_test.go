// Written for the PatchProof corpus (mitchellh/mapstructure #103): decoding something that
// is not a slice or array into a slice that is not nil is checked (an error, or with
// WeaklyTypedInput the usual lifting) exactly as into a nil slice; slices still decode.
package hidden

import (
	"reflect"
	"testing"

	"github.com/mitchellh/mapstructure"
)

func TestNonSliceIntoNonNilSlice(t *testing.T) {
	cases := []struct {
		name   string
		input  interface{}
		target interface{}
	}{
		{"int into ints", 5, &[]int{1}},
		{"struct into strings", struct{ A string }{"x"}, &[]string{"y"}},
		{"map into strings", map[string]interface{}{"a": 1}, &[]string{"x"}},
		{"bool into empty ints", true, &[]int{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if err := mapstructure.Decode(c.input, c.target); err == nil {
				t.Errorf("Decode(%v) into %T: no error", c.input, c.target)
			}
		})
	}
}

func weakDecode(t *testing.T, input, target interface{}) {
	t.Helper()
	d, err := mapstructure.NewDecoder(&mapstructure.DecoderConfig{WeaklyTypedInput: true, Result: target})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Decode(input); err != nil {
		t.Fatalf("weak Decode(%v): %v", input, err)
	}
}

func TestWeakLiftIntoNonNilSlice(t *testing.T) {
	strs := []string{"x"}
	weakDecode(t, "a", &strs)
	if !reflect.DeepEqual(strs, []string{"a"}) {
		t.Errorf("got %q, want [a]", strs)
	}
	ints := []int{7, 8}
	weakDecode(t, map[string]interface{}{}, &ints)
	if len(ints) != 0 {
		t.Errorf("an empty map gave %v, want an empty slice", ints)
	}
}

func TestSlicesStillDecode(t *testing.T) {
	got := []int{9}
	if err := mapstructure.Decode([]interface{}{1, 2}, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, []int{1, 2}) {
		t.Errorf("got %v, want [1 2]", got)
	}
	var fresh []string
	if err := mapstructure.Decode([]string{"a", "b"}, &fresh); err != nil || !reflect.DeepEqual(fresh, []string{"a", "b"}) {
		t.Errorf("got %v, %v", fresh, err)
	}
}
