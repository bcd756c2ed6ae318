/**
 * A local stand-in for the parts of GitLab's REST API (v4) that `patchproof gate --gitlab`
 * uses, answering as the documentation says:
 *  - Set the pipeline status of a commit: `POST /projects/:id/statuses/:sha`, `state`
 *    required (pending | running | success | failed | canceled), `name`, `target_url`,
 *    `description`; 201. https://docs.gitlab.com/api/commits/#set-the-pipeline-status-of-a-commit
 *  - The current user: `GET /user`; 200 with `username`. https://docs.gitlab.com/api/users/
 *  - Merge request notes: `GET /projects/:id/merge_requests/:iid/notes` (per_page, page),
 *    `POST …/notes` and `PUT …/notes/:note_id` with `body` required.
 *    https://docs.gitlab.com/api/notes/#merge-requests
 * Every call needs `PRIVATE-TOKEN: <token>` (401 otherwise); a bad body is 400; someone
 * else's note may not be edited (403).
 */
import { listen, readJson } from './json-stand-in.js';

export interface GitLabNote {
  readonly id: number;
  body: string;
  readonly mergeRequest: number;
  readonly author: { readonly username: string };
}

export interface GitLabStandIn {
  readonly url: string;
  readonly statuses: Array<Record<string, unknown> & { sha: string }>;
  readonly notes: GitLabNote[];
  close(): Promise<void>;
}

const STATES = ['pending', 'running', 'success', 'failed', 'canceled'];

/** Starts the stand-in for project `project`; `token` acts as user `username`. */
export async function startGitLabStandIn(
  project: string,
  token: string,
  username: string,
): Promise<GitLabStandIn> {
  const statuses: GitLabStandIn['statuses'] = [];
  const notes: GitLabNote[] = [];
  let nextId = 500;
  const server = await listen(async (req, send) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\/api\/v4/, '');
    if (req.headers['private-token'] !== token) return send(401, { message: '401 Unauthorized' });
    const body =
      req.method === 'POST' || req.method === 'PUT'
        ? ((await readJson(req)) as Record<string, unknown> | undefined)
        : undefined;
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/user') return send(200, { id: 7, username });
    if (
      req.method === 'POST' &&
      (m = new RegExp(`^/projects/${project}/statuses/([0-9a-f]{40})$`).exec(path))
    ) {
      if (typeof body?.state !== 'string' || !STATES.includes(body.state))
        return send(400, { message: 'state is missing or invalid' });
      statuses.push({ ...body, sha: m[1] as string });
      return send(201, { id: nextId++, status: body.state, name: body.name ?? 'default' });
    }
    if (
      (m = new RegExp(`^/projects/${project}/merge_requests/(\\d+)/notes(?:/(\\d+))?$`).exec(path))
    ) {
      const iid = Number(m[1]);
      const noteId = m[2] === undefined ? undefined : Number(m[2]);
      if (req.method === 'GET' && noteId === undefined) {
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 20));
        const page = Number(url.searchParams.get('page') ?? 1);
        return send(
          200,
          notes.filter((n) => n.mergeRequest === iid).slice((page - 1) * perPage, page * perPage),
        );
      }
      if (typeof body?.body !== 'string') return send(400, { message: 'body is missing' });
      if (req.method === 'POST' && noteId === undefined) {
        const note = { id: nextId++, body: body.body, mergeRequest: iid, author: { username } };
        notes.push(note);
        return send(201, note);
      }
      const note = notes.find((n) => n.id === noteId && n.mergeRequest === iid);
      if (req.method === 'PUT' && note) {
        if (note.author.username !== username) return send(403, { message: '403 Forbidden' });
        note.body = body.body;
        return send(200, note);
      }
    }
    return send(404, { message: '404 Not Found' });
  });
  const { port } = server;
  return { url: `http://127.0.0.1:${port}/api/v4`, statuses, notes, close: () => server.close() };
}
