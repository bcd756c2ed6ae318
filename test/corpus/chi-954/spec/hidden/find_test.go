// Written for the PatchProof corpus (go-chi/chi #954): Mux.Find gives the whole pattern of a
// route in nested and mounted routers, with parameters in the mount points, and "" when a
// nested router has no route for the path or the method.
package hidden

import (
	"net/http"
	"testing"

	"github.com/go-chi/chi/v5"
)

func TestFindNested(t *testing.T) {
	h := func(w http.ResponseWriter, r *http.Request) {}
	r := chi.NewRouter()
	r.Route("/orgs/{org}", func(r chi.Router) {
		r.Get("/repos/{repo}", h)
		r.Route("/teams", func(r chi.Router) {
			r.Put("/{team}/members", h)
		})
	})
	admin := chi.NewRouter()
	admin.Get("/stats", h)
	r.Mount("/admin", admin)
	r.Get("/top", h)

	cases := []struct{ method, path, want string }{
		{"GET", "/orgs/x/repos/y", "/orgs/{org}/repos/{repo}"},
		{"PUT", "/orgs/x/teams/t/members", "/orgs/{org}/teams/{team}/members"},
		{"GET", "/admin/stats", "/admin/stats"},
		{"GET", "/top", "/top"},
		{"GET", "/orgs/x/nothing", ""},
		{"POST", "/orgs/x/repos/y", ""},
		{"GET", "/admin/nothing", ""},
		{"DELETE", "/orgs/x/teams/t/members", ""},
	}
	for _, c := range cases {
		t.Run(c.method+c.path, func(t *testing.T) {
			if got := r.Find(chi.NewRouteContext(), c.method, c.path); got != c.want {
				t.Errorf("Find(%s %s) = %q, want %q", c.method, c.path, got, c.want)
			}
		})
	}
}
