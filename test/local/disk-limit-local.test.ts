/**
 * Bounded disk on the trusted-local runner (PROTOCOL 5.1, issue 15): as far as a process
 * without root can keep the rule (src/adapters/local/disk-watch.ts). Code under test that
 * writes far more than `limits.diskMiB` into the workspace or HOME is killed and fails its
 * phase with `DiskLimit`; the host's free space, sampled apart from the runner, falls by the
 * cap plus at most what one poll interval lets through. An honest run still passes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalRunner } from '../../src/adapters/local/index.js';
import { FILL_SCRIPT, hiddenPhase } from '../support/disk-fill.js';
import { MIB, largestDrop } from '../support/free-space.js';
import { argvSpec, makeWorkspace, removeWorkspaces, text } from './support.js';

const runner = createLocalRunner();
/** What one 20 ms poll lets through at a few GB/s, with room for a loaded machine; documented in disk-watch.ts. */
const OVERSHOOT = 256 * MIB;

function fillWorkspace(): string {
  const dir = makeWorkspace();
  writeFileSync(join(dir, 'fill.py'), FILL_SCRIPT);
  return dir;
}

afterAll(removeWorkspaces);

describe('local runner: bounded disk', () => {
  it('2 GiB written to the workspace with a 64 MiB cap: killed, DiskLimit, ENVIRONMENT_ERROR; the host disk falls by about the cap only', async () => {
    const dir = fillWorkspace();
    const { result, dropBytes } = await largestDrop(dir, () =>
      runner.run(
        { dir },
        argvSpec(['python3', 'fill.py', join(dir, 'big')], {
          limits: { diskMiB: 64, timeoutSeconds: 60 },
        }),
      ),
    );
    expect(result.diskLimit).toMatchObject({ stage: 'run', places: [] });
    expect(result.infrastructureError).toBeUndefined();
    expect(result).toMatchObject({ exitCode: null, signal: 'SIGKILL', timedOut: false });
    expect(hiddenPhase(result)).toMatchObject({
      outcome: 'fail',
      classification: 'ENVIRONMENT_ERROR',
      reasons: expect.arrayContaining([expect.objectContaining({ code: 'DiskLimit' })]),
    });
    expect(dropBytes).toBeLessThan(64 * MIB + OVERSHOOT);
  }, 60_000);

  it('2 GiB written to HOME: DiskLimit as well', async () => {
    const dir = fillWorkspace();
    const { result, dropBytes } = await largestDrop(dir, () =>
      runner.run(
        { dir },
        argvSpec(['python3', 'fill.py', '$HOME/cache/big'], {
          limits: { diskMiB: 64, timeoutSeconds: 60 },
        }),
      ),
    );
    expect(result.diskLimit?.stage).toBe('run');
    expect(dropBytes).toBeLessThan(64 * MIB + OVERSHOOT);
  }, 60_000);

  it('an honest run that writes a few MiB passes with the default cap', async () => {
    const dir = makeWorkspace();
    const result = await runner.run(
      { dir },
      argvSpec([
        'python3',
        '-c',
        'import os; open("data.bin", "wb").write(os.urandom(6 << 20)); print("TAP version 13\\n1..1\\nok 1 - wrote")',
      ]),
    );
    expect(result.infrastructureError).toBeUndefined();
    expect(result.diskLimit).toBeUndefined();
    expect(result.exitCode).toBe(0);
    expect(text(result.stdout)).toContain('ok 1 - wrote');
  });
});
