// The test that spf13/pflag 298182f (#173) changed, run as a black-box test: ParseAll with
// ParseErrorsWhitelist.UnknownFlags must not panic when an unknown flag is followed by an
// empty argument. The arguments are upstream's (flag_test.go testParseWithUnknownFlags,
// with the five the fix added); the two new cases are also run alone as subtests.
package reproduction

import (
	"reflect"
	"testing"

	"github.com/spf13/pflag"
)

func newFlagSet() *pflag.FlagSet {
	f := pflag.NewFlagSet("unknown", pflag.ContinueOnError)
	f.ParseErrorsWhitelist.UnknownFlags = true
	f.BoolP("boola", "a", false, "bool value")
	f.BoolP("boolb", "b", false, "bool2 value")
	f.BoolP("boolc", "c", false, "bool3 value")
	f.BoolP("boold", "d", false, "bool4 value")
	f.BoolP("boole", "e", false, "bool4 value")
	f.StringP("stringa", "s", "0", "string value")
	f.StringP("stringz", "z", "0", "string value")
	f.StringP("stringx", "x", "0", "string value")
	f.StringP("stringy", "y", "0", "string value")
	f.StringP("stringo", "o", "0", "string value")
	f.Lookup("stringx").NoOptDefVal = "1"
	return f
}

func parseAll(t *testing.T, args []string) []string {
	t.Helper()
	f := newFlagSet()
	got := []string{}
	store := func(flag *pflag.Flag, value string) error {
		got = append(got, flag.Name)
		if len(value) > 0 {
			got = append(got, value)
		}
		return nil
	}
	if err := f.ParseAll(args, store); err != nil {
		t.Errorf("expected no error, got %s", err)
	}
	if !f.Parsed() {
		t.Errorf("f.Parse() = false after Parse")
	}
	return got
}

func TestParseWithUnknownFlags(t *testing.T) {
	args := []string{
		"-ab", "-cs=xx", "--stringz=something", "--unknown1", "unknown1Value", "-d=true", "-x",
		"--unknown2=unknown2Value", "-u=unknown3Value", "-p", "unknown4Value",
		"-q", //another unknown with bool value
		"-y", "ee", "--unknown7=unknown7value", "--stringo=ovalue", "--unknown8=unknown8value",
		"--boole", "--unknown6", "", "-uuuuu", "", "--unknown10", "--unknown11",
	}
	want := []string{
		"boola", "true", "boolb", "true", "boolc", "true", "stringa", "xx", "stringz", "something",
		"boold", "true", "stringx", "1", "stringy", "ee", "stringo", "ovalue", "boole", "true",
	}
	got := parseAll(t, args)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("f.ParseAll() fail to restore the args")
		t.Errorf("Got:  %v", got)
		t.Errorf("Want: %v", want)
	}
}

func TestUnknownFlagThenEmpty(t *testing.T) {
	cases := []struct {
		name string
		args []string
	}{
		{"long flag", []string{"--boole", "--unknown6", "", "--unknown11"}},
		{"short flags", []string{"--boole", "-uuuuu", "", "--unknown10"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := parseAll(t, c.args)
			if want := []string{"boole", "true"}; !reflect.DeepEqual(got, want) {
				t.Errorf("ParseAll(%q) stored %v, want %v", c.args, got, want)
			}
		})
	}
}
