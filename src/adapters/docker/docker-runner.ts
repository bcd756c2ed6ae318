/**
 * The Docker runner (PROTOCOL 5, 9): every run() gets one fresh container, created by image
 * ID with the confinement of container-config.ts, checked by inspection before it starts,
 * filled with a copy of the workspace, watched to the end and always removed, with its
 * holder and the size-capped volumes (run-once.ts). `isolated` is true; run() never throws —
 * whatever goes wrong becomes `infrastructureError`, which fails the phase closed. A
 * cancelled run (options.signal) is killed like a timed-out one, removed the same way, and
 * reported as `Cancelled`.
 */
import Dockerode from 'dockerode';
import { ExecutionError } from '../../core/errors.js';
import {
  DEFAULT_LIMITS,
  type ResourceLimits,
  type Runner,
  type SetupOutcome,
} from '../../core/runner/runner-port.js';
import { engineJson } from './container-ops.js';
import { EngineCallError, engineCall } from './engine-call.js';
import { dockerFailure } from './failures.js';
import { probeFingerprint } from './fingerprint.js';
import { currentOwner } from '../runner-common/index.js';
import { type RunContext, saysUnresponsive, settleOrphans } from './run-context.js';
import { runOnce } from './run-once.js';
import { removeSetupImage, runSetupContainer } from './setup-container.js';
import { failedRun } from './run-result.js';
import { sweepLeftovers } from './sweep.js';
import { DEFAULT_MAX_REPORT_BYTES } from './tar-out.js';

export interface DockerRunnerOptions {
  /** Image name or ID (e.g. `patchproof-runner-python:3`); resolved once to its ID. */
  readonly image: string;
  /** The engine (default: `new Dockerode()`, i.e. DOCKER_HOST or /var/run/docker.sock). */
  readonly docker?: Dockerode;
  /** Limits the fingerprint probe is created with; pass the run spec's so the receipt shows them (default DEFAULT_LIMITS). */
  readonly limits?: ResourceLimits;
  /** Deadline of each control request to the engine (default 30 s). */
  readonly engineTimeoutMs?: number;
  /** Deadline of copying the workspace in (default 300 s). */
  readonly copyTimeoutMs?: number;
  /** How long past the timeout the engine may take to confirm a kill (default 10 s). */
  readonly killGraceMs?: number;
  /** How long output streams may stay open after the container stopped (default 5 s). */
  readonly outputCloseMs?: number;
  /** Largest JUnit report read back (default 32 MiB). */
  readonly maxReportBytes?: number;
  /** Age after which a leftover whose owner cannot be checked (another host) is swept (default 24 h). */
  readonly staleAfterMs?: number;
  /** How long close() keeps retrying removals the engine refused (default 10 s). */
  readonly closeWithinMs?: number;
}

/**
 * Resolves the image, sweeps leftovers of dead runners, and probes the confinement this
 * engine really applies. Throws ExecutionError `RunnerUnavailable` when any of that fails.
 */
export async function createDockerRunner(options: DockerRunnerOptions): Promise<Runner> {
  const docker = options.docker ?? new Dockerode();
  const engineTimeoutMs = options.engineTimeoutMs ?? 30_000;
  try {
    const imageId = await resolveImage(docker, options.image, engineTimeoutMs);
    await sweepLeftovers(docker, {
      engineTimeoutMs,
      ...(options.staleAfterMs !== undefined ? { staleAfterMs: options.staleAfterMs } : {}),
    });
    const fingerprint = await probeFingerprint(docker, {
      imageId,
      imageName: options.image,
      limits: options.limits ?? DEFAULT_LIMITS,
      owner: currentOwner(),
      engineTimeoutMs,
    });
    const context: RunContext = {
      docker,
      imageId,
      engineTimeoutMs,
      copyTimeoutMs: options.copyTimeoutMs ?? 300_000,
      killGraceMs: options.killGraceMs ?? 10_000,
      outputCloseMs: options.outputCloseMs ?? 5_000,
      maxReportBytes: options.maxReportBytes ?? DEFAULT_MAX_REPORT_BYTES,
      orphans: new Set(),
      orphanRuns: new Set(),
      engine: { unresponsive: false },
    };
    return {
      isolated: true,
      fingerprint: () => Promise.resolve(fingerprint),
      async run(workspace, spec, options = {}) {
        const started = performance.now();
        if (context.engine.unresponsive && !(await answersAgain(context))) {
          return failedRun(performance.now() - started, [
            dockerFailure(
              'EngineUnresponsive',
              'the Docker engine stopped answering earlier and still does not, so this run was not started; check the engine (docker info), then run again',
            ),
          ]);
        }
        try {
          const result = await runOnce(context, workspace, spec, options);
          if (saysUnresponsive(result.infrastructureError)) context.engine.unresponsive = true;
          return result;
        } catch (error) {
          // run() reports failures of the run; it never throws for them.
          return failedRun(performance.now() - started, [
            dockerFailure(
              'RunnerFault',
              error instanceof Error ? error.message.slice(0, 300) : String(error),
            ),
          ]);
        }
      },
      close: () => settleOrphans(context, options.closeWithinMs ?? 10_000),
      // environment.setup: the phases run on the committed image, through a runner of their own.
      async prepare(workspace, setup, runOptions = {}): Promise<SetupOutcome> {
        const setupRun = await runSetupContainer(imageId, workspace, setup, runOptions);
        if (!setupRun.ok) return setupRun;
        try {
          const prepared = await createDockerRunner({ ...options, docker, image: setupRun.image });
          return {
            ok: true,
            runner: prepared,
            release: () => removeSetupImage(setupRun.image),
            durationMs: setupRun.durationMs,
          };
        } catch (error) {
          await removeSetupImage(setupRun.image);
          return {
            ok: false,
            reason: `the prepared image cannot run phases: ${error instanceof Error ? error.message : String(error)}`,
            durationMs: setupRun.durationMs,
          };
        }
      },
    };
  } catch (error) {
    if (error instanceof ExecutionError) throw error;
    const reason =
      error instanceof EngineCallError
        ? error.message
        : `the Docker runner cannot start: ${error instanceof Error ? error.message : String(error)}`;
    throw new ExecutionError('RunnerUnavailable', reason, {
      cause: error,
      details: { reason: error instanceof EngineCallError ? 'engine-unavailable' : 'probe-failed' },
    });
  }
}

/** How long a run waits for a ping of an engine that stopped answering before it fails at once. */
const RECHECK_MS = 2_000;

/**
 * Whether an engine that stopped answering answers a ping again. A runner outlives one
 * validation (the service's worker, a batch), so a stall must not end it for good; while
 * the engine stays silent each run costs one short ping instead of its own deadlines.
 */
async function answersAgain(context: RunContext): Promise<boolean> {
  try {
    await engineCall(
      'ping',
      Math.min(context.engineTimeoutMs, RECHECK_MS),
      (signal) =>
        new Promise<void>((resolve, reject) => {
          // Dialled with the signal, so a ping the engine never answers does not hold the process open.
          context.docker.modem.dial(
            {
              path: '/_ping',
              method: 'GET',
              abortSignal: signal,
              statusCodes: { 200: true, 500: 'server error' },
            },
            (error) => (error ? reject(error) : resolve()),
          );
        }),
    );
  } catch {
    return false;
  }
  context.engine.unresponsive = false;
  return true;
}

// A Docker reference (name[:tag][@digest]) or an image ID; never a path trick or an option.
const IMAGE_REFERENCE = /^[a-z0-9][a-z0-9._/:@-]{0,254}$/i;

async function resolveImage(docker: Dockerode, image: string, ms: number): Promise<string> {
  if (!IMAGE_REFERENCE.test(image) || image.includes('..')) {
    throw new ExecutionError(
      'RunnerUnavailable',
      `"${image.slice(0, 80)}" is not a Docker image name or ID; use a name such as patchproof-runner-python:3`,
      { details: { reason: 'bad-image-name' } },
    );
  }
  let info: Record<string, unknown>;
  try {
    info = await engineJson(docker, `inspect image ${image}`, `/images/${image}/json`, ms);
  } catch (error) {
    if (error instanceof EngineCallError && error.statusCode === 404) {
      throw new ExecutionError(
        'RunnerUnavailable',
        `image ${image} is not on this Docker engine; build it with \`patchproof runners build\` (bash runners/build.sh)`,
        {
          details: { reason: 'image-missing', image },
        },
      );
    }
    throw error;
  }
  const id = info['Id'];
  if (typeof id !== 'string' || !/^sha256:[0-9a-f]{64}$/.test(id))
    throw new ExecutionError('RunnerUnavailable', `the engine gave image ${image} no usable ID`, {
      details: { reason: 'bad-image-id' },
    });
  return id;
}
