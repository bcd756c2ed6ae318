// Written for the PatchProof corpus (dustin/go-humanize bb3d318): a difference exactly equal
// to a magnitude's D is formatted by the next magnitude, for the default table (other
// boundaries, both directions) and for a caller's own table given to CustomRelTime.
package hidden

import (
	"math"
	"testing"
	"time"

	"github.com/dustin/go-humanize"
)

var epoch = time.Unix(0, 0)

func TestDefaultBoundaries(t *testing.T) {
	cases := []struct {
		d    time.Duration
		want string
	}{
		{time.Minute, "1 minute ago"},
		{time.Minute - 1, "59 seconds ago"},
		{time.Hour, "1 hour ago"},
		{humanize.Day, "1 day ago"},
		{humanize.Day - 1, "23 hours ago"},
		{2 * humanize.Day, "2 days ago"},
		{10 * time.Second, "10 seconds ago"},
	}
	for _, c := range cases {
		if got := humanize.RelTime(epoch, epoch.Add(c.d), "ago", "later"); got != c.want {
			t.Errorf("RelTime(%v) = %q, want %q", c.d, got, c.want)
		}
	}
	if got := humanize.RelTime(epoch.Add(humanize.Week), epoch, "ago", "later"); got != "1 week later" {
		t.Errorf("RelTime(-1 week) = %q, want 1 week later", got)
	}
}

func TestCustomMagnitudeBoundaries(t *testing.T) {
	mags := []humanize.RelTimeMagnitude{
		{D: time.Minute, Format: "%d seconds %s", DivBy: time.Second},
		{D: time.Hour, Format: "%d minutes %s", DivBy: time.Minute},
		{D: math.MaxInt64, Format: "a while %s", DivBy: 1},
	}
	cases := []struct {
		d    time.Duration
		want string
	}{
		{30 * time.Second, "30 seconds ago"},
		{time.Minute - 1, "59 seconds ago"},
		{time.Minute, "1 minutes ago"},
		{time.Hour - 1, "59 minutes ago"},
		{time.Hour, "a while ago"},
	}
	for _, c := range cases {
		if got := humanize.CustomRelTime(epoch, epoch.Add(c.d), "ago", "later", mags); got != c.want {
			t.Errorf("CustomRelTime(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}
