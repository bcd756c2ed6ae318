/**
 * Offline checks of what the log says (`patchproof receipt verify --log-key`, `patchproof log
 * verify`): a checkpoint is a note signed by a trusted log key (signed-note.ts, checkpoint.ts);
 * an inclusion proof shows a receipt's address is a leaf of that checkpoint's tree; a
 * consistency proof shows a newer checkpoint's tree extends an older one's. Each problem
 * comes with a stable code, as receipt verification's do.
 */
import { z } from 'zod';
import type { TrustedKeys } from '../receipt/signature.js';
import { decodeBase64 } from '../receipt/signature.js';
import { type Checkpoint, parseCheckpoint } from './checkpoint.js';
import { leafHash, verifyConsistency, verifyInclusion } from './merkle.js';
import { openNote } from './signed-note.js';

export interface LogProblem {
  readonly code: 'CheckpointUnverified' | 'InclusionUnproven' | 'ConsistencyUnproven';
  readonly message: string;
}

const base64 = z
  .string()
  .max(100)
  .refine((s) => decodeBase64(s) !== undefined, 'standard base64');
const inclusionSchema = z
  .object({
    index: z.number().int().min(0),
    size: z.number().int().min(1),
    proof: z.array(base64).max(64),
  })
  .passthrough();
const consistencySchema = z
  .object({
    from: z.number().int().min(1),
    to: z.number().int().min(1),
    proof: z.array(base64).max(128),
  })
  .passthrough();

/** The checkpoint a note holds, when a trusted log key signed it; the problem otherwise. */
export function trustedCheckpoint(
  note: Uint8Array,
  keys: TrustedKeys,
  which = 'the checkpoint',
): Checkpoint | LogProblem {
  const opened = openNote(note, keys);
  if (!opened.ok)
    return {
      code: 'CheckpointUnverified',
      message: `${which} is not a note signed by a trusted log key (${opened.error}): ${opened.message}`,
    };
  const checkpoint = parseCheckpoint(opened.text);
  if (!checkpoint)
    return {
      code: 'CheckpointUnverified',
      message: `${which} is signed but is no tlog checkpoint (origin, size, base64 root)`,
    };
  // The origin is the key's name: a checkpoint signed by another trusted key is another log.
  if (!opened.verifiedBy.some((id) => id.slice(0, id.lastIndexOf('+')) === checkpoint.origin)) {
    return {
      code: 'CheckpointUnverified',
      message: `${which} is of log ${checkpoint.origin}, which none of its trusted signers names`,
    };
  }
  return checkpoint;
}

const isProblem = (x: Checkpoint | LogProblem): x is LogProblem => 'code' in x;

/** Whether receipt `digest` is in the tree of the signed `note`, by the proof `inclusion` (the service's JSON answer). */
export function inclusionProblems(
  digest: string,
  note: Uint8Array,
  keys: TrustedKeys,
  inclusion: unknown,
): LogProblem[] {
  return inclusionCheck(digest, note, keys, inclusion).problems;
}

/** inclusionProblems, with the checkpoint it checked against when it was one. */
export function inclusionCheck(
  digest: string,
  note: Uint8Array,
  keys: TrustedKeys,
  inclusion: unknown,
): { problems: LogProblem[]; checkpoint?: Checkpoint } {
  const checkpoint = trustedCheckpoint(note, keys);
  if (isProblem(checkpoint)) return { problems: [checkpoint] };
  const problems = againstCheckpoint(digest, checkpoint, inclusion);
  return { problems, checkpoint };
}

function againstCheckpoint(
  digest: string,
  checkpoint: Checkpoint,
  inclusion: unknown,
): LogProblem[] {
  const parsed = inclusionSchema.safeParse(inclusion);
  if (!parsed.success)
    return [
      {
        code: 'InclusionUnproven',
        message: 'the inclusion proof is not {index, size, proof: [base64…]}',
      },
    ];
  const { index, size, proof } = parsed.data;
  if (size !== checkpoint.size)
    return [
      {
        code: 'InclusionUnproven',
        message: `the inclusion proof is for a tree of ${size}, the checkpoint's has ${checkpoint.size}: fetch it with ?size=${checkpoint.size}`,
      },
    ];
  const leaf = leafHash(new TextEncoder().encode(digest));
  if (
    !verifyInclusion(
      leaf,
      index,
      size,
      proof.map((p) => decodeBase64(p) as Uint8Array),
      checkpoint.root,
    )
  ) {
    return [
      {
        code: 'InclusionUnproven',
        message: `${digest} is not leaf ${index} of the log ${checkpoint.origin} at size ${size}: the proof does not lead to the signed root`,
      },
    ];
  }
  return [];
}

/** Whether the signed `newer` checkpoint's tree extends the signed `older` one's, by `consistency`. */
export function consistencyProblems(
  older: Uint8Array,
  newer: Uint8Array,
  keys: TrustedKeys,
  consistency: unknown,
): { problems: LogProblem[]; older?: Checkpoint; newer?: Checkpoint } {
  const a = trustedCheckpoint(older, keys, 'the older checkpoint');
  const b = trustedCheckpoint(newer, keys, 'the newer checkpoint');
  if (isProblem(a) || isProblem(b)) return { problems: [a, b].filter(isProblem) };
  const fail = (message: string) => ({
    problems: [{ code: 'ConsistencyUnproven' as const, message }],
    older: a,
    newer: b,
  });
  if (a.origin !== b.origin)
    return fail(`the checkpoints are of two logs (${a.origin}, ${b.origin})`);
  if (a.size === b.size)
    return Buffer.from(a.root).equals(Buffer.from(b.root))
      ? { problems: [], older: a, newer: b }
      : fail(`two roots for one size ${a.size}: the log forked`);
  const parsed = consistencySchema.safeParse(consistency);
  if (!parsed.success || parsed.data.from !== a.size || parsed.data.to !== b.size)
    return fail(`the consistency proof is not one from ${a.size} to ${b.size}`);
  if (
    !verifyConsistency(
      a.size,
      b.size,
      parsed.data.proof.map((p) => decodeBase64(p) as Uint8Array),
      a.root,
      b.root,
    )
  ) {
    return fail(
      `the tree of ${b.size} does not extend the tree of ${a.size}: the log was rewritten, or the proof is wrong`,
    );
  }
  return { problems: [], older: a, newer: b };
}
