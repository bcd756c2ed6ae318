/**
 * Removes runner containers (and their volumes) left behind by runs that could not clean
 * up: a crashed or killed process, an engine that went away mid-run. Policy: a container
 * labelled `org.patchproof.role=runner` is removed when its owner process (owner label:
 * host, boot, pid, start time) is known to be gone — on this host, a dead pid, a reused
 * pid or an earlier boot — or its label is unreadable. Containers of live runners in other
 * processes are left alone. Owners on another host (a shared remote engine) cannot be
 * checked; theirs are removed only once older than `staleAfterMs`.
 */
import type Dockerode from 'dockerode';
import { OWNER_LABEL, PART_LABEL, ROLE, ROLE_LABEL } from './container-config.js';
import { isNotFound, engineCall } from './engine-call.js';
import { removeContainer } from './container-ops.js';
import { type Owner, currentOwner, ownerAlive, parseOwner } from '../runner-common/index.js';

export interface SweepOptions {
  readonly engineTimeoutMs: number;
  /** Age past which a container whose owner cannot be checked is removed anyway (default 24 h). */
  readonly staleAfterMs?: number;
  readonly me?: Owner;
  readonly now?: number;
}

export interface SweepResult {
  readonly removed: readonly string[];
  readonly kept: readonly string[];
  readonly volumesRemoved: number;
  /** Images committed after a setup whose owner is gone. */
  readonly imagesRemoved: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sweeps leftovers; never throws for a container or volume it cannot remove (the next sweep retries). */
export async function sweepLeftovers(
  docker: Dockerode,
  options: SweepOptions,
): Promise<SweepResult> {
  const me = options.me ?? currentOwner();
  const now = options.now ?? Date.now();
  const staleAfterMs = options.staleAfterMs ?? DAY_MS;
  const listed = await engineCall('list runner containers', options.engineTimeoutMs, (signal) =>
    docker.listContainers({
      all: true,
      filters: { label: [`${ROLE_LABEL}=${ROLE}`] },
      abortSignal: signal,
    }),
  );
  const removed: string[] = [];
  const kept: string[] = [];
  for (const container of listed) {
    if (
      !isLeftover(container.Labels[OWNER_LABEL], container.Created * 1000, {
        me,
        now,
        staleAfterMs,
      })
    ) {
      kept.push(container.Id);
      continue;
    }
    try {
      await removeContainer(docker, container.Id, options.engineTimeoutMs);
      removed.push(container.Id);
    } catch {
      kept.push(container.Id);
    }
  }
  return {
    removed,
    kept,
    volumesRemoved: await sweepVolumes(docker, options.engineTimeoutMs),
    imagesRemoved: await sweepSetupImages(
      docker,
      { me, now, staleAfterMs },
      options.engineTimeoutMs,
    ),
  };
}

/**
 * Images committed after environment.setup (setup-container.ts) whose validation died before
 * it could remove them: they carry the setup container's owner label, judged as a container's.
 */
async function sweepSetupImages(
  docker: Dockerode,
  context: { me: Owner; now: number; staleAfterMs: number },
  ms: number,
): Promise<number> {
  let count = 0;
  try {
    const listed = await engineCall('list setup images', ms, (signal) =>
      docker.listImages({
        filters: { label: [`${ROLE_LABEL}=${ROLE}`, `${PART_LABEL}=setup`] },
        abortSignal: signal,
      } as Dockerode.ListImagesOptions),
    );
    for (const image of listed) {
      if (!isLeftover(image.Labels?.[OWNER_LABEL], image.Created * 1000, context)) continue;
      try {
        await engineCall('remove a setup image', ms, (signal) =>
          docker.getImage(image.Id).remove({ noprune: true, abortSignal: signal } as object),
        );
        count += 1;
      } catch {
        // Still in use (a run of its validation), or the engine is busy: the next sweep retries.
      }
    }
  } catch {
    // Listing failed: images are secondary, the next sweep retries.
  }
  return count;
}

/** Whether a runner container with this owner label, created at `createdMs`, belongs to nobody alive. */
export function isLeftover(
  label: string | undefined,
  createdMs: number,
  context: { me: Owner; now: number; staleAfterMs: number },
): boolean {
  const owner = parseOwner(label);
  if (owner === undefined) return true;
  const alive = ownerAlive(owner, context.me);
  if (alive !== undefined) return !alive;
  return context.now - createdMs > context.staleAfterMs;
}

/** Runner volumes no container uses any more (a container removed without its volume). */
async function sweepVolumes(docker: Dockerode, ms: number): Promise<number> {
  let count = 0;
  try {
    const listed = await engineCall('list runner volumes', ms, (signal) =>
      docker.listVolumes({
        filters: { label: [`${ROLE_LABEL}=${ROLE}`], dangling: ['true'] },
        abortSignal: signal,
      } as Dockerode.VolumeListOptions),
    );
    for (const volume of listed.Volumes ?? []) {
      try {
        await engineCall('remove a runner volume', ms, (signal) =>
          docker.getVolume(volume.Name).remove({ abortSignal: signal }),
        );
        count += 1;
      } catch (error) {
        if (!isNotFound(error)) continue; // in use again, or the engine is busy: the next sweep retries
      }
    }
  } catch {
    // Listing failed: volumes are secondary, the next sweep retries.
  }
  return count;
}
