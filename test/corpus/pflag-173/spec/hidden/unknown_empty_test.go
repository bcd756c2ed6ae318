// Written for the PatchProof corpus (spf13/pflag #173): with UnknownFlags whitelisted, an
// unknown flag followed by an empty argument is skipped with that argument as its value, as
// any other argument after an unknown flag is; other inputs of the same bug, and normal ones.
package hidden

import (
	"reflect"
	"testing"

	"github.com/spf13/pflag"
)

func parse(t *testing.T, args ...string) (*pflag.FlagSet, *string, *bool) {
	t.Helper()
	f := pflag.NewFlagSet("hidden", pflag.ContinueOnError)
	f.ParseErrorsWhitelist.UnknownFlags = true
	name := f.StringP("name", "n", "def", "a string")
	verbose := f.BoolP("verbose", "v", false, "a bool")
	if err := f.Parse(args); err != nil {
		t.Fatalf("Parse(%q): %v", args, err)
	}
	return f, name, verbose
}

func TestEmptyAfterUnknownLongFlagIsItsValue(t *testing.T) {
	f, name, _ := parse(t, "--other", "", "pos", "--name=x")
	if *name != "x" {
		t.Errorf("name = %q, want x", *name)
	}
	if got := f.Args(); !reflect.DeepEqual(got, []string{"pos"}) {
		t.Errorf("Args() = %q, want [pos]", got)
	}
}

func TestEmptyAfterUnknownShortFlagIsItsValue(t *testing.T) {
	f, _, verbose := parse(t, "-q", "", "-v", "pos")
	if !*verbose {
		t.Errorf("verbose not set")
	}
	if got := f.Args(); !reflect.DeepEqual(got, []string{"pos"}) {
		t.Errorf("Args() = %q, want [pos]", got)
	}
}

func TestEmptyLastAfterUnknownFlag(t *testing.T) {
	f, name, _ := parse(t, "--name", "y", "--zzz", "")
	if *name != "y" {
		t.Errorf("name = %q, want y", *name)
	}
	if got := f.Args(); len(got) != 0 {
		t.Errorf("Args() = %q, want none", got)
	}
	parse(t, "-k", "")
}

func TestUnknownFlagsStillSkipValues(t *testing.T) {
	f, name, verbose := parse(t, "--zzz", "val", "-v", "--name", "n1", "-q", "--", "rest")
	if *name != "n1" || !*verbose {
		t.Errorf("name = %q, verbose = %v", *name, *verbose)
	}
	if got := f.Args(); !reflect.DeepEqual(got, []string{"rest"}) {
		t.Errorf("Args() = %q, want [rest]", got)
	}
}
