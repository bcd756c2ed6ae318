module github.com/Masterminds/semver

go 1.13
