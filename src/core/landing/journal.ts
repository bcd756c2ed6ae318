/**
 * The apply journal: written (with the original bytes beside it) and synced before the first
 * byte of the working tree changes, removed only once the tree verifies. Whoever finds one
 * later knows an apply was interrupted and has everything needed to put the tree back.
 * Stored as strict JSON: a journal that does not parse is never guessed at.
 */
import { z } from 'zod';
import type { TypedHash } from '../hash/typed-hash.js';
import type { SnapshotId } from '../snapshot/inventory.js';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const ws1 = z.string().regex(/^ws1_[0-9a-f]{64}$/);
const sha256 = z.string().regex(/^sha256:[0-9a-f]{64}$/);
const textMode = z.enum(['100644', '100755']);

const version = z
  .object({
    mode: textMode,
    /** SHA-256 (hex) of the file's bytes. */
    sha256: hex64,
    size: z.number().int().min(0),
  })
  .strict();

const original = version
  .extend({
    /** The exact permission bits the file had (`st_mode & 0o7777`), restored as they were. */
    perm: z.number().int().min(0).max(0o7777),
    /** The owner, put back when PatchProof runs as root (an update must not hand the file to root). */
    uid: z.number().int().min(0),
    gid: z.number().int().min(0),
  })
  .strict();

const journalFile = z
  .object({
    path: z.string().min(1).max(4096),
    /** null: the apply adds the file. */
    before: original.nullable(),
    /** null: the apply deletes the file. */
    after: version.nullable(),
  })
  .strict();

export const journalSchema = z
  .object({
    version: z.literal(1),
    id: z.string().regex(/^[0-9a-f]{16}$/),
    receipt: sha256,
    proposal: sha256,
    base: ws1,
    result: ws1,
    createdAt: z.string().min(1).max(64),
    files: z.array(journalFile).min(1),
    /** Folders the apply creates for added files, parents first; removed again on rollback when empty. */
    createdDirs: z.array(z.string().min(1).max(4096)),
    /**
     * The permission bits of the folders holding deleted files: a delete may remove a folder it
     * leaves empty, and the rollback recreates it as it was, not as the umask says.
     */
    folders: z.array(
      z
        .object({ path: z.string().min(1).max(4096), perm: z.number().int().min(0).max(0o7777) })
        .strict(),
    ),
  })
  .strict();

export type Journal = z.infer<typeof journalSchema> & {
  readonly receipt: TypedHash;
  readonly proposal: TypedHash;
  readonly base: SnapshotId;
  readonly result: SnapshotId;
};
export type JournalFile = z.infer<typeof journalFile>;
export type FileOriginal = z.infer<typeof original>;

/** The name of the sibling temporary file an apply writes `index`'s new content to. */
export function tempName(journalId: string, index: number): string {
  return `.patchproof-${journalId}-${index}.tmp`;
}

/** Git's mode for permission bits: executable when the owner may execute. */
export function modeOfPerm(perm: number): '100644' | '100755' {
  return (perm & 0o100) !== 0 ? '100755' : '100644';
}

/**
 * Permission bits for a file that changes mode: like Git, execute bits follow the read bits
 * (0644 → 0755, 0600 → 0700); the others stay as they were.
 */
export function permForMode(perm: number, mode: '100644' | '100755'): number {
  if (modeOfPerm(perm) === mode) return perm;
  const readBits = (perm & 0o444) >> 2;
  return mode === '100755' ? perm | readBits | 0o100 : perm & ~0o111;
}
