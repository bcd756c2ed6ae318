/**
 * `environment.variables` (issue 16): a fixed map of variables every phase's command runs
 * with, part of the spec hash and recorded whole in the receipt. The runners start from a
 * small fixed environment (RUNNER_VARIABLES) and add these; what they set themselves cannot
 * be overridden, and neither can the variables that load code into every process before
 * the test framework starts (`LD_PRELOAD`, `PYTHONHOME` …): a patch could put that code in
 * the workspace. `NODE_OPTIONS` and `PYTHONPATH` are allowed: the gates read them like the
 * commands' own options (node-hooks.ts protects the files NODE_OPTIONS preloads; the
 * ShadowedModule gate counts PYTHONPATH's folders on `sys.path`).
 */
import { ExecutionError } from '../errors.js';

/** The variables the runners set themselves (recorded in the fingerprint). */
export const RUNNER_VARIABLES = [
  'PATH',
  'HOME',
  'TMPDIR',
  'LANG',
  'TZ',
  'PYTHONDONTWRITEBYTECODE',
  'PYTHONHASHSEED',
  'CI',
  'NO_COLOR',
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
    if ((RUNNER_VARIABLES as readonly string[]).includes(name)) {
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
