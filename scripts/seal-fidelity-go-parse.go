// The Go side of the sealing fidelity property (issue 34): reads one JSON request per line,
// {"name": "x_test.go", "src": "..."}, parses the source as gofmt -e does (go/parser with
// every error), and answers one JSON line, {"err": ""} when it parses, else the errors.
package main

import (
	"bufio"
	"encoding/json"
	"go/parser"
	"go/token"
	"os"
)

type request struct {
	Name string `json:"name"`
	Src  string `json:"src"`
}

type answer struct {
	Err string `json:"err"`
}

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
		_, perr := parser.ParseFile(token.NewFileSet(), req.Name, req.Src, parser.AllErrors|parser.ParseComments)
		msg := ""
		if perr != nil {
			msg = perr.Error()
		}
		_ = out.Encode(answer{Err: msg})
	}
}
