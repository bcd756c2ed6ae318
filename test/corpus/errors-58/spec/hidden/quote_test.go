// Written for the PatchProof corpus (pkg/errors #58): %q of a wrapped error is its whole
// message quoted as fmt quotes a string, for Wrap and Wrapf, nested wraps and messages with
// quotes or newlines; %s and %v unchanged.
package hidden

import (
	"fmt"
	"io"
	"testing"

	"github.com/pkg/errors"
)

func TestQuoteWrapped(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"wrapf", errors.Wrapf(io.EOF, "read %d", 3), `"read 3: EOF"`},
		{"nested", errors.Wrap(errors.Wrap(io.EOF, "inner"), "outer"), `"outer: inner: EOF"`},
		{"quotes", errors.Wrap(errors.New(`bad "x"`), "ctx"), `"ctx: bad \"x\""`},
		{"newline", errors.Wrap(io.EOF, "a\nb"), `"a\nb: EOF"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := fmt.Sprintf("%q", c.err); got != c.want {
				t.Errorf("%%q = %s, want %s", got, c.want)
			}
		})
	}
	err := errors.Wrap(io.EOF, "ctx")
	if got := fmt.Sprintf("%s|%v", err, err); got != "ctx: EOF|ctx: EOF" {
		t.Errorf("%%s|%%v = %q", got)
	}
}
