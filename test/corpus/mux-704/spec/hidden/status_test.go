// Written for the PatchProof corpus (gorilla/mux #704): when a route with the request's
// method has the same path but fails another matcher (queries, headers), the router answers
// 404, not 405; requests that match are served. (A method no route of the path has is
// left out: with the fix it gets 404 too when a later route's path matches.)
package hidden

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gorilla/mux"
)

func h(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) }

func TestStatusWhenOtherMatcherFails(t *testing.T) {
	r := mux.NewRouter()
	r.HandleFunc("/api", h).Methods("POST")
	r.HandleFunc("/api", h).Queries("time", "{time:[0-9]+}").Methods("GET")
	r.HandleFunc("/items", h).Methods("DELETE")
	r.HandleFunc("/items", h).Headers("X-Key", "k").Methods("GET")
	cases := []struct {
		method, url string
		header      string
		want        int
	}{
		{"GET", "/api?time=-4", "", 404},
		{"GET", "/api?time=5", "", 200},
		{"POST", "/api", "", 200},
		{"GET", "/items", "", 404},
		{"GET", "/items", "k", 200},
		{"DELETE", "/items", "", 200},
	}
	for _, c := range cases {
		t.Run(c.method+" "+c.url+" "+c.header, func(t *testing.T) {
			req := httptest.NewRequest(c.method, c.url, nil)
			if c.header != "" {
				req.Header.Set("X-Key", c.header)
			}
			rec := httptest.NewRecorder()
			r.ServeHTTP(rec, req)
			if rec.Code != c.want {
				t.Errorf("%s %s: %d, want %d", c.method, c.url, rec.Code, c.want)
			}
		})
	}
}
