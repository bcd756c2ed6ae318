// `patchproof validate --json` with a receipt store whose filesystem is full (issue 15,
// faults): refused before any test runs when the store clearly lacks room (exit 2), and when
// the store fills up while the tests run, one coded StoreUnavailable answer (exit 1, no
// receipt) with nothing half-published: no file under sha256/ or diffs/, no .tmp-* file, and
// never a receipt without its diff. The compiled CLI on the local runner; the stores are real
// small tmpfs mounts, filled by the run's own last phase (the local runner is not isolated,
// so its commands can reach the store, as another process on the machine could).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  filesBelow,
  Mounts,
  mountSuiteName,
  requireRoot,
  skipMounts,
} from '../support/full-filesystems.js';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';

const mounts = new Mounts();
const work = mkdtempSync(join(tmpdir(), 'pp-store-full-'));
afterAll(() => {
  mounts.unmountAll();
  rmSync(work, { recursive: true, force: true });
});

const example = join(repoRoot, 'examples', 'specs', 'calculator');
const hiddenTests = [
  'python3',
  '-m',
  'unittest',
  'discover',
  '-v',
  '-s',
  'patchproof_tests/hidden',
];

/**
 * The calculator example's spec, whose hidden phase (the last one) first runs `fill` (a sh
 * script, `$S` is the store), then its tests as usual; in a folder of its own.
 */
function specFilling(name: string, store: string, fill: string): string {
  const dir = join(work, name);
  cpSync(join(example, 'reproduction'), join(dir, 'reproduction'), { recursive: true });
  cpSync(join(example, 'probes'), join(dir, 'probes'), { recursive: true });
  cpSync(join(repoRoot, 'hidden-tests', 'calculator'), join(dir, 'hidden'), { recursive: true });
  const spec = JSON.parse(readFileSync(join(example, 'patchproof.json'), 'utf8')) as {
    hidden: { tests: string; command: string[] };
  };
  spec.hidden.tests = 'hidden';
  spec.hidden.command = ['sh', '-c', `S='${store}'; ${fill}; exec "$@"`, 'fill', ...hiddenTests];
  writeFileSync(join(dir, 'patchproof.json'), JSON.stringify(spec));
  return join(dir, 'patchproof.json');
}

/** Fills every free block of the store. */
const FILL_BYTES = 'dd if=/dev/zero of="$S/ballast" bs=64k 2>/dev/null || true';
/** Takes every free inode of the store but two: room for a receipt's temporary file and link, not for the diff's folders too. */
// `true`, not `:`: a failed redirection of a special built-in ends sh itself.
const FILL_INODES_BUT_TWO =
  'mkdir "$S/ballast"; i=0; while true 2>/dev/null > "$S/ballast/$i"; do i=$((i+1)); done; rm "$S/ballast/0" "$S/ballast/1"';

interface Answer {
  status: number | null;
  json: { verdict: string; receipt?: string; error?: { code: string; message: string } };
  stderr: string;
}

function validate(spec: string, store: string): Promise<Answer> {
  const args = [
    BIN,
    'validate',
    '--json',
    '--runner',
    'local',
    '--repo',
    join(repoRoot, 'examples', 'calculator'),
    '--patch',
    join(repoRoot, 'examples', 'patches', 'fix-add.patch'),
    '--spec',
    spec,
    '--store',
    store,
  ];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ status, json: JSON.parse(stdout.trim()) as Answer['json'], stderr });
      },
    );
  });
}

/** What would be half-published: files under sha256/ or diffs/, and temporary files anywhere. */
function published(store: string): string[] {
  return filesBelow(store).filter(
    (f) => f.startsWith('sha256/') || f.startsWith('diffs/') || f.includes('.tmp-'),
  );
}

requireRoot();

describe.skipIf(skipMounts)(mountSuiteName('validate --json with a full receipt store'), () => {
  it('a store with clearly too little room: refused before any test runs, exit 2, StoreUnavailable', async () => {
    const store = mounts.tmpfs('size=2m');
    const run = await validate(specFilling('refused', store, FILL_BYTES), store);
    expect({ status: run.status, verdict: run.json.verdict, code: run.json.error?.code }).toEqual({
      status: 2,
      verdict: 'REFUSED',
      code: 'StoreUnavailable',
    });
    expect(run.json.error?.message).toMatch(/--store/);
    // No phase ran: the hidden phase would have left its ballast.
    expect(existsSync(join(store, 'ballast'))).toBe(false);
    expect(published(store)).toEqual([]);
  }, 120_000);

  it('the store fills up while the tests run: exit 1, StoreUnavailable, no receipt, nothing half-published', async () => {
    const store = mounts.tmpfs('size=16m');
    const run = await validate(specFilling('bytes', store, FILL_BYTES), store);
    expect({
      status: run.status,
      verdict: run.json.verdict,
      code: run.json.error?.code,
      receipt: run.json.receipt,
    }).toEqual({ status: 1, verdict: 'FAIL', code: 'StoreUnavailable', receipt: undefined });
    expect(existsSync(join(store, 'ballast'))).toBe(true);
    expect(published(store)).toEqual([]);
  }, 120_000);

  it('room for the receipt but not for its diff: the diff goes first, so no receipt is left without it', async () => {
    const store = mounts.tmpfs('size=16m,nr_inodes=64');
    const run = await validate(specFilling('inodes', store, FILL_INODES_BUT_TWO), store);
    expect({ status: run.status, verdict: run.json.verdict, code: run.json.error?.code }).toEqual({
      status: 1,
      verdict: 'FAIL',
      code: 'StoreUnavailable',
    });
    expect(published(store)).toEqual([]);
  }, 120_000);
});
