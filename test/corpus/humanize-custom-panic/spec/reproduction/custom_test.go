// TestCustomRelTime, the test that dustin/go-humanize 2064d2b ("Fix panicking `CustomRelTime`
// when magnitude list is incomplete") added to times_test.go, with the testList helper of
// common_test.go, run as a black-box table test. On the base its last case panics (index
// out of range in times.go).
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

func TestCustomRelTime(t *testing.T) {
	now := time.Now().Add(time.Millisecond * 250)
	magnitudes := []humanize.RelTimeMagnitude{
		{time.Second, "now", time.Second},
		{2 * time.Second, "1 second %s", 1},
		{time.Minute, "%d seconds %s", time.Second},
		{humanize.Day - time.Second, "%d minutes %s", time.Minute},
		{humanize.Day, "%d hours %s", time.Hour},
		{2 * humanize.Day, "1 day %s", 1},
		{humanize.Week, "%d days %s", humanize.Day},
		{2 * humanize.Week, "1 week %s", 1},
		{6 * humanize.Month, "%d weeks %s", humanize.Week},
		{humanize.Year, "%d months %s", humanize.Month},
	}
	customRelTime := func(then time.Time) string {
		return humanize.CustomRelTime(then, time.Now(), "ago", "from now", magnitudes)
	}
	testList{
		{"now", customRelTime(now), "now"},
		{"1 second from now", customRelTime(now.Add(+1 * time.Second)), "1 second from now"},
		{"12 seconds from now", customRelTime(now.Add(+12 * time.Second)), "12 seconds from now"},
		{"30 seconds from now", customRelTime(now.Add(+30 * time.Second)), "30 seconds from now"},
		{"45 seconds from now", customRelTime(now.Add(+45 * time.Second)), "45 seconds from now"},
		{"15 minutes from now", customRelTime(now.Add(+15 * time.Minute)), "15 minutes from now"},
		{"2 hours from now", customRelTime(now.Add(+2 * time.Hour)), "120 minutes from now"},
		{"21 hours from now", customRelTime(now.Add(+21 * time.Hour)), "1260 minutes from now"},
		{"1 day from now", customRelTime(now.Add(+26 * time.Hour)), "1 day from now"},
		{"2 days from now", customRelTime(now.Add(+49 * time.Hour)), "2 days from now"},
		{"3 days from now", customRelTime(now.Add(+3 * humanize.Day)), "3 days from now"},
		{"1 week from now (1)", customRelTime(now.Add(+7 * humanize.Day)), "1 week from now"},
		{"1 week from now (2)", customRelTime(now.Add(+12 * humanize.Day)), "1 week from now"},
		{"2 weeks from now", customRelTime(now.Add(+15 * humanize.Day)), "2 weeks from now"},
		{"1 month from now", customRelTime(now.Add(+30 * humanize.Day)), "4 weeks from now"},
		{"6 months from now", customRelTime(now.Add(+6*humanize.Month - time.Second)), "25 weeks from now"},
		{"1 year from now", customRelTime(now.Add(+365 * humanize.Day)), "12 months from now"},
		{"2 years from now", customRelTime(now.Add(+2 * humanize.Year)), "24 months from now"},
		{"a while from now", customRelTime(now.Add(+humanize.LongTime)), "444 months from now"},
	}.validate(t)
}
