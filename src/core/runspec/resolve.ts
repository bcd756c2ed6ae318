/**
 * A run spec made concrete: defaults filled in, trusted inputs pinned by digest, and the
 * spec's own typed hash. The hash covers digests rather than host paths, so the same spec
 * and suites give the same hash on any machine, and a changed suite gives another.
 */
import { ExecutionError } from '../errors.js';
import type { TypedHash } from '../hash/typed-hash.js';
import { typedHash } from '../hash/typed-hash.js';
import { type ResourceLimits, DEFAULT_LIMITS } from '../runner/runner-port.js';
import { assertSafePath } from '../gates/path-policy.js';
import { nodeHookPatterns } from '../gates/node-hooks.js';
import {
  GO_SPEC_PROTECTED,
  type ProtectedPathsInForce,
  protectedPathsInForce,
} from '../gates/protected-paths.js';
import type { ReportSpec } from '../reports/model.js';
import type { ProbeCase } from '../probes/cases.js';
import type { SnapshotId } from '../snapshot/inventory.js';
import type { RunSpecInput } from './schema.js';
import { checkDockerfile } from './dockerfile.js';
import { checkVariables } from './variables.js';

/** A trusted folder: where it is on this machine, and what it contains. */
export interface TrustedDir {
  readonly dir: string;
  readonly digest: SnapshotId;
}

export interface SuiteSpec {
  readonly command: readonly string[];
  readonly report: ReportSpec;
}

/**
 * The regression suite. `updatedTests` are base tests the run spec's author expects a fix to
 * update on purpose (a fix commit that also changes an old test's expectation): their base
 * version may fail in the guard run; the version the patch carries must pass like any other
 * test, and they excuse nothing when the patch leaves their file alone (test-integrity.ts).
 */
export interface RegressionSpec extends SuiteSpec {
  readonly updatedTests?: readonly string[];
}

export interface ResolvedRunSpec {
  readonly hash: TypedHash;
  readonly runner: RunSpecInput['runner'];
  /** The gate mode and, in mode `spec`, the trusted suite that shows the bug (gate-mode.ts). */
  readonly reproduction: Reproduction;
  readonly regression: RegressionSpec;
  readonly hidden: SuiteSpec & { readonly tests: TrustedDir };
  /** Probe cases, run with the hidden phase; their expected output never enters a runner. */
  readonly probes?: {
    readonly command: readonly string[];
    readonly cases: TrustedDir & { readonly list: readonly ProbeCase[] };
  };
  readonly environment: {
    readonly include: ReadonlyArray<{ readonly path: string; readonly digest: SnapshotId }>;
    /**
     * Run once on the base copy before any phase (PROTOCOL 4); what it adds to the workspace
     * is trusted environment, as an include is, and a patch may not touch it.
     */
    readonly setup?: {
      readonly command: readonly string[];
      readonly network: boolean;
      readonly timeoutSeconds: number;
    };
    /** Set for every phase's command (variables.ts); empty when the spec sets none. */
    readonly variables: Readonly<Record<string, string>>;
    /** The project's image, built on the runner image before any patch (dockerfile.ts). */
    readonly image?: EnvironmentImage;
  };
  readonly limits: ResourceLimits;
  readonly protectedPaths: ProtectedPathsInForce;
  /** Traceability: requirements and the test ids that evidence each (execution/requirements.ts). */
  readonly requirements?: readonly Requirement[];
}

/**
 * How a validation shows what the patch changes (docs/ci/README.md, "Gate modes"):
 * - `spec`: a trusted suite that fails on the base and passes patched (a bug-fix campaign);
 * - `proposal`: the tests the patch adds or changes, run by the regression command, must fail
 *   without its code and pass with it; they are the proposer's, so they are no proof alone;
 * - `none`: nothing is reproduced (a change that must not alter behaviour): regression and
 *   hidden carry the verdict.
 */
export type Reproduction =
  | (SuiteSpec & {
      readonly mode: 'spec';
      readonly tests: TrustedDir;
      readonly targets: readonly string[];
    })
  | { readonly mode: 'proposal' }
  | { readonly mode: 'none' };

export type ReproductionMode = Reproduction['mode'];

/** A requirement of the run spec, with the test ids (reproduction or regression) that evidence it. */
export interface Requirement {
  readonly id: string;
  readonly text?: string;
  readonly tests: readonly string[];
}

/** `environment.image` as measured: the Dockerfile's bytes and the build context's digest. */
export interface EnvironmentImage {
  readonly dockerfile: { readonly path: string; readonly text: string; readonly sha256: string };
  readonly context: TrustedDir;
  readonly network: boolean;
}

/** What the loader measured: the trusted folders' digests, and those of environment includes. */
export interface MeasuredInputs {
  readonly image?: EnvironmentImage;
  /** Mode `spec` only: the trusted reproduction folder. */
  readonly reproductionTests?: TrustedDir;
  readonly hiddenTests: TrustedDir;
  readonly probeCases?: TrustedDir & { readonly list: readonly ProbeCase[] };
  readonly includes: ReadonlyArray<{ readonly path: string; readonly digest: SnapshotId }>;
}

/** Checks what zod cannot (paths inside the workspace) and computes the spec hash. */
export function resolveRunSpec(input: RunSpecInput, measured: MeasuredInputs): ResolvedRunSpec {
  const trustedReproduction = typeof input.reproduction === 'string' ? null : input.reproduction;
  const suites = [
    ...(trustedReproduction ? [trustedReproduction] : []),
    input.regression,
    input.hidden,
  ];
  for (const suite of suites) {
    if (suite.report.format === 'junit') assertWorkspacePath(suite.report.path, 'report.path');
    if (suite.report.format === 'unittest' && suite.report.junit !== undefined)
      assertWorkspacePath(suite.report.junit, 'report.junit');
  }
  for (const [field, suite] of [
    ['reproduction', trustedReproduction],
    ['hidden', input.hidden],
  ] as const) {
    if (suite?.report.format === 'go') assertAllGoTests(suite.command, field);
  }
  for (const path of input.environment?.include ?? [])
    assertWorkspacePath(path, 'environment.include');
  const variables = checkVariables(input.environment?.variables);
  const image = resolveImage(input, measured);
  const environment = {
    include: measured.includes,
    ...(input.environment?.setup
      ? {
          setup: {
            command: input.environment.setup.command,
            network: input.environment.setup.network,
            timeoutSeconds: input.environment.setup.timeoutSeconds,
          },
        }
      : {}),
    variables,
    ...(image ? { image } : {}),
  };
  // Environment includes are trusted inputs: a patch may not touch them. Nor the preloads,
  // loaders and reporters the commands name (node-hooks.ts).
  const commands = [
    ...suites.map((s) => s.command),
    ...(input.probes ? [input.probes.command] : []),
  ];
  const go = suites.some((s) => s.report.format === 'go');
  const protectedPaths = protectedPathsInForce({
    add: [
      ...(input.protectedPaths?.add ?? []),
      ...(input.environment?.include ?? []).map((p) => `/${p}/`),
      ...nodeHookPatterns(commands, variables),
      ...(go ? GO_SPEC_PROTECTED : []),
    ],
    allow: input.protectedPaths?.allow ?? [],
  });
  const limits: ResourceLimits = { ...DEFAULT_LIMITS, ...input.limits };
  const requirements: Requirement[] = (input.requirements ?? []).map((r) => ({
    id: r.id,
    ...(r.text !== undefined ? { text: r.text } : {}),
    tests: r.tests,
  }));
  const reproduction = resolveReproduction(
    trustedReproduction ?? (input.reproduction as 'proposal' | 'none'),
    measured,
  );
  const hidden = {
    command: input.hidden.command,
    report: input.hidden.report,
    tests: measured.hiddenTests,
  };
  const updatedTests = [...new Set(input.regression.updatedTests ?? [])].sort();
  // Absent when empty, so the hash of every spec without it is unchanged.
  const regression = {
    command: input.regression.command,
    report: input.regression.report,
    ...(updatedTests.length > 0 ? { updatedTests } : {}),
  };
  if (input.probes !== undefined && measured.probeCases === undefined) {
    throw new ExecutionError(
      'InvalidRunSpec',
      'probes.cases was not read; this is a bug in the loader',
      { details: { field: 'probes.cases' } },
    );
  }
  const probes =
    input.probes && measured.probeCases
      ? { command: input.probes.command, cases: measured.probeCases }
      : undefined;
  for (const probe of probes?.cases.list ?? []) {
    const longest = Math.max(probe.stdout.length, probe.stderr?.length ?? 0);
    if (longest > limits.outputBytes) {
      throw new ExecutionError(
        'InvalidRunSpec',
        `probe case ${probe.name} expects ${longest} bytes of output, more than limits.outputBytes (${limits.outputBytes}); it could never pass. Raise the limit or shorten the case`,
        { details: { field: 'probes.cases' } },
      );
    }
  }
  const hashed = {
    version: 1,
    runner: input.runner,
    // Mode spec is hashed as it always was (no mode field), so the hash of such specs is unchanged.
    reproduction:
      reproduction.mode === 'spec'
        ? {
            command: reproduction.command,
            report: reproduction.report,
            tests: reproduction.tests.digest,
            targets: reproduction.targets,
          }
        : reproduction.mode,
    regression,
    hidden: { ...hidden, tests: measured.hiddenTests.digest },
    // Absent without probes, so the hash of every spec without them is unchanged.
    ...(probes ? { probes: { command: probes.command, cases: probes.cases.digest } } : {}),
    // Without variables or an image the hashed environment is what it was before they existed.
    environment: {
      include: environment.include,
      ...(environment.setup ? { setup: environment.setup } : {}),
      ...(Object.keys(variables).length > 0 ? { variables } : {}),
      ...(image
        ? {
            image: {
              dockerfile: image.dockerfile.sha256,
              context: image.context.digest,
              network: image.network,
            },
          }
        : {}),
    },
    limits,
    protectedPaths,
    // Absent without requirements, so the hash of every spec without them is unchanged.
    ...(requirements.length > 0 ? { requirements } : {}),
  };
  return {
    hash: typedHash('patchproof.runspec.v1', hashed),
    runner: input.runner,
    reproduction,
    regression,
    hidden,
    ...(probes ? { probes } : {}),
    environment,
    limits,
    protectedPaths,
    requirements,
  };
}

function resolveReproduction(
  written: Exclude<RunSpecInput['reproduction'], string> | 'proposal' | 'none',
  measured: MeasuredInputs,
): Reproduction {
  if (typeof written === 'string') return { mode: written };
  if (measured.reproductionTests === undefined) {
    throw new ExecutionError(
      'InvalidRunSpec',
      'reproduction.tests was not read; this is a bug in the loader',
      { details: { field: 'reproduction.tests' } },
    );
  }
  return {
    mode: 'spec',
    command: written.command,
    report: written.report,
    tests: measured.reproductionTests,
    targets: written.targets ?? [],
  };
}

/** The environment image, its Dockerfile checked; InvalidRunSpec when it cannot be built on the runner. */
function resolveImage(input: RunSpecInput, measured: MeasuredInputs): EnvironmentImage | undefined {
  if (input.environment?.image === undefined) return undefined;
  if (input.runner.kind !== 'docker' || measured.image === undefined) {
    throw new ExecutionError(
      'InvalidRunSpec',
      'environment.image needs the Docker runner: set "runner": { "kind": "docker", "image": "patchproof-runner-python:3" }',
      { details: { field: 'environment.image' } },
    );
  }
  checkDockerfile(measured.image.dockerfile.text, input.runner.image);
  return measured.image;
}

/** Refuses a spec path that is not a plain relative path inside the workspace. */
/**
 * A sealed Go suite's tests are renamed every run (go-file.ts), so `go test` flags that pick,
 * skip or repeat tests by name or stop early would run none of them, or not all: refused.
 */
function assertAllGoTests(command: readonly string[], field: string): void {
  const flag = command.find((arg) =>
    /^--?(?:test\.)?(?:run|skip|failfast|count|list|shuffle)(?:=|$)/.test(arg),
  );
  if (flag === undefined) return;
  throw new ExecutionError(
    'InvalidRunSpec',
    `${field}.command passes ${flag.split('=')[0]} to go test; a sealed suite's tests get new names each run, so it would pick none of them or not all. Put only the tests to run in the trusted folder and leave the flag out`,
    {
      details: { field: `${field}.command` },
    },
  );
}

export function assertWorkspacePath(path: string, field: string): void {
  try {
    assertSafePath(path);
  } catch (error) {
    throw new ExecutionError(
      'InvalidRunSpec',
      `${field} "${path.slice(0, 200)}" must be a plain relative path inside the workspace`,
      {
        details: { field },
        cause: error,
      },
    );
  }
}
