/**
 * `patchproof gate --github`: the gate's result where a GitHub user looks, through GitHub's
 * documented REST API (version 2022-11-28) and the Actions step summary:
 *  - the Markdown summary appended to the file `$GITHUB_STEP_SUMMARY` names;
 *  - a commit status, `POST /repos/{owner}/{repo}/statuses/{sha}` with `state`,
 *    `target_url` (the receipt), `description` and `context` ("patchproof/<project>");
 *  - one pull request comment, found again by its hidden marker: `GET
 *    /repos/{owner}/{repo}/issues/{number}/comments`, then `PATCH
 *    /repos/{owner}/{repo}/issues/comments/{id}` or, the first time, `POST
 *    /repos/{owner}/{repo}/issues/{number}/comments`.
 * The token is the job's `GITHUB_TOKEN` (permissions `statuses: write`, `pull-requests:
 * write`), passed in the gate step's env, which comments as `github-actions[bot]` (another
 * bot: `PATCHPROOF_GITHUB_BOT`); the commit is the pull request's head
 * (`pull_request.head.sha` of `$GITHUB_EVENT_PATH`), else `GITHUB_SHA`.
 */
import { appendFile, readFile } from 'node:fs/promises';
import type { GateSummary } from '../../core/ci/gate-summary.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { UsageError } from '../output.js';
import {
  type Forge,
  findOwnComment,
  forgeCall,
  gitHubForge,
  postCommitStatus,
} from '../../adapters/forge/index.js';

export interface GitHubTarget {
  readonly api: string;
  readonly repository: string;
  readonly token: string;
  readonly sha: string;
  readonly pullRequest: number | null;
  readonly summaryFile: string | null;
  /** The login the job's token comments as: only its own comments are updated. */
  readonly commenter: string;
}

/** Where to report, from the Actions environment; UsageError naming what is missing. */
export async function gitHubTarget(env: NodeJS.ProcessEnv): Promise<GitHubTarget> {
  const need = (name: string): string => {
    const value = env[name]?.trim();
    if (!value)
      throw new UsageError(
        `--github needs ${name} in the environment (GitHub Actions sets it${name === 'GITHUB_TOKEN' ? '; pass it to the gate step: env: GITHUB_TOKEN: ${{ github.token }}' : ''})`,
        'gate',
      );
    return value;
  };
  const repository = need('GITHUB_REPOSITORY');
  if (
    !/^[\w.-]+\/[\w.-]+$/.test(repository) ||
    repository.split('/').some((part) => /^\.+$/.test(part))
  )
    throw new UsageError(
      `GITHUB_REPOSITORY is owner/name, not ${quoteUntrusted(repository)}`,
      'gate',
    );
  const event = await readEvent(env['GITHUB_EVENT_PATH']);
  const sha = event.headSha ?? need('GITHUB_SHA');
  if (!/^[0-9a-f]{40}$/.test(sha))
    throw new UsageError(`the commit to report on is not a SHA-1: ${quoteUntrusted(sha)}`, 'gate');
  return {
    api: (env['GITHUB_API_URL']?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
    repository,
    token: need('GITHUB_TOKEN'),
    sha,
    pullRequest: event.number,
    summaryFile: env['GITHUB_STEP_SUMMARY']?.trim() || null,
    commenter: env['PATCHPROOF_GITHUB_BOT']?.trim() || 'github-actions[bot]',
  };
}

/** Sends the summary; resolves to one line per thing done. A refusal from GitHub is a ServiceError naming the call. */
export async function reportToGitHub(
  target: GitHubTarget,
  summary: GateSummary,
  receiptUrl: string | null,
): Promise<string[]> {
  const forge = forgeOf(target);
  const call = (method: string, path: string, body?: unknown) =>
    forgeCall(forge, method, path, body);
  const done: string[] = [];
  if (target.summaryFile) {
    await appendFile(target.summaryFile, summary.markdown);
    done.push('step summary written');
  }
  const repo = `/repos/${target.repository}`;
  const status = {
    state: summary.state,
    description: summary.description,
    context: `patchproof/${summary.project}`,
    targetUrl: receiptUrl,
  };
  done.push(
    await postCommitStatus(
      { kind: 'github', api: target.api, repository: target.repository, token: target.token },
      target.sha,
      status,
    ),
  );
  if (target.pullRequest !== null) {
    const bot = (c: Record<string, unknown>): boolean => {
      const user = c.user as { login?: unknown; type?: unknown } | undefined;
      return user?.type === 'Bot' && user.login === target.commenter;
    };
    const earlier = await findOwnComment(
      forge,
      `${repo}/issues/${target.pullRequest}/comments`,
      summary.marker,
      bot,
    );
    if (earlier)
      await call('PATCH', `${repo}/issues/comments/${earlier}`, { body: summary.markdown });
    else
      await call('POST', `${repo}/issues/${target.pullRequest}/comments`, {
        body: summary.markdown,
      });
    done.push(
      `${earlier ? 'updated' : 'posted'} the comment on pull request #${target.pullRequest}`,
    );
  }
  return done;
}

function forgeOf(target: GitHubTarget): Forge {
  return gitHubForge(target.api, target.token);
}

async function readEvent(
  path: string | undefined,
): Promise<{ headSha: string | null; number: number | null }> {
  if (!path) return { headSha: null, number: null };
  try {
    const event = JSON.parse(await readFile(path, 'utf8')) as {
      pull_request?: { number?: unknown; head?: { sha?: unknown } };
    };
    const pr = event.pull_request;
    return {
      headSha: typeof pr?.head?.sha === 'string' ? pr.head.sha : null,
      number: typeof pr?.number === 'number' && Number.isSafeInteger(pr.number) ? pr.number : null,
    };
  } catch {
    return { headSha: null, number: null };
  }
}
