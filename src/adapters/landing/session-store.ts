/**
 * The session store port (src/app/landing) in a workspace's state folder: checkpoint trees
 * (checkpoint-store.ts) and exported envelopes (`exports/<hex>.patch`, or a file the user
 * names outside the repository). Ending a session removes all of them; the working tree is
 * never touched here.
 */
import { mkdir, realpath, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { SessionStore } from '../../app/landing/workspace-ports.js';
import { PatchProofError } from '../../core/errors.js';
import { writeFileAtomic } from '../fs/index.js';
import { loadCheckpoint, saveCheckpoint, saveDerivedCheckpoint } from './checkpoint-store.js';

/** The sessions of the repository at `root`, kept in its state folder `stateDir`. */
export function sessionStore(root: string, stateDir: string): SessionStore {
  return {
    // The tree is the repository at `root` (its symlinks' targets are read from there).
    saveCheckpoint: (tree) =>
      saveCheckpoint(stateDir, {
        root,
        snapshot: tree.snapshot,
        readFile: (path) => tree.readFile(path),
      }),
    saveDerivedCheckpoint: (base, changes) => saveDerivedCheckpoint(stateDir, base, changes),
    loadCheckpoint: (id) => loadCheckpoint(stateDir, id),
    async writeEnvelope(bytes, hash, out) {
      const exports = join(stateDir, 'exports');
      await mkdir(exports, { recursive: true, mode: 0o700 });
      const path =
        out === undefined
          ? join(exports, `${hash.slice('sha256:'.length)}.patch`)
          : await outsideOf(root, out);
      await writeFileAtomic(path, bytes, 0o644);
      return path;
    },
    async removeAll() {
      for (const name of ['objects', 'trees', 'exports'])
        await rm(join(stateDir, name), { recursive: true, force: true });
    },
  };
}

/**
 * `--out` must be outside the repository: an envelope inside it would itself be a local change
 * (and could overwrite a tracked file), and no session command but apply writes the tree.
 */
async function outsideOf(root: string, out: string): Promise<string> {
  const path = resolve(out);
  const folder = await realpath(dirname(path)).catch(() => {
    throw new PatchProofError(
      'UsageError',
      `cannot write the envelope to ${out}: its folder does not exist; pass --out <file> in an existing folder`,
    );
  });
  const rel = relative(root, join(folder, basename(path)));
  if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))) {
    throw new PatchProofError(
      'UsageError',
      `--out ${out} is inside the repository; write the envelope outside it (inside, it would be a local change of its own)`,
    );
  }
  return path;
}
