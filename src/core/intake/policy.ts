/**
 * What intake enforces for one run: budgets, protected and sensitive paths, and what the
 * ShadowedModule gate needs to know about the runner. Defaults come from PROTOCOL 3.3; a run
 * spec may tighten or relax them, and the receipt records them.
 */
import { type Budgets, DEFAULT_BUDGETS } from '../gates/budgets.js';
import { compilePathPatterns } from '../gates/path-glob.js';
import {
  type ProtectedPathsConfig,
  type ProtectedPathsInForce,
  protectedPathsInForce,
} from '../gates/protected-paths.js';
import type { ShadowingInput } from './shadow-check.js';

export interface IntakePolicyInput {
  readonly budgets?: Partial<Budgets>;
  readonly protectedPaths?: ProtectedPathsConfig;
  /** Patterns that no patch may touch at all (refused as UnsafePath). */
  readonly sensitivePaths?: readonly string[];
  /**
   * The runner's module list and the spec's commands, for the ShadowedModule gate. Without
   * them (no run spec, so no runner: `patchproof propose`) that gate does not run.
   */
  readonly shadowing?: ShadowingInput;
}

export interface IntakePolicy {
  readonly budgets: Budgets;
  readonly protectedPaths: ProtectedPathsInForce;
  readonly sensitivePaths: readonly string[];
  readonly shadowing?: ShadowingInput;
}

/** Fills in defaults. */
export function intakePolicy(input: IntakePolicyInput = {}): IntakePolicy {
  return {
    budgets: { ...DEFAULT_BUDGETS, ...input.budgets },
    protectedPaths: protectedPathsInForce(input.protectedPaths),
    sensitivePaths: [...(input.sensitivePaths ?? [])],
    ...(input.shadowing ? { shadowing: input.shadowing } : {}),
  };
}

/** The matcher for sensitive paths, or undefined when none are configured. */
export function sensitiveMatcher(policy: IntakePolicy): ((path: string) => boolean) | undefined {
  return policy.sensitivePaths.length > 0 ? compilePathPatterns(policy.sensitivePaths) : undefined;
}
