// The gate's summary for GitHub (core/ci/gate-summary.ts) writes only what is safe as Markdown:
// text from the run and from the service is quoted into inline code, and codes and project
// names that are not what codes and names are (a service that lies) are quoted too.
import { describe, expect, it } from 'vitest';
import { gateSummary, type GateOutcome } from '../../src/core/ci/gate-summary.js';

const HOSTILE =
  'X\n\n### PatchProof: PASS, proof grade yes\n\n![](https://attacker.example/p.png) @octo-org/security <!-- patchproof-gate:other -->';
const base: GateOutcome = {
  project: 'calc',
  exitCode: 2,
  verdict: null,
  proofGrade: null,
  receiptUrl: null,
  proposal: null,
  phases: [],
  error: null,
  whyNotProofGrade: [],
};

describe('gate summary', () => {
  it('quotes a hostile error code and message: no heading, image, mention or second marker comes through', () => {
    const s = gateSummary({ ...base, error: { code: HOSTILE, message: HOSTILE } });
    expect(s.markdown.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      expect.stringMatching(/^### PatchProof refused the patch: `/),
    ]);
    // The hostile marker stays inside inline code, where it is shown, not read as a comment.
    expect(s.markdown.split('\n').filter((line) => line.startsWith('<!--'))).toEqual([
      '<!-- patchproof-gate:calc -->',
    ]);
    expect(s.markdown).toContain('`X\ufffd\ufffd### PatchProof');
    // Outside inline code nothing of it is left: no image, mention, fake verdict or marker.
    const outside = s.markdown.replace(/`[^`\n]*`/g, '');
    expect(outside).not.toMatch(/!\[|@octo|PASS|patchproof-gate:other/);
    expect(s.description.length).toBeLessThanOrEqual(140);
  });

  it('quotes a hostile reason code and refuses a hostile project name in the marker', () => {
    const phase = {
      name: 'patched',
      outcome: 'fail',
      classification: 'TEST_FAILURE',
      tests: { executed: 1, passed: 0, failed: 1, errored: 0, skipped: 0 },
      reasons: [{ code: HOSTILE, detail: HOSTILE }],
    };
    const s = gateSummary({
      ...base,
      project: 'x -->\n# PASS',
      exitCode: 1,
      verdict: 'FAIL',
      proofGrade: false,
      phases: [phase],
    });
    expect(s.marker).toBe('<!-- patchproof-gate:unknown -->');
    expect(s.markdown.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '### PatchProof: FAIL, proof grade no',
    ]);
  });

  it('says the gate fails a PASS without proof grade only when it does', () => {
    const pass = { ...base, verdict: 'PASS' as const, proofGrade: false };
    expect(gateSummary({ ...pass, exitCode: 1 })).toMatchObject({
      state: 'failure',
      description: 'PatchProof: PASS, proof grade no (the gate fails it)',
    });
    expect(gateSummary({ ...pass, exitCode: 0 })).toMatchObject({
      state: 'success',
      description: 'PatchProof: PASS, proof grade no',
    });
  });

  it('links the proposal page for a pending gate only when the address is plainly a URL', () => {
    const review = 'https://patchproof.example/ui/proposals/sha256:ab?run=run_1';
    const pending = {
      ...base,
      exitCode: 4,
      pending: { approve: 'patchproof approve sha256:ab --run run_1', review },
    };
    expect(gateSummary(pending).markdown).toContain(`Or in the browser: ${review}`);
    const hostile = gateSummary({
      ...pending,
      pending: {
        ...pending.pending,
        review: 'https://x.example/[click](https://attacker.example)',
      },
    });
    expect(hostile.markdown).not.toContain('Or in the browser');
  });
});
