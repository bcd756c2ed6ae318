/**
 * `environment.setup` (PROTOCOL 4) as a step of the validation sequence: after approval and
 * before any phase, the runner runs the spec's setup command on the base copy (never on a
 * patched one), the workspace factory measures what it added, and every phase then runs on
 * the runner the setup prepared. A setup that fails, changes the repository, or whose
 * output the patch would overwrite refuses the validation: nothing is judged on an
 * environment the spec's author did not get.
 */
import { ExecutionError, PatchProofError } from '../core/errors.js';
import type { Runner } from '../core/runner/runner-port.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import type { FileOutcome } from '../core/apply/apply-patch.js';
import type { RunnerModules } from '../core/gates/runner-modules.js';
import { checkShadowing } from '../core/intake/shadow-check.js';
import { specCommands } from '../core/runspec/intake-policy.js';
import type { SnapshotId } from '../core/snapshot/inventory.js';
import type { RepositoryView } from '../core/snapshot/repository-view.js';

/** What the receipt records of a setup: the command, its network, and its output by digest. */
export interface SetupRecord {
  readonly command: readonly string[];
  readonly network: boolean;
  readonly output: SnapshotId;
  readonly files: number;
}

export interface PreparedEnvironment {
  /** Runs every phase from the prepared state. */
  readonly runner: Runner;
  readonly record: SetupRecord;
  /** Removes what the setup made (the committed image); called once the phases are over. */
  release(): Promise<void>;
}

/** Workspaces that can prepare their base copy (workspace-factory.ts does). */
export interface PreparableBase {
  prepareBase?(setup: (base: { readonly dir: string }) => Promise<void>): Promise<{
    readonly digest: SnapshotId;
    readonly paths: ReadonlySet<string>;
    readonly view: RepositoryView;
  }>;
}

/**
 * The gates that depend on the environment, judged again once it exists: the ShadowedModule
 * gate ran at intake against the runner's module list, but the setup may have installed
 * modules (into the system, or a virtualenv) that a file of the patch would now shadow.
 */
export interface SetupRecheck {
  readonly changes: readonly FileOutcome[];
  /** The prepared environment's module list; absent when intake ran no ShadowedModule gate. */
  modules?(prepared: Runner): Promise<RunnerModules>;
}

/** Runs the spec's setup; undefined when the spec has none. Throws a coded refusal when it cannot prepare. */
export async function prepareEnvironment(
  runner: Runner,
  workspaces: PreparableBase,
  spec: ResolvedRunSpec,
  recheck: SetupRecheck,
  signal?: AbortSignal,
): Promise<PreparedEnvironment | undefined> {
  const setup = spec.environment.setup;
  if (setup === undefined) return undefined;
  if (runner.prepare === undefined || workspaces.prepareBase === undefined) {
    throw new ExecutionError(
      'SetupFailed',
      'this runner cannot run environment.setup; use the docker or local runner',
      { details: { reason: 'unsupported' } },
    );
  }
  const prepare = runner.prepare.bind(runner);
  let prepared: { runner: Runner; release(): Promise<void> } | undefined;
  try {
    const output = await workspaces.prepareBase(async (base) => {
      const outcome = await prepare(
        base,
        { ...setup, limits: spec.limits, env: spec.environment.variables },
        signal ? { signal } : {},
      );
      if (!outcome.ok) {
        if (signal?.aborted === true)
          throw new ExecutionError(
            'Cancelled',
            'the execution was cancelled during environment.setup; nothing ran',
            { cause: signal.reason },
          );
        throw new ExecutionError(
          'SetupFailed',
          `environment.setup failed, so no phase ran: ${outcome.reason}`,
          { details: { reason: 'command', command: [...setup.command] } },
        );
      }
      prepared = outcome;
    });
    if (prepared === undefined)
      throw new ExecutionError(
        'SetupFailed',
        'environment.setup did not run; this is a bug in the workspace factory',
        { details: { reason: 'not-run' } },
      );
    const done = prepared;
    if (recheck.modules) {
      const modules = await recheck.modules(done.runner);
      await checkShadowing(
        { modules, commands: specCommands(spec), env: spec.environment.variables },
        output.view,
        recheck.changes,
      );
    }
    return {
      runner: done.runner,
      release: () => done.release(),
      record: {
        command: setup.command,
        network: setup.network,
        output: output.digest,
        files: output.paths.size,
      },
    };
  } catch (error) {
    // What the setup prepared goes too: its runner (when it has one of its own) and image.
    const left = prepared as { runner: Runner; release(): Promise<void> } | undefined;
    if (left !== undefined && left.runner !== runner) await left.runner.close?.();
    await left?.release();
    if (error instanceof PatchProofError) throw error;
    throw new ExecutionError(
      'SetupFailed',
      `environment.setup could not run: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error, details: { reason: 'fault' } },
    );
  }
}
