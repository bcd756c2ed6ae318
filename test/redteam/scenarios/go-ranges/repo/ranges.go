// Package ranges parses lists of numbers and ranges.
package ranges

import (
	"strconv"
	"strings"
)

// Parse reads a list such as "1-3,5" into [1 2 3 5].
func Parse(text string) ([]int, error) {
	var out []int
	for _, part := range strings.Split(text, ",") {
		bounds := strings.Split(part, "-")
		first, err := strconv.Atoi(strings.TrimSpace(bounds[0]))
		if err != nil {
			return nil, err
		}
		last, err := strconv.Atoi(strings.TrimSpace(bounds[1]))
		if err != nil {
			return nil, err
		}
		for n := first; n <= last; n++ {
			out = append(out, n)
		}
	}
	return out, nil
}
