// acceptedFindings (issue 35): environment findings a reviewer accepts, named `Code@path:line`.
// Part of the approval hash when present, one form per set, refused when not a finding key;
// and a receipt claiming proof grade verifies only when every finding is accepted.
import { describe, expect, it } from 'vitest';
import { approve } from '../../src/core/execution/approval.js';
import type { TypedHash } from '../../src/core/hash/typed-hash.js';
import { findingKey } from '../../src/core/intake/environment-findings.js';
import type { SnapshotId } from '../../src/core/snapshot/inventory.js';

const base = {
  proposal: `sha256:${'a'.repeat(64)}` as TypedHash,
  run: 'run_1',
  snapshot: `ws1_${'b'.repeat(64)}` as SnapshotId,
  actor: 'rev@example',
  approvedAt: '2026-12-07T12:00:00Z',
};

describe('acceptedFindings in the approval', () => {
  it('is bound by the hash, and none at all hashes as before the field existed', () => {
    const plain = approve(base);
    expect(approve({ ...base, acceptedFindings: [] }).hash).toBe(plain.hash);
    const key = findingKey({ code: 'EnvironmentProbe', path: 'src/m.py', line: 7 });
    expect(key).toBe('EnvironmentProbe@src/m.py:7');
    const accepting = approve({ ...base, acceptedFindings: [key] });
    expect(accepting.hash).not.toBe(plain.hash);
    expect(accepting.object.acceptedFindings).toEqual([key]);
  });

  it('has one form per set', () => {
    const a = approve({
      ...base,
      acceptedFindings: [
        'EnvironmentProbe@b.py:2',
        'BuildConstraint@a.go:1',
        'EnvironmentProbe@b.py:2',
      ],
    });
    expect(a.object.acceptedFindings).toEqual([
      'BuildConstraint@a.go:1',
      'EnvironmentProbe@b.py:2',
    ]);
  });

  it.each([
    ['m.py:7'],
    ['Other@m.py:7'],
    ['EnvironmentProbe@m.py'],
    ['EnvironmentProbe@m.py:0'],
    ['EnvironmentProbe@two\nlines.py:3'],
  ])('refuses %j with InvalidApproval', (key) => {
    expect(() => approve({ ...base, acceptedFindings: [key] })).toThrow(
      expect.objectContaining({ code: 'InvalidApproval' }),
    );
  });
});
