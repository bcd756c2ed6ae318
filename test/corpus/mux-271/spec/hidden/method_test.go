// Written for the PatchProof corpus (gorilla/mux #271): a request that a route would match
// but for its method gets 405 (or the router's MethodNotAllowedHandler); a request that no
// route matches on its other matchers still gets 404, whatever order the matchers were
// added in; matching requests are served.
package hidden

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gorilla/mux"
)

func ok(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) }

func serve(r *mux.Router, method, url string) int {
	req := httptest.NewRequest(method, url, nil)
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, req)
	return rec.Code
}

func TestStatusCodes(t *testing.T) {
	r := mux.NewRouter()
	r.HandleFunc("/a", ok).Methods("GET")
	r.HandleFunc("/b", ok).Methods("PUT")
	r.Methods("GET").Path("/only").HandlerFunc(ok)
	r.Methods("POST").Host("a.example").HandlerFunc(ok)
	cases := []struct {
		method, url string
		want        int
	}{
		{"GET", "http://x/a", 200},
		{"DELETE", "http://x/a", 405},
		{"PUT", "http://x/a", 405},
		{"PUT", "http://x/b", 200},
		{"PUT", "http://x/only", 405},
		{"PUT", "http://x/other", 404},
		{"GET", "http://x/nothing", 404},
		{"GET", "http://b.example/zz", 404},
		{"POST", "http://a.example/zz", 200},
	}
	for _, c := range cases {
		t.Run(c.method+" "+c.url, func(t *testing.T) {
			if got := serve(r, c.method, c.url); got != c.want {
				t.Errorf("%s %s: %d, want %d", c.method, c.url, got, c.want)
			}
		})
	}
}

func TestMatchErrAndCustomHandler(t *testing.T) {
	r := mux.NewRouter()
	r.HandleFunc("/", ok).Methods("GET", "POST")
	var m mux.RouteMatch
	if r.Match(httptest.NewRequest("PATCH", "http://x/", nil), &m) || m.MatchErr != mux.ErrMethodMismatch {
		t.Fatalf("MatchErr = %v, want ErrMethodMismatch", m.MatchErr)
	}
	r.MethodNotAllowedHandler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusTeapot)
	})
	if got := serve(r, "PATCH", "http://x/"); got != http.StatusTeapot {
		t.Errorf("custom handler: %d, want 418", got)
	}
	if got := serve(r, "GET", "http://x/"); got != 200 {
		t.Errorf("GET: %d", got)
	}
}
