package reproduction

import (
	"reflect"
	"testing"

	"example.com/ranges"
)

func TestSingleNumber(t *testing.T) {
	got, err := ranges.Parse("5")
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{5}; !reflect.DeepEqual(got, want) {
		t.Errorf("Parse(%q) = %v, want %v", "5", got, want)
	}
}

func TestStillARange(t *testing.T) {
	got, err := ranges.Parse("1-3")
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 2, 3}; !reflect.DeepEqual(got, want) {
		t.Errorf("Parse(%q) = %v, want %v", "1-3", got, want)
	}
}
