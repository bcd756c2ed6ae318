// TestGlob of gobwas/glob glob_test.go with the four cases that 0354991 ("bugfix with row
// length") added, run as a black-box test; the table keeps upstream's cases of `?` rows and
// of plain text around them.
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
		mk(true, "a?c", "a1c"),
		mk(true, "a.?.c", "a.b.c", '.'),
		mk(true, "a.?.?", "a.b.c", '.'),
		mk(true, "?at", "cat"),
		mk(false, "?at", "at"),
		mk(false, "?at", "fat", 'f'),
		mk(false, "a.?.c", "a.bb.c", '.'),
		mk(true, "???", "abc"),
		mk(true, "?*?", "abc"),
		mk(true, "?*?", "ac"),
		mk(false, "sta", "stagnation"),
		mk(true, "sta*", "stagnation"),
		mk(false, "sta?", "stagnation"),
		mk(false, "sta?n", "stagnation"),
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
