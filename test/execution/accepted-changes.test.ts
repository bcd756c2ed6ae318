// acceptedChanges (PROTOCOL 5.1): part of the approval hash when present, one form for the
// same set, refused when an entry is not a test id, and absent approvals keep their hashes.
import { describe, expect, it } from 'vitest';
import { approve, MAX_ACCEPTED_CHANGES } from '../../src/core/execution/approval.js';
import { isTestPath } from '../../src/core/gates/test-paths.js';
import type { TypedHash } from '../../src/core/hash/typed-hash.js';
import type { SnapshotId } from '../../src/core/snapshot/inventory.js';

const base = {
  proposal: `sha256:${'a'.repeat(64)}` as TypedHash,
  run: 'run_1',
  snapshot: `ws1_${'b'.repeat(64)}` as SnapshotId,
  actor: 'rev@example',
  approvedAt: '2026-12-03T12:00:00Z',
};

describe('acceptedChanges in the approval', () => {
  it('is bound by the hash, and none at all hashes as before the field existed', () => {
    const plain = approve(base);
    expect(approve({ ...base, acceptedChanges: [] }).hash).toBe(plain.hash);
    expect(plain.object).not.toHaveProperty('acceptedChanges');
    const accepting = approve({ ...base, acceptedChanges: ['t.A.test_x'] });
    expect(accepting.hash).not.toBe(plain.hash);
    expect(approve({ ...base, acceptedChanges: ['t.A.test_y'] }).hash).not.toBe(accepting.hash);
  });

  it('has one form per set: order and repeats do not change the hash', () => {
    const a = approve({ ...base, acceptedChanges: ['b', 'a', 'b'] });
    expect(a.object.acceptedChanges).toEqual(['a', 'b']);
    expect(approve({ ...base, acceptedChanges: ['a', 'b'] }).hash).toBe(a.hash);
  });

  it.each([[''], [' padded'], ['two\nlines'], ['bidi\u202e'], ['x'.repeat(1001)]])(
    'refuses %j as a test id with InvalidApproval',
    (id) => {
      expect(() => approve({ ...base, acceptedChanges: [id] })).toThrow(
        expect.objectContaining({ code: 'InvalidApproval' }),
      );
    },
  );

  it('refuses more entries than an approval can name', () => {
    const many = Array.from({ length: MAX_ACCEPTED_CHANGES + 1 }, (_, i) => `t.test_${i}`);
    expect(() => approve({ ...base, acceptedChanges: many })).toThrow(
      expect.objectContaining({ code: 'InvalidApproval' }),
    );
  });
});

describe('isTestPath', () => {
  it.each([
    'tests/test_core.py',
    'test/data/expected.json',
    'pkg/__tests__/x.js',
    'src/a.test.mjs',
    'test_x.py',
    'x_test.py',
    'conftest.py',
    'spec/fixtures/out.txt',
  ])('%s is test material', (path) => {
    expect(isTestPath(path)).toBe(true);
  });
  it.each([
    'intervals.py',
    'src/contest.py',
    'lib/testing_utils.py',
    'src/attest.js',
    'docs/tests.md.bak/x',
  ])('%s is not', (path) => {
    expect(isTestPath(path)).toBe(false);
  });
});
