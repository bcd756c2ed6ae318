// The table of TestFormatWrap in pkg/errors format_test.go with the case that cbd18b5
// ("Fix %q format for wrapped errors (#58)") added, with the file's testFormatRegexp helper,
// run as a black-box test (the table's `%+v` case is left out: it matches the path of the
// test file in a GOPATH checkout).
package reproduction

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/pkg/errors"
)

func TestFormatWrap(t *testing.T) {
	tests := []struct {
		error
		format string
		want   string
	}{{
		errors.Wrap(errors.New("error"), "error2"),
		"%s",
		"error2: error",
	}, {
		errors.Wrap(errors.New("error"), "error2"),
		"%v",
		"error2: error",
	}, {
		errors.Wrap(io.EOF, "error"),
		"%s",
		"error: EOF",
	}, {
		errors.Wrap(errors.New("error with space"), "context"),
		"%q",
		`"context: error with space"`,
	}}

	for _, tt := range tests {
		testFormatRegexp(t, tt.error, tt.format, tt.want)
	}
}

func testFormatRegexp(t *testing.T, arg interface{}, format, want string) {
	got := fmt.Sprintf(format, arg)
	lines := strings.SplitN(got, "\n", -1)
	for i, w := range strings.SplitN(want, "\n", -1) {
		match, err := regexp.MatchString(w, lines[i])
		if err != nil {
			t.Fatal(err)
		}
		if !match {
			t.Errorf("fmt.Sprintf(%q, err): got: %q, want: %q", format, got, want)
		}
	}
}
