// `patchproof gate --gitlab` and `--junit`, from the outcome on (the gate's HTTP path to the
// service is the same as with --github, tested end to end in test/e2e/gate-github.test.ts):
// the commit status and one merge request note against a stand-in of GitLab's API, only the
// token user's own note ever updated; and a JUnit report that GitLab and PatchProof's own
// JUnit reader both read, hostile text included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GateOutcome, gateSummary } from '../../src/core/ci/gate-summary.js';
import { junitReport } from '../../src/core/ci/junit-report.js';
import { parseJUnit } from '../../src/core/reports/junit.js';
import { gitLabTarget, reportToGitLab } from '../../src/cli/forge/gitlab.js';
import { type GitLabStandIn, startGitLabStandIn } from '../support/gitlab-stand-in.js';

const SHA = 'e'.repeat(40);
const RECEIPT = 'https://patchproof.example.org/v1/receipts/sha256:' + '1'.repeat(64);
const phase = (
  name: string,
  outcome: string,
  reasons: Array<{ code: string; detail: string }> = [],
) => ({
  name,
  outcome,
  classification: outcome === 'fail' ? 'TEST_FAILURE' : null,
  tests: {
    executed: 2,
    passed: outcome === 'pass' ? 2 : 1,
    failed: outcome === 'pass' ? 0 : 1,
    errored: 0,
    skipped: 0,
  },
  reasons,
});
const PASS: GateOutcome = {
  project: 'calc',
  exitCode: 0,
  verdict: 'PASS',
  proofGrade: true,
  receiptUrl: RECEIPT,
  proposal: `sha256:${'2'.repeat(64)}`,
  phases: [
    phase('baseline', 'pass'),
    phase('patched', 'pass'),
    phase('regression', 'pass'),
    phase('hidden', 'pass'),
  ],
  error: null,
  whyNotProofGrade: [],
};
const HOSTILE = 'x"]]></failure><testcase name="forged"/>&\u0001\ud800';
const FAIL: GateOutcome = {
  ...PASS,
  exitCode: 1,
  verdict: 'FAIL',
  proofGrade: false,
  phases: [
    phase('baseline', 'pass'),
    phase('patched', 'fail', [{ code: 'TargetFailed', detail: HOSTILE }]),
    phase('regression', 'pass'),
    phase('hidden', 'pass'),
  ],
};

describe('gate --gitlab against a stand-in of GitLab', () => {
  let gitlab: GitLabStandIn;
  const env = () => ({
    CI_API_V4_URL: gitlab.url,
    CI_PROJECT_ID: '42',
    CI_COMMIT_SHA: SHA,
    CI_MERGE_REQUEST_IID: '9',
    PATCHPROOF_GITLAB_TOKEN: 'glpat-standin',
  });
  beforeAll(async () => {
    gitlab = await startGitLabStandIn('42', 'glpat-standin', 'project_42_bot');
  });
  afterAll(async () => {
    await gitlab?.close();
  });

  it('a PASS sets a success status linking the receipt and posts one note; a FAIL then fails it and updates that note', async () => {
    // Someone else's note that starts with the marker: never edited, never taken for the gate's.
    gitlab.notes.push({
      id: 1,
      body: '<!-- patchproof-gate:calc -->\n### PatchProof: PASS, proof grade yes\n',
      mergeRequest: 9,
      author: { username: 'mallory' },
    });
    const target = gitLabTarget(env());
    expect(await reportToGitLab(target, gateSummary(PASS), RECEIPT)).toEqual([
      'commit status success on eeeeeeeeeeee',
      'posted the note on merge request !9',
    ]);
    expect(gitlab.statuses).toEqual([
      {
        sha: SHA,
        state: 'success',
        name: 'patchproof/calc',
        description: 'PatchProof: PASS, proof grade yes',
        target_url: RECEIPT,
      },
    ]);
    expect(await reportToGitLab(target, gateSummary(FAIL), RECEIPT)).toEqual([
      'commit status failed on eeeeeeeeeeee',
      'updated the note on merge request !9',
    ]);
    expect(gitlab.statuses.map((s) => s.state)).toEqual(['success', 'failed']);
    expect(gitlab.notes.map((n) => n.author.username)).toEqual(['mallory', 'project_42_bot']);
    expect(gitlab.notes[0]?.body).toContain('PASS');
    expect(gitlab.notes[1]?.body).toContain('### PatchProof: FAIL, proof grade no');
  });

  it('a gate that could not decide is a failed status on GitLab, which has no error state', async () => {
    const target = gitLabTarget(env());
    await reportToGitLab(
      target,
      gateSummary({
        ...PASS,
        exitCode: 3,
        verdict: null,
        proofGrade: null,
        phases: [],
        receiptUrl: null,
        error: { code: 'Timeout', message: 'no approval' },
      }),
      null,
    );
    expect(gitlab.statuses.at(-1)).toEqual({
      sha: SHA,
      state: 'failed',
      name: 'patchproof/calc',
      description: 'PatchProof could not finish: Timeout',
    });
  });

  it('names what is missing from the environment before anything is sent', () => {
    expect(() => gitLabTarget({ ...env(), PATCHPROOF_GITLAB_TOKEN: '' })).toThrow(
      /--gitlab needs PATCHPROOF_GITLAB_TOKEN/,
    );
    expect(() => gitLabTarget({ ...env(), CI_PROJECT_ID: '../1' })).toThrow(
      /CI_PROJECT_ID is a number/,
    );
    expect(gitLabTarget({ ...env(), CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: 'f'.repeat(40) }).sha).toBe(
      'f'.repeat(40),
    );
  });
});

describe('gate --junit', () => {
  it("one case per phase and one for the gate; PatchProof's own JUnit reader reads it back", () => {
    const report = parseJUnit(junitReport(PASS));
    expect(report.tests.map((t) => [t.id, t.status])).toEqual([
      ['patchproof::phase baseline', 'passed'],
      ['patchproof::phase patched', 'passed'],
      ['patchproof::phase regression', 'passed'],
      ['patchproof::phase hidden', 'passed'],
      ['patchproof::gate', 'passed'],
    ]);
  });

  it('hostile reason text stays inside its failure: no forged test case, no broken XML', () => {
    const xml = junitReport(FAIL);
    const report = parseJUnit(xml);
    expect(report.tests.map((t) => [t.id, t.status])).toEqual([
      ['patchproof::phase baseline', 'passed'],
      ['patchproof::phase patched', 'failed'],
      ['patchproof::phase regression', 'passed'],
      ['patchproof::phase hidden', 'passed'],
      ['patchproof::gate', 'failed'],
    ]);
    expect(xml).not.toContain('\u0001');
    expect(xml).toContain('&lt;testcase name=&quot;forged&quot;/&gt;');
  });
});
