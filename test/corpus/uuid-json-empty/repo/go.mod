module code.google.com/p/go-uuid

go 1.13
