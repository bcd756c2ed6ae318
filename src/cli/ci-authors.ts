/**
 * Who wrote the patch a CI job relays, as the job's environment tells it: the gate declares
 * them to the service as the proposal's authors, so none of them can approve it, although
 * the service only ever sees the CI bot's proposer token (docs/authorities.md).
 *
 * GitHub Actions: the pull request's opener (`pull_request.user.login` in the event file),
 * whoever pushed or re-ran (`GITHUB_ACTOR`, `GITHUB_TRIGGERING_ACTOR`). GitLab CI: the user
 * who started the pipeline (`GITLAB_USER_LOGIN`). Logins only: a commit's author name is
 * whatever the committer typed, and declaring it would let a patch name any reviewer and lock
 * them out. `--author` and `PATCHPROOF_AUTHOR` add one more.
 */
import { readFile } from 'node:fs/promises';
import { isValidActor } from '../core/service/roles.js';
import { AUTHORS_HEADER } from '../api/schemas.js';

/** The most a proposal may declare (the service refuses more). */
const MAX_AUTHORS = 20;

/** The authors to declare: deduplicated, valid names only, in the order found. */
export async function ciAuthors(env: NodeJS.ProcessEnv, given?: string): Promise<string[]> {
  const found: (string | undefined)[] = [given, env['PATCHPROOF_AUTHOR']];
  found.push(
    await pullRequestOpener(env['GITHUB_EVENT_PATH']),
    env['GITHUB_ACTOR'],
    env['GITHUB_TRIGGERING_ACTOR'],
  );
  found.push(env['GITLAB_USER_LOGIN']);
  const names = found
    .map((name) => name?.trim())
    .filter((name): name is string => name !== undefined && isValidActor(name));
  return [...new Set(names)].slice(0, MAX_AUTHORS);
}

/** `pull_request.user.login` of a GitHub event file, when there is one. */
async function pullRequestOpener(path: string | undefined): Promise<string | undefined> {
  if (!path) return undefined;
  try {
    const event = JSON.parse(await readFile(path, 'utf8')) as {
      pull_request?: { user?: { login?: unknown } };
    };
    const login = event.pull_request?.user?.login;
    return typeof login === 'string' ? login : undefined;
  } catch {
    return undefined;
  }
}

/** The header that carries them with a raw patch body; none when there are none. */
export function authorsHeaders(authors: readonly string[]): Record<string, string> {
  return authors.length === 0
    ? {}
    : { [AUTHORS_HEADER]: authors.map(encodeURIComponent).join(',') };
}
