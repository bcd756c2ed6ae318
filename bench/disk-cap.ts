/**
 * What the disk cap (PROTOCOL 5.1 "Bounded disk") costs per phase on the Docker runner:
 * runner.run() as it is — a volume holder started per run, three size-capped tmpfs volumes,
 * their options checked, the space left measured after the command — against the run as it
 * was before the cap: one container with two plain anonymous volumes on the host's disk and
 * a /tmp tmpfs, created, inspected, filled, watched, inspected and removed with the same
 * calls (reproduced here from the runner's own building blocks, since the runner no longer
 * has an uncapped mode). Both run `true` in the same small workspace (the python-calc
 * fixture's repository), alternating, so drift on a shared machine hits both alike.
 *
 * Run: `node --import tsx bench/disk-cap.ts` (needs the engine and patchproof-runner-python:3).
 * Prints the medians in ms per run, the added ms and the ratio.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Dockerode from 'dockerode';
import { createDockerRunner } from '../src/adapters/docker/index.js';
import {
  TRUSTED_DIR,
  WORKSPACE_DIR,
  createBody,
  runLabels,
} from '../src/adapters/docker/container-config.js';
import {
  createContainer,
  inspectContainer,
  removeContainer,
} from '../src/adapters/docker/container-ops.js';
import { currentOwner } from '../src/adapters/runner-common/process-owner.js';
import { listWorkspace, packWorkspace } from '../src/adapters/docker/tar-in.js';
import { watchContainer } from '../src/adapters/docker/watch-container.js';
import { DEFAULT_LIMITS, type TestSpec } from '../src/core/runner/runner-port.js';

const IMAGE = 'patchproof-runner-python:3';
const WORKSPACE = join(import.meta.dirname, '..', 'test', 'fixtures', 'python-calc', 'repo');
const ROUNDS = 15;
const MS = 30_000;

export interface DiskCapCost {
  readonly cappedMs: number;
  readonly uncappedMs: number;
}

/** One run the way the runner did it before the cap (no holder, volumes on the host's disk). */
async function uncappedRun(docker: Dockerode, imageId: string, spec: TestSpec): Promise<void> {
  const runId = randomUUID();
  const owner = currentOwner();
  const labels = runLabels(runId, owner);
  const capped = createBody({
    imageId,
    command: spec.command,
    limits: spec.limits,
    runId,
    owner,
    volumes: { mounts: [] },
    part: 'run',
  });
  const memory = spec.limits.memoryMiB * 1024 * 1024;
  const body = {
    ...capped,
    HostConfig: {
      ...capped.HostConfig,
      Memory: memory,
      MemorySwap: memory,
      Mounts: [WORKSPACE_DIR, TRUSTED_DIR].map((Target) => ({
        Type: 'volume',
        Target,
        ReadOnly: false,
        VolumeOptions: { NoCopy: false, Labels: labels },
      })),
      Tmpfs: { '/tmp': `rw,nosuid,nodev,size=${spec.limits.memoryMiB}m,mode=1777` },
    },
  };
  const { id } = await createContainer(docker, body as unknown as typeof capped, MS);
  try {
    await inspectContainer(docker, id, MS);
    const entries = await listWorkspace(WORKSPACE);
    await docker
      .getContainer(id)
      .putArchive(packWorkspace(WORKSPACE, entries) as unknown as NodeJS.ReadableStream, {
        path: WORKSPACE_DIR,
      });
    const watched = await watchContainer(docker, id, {
      timeoutMs: 30_000,
      outputBytes: spec.limits.outputBytes,
      engineTimeoutMs: MS,
      killGraceMs: 10_000,
      outputCloseMs: 5_000,
    });
    if (watched.failures.length > 0 || watched.statusCode !== 0)
      throw new Error(`the uncapped run failed: ${JSON.stringify(watched.failures)}`);
    await inspectContainer(docker, id, MS);
  } finally {
    await removeContainer(docker, id, MS);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export async function main(): Promise<DiskCapCost> {
  const docker = new Dockerode();
  const runner = await createDockerRunner({ image: IMAGE, docker });
  const imageId = String((await docker.getImage(IMAGE).inspect()).Id);
  const spec: TestSpec = { command: ['true'], limits: DEFAULT_LIMITS };
  const capped: number[] = [];
  const uncapped: number[] = [];
  // One of each first, unmeasured: image layers and engine caches warm up.
  await runner.run({ dir: WORKSPACE }, spec);
  await uncappedRun(docker, imageId, spec);
  for (let round = 0; round < ROUNDS; round += 1) {
    let started = performance.now();
    const result = await runner.run({ dir: WORKSPACE }, spec);
    capped.push(performance.now() - started);
    if (
      result.infrastructureError !== undefined ||
      result.diskLimit !== undefined ||
      result.exitCode !== 0
    )
      throw new Error(
        `the capped run failed: ${result.infrastructureError ?? result.diskLimit?.detail ?? result.exitCode}`,
      );
    started = performance.now();
    await uncappedRun(docker, imageId, spec);
    uncapped.push(performance.now() - started);
  }
  const cost = { cappedMs: median(capped), uncappedMs: median(uncapped) };
  console.log(
    `disk cap (runner.run() of \`true\` in the python-calc repository, diskMiB ${spec.limits.diskMiB}, medians of ${ROUNDS}, alternating)`,
  );
  console.log(
    `  capped (holder + tmpfs volumes + measure): ${cost.cappedMs.toFixed(0)} ms per run`,
  );
  console.log(
    `  uncapped (as before the cap):              ${cost.uncappedMs.toFixed(0)} ms per run`,
  );
  console.log(
    `  added per phase: ${(cost.cappedMs - cost.uncappedMs).toFixed(0)} ms; ratio capped/uncapped: ${(cost.cappedMs / cost.uncappedMs).toFixed(2)}x`,
  );
  return cost;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
