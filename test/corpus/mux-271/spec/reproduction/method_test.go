// TestNoMatchMethodErrorHandler, the test that gorilla/mux a659b61 ("Fix #271: Return 405
// instead of 404 when request method doesn't match the route") added to mux_test.go, run as
// a black-box test. Its checks of `RouteMatch.MatchErr` and `ErrMethodMismatch` are left
// out: the fix adds that API, so the test would not compile on the base; what it checks of
// the behaviour (no match, a 405 reply, a match once a PUT route is added) is kept.
package reproduction

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gorilla/mux"
)

func TestNoMatchMethodErrorHandler(t *testing.T) {
	func1 := func(w http.ResponseWriter, r *http.Request) {}

	r := mux.NewRouter()
	r.HandleFunc("/", func1).Methods("GET", "POST")

	req, _ := http.NewRequest("PUT", "http://localhost/", nil)
	match := new(mux.RouteMatch)
	matched := r.Match(req, match)

	if matched {
		t.Error("Should not have matched route for methods")
	}

	resp := httptest.NewRecorder()
	r.ServeHTTP(resp, req)
	if resp.Code != 405 {
		t.Errorf("Expecting code %v", 405)
	}

	//Add matching route now
	r.HandleFunc("/", func1).Methods("PUT")

	match = new(mux.RouteMatch)
	matched = r.Match(req, match)

	if !matched {
		t.Error("Should have matched route for methods")
	}
}
