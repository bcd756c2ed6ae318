// Written for the PatchProof corpus (gobwas/glob 49571a1): the empty pattern compiles (with
// or without separators, through Compile and MustCompile) and matches only the empty string;
// one-character patterns still work.
package hidden

import (
	"testing"

	"github.com/gobwas/glob"
)

func TestEmptyPattern(t *testing.T) {
	g, err := glob.Compile("", '.', '/')
	if err != nil {
		t.Fatalf("Compile(\"\", separators): %v", err)
	}
	for s, want := range map[string]bool{"": true, ".": false, "a": false} {
		if got := g.Match(s); got != want {
			t.Errorf("empty pattern with separators matching %q = %v, want %v", s, got, want)
		}
	}
	if !glob.MustCompile("").Match("") {
		t.Error("MustCompile(\"\") does not match \"\"")
	}
}

func TestOneCharacterPatterns(t *testing.T) {
	for _, c := range []struct {
		p, s string
		want bool
	}{{"a", "a", true}, {"a", "", false}, {"*", "", true}, {"?", "x", true}} {
		if got := glob.MustCompile(c.p).Match(c.s); got != c.want {
			t.Errorf("%q matching %q = %v, want %v", c.p, c.s, got, c.want)
		}
	}
}
