/**
 * `patchproof gate`: what a CI job runs against a remote PatchProof service. It registers a
 * run (on an uploaded tree with --repo), submits the patch, waits for a reviewer's approval
 * (or uses --approval), queues the validation and shows its phases, has it published, then
 * fetches the receipt anonymously and verifies it here: the job passes only on a receipt
 * this process checked itself, never on the service's word alone. With --keys it also
 * fetches the receipt's signature and requires it to be by one of those keys.
 */
import { PatchProofError, type WireError } from '../../core/errors.js';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import { verifyReceipt } from '../../core/receipt/verify-receipt.js';
import { proposalResponse, runResponse, uploadResponse } from '../../api/schemas.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { defineCommand, JSON_OPTION, SERVER_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { requireDigest } from '../receipt-input.js';
import { isRefusal, serviceClient, tokenFrom } from '../../client/service-client.js';
import { treeTar } from '../../client/tree-tar.js';
import {
  type PhaseView,
  phaseLine,
  waitForApproval,
  watchValidation,
  type Waiting,
} from './gate-wait.js';
import { readPatch } from '../inputs.js';
import { authorsHeaders, ciAuthors } from '../ci-authors.js';
import { gitHubTarget } from '../forge/github.js';
import { gitLabTarget } from '../forge/gitlab.js';
import { type GateResult, reportGate, type ReportTargets } from './gate-forge.js';
import { EXIT_UNFINISHED } from '../service-replies.js';
import { EXIT_PENDING } from '../../core/ci/gate-summary.js';
import { approvedAlready, chained, leaveOrder } from './gate-order.js';
import {
  checkApproval,
  checkSignature,
  loadKeys,
  NoEvidence,
  published,
  queue,
} from './gate-calls.js';

export const GATE = defineCommand({
  name: 'gate',
  summary:
    'the CI gate: propose to a service, wait for approval, validate, publish, verify the receipt here',
  usage: [
    '--server <url> --project <name> --patch <file> [--repo <dir>] [--approval <hash> | --chain] [--no-wait] [--author <name>] [--github | --gitlab] [--junit <file>] [--wait <seconds>] [--keys <file>] [--accept-not-proof-grade] [--json]',
    '--server <url> --run <id> --patch <file> --approval <hash> [--wait <seconds>] [--keys <file>] [--json]',
  ],
  options: {
    server: SERVER_OPTION,
    project: { type: 'string', arg: '<name>', doc: 'register a new run of this project' },
    patch: { type: 'string', arg: '<file>', doc: 'the patch to check' },
    repo: {
      type: 'string',
      arg: '<dir>',
      doc: "upload this tree as the run's base (else the service uses the project's folder)",
    },
    run: {
      type: 'string',
      arg: '<id>',
      doc: 'use a run registered earlier instead of registering one (needs --approval)',
    },
    approval: {
      type: 'string',
      arg: '<hash>',
      doc: 'a pre-made approval of this patch for this run, instead of waiting for one',
    },
    chain: {
      type: 'boolean',
      doc: "a merge queue's new base: carry over a reviewer's approval of the same normalized diff in this project, if there is one",
    },
    'no-wait': {
      type: 'boolean',
      doc: 'do not wait for a person: leave a standing order (the service validates, publishes and reports once approved) and exit 4',
    },
    github: {
      type: 'boolean',
      doc: 'also report to GitHub: the step summary, a commit status linking the receipt, one pull request comment (needs GITHUB_TOKEN)',
    },
    gitlab: {
      type: 'boolean',
      doc: 'also report to GitLab: a commit status linking the receipt, one merge request note (needs PATCHPROOF_GITLAB_TOKEN)',
    },
    junit: {
      type: 'string',
      arg: '<file>',
      doc: 'also write the phases and the verdict as a JUnit XML report (GitLab: artifacts:reports:junit)',
    },
    'accept-not-proof-grade': {
      type: 'boolean',
      doc: 'exit 0 on a PASS that is not proof grade too (default: such a PASS fails the gate)',
    },
    author: {
      type: 'string',
      arg: '<name>',
      doc: "the patch's upstream author, declared so they cannot approve it (CI's own variables are read too)",
    },
    wait: {
      type: 'string',
      arg: '<seconds>',
      doc: 'bounds each wait: approval, validation, publication (default 600)',
    },
    keys: {
      type: 'string',
      arg: '<file>',
      doc: 'trusted keys (vkey lines): the receipt must carry a valid signature by one of them',
    },
    json: JSON_OPTION,
  },
  positionals: 0,
  exits: [
    [0, 'verified PASS with proof grade'],
    [1, 'verified FAIL, or a PASS that is not proof grade (see --accept-not-proof-grade)'],
    [2, 'refused before execution (intake, approval, or the validation failed before evidence)'],
    [3, 'could not finish (timeout, service unreachable, receipt did not verify)'],
    [
      EXIT_PENDING,
      'pending approval (--no-wait): a standing order was left; the service reports the result itself',
    ],
  ],
  notes: [
    'tokens from the environment: PATCHPROOF_PROPOSER_TOKEN (register, propose), PATCHPROOF_EXECUTOR_TOKEN (queue),',
    'PATCHPROOF_PUBLISHER_TOKEN (optional: publish; without it the gate waits for a publisher).',
  ],
  example:
    'patchproof gate --server http://127.0.0.1:8080 --project calculator --patch fix.patch --repo .',
});

export interface GateDeps {
  readonly env?: NodeJS.ProcessEnv;
  /** Poll interval in ms (tests shorten it). */
  readonly intervalMs?: number;
}

/** The --json object; filled in as the gate gets further, so a failure shows how far it got. */
interface GateReport {
  verdict: 'PASS' | 'FAIL' | null;
  proofGrade: boolean | null;
  receipt: string | null;
  proposal: string | null;
  run: string | null;
  validation: string | null;
  approval: string | null;
  /** The standing order left with --no-wait. */
  order: string | null;
  phases: PhaseView[];
  error: WireError | null;
}

export async function gateCommand(args: string[], io: Io, deps: GateDeps = {}): Promise<number> {
  const report: GateReport = {
    verdict: null,
    proofGrade: null,
    receipt: null,
    proposal: null,
    run: null,
    validation: null,
    approval: null,
    order: null,
    phases: [],
    error: null,
  };
  let json = args.includes('--json');
  // Progress goes to stderr with --json, so stdout stays one object.
  const say = (text: string): void => (json ? io.err(text) : io.out(text));
  let executing = false;
  let targets: ReportTargets = {};
  let runProject: string | undefined;
  let tell = async (
    exitCode: number,
    _receipt: GateResult['receipt'] = null,
    _pending?: GateResult['pending'],
  ): Promise<number> => exitCode;
  try {
    const { values } = parseCommand(args, GATE);
    json = values.json ?? false;
    const env = deps.env ?? process.env;
    const client = serviceClient(values.server);
    if ((!values.project && !values.run) || !values.patch)
      throw new UsageError(
        'gate needs --project <name> (or --run <id>) and --patch <file>',
        GATE.name,
      );
    if (values.run && values.repo)
      throw new UsageError('--repo uploads a tree for a new run; it cannot be combined with --run');
    if (values['no-wait'] && values.approval)
      throw new UsageError(
        '--no-wait leaves an order for an approval to come; with --approval there is nothing to wait for, so leave one of them out',
      );
    const waitSeconds = parseWait(values.wait);
    // Read before anything is sent: a job that cannot report should say so at once.
    targets = {
      ...(values.github ? { github: await gitHubTarget(env) } : {}),
      ...(values.gitlab ? { gitlab: gitLabTarget(env) } : {}),
      ...(values.junit ? { junit: values.junit } : {}),
    };
    tell = async (exitCode, receipt = null, pending) => {
      const error = report.error
        ? { code: report.error.code, message: report.error.message }
        : null;
      if (Object.keys(targets).length > 0)
        await reportGate(io, targets, {
          project: runProject ?? values.project ?? '',
          server: client.server,
          exitCode,
          proposal: report.proposal,
          receipt,
          error,
          ...(pending ? { pending } : {}),
        });
      return exitCode;
    };
    // Checked before anything is sent: a mistyped approval is a usage error, not a 404 after an upload.
    if (values.approval !== undefined) requireDigest(values.approval, '--approval');
    const trusted = values.keys === undefined ? undefined : await loadKeys(values.keys);
    const proposer = tokenFrom(env, 'PATCHPROOF_PROPOSER_TOKEN', 'a proposer token');
    const executor = tokenFrom(env, 'PATCHPROOF_EXECUTOR_TOKEN', 'an executor token');
    const publisher = env['PATCHPROOF_PUBLISHER_TOKEN']?.trim() || undefined;
    const patch = await readPatch(values.patch, DEFAULT_BUDGETS.maxPatchBytes);
    const waiting = (token: string): Waiting => ({
      client,
      token,
      deadline: Date.now() + waitSeconds * 1000,
      intervalMs: deps.intervalMs ?? 500,
    });

    let upload: string | undefined;
    if (values.repo && values.project) {
      const { tar, snapshot, files } = await treeTar(values.repo);
      const stored = await client.call(
        'POST',
        `/v1/uploads?project=${encodeURIComponent(values.project)}`,
        uploadResponse,
        { token: proposer, body: { type: 'application/x-tar', data: tar } },
      );
      upload = stored.upload;
      say(
        `uploaded  ${stored.upload} (${files} files, local snapshot ${snapshot}${stored.snapshot === snapshot ? '' : `, service snapshot ${stored.snapshot}`})`,
      );
    }
    const run = values.run
      ? await client.call('GET', `/v1/runs/${encodeURIComponent(values.run)}`, runResponse, {
          token: proposer,
        })
      : await client.call('POST', '/v1/runs', runResponse, {
          token: proposer,
          json: { project: values.project, ...(upload ? { upload } : {}) },
        });
    if (values.project && run.project !== values.project)
      throw new UsageError(`run ${run.id} is of project ${run.project}, not ${values.project}`);
    report.run = run.id;
    runProject = run.project;
    say(`run       ${run.id} (${run.project} at ${run.snapshot})`);
    const authors = await ciAuthors(env, values.author);
    const proposal = await client.call('POST', `/v1/runs/${run.id}/proposals`, proposalResponse, {
      token: proposer,
      body: { type: 'text/plain', data: patch },
      headers: authorsHeaders(authors),
    });
    report.proposal = proposal.hash;
    say(`proposal  ${proposal.hash}\n  base    ${proposal.base}\n  result  ${proposal.result}`);

    const review = `${client.server.replace(/\/+$/, '')}/ui/proposals/${proposal.hash}?run=${encodeURIComponent(run.id)}`;
    const ask = `ask a reviewer: patchproof approve ${proposal.hash} --run ${run.id} --server ${client.server} (or in the browser: ${review})`;
    // --no-wait: an approval given already is used at once; otherwise the service takes over.
    if ((values['no-wait'] || values.chain) && !values.approval)
      report.approval = await approvedAlready(client, proposer, run.id, proposal.hash);
    if (values.chain && !values.approval && !report.approval)
      report.approval = await chained(client, executor, run.id, proposal.hash, say);
    if (values.approval)
      report.approval = await checkApproval(
        client,
        proposer,
        run.id,
        proposal.hash,
        values.approval,
      );
    else if (values['no-wait'] && !report.approval) {
      // Pending is reported before the order exists: the status the service sets once approved
      // (which can come at once) must never be overwritten by this one.
      await tell(EXIT_PENDING, null, {
        approve: `patchproof approve ${proposal.hash} --run ${run.id} --server ${client.server}`,
        review,
      });
      const order = await leaveOrder(
        client,
        { executor, publisher },
        run.id,
        proposal.hash,
        targets,
      );
      report.order = order.id;
      say(
        `pending   order ${order.id}: once a reviewer approves, the service validates${order.publisher ? ', publishes' : ''} and ${order.report ? 'sets the commit status' : 'reports nowhere (no --github or --gitlab)'} itself`,
      );
      say(ask);
      if (json) printJson(io, report);
      return EXIT_PENDING;
    } else if (!report.approval) {
      say(`waiting up to ${waitSeconds} s for an approval; ${ask}`);
      report.approval = await waitForApproval(waiting(proposer), run.id, proposal.hash, ask);
    }
    say(`approval  ${report.approval}`);

    const queued = await queue(client, executor, run.id, report.approval);
    report.validation = queued;
    executing = true;
    say(`validation ${queued}`);
    const ended = await watchValidation(
      waiting(executor),
      queued,
      (phase) => say(phaseLine(phase)),
      !publisher,
    );
    report.phases = ended.phases;
    const digest = await published(client, publisher, ended);
    report.receipt = digest;

    const bytes = await client.bytes(`/v1/receipts/${digest}`);
    const checked = verifyReceipt(bytes, digest);
    const receipt = checked.receipt;
    if (!checked.valid || !receipt) {
      throw new PatchProofError(
        'ReceiptTampered',
        `the receipt fetched from ${client.server} does not verify: ${checked.problems.map((p) => `${p.code}: ${p.message}`).join('; ')}`,
        { details: { digest } },
      );
    }
    if (receipt.verdict !== ended.verdict) {
      throw new PatchProofError(
        'ReceiptTampered',
        `the service reported ${ended.verdict ?? 'no verdict'} but receipt ${digest} says ${receipt.verdict}; do not trust this service's answer`,
        { details: { digest } },
      );
    }
    const signedBy = trusted ? await checkSignature(client, digest, bytes, trusted) : undefined;
    report.verdict = receipt.verdict;
    report.proofGrade = receipt.proofGrade;
    if (json) printJson(io, report);
    else {
      io.out(`verdict   ${receipt.verdict} (verified here)`);
      if (signedBy !== undefined) io.out(`  signed by ${signedBy} (verified here with --keys)`);
      io.out(
        `  proof grade ${receipt.proofGrade ? 'yes' : 'no'}${receipt.proofGrade || receipt.verdict !== 'PASS' ? '' : values['accept-not-proof-grade'] ? ' (accepted: --accept-not-proof-grade)' : ' (the gate fails: see the receipt for why; --accept-not-proof-grade lets it pass)'}`,
      );
      io.out(`  receipt ${digest}`);
      io.out(`  ${client.server}/v1/receipts/${digest}`);
    }
    // A PASS that proves nothing (an unisolated runner, an uploaded base with findings) is no pass for a gate, unless the job says so.
    return await tell(
      receipt.verdict === 'PASS' &&
        (receipt.proofGrade || values['accept-not-proof-grade'] === true)
        ? EXIT.ok
        : EXIT.fail,
      { digest, body: receipt },
    );
  } catch (error) {
    const wire = wireOf(error);
    report.error = wire;
    // After queueing, a 4xx (say, a receipt not found) means the service misbehaved, not that the patch was refused.
    const refused = error instanceof NoEvidence || (!executing && isRefusal(error));
    if (json) printJson(io, report);
    printError(io, wire, refused ? 'refused' : 'could not finish');
    return tell(refused ? EXIT.refused : EXIT_UNFINISHED);
  }
}

function parseWait(text: string | undefined): number {
  if (text === undefined) return 600;
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(seconds))
    throw new UsageError(
      `--wait takes a number of seconds, not ${JSON.stringify(text.slice(0, 40))}`,
    );
  return seconds;
}
