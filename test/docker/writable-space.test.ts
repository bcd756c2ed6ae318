// The pure rules of the Docker runner's disk cap (src/adapters/docker/writable-space.ts): the
// volumes the engine lists must be capped tmpfs; the workspace copy must fit; the holder's
// measurement is read strictly, and a place with under 1 MiB left (or no inode) has run out.
import { describe, expect, it } from 'vitest';
import type { WorkspaceEntry } from '../../src/adapters/docker/tar-in.js';
import {
  WRITABLE_PLACES,
  copyDidNotFit,
  fitProblem,
  judgeSpace,
  parseSpace,
  ranOut,
  tmpfsMounts,
  tmpfsOptions,
  volumeProblems,
} from '../../src/adapters/docker/writable-space.js';

const MIB = 1024 * 1024;

/** The stat line GNU stat prints for a 4 KiB-block tmpfs of `mib`, with `freeBlocks` and `freeInodes` left. */
function line(
  path: string,
  mib: number,
  freeBlocks: number,
  freeInodes = 1000,
  type = 'tmpfs',
): string {
  return `${path} ${type} 4096 ${(mib * MIB) / 4096} ${freeBlocks} 3085446 ${freeInodes}`;
}

function file(path: string, size: number): WorkspaceEntry {
  return { path, type: 'file', mode: 0o644, size, mtime: new Date(0) };
}

describe('writable places', () => {
  it('mounts one anonymous, labelled, size-capped tmpfs volume per place, nosuid and nodev', () => {
    const mounts = tmpfsMounts(64, { a: 'b' });
    expect(mounts.map((m) => m.Target)).toEqual([
      '/workspace',
      '/workspace/patchproof_tests',
      '/tmp',
    ]);
    expect(mounts[0]?.VolumeOptions).toEqual({
      NoCopy: true,
      Labels: { a: 'b' },
      DriverConfig: {
        Name: 'local',
        Options: {
          type: 'tmpfs',
          device: 'tmpfs',
          o: 'size=64m,nosuid,nodev,uid=10001,gid=10001,mode=0755',
        },
      },
    });
    expect(mounts[1]?.VolumeOptions.DriverConfig.Options['o']).toBe(
      'size=64m,nosuid,nodev,uid=0,gid=0,mode=0555',
    );
  });

  it('accepts the listed volumes only when each place is a local tmpfs of exactly the cap', () => {
    const names = WRITABLE_PLACES.map((p, i) => ({ destination: p.path, name: `v${i}` }));
    const listed = WRITABLE_PLACES.map((p, i) => ({
      Name: `v${i}`,
      Driver: 'local',
      Options: { type: 'tmpfs', device: 'tmpfs', o: tmpfsOptions(p.owner, 64) },
    }));
    expect(volumeProblems(names, listed, 64)).toEqual([]);
    expect(volumeProblems(names, listed, 128)).toHaveLength(3);
    expect(volumeProblems(names, listed.slice(1), 64)).toEqual([
      '/workspace is not on a volume of this run',
    ]);
    const onDisk = listed.map((v, i) => (i === 2 ? { ...v, Options: null } : v));
    expect(volumeProblems(names, onDisk, 64)).toEqual([
      expect.stringContaining('/tmp is not a 64 MiB tmpfs'),
    ]);
    expect(
      volumeProblems(
        names,
        listed.map((v) => ({ ...v, Driver: 'nfs-plugin' })),
        64,
      ),
    ).toHaveLength(3);
  });

  it('refuses a workspace copy that cannot fit, counting each file in whole pages, the trusted folder apart', () => {
    expect(fitProblem([file('a.bin', 10 * MIB)], 16)).toBeUndefined();
    expect(fitProblem([file('a.bin', 16 * MIB)], 16)).toMatchObject({
      stage: 'copy',
      places: ['/workspace'],
      detail: expect.stringContaining('the workspace copy needs about 16 MiB'),
    });
    // 4000 files of 1 byte take 4000 pages (15.6 MiB), not 4000 bytes.
    expect(
      fitProblem(
        Array.from({ length: 4000 }, (_, i) => file(`f${i}`, 1)),
        16,
      )?.detail,
    ).toContain('about 16 MiB');
    expect(
      fitProblem([file('patchproof_tests/hidden/big', 20 * MIB), file('a', 1)], 16),
    ).toMatchObject({ stage: 'copy', places: ['/workspace/patchproof_tests'] });
    expect(copyDidNotFit(16)).toMatchObject({
      stage: 'copy',
      places: [],
      detail: expect.stringContaining('limits.diskMiB (16 MiB)'),
    });
  });
});

describe('the space left after a run', () => {
  const good = [
    line('/workspace', 64, 10_000),
    line('/workspace/patchproof_tests', 64, 16_383),
    line('/tmp', 64, 16_000),
  ].join('\n');

  it('reads one line per place, in order, or nothing', () => {
    expect(parseSpace(`${good}\n`)?.map((s) => [s.path, s.totalBytes, s.freeBytes])).toEqual([
      ['/workspace', 64 * MIB, 10_000 * 4096],
      ['/workspace/patchproof_tests', 64 * MIB, 16_383 * 4096],
      ['/tmp', 64 * MIB, 16_000 * 4096],
    ]);
    expect(parseSpace(good.split('\n').reverse().join('\n'))).toBeUndefined();
    expect(parseSpace(good.split('\n').slice(0, 2).join('\n'))).toBeUndefined();
    expect(parseSpace(good.replace('10000', '-1'))).toBeUndefined();
    expect(parseSpace(`${good} extra`)).toBeUndefined();
    expect(parseSpace('stat: cannot read file system information')).toBeUndefined();
  });

  it('finds the places that ran out: under 1 MiB left, or no inode left', () => {
    const spaces = (text: string) => parseSpace(text) ?? [];
    expect(judgeSpace(spaces(good), 64)).toEqual({ mismatched: [], full: [] });
    const full = [
      line('/workspace', 64, 255),
      line('/workspace/patchproof_tests', 64, 16_383),
      line('/tmp', 64, 16_000, 0),
    ].join('\n');
    expect(judgeSpace(spaces(full), 64)).toEqual({ mismatched: [], full: ['/workspace', '/tmp'] });
    expect(
      judgeSpace(
        spaces(
          [
            line('/workspace', 64, 256),
            line('/workspace/patchproof_tests', 64, 1),
            line('/tmp', 64, 300),
          ].join('\n'),
        ),
        64,
      ).full,
    ).toEqual(['/workspace/patchproof_tests']);
  });

  it("says which places ran out in the run's diskLimit, as a fact of the run, not a runner failure", () => {
    expect(ranOut(['/workspace', '/tmp'], 64)).toEqual({
      stage: 'run',
      places: ['/workspace', '/tmp'],
      detail: expect.stringMatching(/^\/workspace, \/tmp reached limits\.diskMiB \(64 MiB\)/),
    });
  });

  it('calls a place that is not a tmpfs of the cap a mismatch, not a pass', () => {
    const onDisk = [
      line('/workspace', 64, 10, 1000, 'ext2/ext3'),
      line('/workspace/patchproof_tests', 128, 16_383),
      line('/tmp', 64, 16_000),
    ].join('\n');
    expect(judgeSpace(parseSpace(onDisk) ?? [], 64).mismatched).toHaveLength(2);
  });
});
