/**
 * Wires the ShadowedModule gate into intake: the runner's module list and the run spec's
 * commands come in with the policy; the base tree and the patched tree each get their own
 * search path, read from their own pytest configuration files (a spec may allow a patch to
 * change them), and the gate compares their shadows.
 */
import type { FileOutcome } from '../apply/apply-patch.js';
import { invocationsOf, repoPath } from '../gates/command-words.js';
import { emptyFacts, type PythonFacts, readInvocation } from '../gates/python-invocations.js';
import {
  configFilesOf,
  pythonSearchPath,
  testFilePredicate,
  type TreeIndex,
  treeIndex,
} from '../gates/python-path.js';
import { runtimeFolders, runtimePathCandidates } from '../gates/python-runtime-path.js';
import type { RunnerModules } from '../gates/runner-modules.js';
import { assertNoShadowedModules, type ShadowSide, shadowsOf } from '../gates/shadowed-module.js';
import type { RepositoryView } from '../snapshot/repository-view.js';

/** What the gate needs beyond the patch: the runner's truth and the commands the phases run. */
export interface ShadowingInput {
  readonly modules: RunnerModules;
  readonly commands: ReadonlyArray<readonly string[]>;
  /** Variables the phases run with (a `PYTHONPATH` there moves the search path). */
  readonly env?: Readonly<Record<string, string>>;
}

// A tree with more configuration files than this is read in part; the rest cannot widen
// the search path, which only matters for folders nothing else already counts.
const MAX_CONFIG_FILES = 256;
// Test code scanned for sys.path changes: the first this many files, none larger than this.
const MAX_SCANNED_FILES = 2000;
const MAX_SCANNED_BYTES = 512 * 1024;

/** Throws `ShadowedModule` when the patch brings in or changes a shadowing module. */
export async function checkShadowing(
  input: ShadowingInput,
  repository: RepositoryView,
  changed: readonly FileOutcome[],
): Promise<void> {
  const python = input.modules.python;
  if (python === null) return;
  const facts = factsOf(input);
  const basePaths = [...repository.snapshot.entries.keys()];
  const after = new Map(changed.map((o) => [o.path, o.after?.text ?? null] as const));
  const resultPaths = [
    ...basePaths.filter((p) => !after.has(p)),
    ...[...after].filter(([, text]) => text !== null).map(([p]) => p),
  ];
  const entries = repository.snapshot.entries;
  const symlinks = basePaths.filter((p) => entries.get(p)?.mode === '120000');
  // A symlinked configuration file is not followed (pytest would, but only to files of the tree).
  const readBase: Reader = Object.assign(
    async (path: string): Promise<string> =>
      entries.get(path)?.mode === '120000'
        ? ''
        : new TextDecoder().decode(await repository.readFile(path)),
    { size: (path: string) => entries.get(path)?.size },
  );
  const readResult: Reader = Object.assign(
    async (path: string): Promise<string> => after.get(path) ?? readBase(path),
    {
      size: (path: string) =>
        after.has(path) ? (after.get(path)?.length ?? 0) : readBase.size(path),
    },
  );
  const touched = new Set(after.keys());
  const base = await side(treeIndex(basePaths, symlinks), facts, readBase, touched);
  const result = await side(
    treeIndex(
      resultPaths,
      symlinks.filter((p) => !after.has(p)),
    ),
    facts,
    readResult,
    touched,
  );
  assertNoShadowedModules(python, base, result, touched);
}

/**
 * The shadows one tree holds on its own, each with the files that make it up: what an
 * uploaded base brings (base-gates.ts). Empty when the runner has no Python.
 */
export async function shadowsOfTree(
  input: ShadowingInput,
  repository: RepositoryView,
): Promise<
  Array<{ readonly module: string; readonly source: string; readonly files: readonly string[] }>
> {
  const python = input.modules.python;
  if (python === null) return [];
  const facts = factsOf(input);
  const entries = repository.snapshot.entries;
  const paths = [...entries.keys()];
  const symlinks = paths.filter((p) => entries.get(p)?.mode === '120000');
  const read: Reader = Object.assign(
    async (path: string): Promise<string> =>
      entries.get(path)?.mode === '120000'
        ? ''
        : new TextDecoder().decode(await repository.readFile(path)),
    { size: (path: string) => entries.get(path)?.size },
  );
  const tree = await side(treeIndex(paths, symlinks), facts, read, new Set());
  return [...shadowsOf(python, tree).values()].map((s) => ({
    module: s.module,
    source: s.source,
    files: [...s.files],
  }));
}

/** What the phases' commands and the runner's own search path say about sys.path. */
function factsOf(input: ShadowingInput): PythonFacts {
  const facts = emptyFacts();
  for (const command of input.commands) {
    for (const invocation of invocationsOf(command, input.env ?? {}))
      readInvocation(invocation, facts);
  }
  for (const entry of input.modules.python?.searchPath ?? []) {
    const dir = repoPath('', entry);
    if (dir !== null)
      facts.folders.push({
        dir,
        why: "the runner's Python puts it on sys.path (its PYTHONPATH or a .pth file)",
      });
  }
  return facts;
}

async function side(
  tree: TreeIndex,
  facts: PythonFacts,
  read: Reader,
  touched: ReadonlySet<string>,
): Promise<ShadowSide> {
  // Past the caps, what the patch touched is read first, then conftest.py files.
  const first = (paths: readonly string[]): string[] =>
    [...paths].sort((a, b) => rank(a) - rank(b));
  const rank = (path: string): number =>
    touched.has(path) ? 0 : path.endsWith('conftest.py') ? 1 : 2;
  const config = await readAll(first(configFilesOf(tree, facts)).slice(0, MAX_CONFIG_FILES), read);
  const candidates = runtimePathCandidates(tree.files, testFilePredicate(facts)).filter(
    (p) => !tree.symlinks.has(p) && (read.size(p) ?? 0) <= MAX_SCANNED_BYTES,
  );
  const runtime = runtimeFolders(
    await readAll(first(candidates).slice(0, MAX_SCANNED_FILES), read),
    tree,
  );
  const searchPath = pythonSearchPath(tree, facts, config, runtime);
  return { tree, folders: searchPath.folders, plugins: searchPath.plugins };
}

/** Reads a file of one tree; `size` is its length when known without reading it. */
interface Reader {
  (path: string): Promise<string>;
  size(path: string): number | undefined;
}

async function readAll(paths: readonly string[], read: Reader): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const path of paths) texts.set(path, await read(path));
  return texts;
}
