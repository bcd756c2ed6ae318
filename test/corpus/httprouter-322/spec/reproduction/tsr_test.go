// TestRedirectTrailingSlash, the test that julienschmidt/httprouter 3425025 ("Fix: #322
// (#342)") added to tree_test.go, run as a black-box test: the upstream test asks the
// internal tree for a trailing-slash recommendation (`node.getValue("/hello/abx/")` must
// return tsr true); here the same three routes are registered on a Router and the same
// path is requested, which must redirect to the path without the slash.
package reproduction

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/julienschmidt/httprouter"
)

func TestRedirectTrailingSlash(t *testing.T) {
	var data = []struct {
		path string
	}{
		{"/hello/:name"},
		{"/hello/:name/123"},
		{"/hello/:name/234"},
	}

	router := httprouter.New()
	for _, item := range data {
		router.GET(item.path, func(http.ResponseWriter, *http.Request, httprouter.Params) {})
	}

	rec := httptest.NewRecorder()
	router.ServeHTTP(rec, httptest.NewRequest("GET", "/hello/abx/", nil))
	if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "/hello/abx" {
		t.Fatalf("want a redirect to /hello/abx, is %d %q", rec.Code, rec.Header().Get("Location"))
	}
}
