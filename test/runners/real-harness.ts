/**
 * The harness of a runner that runs real processes (trusted-local, Docker): scenario jobs run
 * in scratch folders holding the scenario's files, and the fixture's validation is wired as
 * `patchproof validate` wires it (copies from the snapshot, a fresh seal, the runner's
 * module list for the ShadowedModule gate).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RunnerKind } from '../../src/adapters/runners/pick-runner.js';
import { readRunnerModules } from '../../src/adapters/runners/runner-modules.js';
import { createWorkspaceFactory, sealInputFor } from '../../src/adapters/workspace/index.js';
import type { Runner } from '../../src/core/runner/runner-port.js';
import type { ProcessTraits, RunnerCapabilities, RunnerHarness } from './runner-contract.js';

export interface RealRunner {
  readonly kind: RunnerKind;
  readonly title: string;
  readonly skip?: boolean;
  readonly isolated: boolean;
  readonly traits: Omit<ProcessTraits, 'workspace'>;
  runner(): Promise<Runner>;
}

export function realHarness(real: RealRunner): RunnerHarness {
  const made: string[] = [];
  const workspace = (files: Record<string, string> = {}): string => {
    const dir = mkdtempSync(join(tmpdir(), `pp-contract-${real.kind}-`));
    made.push(dir);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  };
  const capabilities: RunnerCapabilities = {
    process: { ...real.traits, workspace },
    isolated: real.isolated,
    prepares: true,
  };
  return {
    kind: real.kind,
    title: real.title,
    ...(real.skip !== undefined ? { skip: real.skip } : {}),
    capabilities,
    runner: () => real.runner(),
    job: (shared, scenario) => ({
      runner: shared,
      workspaces: {
        create: async () => ({
          workspace: { dir: workspace(scenario.files) },
          dispose: async () => undefined,
        }),
      },
    }),
    fixture: {
      wire: async ({ spec, repository }) => ({
        runner: await real.runner(),
        workspaces: (proposal) =>
          createWorkspaceFactory({
            repository,
            changes: proposal.changes,
            spec,
            expected: { base: proposal.object.base, result: proposal.object.result },
          }),
        seal: (proposal) => sealInputFor(spec, { repository, changes: proposal.changes }),
        modules: () => readRunnerModules(real.kind, spec),
      }),
    },
    cleanup: () => {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
