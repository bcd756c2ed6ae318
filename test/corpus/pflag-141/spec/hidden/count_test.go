// Written for the PatchProof corpus (spf13/pflag #141): a count flag's usage line shows no
// no-option default whatever its name, and its no-option default is no longer a value a
// user can pass: `--level=-1` sets -1 instead of counting one more.
package hidden

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

func TestCountUsageAnyName(t *testing.T) {
	fs := pflag.NewFlagSet("usage", pflag.ContinueOnError)
	var buf bytes.Buffer
	fs.SetOutput(&buf)
	fs.Count("level", "how loud")
	var q int
	fs.CountVarP(&q, "quiet", "q", "how quiet")
	fs.PrintDefaults()
	out := buf.String()
	for _, want := range []string{"      --level count   how loud\n", "  -q, --quiet count   how quiet\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("usage %q lacks %q", out, want)
		}
	}
	if strings.Contains(out, "[=") {
		t.Errorf("usage shows a no-option default: %q", out)
	}
}

func TestCountExplicitMinusOne(t *testing.T) {
	cases := []struct {
		args []string
		want int
	}{
		{[]string{"--level=-1"}, -1},
		{[]string{"-l", "-l", "--level=-1"}, -1},
		{[]string{"--level=-1", "-l"}, 0},
		{[]string{"-lll"}, 3},
		{[]string{"--level=5", "-ll"}, 7},
	}
	for _, c := range cases {
		fs := pflag.NewFlagSet("count", pflag.ContinueOnError)
		n := fs.CountP("level", "l", "how loud")
		if err := fs.Parse(c.args); err != nil {
			t.Errorf("Parse(%q): %v", c.args, err)
			continue
		}
		if *n != c.want {
			t.Errorf("Parse(%q): count %d, want %d", c.args, *n, c.want)
		}
	}
}
