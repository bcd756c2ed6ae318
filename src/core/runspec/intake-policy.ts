/**
 * The intake policy a run spec puts in force. The spec's protected list already holds the
 * defaults; intake adds its own defaults, so only what the spec adds is passed on. With the
 * runner's module list (read by an adapter), the ShadowedModule gate runs too, over the
 * spec's commands.
 */
import { DEFAULT_PROTECTED_PATHS, type ProtectedPathsInForce } from '../gates/protected-paths.js';
import type { RunnerModules } from '../gates/runner-modules.js';
import type { IntakePolicyInput } from '../intake/policy.js';
import type { ResolvedRunSpec } from './resolve.js';

/** The intake policy for proposals made under `spec`, run on a runner whose Python holds `modules`. */
export function intakePolicyFor(spec: ResolvedRunSpec, modules?: RunnerModules): IntakePolicyInput {
  const policy = intakePolicyOf(spec.protectedPaths);
  return modules
    ? {
        ...policy,
        shadowing: { modules, commands: specCommands(spec), env: spec.environment.variables },
      }
    : policy;
}

/** Every command a phase of `spec` runs. */
export function specCommands(spec: ResolvedRunSpec): ReadonlyArray<readonly string[]> {
  return [
    ...(spec.reproduction.mode === 'spec' ? [spec.reproduction.command] : []),
    spec.regression.command,
    spec.hidden.command,
    ...(spec.probes ? [spec.probes.command] : []),
  ];
}

/** The intake policy that puts `inForce` in force again (as a receipt records it). */
export function intakePolicyOf(inForce: ProtectedPathsInForce): IntakePolicyInput {
  const added = inForce.protected.filter((p) => !DEFAULT_PROTECTED_PATHS.includes(p));
  return { protectedPaths: { add: added, allow: inForce.allowed } };
}
