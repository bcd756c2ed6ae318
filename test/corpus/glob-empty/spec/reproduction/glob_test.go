// TestGlob of gobwas/glob glob_test.go with the two cases that 49571a1 ("fix hanging on
// empty string") added, and a few of the table's first cases, run as a black-box table test.
// On the base, compiling the empty pattern blocks forever: the suite's command sets
// `-timeout 30s`, so the test binary then panics with the stuck goroutine's trace.
package reproduction

import (
	"testing"

	"github.com/gobwas/glob"
)

type test struct {
	pattern, match string
	should         bool
	delimiters     []rune
}

func mk(s bool, p, m string, d ...rune) test {
	return test{p, m, s, d}
}

func TestGlob(t *testing.T) {
	for _, test := range []test{
		mk(true, "* ?at * eyes", "my cat has very bright eyes"),

		mk(true, "", ""),
		mk(false, "", "b"),

		mk(true, "abc", "abc"),
		mk(true, "a*c", "abc"),
		mk(true, "a*c", "a12345c"),
	} {
		g, err := glob.Compile(test.pattern, test.delimiters...)
		if err != nil {
			t.Errorf("parsing pattern %q error: %s", test.pattern, err)
			continue
		}

		result := g.Match(test.match)
		if result != test.should {
			t.Errorf("pattern %q matching %q should be %v but got %v\n%s", test.pattern, test.match, test.should, result, g)
		}
	}
}
