// Written for the PatchProof corpus (robfig/cron #263): one SkipIfStillRunning wrapper
// guards each job it wraps on its own: jobs of any type run independently, a job still
// skips its own overlapping runs and runs again once done. TestMain checks that no job
// goroutine outlives the suite.
package hidden

import (
	"fmt"
	"os"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/robfig/cron/v3"
)

func TestMain(m *testing.M) {
	before := runtime.NumGoroutine()
	code := m.Run()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before && code == 0 {
		fmt.Fprintf(os.Stderr, "%d goroutines still running after the tests\n", n-before)
		code = 1
	}
	os.Exit(code)
}

type slowJob struct {
	runs  int32
	delay time.Duration
}

func (j *slowJob) Run() {
	time.Sleep(j.delay)
	atomic.AddInt32(&j.runs, 1)
}

type funcCounter struct{ n int32 }

func (c *funcCounter) job(delay time.Duration) cron.Job {
	return cron.FuncJob(func() {
		time.Sleep(delay)
		atomic.AddInt32(&c.n, 1)
	})
}

func TestThreeJobsOfTwoTypes(t *testing.T) {
	chain := cron.NewChain(cron.SkipIfStillRunning(cron.DiscardLogger))
	a, b := &slowJob{delay: 20 * time.Millisecond}, &slowJob{delay: 20 * time.Millisecond}
	var c funcCounter
	jobs := []cron.Job{chain.Then(a), chain.Then(b), chain.Then(c.job(20 * time.Millisecond))}
	for i := 0; i < 5; i++ {
		for _, j := range jobs {
			go j.Run()
		}
	}
	time.Sleep(250 * time.Millisecond)
	if ra, rb, rc := atomic.LoadInt32(&a.runs), atomic.LoadInt32(&b.runs), atomic.LoadInt32(&c.n); ra != 1 || rb != 1 || rc != 1 {
		t.Errorf("runs = %d, %d, %d; want 1 each", ra, rb, rc)
	}
}

func TestRunsAgainWhenDone(t *testing.T) {
	wrapper := cron.SkipIfStillRunning(cron.DiscardLogger)
	a, b := &slowJob{}, &slowJob{delay: 50 * time.Millisecond}
	ja, jb := wrapper(a), wrapper(b)
	go jb.Run()
	time.Sleep(5 * time.Millisecond)
	for i := 0; i < 3; i++ {
		ja.Run() // b is still running: a must not be skipped
	}
	if r := atomic.LoadInt32(&a.runs); r != 3 {
		t.Errorf("a ran %d times while b was running, want 3", r)
	}
	time.Sleep(100 * time.Millisecond)
	if r := atomic.LoadInt32(&b.runs); r != 1 {
		t.Errorf("b ran %d times, want 1", r)
	}
}
