/**
 * Small real filesystems that run out of room, for the receipt store's disk-full tests: a
 * tmpfs capped in bytes or inodes, and a thin-provisioned ext4 (a sparse image on a loop
 * device, backed by a small tmpfs) whose writes succeed into the page cache and fail only
 * when fsync reaches the full backing, as on thin LVM or an overcommitted cloud volume.
 * Mounting needs root: without it the tests skip saying why, unless
 * PATCHPROOF_REQUIRE_DOCKER=1 (CI), where a missing privilege fails instead.
 */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { it } from 'vitest';

const root = process.getuid?.() === 0;
const required = process.env['PATCHPROOF_REQUIRE_DOCKER'] === '1';

/** True when the mount tests must be skipped (not root, and CI does not require them). */
export const skipMounts = !root && !required;

/** The suite's name; when skipped, with the reason. */
export function mountSuiteName(name: string): string {
  return skipMounts ? `${name} (skipped: mounting a tmpfs or loop device needs root)` : name;
}

/** Where CI requires the mount tests, one test fails with the reason when this is not root. */
export function requireRoot(): void {
  if (!required) return;
  it('this process may mount filesystems (PATCHPROOF_REQUIRE_DOCKER=1)', () => {
    if (!root)
      throw new Error('the disk-full tests mount tmpfs and loop devices; CI must run them as root');
  });
}

/** Mounts made by one test file, unmounted (newest first) by `unmountAll`. */
export class Mounts {
  private readonly base = mkdtempSync(join(tmpdir(), 'pp-full-'));
  private readonly mounted: string[] = [];

  /** A fresh tmpfs with mount `options` (`size=64k`, `nr_inodes=4`). */
  tmpfs(options: string): string {
    const target = mkdtempSync(join(this.base, 'tmpfs-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', target]);
    this.mounted.push(target);
    return target;
  }

  /**
   * A 64 MiB ext4 whose blocks live in a tmpfs of `backingMiB`: `backing` is that tmpfs,
   * which a test fills to make the next write-back fail. Inode tables are written at mkfs
   * and never lazily, and the journal commits only when asked (commit=300), so nothing but
   * the test's own writes and fsyncs consumes the backing.
   */
  thinExt4(backingMiB: number): { readonly dir: string; readonly backing: string } {
    const backing = this.tmpfs(`size=${backingMiB}m`);
    const image = join(backing, 'image');
    execFileSync('truncate', ['-s', '64m', image]);
    execFileSync('mkfs.ext4', ['-q', '-F', '-E', 'lazy_itable_init=0,lazy_journal_init=1', image]);
    const dir = mkdtempSync(join(this.base, 'ext4-'));
    execFileSync('mount', ['-o', 'loop,noinit_itable,commit=300', image, dir]);
    this.mounted.push(dir);
    return { dir, backing };
  }

  /**
   * Unmounts newest first. The loop device under a thin ext4 is released asynchronously
   * after its unmount, so the tmpfs holding its image can be busy for a moment (seen once
   * in CI): retry for up to 10 s, then detach it lazily rather than fail the suite.
   */
  unmountAll(): void {
    for (const m of this.mounted.splice(0).reverse()) unmount(m);
    rmSync(this.base, { recursive: true, force: true });
  }
}

function unmount(target: string): void {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      execFileSync('umount', [target], { stdio: 'pipe' });
      return;
    } catch (error) {
      if (!String((error as { stderr?: Buffer }).stderr ?? '').includes('busy')) throw error;
      if (Date.now() > deadline) {
        execFileSync('umount', ['-l', target]);
        return;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

/** Writes `<dir>/ballast` until the filesystem refuses (ENOSPC): no free block is left. */
export function fillBytes(dir: string): void {
  const fd = openSync(join(dir, 'ballast'), 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    // A short write takes what still fits; the next one is refused.
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

/** Every file below `dir` (relative paths, dotfiles included), for "nothing left behind" checks. */
export function filesBelow(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else out.push(relative(dir, join(d, e.name)));
    }
  };
  walk(dir);
  return out.sort();
}

/** Makes `dir/ballast/` hold empty files until no inode is left, then frees `keep` of them. */
export function fillInodes(dir: string, keep: number): void {
  const ballast = join(dir, 'ballast');
  mkdirSync(ballast, { recursive: true });
  let n = 0;
  try {
    for (;;) closeSync(openSync(join(ballast, String(n++)), 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  for (let i = 0; i < keep; i++) rmSync(join(ballast, String(i)));
}
