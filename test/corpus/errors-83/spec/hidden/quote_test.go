// Written for the PatchProof corpus (pkg/errors #83): %q of an error made by New or Errorf
// is its message quoted as fmt quotes a string; other verbs and wrapped errors unchanged.
package hidden

import (
	"fmt"
	"io"
	"testing"

	"github.com/pkg/errors"
)

func TestQuoteFundamental(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"errorf", errors.Errorf("read %d bytes", 3), `"read 3 bytes"`},
		{"embedded quote", errors.New(`say "hi"`), `"say \"hi\""`},
		{"newline and tab", errors.New("a\nb\tc"), `"a\nb\tc"`},
		{"empty", errors.New(""), `""`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := fmt.Sprintf("%q", c.err); got != c.want {
				t.Errorf("%%q = %s, want %s", got, c.want)
			}
		})
	}
}

func TestOtherVerbsUnchanged(t *testing.T) {
	err := errors.New(`x "y"`)
	if got := fmt.Sprintf("%s|%v", err, err); got != `x "y"|x "y"` {
		t.Errorf("got %s", got)
	}
	if got := fmt.Sprintf("%q", errors.Wrap(io.EOF, "read")); got != `"read: EOF"` {
		t.Errorf("wrapped %%q = %s", got)
	}
	if got := fmt.Sprintf("%q", errors.Wrap(errors.New("in"), "out")); got != `"out: in"` {
		t.Errorf("wrapped new %%q = %s", got)
	}
}
