module example.com/ranges

go 1.19
