// The session state machine (issue 7): every state is derived as documented, every step is
// allowed from exactly the states it may start from, and every other pairing is refused with
// the code that names the reason. Pure: no disk.
import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  afterApply,
  discardExport,
  guard,
  type LockRecord,
  type SessionRecord,
  type SessionState,
  sessionState,
  type SessionStep,
  startSession,
  withPendingExport,
} from '../../src/core/landing/session-state.js';

const A = `ws1_${'a'.repeat(64)}` as const;
const B = `ws1_${'b'.repeat(64)}` as const;
const C = `ws1_${'c'.repeat(64)}` as const;
const HASH = `sha256:${'e'.repeat(64)}` as const;
const lock: LockRecord = { version: 1, since: 't', reason: 'r', paths: ['x'], journal: '/j' };
const clean: SessionRecord = startSession(A, '2026-12-01T00:00:00Z');
const pending = withPendingExport(clean, { envelope: HASH, base: A, result: B, createdAt: 't' });

describe('sessionState', () => {
  it('derives each of the five states from what is stored and the live tree', () => {
    expect(sessionState({ session: null, lock: null, live: A })).toBe('NoSession');
    expect(sessionState({ session: clean, lock: null, live: A })).toBe('Clean');
    expect(sessionState({ session: clean, lock: null, live: B })).toBe('Dirty');
    expect(sessionState({ session: pending, lock: null, live: B })).toBe('PendingExport');
    // A lock outranks everything, with or without a session.
    expect(sessionState({ session: pending, lock, live: B })).toBe('Locked');
    expect(sessionState({ session: null, lock, live: A })).toBe('Locked');
  });
});

// The whole table: the code each step gets in each state, or null where it is allowed.
const TABLE: Record<SessionStep, Record<SessionState, string | null>> = {
  start: {
    NoSession: null,
    Clean: 'SessionExists',
    Dirty: 'SessionExists',
    PendingExport: 'SessionExists',
    Locked: 'WorkspaceLocked',
  },
  export: {
    NoSession: 'NoSession',
    Clean: 'NothingToExport',
    Dirty: null,
    PendingExport: 'ExportPending',
    Locked: 'WorkspaceLocked',
  },
  ack: {
    NoSession: 'NoSession',
    Clean: 'NoPendingExport',
    Dirty: 'NoPendingExport',
    PendingExport: null,
    Locked: 'WorkspaceLocked',
  },
  discard: {
    NoSession: 'NoSession',
    Clean: 'NoPendingExport',
    Dirty: 'NoPendingExport',
    PendingExport: null,
    Locked: 'WorkspaceLocked',
  },
  end: {
    NoSession: 'NoSession',
    Clean: null,
    Dirty: null,
    PendingExport: 'ExportPending',
    Locked: 'WorkspaceLocked',
  },
  apply: {
    NoSession: null,
    Clean: null,
    Dirty: 'SessionDirty',
    PendingExport: 'ExportPending',
    Locked: 'WorkspaceLocked',
  },
};

describe('guard', () => {
  for (const [step, row] of Object.entries(TABLE) as Array<
    [SessionStep, Record<SessionState, string | null>]
  >) {
    for (const [state, code] of Object.entries(row) as Array<[SessionState, string | null]>) {
      it(`${step} from ${state}: ${code ?? 'allowed'}`, () => {
        if (code === null) expect(() => guard(step, state)).not.toThrow();
        else
          expect(() => guard(step, state)).toThrow(
            expect.objectContaining({ code, details: { step, state } }),
          );
      });
    }
  }
});

describe('transitions', () => {
  it('start: the live tree is the checkpoint, nothing pending', () => {
    expect(startSession(C, 'now')).toEqual({
      version: 1,
      checkpoint: C,
      startedAt: 'now',
      pending: null,
    });
  });

  it('export: the pending envelope is recorded against the checkpoint only', () => {
    expect(pending.pending?.envelope).toBe(HASH);
    expect(pending.checkpoint).toBe(A);
    expect(() =>
      withPendingExport(clean, { envelope: HASH, base: B, result: C, createdAt: 't' }),
    ).toThrow(TypeError);
  });

  it('ack: advances the checkpoint to the result, only for the exact envelope hash', () => {
    expect(acknowledge(pending, HASH)).toEqual({ ...clean, checkpoint: B, pending: null });
    expect(() => acknowledge(pending, `sha256:${'f'.repeat(64)}`)).toThrow(
      expect.objectContaining({ code: 'AckMismatch' }),
    );
    expect(() => acknowledge(clean, HASH)).toThrow(
      expect.objectContaining({ code: 'NoPendingExport' }),
    );
  });

  it('discard: drops the export and keeps the checkpoint', () => {
    expect(discardExport(pending)).toEqual(clean);
  });

  it('apply: a clean session follows the tree from the checkpoint to the result, from nowhere else', () => {
    expect(afterApply(clean, A, C).checkpoint).toBe(C);
    expect(() => afterApply(clean, B, C)).toThrow(TypeError);
  });
});
