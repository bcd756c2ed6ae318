/**
 * What a standing order tells the forge (service/orders.ts): one commit status on the commit
 * the order names, in the project's repository as the operator's projects file names it,
 * with the token from the service's environment variable the file names. Its state follows
 * the gate's exit codes: success only for a published PASS with proof grade, failure for a
 * FAIL or a PASS that is not proof grade, error when there is no verdict.
 */
import {
  type CommitStatus,
  type ForgeRepository,
  postCommitStatus,
} from '../adapters/forge/index.js';
import type { OrderRecord, ValidationRecord } from '../core/service/records.js';
import type { ServiceContext } from './context.js';

/** Sets the status; resolves to what was done, or null when the order names no commit. */
export async function reportOrder(
  context: ServiceContext,
  order: OrderRecord,
  validation: ValidationRecord,
  why: string | null,
): Promise<string | null> {
  if (!order.report) return null;
  const run = await context.store.getRun(order.runId);
  const config = run ? context.projects.byName.get(run.project)?.report : undefined;
  if (!run || !config)
    return 'not reported: the project names no forge ("report" in the projects file)';
  const token = context.secret?.(config.token)?.trim();
  if (!token) return `not reported: the service's environment has no ${config.token}`;
  // Never sent, nor quoted: a token with spaces, line breaks or other characters no header takes.
  if (!/^[\x21-\x7e]+$/.test(token))
    return `not reported: ${config.token} is not a plain token (it has spaces, line breaks or non-ASCII characters); set it to the token alone`;
  const repo: ForgeRepository =
    config.forge === 'github'
      ? {
          kind: 'github',
          api: (config.api ?? 'https://api.github.com').replace(/\/+$/, ''),
          repository: config.repository,
          token,
        }
      : { kind: 'gitlab', api: config.api.replace(/\/+$/, ''), project: config.project, token };
  return postCommitStatus(repo, order.report.sha, statusOf(context, run.project, validation, why));
}

function statusOf(
  context: ServiceContext,
  project: string,
  v: ValidationRecord,
  why: string | null,
): CommitStatus {
  // Only a published receipt is served: an unpublished one's address would answer 404. The
  // status links the receipt's page, where the browser checks the address itself.
  const link =
    v.state === 'published' && v.receiptDigest && context.publicUrl
      ? `${context.publicUrl.replace(/\/+$/, '')}/ui/receipts/${v.receiptDigest}`
      : null;
  const base = { context: `patchproof/${project}`, targetUrl: link };
  // The commit is the executor's word; the proposal is what was validated (its receipt binds it).
  const of = ` (proposal ${v.proposal.slice('sha256:'.length, 'sha256:'.length + 12)})`;
  if (why !== null)
    return {
      ...base,
      state: 'error',
      description: `PatchProof could not finish${of}: ${why}`.slice(0, 140),
    };
  if (v.state !== 'published' || v.verdict === null)
    return {
      ...base,
      state: 'error',
      description:
        `PatchProof could not finish${of}: validation ${v.state}${v.error ? ` (${v.error.code})` : ''}`.slice(
          0,
          140,
        ),
    };
  const passed = v.verdict === 'PASS' && v.proofGrade === true;
  return {
    ...base,
    state: passed ? 'success' : 'failure',
    description: `PatchProof: ${v.verdict}, proof grade ${v.proofGrade ? 'yes' : 'no'}${of}`.slice(
      0,
      140,
    ),
  };
}
