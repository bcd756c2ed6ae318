/**
 * Reads a trusted test folder into memory for sealing (PROTOCOL 5.1), checked against the
 * digest the run spec pinned: the bytes that are sealed are the bytes that were measured.
 * Only regular files: a symlink in a trusted folder could point anywhere once copied.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutionError } from '../../core/errors.js';
import type { SealInput } from '../../core/execution/sealing.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import { SEED_BYTES } from '../../core/seal/prng.js';
import type { SuiteSource } from '../../core/seal/seal-suite.js';
import { type SealLanguage, sealLanguageOf } from '../../core/seal/syntax.js';
import { loadTestFileParser } from '../syntax/index.js';
import type { InventoryEntry } from '../../core/snapshot/inventory.js';
import { blobId, snapshotId } from '../../core/snapshot/tree.js';
import { type Repository, readSnapshot } from '../repo/index.js';
import type { FileOutcome } from '../../core/apply/apply-patch.js';
import { RESERVED_TEST_DIR } from '../../core/gates/path-policy.js';
import type {
  ProposedFile,
  RegressionSource,
  TestFileChange,
} from '../../core/seal/regression-plants.js';
import { isTestFileName, isTestPath } from '../../core/gates/test-paths.js';
import { goReachableFrom, goTestSupportFiles } from '../../core/execution/go-test-support.js';
import { reachableFrom, testSupportFiles } from '../../core/execution/test-support.js';

/** The folder's files, refused unless they hash to `digest`. */
export async function readTrustedSuite(
  dir: string,
  digest: string,
  what: string,
): Promise<SuiteSource> {
  const listed = await readSnapshot(dir, { plainFolder: true });
  const files = new Map<string, Uint8Array>();
  const entries = new Map<string, InventoryEntry>();
  for (const [path, entry] of listed.entries) {
    if (entry.mode === '120000') {
      throw new ExecutionError(
        'InvalidRunSpec',
        `the ${what} folder has a symlink (${path}); trusted tests must be regular files`,
      );
    }
    const bytes = new Uint8Array(await readFile(join(dir, path)));
    files.set(path, bytes);
    entries.set(path, { ...entry, id: blobId(bytes, listed.algorithm) });
  }
  const read = snapshotId(entries, listed.algorithm);
  if (read !== digest) {
    throw new ExecutionError(
      'WorkspaceFailed',
      `the ${what} changed since the run spec was loaded (${digest} → ${read}); load the spec again`,
    );
  }
  return { files };
}

/**
 * Everything execute() needs to seal one execution: the trusted suites as measured, the
 * parser, and a seed from the operating system's CSPRNG, made here for this execution only.
 */
export async function sealInputFor(spec: ResolvedRunSpec, tree?: PatchedTree): Promise<SealInput> {
  const wanted = spec.reproduction;
  const [reproduction, hidden] = await Promise.all([
    wanted.mode === 'spec'
      ? readTrustedSuite(wanted.tests.dir, wanted.tests.digest, 'reproduction tests')
      : undefined,
    readTrustedSuite(spec.hidden.tests.dir, spec.hidden.tests.digest, 'hidden tests'),
  ]);
  // The trusted suites as they sit in a copy: the helpers they import are test support too.
  const trusted = new Map<string, string>();
  for (const [suite, source] of [
    ['reproduction', reproduction],
    ['hidden', hidden],
  ] as const) {
    for (const [path, bytes] of source?.files ?? [])
      trusted.set(`${RESERVED_TEST_DIR}/${suite}/${path}`, Buffer.from(bytes).toString('utf8'));
  }
  const regression = tree ? await regressionSource(tree, trusted) : undefined;
  // Only the grammars these files need.
  const paths = [
    ...(reproduction?.files.keys() ?? []),
    ...hidden.files.keys(),
    ...(regression?.base.keys() ?? []),
  ];
  const languages = new Set(paths.map(sealLanguageOf).filter((l): l is SealLanguage => l !== null));
  const parser = await loadTestFileParser([...languages]);
  return {
    seed: new Uint8Array(randomBytes(SEED_BYTES)),
    parser,
    suites: { ...(reproduction ? { reproduction } : {}), hidden },
    ...(regression ? { regression } : {}),
    judge: true,
  };
}

/** The tree a patched copy holds: the snapshot's files with the proposal's changes over them. */
export interface PatchedTree {
  readonly repository: Repository;
  readonly changes: readonly FileOutcome[];
}

/**
 * The regression suite's candidate test files (Python and JavaScript files that define
 * tests, by a quick byte scan): the base's, where the plants are placed, and the patch's
 * changes to them, where they are carried. Symlinks, `node_modules` and the reserved folder
 * are left out. Also the test files the patch touched (candidates, test data and helpers
 * by path, and test-support modules elsewhere: test-support.ts) with the base bytes of
 * those it changed or deleted, for the guard run.
 */
/** The base tree's Go files (vendored ones left out) and its root go.mod, for goTestSupportFiles. */
async function goTexts(tree: PatchedTree): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  // Without a root go.mod no import resolves (go-test-support.ts): nothing to read.
  if (!tree.repository.snapshot.entries.has('go.mod')) return texts;
  for (const [path, entry] of tree.repository.snapshot.entries) {
    if (
      entry.mode === '120000' ||
      !(
        path === 'go.mod' ||
        (path.endsWith('.go') &&
          !/(?:^|\/)vendor\//.test(path) &&
          !path.startsWith(`${RESERVED_TEST_DIR}/`))
      )
    )
      continue;
    texts.set(path, Buffer.from(await tree.repository.readFile(path)).toString('utf8'));
  }
  return texts;
}

// Source code, as opposed to documentation, data and configuration.
const SOURCE_FILE =
  /\.(?:py|pyx|pxd|pyi|[cm]?[jt]sx?|go|rs|c|cc|cpp|cxx|h|hh|hpp|java|kt|scala|rb|php|swift|cs|m|mm|lua|pl|pm|sh)$/;

// Tests defined at a file's top level (a method of a class is not a test by its name alone).
const TOP_LEVEL_TESTS = /^(?:def\s+test|class\s+Test|(?:test|it|describe)\s*\(|func\s+Test)/m;

async function regressionSource(
  tree: PatchedTree,
  trusted: ReadonlyMap<string, string>,
): Promise<RegressionSource> {
  const baseText = async (path: string): Promise<string> =>
    tree.repository.snapshot.entries.has(path)
      ? Buffer.from(await tree.repository.readFile(path)).toString('utf8')
      : '';
  const base = new Map<string, Uint8Array>();
  const changed = new Map<string, Uint8Array | null>();
  const candidate = (path: string): boolean =>
    (/\.(?:py|js|mjs|cjs)$/.test(path) ||
      (/_test\.go$/.test(path) && !/(?:^|\/)vendor\//.test(path))) &&
    !path.startsWith(`${RESERVED_TEST_DIR}/`) &&
    !/(?:^|\/)node_modules\//.test(path);
  const defines = (text: string): boolean =>
    /^\s*(?:def\s+test|class\s+Test|(?:await\s+)?(?:test|it|describe)\s*\(|func\s+Test)/m.test(
      text,
    );
  const texts = new Map<string, string>();
  for (const [path, entry] of tree.repository.snapshot.entries) {
    if (!candidate(path) || entry.mode === '120000') continue;
    const bytes = await tree.repository.readFile(path);
    const text = Buffer.from(bytes).toString('utf8');
    texts.set(path, text);
    if (defines(text)) base.set(path, bytes);
  }
  // Helpers outside test folders that only tests import (the trusted suites' included), and
  // that assert themselves.
  const isTrusted = (path: string): boolean => path.startsWith(`${RESERVED_TEST_DIR}/`);
  const support = testSupportFiles(
    new Map([...texts, ...trusted]),
    (path) => base.has(path) || isTestPath(path) || isTrusted(path),
  );
  const go = new Map([
    ...(await goTexts(tree)),
    ...[...trusted].filter(([path]) => path.endsWith('.go')),
  ]);
  for (const path of goTestSupportFiles(
    go,
    (path) => path.endsWith('_test.go') || isTestPath(path) || isTrusted(path),
  ))
    support.add(path);
  // Files the patch added count too: plant names must not be theirs.
  const restore = new Map<string, Uint8Array>();
  const touched: TestFileChange[] = [];
  const proposed = new Map<string, ProposedFile | null>();
  const discoveredAdded: string[] = [];
  for (const change of tree.changes) {
    if (base.has(change.path) || (candidate(change.path) && change.after !== null))
      changed.set(
        change.path,
        change.after === null ? null : new TextEncoder().encode(change.after.text),
      );
    // Test integrity: what the patch did to test files, and their base bytes to run again.
    const test =
      base.has(change.path) ||
      isTestPath(change.path) ||
      support.has(change.path) ||
      (candidate(change.path) && change.after !== null && defines(change.after.text));
    if (!test) continue;
    touched.push({
      path: change.path,
      op: change.before === null ? 'added' : change.after === null ? 'deleted' : 'changed',
    });
    // Gate mode proposal writes these onto the base: test files by name or folder, test
    // support, or files that define tests at their top level; never a product module that
    // only has a method named test_… (it would put the fix itself on the base).
    const own =
      isTestPath(change.path) ||
      support.has(change.path) ||
      TOP_LEVEL_TESTS.test(change.after?.text ?? (await baseText(change.path)));
    if (own)
      proposed.set(
        change.path,
        change.after === null
          ? null
          : {
              bytes: new TextEncoder().encode(change.after.text),
              executable: change.after.mode === '100755',
            },
      );
    if (change.before !== null)
      restore.set(
        change.path,
        base.get(change.path) ?? (await tree.repository.readFile(change.path)),
      );
    else if (
      isTestFileName(change.path) ||
      (candidate(change.path) && defines(change.after?.text ?? ''))
    )
      discoveredAdded.push(change.path);
  }
  touched.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const tests = new Set(touched.map((t) => t.path));
  const changesCode = tree.changes.some(
    (change) => !tests.has(change.path) && SOURCE_FILE.test(change.path),
  );
  // What the trusted suites import of it: only that is put back for them (execute.ts).
  const roots = [...trusted.keys()];
  const reached = new Set([
    ...reachableFrom(new Map([...texts, ...trusted]), roots),
    ...goReachableFrom(go, roots),
  ]);
  const trustedRestore = new Map([...restore].filter(([path]) => reached.has(path)));
  return {
    base,
    changed,
    restore,
    discoveredAdded,
    touched,
    proposed,
    changesCode,
    trustedRestore,
  };
}
