// SIGHUP as it really comes, from a terminal that closed (an ssh session dropped, a terminal
// window closed), not from kill(). The CLI runs on a pseudo-terminal (python3's pty module);
// the test closes the master side while a run's container is running, so the kernel sends
// SIGHUP to the session and every later write to the terminal fails with EIO. Found by
// review: the crash guard took the EIO of the first write for a crash and exited at once,
// and Node died with SIGSEGV on the way out, leaving the runs' containers, volumes and the
// workspace folder. Now writes to a gone reader are ignored, cleanup runs, and the process
// ends by SIGHUP itself (stop-signals.ts endProcess).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDockerRunner } from '../../src/adapters/docker/index.js';
import { BIN } from '../support/serve-process.js';
import { type FaultCase, containersOf, faultCase, volumesOf, waitFor } from './fault-support.js';
import { PYTHON_IMAGE, requireEngine, skipDocker, suiteName } from './support.js';

requireEngine();

// Runs argv on a pty (with --json the CLI writes less than the pty buffer holds, so nothing
// needs to read it); on "CLOSE" on stdin, closes the master; prints the child's pid, then its exit status.
const PTY_DRIVER = `
import os, pty, sys
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
print(pid, flush=True)
sys.stdin.readline()
os.close(fd)
_, status = os.waitpid(pid, 0)
print(os.waitstatus_to_exitcode(status), flush=True)
`;

const cases: FaultCase[] = [];

// The child's own temporary folder: other test files validating beside this one (CI runs
// files in parallel) make workspace folders in the shared one, which read as left here once.
const childTmp = mkdtempSync(join(tmpdir(), 'pp-hup-tmp-'));

function workspaceFolders(): string[] {
  return readdirSync(childTmp).filter((name) => /^patchproof-[A-Za-z0-9]{6}$/.test(name));
}

describe.skipIf(skipDocker)(suiteName('validate on Docker: the terminal closed mid-phase'), () => {
  afterAll(() => {
    for (const c of cases.splice(0)) c.remove();
    rmSync(childTmp, { recursive: true, force: true });
  });

  it('ends as a SIGHUP (129), runs stopped and removed, no workspace folder left', async () => {
    const c = faultCase(PYTHON_IMAGE, 30);
    cases.push(c);
    const driver = spawn(
      'python3',
      [
        '-c',
        PTY_DRIVER,
        process.execPath,
        BIN,
        'validate',
        '--json',
        '--repo',
        c.repo,
        '--patch',
        c.patch,
        '--spec',
        c.spec,
        '--store',
        c.store,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, TMPDIR: childTmp } },
    );
    let out = '';
    driver.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    const closed = new Promise<void>((resolve) => driver.on('close', () => resolve()));
    const pid = Number(
      await waitFor('the child pid', 10_000, () => out.split('\n')[0]?.match(/^\d+$/)?.[0]),
    );
    await waitFor('a running run container', 60_000, () =>
      containersOf(pid).find((x) => x.part === 'run' && x.state === 'running'),
    );
    driver.stdin.write('CLOSE\n');
    await closed;
    const status = Number(out.split('\n')[1]);
    // 129 as exit status, or -1 (python's code for death by SIGHUP); never a crash (-11 SIGSEGV, -6 SIGABRT, 70).
    const folders = workspaceFolders();
    const left = {
      containers: containersOf(pid).length,
      volumes: volumesOf(pid).length,
      folders: folders.length,
    };
    // Clean up what the child left, whatever the verdict: the next runner sweeps a dead owner's containers.
    await createDockerRunner({ image: PYTHON_IMAGE });
    for (const f of folders) rmSync(join(childTmp, f), { recursive: true, force: true });
    expect({ sighup: status === 129 || status === -1, status, ...left }).toEqual({
      sighup: true,
      status,
      containers: 0,
      volumes: 0,
      folders: 0,
    });
  }, 120_000);
});
