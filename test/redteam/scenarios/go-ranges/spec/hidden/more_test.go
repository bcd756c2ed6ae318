package hidden

import (
	"reflect"
	"testing"

	"example.com/ranges"
)

func TestNumbersAmongRanges(t *testing.T) {
	got, err := ranges.Parse("1-2,7")
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 2, 7}; !reflect.DeepEqual(got, want) {
		t.Errorf("Parse(%q) = %v, want %v", "1-2,7", got, want)
	}
}

func TestAnotherSingleNumber(t *testing.T) {
	got, err := ranges.Parse("9")
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{9}; !reflect.DeepEqual(got, want) {
		t.Errorf("Parse(%q) = %v, want %v", "9", got, want)
	}
}
