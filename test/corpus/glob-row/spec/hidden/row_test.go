// Written for the PatchProof corpus (gobwas/glob 0354991): a pattern of fixed length (text
// and `?`) matches only strings of exactly that many runes, also when it is found inside a
// longer string between `*`s; other inputs of the same bug, and normal ones.
package hidden

import (
	"testing"

	"github.com/gobwas/glob"
)

func TestFixedLengthPatterns(t *testing.T) {
	cases := []struct {
		pattern, s string
		want       bool
	}{
		{"a?c", "abcd", false},
		{"a?c", "abc", true},
		{"??", "abc", false},
		{"??", "ab", true},
		{"x?z?", "xyzwv", false},
		{"x?z?", "xyzw", true},
	}
	for _, c := range cases {
		t.Run(c.pattern+" "+c.s, func(t *testing.T) {
			if got := glob.MustCompile(c.pattern).Match(c.s); got != c.want {
				t.Errorf("%q matching %q = %v, want %v", c.pattern, c.s, got, c.want)
			}
		})
	}
}

func TestFixedLengthInsideStars(t *testing.T) {
	cases := []struct {
		pattern, s string
		want       bool
	}{
		{"*ab?d*", "xxabcdyy", true},
		{"*ab?d*", "xxabdyy", false},
		{"*b?d", "aabcd", true},
		{"a?c*", "abcdef", true},
		{"a?c*", "abdef", false},
	}
	for _, c := range cases {
		if got := glob.MustCompile(c.pattern).Match(c.s); got != c.want {
			t.Errorf("%q matching %q = %v, want %v", c.pattern, c.s, got, c.want)
		}
	}
}
