/**
 * Tree gates on an uploaded base (PROTOCOL 8, `POST /v1/runs` with `upload`). A project's own
 * folder is the operator's; an uploaded tree is whoever uploaded it, usually the proposer, and
 * everything in it decides the run as much as the patch does. A base that carries runner
 * configuration or a shadowing module can keep an attack inert until a harmless-looking patch
 * wakes it (an `argparse.py` that swallows failures once `core.py` changes).
 *
 * So the upload is judged as if it were a patch that wrote every file of it onto the project's
 * reference tree (its folder, when the project has one; else nothing): a file matching the
 * spec's protected paths (PROTOCOL 3.3, with its `allow` list), or any file of a module that
 * shadows the standard library, the test machinery or a pytest plugin (ShadowedModule, issue
 * 10), is a finding unless the reference holds the same bytes at the same path. Modules that
 * shadow other installed packages do not count: a project may carry its own dependencies.
 *
 * A spec with `environment.setup` is a finding of its own: the setup runs as root over the
 * uploaded tree (a lockfile naming a vendored tarball with an install script is enough) and
 * changes the system every phase runs on, which no reading of the tree can judge.
 *
 * A base with findings is never proof grade; the receipt lists them (`base.findings`), and
 * both reports say why.
 */
import { IntakeRefusal } from '../errors.js';
import { assertSafePath } from '../gates/path-policy.js';
import type { TypedHash } from '../hash/typed-hash.js';
import { protectedPattern, type ProtectedPathsInForce } from '../gates/protected-paths.js';
import type { RepositoryView } from '../snapshot/repository-view.js';
import { type ShadowingInput, shadowsOfTree } from './shadow-check.js';

export const BASE_FINDING_CODES = [
  'UnsafePath',
  'ProtectedPath',
  'ShadowedModule',
  'SetupOnUploadedBase',
] as const;

export interface BaseFinding {
  readonly code: (typeof BASE_FINDING_CODES)[number];
  readonly path: string;
  /** The protected pattern, or the module and what it shadows. */
  readonly detail: string;
}

/** An uploaded base as runs and receipts record it. */
export interface UploadedBase {
  /** The upload's address (sha256 of the tar). */
  readonly upload: TypedHash;
  /** The first MAX_FINDINGS findings, by path. */
  readonly findings: readonly BaseFinding[];
  /** How many more there were (a tree may hold thousands of `node_modules/` files). */
  readonly omitted: number;
}

export const MAX_FINDINGS = 100;

export interface BaseGateInput {
  readonly upload: RepositoryView;
  /** The project's own tree, when it has one: what it already holds is the operator's. */
  readonly reference: RepositoryView | null;
  readonly protectedPaths: ProtectedPathsInForce;
  /** The runner's module list and the spec's commands; without them the ShadowedModule reading is skipped. */
  readonly shadowing?: ShadowingInput;
  /** The spec's `environment.setup` command, which would run as root over the uploaded tree. */
  readonly setup?: readonly string[];
}

/** The findings of the tree gates on an uploaded base, by path; empty when it may be proof grade. */
export async function uploadedBaseFindings(input: BaseGateInput): Promise<BaseFinding[]> {
  const { upload, reference } = input;
  const asInReference = async (path: string): Promise<boolean> => {
    const mine = upload.snapshot.entries.get(path);
    const theirs = reference?.snapshot.entries.get(path);
    if (!reference || !mine || !theirs || mine.mode !== theirs.mode || mine.size !== theirs.size)
      return false;
    if (mine.mode === '120000') return false;
    return equalBytes(await upload.readFile(path), await reference.readFile(path));
  };
  const found = new Map<string, BaseFinding>();
  const patternOf = protectedPattern(input.protectedPaths);
  for (const path of [...upload.snapshot.entries.keys()].sort()) {
    // A path no patch could write (a name reserved for the trusted tests, an invisible character) is the uploader's doing too.
    const unsafe = unsafeReason(path);
    const pattern = patternOf(path);
    if ((unsafe !== null || pattern !== null) && !(await asInReference(path))) {
      found.set(
        path,
        unsafe !== null
          ? { code: 'UnsafePath', path, detail: unsafe }
          : { code: 'ProtectedPath', path, detail: `protected by "${pattern}"` },
      );
    }
  }
  if (input.shadowing) {
    for (const shadow of await shadowsOfTree(input.shadowing, upload)) {
      if (shadow.source === 'installed') continue;
      for (const path of shadow.files) {
        if (found.has(path) || (await asInReference(path))) continue;
        found.set(path, {
          code: 'ShadowedModule',
          path,
          detail: `module ${shadow.module} shadows the runner's ${shadow.source} module`,
        });
      }
    }
  }
  const findings = [...found.values()].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  // The setup reads whatever it likes of the tree (lockfiles, tarballs, scripts) and changes the
  // system the phases run on, which no reading of the tree can judge: never proof grade.
  if (input.setup)
    findings.unshift({
      code: 'SetupOnUploadedBase',
      path: 'environment.setup',
      detail: `the spec's setup (${input.setup.join(' ').slice(0, 200)}) runs as root over the uploaded tree`,
    });
  return findings;
}

/** How many findings a base has, listed or omitted: any at all and it is never proof grade. */
export function findingCount(base: {
  readonly findings: readonly unknown[];
  readonly omitted: number;
}): number {
  return base.findings.length + base.omitted;
}

/** The record of an upload and its findings, bounded. */
export function uploadedBase(upload: TypedHash, findings: readonly BaseFinding[]): UploadedBase {
  return {
    upload,
    findings: findings.slice(0, MAX_FINDINGS),
    omitted: Math.max(0, findings.length - MAX_FINDINGS),
  };
}

/** Why a patch could not write `path` (PROTOCOL 3.3's path rules), or null. */
function unsafeReason(path: string): string | null {
  try {
    assertSafePath(path);
    return null;
  } catch (error) {
    if (error instanceof IntakeRefusal) return error.message.slice(0, 300);
    throw error;
  }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}
