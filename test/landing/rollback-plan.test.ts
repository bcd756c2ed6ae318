// What a rollback does with each path, decided from what is on disk: put back only what the
// apply itself made, never someone else's content; and the permission rules of a mode change.
import { describe, expect, it } from 'vitest';
import { type JournalFile, modeOfPerm, permForMode } from '../../src/core/landing/journal.js';
import {
  allApplied,
  type Observation,
  rollbackAction,
} from '../../src/core/landing/rollback-plan.js';

const OLD = 'a'.repeat(64);
const NEW = 'b'.repeat(64);
const OTHER = 'c'.repeat(64);
const original = {
  mode: '100644',
  sha256: OLD,
  size: 3,
  perm: 0o640,
  uid: 1000,
  gid: 1000,
} as const;
const update: JournalFile = {
  path: 'f',
  before: original,
  after: { mode: '100644', sha256: NEW, size: 4 },
};
const add: JournalFile = {
  path: 'n',
  before: null,
  after: { mode: '100755', sha256: NEW, size: 4 },
};
const del: JournalFile = { path: 'd', before: original, after: null };
const chmod: JournalFile = {
  path: 'x',
  before: original,
  after: { mode: '100755', sha256: OLD, size: 3 },
};

const absent: Observation = { kind: 'absent' };
const other: Observation = { kind: 'other' };
const file = (sha256: string, perm: number): Observation => ({ kind: 'file', sha256, perm });

describe('rollbackAction', () => {
  it('an updated file: keep the original, restore our write or a missing file, never touch a third content', () => {
    expect(rollbackAction(update, file(OLD, 0o640))).toBe('keep');
    expect(rollbackAction(update, file(NEW, 0o640))).toBe('restore');
    expect(rollbackAction(update, absent)).toBe('restore');
    expect(rollbackAction(update, file(OTHER, 0o640))).toBe('conflict');
    expect(rollbackAction(update, other)).toBe('conflict');
    // Original bytes with other permission bits that are not ours: someone chmodded it.
    expect(rollbackAction(update, file(OLD, 0o600))).toBe('conflict');
  });

  it('an added file: remove only our content; absent is already as before', () => {
    expect(rollbackAction(add, absent)).toBe('keep');
    expect(rollbackAction(add, file(NEW, 0o755))).toBe('remove');
    expect(rollbackAction(add, file(NEW, 0o644))).toBe('conflict');
    expect(rollbackAction(add, file(OTHER, 0o755))).toBe('conflict');
  });

  it('a deleted file: restore it when missing', () => {
    expect(rollbackAction(del, absent)).toBe('restore');
    expect(rollbackAction(del, file(OLD, 0o640))).toBe('keep');
    expect(rollbackAction(del, file(OTHER, 0o640))).toBe('conflict');
  });

  it('a mode change: the same bytes with our execute bits are ours to restore', () => {
    expect(rollbackAction(chmod, file(OLD, 0o750))).toBe('restore');
    expect(rollbackAction(chmod, file(OLD, 0o640))).toBe('keep');
  });
});

describe('allApplied', () => {
  it('is true only when every path holds exactly what the apply wrote', () => {
    const files = [update, add, del];
    expect(allApplied(files, [file(NEW, 0o640), file(NEW, 0o755), absent])).toBe(true);
    expect(allApplied(files, [file(NEW, 0o640), absent, absent])).toBe(false);
    expect(allApplied(files, [file(OLD, 0o640), file(NEW, 0o755), absent])).toBe(false);
  });
});

describe('permission bits', () => {
  it('execute bits follow the read bits, as git does, and nothing else changes', () => {
    expect(permForMode(0o644, '100755')).toBe(0o755);
    expect(permForMode(0o600, '100755')).toBe(0o700);
    expect(permForMode(0o640, '100755')).toBe(0o750);
    expect(permForMode(0o755, '100644')).toBe(0o644);
    expect(permForMode(0o4755, '100644')).toBe(0o4644);
    expect(permForMode(0o640, '100644')).toBe(0o640);
    expect(modeOfPerm(0o700)).toBe('100755');
    expect(modeOfPerm(0o670)).toBe('100644');
  });
});
