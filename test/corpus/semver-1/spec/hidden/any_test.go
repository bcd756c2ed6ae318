// Written for the PatchProof corpus (Masterminds/semver #1): `*`, `~*` and `~0.0.0` accept
// every version; other tilde constraints, including ones on 0.x versions, keep their range.
package hidden

import (
	"testing"

	"github.com/Masterminds/semver"
)

func TestAnyVersion(t *testing.T) {
	cases := []struct {
		constraint, version string
		want                bool
	}{
		{"*", "0.0.1", true},
		{"*", "10.20.30", true},
		{"~*", "3.0.0", true},
		{"~0.0.0", "0.5.0", true},
		{"~0.0.0", "7.1.2", true},
		{"~>0.0.0", "2.0.0", true},
		{"~0.0.5", "1.0.0", false},
		{"~0.0.5", "0.0.7", true},
		{"~0.1.0", "0.1.5", true},
		{"~0.1.0", "0.2.0", false},
		{"~1.2.3", "1.2.4", true},
		{"~1.2.3", "1.3.0", false},
	}
	for _, c := range cases {
		t.Run(c.constraint+" "+c.version, func(t *testing.T) {
			con, err := semver.NewConstraint(c.constraint)
			if err != nil {
				t.Fatal(err)
			}
			v, err := semver.NewVersion(c.version)
			if err != nil {
				t.Fatal(err)
			}
			if got := con.Check(v); got != c.want {
				t.Errorf("%q check %s = %v, want %v", c.constraint, c.version, got, c.want)
			}
		})
	}
}
