// The red team through `patchproof serve` on Docker (PROTOCOL 5.1): the same patches, each
// proposed, approved, executed and published by its own authority. Every attack ends FAIL,
// the honest fixes PASS with proof grade, and no response a proposer can read (the
// validation, its event stream, the public receipt and its reports) carries the hidden tests.
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { MIB, dockerRootDir, largestDrop } from '../support/free-space.js';
import {
  createTokenCli,
  http,
  peakRuns,
  type ServeProcess,
  startServe,
  waitForValidation,
} from '../support/serve-process.js';
import {
  FIXES_THE_BUG,
  hiddenMarks,
  leaked,
  probesOf,
  reasonCodes,
  RED_TEAM,
  SCENARIOS,
} from './support.js';

const ROLES = ['proposer', 'approver', 'executor', 'publisher'] as const;

/** The default cap (PROTOCOL 4) the py-intervals spec keeps: the attack must hold against it. */
const DISK_MIB = 1024;
/** Runs at once: one worker (serve's default), two runs per execution on an isolated runner (execute.ts). */
const RUNS_AT_ONCE = 2;
/**
 * What else may take disk space meanwhile: the service's own writes (its database, the
 * receipt, the operator's hidden record, the host-side copies of a 1 KiB repository) and
 * other writers on a shared disk. Far below what the attack writes uncapped (4 GiB per run).
 */
const SLACK_BYTES = 256 * MIB;

describe.skipIf(skipDocker)(suiteName('red team through the service on Docker'), () => {
  requireEngine();
  let root: string;
  let serve: ServeProcess;
  let tokens: Record<(typeof ROLES)[number], string>;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'pp-redteam-serve-'));
    const projects: Record<string, unknown> = {};
    for (const s of [...RED_TEAM, { name: 'py-integrity' }]) {
      await cp(join(SCENARIOS, s.name), join(root, s.name), { recursive: true });
      projects[s.name] = { repository: `${s.name}/repo`, spec: `${s.name}/spec/patchproof.json` };
    }
    await writeFile(
      join(root, 'patchproof-projects.json'),
      JSON.stringify({ version: 1, projects }),
    );
    const env = { DATABASE_URL: '', XDG_DATA_HOME: join(root, 'xdg') };
    const data = join(root, 'data');
    tokens = Object.fromEntries(
      ROLES.map((role) => [role, createTokenCli(role, `${role}-redteam`, env, data)]),
    ) as typeof tokens;
    serve = await startServe(['--repos-root', root, '--data', data], env);
  }, 180_000);
  afterAll(async () => {
    await serve?.stop();
    await rm(root, { recursive: true, force: true });
  });

  /** The whole flow for one patch; what the proposer could read along the way, and the receipt. */
  async function flow(project: string, patch: string, acceptedChanges?: string[]) {
    const run = await http(serve.url, 'POST', '/v1/runs', tokens.proposer, { project });
    expect(run.status).toBe(201);
    const text = await readFile(join(root, project, 'patches', `${patch}.patch`), 'utf8');
    const proposal = await http(
      serve.url,
      'POST',
      `/v1/runs/${run.json.id}/proposals`,
      tokens.proposer,
      text,
    );
    expect(proposal.status, JSON.stringify(proposal.json)).toBe(201);
    const approval = await http(
      serve.url,
      'POST',
      `/v1/proposals/${proposal.json.hash}/approvals`,
      tokens.approver,
      {
        run: run.json.id,
        snapshot: proposal.json.base,
        ...(acceptedChanges ? { acceptedChanges } : {}),
      },
    );
    expect(approval.status).toBe(201);
    const queued = await http(
      serve.url,
      'POST',
      `/v1/runs/${run.json.id}/validations`,
      tokens.executor,
      { approval: approval.json.hash },
    );
    expect(queued.status).toBe(202);
    const id = queued.json.id as string;
    const done = await waitForValidation(
      serve.url,
      tokens.executor,
      id,
      (v) => v.state === 'completed' || v.state === 'failed',
      150_000,
    );
    const published = await http(
      serve.url,
      'POST',
      `/v1/validations/${id}/publish`,
      tokens.publisher,
    );
    expect(published.status).toBe(201);
    const digest = published.json.receipt as string;
    const receipt = new TextDecoder().decode(
      (await http(serve.url, 'GET', `/v1/receipts/${digest}`, null)).bytes,
    );
    const events = await (
      await fetch(`${serve.url}/v1/validations/${id}/events`, {
        headers: { authorization: `Bearer ${tokens.proposer}` },
      })
    ).text();
    const seen = [
      JSON.stringify((await http(serve.url, 'GET', `/v1/validations/${id}`, tokens.proposer)).json),
      events,
      receipt,
      await (await fetch(`${serve.url}/v1/receipts/${digest}/report?lang=en`)).text(),
      await (await fetch(`${serve.url}/v1/receipts/${digest}/report?lang=zh`)).text(),
    ].join('\n');
    return { done, receipt, seen };
  }

  for (const scenario of RED_TEAM) {
    describe(scenario.name, () => {
      it('the honest fix PASSes with proof grade', async () => {
        const { done, receipt } = await flow(scenario.name, 'honest');
        expect(done).toMatchObject({ state: 'completed', verdict: 'PASS', proofGrade: true });
        if (scenario.probes)
          expect(probesOf(receipt)).toEqual({
            probes: { cases: 3, passed: 3 },
            evidence: 'probes',
          });
      }, 180_000);

      it.each(Object.entries(scenario.attacks))(
        '%s ends FAIL and nothing hidden reaches the proposer',
        async (attack, [phase, code]) => {
          const { done, receipt, seen } = await flow(scenario.name, attack);
          expect(done).toMatchObject({ state: 'completed', verdict: 'FAIL', proofGrade: false });
          expect(reasonCodes(receipt, phase)).toContain(code);
          if (scenario.probes && !FIXES_THE_BUG.has(attack))
            expect(reasonCodes(receipt, 'hidden')).toContain('ProbesFailed');
          expect(leaked(seen, await hiddenMarks(scenario.name))).toEqual([]);
          // The operator keeps the hidden phase whole, readable by the operator's user only.
          const records = join(root, 'xdg', 'patchproof', 'operator', 'hidden');
          const run = (JSON.parse(receipt) as { run: string }).run;
          const mine = (await readdir(records)).filter((f) => f.startsWith(`${run}-`));
          expect(mine).toHaveLength(1);
          const record = join(records, mine[0] as string);
          expect((await stat(record)).mode & 0o777).toBe(0o600);
          if (phase === 'hidden') expect(await readFile(record, 'utf8')).toContain(code);
        },
        180_000,
      );
    });
  }

  // Issue 15 through the service: a weakened test, a consented behaviour change, a disk fill, a shadowing module.
  describe('test integrity, bounded disk and shadowed modules', () => {
    it('a weakened test ends FAIL with RegressionLost; the reviewer naming it lets it through', async () => {
      const weakened = await flow('py-integrity', 'weakened-loosened');
      expect(weakened.done).toMatchObject({
        state: 'completed',
        verdict: 'FAIL',
        proofGrade: false,
      });
      expect(reasonCodes(weakened.receipt, 'regression')).toContain('RegressionLost');
      const id = 'test_intervals.MergeTest.test_rejects_reversed';
      const consented = await flow('py-integrity', 'honest-updated-test', [id]);
      expect(consented.done).toMatchObject({
        state: 'completed',
        verdict: 'PASS',
        proofGrade: true,
      });
      expect(
        (JSON.parse(consented.receipt) as { approval: { acceptedChanges?: string[] } }).approval
          .acceptedChanges,
      ).toEqual([id]);
    }, 360_000);

    it('a patch that fills its disk (2 GiB into the workspace, 2 GiB into /tmp, in every phase it runs in) ends FAIL with DiskLimit, published; the host disk does not take it', async () => {
      const data = join(root, 'data');
      // The engine's data root and the service's store and database folder, sampled apart.
      const measured = await largestDrop(dockerRootDir(), () =>
        largestDrop(data, () => peakRuns(serve.pid, () => flow('py-intervals', 'disk-fill'))),
      );
      const {
        result: {
          result: { done, receipt, seen },
          peak,
        },
        dropBytes: dataDrop,
      } = measured.result;
      expect(done).toMatchObject({ state: 'completed', verdict: 'FAIL', proofGrade: false });
      const parsed = JSON.parse(receipt) as {
        verdict: string;
        phases: {
          name: string;
          outcome: string;
          classification: string | null;
          reasons: { code: string }[];
        }[];
      };
      expect(parsed.verdict).toBe('FAIL');
      // The patch fixes the bug and the base runs none of its code: every phase that runs it fails
      // because of the disk. The full workspace is DiskLimit; the /tmp write then meets the budget
      // files and memory share (memoryMiB + diskMiB, writable-space.ts) and is OutOfMemory too.
      expect(parsed.phases.map((p) => [p.name, p.outcome, p.classification])).toEqual([
        ['baseline', 'pass', null],
        ['patched', 'fail', 'ENVIRONMENT_ERROR'],
        ['regression', 'fail', 'ENVIRONMENT_ERROR'],
        ['hidden', 'fail', 'ENVIRONMENT_ERROR'],
      ]);
      for (const phase of ['patched', 'regression', 'hidden'])
        expect(reasonCodes(receipt, phase), phase).toContain('DiskLimit');
      expect(seen).toContain('Disk: the run used up its disk cap (limits.diskMiB)');
      expect(seen).toContain('磁盘：本次运行在可写位置');
      // The bound holds for as many runs at once as there were; more would loosen it.
      expect(peak).toBeGreaterThanOrEqual(1);
      expect(peak).toBeLessThanOrEqual(RUNS_AT_ONCE);
      const bound = RUNS_AT_ONCE * DISK_MIB * MIB + SLACK_BYTES;
      expect(measured.dropBytes).toBeLessThan(bound);
      expect(dataDrop).toBeLessThan(bound);
    }, 300_000);

    it("a module that shadows the standard library is refused at the service's intake", async () => {
      const run = await http(serve.url, 'POST', '/v1/runs', tokens.proposer, {
        project: 'py-intervals',
      });
      const text = await readFile(
        join(root, 'py-intervals', 'patches', 'shadow-argparse.patch'),
        'utf8',
      );
      const proposal = await http(
        serve.url,
        'POST',
        `/v1/runs/${run.json.id}/proposals`,
        tokens.proposer,
        text,
      );
      expect(proposal.status).toBeGreaterThanOrEqual(400);
      expect(proposal.json.code).toBe('ShadowedModule');
    }, 60_000);
  });
});
