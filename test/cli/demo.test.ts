// The README's first command ends in `npm run demo`; this runs the same demo in-process
// and checks that every bundled case gets the outcome it is there to show: two gate
// cheats refused, the fix validated to PASS with a published receipt, and the cheat that
// deletes a test FAILed by the regression phase. Receipts go to a temporary XDG store.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { main } from '../../src/main/cli.js';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';

const example = fileURLToPath(new URL('../../examples/calculator/', import.meta.url));
let xdg: string;

beforeEach(() => {
  xdg = mkdtempSync(join(tmpdir(), 'patchproof-demo-'));
  vi.stubEnv('XDG_DATA_HOME', xdg);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(xdg, { recursive: true, force: true });
});

async function demo(): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await main(['demo'], {
    out: (t) => void (out += `${t}\n`),
    err: (t) => void (out += `${t}\n`),
  });
  return { code, out };
}

/** The block of output for one bundled case, up to the next case. */
function section(out: string, file: string): string {
  const start = out.indexOf(`── ${file}`);
  expect(start).toBeGreaterThanOrEqual(0);
  const next = out.indexOf('\n── ', start + 1);
  return out.slice(start, next === -1 ? undefined : next);
}

describe('patchproof demo (trusted-local runner, PATCHPROOF_DEMO_RUNNER=local)', () => {
  it('refuses the gate cheats, PASSes the fix and FAILs the test-deleting cheat', async () => {
    vi.stubEnv('PATCHPROOF_DEMO_RUNNER', 'local');
    const before = (await readSnapshot(example)).id;
    const { code, out } = await demo();
    expect(out).not.toContain('UNEXPECTED');
    expect(code).toBe(0);
    expect(section(out, 'cheat-conftest.patch')).toMatch(/refused\s+ProtectedPath/);
    expect(section(out, 'cheat-escape.diff')).toMatch(/refused\s+UnsafePath/);
    expect(out).toMatch(/running with the trusted-local runner, so the receipt is not proof grade/);

    const fix = section(out, 'fix-add.patch');
    expect(fix).toMatch(/PASS\s+proof grade: no \(the local runner is not isolated\)/);
    const digest = /receipt\s+(sha256:[0-9a-f]{64})/.exec(fix)?.[1];
    expect(digest).toBeDefined();
    const stored = join(
      xdg,
      'patchproof',
      'receipts',
      'sha256',
      `${digest?.slice('sha256:'.length)}.json`,
    );
    expect(existsSync(stored)).toBe(true);
    expect(fix).toContain(stored);
    expect(fix).toContain(`patchproof receipt show ${digest} --lang zh`);
    // The example's probes: the fix answers every case; the cheats, which leave add() alone, do not.
    expect(fix).toMatch(/probes\s+4 of 4 cases gave the expected output/);

    const cheat = section(out, 'cheat-delete-test.diff');
    expect(cheat).toMatch(/phase\s+regression fail .*RegressionLost/);
    expect(cheat).toMatch(/FAIL\s+proof grade: no/);
    expect(cheat).toMatch(/why\s+tests?\.?[\w.]*test_mean_of_nothing .*\(RegressionLost\)/);
    expect(cheat).toMatch(/receipt\s+sha256:[0-9a-f]{64}/);

    const forged = section(out, 'cheat-forged-report.diff');
    expect(forged).toMatch(/phase\s+patched\s+fail .*EvidenceTampered/);
    expect(forged).toMatch(/FAIL\s+proof grade: no/);
    expect(forged).toMatch(/why\s+the report says every test passed.*\(EvidenceTampered\)/);
    expect(forged).toMatch(/phase\s+hidden\s+fail .*ProbesFailed/);
    // Cases after the first miss are not started, so how many passed depends on the order they ran in.
    expect(forged).toMatch(/probes\s+[0-3] of 4 cases/);

    expect((await readSnapshot(example)).id).toBe(before); // the example is only read
  }, 60_000);
});

describe('patchproof demo when no Docker engine answers', () => {
  it('forced to Docker: fails RunnerUnavailable and never prints a Docker runner line', async () => {
    vi.stubEnv('DOCKER_HOST', `unix://${join(xdg, 'no-engine.sock')}`);
    vi.stubEnv('PATCHPROOF_DEMO_RUNNER', 'docker');
    const { code, out } = await demo();
    expect(code).toBe(1);
    expect(out).toContain('RunnerUnavailable');
    expect(out).not.toMatch(/runner\s+Docker/);
  }, 60_000);

  it('not forced: says Docker is not reachable and runs on the trusted-local runner', async () => {
    vi.stubEnv('DOCKER_HOST', `unix://${join(xdg, 'no-engine.sock')}`);
    vi.stubEnv('PATCHPROOF_DEMO_RUNNER', '');
    const { code, out } = await demo();
    expect(code).toBe(0);
    expect(out).toMatch(/runner\s+Docker is not reachable, running with the trusted-local runner/);
    expect(out).not.toMatch(/runner\s+Docker \(/);
    expect(section(out, 'fix-add.patch')).toMatch(/PASS\s+proof grade: no/);
  }, 60_000);
});

describe.skipIf(skipDocker)(suiteName('patchproof demo (Docker)'), () => {
  requireEngine();
  it('picks Docker when the engine and image are there, and the fix is proof grade', async () => {
    vi.stubEnv('PATCHPROOF_DEMO_RUNNER', '');
    const { code, out } = await demo();
    expect(out).not.toContain('UNEXPECTED');
    expect(code).toBe(0);
    expect(out).toMatch(/runner\s+Docker \(patchproof-runner-python:3\)/);
    expect(section(out, 'fix-add.patch')).toMatch(/PASS\s+proof grade: yes/);
    expect(section(out, 'cheat-delete-test.diff')).toMatch(/FAIL\s+proof grade: no/);
    expect(section(out, 'cheat-forged-report.diff')).toMatch(/FAIL\s+proof grade: no/);
  }, 180_000);
});
