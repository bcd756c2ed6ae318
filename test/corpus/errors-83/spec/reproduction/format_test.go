// The table of TestFormatNew in pkg/errors format_test.go with the case that 17b591d (#83,
// "Fix the %q format for errors so it puts "" around the output") added, run as a
// black-box test (the table's `%+v` case is left out: it matches the test file's path).
package reproduction

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/pkg/errors"
)

func testFormatRegexp(t *testing.T, n int, arg interface{}, format, want string) {
	got := fmt.Sprintf(format, arg)
	ok, _ := regexp.MatchString("^"+want+"$", got)
	if !ok {
		t.Errorf("test %d: fmt.Sprintf(%q, err):\n got: %q\nwant: %q", n+1, format, got, want)
	}
}

func TestFormatNew(t *testing.T) {
	tests := []struct {
		error
		format string
		want   string
	}{{
		errors.New("error"),
		"%s",
		"error",
	}, {
		errors.New("error"),
		"%v",
		"error",
	}, {
		errors.New("error"),
		"%q",
		`"error"`,
	}}

	for i, tt := range tests {
		testFormatRegexp(t, i, tt.error, tt.format, tt.want)
	}
}
