// TestReltimeOffbyone, the test that dustin/go-humanize bb3d318 ("Fix for reported
// off-by-one (nanosecond) error in RelTime") added to times_test.go, with the testList
// helper of common_test.go, run as a black-box table test.
package reproduction

import (
	"testing"
	"time"

	"github.com/dustin/go-humanize"
)

type testList []struct {
	name, got, exp string
}

func (tl testList) validate(t *testing.T) {
	for _, test := range tl {
		if test.got != test.exp {
			t.Errorf("On %v, expected '%v', but got '%v'",
				test.name, test.exp, test.got)
		}
	}
}

func TestReltimeOffbyone(t *testing.T) {
	testList{
		{"1w-1", humanize.RelTime(time.Unix(0, 0), time.Unix(7*24*60*60, -1), "ago", ""), "6 days ago"},
		{"1w±0", humanize.RelTime(time.Unix(0, 0), time.Unix(7*24*60*60, 0), "ago", ""), "1 week ago"},
		{"1w+1", humanize.RelTime(time.Unix(0, 0), time.Unix(7*24*60*60, 1), "ago", ""), "1 week ago"},
		{"2w-1", humanize.RelTime(time.Unix(0, 0), time.Unix(14*24*60*60, -1), "ago", ""), "1 week ago"},
		{"2w±0", humanize.RelTime(time.Unix(0, 0), time.Unix(14*24*60*60, 0), "ago", ""), "2 weeks ago"},
		{"2w+1", humanize.RelTime(time.Unix(0, 0), time.Unix(14*24*60*60, 1), "ago", ""), "2 weeks ago"},
	}.validate(t)
}
