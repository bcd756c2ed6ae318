/**
 * A commit status on the forge, the one report both the gate (`--github`, `--gitlab`) and
 * the service's standing orders (service/orders.ts) send, through each forge's documented
 * REST API:
 *  - GitHub (v2022-11-28): `POST /repos/{owner}/{repo}/statuses/{sha}` with `state`
 *    (pending | success | failure | error), `context`, `description` and `target_url`;
 *  - GitLab (v4): `POST /projects/:id/statuses/:sha` with `state` (pending | success |
 *    failed), `name`, `description` and `target_url`. GitLab has no "error" state: a result
 *    that could not be decided is `failed`, as a FAIL is.
 */
import { type Forge, forgeCall } from './forge-http.js';

export type StatusState = 'pending' | 'success' | 'failure' | 'error';

export interface CommitStatus {
  readonly state: StatusState;
  /** `patchproof/<project>`: one status per project, replaced by each new one. */
  readonly context: string;
  readonly description: string;
  readonly targetUrl: string | null;
}

/** A repository on a forge, with the token that may set its statuses. */
export type ForgeRepository =
  | {
      readonly kind: 'github';
      readonly api: string;
      readonly repository: string;
      readonly token: string;
    }
  | {
      readonly kind: 'gitlab';
      readonly api: string;
      readonly project: string;
      readonly token: string;
    };

/** Sets the status of `sha`; resolves to the line to print. ServiceError when the forge refuses. */
export async function postCommitStatus(
  repo: ForgeRepository,
  sha: string,
  status: CommitStatus,
): Promise<string> {
  const url = status.targetUrl ? { target_url: status.targetUrl } : {};
  if (repo.kind === 'github') {
    await forgeCall(
      gitHubForge(repo.api, repo.token),
      'POST',
      `/repos/${repo.repository}/statuses/${sha}`,
      { state: status.state, description: status.description, context: status.context, ...url },
    );
    return `commit status ${status.state} on ${sha.slice(0, 12)}`;
  }
  const state = status.state === 'pending' || status.state === 'success' ? status.state : 'failed';
  await forgeCall(
    gitLabForge(repo.api, repo.token),
    'POST',
    `/projects/${encodeURIComponent(repo.project)}/statuses/${sha}`,
    { state, name: status.context, description: status.description, ...url },
  );
  return `commit status ${state} on ${sha.slice(0, 12)}`;
}

export function gitHubForge(api: string, token: string): Forge {
  return {
    name: 'GitHub',
    api,
    hint: "check the token's permissions (statuses: write, pull-requests: write)",
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
    },
  };
}

export function gitLabForge(api: string, token: string): Forge {
  return {
    name: 'GitLab',
    api,
    headers: { 'private-token': token },
    hint: 'check the token (a project access token with the api scope, Developer role)',
  };
}
