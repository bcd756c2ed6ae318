/**
 * Which runs an execution makes (PROTOCOL 5), by gate mode (resolve.ts), before any runs:
 * - every mode: the regression suite on the base and patched, and the sealed hidden suite;
 * - mode spec: the sealed trusted reproduction suite on the base (baseline) and patched;
 * - mode proposal: the project's suite with only the patch's test files on the base
 *   (baseline) and on the patched tree, unsealed: those tests are the proposer's
 *   (proposal-phases.ts); when the patch changes no test both phases fail unrun;
 * - mode none: no baseline or patched run; both phases are `skipped`.
 * Sealing happens here, so a suite that cannot be sealed refuses the execution.
 */
import type { ResolvedRunSpec } from '../runspec/resolve.js';
import type { SealedSuite } from '../seal/model.js';
import type { ProposedFile } from '../seal/regression-plants.js';
import type { Job } from './job-runs.js';
import type { PhaseResult } from './phase-result.js';
import { NO_PROPOSAL_TESTS, unrunPhase } from './proposal-phases.js';
import { type SealInput, sealPhase } from './sealing.js';

export interface ExecutionPlan {
  readonly jobs: readonly Job[];
  /** Each sealed phase's suite; null for an unsealed execution. */
  readonly sealed: {
    readonly baseline?: SealedSuite;
    readonly patched?: SealedSuite;
    readonly hidden: SealedSuite;
  } | null;
  /** Whether baseline and patched run the patch's own tests (mode proposal, with tests to run). */
  readonly proposal: boolean;
  /** The result of a reproduction phase that has no run (mode none, or a proposal without tests); null when it runs. */
  unrun(name: 'baseline' | 'patched'): PhaseResult | null;
}

export function planExecution(
  spec: ResolvedRunSpec,
  seal: SealInput | undefined,
  proposedTests: ReadonlyMap<string, ProposedFile | null> | undefined,
): ExecutionPlan {
  const reproduction = spec.reproduction;
  const sealed = seal
    ? {
        ...(reproduction.mode === 'spec'
          ? {
              baseline: sealPhase(seal, 'baseline', reproduction.report, reproduction.command),
              patched: sealPhase(seal, 'patched', reproduction.report, reproduction.command),
            }
          : {}),
        hidden: sealPhase(seal, 'hidden', spec.hidden.report, spec.hidden.command),
      }
    : null;
  const trusted = (phase: 'baseline' | 'patched' | 'hidden') =>
    sealed?.[phase] ? { trusted: sealed[phase].files } : {};
  const sealOf = (phase: 'baseline' | 'patched' | 'hidden') =>
    sealed?.[phase] ? { sealed: sealed[phase] } : {};
  // The trusted suites judge with the base's test material: a helper of the project's that a
  // trusted test imports (support/checks.py, internal/testutil) is put back where the patch
  // changed or deleted it, so editing it cannot weaken them (test-integrity.ts guards the
  // project's own suite the same way). Code that rebinds a helper at run time is not stopped
  // by this (docs/threat-model.md). Not when the patch changes test material alone: then
  // the project is a test library, and its helpers are the code the trusted suites test.
  const baseTests =
    seal?.regression?.changesCode === true ? seal.regression.trustedRestore : undefined;
  const restored = baseTests !== undefined && baseTests.size > 0 ? { rewrite: baseTests } : {};
  const proposed = reproduction.mode === 'proposal' ? proposedFiles(proposedTests) : null;
  const reproducing: Job[] =
    reproduction.mode === 'spec'
      ? [
          {
            id: 'baseline',
            request: { patched: false, suite: 'reproduction', ...trusted('baseline') },
            suite: reproduction,
            ...sealOf('baseline'),
          },
          {
            id: 'patched',
            request: { patched: true, suite: 'reproduction', ...trusted('patched'), ...restored },
            suite: reproduction,
            ...sealOf('patched'),
          },
        ]
      : proposed
        ? [
            {
              id: 'baseline',
              request: {
                patched: false,
                suite: null,
                tests: 'proposal',
                rewrite: proposed.rewrite,
                modes: proposed.modes,
                remove: proposed.remove,
              },
              suite: spec.regression,
            },
            {
              id: 'patched',
              request: { patched: true, suite: null, tests: 'proposal' },
              suite: spec.regression,
            },
          ]
        : [];
  const jobs: Job[] = [
    ...reproducing,
    { id: 'regression-base', request: { patched: false, suite: null }, suite: spec.regression },
    { id: 'regression', request: { patched: true, suite: null }, suite: spec.regression },
    {
      id: 'hidden',
      request: { patched: true, suite: 'hidden', ...trusted('hidden'), ...restored },
      suite: spec.hidden,
      ...sealOf('hidden'),
    },
  ];
  return {
    jobs,
    sealed,
    proposal: proposed !== null,
    unrun(name) {
      if (reproduction.mode === 'none') return unrunPhase(name);
      return reproduction.mode === 'proposal' && proposed === null
        ? unrunPhase(name, NO_PROPOSAL_TESTS)
        : null;
    },
  };
}

/** The patch's test files as the proposal-mode baseline puts them on the base (modes included); null when it changes none. */
function proposedFiles(
  tests: ReadonlyMap<string, ProposedFile | null> | undefined,
): { rewrite: Map<string, Uint8Array>; modes: Map<string, number>; remove: string[] } | null {
  if (tests === undefined || tests.size === 0) return null;
  const rewrite = new Map<string, Uint8Array>();
  const modes = new Map<string, number>();
  const remove: string[] = [];
  for (const [path, file] of tests) {
    if (file === null) {
      remove.push(path);
      continue;
    }
    rewrite.set(path, file.bytes);
    modes.set(path, file.executable ? 0o755 : 0o644);
  }
  return { rewrite, modes, remove };
}
