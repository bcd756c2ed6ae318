/**
 * The workspace as `patchproof session ui` shows it: its session state, checkpoints, pending
 * export and lock, read without holding the workspace (a viewer must never make a user's
 * apply or session command WorkspaceBusy), and watched: each change becomes one line of what
 * the protocol answered (a session started, an export is pending, the checkpoint advanced, a
 * rollback locked the tree). It settles nothing and writes nothing in the repository (opening
 * a workspace for the first time creates its state folder, outside the repository, as every
 * session command does).
 */
import { watch, type FSWatcher } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { lockRecordSchema, parseRecord, sessionRecordSchema } from '../../core/landing/records.js';
import {
  type LockRecord,
  type SessionRecord,
  type SessionState,
  sessionState,
} from '../../core/landing/session-state.js';
import type { SnapshotId } from '../../core/snapshot/inventory.js';
import { readSnapshot } from '../repo/index.js';
import { openWorkspaceState } from './workspace-state.js';

export interface Observation {
  readonly root: string;
  readonly state: SessionState;
  readonly live: SnapshotId | null;
  readonly session: SessionRecord | null;
  readonly lock: LockRecord | null;
  /** Checkpoint trees saved in this session, oldest first. */
  readonly checkpoints: readonly { readonly id: string; readonly savedAt: string }[];
  /** Envelopes exported into the state folder. */
  readonly exports: readonly string[];
  /** What could not be read this time (the tree mid-write, say); the rest is shown. */
  readonly problem: string | null;
}

export interface Answer {
  readonly at: string;
  readonly state: SessionState;
  readonly text: string;
}

/** The workspace now. */
export async function observeWorkspace(repoDir: string): Promise<Observation> {
  const workspace = await openWorkspaceState(repoDir);
  const read = async <T>(file: string, parse: (text: string) => T): Promise<T | null> => {
    const text = await readFile(join(workspace.dir, file), 'utf8').catch(() => null);
    return text === null ? null : parse(text);
  };
  let problem: string | null = null;
  const [session, lock] = await Promise.all([
    read('session.json', (t) => parseRecord(t, sessionRecordSchema, 'session.json')).catch(
      () => ((problem = 'the session record could not be read'), null),
    ),
    read('locked.json', (t) => parseRecord(t, lockRecordSchema, 'locked.json')).catch(
      () => ((problem = 'the lock record could not be read'), null),
    ),
  ]);
  const live = await readSnapshot(workspace.root).then(
    (s) => s.id,
    (error: Error) => (
      (problem = `the working tree could not be read (${error.message.slice(0, 120)})`),
      null
    ),
  );
  const trees = await readdir(join(workspace.dir, 'trees')).catch(() => [] as string[]);
  const checkpoints = await Promise.all(
    trees
      .filter((n) => /^ws1_[0-9a-f]{64}\.json$/.test(n))
      .map(async (n) => ({
        id: n.slice(0, -5),
        savedAt: (await stat(join(workspace.dir, 'trees', n))).mtime.toISOString(),
      })),
  );
  const exports = (await readdir(join(workspace.dir, 'exports')).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.patch'))
    .sort();
  // An unreadable tree is not at its checkpoint as far as anyone can tell: Dirty (PendingExport and Locked do not depend on it).
  const state = sessionState({ session, lock, live: live ?? ('unreadable' as SnapshotId) });
  return {
    root: workspace.root,
    state,
    live,
    session,
    lock,
    checkpoints: checkpoints.sort((a, b) => a.savedAt.localeCompare(b.savedAt)),
    exports,
    problem,
  };
}

/** The protocol's answer that turned `before` into `after`, in words; null when nothing a user acts on changed. */
export function answerBetween(
  before: Observation | null,
  after: Observation,
  at: string,
): Answer | null {
  const say = (text: string): Answer => ({ at, state: after.state, text });
  if (!before) return say(`watching ${after.root}: ${after.state}`);
  if (!before.lock && after.lock) return say(`Locked: ${after.lock.reason}`);
  if (before.lock && !after.lock) return say('unlocked');
  if (!before.session && after.session)
    return say(`session started at checkpoint ${after.session.checkpoint}`);
  if (before.session && !after.session) return say('session ended');
  if (!before.session?.pending && after.session?.pending)
    return say(
      `export pending: envelope ${after.session.pending.envelope} (${after.session.pending.base} → ${after.session.pending.result})`,
    );
  if (before.session?.pending && !after.session?.pending) {
    return before.session.checkpoint !== after.session?.checkpoint
      ? say(`export acknowledged: the checkpoint is now ${after.session?.checkpoint ?? '?'}`)
      : say('export discarded');
  }
  if (before.session && after.session && before.session.checkpoint !== after.session.checkpoint)
    return say(`checkpoint advanced to ${after.session.checkpoint}`);
  if (before.state !== after.state)
    return say(
      after.state === 'Dirty'
        ? `local changes: the tree is ${after.live ?? '?'}`
        : `${after.state}: the tree is back at its checkpoint`,
    );
  if (before.live !== after.live && after.state === 'Dirty')
    return say(`local changes: the tree is ${after.live ?? '?'}`);
  return null;
}

/**
 * Watches the workspace: observes it every `pollMs` (sooner when its state folder changes)
 * and calls `onChange` with each new observation and the answer it brings. `stop()` ends it.
 */
export function watchWorkspace(
  repoDir: string,
  onChange: (observation: Observation, answer: Answer | null) => void,
  pollMs = 1000,
): { stop(): void } {
  let last: Observation | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  let running = false;
  const tick = async (): Promise<void> => {
    if (stopped || running) return;
    running = true;
    try {
      const now = await observeWorkspace(repoDir);
      if (!last || JSON.stringify(now) !== JSON.stringify(last)) {
        const answer = answerBetween(last, now, new Date().toISOString());
        last = now;
        onChange(now, answer);
      }
    } catch {
      // The next tick tries again: a viewer does not stop over one unreadable moment.
    } finally {
      running = false;
      if (!stopped) timer = setTimeout(() => void tick(), pollMs);
    }
  };
  void openWorkspaceState(repoDir).then(
    (w) => {
      if (stopped) return;
      watcher = watch(w.dir, { persistent: false }, () => {
        clearTimeout(timer);
        void tick();
      });
      watcher.on('error', () => undefined);
    },
    () => undefined,
  );
  void tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
