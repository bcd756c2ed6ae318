/**
 * Bounded disk per phase (PROTOCOL 5.1, issue 15) on the real engine: code under test that
 * writes far more than `limits.diskMiB` into any writable place of its container (the
 * workspace, /tmp, HOME) fails its phase with `DiskLimit` (ENVIRONMENT_ERROR, never a PASS),
 * carried as the run's `diskLimit`, not as a runner failure,
 * and the host's disk, watched with statfs during the run, does not take the writes. An
 * honest run that writes a few MiB still passes, and nothing is left behind on any path.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDockerRunner } from '../../src/adapters/docker/index.js';
import type { Runner } from '../../src/core/runner/runner-port.js';
import { FILL_SCRIPT, hiddenPhase } from '../support/disk-fill.js';
import { MIB, dockerRootDir, largestDrop } from '../support/free-space.js';
import {
  PYTHON_IMAGE,
  argvSpec,
  makeWorkspace,
  ourContainers,
  ourVolumes,
  removeWorkspaces,
  requireEngine,
  skipDocker,
  suiteName,
  text,
} from './support.js';

requireEngine();

/** The default cap (PROTOCOL 4), written out: the attack must hold against the default. */
const DEFAULT_DISK_MIB = 1024;

function fillWorkspace(): string {
  return makeWorkspace({ 'fill.py': FILL_SCRIPT });
}

describe.skipIf(skipDocker)(suiteName('Docker runner: bounded disk per phase'), () => {
  let runner: Runner;
  let root: string;
  beforeAll(async () => {
    runner = await createDockerRunner({ image: PYTHON_IMAGE });
    root = dockerRootDir();
  });
  afterEach(() => {
    // No container and no volume of this process remains, in use or not.
    expect(ourContainers()).toEqual([]);
    expect(ourVolumes()).toEqual([]);
  });
  afterAll(removeWorkspaces);

  it('2 GiB written to /workspace stops at the default 1024 MiB cap: DiskLimit, ENVIRONMENT_ERROR, and the host disk does not take it', async () => {
    const { result, dropBytes } = await largestDrop(root, () =>
      runner.run(
        { dir: fillWorkspace() },
        argvSpec(['python3', 'fill.py', '/workspace/big'], { limits: { timeoutSeconds: 60 } }),
      ),
    );
    expect(result.diskLimit).toMatchObject({ stage: 'run', places: ['/workspace'] });
    expect(result.infrastructureError).toBeUndefined();
    // The write was refused (ENOSPC, errno 28) at the cap, not OOM-killed: the process went on and exited 0.
    expect(text(result.stdout)).toMatch(/# stopped errno 28 after (1016|1024) MiB/);
    expect(result).toMatchObject({ exitCode: 0, oomKilled: false, timedOut: false });
    const phase = hiddenPhase(result);
    expect(phase.outcome).toBe('fail');
    expect(phase.reasons.map((r) => r.code)).toEqual(['DiskLimit']);
    expect(phase.classification).toBe('ENVIRONMENT_ERROR');
    expect(dropBytes).toBeLessThan(DEFAULT_DISK_MIB * MIB);
  }, 60_000);

  it('2 GiB written to HOME (/tmp) stops at a 64 MiB cap: DiskLimit, and the host disk does not take it', async () => {
    const { result, dropBytes } = await largestDrop(root, () =>
      runner.run(
        { dir: fillWorkspace() },
        argvSpec(['python3', 'fill.py', '$HOME/cache/big'], {
          limits: { diskMiB: 64, timeoutSeconds: 30 },
        }),
      ),
    );
    expect(text(result.stdout)).toContain('# home /tmp\n');
    expect(text(result.stdout)).toMatch(/# stopped errno 28 after (56|64) MiB/);
    expect(result.diskLimit).toMatchObject({ stage: 'run', places: ['/tmp'] });
    expect(hiddenPhase(result)).toMatchObject({
      outcome: 'fail',
      classification: 'ENVIRONMENT_ERROR',
      reasons: [expect.objectContaining({ code: 'DiskLimit' })],
    });
    expect(dropBytes).toBeLessThan(64 * MIB);
  }, 60_000);

  it('two phases at once move the host disk by less than twice the cap', async () => {
    const spec = argvSpec(['python3', 'fill.py', '/workspace/big'], {
      limits: { diskMiB: 128, timeoutSeconds: 30 },
    });
    const { result, dropBytes } = await largestDrop(root, () =>
      Promise.all([
        runner.run({ dir: fillWorkspace() }, spec),
        runner.run({ dir: fillWorkspace() }, spec),
      ]),
    );
    expect(result.map((r) => r.diskLimit?.places)).toEqual([['/workspace'], ['/workspace']]);
    expect(dropBytes).toBeLessThan(2 * 128 * MIB);
  }, 60_000);

  it('an honest run that writes a few MiB to /workspace and /tmp passes, and its JUnit report is read back', async () => {
    const script = [
      'import os',
      'open("data.bin", "wb").write(os.urandom(6 << 20))',
      'open("/tmp/scratch.bin", "wb").write(os.urandom(3 << 20))',
      'os.makedirs("reports", exist_ok=True)',
      'open("reports/junit.xml", "w").write(\'<testsuite name="s" tests="1"><testcase classname="s" name="t" /></testsuite>\')',
    ].join('\n');
    const dir = makeWorkspace({ 'honest.py': script });
    writeFileSync(join(dir, 'input.bin'), Buffer.alloc(2 * MIB, 1));
    const result = await runner.run(
      { dir },
      argvSpec(['python3', 'honest.py'], {
        report: { format: 'junit', path: 'reports/junit.xml' },
      }),
    );
    expect(result.infrastructureError).toBeUndefined();
    expect(result.diskLimit).toBeUndefined();
    expect(result).toMatchObject({ exitCode: 0, timedOut: false, oomKilled: false });
    expect(text(result.reportFile)).toContain('<testcase classname="s" name="t" />');
  }, 60_000);

  it('files and memory share one budget, memoryMiB + diskMiB: past it the run is OOM-killed, nothing spills to the host', async () => {
    // 48 MiB in each of two places is within each cap, but with 64 MiB of memory in use it passes 64 + 64.
    const script =
      'import time\nopen("/workspace/a", "wb").write(b"x" * (48 << 20))\nopen("/tmp/b", "wb").write(b"x" * (48 << 20))\nkeep = [b"y" * (8 << 20) for _ in range(8)]\nprint("survived")\n';
    const result = await runner.run(
      { dir: makeWorkspace({ 'both.py': script }) },
      argvSpec(['python3', 'both.py'], {
        limits: { memoryMiB: 64, diskMiB: 64, timeoutSeconds: 20 },
      }),
    );
    expect(result).toMatchObject({ oomKilled: true, exitCode: null });
    expect(text(result.stdout)).not.toContain('survived');
  }, 60_000);

  it('a workspace that cannot fit under the cap is refused before any container exists (DiskLimit)', async () => {
    const dir = makeWorkspace();
    writeFileSync(join(dir, 'big.bin'), Buffer.alloc(20 * MIB, 1));
    const result = await runner.run({ dir }, argvSpec(['true'], { limits: { diskMiB: 16 } }));
    expect(result.diskLimit).toMatchObject({
      stage: 'copy',
      places: ['/workspace'],
      detail: expect.stringContaining('limits.diskMiB'),
    });
    expect(result.infrastructureError).toBeUndefined();
    expect(ourContainers()).toEqual([]);
  });

  it('a run that fills its disk and then hangs is killed at the timeout and leaves no container or volume', async () => {
    const result = await runner.run(
      { dir: fillWorkspace() },
      argvSpec(['python3', 'fill.py', '/workspace/big', '60'], {
        limits: { diskMiB: 32, timeoutSeconds: 3 },
      }),
    );
    expect(result).toMatchObject({
      timedOut: true,
      exitCode: null,
      diskLimit: { places: ['/workspace'] },
    });
    expect(hiddenPhase(result).classification).toBe('TIMEOUT');
  }, 60_000);
});
