/**
 * What the runner's Python can import without the workspace: the input of the
 * ShadowedModule gate. The core never guesses it: an adapter reads it from the runner (the
 * image's `org.patchproof.python-modules` label, the image's own python3, or the local
 * python3) with runners/lib/python-modules.py, and hands it in.
 */
import { ExecutionError } from '../errors.js';
import { canonicalJson } from '../hash/canonical-json.js';
import { sha256Digest, utf8 } from '../hash/digest.js';

/** One interpreter's module list, as runners/lib/python-modules.py prints it. */
export interface PythonModules {
  /** `major.minor.micro` of the interpreter it was read from. */
  readonly python: string;
  /** `sys.stdlib_module_names` (and the built-in modules). */
  readonly stdlib: readonly string[];
  /**
   * Top-level modules of the installed test machinery: pytest, the plugins it loads by
   * itself (`pytest11` entry points), what they require, and what importing pytest and
   * unittest loads.
   */
  readonly testPackages: readonly string[];
  /**
   * Every other top-level module installed outside the standard library's folders (site- and
   * dist-packages, the image's PYTHONPATH): what tests may judge with (numpy.testing).
   */
  readonly installed: readonly string[];
  /** Those of them that are namespace packages (a workspace folder merges into them). */
  readonly namespaces: readonly string[];
  /**
   * What the interpreter puts on sys.path by itself, existing or not: PYTHONPATH and the
   * path lines of its site folders' .pth files (an editable install may name a folder of
   * the workspace), and sys.path as the script saw it.
   */
  readonly searchPath: readonly string[];
}

/** The runner's module list; `python` is null when the runner has no Python at all. */
export interface RunnerModules {
  readonly python: PythonModules | null;
  /** Where the list came from, for messages: `image label`, `image python3`, `local python3`. */
  readonly source: string;
  /** The Docker image ID it was read from; the runs must use that image. */
  readonly imageId?: string;
}

/** How a receipt records the list the ShadowedModule gate used (PROTOCOL 6). */
export interface ModuleListRecord {
  readonly source: string;
  /** SHA-256 of the list's canonical JSON (`null` when the runner has no Python). */
  readonly digest: `sha256:${string}`;
  readonly python: string | null;
  readonly imageId?: string;
}

export function moduleListRecord(modules: RunnerModules): ModuleListRecord {
  return {
    source: modules.source,
    digest: sha256Digest(utf8.encode(canonicalJson(modules.python))),
    python: modules.python?.python ?? null,
    ...(modules.imageId !== undefined ? { imageId: modules.imageId } : {}),
  };
}

/** Joins the lists of several interpreters of one runner (a spec may name more than one). */
export function mergeModules(lists: readonly (PythonModules | null)[]): PythonModules | null {
  const present = lists.filter((l): l is PythonModules => l !== null);
  const first = present[0];
  if (first === undefined) return null;
  const union = (pick: (l: PythonModules) => readonly string[]): string[] =>
    [...new Set(present.flatMap(pick))].sort();
  return {
    python: first.python,
    stdlib: union((l) => l.stdlib),
    testPackages: union((l) => l.testPackages),
    installed: union((l) => l.installed),
    namespaces: union((l) => l.namespaces),
    searchPath: union((l) => l.searchPath),
  };
}

/**
 * The gate's list must be the runs' image: a tag moved between reading the list and
 * creating the runner would judge the patch against one image and run it on another.
 */
export function assertListOfRunImage(
  modules: RunnerModules | undefined,
  fingerprint: { readonly details: Readonly<Record<string, unknown>> },
): void {
  const ran = fingerprint.details['imageId'];
  if (modules?.imageId === undefined || typeof ran !== 'string' || ran === modules.imageId) return;
  throw new ExecutionError(
    'RunnerUnavailable',
    `the runner image changed while the validation started (its module list was read from ${modules.imageId.slice(0, 19)}…, the runs would use ${ran.slice(0, 19)}…); nothing ran. Run the command again once the image tag stays put`,
    {
      details: { reason: 'image-changed' },
    },
  );
}
