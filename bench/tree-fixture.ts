/**
 * Deterministic benchmark trees, generated once into the OS temp folder and reused: writing
 * 200 MB takes longer than the measurements, and the page cache then holds the files, so
 * both contenders read warm data.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small, fast, seeded PRNG (mulberry32): the same tree on every machine and run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'const',
  'let',
  'function',
  'return',
  'import',
  'export',
  'if',
  'else',
  'for',
  'while',
  'value',
  'result',
  'error',
  'snapshot',
  'tree',
  'blob',
  'hash',
  'await',
  'async',
  'class',
  'interface',
  'type',
  '{',
  '}',
  '(',
  ')',
  ';',
  '=',
  '=>',
  'true',
  'false',
  'null',
  'undefined',
  'path',
  'bytes',
  'length',
];

/** Source-like text (compressible like real code, which matters for Git's zlib cost). */
function textPool(random: () => number, size: number): Buffer {
  const parts: string[] = [];
  let length = 0;
  while (length < size) {
    const indent = '  '.repeat(Math.floor(random() * 4));
    let line = indent;
    const words = 3 + Math.floor(random() * 10);
    for (let i = 0; i < words; i += 1) line += `${WORDS[Math.floor(random() * WORDS.length)]} `;
    line += `${Math.floor(random() * 100000)}\n`;
    parts.push(line);
    length += line.length;
  }
  return Buffer.from(parts.join(''), 'utf8').subarray(0, size);
}

export interface FixtureSummary {
  readonly dir: string;
  readonly files: number;
  readonly bytes: number;
}

/** Writes `spec` into a fresh folder unless a completed copy (marked by `.done`) exists. */
async function cached(
  name: string,
  build: (dir: string) => Promise<FixtureSummary>,
): Promise<FixtureSummary> {
  const dir = join(tmpdir(), 'patchproof-bench', name);
  const marker = `${dir}.done.json`;
  if (existsSync(marker)) {
    const { files, bytes } = JSON.parse(
      await import('node:fs/promises').then((fs) => fs.readFile(marker, 'utf8')),
    ) as FixtureSummary;
    return { dir, files, bytes };
  }
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const summary = await build(partial);
  await rename(partial, dir);
  await writeFile(marker, JSON.stringify({ files: summary.files, bytes: summary.bytes }));
  return { ...summary, dir };
}

/**
 * About 20,000 files and 200 MB: mostly small sources, some medium files and a few
 * megabyte-sized assets, 20 files per folder, three levels deep, 1 in 20 executable.
 */
export function manyFilesTree(): Promise<FixtureSummary> {
  return cached('many-files-v2', async (dir) => {
    const random = prng(20240601);
    const pool = textPool(random, 4 << 20);
    let bytes = 0;
    const count = 20_000;
    for (let i = 0; i < count; i += 1) {
      const roll = random();
      const size =
        roll < 0.9
          ? Math.floor(random() * 4096)
          : roll < 0.995
            ? 4096 + Math.floor(random() * 36_864)
            : (512 << 10) + Math.floor(random() * (3 << 19));
      const folder = join(
        dir,
        `pkg${Math.floor(i / 2000)}`,
        `mod${Math.floor(i / 200) % 10}`,
        `d${Math.floor(i / 20) % 10}`,
      );
      if (i % 20 === 0) await mkdir(folder, { recursive: true });
      const header = Buffer.from(`// file ${i}\n`);
      const start = Math.floor(random() * (pool.length - Math.min(size, pool.length)));
      const body =
        size <= pool.length
          ? pool.subarray(start, start + size)
          : Buffer.concat(
              Array.from({ length: Math.ceil(size / pool.length) }, () => pool),
            ).subarray(0, size);
      const content = Buffer.concat([header, body]);
      const file = join(folder, `f${i}${i % 3 === 0 ? '.ts' : '.txt'}`);
      await writeFile(file, content);
      if (i % 20 === 7) await chmod(file, 0o755);
      bytes += content.length;
    }
    return { dir, files: count, bytes };
  });
}

/** `count` files of `mib` MiB each, for raw hashing throughput. */
export function largeFilesTree(count: number, mib: number): Promise<FixtureSummary> {
  return cached(`large-files-${count}x${mib}-v1`, async (dir) => {
    const random = prng(7);
    const pool = textPool(random, 8 << 20);
    for (let i = 0; i < count; i += 1) {
      const chunks: Buffer[] = [Buffer.from(`large ${i}\n`)];
      for (let n = 0; n < mib / 8; n += 1) chunks.push(pool);
      await writeFile(join(dir, `large${i}.bin`), Buffer.concat(chunks).subarray(0, mib << 20));
    }
    return { dir, files: count, bytes: count * (mib << 20) };
  });
}
