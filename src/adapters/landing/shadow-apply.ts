/**
 * The shadow check of `patchproof apply`: a second, independent applier. Git applies the
 * normalized diff with `git apply --cached` to a temporary index holding the base content of
 * every path the patch touches, and the snapshot ID of the base with git's result in place of
 * those paths must be the proposal's result. If PatchProof's own applier and git disagree
 * about what the patch means, nothing is written.
 *
 * It runs in a throwaway bare repository with a temporary index, never in the user's: the
 * user's `.git` is not read or written, and no repository or global configuration
 * (`apply.whitespace=fix` would rewrite lines; hooks, external diff and textconv could run
 * programs) can change what git does here. Guarded git's hardening applies on top.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileOutcome } from '../../core/apply/apply-patch.js';
import { LandingError } from '../../core/errors.js';
import type { InventoryEntry, Snapshot, SnapshotId } from '../../core/snapshot/inventory.js';
import { decodeUtf8Name } from '../../core/snapshot/text.js';
import { blobId, snapshotId } from '../../core/snapshot/tree.js';
import { firstErrorLine, type GitTarget, runGit } from '../git-guard/index.js';

const ISOLATED = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOGLOBAL: '1',
};
const LIMITS = { maxBytes: 256 * 1024 * 1024, timeoutMs: 60_000 };

/** The snapshot ID git's application of `diff` to `base` gives. */
export async function shadowResult(
  base: Snapshot,
  changes: readonly FileOutcome[],
  diff: string,
): Promise<SnapshotId> {
  const dir = await mkdtemp(join(tmpdir(), 'patchproof-shadow-'));
  try {
    const target: GitTarget = { top: dir, gitDir: join(dir, 'repo.git') };
    const env = { ...ISOLATED, HOME: dir, GIT_INDEX_FILE: join(dir, 'index') };
    const git = async (args: string[], stdin?: string): Promise<Buffer> => {
      const run = await runGit(target, args, {
        ...LIMITS,
        env,
        ...(stdin === undefined ? {} : { stdin }),
      });
      if (run.status !== 0 || run.truncated)
        throw mismatch(`git ${args[0]} failed in the shadow repository: ${firstErrorLine(run)}`);
      return run.stdout;
    };
    await runGit(
      { top: dir, gitDir: target.gitDir },
      ['init', '--quiet', '--bare', target.gitDir],
      { ...LIMITS, env, pin: false },
    );

    const touched = changes.filter((c) => c.before !== null);
    const files = await Promise.all(
      touched.map(async (c, i) => {
        const file = join(dir, `base-${i}`);
        await writeFile(file, (c.before as { text: string }).text);
        return file;
      }),
    );
    const ids =
      touched.length === 0
        ? []
        : (
            await git(
              ['hash-object', '-w', '--no-filters', '--stdin-paths'],
              `${files.join('\n')}\n`,
            )
          )
            .toString('latin1')
            .trim()
            .split('\n');
    const records = touched
      .map((c, i) => `${(c.before as { mode: string }).mode} ${ids[i]}\t${c.path}\0`)
      .join('');
    if (records.length > 0) await git(['update-index', '-z', '--index-info'], records);
    await git(['apply', '--cached', '--whitespace=nowarn', '-'], diff);

    const shadow = await readIndex(git);
    const entries = new Map<string, InventoryEntry>(base.entries);
    for (const c of changes) entries.delete(c.path);
    for (const [path, entry] of shadow) {
      if (!changes.some((c) => c.path === path))
        throw mismatch(`git's result has ${path}, which the patch does not touch`);
      entries.set(path, entry);
    }
    return snapshotId(entries, 'blake3');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The shadow index's files with BLAKE3 blob ids of their content, as read back from git. */
async function readIndex(
  git: (args: string[], stdin?: string) => Promise<Buffer>,
): Promise<Map<string, InventoryEntry>> {
  const listing = await git(['ls-files', '--stage', '-z']);
  const rows: Array<{ mode: string; oid: string; path: string }> = [];
  for (const record of listing
    .toString('latin1')
    .split('\0')
    .filter((r) => r.length > 0)) {
    const match = /^(\d{6}) ([0-9a-f]{40}) 0\t([\s\S]+)$/.exec(record);
    const path = match ? decodeUtf8Name(Buffer.from(match[3] as string, 'latin1')) : undefined;
    if (!match || path === undefined)
      throw mismatch('git listed an index entry PatchProof cannot read');
    rows.push({ mode: match[1] as string, oid: match[2] as string, path });
  }
  const contents =
    rows.length === 0
      ? Buffer.alloc(0)
      : await git(['cat-file', '--batch'], `${rows.map((r) => r.oid).join('\n')}\n`);
  const entries = new Map<string, InventoryEntry>();
  let offset = 0;
  for (const row of rows) {
    const end = contents.indexOf(0x0a, offset);
    const header = /^([0-9a-f]{40}) blob (\d+)$/.exec(
      contents.subarray(offset, end).toString('latin1'),
    );
    if (!header || header[1] !== row.oid || (row.mode !== '100644' && row.mode !== '100755'))
      throw mismatch(`git's result for ${row.path} is not a regular text file`);
    const size = Number(header[2]);
    const bytes = contents.subarray(end + 1, end + 1 + size);
    offset = end + 1 + size + 1;
    entries.set(row.path, { mode: row.mode, id: blobId(bytes, 'blake3'), size });
  }
  return entries;
}

function mismatch(why: string): LandingError {
  return new LandingError(
    'ShadowMismatch',
    `${why}; the shadow check cannot confirm the patch, so nothing was written`,
  );
}
