/**
 * The ports of landing (src/app/landing) on a real working tree: one workspace opened, its
 * state folder (`<data home>/workspaces/<key>/`: records, journal, checkpoints, exports) and
 * the repository folder itself (read through the repo adapter, written through tree-files.ts
 * by apply-writes.ts and rollback.ts). Every port of one workspace shares its root and folder.
 */
import { randomBytes } from 'node:crypto';
import type { TreeReader, TreeWriter } from '../../app/landing/tree-ports.js';
import type { JournalStore, LandingWorkspace } from '../../app/landing/workspace-ports.js';
import { openRepository, readSnapshot, snapshotOfPaths } from '../repo/index.js';
import { planJournal, writeAll } from './apply-writes.js';
import {
  keepJournal,
  readJournal,
  removeJournalLeftovers,
  retireJournal,
  writeJournal,
} from './journal-store.js';
import { rollBack } from './rollback.js';
import { sessionStore } from './session-store.js';
import { observe } from './tree-files.js';
import { openWorkspaceState } from './workspace-state.js';

/** Opens the workspace at `repoDir` (its state folder is created on first use). */
export async function openLandingWorkspace(repoDir: string): Promise<LandingWorkspace> {
  const state = await openWorkspaceState(repoDir);
  const { root, dir } = state;
  return {
    state,
    journal: journalStore(dir),
    sessions: sessionStore(root, dir),
    reader: treeReader(root),
    writer: treeWriter(root, dir),
  };
}

function journalStore(stateDir: string): JournalStore {
  return {
    newId: () => randomBytes(8).toString('hex'),
    write: (journal, originals) => writeJournal(stateDir, journal, originals),
    read: () => readJournal(stateDir),
    removeLeftovers: () => removeJournalLeftovers(stateDir),
    retire: () => retireJournal(stateDir),
    keep: (id) => keepJournal(stateDir, id),
  };
}

function treeReader(root: string): TreeReader {
  return {
    open: () => openRepository(root),
    snapshot: () => readSnapshot(root),
    snapshotOfPaths: (paths) => snapshotOfPaths(root, paths),
    observe: (path) => observe(root, path),
  };
}

/** Writes go to `root`; the originals a rollback restores are read from the journal in `stateDir`. */
function treeWriter(root: string, stateDir: string): TreeWriter {
  return {
    plan: (meta, changes) => planJournal(root, meta, changes),
    writeAll: (planned, afterFirst, progress) => writeAll(root, planned, afterFirst, progress),
    rollBack: (journal, options) => rollBack(root, stateDir, journal, options),
  };
}
