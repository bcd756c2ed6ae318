/**
 * The entry reader's two routes agree. A path the folder walk listed as a regular file is read
 * without an lstat; whatever it has become since (a symlink in or out of the tree, a FIFO, a
 * folder, nothing) it must read exactly as the careful route reads it, refusals included.
 * And the calling thread reading beside a hashing thread gives the same entries.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEntries } from '../../src/adapters/repo/entry-pool.js';
import { EntryReader, type EntryResult } from '../../src/adapters/repo/entry-reader.js';
import { createObjectHasher } from '../../src/adapters/repo/hashers.js';
import { answersBatch } from '../../src/adapters/repo/hashing-threads.js';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { walkTree } from '../../src/adapters/repo/walk.js';
import { codeOf, tempDir } from './support.js';

const root = tempDir('entry-reader');
let count = 0;

/** A folder holding one of each kind of entry a listed "file" could have turned into. */
function mixedFolder(): string {
  const dir = join(root, `mixed${count++}`);
  mkdirSync(join(dir, 'folder'), { recursive: true });
  writeFileSync(join(dir, 'file.txt'), 'plain\n');
  writeFileSync(join(dir, 'empty'), '');
  writeFileSync(join(dir, 'tool.sh'), '#!/bin/sh\n');
  chmodSync(join(dir, 'tool.sh'), 0o755);
  // Larger than one 4 MiB read: the chunked route and its header.
  writeFileSync(join(dir, 'big.bin'), Buffer.alloc(9 * 1024 * 1024 + 7, 0x5a));
  writeFileSync(join(dir, 'folder', 'inner.txt'), 'inner\n');
  symlinkSync('file.txt', join(dir, 'link'));
  symlinkSync('/etc/passwd', join(dir, 'link-out'));
  symlinkSync('folder', join(dir, 'link-dir'));
  expect(spawnSync('mkfifo', [join(dir, 'pipe')]).status).toBe(0);
  return dir;
}

const PATHS = [
  'file.txt',
  'empty',
  'tool.sh',
  'big.bin',
  'link',
  'link-out',
  'link-dir',
  'link-dir/inner.txt',
  'pipe',
  'folder',
  'missing',
  'file.txt/x',
];

describe('a path listed as a regular file', () => {
  it('reads as the careful route does, whatever it is now', async () => {
    const dir = mixedFolder();
    const reader = new EntryReader(dir, await createObjectHasher('blake3'), 64 * 1024 * 1024);
    for (const path of PATHS)
      expect(reader.read(path, true), path).toEqual(reader.read(path, false));
    const kinds = Object.fromEntries(PATHS.map((path) => [path, summary(reader.read(path, true))]));
    expect(kinds).toEqual({
      'file.txt': '100644',
      empty: '100644',
      'tool.sh': '100755',
      'big.bin': '100644',
      link: '120000',
      'link-out': '120000',
      'link-dir': '120000',
      // Never read through a symlinked folder.
      'link-dir/inner.txt': 'absent',
      pipe: 'refused UnsupportedFileType',
      folder: 'directory',
      missing: 'absent',
      'file.txt/x': 'absent',
    });
  });

  it('is refused over the size limit exactly as the careful route refuses it', async () => {
    const dir = mixedFolder();
    const reader = new EntryReader(dir, await createObjectHasher('sha1'), 3);
    expect(reader.read('file.txt', true)).toEqual(reader.read('file.txt', false));
    expect(summary(reader.read('file.txt', true))).toBe('refused InventoryTooLarge');
  });
});

describe('a path listed as a regular file that is now a socket or a device node', () => {
  // Opening one of these fails (ENXIO) or has side effects of its own: the listed-file route
  // must hand it to the careful route, which refuses it by its type without opening it.
  it('is refused as the careful route refuses it', async () => {
    const dir = join(root, `special${count++}`);
    mkdirSync(dir, { recursive: true });
    const server = createServer().listen(join(dir, 'socket'));
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const paths = ['socket'];
      // A character device with no driver behind it (major 240 is for local use): root only.
      if (spawnSync('mknod', [join(dir, 'device'), 'c', '240', '0']).status === 0)
        paths.push('device');
      else expect(process.getuid?.()).not.toBe(0);
      const reader = new EntryReader(dir, await createObjectHasher('blake3'), 1024);
      for (const path of paths) {
        expect(reader.read(path, true), path).toEqual(reader.read(path, false));
        expect(summary(reader.read(path, true)), path).toBe('refused UnsupportedFileType');
      }
    } finally {
      server.close();
    }
  });
});

describe('the calling thread beside a hashing thread', () => {
  it(
    'gives the entries the calling thread alone gives, and stops at limits',
    { timeout: 60_000 },
    async () => {
      const dir = join(root, `many${count++}`);
      for (let i = 0; i < 600; i += 1) {
        mkdirSync(join(dir, `d${i % 9}`), { recursive: true });
        writeFileSync(join(dir, `d${i % 9}`, `f${i}.txt`), `file ${i}\n`.repeat(i));
      }
      const alone = await readSnapshot(dir, { workers: 0 });
      // Half the tree at once (a thread starts), the rest after the thread has had time to load
      // its transpiler, so the two readers share the second half.
      const source = async (
        emit: (paths: readonly string[], listed?: readonly boolean[]) => void,
      ): Promise<void> => {
        const all: Array<[string, boolean]> = [];
        await walkTree(dir, 10_000, (paths, listed) =>
          paths.forEach((p, i) => all.push([p, listed[i] === true])),
        );
        const half = all.length / 2;
        emit(
          all.slice(0, half).map(([p]) => p),
          all.slice(0, half).map(([, l]) => l),
        );
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        emit(
          all.slice(half).map(([p]) => p),
          all.slice(half).map(([, l]) => l),
        );
      };
      const shared = {
        algorithm: 'blake3',
        maxFileBytes: 1 << 20,
        workers: undefined,
        plan: { threads: 1, callerReads: true },
      } as const;
      const results: EntryResult[] = [];
      await readEntries(dir, source, shared, (result) => results.push(result));
      const entries = results.map((r) =>
        r.kind === 'entry' ? [r.path, Buffer.from(r.id).toString('hex')] : [r.path, r.kind],
      );
      entries.sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1));
      const expected = [...alone.entries].map(([path, entry]) => [
        path,
        Buffer.from(entry.id).toString('hex'),
      ]);
      expected.sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1));
      expect(entries).toEqual(expected);

      const tooMuch = readEntries(dir, source, shared, (result) => {
        if (result.kind === 'entry' && result.size > 3000)
          throw Object.assign(new Error('limit'), { code: 'InventoryTooLarge' });
      });
      expect(await codeOf(tooMuch)).toBe('InventoryTooLarge');
    },
  );
});

describe('a batch a thread has not answered when the caller runs out of work', () => {
  it(
    'is read by the caller once, never twice, and the thread is not waited for',
    { timeout: 60_000 },
    async () => {
      const dir = join(root, `steal${count++}`);
      mkdirSync(dir, { recursive: true });
      for (let i = 0; i < 300; i += 1) writeFileSync(join(dir, `f${i}.txt`), `file ${i}\n`);
      // Sparse: no disk, but ~0.5 s of hashing, so the thread is still at it when the list ends.
      expect(spawnSync('truncate', ['-s', '300M', join(dir, 'slow.bin')]).status).toBe(0);
      const alone = await readSnapshot(dir, { workers: 0 });
      const source = async (
        emit: (paths: readonly string[], listed?: readonly boolean[]) => void,
      ): Promise<void> => {
        emit(Array.from({ length: 300 }, (_, i) => `f${i}.txt`));
        // Time for the thread to load (a transpiler first, from sources), then one slow file,
        // which goes straight to the idle thread.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        emit(['slow.bin'], [true]);
      };
      const results: EntryResult[] = [];
      const options = {
        algorithm: 'blake3',
        maxFileBytes: 512 << 20,
        workers: undefined,
        plan: { threads: 1, callerReads: true },
      } as const;
      await readEntries(dir, source, options, (result) => results.push(result));
      expect(results.filter((r) => r.path === 'slow.bin')).toHaveLength(1);
      const ids = new Map(
        results.map((r) => [
          r.path,
          r.kind === 'entry' ? Buffer.from(r.id).toString('hex') : r.kind,
        ]),
      );
      expect(ids.size).toBe(results.length);
      expect(ids).toEqual(
        new Map(
          [...alone.entries].map(([path, entry]) => [path, Buffer.from(entry.id).toString('hex')]),
        ),
      );
    },
  );
});

describe("a hashing thread's answer", () => {
  // A thread's results are taken only as one per path it was sent, in order: an answer with
  // a path missing, added, repeated or changed would leave a file out of the snapshot or in
  // it twice.
  const batch = { paths: ['a', 'b/c'], listedAsFiles: [true, true] };
  const absent = (path: string): EntryResult => ({ kind: 'absent', path });
  it('is taken when it answers each path of its batch in order', () => {
    expect(answersBatch(batch, [absent('a'), absent('b/c')])).toBe(true);
  });
  it('is refused when a path is missing, added, repeated, reordered or another', () => {
    for (const results of [
      [absent('a')],
      [absent('a'), absent('b/c'), absent('d')],
      [absent('a'), absent('a')],
      [absent('b/c'), absent('a')],
      [absent('a'), absent('b/d')],
    ])
      expect(answersBatch(batch, results), JSON.stringify(results)).toBe(false);
  });
});

function summary(result: EntryResult): string {
  switch (result.kind) {
    case 'entry':
      return result.mode;
    case 'refused':
      return `refused ${result.code}`;
    default:
      return result.kind;
  }
}
