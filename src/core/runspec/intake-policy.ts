/**
 * The intake policy a run spec puts in force. The spec's protected list already holds the
 * defaults; intake adds its own defaults, so only what the spec adds is passed on.
 */
import { DEFAULT_PROTECTED_PATHS, type ProtectedPathsInForce } from '../gates/protected-paths.js';
import type { IntakePolicyInput } from '../intake/policy.js';
import type { ResolvedRunSpec } from './resolve.js';

/** The intake policy for proposals made under `spec`. */
export function intakePolicyFor(spec: ResolvedRunSpec): IntakePolicyInput {
  return intakePolicyOf(spec.protectedPaths);
}

/** The intake policy that puts `inForce` in force again (as a receipt records it). */
export function intakePolicyOf(inForce: ProtectedPathsInForce): IntakePolicyInput {
  const added = inForce.protected.filter((p) => !DEFAULT_PROTECTED_PATHS.includes(p));
  return { protectedPaths: { add: added, allow: inForce.allowed } };
}
