/**
 * The conformance data the tests use: the copy vendored in `test/conformance/`, so a plain
 * clone has it. `../shared/conformance/`, when it sits beside the repository, is where the copy
 * comes from; `MANIFEST.sha256` pins every data file's bytes so the two cannot drift apart
 * unnoticed (test/conformance-copy.test.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { repoRoot, sharedDir } from './shared.js';

export const conformanceDir = resolve(repoRoot, 'test', 'conformance');
export const upstreamConformanceDir = resolve(sharedDir, 'conformance');
export const MANIFEST = 'MANIFEST.sha256';
/** Files this project adds to the copy: provenance notes and the manifest. */
const OURS = new Set(['SOURCE.md', MANIFEST]);

/** Absolute path of a vendored conformance file; throws with the fix when it is missing. */
export function conformancePath(...parts: string[]): string {
  const path = resolve(conformanceDir, ...parts);
  if (!existsSync(path))
    throw new Error(`conformance data missing: ${path}; restore test/conformance from git`);
  return path;
}

/** Every data file under `root` (this project's own notes left out), as sorted POSIX paths. */
export function dataFiles(root: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...dataFiles(root, rel));
    else if (!OURS.has(entry.name)) out.push(rel);
  }
  return out.sort();
}

export function sha256Of(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** The manifest of `root` in `sha256sum` format, so `sha256sum -c MANIFEST.sha256` checks it too. */
export function manifestOf(root: string): string {
  return dataFiles(root)
    .map((rel) => `${sha256Of(join(root, rel))}  ${rel}\n`)
    .join('');
}

/** Path → SHA-256 from a manifest's text. */
export function parseManifest(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n').filter(Boolean)) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match) throw new Error(`unreadable manifest line: ${line}`);
    out.set(match[2] as string, match[1] as string);
  }
  return out;
}

/**
 * Replaces the vendored data with `source`'s (default ../shared/conformance), keeping this
 * project's SOURCE.md notes, and rewrites the manifest. Returns the number of data files.
 */
export function vendorConformance(source = upstreamConformanceDir): number {
  if (!existsSync(source)) throw new Error(`no conformance data at ${source}`);
  const notes = new Map<string, Buffer>();
  for (const set of readdirSync(conformanceDir, { withFileTypes: true }).filter((d) =>
    d.isDirectory(),
  )) {
    const note = join(conformanceDir, set.name, 'SOURCE.md');
    if (existsSync(note)) notes.set(set.name, readFileSync(note));
  }
  rmSync(conformanceDir, { recursive: true, force: true });
  // File by file, not cpSync: the source may be read-only, and the copy must stay writable.
  for (const rel of dataFiles(source)) {
    mkdirSync(dirname(join(conformanceDir, rel)), { recursive: true });
    writeFileSync(join(conformanceDir, rel), readFileSync(join(source, rel)));
  }
  for (const [set, bytes] of notes) {
    if (existsSync(join(conformanceDir, set)))
      writeFileSync(join(conformanceDir, set, 'SOURCE.md'), bytes);
  }
  writeFileSync(join(conformanceDir, MANIFEST), manifestOf(conformanceDir));
  return dataFiles(conformanceDir).length;
}
