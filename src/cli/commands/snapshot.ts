/**
 * `patchproof snapshot <dir> [--json] [--git-tree]`: the workspace's ws1 snapshot ID
 * (PROTOCOL 2.1, 7). `--git-tree` also prints the SHA-1 twin of the same walk, which
 * equals what `git add -A && git write-tree` gives, so anyone can check the ID's input.
 */
import { readSnapshot } from '../../adapters/repo/index.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { defineCommand, JSON_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';

export const SNAPSHOT = defineCommand({
  name: 'snapshot',
  summary: "print a folder's snapshot ID (ws1_…), what a proposal's base and result are",
  usage: ['<dir> [--git-tree] [--json]'],
  options: {
    'git-tree': {
      type: 'boolean',
      doc: 'also print the SHA-1 twin of the same walk, equal to "git add -A && git write-tree"',
    },
    json: JSON_OPTION,
  },
  positionals: 1,
  exits: [
    [0, 'printed'],
    [2, 'the folder cannot be read as a snapshot (the code says why)'],
  ],
  notes: [
    'Inside a Git work tree the snapshot is what "git add -A" would commit; elsewhere every file but .git/.',
  ],
  example: 'patchproof snapshot examples/calculator --git-tree',
});

export async function snapshotCommand(args: string[], io: Io): Promise<number> {
  let json = args.includes('--json');
  try {
    const { values, positionals } = parseCommand(args, SNAPSHOT);
    json = values.json ?? false;
    const dir = positionals[0];
    if (!dir)
      throw new UsageError('snapshot needs a directory: patchproof snapshot <dir>', SNAPSHOT.name);
    const snapshot = await readSnapshot(dir);
    const gitTree = values['git-tree']
      ? (await readSnapshot(dir, { algorithm: 'sha1' })).id.slice('ws1_'.length)
      : undefined;
    let bytes = 0;
    for (const entry of snapshot.entries.values()) bytes += entry.size;
    if (json) {
      printJson(io, {
        snapshot: snapshot.id,
        files: snapshot.entries.size,
        bytes,
        ...(gitTree ? { gitTree } : {}),
      });
    } else {
      io.out(snapshot.id);
      if (gitTree) io.out(`git-tree ${gitTree}`);
    }
    return EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    if (json) printJson(io, { error: wire });
    printError(io, wire, 'snapshot failed');
    return EXIT.refused;
  }
}
