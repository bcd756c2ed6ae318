/**
 * The reviewer's pages (issue 18): sign-in, a list of proposals, one proposal with its diff
 * and the Approve form, and a validation whose phases update live. Server-rendered and
 * escaped by hono JSX; the forms work without JavaScript, only the live phases need it.
 */
import type { Child } from 'hono/jsx';
import type { ValidationRecord } from '../../core/service/records.js';
import type { proposalView } from '../views.js';
import { Layout } from './layout.js';

type ProposalData = ReturnType<typeof proposalView>;

export interface ListedProposal {
  readonly hash: string;
  readonly run: string;
  readonly project: string;
  readonly proposer: string;
  readonly createdAt: string;
  readonly state: string;
}

function Shell(props: {
  title: string;
  actor?: string;
  csrf?: string;
  script?: string;
  children?: Child;
}) {
  return (
    <Layout lang="en" title={props.title} {...(props.script ? { script: props.script } : {})}>
      {props.actor ? (
        <form method="post" action="/ui/sign-out" class="session">
          <span>
            Signed in as <strong>{props.actor}</strong>
          </span>{' '}
          <input type="hidden" name="csrf" value={props.csrf} />
          <button type="submit">Sign out</button>
        </form>
      ) : null}
      {props.children}
    </Layout>
  );
}

export function SignInPage(props: { problem?: string; next: string }) {
  return (
    <Shell title="Sign in · PatchProof">
      <h1>Sign in</h1>
      <p>
        Paste a service token (<code>patchproof token create</code>). It stays on the service; your
        browser keeps only a session cookie.
      </p>
      {props.problem ? (
        <p class="check check-bad" role="alert">
          {props.problem}
        </p>
      ) : null}
      <form method="post" action="/ui/sign-in">
        <input type="hidden" name="next" value={props.next} />
        <label for="token">Token</label>
        <input id="token" name="token" type="password" autocomplete="off" required />
        <button type="submit">Sign in</button>
      </form>
    </Shell>
  );
}

export function ProposalsPage(props: {
  actor: string;
  csrf: string;
  proposals: readonly ListedProposal[];
}) {
  return (
    <Shell title="Proposals · PatchProof" actor={props.actor} csrf={props.csrf}>
      <h1>Proposals</h1>
      {props.proposals.length === 0 ? <p>No proposal in the projects this token reaches.</p> : null}
      <table class="phases">
        <caption>Newest first, in the projects your token reaches</caption>
        <thead>
          <tr>
            <th scope="col">Proposal</th>
            <th scope="col">Project</th>
            <th scope="col">Proposer</th>
            <th scope="col">Submitted</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {props.proposals.map((p) => (
            <tr>
              <th scope="row">
                <a href={`/ui/proposals/${p.hash}?run=${encodeURIComponent(p.run)}`}>
                  <code>{p.hash.slice(0, 19)}…</code>
                </a>
              </th>
              <td>{p.project}</td>
              <td>{p.proposer}</td>
              <td>
                <time datetime={p.createdAt}>{p.createdAt}</time>
              </td>
              <td>{p.state}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Shell>
  );
}

/** One line of the normalized diff, classed for colour: file headers, hunks, additions, removals. */
function diffLine(line: string) {
  const kind = /^(diff --git|index |--- |\+\+\+ |new file|deleted file|old mode|new mode)/.test(
    line,
  )
    ? 'meta'
    : line.startsWith('@@')
      ? 'hunk'
      : line.startsWith('+')
        ? 'add'
        : line.startsWith('-')
          ? 'del'
          : 'ctx';
  return (
    <span class={`d-${kind}`}>
      {line}
      {'\n'}
    </span>
  );
}

export interface ApprovalState {
  /** Why there is no Approve form, when there is none. */
  readonly noForm?: string;
  readonly approval?: {
    readonly hash: string;
    readonly actor: string;
    readonly approvedAt: string;
  };
  readonly validations: readonly ValidationRecord[];
}

export function ProposalPage(props: {
  actor: string;
  csrf: string;
  proposal: ProposalData;
  run: string;
  approval: ApprovalState;
  problem?: string;
}) {
  const p = props.proposal;
  return (
    <Shell
      title={`Proposal ${p.hash.slice(0, 19)}… · PatchProof`}
      actor={props.actor}
      csrf={props.csrf}
    >
      <h1>
        Proposal <code>{p.hash.slice(0, 19)}…</code>
      </h1>
      <dl class="facts">
        <dt>Proposal hash</dt>
        <dd>
          <code>{p.hash}</code>
        </dd>
        <dt>Run</dt>
        <dd>
          <code>{props.run}</code>
        </dd>
        <dt>Base → result</dt>
        <dd>
          <code>{p.base}</code> → <code>{p.result}</code>
        </dd>
        <dt>Proposers</dt>
        <dd>{p.proposers.join(', ')}</dd>
        <dt>Authors</dt>
        <dd>{p.authors.join(', ')}</dd>
        <dt>Gates passed</dt>
        <dd>{p.gates.map((g) => g.gate).join(', ')}</dd>
      </dl>
      <h2>Files</h2>
      <ul class="files">
        {p.files.map((f) => (
          <li>
            <code>{f.path}</code> {f.op}
            {p.testFiles.some((t) => t.path === f.path)
              ? ' · a test file: the patch changes tests'
              : ''}{' '}
            · every gate passed
          </li>
        ))}
      </ul>
      {p.findings.length > 0 ? (
        <>
          <h2>Findings</h2>
          <p>
            Here the patch may tell the sandbox from production. A PASS is proof grade only if you
            accept each finding below when you approve.
          </p>
          <ul class="findings">
            {p.findings.map((f) => (
              <li>
                <code>{f.key}</code> {f.detail}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Normalized diff</h2>
      <pre class="diff" aria-label="normalized diff">
        {p.normalizedDiff.split('\n').map(diffLine)}
      </pre>
      <h2>Approval</h2>
      {props.problem ? (
        <p class="check check-bad" role="alert">
          {props.problem}
        </p>
      ) : null}
      {props.approval.approval ? (
        <p class="check check-ok">
          Approved by {props.approval.approval.actor} at{' '}
          <time datetime={props.approval.approval.approvedAt}>
            {props.approval.approval.approvedAt}
          </time>
          : <code>{props.approval.approval.hash}</code>
        </p>
      ) : props.approval.noForm ? (
        <p class="check">{props.approval.noForm}</p>
      ) : (
        <form method="post" action={`/ui/proposals/${p.hash}/approve`} class="approve">
          <input type="hidden" name="csrf" value={props.csrf} />
          <input type="hidden" name="run" value={props.run} />
          <input type="hidden" name="snapshot" value={p.base} />
          <p>
            Approving binds exactly this proposal hash, run <code>{props.run}</code> and base
            snapshot <code>{p.base}</code>.
          </p>
          <label for="accepted">
            Base tests you accept not passing with this patch (one id a line; usually none)
          </label>
          <textarea id="accepted" name="acceptedChanges" rows={3}></textarea>
          {p.findings.length > 0 ? (
            <fieldset>
              <legend>Findings you accept (read each in the diff first)</legend>
              {p.findings.map((f, i) => (
                <label for={`finding-${i}`}>
                  <input
                    type="checkbox"
                    id={`finding-${i}`}
                    name="acceptedFindings"
                    value={f.key}
                  />{' '}
                  <code>{f.key}</code>
                </label>
              ))}
            </fieldset>
          ) : null}
          <button type="submit">Approve</button>
        </form>
      )}
      {props.approval.validations.length > 0 ? (
        <>
          <h2>Validations</h2>
          <ul>
            {props.approval.validations.map((v) => (
              <li>
                <a href={`/ui/validations/${v.id}`}>{v.id}</a> {v.state}
                {v.verdict ? ` · ${v.verdict}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Shell>
  );
}

export function ValidationPage(props: {
  actor: string;
  csrf: string;
  validation: ValidationRecord;
}) {
  const v = props.validation;
  const live = v.state === 'queued' || v.state === 'running';
  return (
    <Shell
      title={`Validation ${v.id} · PatchProof`}
      actor={props.actor}
      csrf={props.csrf}
      {...(live ? { script: 'live-page.js' } : {})}
    >
      <h1>
        Validation <code>{v.id}</code>
      </h1>
      <p
        id="state"
        role="status"
        {...(live
          ? {
              'data-events': `/ui/validations/${encodeURIComponent(v.id)}/events`,
              'data-last-event': 'state',
            }
          : {})}
      >
        State: <strong>{v.state}</strong>
        {v.verdict ? (
          <>
            {' '}
            · verdict <span class={`verdict verdict-${v.verdict.toLowerCase()}`}>{v.verdict}</span>
          </>
        ) : null}
        {v.error ? ` · ${v.error.code}: ${v.error.message}` : ''}
      </p>
      <table class="phases" id="phases">
        <caption>The four phases{live ? ' (updating as they run)' : ''}</caption>
        <thead>
          <tr>
            <th scope="col">Phase</th>
            <th scope="col">State</th>
            <th scope="col">Outcome</th>
            <th scope="col">Tests passed / run</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {v.phases.map((phase) => (
            <tr data-phase={phase.name}>
              <th scope="row">{phase.name}</th>
              <td>{phase.state}</td>
              <td class={phase.outcome ? `outcome-${phase.outcome}` : ''}>
                {phase.outcome ?? '—'}
                {phase.classification ? ` (${phase.classification})` : ''}
              </td>
              <td>{phase.tests ? `${phase.tests.passed} / ${phase.tests.executed}` : '—'}</td>
              <td>{(phase.reasons ?? []).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {v.receiptDigest ? (
        <p>
          <a href={`/ui/receipts/${v.receiptDigest}`}>The receipt</a>
        </p>
      ) : v.state === 'completed' ? (
        <p>Completed; the receipt appears here once a publisher publishes it.</p>
      ) : null}
      <p>
        <a href={`/ui/proposals/${v.proposal}?run=${encodeURIComponent(v.runId)}`}>The proposal</a>
      </p>
    </Shell>
  );
}
