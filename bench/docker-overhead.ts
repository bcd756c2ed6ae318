/**
 * Docker runner overhead: the python-calc fixture's validation (five runs: baseline,
 * patched, regression on base and patched, hidden) through the Docker runner, against the
 * same test commands run directly on this host in the same disposable copies. Prints the
 * whole validation's wall time, the host-only sum, and the per-run container overhead
 * (create + inspect + copy + attach/start + wait + inspect + remove = wall time of run()
 * minus the command's own time in the container). Aim: under 1 s of overhead per run.
 * Run: `node --import tsx bench/docker-overhead.ts` (needs the engine and
 * patchproof-runner-python:3: bash docker/start-engine.sh && bash runners/build.sh).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDockerRunner } from '../src/adapters/docker/index.js';
import { openRepository } from '../src/adapters/repo/index.js';
import { loadRunSpec } from '../src/adapters/runspec/load-run-spec.js';
import { loadTreeSitterChecker } from '../src/adapters/syntax/tree-sitter.js';
import { createWorkspaceFactory } from '../src/adapters/workspace/workspace-factory.js';
import type { WorkspaceRequest } from '../src/core/execution/execute.js';
import type { TestSpec } from '../src/core/runner/runner-port.js';
import { propose } from '../src/core/intake/propose.js';
import { runValidation } from '../src/cli/validation-pipeline.js';
import { RUNS, median } from './timing.js';

const fixture = join(import.meta.dirname, '..', 'test', 'fixtures', 'python-calc');

export interface DockerOverheadResult {
  readonly validationSeconds: number;
  readonly hostSumSeconds: number;
  readonly overheadPerRunSeconds: readonly number[];
}

export async function main(): Promise<DockerOverheadResult> {
  const repository = await openRepository(join(fixture, 'repo'));
  const specPath = join(fixture, 'spec', 'patchproof.json');
  const spec = await loadRunSpec(specPath, repository.root);
  if (spec.runner.kind !== 'docker') throw new Error('the fixture spec must name a Docker image');
  const syntax = await loadTreeSitterChecker();
  const patch = new Uint8Array(readFileSync(join(fixture, 'patches', 'fix.patch')));
  const proposal = await propose({ patch, repository, syntax });
  const runner = await createDockerRunner({ image: spec.runner.image, limits: spec.limits });
  const workspaces = createWorkspaceFactory({
    repository,
    changes: proposal.changes,
    spec,
    expected: { base: proposal.object.base, result: proposal.object.result },
  });
  if (spec.reproduction.mode !== 'spec')
    throw new Error('the benchmark fixture has a trusted reproduction suite (gate mode spec)');
  const reproduction = spec.reproduction;
  const jobs: Array<{ name: string; request: WorkspaceRequest; command: readonly string[] }> = [
    {
      name: 'baseline',
      request: { patched: false, suite: 'reproduction' },
      command: reproduction.command,
    },
    {
      name: 'patched',
      request: { patched: true, suite: 'reproduction' },
      command: reproduction.command,
    },
    {
      name: 'regression-base',
      request: { patched: false, suite: null },
      command: spec.regression.command,
    },
    {
      name: 'regression',
      request: { patched: true, suite: null },
      command: spec.regression.command,
    },
    { name: 'hidden', request: { patched: true, suite: 'hidden' }, command: spec.hidden.command },
  ];
  try {
    // 1. A whole validation, exactly as `patchproof validate` runs it (the one sequence of
    // src/app/validate.ts: intake, approval, sealed execution with a fresh seed, receipt).
    let verdict = '';
    const store = mkdtempSync(join(tmpdir(), 'pp-bench-store-'));
    const validationSeconds = await median(async () => {
      const { execution } = await runValidation({
        repoDir: repository.root,
        patch,
        specPath,
        runner: 'docker',
        store,
        actor: 'bench@local',
      });
      verdict = `${execution.verdict}${execution.proofGrade ? ' (proof grade)' : ''}`;
    });
    rmSync(store, { recursive: true, force: true });

    // 2. The same commands on the host, and 3. each through the runner, in the same copies.
    let hostSum = 0;
    const byHand: number[] = [];
    const overheads: number[] = [];
    const lines: string[] = [];
    for (const job of jobs) {
      const host: number[] = [];
      const wall: number[] = [];
      const inside: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const lease = await workspaces.create(job.request);
        try {
          const [file, ...args] = job.command as [string, ...string[]];
          const started = performance.now();
          spawnSync(file, args, {
            cwd: lease.workspace.dir,
            env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', PYTHONDONTWRITEBYTECODE: '1' },
            stdio: 'ignore',
          });
          host.push((performance.now() - started) / 1000);
          const testSpec: TestSpec = {
            command: job.command,
            report: { format: 'unittest' },
            limits: spec.limits,
          };
          const before = performance.now();
          const run = await runner.run(lease.workspace, testSpec);
          wall.push((performance.now() - before) / 1000);
          inside.push(run.durationMs / 1000);
          if (run.infrastructureError !== undefined)
            throw new Error(`${job.name}: ${run.infrastructureError}`);
        } finally {
          await lease.dispose();
        }
      }
      // The same run "by hand": plain `docker run` with the workspace bind-mounted.
      for (let i = 0; i < RUNS; i += 1) {
        const lease = await workspaces.create(job.request);
        try {
          const started = performance.now();
          spawnSync(
            'docker',
            [
              'run',
              '--rm',
              '--network',
              'none',
              '-v',
              `${lease.workspace.dir}:/workspace`,
              '-w',
              '/workspace',
              spec.runner.image,
              ...job.command,
            ],
            { stdio: 'ignore' },
          );
          byHand.push((performance.now() - started) / 1000);
        } finally {
          await lease.dispose();
        }
      }
      const [h, w, c] = [mid(host), mid(wall), mid(inside)];
      hostSum += h;
      overheads.push(w - c);
      lines.push(
        `  ${job.name.padEnd(16)} host ${fmt(h)}  in container ${fmt(c)}  run() wall ${fmt(w)}  overhead ${fmt(w - c)}  (${(w / h).toFixed(1)}x host)`,
      );
    }
    const meanOverhead = overheads.reduce((a, b) => a + b, 0) / overheads.length;
    console.log(
      `docker overhead (python-calc, ${jobs.length} runs per validation, medians of ${RUNS})`,
    );
    console.log(
      `  whole validation via Docker: ${fmt(validationSeconds)}  ${verdict}  (execute() runs 2 at a time)`,
    );
    console.log(
      `  same commands on the host:   ${fmt(hostSum)}  (sum of ${jobs.length}, one at a time)`,
    );
    console.log(`  ratio validation/host-sum:   ${(validationSeconds / hostSum).toFixed(1)}x`);
    const byHandSum = (byHand.reduce((a, b) => a + b, 0) / byHand.length) * jobs.length;
    console.log(
      `  by hand, docker run x ${jobs.length}:    ${fmt(byHandSum)}  (one after another, workspace bind-mounted)`,
    );
    console.log(
      `  ratio validation/by-hand:    ${(validationSeconds / byHandSum).toFixed(2)}x (aim: <= 1)`,
    );
    console.log('  per run:');
    for (const line of lines) console.log(line);
    console.log(
      `  mean overhead per run: ${fmt(meanOverhead)} (target < 1.000 s: ${meanOverhead < 1 ? 'met' : 'NOT met'})`,
    );
    return { validationSeconds, hostSumSeconds: hostSum, overheadPerRunSeconds: overheads };
  } finally {
    await workspaces.close();
  }
}

function mid(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function fmt(seconds: number): string {
  return `${seconds.toFixed(3)} s`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
