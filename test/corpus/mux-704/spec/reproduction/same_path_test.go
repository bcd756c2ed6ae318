// TestMultipleDefinitionOfSamePathWithDifferentMethods, the test that gorilla/mux 395ad81
// ("[BUG] Inconsistent HTTP status code on query mismatch (#712)", fixes #704) added to
// mux_test.go, run as a black-box test (mux. prefixes added).
package reproduction

import (
	"net/http"
	"testing"

	"github.com/gorilla/mux"
)

func TestMultipleDefinitionOfSamePathWithDifferentMethods(t *testing.T) {
	emptyHandler := func(w http.ResponseWriter, r *http.Request) {}

	r := mux.NewRouter()
	r.HandleFunc("/api", emptyHandler).Methods("POST")
	r.HandleFunc("/api", emptyHandler).Queries("time", "{time:[0-9]+}").Methods("GET")

	t.Run("Post Method should be matched properly", func(t *testing.T) {
		req, _ := http.NewRequest("POST", "http://localhost/api", nil)
		match := new(mux.RouteMatch)
		matched := r.Match(req, match)
		if !matched {
			t.Error("Should have matched route for methods")
		}
		if match.MatchErr != nil {
			t.Error("Should not have any matching error. Found:", match.MatchErr)
		}
	})

	t.Run("Get Method with invalid query value should not match", func(t *testing.T) {
		req, _ := http.NewRequest("GET", "http://localhost/api?time=-4", nil)
		match := new(mux.RouteMatch)
		matched := r.Match(req, match)
		if matched {
			t.Error("Should not have matched route for methods")
		}
		if match.MatchErr != mux.ErrNotFound {
			t.Error("Should have ErrNotFound error. Found:", match.MatchErr)
		}
	})

	t.Run("A mismach method of a valid path should return ErrMethodMismatch", func(t *testing.T) {
		r := mux.NewRouter()
		r.HandleFunc("/api2", emptyHandler).Methods("POST")
		req, _ := http.NewRequest("GET", "http://localhost/api2", nil)
		match := new(mux.RouteMatch)
		matched := r.Match(req, match)
		if matched {
			t.Error("Should not have matched route for methods")
		}
		if match.MatchErr != mux.ErrMethodMismatch {
			t.Error("Should have ErrMethodMismatch error. Found:", match.MatchErr)
		}
	})

}
