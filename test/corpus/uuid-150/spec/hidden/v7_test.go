// Written for the PatchProof corpus (google/uuid #150): UUIDv7s are monotonic whichever
// constructor makes them and from any goroutine, and stay version-7 UUIDs whose 48-bit
// timestamp is the current Unix time in milliseconds.
package hidden

import (
	"bytes"
	"crypto/rand"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
)

func millis(u uuid.UUID) int64 {
	var t int64
	for _, b := range u[:6] {
		t = t<<8 | int64(b)
	}
	return t
}

func TestV7FromReaderMonotonic(t *testing.T) {
	buf := make([]byte, 16*5000)
	if _, err := io.ReadFull(rand.Reader, buf); err != nil {
		t.Fatal(err)
	}
	r := bytes.NewReader(buf)
	prev := uuid.Must(uuid.NewV7FromReader(r))
	for i := 1; i < 5000; i++ {
		next := uuid.Must(uuid.NewV7FromReader(r))
		if bytes.Compare(next[:], prev[:]) <= 0 {
			t.Fatalf("NewV7FromReader #%d: %s not after %s", i, next, prev)
		}
		prev = next
	}
}

func TestV7MonotonicPerGoroutine(t *testing.T) {
	var wg sync.WaitGroup
	results := make([][]uuid.UUID, 4)
	for g := range results {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 3000; i++ {
				results[g] = append(results[g], uuid.Must(uuid.NewV7()))
			}
		}(g)
	}
	wg.Wait()
	seen := map[uuid.UUID]bool{}
	for g, list := range results {
		for i, u := range list {
			if seen[u] {
				t.Fatalf("duplicate UUID %s", u)
			}
			seen[u] = true
			if i > 0 && bytes.Compare(u[:], list[i-1][:]) <= 0 {
				t.Fatalf("goroutine %d #%d: %s not after %s", g, i, u, list[i-1])
			}
		}
	}
}

func TestV7TimestampAndVersion(t *testing.T) {
	before := time.Now().UnixMilli()
	var last uuid.UUID
	for i := 0; i < 2000; i++ {
		last = uuid.Must(uuid.NewV7())
		if last.Version() != 7 || last.Variant() != uuid.RFC4122 {
			t.Fatalf("%s: version %d variant %v", last, last.Version(), last.Variant())
		}
	}
	after := time.Now().UnixMilli()
	if ms := millis(last); ms < before || ms > after+1000 {
		t.Fatalf("timestamp %d outside [%d, %d]", ms, before, after+1000)
	}
}
