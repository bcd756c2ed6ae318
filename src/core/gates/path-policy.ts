/**
 * The UnsafePath gate (PROTOCOL 3.3): a path from a patch must name a plain relative file
 * inside the repository and must not look like something it is not. Traversal in every
 * spelling, `.git` in any case or disguise, hidden and control characters, and names that
 * differ from their Unicode NFC form are refused before the base is even looked at.
 */
import { IntakeRefusal } from '../errors.js';
import { utf8 } from '../hash/digest.js';
import { gitRefusal } from '../snapshot/git-names.js';

/**
 * Where the trusted suites go in each copy (PROTOCOL 4): a plain identifier, so that every
 * import mechanism can load it (pytest's importlib mode, unittest's `-t .` discovery and Go
 * refuse a folder whose name starts with a dot). The folder first used, `.patchproof-tests`,
 * stays reserved: a spec written for it must not run tests a patch put there.
 */
export const RESERVED_TEST_DIR = 'patchproof_tests';
export const LEGACY_TEST_DIR = '.patchproof-tests';
export const PATH_LIMITS = { maxBytes: 4096, maxComponentBytes: 255, maxDepth: 64 } as const;

// C0/C1 controls and DEL; then invisible and bidirectional formatting characters that let a
// name read differently from what it is (zero-width joiners, RTL overrides, BOM, soft hyphen,
// variation selectors, tags). Ranges of code points, inclusive.
const CONTROL: ReadonlyArray<readonly [number, number]> = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
];
const INVISIBLE: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff9, 0xfffb],
  [0xe0000, 0xe0fff],
];

function containsRange(text: string, ranges: ReadonlyArray<readonly [number, number]>): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (ranges.some(([lo, hi]) => cp >= lo && cp <= hi)) return true;
  }
  return false;
}

/** A name as a case-insensitive, compatibility-folded file system might see it. */
function folded(component: string): string {
  return component
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[. ]+$/u, '');
}

/**
 * A component that is, or could be imported as, the trusted tests' folder: the folder at
 * any depth (a source root on `sys.path` could hold a package that shadows it) and a
 * module of its name (`patchproof_tests.py`, `.pth`, `.so`), which Python prefers to it.
 */
function isReservedName(component: string): boolean {
  const f = folded(component);
  return f === RESERVED_TEST_DIR || f.startsWith(`${RESERVED_TEST_DIR}.`) || f === LEGACY_TEST_DIR;
}

/**
 * True when a component is, or would be taken for, Git's own directory: folded look-alikes,
 * and every name Git itself refuses (an NTFS stream such as `.git::$INDEX_ALLOCATION`).
 */
function isGitDir(component: string): boolean {
  const f = folded(component);
  return f === '.git' || f === 'git~1' || gitRefusal(component, false) !== undefined;
}

/**
 * Refuses an unsafe path with `UnsafePath`; `sensitive` adds the configured sensitive-path
 * matcher (also UnsafePath).
 */
export function assertSafePath(path: string, sensitive?: (path: string) => boolean): void {
  const refuse = (why: string, what = 'use a plain relative path inside the repository'): never => {
    throw new IntakeRefusal(
      'UnsafePath',
      `${JSON.stringify(path.slice(0, 200))}: ${why}; ${what}`,
      {
        location: { path: path.slice(0, 4096) },
      },
    );
  };
  if (path === '') refuse('empty path');
  if (utf8.encode(path).length > PATH_LIMITS.maxBytes)
    refuse(`longer than ${PATH_LIMITS.maxBytes} bytes`);
  if (containsRange(path, CONTROL)) refuse('contains a control character (NUL, newline, escape …)');
  if (containsRange(path, INVISIBLE))
    refuse('contains an invisible or bidirectional formatting character');
  if (path.includes('\\')) refuse('contains a backslash', 'use "/" to separate directories');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) refuse('is absolute');
  if (path.normalize('NFC') !== path)
    refuse('is not in Unicode NFC form', 'rename it to its NFC form');
  const components = path.split('/');
  if (components.length > PATH_LIMITS.maxDepth)
    refuse(`nests deeper than ${PATH_LIMITS.maxDepth} directories`);
  for (const c of components) {
    if (c === '') refuse('has an empty component (leading, trailing or double "/")');
    if (c === '.' || c === '..') refuse(`has a "${c}" component`);
    if (utf8.encode(c).length > PATH_LIMITS.maxComponentBytes)
      refuse(`has a name longer than ${PATH_LIMITS.maxComponentBytes} bytes`);
    if (isGitDir(c))
      refuse(
        'goes through a .git directory (in some spelling)',
        'patches may not touch Git metadata',
      );
  }
  if (components.some(isReservedName)) {
    refuse(
      `uses the name ${RESERVED_TEST_DIR} (or ${LEGACY_TEST_DIR}), reserved for the trusted tests`,
      'choose another name',
    );
  }
  if (sensitive?.(path))
    refuse('is a configured sensitive path', 'patches may not touch it; ask the repository owner');
}
