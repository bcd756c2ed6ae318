/**
 * `environment.variables` (issue 16): a fixed map of variables every phase's command runs
 * with, part of the spec hash and recorded whole in the receipt.
 *
 * The environment a test sees is the project's (issue 34). The runners set only:
 *  - ENFORCED_VARIABLES, which their own machinery or a defence needs, and which a spec
 *    cannot change: `PATH` (the command is looked up on it; a spec's PATH could name a folder
 *    of the workspace, where the patch chooses what `python3` is), `HOME` and `TMPDIR` (a
 *    fresh folder per run, under the run's disk cap, removed afterwards), `PYTHONHASHSEED`
 *    (0 unsealed, a per-validation seed when sealed: run-environment.ts), and
 *    `PYTHONDONTWRITEBYTECODE` (a run leaves no compiled Python in its copy: a `.pyc` can
 *    stand in for the source it was compiled from, which is why the gates protect them, and
 *    the setup step's output, taken as trusted, must hold none);
 *  - DEFAULT_VARIABLES, so that a run repeats from one machine to the next (`LANG`, `TZ`) and
 *    tools behave as under CI (`CI`: Jest writes no missing snapshot, watch modes stay off).
 *    A spec's own value replaces them.
 * Nothing else: `NO_COLOR` is no longer set (a suite that tests its colours with
 * `FORCE_COLOR` failed on base and patched alike); a spec may set it.
 * Neither can a spec set the variables that load code into every process before the test
 * framework starts (`LD_PRELOAD`, `PYTHONHOME` …): a patch could put that code in the
 * workspace. `NODE_OPTIONS` and `PYTHONPATH` are allowed: the gates read them like the
 * commands' own options (node-hooks.ts protects the files NODE_OPTIONS preloads; the
 * ShadowedModule gate counts PYTHONPATH's folders on `sys.path`).
 */
import { ExecutionError } from '../errors.js';

/** The variables the runners set whatever the spec says (see above for why each). */
export const ENFORCED_VARIABLES = [
  'PATH',
  'HOME',
  'TMPDIR',
  'PYTHONDONTWRITEBYTECODE',
  'PYTHONHASHSEED',
] as const;

/** What the runners set unless the spec sets its own value. */
export const DEFAULT_VARIABLES: Readonly<Record<'LANG' | 'TZ' | 'CI', string>> = {
  LANG: 'C.UTF-8',
  TZ: 'UTC',
  CI: 'true',
};

/** Every variable a run has before the spec's (recorded in the fingerprint). */
export const RUNNER_VARIABLES = [
  ...ENFORCED_VARIABLES,
  ...(Object.keys(DEFAULT_VARIABLES) as (keyof typeof DEFAULT_VARIABLES)[]),
] as const;

export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
export const MAX_VARIABLES = 64;

// Loaders and interpreter homes: code or a whole runtime taken from wherever they point.
const LOADING =
  /^(?:LD_\w+|DYLD_\w+|PYTHONHOME|PYTHONEXECUTABLE|PYTHONPLATLIBDIR|PYTHONSTARTUP|PYTHONUSERBASE|PYTHONNOUSERSITE|BASH_ENV|ENV|PATCHPROOF_\w*)$/;

/** Refuses variables a spec may not set; returns them sorted by name. */
export function checkVariables(
  variables: Readonly<Record<string, string>> | undefined,
): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(variables ?? {}).sort()) {
    const field = `environment.variables.${name.slice(0, 128)}`;
    if ((ENFORCED_VARIABLES as readonly string[]).includes(name)) {
      refuse(
        field,
        `${name} is set by the runner itself and cannot be changed; name the program by its path in the command instead of changing PATH`,
      );
    }
    if (LOADING.test(name))
      refuse(
        field,
        `${name} loads code or a runtime into every process before the tests start; it cannot be set in a run spec`,
      );
    out[name] = (variables as Record<string, string>)[name] as string;
  }
  return out;
}

function refuse(field: string, message: string): never {
  throw new ExecutionError('InvalidRunSpec', message, { details: { field } });
}
