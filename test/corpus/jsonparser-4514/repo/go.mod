module github.com/buger/jsonparser

go 1.13

