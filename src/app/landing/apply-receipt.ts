/**
 * `patchproof apply`: lands the exact proposal a PASS receipt covers on a working tree, and
 * nothing else. In order, each step able to refuse with nothing written:
 *
 *  1. the receipt verifies and is a (proof-grade) PASS;
 *  2. an apply interrupted earlier is settled; a locked workspace refuses;
 *  3. the live tree's snapshot is the proposal's base (BaseMismatch) and the session allows a
 *     downward patch (no pending export, no local changes since the checkpoint);
 *  4. intake of the patch, under the receipt's own policy, gives the receipt's proposal hash;
 *  5. git, in a throwaway repository, applies the normalized diff to the same base files and
 *     its tree must be the proposal's result (ShadowMismatch);
 *  6. the journal (original bytes and modes) is made durable;
 *  7. files are written one by one, each checked unchanged just before;
 *  8. the whole tree must then be the result, else DriftDetected and everything is restored.
 * It never commits, stages or pushes. This is the one sequence; the ports do the I/O.
 */
import type { FileOutcome } from '../../core/apply/apply-patch.js';
import { IntakeRefusal, LandingError, PatchProofError } from '../../core/errors.js';
import type { SyntaxChecker } from '../../core/gates/syntax-port.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { propose } from '../../core/intake/propose.js';
import { fileChangesOf } from '../../core/intake/replay.js';
import { assertCovered, landableReceipt, policyOfReceipt } from '../../core/landing/landable.js';
import { guard, sessionState } from '../../core/landing/session-state.js';
import type { Receipt } from '../../core/receipt/schema.js';
import type { SignatureInput } from '../../core/receipt/verify-receipt.js';
import type { Snapshot } from '../../core/snapshot/inventory.js';
import { followSession, rollBackOrLock, type Settled, settleInterrupted } from './settle.js';
import type { Planned, ShadowCheck } from './tree-ports.js';
import type { LandingWorkspace } from './workspace-ports.js';

/**
 * Points where tests stop or disturb an apply (see the crash tests): before the rollback
 * snapshot (the journal) is written, once it is live but before the first write, after the
 * first file, before the finished tree is verified, and inside a rollback before its check.
 */
export type ApplyStep =
  'before-journal' | 'before-write' | 'mid-write' | 'before-verify' | 'before-restore-verify';

export interface ApplyRequest {
  readonly receipt: { readonly digest: TypedHash; readonly bytes: Uint8Array };
  /** The patch the receipt covers (its normalized diff, or any patch intake turns into it), once the receipt verified. */
  readonly loadPatch: (receipt: Receipt) => Promise<Uint8Array>;
  readonly syntax: SyntaxChecker;
  readonly acceptNotProofGrade?: boolean;
  /** When given, the receipt must be signed by one of its trusted keys. */
  readonly signature?: SignatureInput;
  readonly at?: (step: ApplyStep) => Promise<void> | void;
}

export interface ApplyPorts {
  /** The workspace to land on, opened once the receipt is found landable. */
  open(): Promise<LandingWorkspace>;
  /** Step 5: git's application of the normalized diff. */
  readonly shadow: ShadowCheck;
}

export interface ApplyOutcome {
  readonly status: 'applied' | 'already-applied';
  readonly receipt: Receipt;
  readonly files: ReadonlyArray<{
    readonly path: string;
    readonly op: 'add' | 'update' | 'delete';
  }>;
  /** What was found and done about an earlier interrupted apply. */
  readonly settled: Settled | null;
  /** True when a session's checkpoint moved to the result. */
  readonly sessionAdvanced: boolean;
  /** Why the session could not follow a tree that did land (its state is corrupt), when that happened. */
  readonly sessionProblem?: string;
}

export async function applyReceipt(input: ApplyRequest, ports: ApplyPorts): Promise<ApplyOutcome> {
  const receipt = landableReceipt(input.receipt.bytes, input.receipt.digest, {
    acceptNotProofGrade: input.acceptNotProofGrade ?? false,
    ...(input.signature ? { signature: input.signature } : {}),
  });
  const workspace = await ports.open();
  const { state } = workspace;
  const release = await state.hold();
  try {
    const settled = await settleInterrupted(workspace);
    const repository = await workspace.reader.open();
    const live = repository.snapshot.id;
    const [session, lock] = await Promise.all([state.readSession(), state.readLock()]);
    if (lock) guard('apply', 'Locked');
    if (live === receipt.proposal.result)
      return { status: 'already-applied', receipt, files: [], settled, sessionAdvanced: false };
    guard('apply', sessionState({ session, lock, live }));
    if (live !== receipt.proposal.base) {
      throw new IntakeRefusal(
        'BaseMismatch',
        `the working tree is at ${live}, but receipt ${input.receipt.digest} covers a patch made on ${receipt.proposal.base}; check out that base first. Nothing was written`,
        {
          details: { expected: receipt.proposal.base, actual: live },
        },
      );
    }
    const proposal = await propose({
      patch: await input.loadPatch(receipt),
      repository,
      syntax: input.syntax,
      policy: policyOfReceipt(receipt),
    });
    assertCovered(receipt, proposal);
    const shadow = await ports.shadow(
      repository.snapshot,
      proposal.changes,
      proposal.normalizedDiff,
    );
    if (shadow !== receipt.proposal.result) {
      throw new LandingError(
        'ShadowMismatch',
        `git applies this patch to a tree ${shadow}, not the proposal's result ${receipt.proposal.result}; the two appliers disagree, so nothing was written. Please report it`,
        {
          details: { expected: receipt.proposal.result, actual: shadow },
        },
      );
    }
    // A session that is to follow the tree must be readable now, before anything is written.
    if (session) await workspace.sessions.loadCheckpoint(session.checkpoint);
    const planned = await workspace.writer.plan(
      { id: workspace.journal.newId(), receipt: input.receipt.digest, proposal },
      proposal.changes,
    );
    await input.at?.('before-journal');
    await workspace.journal.write(planned.journal, planned.originals);
    await input.at?.('before-write');
    await land(workspace, planned, resultPaths(repository.snapshot, proposal.changes), input);
    // The tree is the result from here on: a session that cannot follow is reported, not fatal.
    const followed = await followSession(
      workspace,
      planned.journal,
      fileChangesOf(proposal.changes),
    ).then(
      (advanced) => ({ advanced }),
      (error: unknown) => ({
        advanced: false,
        problem:
          error instanceof PatchProofError ? `${error.code}: ${error.message}` : String(error),
      }),
    );
    await workspace.journal.retire();
    return {
      status: 'applied',
      receipt,
      files: proposal.files,
      settled,
      sessionAdvanced: followed.advanced,
      ...('problem' in followed ? { sessionProblem: followed.problem } : {}),
    };
  } finally {
    await release();
  }
}

/** Steps 7 and 8; on any failure the tree is rolled back (or the workspace locked). */
async function land(
  workspace: LandingWorkspace,
  planned: Planned,
  paths: readonly string[],
  input: ApplyRequest,
): Promise<void> {
  const { journal } = planned;
  const progress = { started: 0 };
  let failure: PatchProofError;
  try {
    await workspace.writer.writeAll(planned, () => input.at?.('mid-write'), progress);
    await input.at?.('before-verify');
    // The result is the base's paths with the patch applied, whatever git ignores: measured so.
    const after = await workspace.reader.snapshotOfPaths(paths);
    if (after.id === journal.result) return;
    failure = new LandingError(
      'DriftDetected',
      `after writing, the working tree is ${after.id}, not the result ${journal.result}: something else changed it during the apply. Every file was restored`,
      {
        details: { expected: journal.result, actual: after.id },
      },
    );
  } catch (error) {
    failure =
      error instanceof PatchProofError
        ? error
        : new LandingError(
            'DriftDetected',
            `writing the working tree failed (${(error as { code?: string }).code ?? (error as Error).message}); every file was restored`,
            { cause: error },
          );
  }
  const settled = await rollBackOrLock(
    workspace,
    journal,
    `the apply of ${journal.proposal} failed (${failure.code})`,
    {
      started: progress.started,
      beforeVerify: () => Promise.resolve(input.at?.('before-restore-verify')),
    },
  );
  if (settled.kind === 'locked') {
    throw new LandingError(
      'RollbackFailed',
      `${settled.lock.reason}. The workspace is locked: no apply is accepted until you restore ${settled.lock.paths.join(', ')} from ${settled.lock.journal} and run "patchproof session unlock"`,
      {
        details: { paths: settled.lock.paths, journal: settled.lock.journal, cause: failure.code },
      },
    );
  }
  throw failure;
}

/** The paths of the result: the base's, less the deleted, plus the added. */
function resultPaths(base: Snapshot, changes: readonly FileOutcome[]): string[] {
  const paths = new Set(base.entries.keys());
  for (const c of changes) {
    if (c.after === null) paths.delete(c.path);
    else paths.add(c.path);
  }
  return [...paths];
}
