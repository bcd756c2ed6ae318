// Copyright (c) HashiCorp, Inc.
// SPDX-License-Identifier: MPL-2.0

// TestLoadingExpired of hashicorp/golang-lru expirable/expirable_lru_test.go as d46c1d9
// (#156, "expirable LRU: fix so that Get/Peek cannot return an ok and empty value") changed
// it, run as a black-box test: between an entry's expiry and the reaper removing it, Get
// must not return ok with an empty value.
package reproduction

import (
	"testing"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
)

func TestLoadingExpired(t *testing.T) {
	lc := expirable.NewLRU[string, string](0, nil, time.Millisecond*5)

	lc.Add("key1", "val1")
	if lc.Len() != 1 {
		t.Fatalf("length differs from expected")
	}

	v, ok := lc.Peek("key1")
	if v != "val1" {
		t.Fatalf("value differs from expected")
	}
	if !ok {
		t.Fatalf("should be true")
	}

	v, ok = lc.Get("key1")
	if v != "val1" {
		t.Fatalf("value differs from expected")
	}
	if !ok {
		t.Fatalf("should be true")
	}

	for {
		result, ok := lc.Get("key1")
		if ok && result == "" {
			t.Fatalf("ok should return a result")
		}
		if !ok {
			break
		}
	}

	time.Sleep(time.Millisecond * 100) // wait for expiration reaper
	if lc.Len() != 0 {
		t.Fatalf("length differs from expected")
	}

	v, ok = lc.Peek("key1")
	if v != "" {
		t.Fatalf("should be empty")
	}
	if ok {
		t.Fatalf("should be false")
	}

	v, ok = lc.Get("key1")
	if v != "" {
		t.Fatalf("should be empty")
	}
	if ok {
		t.Fatalf("should be false")
	}
}
