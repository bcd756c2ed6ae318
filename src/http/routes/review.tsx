/**
 * The reviewer's pages under /ui (issue 18), on the same use cases and authority rules as the
 * API: a page shows what the session's token may read, and the Approve form posts to the same
 * `approveProposal` the API calls (a proposer's token gets no form, and a forged post is
 * refused by the role, self-approval and CSRF checks alike). A page that needs sign-in
 * redirects to it and back.
 */
import type { Context, Hono } from 'hono';
import { PatchProofError, ServiceError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { actorKey, assertMayAct } from '../../core/service/roles.js';
import { approvalsOfProposal, approveProposal } from '../../service/approvals.js';
import { findProposal } from '../../service/proposals.js';
import { digestParam } from '../../service/receipts.js';
import { getRun, runReached } from '../../service/runs.js';
import { getValidation } from '../../service/validations.js';
import type { AppDeps, AppEnv } from '../app-env.js';
import { streamGateOf, streamValidationEvents } from '../event-stream.js';
import { readBody } from '../body.js';
import { statusOf } from '../problem.js';
import { approvalRequest } from '../../api/schemas.js';
import { proposalView } from '../views.js';
import { sendPage } from '../pages/send-page.js';
import {
  type ListedProposal,
  ProposalPage,
  ProposalsPage,
  SignInPage,
  ValidationPage,
} from '../pages/review-pages.js';
import { type PageCaller, PageSessions } from '../pages/sessions.js';

/** Sign-in and sign-out forms; the approve form, with up to 500 accepted test ids, gets more. */
const FORM_LIMIT = 16 * 1024;
const APPROVE_LIMIT = 1024 * 1024;

/** Where to go after sign-in: a page of /ui only (never another site, no `.` or `..` segments in any spelling). */
function nextOf(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !/^\/ui\/[A-Za-z0-9/_:?=&%.-]*$/.test(value) ||
    value.includes('//')
  )
    return '/ui/proposals';
  const path = (value.split('?')[0] as string).replace(/%2e/gi, '.');
  return path.split('/').some((segment) => segment === '.' || segment === '..')
    ? '/ui/proposals'
    : value;
}

/** A form post: urlencoded only, at most `limit` bytes (the pages' forms are small). */
async function readFormParams(c: Context<AppEnv>, limit: number): Promise<URLSearchParams> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new ServiceError(
      'InvalidRequest',
      "post the page's form (application/x-www-form-urlencoded)",
    );
  return new URLSearchParams(new TextDecoder().decode(await readBody(c, limit)));
}

/** A form post's fields, each once (the last value of a repeated one). */
async function readForm(c: Context<AppEnv>, limit = FORM_LIMIT): Promise<Record<string, string>> {
  return Object.fromEntries(await readFormParams(c, limit));
}

export function mountReviewPages(app: Hono<AppEnv>, deps: AppDeps): void {
  const { context } = deps;
  const sessions = new PageSessions();
  const gate = streamGateOf(deps);
  /** The signed-in caller, or null (the page then redirects to sign-in). */
  const callerOr = (c: Context<AppEnv>): Promise<PageCaller | null> => sessions.caller(c, deps);
  const toSignIn = (c: Context<AppEnv>): Response =>
    c.redirect(
      `/ui/sign-in?next=${encodeURIComponent(new URL(c.req.url).pathname + new URL(c.req.url).search)}`,
      303,
    );

  app.get('/ui', (c) => c.redirect('/ui/proposals', 303));
  app.get('/ui/sign-in', (c) => sendPage(c, <SignInPage next={nextOf(c.req.query('next'))} />));
  app.post('/ui/sign-in', async (c) => {
    const form = await readForm(c);
    const next = nextOf(form['next']);
    try {
      await sessions.signIn(c, deps, (form['token'] ?? '').trim());
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'Unauthorized')
        return sendPage(
          c,
          <SignInPage next={next} problem="That token is not valid (unknown or revoked)." />,
          401,
        );
      throw error;
    }
    return c.redirect(next, 303);
  });
  app.post('/ui/sign-out', async (c) => {
    const caller = await callerOr(c);
    if (!caller) return c.redirect('/ui/sign-in', 303);
    sessions.assertForm(c, caller, (await readForm(c))['csrf']);
    sessions.signOut(c);
    return c.redirect('/ui/sign-in', 303);
  });

  app.get('/ui/proposals', async (c) => {
    const caller = await callerOr(c);
    if (!caller) return toSignIn(c);
    const { principal } = caller.request;
    const listed: ListedProposal[] = [];
    for (const p of await context.store.recentProposals(principal.projects, 50)) {
      const [run, approvals, validations] = await Promise.all([
        context.store.getRun(p.runId),
        context.store.approvalsOf(p.runId, p.hash),
        context.store.validationsOf(p.runId, p.hash, 1),
      ]);
      const state = validations[0]
        ? `validation ${validations[0].state}${validations[0].verdict ? `: ${validations[0].verdict}` : ''}`
        : approvals.length > 0
          ? 'approved'
          : 'awaiting approval';
      listed.push({
        hash: p.hash,
        run: p.runId,
        project: run?.project ?? '?',
        proposer: p.proposer,
        createdAt: p.createdAt.toISOString(),
        state,
      });
    }
    return sendPage(
      c,
      <ProposalsPage actor={principal.actor} csrf={caller.csrf} proposals={listed} />,
    );
  });

  /** The proposal page of `hash` in run `runId` (the newest submission when none is named). */
  const proposalPage = async (
    c: Context<AppEnv>,
    caller: PageCaller,
    hash: TypedHash,
    runId: string | undefined,
    problem?: { message: string; status: 400 | 403 | 404 | 409 | 422 },
  ) => {
    const { principal } = caller.request;
    const submissions = await findProposal(context, principal, hash);
    // A link that names a run shows that run or nothing: never another run's Approve form.
    const chosen =
      runId === undefined ? submissions[0] : submissions.find((s) => s.runId === runId);
    if (!chosen)
      throw new ServiceError(
        'ProposalNotFound',
        `proposal ${hash} was not submitted to ${runId ?? 'any run you reach'}; open it from the proposals list`,
        { details: { proposal: hash } },
      );
    const ordered = [chosen, ...submissions.filter((s) => s !== chosen)];
    const view = proposalView(
      ordered,
      await context.store.proposersOf(chosen.runId, hash),
      await context.store.runAuthorsOf(chosen.runId, hash),
    );
    const [approvals, validations, authors] = await Promise.all([
      approvalsOfProposal(context, principal, chosen.runId, hash),
      context.store.validationsOf(chosen.runId, hash, 20),
      context.store.authorsOf(chosen.runId, hash),
    ]);
    const own = authors.some((a) => actorKey(a) === actorKey(principal.actor));
    // The same rules as the API: only an approver who is not an author of these bytes gets the form.
    const noForm =
      principal.role !== 'approver'
        ? `Only an approver may approve; this ${principal.role} token may read the proposal.`
        : own
          ? `You are an author of this patch (${principal.actor}) and may not approve it; ask another reviewer.`
          : undefined;
    const approval = approvals[0];
    return sendPage(
      c,
      <ProposalPage
        actor={principal.actor}
        csrf={caller.csrf}
        proposal={view}
        run={chosen.runId}
        approval={{ ...(noForm ? { noForm } : {}), ...(approval ? { approval } : {}), validations }}
        {...(problem ? { problem: problem.message } : {})}
      />,
      problem?.status ?? 200,
    );
  };

  app.get('/ui/proposals/:hash', async (c) => {
    const caller = await callerOr(c);
    if (!caller) return toSignIn(c);
    return proposalPage(
      c,
      caller,
      digestParam(c.req.param('hash'), 'proposal hash'),
      c.req.query('run'),
    );
  });
  app.post('/ui/proposals/:hash/approve', async (c) => {
    const caller = await callerOr(c);
    if (!caller) return toSignIn(c);
    const params = await readFormParams(c, APPROVE_LIMIT);
    const form = Object.fromEntries(params);
    sessions.assertForm(c, caller, form['csrf']);
    // As the API: the role before anything in the form is read.
    assertMayAct(caller.request.principal, 'approve');
    const hash = digestParam(c.req.param('hash'), 'proposal hash');
    const accepted = (form['acceptedChanges'] ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    // One checkbox per finding the reviewer ticked.
    const findings = params.getAll('acceptedFindings');
    const body = approvalRequest.safeParse({
      run: form['run'],
      snapshot: form['snapshot'],
      ...(accepted.length > 0 ? { acceptedChanges: accepted } : {}),
      ...(findings.length > 0 ? { acceptedFindings: findings } : {}),
    });
    if (!body.success)
      return proposalPage(c, caller, hash, undefined, {
        message: `The form is not an approval: ${body.error.issues[0]?.message ?? 'invalid'}`,
        status: 400,
      });
    try {
      await approveProposal(context, caller.request, hash, body.data);
    } catch (error) {
      if (!(error instanceof PatchProofError)) throw error;
      const status = statusOf(error.code);
      return proposalPage(c, caller, hash, body.data.run, {
        message: `${error.code}: ${error.message}`,
        status: ([400, 403, 404, 409, 422] as const).find((s) => s === status) ?? 409,
      });
    }
    return c.redirect(`/ui/proposals/${hash}?run=${encodeURIComponent(body.data.run)}`, 303);
  });

  app.get('/ui/validations/:id', async (c) => {
    const caller = await callerOr(c);
    if (!caller) return toSignIn(c);
    const validation = await getValidation(context, c.req.param('id'), caller.request.principal);
    await getRun(context, validation.runId, caller.request.principal);
    const published =
      validation.receiptDigest !== null &&
      (await context.store.getReceipt(validation.receiptDigest)) !== null;
    return sendPage(
      c,
      <ValidationPage
        actor={caller.request.principal.actor}
        csrf={caller.csrf}
        validation={published ? validation : { ...validation, receiptDigest: null }}
      />,
    );
  });
  app.get('/ui/validations/:id/events', async (c) => {
    const caller = await callerOr(c);
    if (!caller)
      throw new ServiceError('Unauthorized', 'sign in at /ui/sign-in to follow a validation');
    const validation = await getValidation(context, c.req.param('id'), caller.request.principal);
    // Signed out, revoked or rescoped mid-stream: the stream ends within about a second.
    const stillAllowed = async (): Promise<boolean> => {
      const now = await sessions.caller(c, deps).catch(() => null);
      return now !== null && (await runReached(context, now.request.principal, validation.runId));
    };
    return streamValidationEvents(
      c,
      deps,
      gate,
      caller.request.principal.tokenId,
      validation,
      stillAllowed,
    );
  });
}
