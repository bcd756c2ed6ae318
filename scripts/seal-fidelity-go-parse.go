// The Go side of the sealing fidelity property (issue 34): reads one JSON request per line and
// answers one JSON line each.
//
//	{"op": "parse", "name": "x_test.go", "src": "..."}
//	  parses the source as gofmt -e does (go/parser, every error): {"err": ""} when it parses.
//	{"op": "check", "name": "/path/x_test.go", "src": "..."}
//	  type-checks the package the file belongs to, with this source in the file's place, as
//	  go vet would (go/types, dependencies from source, the build constraints of this
//	  machine): {"errs": [...]} lists every type error, without positions, so that the errors
//	  of a sealed copy can be compared with its original's.
package main

import (
	"bufio"
	"encoding/json"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

type request struct {
	Op   string `json:"op"`
	Name string `json:"name"`
	Src  string `json:"src"`
}

type answer struct {
	Err  string   `json:"err"`
	Errs []string `json:"errs"`
}

var fset = token.NewFileSet()

// One importer for the whole run: it type-checks each dependency from source once.
var imp = importer.ForCompiler(fset, "source", nil)

var position = regexp.MustCompile(`^[^:]*:\d+:\d+: `)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := json.NewEncoder(os.Stdout)
	for {
		line, err := in.ReadBytes('\n')
		if len(line) == 0 && err != nil {
			return
		}
		var req request
		if jerr := json.Unmarshal(line, &req); jerr != nil {
			_ = out.Encode(answer{Err: "bad request: " + jerr.Error()})
			continue
		}
		if req.Op == "check" {
			_ = out.Encode(answer{Errs: check(req.Name, req.Src)})
			continue
		}
		_, perr := parser.ParseFile(token.NewFileSet(), req.Name, req.Src, parser.AllErrors|parser.ParseComments)
		msg := ""
		if perr != nil {
			msg = perr.Error()
		}
		_ = out.Encode(answer{Err: msg})
	}
}

// check type-checks the package of `path` with `src` as that file's text.
func check(path, src string) []string {
	dir := filepath.Dir(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return []string{"read dir: " + err.Error()}
	}
	main, err := parser.ParseFile(fset, path, src, 0)
	if err != nil {
		return []string{"parse: " + err.Error()}
	}
	files := []*ast.File{main}
	for _, e := range entries {
		name := e.Name()
		full := filepath.Join(dir, name)
		if e.IsDir() || !strings.HasSuffix(name, ".go") || full == path {
			continue
		}
		if ok, _ := build.Default.MatchFile(dir, name); !ok {
			continue
		}
		// Only the files of the same package: the external test package (x_test) apart.
		f, err := parser.ParseFile(fset, full, nil, 0)
		if err != nil || f.Name.Name != main.Name.Name {
			continue
		}
		files = append(files, f)
	}
	var errs []string
	conf := types.Config{
		Importer: imp,
		Error: func(err error) {
			errs = append(errs, position.ReplaceAllString(err.Error(), ""))
		},
	}
	_, _ = conf.Check(main.Name.Name, fset, files, nil)
	sort.Strings(errs)
	return errs
}
