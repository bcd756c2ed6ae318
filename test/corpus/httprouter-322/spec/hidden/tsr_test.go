// Written for the PatchProof corpus (julienschmidt/httprouter #322): a path with a trailing
// slash whose parameter route exists without it is redirected (301 for GET, 308 for other
// methods), also with other route names and when RedirectFixedPath is off; routes that
// exist are served and paths that do not exist still get 404.
package hidden

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/julienschmidt/httprouter"
)

func router(fixedPath bool) *httprouter.Router {
	r := httprouter.New()
	r.RedirectFixedPath = fixedPath
	h := func(w http.ResponseWriter, _ *http.Request, ps httprouter.Params) {
		w.Write([]byte(ps.ByName("id")))
	}
	for _, p := range []string{"/users/:id", "/users/:id/a", "/users/:id/b"} {
		r.GET(p, h)
		r.POST(p, h)
	}
	return r
}

func TestTrailingSlashRedirects(t *testing.T) {
	cases := []struct {
		method, path string
		fixed        bool
		code         int
		location     string
	}{
		{"GET", "/users/7/", true, 301, "/users/7"},
		{"GET", "/users/7/", false, 301, "/users/7"},
		{"POST", "/users/7/", true, 308, "/users/7"},
		{"GET", "/users/7", true, 200, ""},
		{"GET", "/users/7/a", true, 200, ""},
		{"GET", "/users/7/a/", true, 301, "/users/7/a"},
		{"GET", "/nothing/", true, 404, ""},
	}
	for _, c := range cases {
		t.Run(c.method+c.path, func(t *testing.T) {
			rec := httptest.NewRecorder()
			router(c.fixed).ServeHTTP(rec, httptest.NewRequest(c.method, c.path, nil))
			if rec.Code != c.code || rec.Header().Get("Location") != c.location {
				t.Errorf("%s %s (fixed path %v): %d %q, want %d %q", c.method, c.path, c.fixed,
					rec.Code, rec.Header().Get("Location"), c.code, c.location)
			}
		})
	}
}
