/**
 * A local stand-in for the parts of GitHub's REST API (version 2022-11-28) that
 * `patchproof gate --github` uses, answering as the documentation says and refusing what it
 * refuses, so the gate is tested against the contract rather than against itself:
 *  - Create a commit status: `POST /repos/{owner}/{repo}/statuses/{sha}`, body `state`
 *    (required: error | failure | pending | success), `target_url`, `description`,
 *    `context`; 201 with the status. https://docs.github.com/en/rest/commits/statuses#create-a-commit-status
 *  - List issue comments: `GET /repos/{owner}/{repo}/issues/{issue_number}/comments`; 200
 *    with an array. Create one: `POST …/issues/{issue_number}/comments`, body `body`
 *    (required); 201. Update one: `PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}`,
 *    body `body` (required); 200. https://docs.github.com/en/rest/issues/comments
 * Every call needs `Authorization: Bearer <token>` (401 "Bad credentials" otherwise); a body
 * that breaks the schema is 422 "Validation Failed"; an unknown route is 404.
 */
import { listen, readJson } from './json-stand-in.js';

export interface StandInStatus {
  readonly sha: string;
  readonly state: string;
  readonly target_url?: string;
  readonly description?: string;
  readonly context: string;
}

export interface StandInComment {
  readonly id: number;
  body: string;
  readonly issue: number;
  /** Who wrote it: the job's token writes as github-actions[bot] (a Bot). */
  readonly user: { readonly login: string; readonly type: 'Bot' | 'User' };
}

export interface GitHubStandIn {
  readonly url: string;
  readonly statuses: StandInStatus[];
  readonly comments: StandInComment[];
  /** Every request as `METHOD path`. */
  readonly calls: string[];
  close(): Promise<void>;
}

const STATES = ['error', 'failure', 'pending', 'success'];
const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;

/** Starts the stand-in for repository `repository`, accepting `token` only. */
export async function startGitHubStandIn(
  repository: string,
  token: string,
): Promise<GitHubStandIn> {
  const statuses: StandInStatus[] = [];
  const comments: StandInComment[] = [];
  const calls: string[] = [];
  let nextId = 1000;
  const server = await listen(async (req, send) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    calls.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${token}`)
      return send(401, { message: 'Bad credentials' });
    const base = `/repos/${repository}`;
    const body = req.method === 'POST' || req.method === 'PATCH' ? await readJson(req) : undefined;
    const invalid = (): void => send(422, { message: 'Validation Failed' });
    let m: RegExpExecArray | null;
    if (
      req.method === 'POST' &&
      (m = new RegExp(`^${base}/statuses/([0-9a-f]{40})$`).exec(url.pathname))
    ) {
      const b = body as Record<string, unknown> | undefined;
      if (!b || typeof b.state !== 'string' || !STATES.includes(b.state)) return invalid();
      for (const key of ['target_url', 'description', 'context'])
        if (b[key] !== undefined && typeof b[key] !== 'string') return invalid();
      const status: StandInStatus = {
        sha: m[1] as string,
        state: b.state,
        context: (b.context as string | undefined) ?? 'default',
        ...(b.target_url ? { target_url: b.target_url as string } : {}),
        ...(b.description ? { description: b.description as string } : {}),
      };
      statuses.push(status);
      return send(201, { id: nextId++, ...status });
    }
    if ((m = new RegExp(`^${base}/issues/(\\d+)/comments$`).exec(url.pathname))) {
      const issue = Number(m[1]);
      if (req.method === 'GET') {
        // Pagination as documented: per_page (at most 100) and page, 1-based.
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = comments
          .filter((c) => c.issue === issue)
          .map((c) => ({ id: c.id, body: c.body, user: c.user }));
        return send(200, all.slice((page - 1) * perPage, page * perPage));
      }
      if (req.method === 'POST') {
        const text = (body as { body?: unknown } | undefined)?.body;
        if (typeof text !== 'string') return invalid();
        const comment: StandInComment = { id: nextId++, body: text, issue, user: BOT };
        comments.push(comment);
        return send(201, { id: comment.id, body: comment.body, user: comment.user });
      }
    }
    if (
      req.method === 'PATCH' &&
      (m = new RegExp(`^${base}/issues/comments/(\\d+)$`).exec(url.pathname))
    ) {
      const comment = comments.find((c) => c.id === Number(m?.[1]));
      const text = (body as { body?: unknown } | undefined)?.body;
      if (!comment) return send(404, { message: 'Not Found' });
      // The job's token may edit only what it wrote.
      if (comment.user.login !== BOT.login)
        return send(403, { message: 'Resource not accessible by integration' });
      if (typeof text !== 'string') return invalid();
      comment.body = text;
      return send(200, { id: comment.id, body: comment.body });
    }
    return send(404, { message: 'Not Found' });
  });
  const { port } = server;
  return {
    url: `http://127.0.0.1:${port}`,
    statuses,
    comments,
    calls,
    close: () => server.close(),
  };
}
