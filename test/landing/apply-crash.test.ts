// The crash matrix: `patchproof apply` killed with SIGKILL before the rollback snapshot,
// mid-write and before verification; whichever command comes next (`apply` or
// `session status`) finds the tree untouched or fully applied, never a mix.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginSession } from '../../src/adapters/landing/session-ops.js';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { type Landing, landingFixture, treeState, WIDE_PATCH } from '../support/landing.js';
import { runCli } from '../support/run-cli.js';
import { repoRoot } from '../support/shared.js';

let fixture: Landing;
let wide: string;
let base: ReturnType<typeof treeState>;
let result: ReturnType<typeof treeState>;
let resultId: string;
const home = mkdtempSync(join(tmpdir(), 'pp-crash-home-'));

beforeAll(async () => {
  process.env.XDG_DATA_HOME = home;
  fixture = landingFixture();
  wide = await fixture.validate(WIDE_PATCH);
  base = treeState(fixture.template);
  const applied = fixture.fresh();
  expect(
    await runCli(
      'apply',
      '--repo',
      applied,
      '--receipt',
      wide,
      '--store',
      fixture.store,
      '--accept-local',
    ),
  ).toMatchObject({ code: 0 });
  result = treeState(applied);
  resultId = (await readSnapshot(applied)).id;
}, 120_000);
afterAll(() => {
  fixture.remove();
  rmSync(home, { recursive: true, force: true });
});

/** `patchproof apply` as its own process, killed at `step` (and, with `drift`, that file changed at `drift.at`). */
function applyKilledAt(
  dir: string,
  step: string,
  drift?: { at: string; file: string },
): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repoRoot, 'test/support/cli-child.ts'),
        'apply',
        '--repo',
        dir,
        '--receipt',
        wide,
        '--store',
        fixture.store,
        '--accept-local',
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          XDG_DATA_HOME: home,
          PATCHPROOF_TEST_KILL_AT: step,
          ...(drift
            ? { PATCHPROOF_TEST_DRIFT_AT: drift.at, PATCHPROOF_TEST_DRIFT_FILE: drift.file }
            : {}),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (_code, signal) =>
      signal === 'SIGKILL'
        ? resolve(signal)
        : reject(new Error(`apply was not killed at ${step}: ${err}`)),
    );
  });
}

describe('apply killed at each step', () => {
  it('before the rollback snapshot (the journal): the tree is untouched and no recovery is needed', async () => {
    const dir = fixture.fresh();
    await applyKilledAt(dir, 'before-journal');
    expect(treeState(dir)).toEqual(base);
    const status = await runCli('session', 'status', '--repo', dir, '--json');
    expect(JSON.parse(status.out)).toMatchObject({ state: 'NoSession', recovered: null });
    expect(
      await runCli(
        'apply',
        '--repo',
        dir,
        '--receipt',
        wide,
        '--store',
        fixture.store,
        '--accept-local',
      ),
    ).toMatchObject({ code: 0 });
    expect(treeState(dir)).toEqual(result);
  }, 60_000);

  it('with the journal live but nothing written yet: settled as a rollback that has nothing to undo', async () => {
    const dir = fixture.fresh();
    await applyKilledAt(dir, 'before-write');
    expect(treeState(dir)).toEqual(base);
    const status = await runCli('session', 'status', '--repo', dir, '--json');
    expect(JSON.parse(status.out)).toMatchObject({
      state: 'NoSession',
      recovered: { kind: 'rolled-back' },
    });
    expect(treeState(dir)).toEqual(base);
  }, 60_000);

  it('during a rollback (drift found at verification, killed before the restore is checked): the next command finishes it', async () => {
    const dir = fixture.fresh();
    const theirs = join(dir, 'tests/test_calc.py');
    await applyKilledAt(dir, 'before-restore-verify', { at: 'before-verify', file: theirs });
    const status = await runCli('session', 'status', '--repo', dir, '--json');
    expect(JSON.parse(status.out)).toMatchObject({
      state: 'NoSession',
      recovered: { kind: 'rolled-back' },
    });
    const after = treeState(dir);
    expect(after['tests/test_calc.py']?.content).toMatch(/changed by someone else\n$/); // theirs, kept
    expect({ ...after, 'tests/test_calc.py': base['tests/test_calc.py'] }).toEqual(base); // ours, restored
  }, 60_000);

  it('mid-write, then session status: the half-written tree is rolled back to the base', async () => {
    const dir = fixture.fresh();
    await applyKilledAt(dir, 'mid-write');
    const mixed = treeState(dir);
    expect(mixed).not.toEqual(base); // the first file (the deletion) had landed
    expect(mixed).not.toEqual(result);
    const status = await runCli('session', 'status', '--repo', dir, '--json');
    expect(JSON.parse(status.out)).toMatchObject({
      state: 'NoSession',
      recovered: { kind: 'rolled-back' },
    });
    expect(treeState(dir)).toEqual(base);
  }, 60_000);

  it('mid-write, then apply: rolled back, then applied whole', async () => {
    const dir = fixture.fresh();
    await applyKilledAt(dir, 'mid-write');
    const run = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      wide,
      '--store',
      fixture.store,
      '--accept-local',
      '--json',
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({
      status: 'applied',
      recovered: { kind: 'rolled-back' },
    });
    expect(treeState(dir)).toEqual(result);
  }, 60_000);

  it('before verification, then session status: every file was written, so the apply completes (and the session follows)', async () => {
    const dir = fixture.fresh();
    await beginSession(dir);
    await applyKilledAt(dir, 'before-verify');
    expect(treeState(dir)).toEqual(result);
    const status = await runCli('session', 'status', '--repo', dir, '--json');
    expect(JSON.parse(status.out)).toMatchObject({
      state: 'Clean',
      checkpoint: resultId,
      recovered: { kind: 'completed' },
    });
  }, 60_000);

  it('before verification, with an added file this checkout ignores: still completed', async () => {
    const dir = fixture.fresh();
    writeFileSync(join(dir, '.git/info/exclude'), 'notes/\n');
    await applyKilledAt(dir, 'before-verify');
    const status = await runCli('session', 'status', '--repo', dir, '--json');
    expect(JSON.parse(status.out)).toMatchObject({ recovered: { kind: 'completed' } });
    expect(treeState(dir)).toEqual(result);
  }, 60_000);

  it('before verification, then apply: completed, and found already applied', async () => {
    const dir = fixture.fresh();
    await applyKilledAt(dir, 'before-verify');
    const run = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      wide,
      '--store',
      fixture.store,
      '--accept-local',
      '--json',
    );
    expect(JSON.parse(run.out)).toMatchObject({
      status: 'already-applied',
      recovered: { kind: 'completed' },
    });
    expect(treeState(dir)).toEqual(result);
  }, 60_000);
});
