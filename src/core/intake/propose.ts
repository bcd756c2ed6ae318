/**
 * Patch intake end to end (PROTOCOL 3): parse, gate, apply in memory, normalize, hash.
 * Cheap checks that need no base run first, then checks against the base snapshot, then
 * the application and the gates on its result. Nothing is written anywhere; the first
 * refusal ends intake with its stable code.
 */
import { applyPatch, type FileOutcome } from '../apply/apply-patch.js';
import { BaseTree } from '../apply/base-tree.js';
import { assertWellFormed, pathsOf } from '../apply/structure.js';
import { normalizedDiff } from '../diff/index.js';
import { IntakeRefusal } from '../errors.js';
import { sha256Digest, utf8 } from '../hash/digest.js';
import type { TypedHash } from '../hash/typed-hash.js';
import { assertFileCount, assertPatchSize, assertWithinBudgets } from '../gates/budgets.js';
import { assertSafePath } from '../gates/path-policy.js';
import { MANIFEST_PATTERN, manifestChangeProblem } from '../gates/inert-manifest.js';
import { protectedPathGate, protectedRefusal } from '../gates/protected-paths.js';
import { assertNoSymlinkOnPath } from '../gates/symlink-gate.js';
import { assertNoHiddenCharacters } from '../gates/hidden-characters.js';
import { assertReadAsReviewed } from '../gates/source-encoding.js';
import { assertNoNewSyntaxErrors, syntaxLanguagesOf } from '../gates/syntax-gate.js';
import type { SyntaxChecker } from '../gates/syntax-port.js';
import type { FileOp, PatchFormat } from '../patch/model.js';
import { parsePatch } from '../patch/parse.js';
import type { RepositoryView } from '../snapshot/repository-view.js';
import { compareBytes } from '../snapshot/index.js';
import {
  type IntakePolicy,
  type IntakePolicyInput,
  intakePolicy,
  sensitiveMatcher,
} from './policy.js';
import { environmentFindings, type PatchFinding } from './environment-findings.js';
import { type ProposalObject, proposalHash } from './proposal.js';
import { resultOf } from './replay.js';
import { checkShadowing } from './shadow-check.js';

export interface IntakeInput {
  readonly patch: Uint8Array;
  readonly repository: RepositoryView;
  readonly syntax: SyntaxChecker;
  readonly policy?: IntakePolicyInput;
}

/** An accepted proposal: the hashed object plus what a reviewer needs to see. */
export interface Proposal {
  readonly hash: TypedHash;
  readonly object: ProposalObject;
  readonly format: PatchFormat;
  readonly normalizedDiff: string;
  readonly files: ReadonlyArray<{ readonly path: string; readonly op: FileOp }>;
  /** The refusal codes intake checked for, in order; an accepted proposal passed them all. */
  readonly gates: readonly string[];
  readonly policy: IntakePolicy;
  /** The changed files with their before and after content (what a workspace copy applies). */
  readonly changes: readonly FileOutcome[];
  /** Where the patch may tell the sandbox from production (environment-findings.ts): never proof grade. */
  readonly findings: readonly PatchFinding[];
}

export const GATE_ORDER = [
  'BudgetExceeded',
  'MalformedPatch',
  'UnsafePath',
  'ProtectedPath',
  'BinaryFile',
  'InvalidEnvelope',
  'SymlinkPath',
  'ModeNotAllowed',
  'ContextMismatch',
  'ShadowedModule',
  'MisleadingSource',
  'SyntaxError',
] as const;

/** Runs intake; resolves to the proposal or rejects with an IntakeRefusal. */
export async function propose(input: IntakeInput): Promise<Proposal> {
  const policy = intakePolicy(input.policy);
  const base = input.repository.snapshot;
  assertPatchSize(input.patch.length, policy.budgets);
  const parsed = parsePatch(input.patch);
  assertFileCount(
    parsed.files.reduce((n, f) => n + (f.moveTo === undefined ? 1 : 2), 0),
    policy.budgets,
  );
  assertWellFormed(parsed.files);

  const sensitive = sensitiveMatcher(policy);
  // A machinery module the base already provides at the same place is the project's own code;
  // a package.json is judged by what changes in it, once applied (inert-manifest.ts).
  const manifests: string[] = [];
  const guardProtected = protectedPathGate(
    policy.protectedPaths,
    (p) => base.entries.has(p),
    (p) => void manifests.push(p),
  );
  const touched = parsed.files.flatMap(pathsOf);
  for (const path of touched) assertSafePath(path, sensitive);
  for (const path of touched) guardProtected(path);
  for (const change of parsed.files) {
    if (change.binary) {
      throw new IntakeRefusal(
        'BinaryFile',
        `${change.path}: binary patches are not accepted; only text files can be patched`,
        {
          location: { path: change.path, line: change.patchLine },
        },
      );
    }
  }
  if (parsed.envelope && parsed.envelope.baseWorkspaceId !== base.id) {
    throw new IntakeRefusal(
      'BaseMismatch',
      `the envelope was made against ${parsed.envelope.baseWorkspaceId}, but the repository is at ${base.id}; rebase the patch on the current snapshot`,
      {
        details: { expected: parsed.envelope.baseWorkspaceId, actual: base.id },
      },
    );
  }
  for (const path of touched) assertNoSymlinkOnPath(path, base.entries);

  const outcomes = await applyPatch(
    parsed,
    new BaseTree(base.entries, (p) => input.repository.readFile(p)),
    policy.budgets.maxFileBytes,
  );
  assertInertManifests(manifests, outcomes);
  const changed = outcomes.filter((o) => !unchanged(o));
  if (changed.length === 0)
    throw new IntakeRefusal(
      'EmptyPatch',
      'the patch applies but changes nothing; send a patch with at least one change',
    );
  assertWithinBudgets(changed, policy.budgets);
  if (policy.shadowing) await checkShadowing(policy.shadowing, input.repository, changed);
  const candidates = syntaxCandidates(changed, outcomes);
  assertReadAsReviewed(candidates);
  assertNoHiddenCharacters(candidates);
  await input.syntax.prepare?.(syntaxLanguagesOf(candidates));
  assertNoNewSyntaxErrors(candidates, input.syntax);

  const diffText = normalizedDiff(
    changed.map((o) => ({ path: o.path, before: o.before, after: o.after })),
  );
  const result = resultOf(base, changed);
  if (
    parsed.envelope?.resultWorkspaceId !== undefined &&
    parsed.envelope.resultWorkspaceId !== result
  ) {
    throw new IntakeRefusal(
      'InvalidEnvelope',
      `the envelope says the result is ${parsed.envelope.resultWorkspaceId}, but applying it gives ${result}`,
      {
        details: { expected: parsed.envelope.resultWorkspaceId, actual: result },
      },
    );
  }
  const object: ProposalObject = {
    base: base.id,
    result,
    diff: sha256Digest(utf8.encode(diffText)),
  };
  return {
    hash: proposalHash(object),
    object,
    format: parsed.format,
    normalizedDiff: diffText,
    files: changed
      .map(
        (o) =>
          ({
            path: o.path,
            op: o.before === null ? 'add' : o.after === null ? 'delete' : 'update',
          }) as const,
      )
      .sort((a, b) => byteOrder(a.path, b.path)),
    gates: GATE_ORDER.filter(
      (g) =>
        (g !== 'InvalidEnvelope' || parsed.envelope !== undefined) &&
        (g !== 'ShadowedModule' || policy.shadowing !== undefined),
    ),
    policy,
    changes: changed,
    findings: environmentFindings(changed),
  };
}

/** Each deferred package.json may change only in keys no test run reads, else ProtectedPath. */
function assertInertManifests(paths: readonly string[], outcomes: readonly FileOutcome[]): void {
  for (const path of paths) {
    const o = outcomes.find((x) => x.path === path);
    const problem = o ? manifestChangeProblem(o.before, o.after) : 'the patch moves it';
    if (problem !== null) throw protectedRefusal(path, MANIFEST_PATTERN, problem);
  }
}

function unchanged(o: FileOutcome): boolean {
  return (
    o.before !== null &&
    o.after !== null &&
    o.before.text === o.after.text &&
    o.before.mode === o.after.mode
  );
}

/** For a move, the syntax gate compares against the text at the old path. */
function syntaxCandidates(changed: readonly FileOutcome[], all: readonly FileOutcome[]) {
  return changed
    .filter((o) => o.after !== null)
    .map((o) => ({
      path: o.path,
      before:
        o.before?.text ??
        (o.movedFrom ? (all.find((x) => x.path === o.movedFrom)?.before?.text ?? null) : null),
      after: (o.after as { text: string }).text,
    }));
}

function byteOrder(a: string, b: string): number {
  return compareBytes(utf8.encode(a), utf8.encode(b));
}
