/**
 * One operation's view of git: the repository's program-valued settings are read once, at
 * the start of the operation, and every git call of that operation runs with them switched
 * off. Read per operation, not per repository: the agent may edit `.git/config` between calls.
 */
import { type GitRun, type GitTarget, gitRefused, runGit } from './guarded-run.js';
import {
  LIST_SCOPED_KEYS,
  neutralizingOverrides,
  overrideEnvironment,
  parseScopedKeys,
} from './repo-config.js';

export interface Limits {
  readonly maxOutputBytes: number;
  readonly timeoutMs: number;
}

/** Runs one git command of the operation; output past `maxBytes` is cut and flagged. */
export type Git = (
  args: readonly string[],
  opts?: { readonly stdin?: string; readonly maxBytes?: number },
) => Promise<GitRun>;

/** A config listing larger than this is refused rather than read in part. */
const MAX_CONFIG_LISTING = 4 * 1024 * 1024;

/** Starts an operation on `target`: lists the repository's config keys, then returns its runner. */
export async function startOperation(target: GitTarget, limits: Limits): Promise<Git> {
  const listing = await runGit(target, LIST_SCOPED_KEYS, {
    maxBytes: MAX_CONFIG_LISTING,
    timeoutMs: limits.timeoutMs,
  });
  if (listing.status !== 0)
    throw gitRefused(
      LIST_SCOPED_KEYS,
      listing,
      "git cannot read this repository's config; fix .git/config and retry",
    );
  if (listing.truncated) {
    // A partial listing could miss a driver; running git anyway would run that driver.
    throw gitRefused(
      LIST_SCOPED_KEYS,
      { ...listing, stderr: `the config lists more than ${MAX_CONFIG_LISTING} bytes of keys` },
      'shrink .git/config and retry',
    );
  }
  const env = overrideEnvironment(neutralizingOverrides(parseScopedKeys(listing.stdout)));
  return (args, opts = {}) =>
    runGit(target, args, {
      maxBytes: opts.maxBytes ?? limits.maxOutputBytes,
      timeoutMs: limits.timeoutMs,
      env,
      ...(opts.stdin === undefined ? {} : { stdin: opts.stdin }),
    });
}
