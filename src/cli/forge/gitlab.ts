/**
 * `patchproof gate --gitlab`: the gate's result where a GitLab user looks, through GitLab's
 * documented REST API (v4):
 *  - a commit status, `POST /projects/:id/statuses/:sha` with `state` (success | failed),
 *    `name` ("patchproof/<project>"), `target_url` (the receipt) and `description`;
 *  - one merge request note, found again by its hidden marker among the notes the token's
 *    own user wrote (`GET /user`, `GET /projects/:id/merge_requests/:iid/notes`), then
 *    `PUT …/notes/:note_id` or, the first time, `POST …/notes`.
 * The token is a project access token with the `api` scope in `PATCHPROOF_GITLAB_TOKEN`
 * (sent as `PRIVATE-TOKEN`; CI_JOB_TOKEN may not set statuses). The project, commit and merge
 * request come from GitLab CI's own variables: CI_API_V4_URL, CI_PROJECT_ID,
 * CI_MERGE_REQUEST_SOURCE_BRANCH_SHA (else CI_COMMIT_SHA), CI_MERGE_REQUEST_IID.
 */
import type { GateSummary } from '../../core/ci/gate-summary.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { UsageError } from '../output.js';
import {
  type Forge,
  findOwnComment,
  forgeCall,
  gitLabForge,
  postCommitStatus,
} from '../../adapters/forge/index.js';

export interface GitLabTarget {
  readonly api: string;
  readonly project: string;
  readonly token: string;
  readonly sha: string;
  readonly mergeRequest: number | null;
}

/** Where to report, from GitLab CI's environment; UsageError naming what is missing. */
export function gitLabTarget(env: NodeJS.ProcessEnv): GitLabTarget {
  const need = (name: string): string => {
    const value = env[name]?.trim();
    if (!value)
      throw new UsageError(
        `--gitlab needs ${name} in the environment${name === 'PATCHPROOF_GITLAB_TOKEN' ? ' (a project access token with the api scope, as a masked CI/CD variable)' : ' (GitLab CI sets it)'}`,
        'gate',
      );
    return value;
  };
  const project = need('CI_PROJECT_ID');
  if (!/^\d+$/.test(project))
    throw new UsageError(`CI_PROJECT_ID is a number, not ${quoteUntrusted(project)}`, 'gate');
  const sha = env['CI_MERGE_REQUEST_SOURCE_BRANCH_SHA']?.trim() || need('CI_COMMIT_SHA');
  if (!/^[0-9a-f]{40}$/.test(sha))
    throw new UsageError(`the commit to report on is not a SHA-1: ${quoteUntrusted(sha)}`, 'gate');
  const iid = env['CI_MERGE_REQUEST_IID']?.trim();
  return {
    api: need('CI_API_V4_URL').replace(/\/+$/, ''),
    project,
    token: need('PATCHPROOF_GITLAB_TOKEN'),
    sha,
    mergeRequest: iid && /^\d+$/.test(iid) ? Number(iid) : null,
  };
}

/** Sends the summary; resolves to one line per thing done. */
export async function reportToGitLab(
  target: GitLabTarget,
  summary: GateSummary,
  receiptUrl: string | null,
): Promise<string[]> {
  const forge = forgeOf(target);
  const call = (method: string, path: string, body?: unknown) =>
    forgeCall(forge, method, path, body);
  const base = `/projects/${target.project}`;
  const status = {
    state: summary.state,
    context: `patchproof/${summary.project}`,
    description: summary.description,
    targetUrl: receiptUrl,
  };
  const done = [
    await postCommitStatus(
      { kind: 'gitlab', api: target.api, project: target.project, token: target.token },
      target.sha,
      status,
    ),
  ];
  if (target.mergeRequest !== null) {
    const notes = `${base}/merge_requests/${target.mergeRequest}/notes`;
    // The token's own user: only its notes are ever updated.
    const me = ((await call('GET', '/user')) as { username?: unknown } | null)?.username;
    const earlier =
      typeof me === 'string'
        ? await findOwnComment(
            forge,
            notes,
            summary.marker,
            (n) => (n.author as { username?: unknown } | undefined)?.username === me,
          )
        : undefined;
    if (earlier) await call('PUT', `${notes}/${earlier}`, { body: summary.markdown });
    else await call('POST', notes, { body: summary.markdown });
    done.push(
      `${earlier ? 'updated' : 'posted'} the note on merge request !${target.mergeRequest}`,
    );
  }
  return done;
}

function forgeOf(target: GitLabTarget): Forge {
  return gitLabForge(target.api, target.token);
}
