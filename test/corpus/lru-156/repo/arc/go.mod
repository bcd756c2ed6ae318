module github.com/hashicorp/golang-lru/arc/v2

go 1.18

require github.com/hashicorp/golang-lru/v2 v2.0.6
