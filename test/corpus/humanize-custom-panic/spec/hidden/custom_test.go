// Written for the PatchProof corpus (dustin/go-humanize 2064d2b): a caller's magnitude table
// that stops short of math.MaxInt64 formats larger differences with its last magnitude, in
// both directions, and CustomRelTime leaves the caller's table as it was.
package hidden

import (
	"reflect"
	"testing"
	"time"

	"github.com/dustin/go-humanize"
)

var epoch = time.Unix(0, 0)

func TestShortTables(t *testing.T) {
	one := []humanize.RelTimeMagnitude{{D: time.Minute, Format: "%d seconds %s", DivBy: time.Second}}
	if got := humanize.CustomRelTime(epoch, epoch.Add(time.Hour), "ago", "later", one); got != "3600 seconds ago" {
		t.Errorf("one magnitude, an hour: %q", got)
	}
	if got := humanize.CustomRelTime(epoch.Add(2*time.Minute), epoch, "ago", "later", one); got != "120 seconds later" {
		t.Errorf("one magnitude, two minutes the other way: %q", got)
	}
	three := []humanize.RelTimeMagnitude{
		{D: time.Second, Format: "now", DivBy: time.Second},
		{D: time.Hour, Format: "%d minutes %s", DivBy: time.Minute},
		{D: humanize.Day, Format: "%d hours %s", DivBy: time.Hour},
	}
	if got := humanize.CustomRelTime(epoch, epoch.Add(10*humanize.Day), "ago", "later", three); got != "240 hours ago" {
		t.Errorf("three magnitudes, ten days: %q", got)
	}
}

func TestTableUnchanged(t *testing.T) {
	backing := make([]humanize.RelTimeMagnitude, 2, 4)
	backing[0] = humanize.RelTimeMagnitude{D: time.Second, Format: "now", DivBy: time.Second}
	backing[1] = humanize.RelTimeMagnitude{D: time.Minute, Format: "%d seconds %s", DivBy: time.Second}
	before := append([]humanize.RelTimeMagnitude(nil), backing[:4]...)
	if got := humanize.CustomRelTime(epoch, epoch.Add(time.Hour), "ago", "later", backing); got != "3600 seconds ago" {
		t.Errorf("got %q", got)
	}
	if !reflect.DeepEqual(backing[:4], before) {
		t.Errorf("the caller's table changed: %+v", backing[:4])
	}
}
