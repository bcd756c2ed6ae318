/**
 * The upward envelope of `patchproof session export`: every local change since the
 * checkpoint as one MCP-PATCH-V1 envelope (`direction: "up"`, base = checkpoint, result =
 * the live tree, BLAKE3 patch hash), built with the project's own normalized diff. Before it
 * is handed out it is replayed on the stored checkpoint and must reproduce the live tree's
 * snapshot exactly; a change a Git text diff cannot carry (binary content, a symlink) is
 * refused as ExportNotRepresentable rather than silently left out.
 */
import { LandingError } from '../../core/errors.js';
import type { FileDiffInput, FileSide } from '../../core/diff/index.js';
import { normalizedDiff } from '../../core/diff/index.js';
import { sha256Digest, utf8 } from '../../core/hash/digest.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { replayPatch } from '../../core/intake/replay.js';
import { sealEnvelope } from '../../core/patch/envelope.js';
import type { InventoryEntry, SnapshotId } from '../../core/snapshot/inventory.js';
import type { RepositoryView } from '../../core/snapshot/repository-view.js';
import { isUtf8Text } from '../../core/snapshot/text.js';
import type { FileChange } from '../../core/snapshot/changes.js';

export interface UpwardEnvelope {
  readonly bytes: Uint8Array;
  /** `sha256:` of the whole envelope: what `session ack` names. */
  readonly hash: TypedHash;
  readonly base: SnapshotId;
  readonly result: SnapshotId;
  readonly files: ReadonlyArray<{
    readonly path: string;
    readonly op: 'add' | 'update' | 'delete';
  }>;
  /** The new content of changed files, for the checkpoint an ack will advance to. */
  readonly changes: readonly FileChange[];
}

/** Builds the envelope of `live` against `checkpoint` (both read-only views). */
export async function buildUpwardEnvelope(
  checkpoint: RepositoryView,
  live: RepositoryView,
): Promise<UpwardEnvelope> {
  const before = checkpoint.snapshot.entries;
  const after = live.snapshot.entries;
  const paths = new Set([...before.keys(), ...after.keys()]);
  const inputs: FileDiffInput[] = [];
  const changes: FileChange[] = [];
  for (const path of paths) {
    const old = before.get(path);
    const now = after.get(path);
    if (old && now && old.mode === now.mode && Buffer.from(old.id).equals(now.id)) continue;
    const oldSide = old ? await side(checkpoint, path, old) : null;
    const nowSide = now ? await side(live, path, now) : null;
    inputs.push({ path, before: oldSide?.side ?? null, after: nowSide?.side ?? null });
    changes.push({
      path,
      after: nowSide ? { mode: nowSide.side.mode, bytes: nowSide.bytes } : null,
    });
  }
  const diff = utf8.encode(normalizedDiff(inputs));
  const bytes = sealEnvelope(
    {
      direction: 'up',
      baseWorkspaceId: checkpoint.snapshot.id,
      resultWorkspaceId: live.snapshot.id,
    },
    diff,
  );
  // The envelope must mean exactly the local tree, read back by the same parser intake uses.
  const replay = await replayPatch(bytes, checkpoint);
  if (replay.result !== live.snapshot.id) {
    throw new LandingError(
      'ExportNotRepresentable',
      `the envelope replays to ${replay.result}, not the working tree ${live.snapshot.id}; nothing was exported. Please report it`,
      {
        details: { expected: live.snapshot.id, actual: replay.result },
      },
    );
  }
  const files = inputs
    .map(
      (i) =>
        ({
          path: i.path,
          op: i.before === null ? 'add' : i.after === null ? 'delete' : 'update',
        }) as const,
    )
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    bytes,
    hash: sha256Digest(bytes),
    base: checkpoint.snapshot.id,
    result: live.snapshot.id,
    files,
    changes,
  };
}

async function side(
  view: RepositoryView,
  path: string,
  entry: InventoryEntry,
): Promise<{ side: FileSide; bytes: Uint8Array }> {
  if (entry.mode === '120000') throw notRepresentable(path, 'is a symlink');
  const bytes = await view.readFile(path);
  if (!isUtf8Text(bytes)) throw notRepresentable(path, 'is not UTF-8 text (binary content)');
  return {
    side: { mode: entry.mode, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) },
    bytes,
  };
}

function notRepresentable(path: string, what: string): LandingError {
  return new LandingError(
    'ExportNotRepresentable',
    `${path} ${what}, and an envelope carries text diffs only; undo that change (or add the path to .gitignore) and export again`,
    {
      location: { path },
    },
  );
}
