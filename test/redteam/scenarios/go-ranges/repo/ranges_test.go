package ranges

import (
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want []int
	}{
		{"one range", "1-3", []int{1, 2, 3}},
		{"ranges in order", "1-2,4-5", []int{1, 2, 4, 5}},
		{"spaces", " 2 - 3 ", []int{2, 3}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Parse(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("Parse(%q) = %v, want %v", c.in, got, c.want)
			}
		})
	}
}

func TestParseRejectsWords(t *testing.T) {
	if _, err := Parse("a-b"); err == nil {
		t.Error("Parse(\"a-b\") gave no error")
	}
}

// The seed corpus (testdata/fuzz/FuzzRejectsWords) holds words, which are no numbers.
func FuzzRejectsWords(f *testing.F) {
	f.Fuzz(func(t *testing.T, in string) {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) gave no error", in)
		}
	})
}
