/**
 * The environment of a local run: a small fixed allow-list, never the parent's environment
 * (which holds tokens and credentials the untrusted code must not see), plus the spec's
 * own `env`. The command is looked up on this environment's PATH, not the parent's.
 */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_VARIABLES, RUNNER_VARIABLES } from '../../core/runspec/variables.js';

/**
 * Variable names the runner sets before the spec's; recorded in the fingerprint. The list is
 * the core's: a spec may not set the enforced ones and may replace the defaults.
 */
export const FIXED_ENV_KEYS = RUNNER_VARIABLES;

const FALLBACK_PATH = '/usr/local/bin:/usr/bin:/bin';

/**
 * Builds the child's environment. `home` is a fresh per-run directory (HOME, and TMPDIR
 * below it) so tools that write caches or config there start clean and leave nothing
 * behind. `extra` (the spec's env, trusted configuration) is applied last: the core refused
 * the enforced names in it, except a sealed validation's own PYTHONHASHSEED.
 */
export function fixedEnvironment(
  home: string,
  tmp: string,
  extra: Readonly<Record<string, string>> = {},
  hostPath: string | undefined = process.env['PATH'],
): Record<string, string> {
  const base: Record<(typeof FIXED_ENV_KEYS)[number], string> = {
    PATH: hostPath !== undefined && hostPath !== '' ? hostPath : FALLBACK_PATH,
    HOME: home,
    TMPDIR: tmp,
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONHASHSEED: '0',
    ...DEFAULT_VARIABLES,
  };
  return { ...base, ...extra };
}

/**
 * Finds the executable for `command[0]`. A name with a `/` is taken relative to the
 * workspace; a bare name is searched on `pathValue`, skipping relative PATH entries (an
 * empty or `.` entry would run whatever binary the untrusted workspace planted).
 * Returns undefined when nothing executable is found.
 */
export async function resolveCommand(
  name: string,
  cwd: string,
  pathValue: string,
): Promise<string | undefined> {
  if (name === '' || name.includes('\0')) return undefined;
  if (name.includes('/')) {
    const candidate = resolve(cwd, name);
    return (await isExecutableFile(candidate)) ? candidate : undefined;
  }
  for (const dir of pathValue.split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    if (await isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

async function isExecutableFile(path: string): Promise<boolean> {
  try {
    // stat follows symlinks on purpose: /usr/bin/python3 is usually one.
    if (!(await stat(path)).isFile()) return false;
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
