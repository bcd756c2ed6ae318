/**
 * Program-valued settings that the repository's own config defines, switched off per call.
 *
 * Some settings name programs under a name the repository chooses: `filter.<driver>.clean`
 * runs on `git add`, `git status` and `git diff` for any path whose `.gitattributes` names
 * the driver, and `credential.<url>.helper` runs on a push. A fixed `-c` list cannot name
 * drivers it does not know, so each call first lists the repository-scope keys (local and
 * worktree config, with their includes) and overrides exactly those. Drivers from the
 * operator's global or system config (git-lfs, a credential store) keep working.
 *
 * The overrides travel as GIT_CONFIG_COUNT/KEY/VALUE variables rather than `-c`: a key
 * there is not split at `=`, so a driver named `a=b` cannot smuggle a value in.
 */
/** One key the repository's config defines, as `git config --show-scope --name-only -z` lists it. */
export interface ScopedKey {
  readonly scope: string;
  readonly name: string;
}

/** Parses `scope NUL name NUL` pairs. */
export function parseScopedKeys(stdout: Buffer): ScopedKey[] {
  const fields = stdout.toString('utf8').split('\0');
  const keys: ScopedKey[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2)
    keys.push({ scope: fields[i] ?? '', name: fields[i + 1] ?? '' });
  return keys;
}

const REPOSITORY_SCOPES = new Set(['local', 'worktree']);

/**
 * The overrides (key, value) that neutralize the program-valued keys in `keys` that come from
 * the repository. Pure, so the rules are testable without git.
 */
export function neutralizingOverrides(keys: readonly ScopedKey[]): Array<[string, string]> {
  const overrides = new Map<string, string>();
  for (const { scope, name } of keys) {
    if (!REPOSITORY_SCOPES.has(scope)) continue;
    const first = name.indexOf('.');
    const last = name.lastIndexOf('.');
    if (first === -1) continue;
    // Section and key are case-insensitive (git prints them lowercased); a subsection is not.
    const section = name.slice(0, first).toLowerCase();
    const key = name.slice(last + 1).toLowerCase();
    const subsection = last > first ? name.slice(first + 1, last) : undefined;
    if (section === 'filter' && subsection !== undefined) {
      // An empty command is "no filter"; required=false keeps git from failing without it.
      for (const k of ['clean', 'smudge', 'process'])
        overrides.set(`filter.${subsection}.${k}`, '');
      overrides.set(`filter.${subsection}.required`, 'false');
    } else if (section === 'credential' && key === 'helper') {
      // An empty helper value clears the helper list collected so far for matching URLs.
      overrides.set(name, '');
    } else if (section === 'core' && key === 'sshcommand') {
      overrides.set('core.sshCommand', 'ssh');
    }
  }
  return [...overrides];
}

/** The environment that carries `overrides` to git and to any git it starts. */
export function overrideEnvironment(
  overrides: ReadonlyArray<readonly [string, string]>,
): Record<string, string> {
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(overrides.length) };
  overrides.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}

/** The argv that lists every config key with its scope (no values: they may be secrets). */
export const LIST_SCOPED_KEYS: readonly string[] = [
  'config',
  '--show-scope',
  '--name-only',
  '--list',
  '-z',
];
