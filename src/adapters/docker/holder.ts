/**
 * The holder: a second container of each run (and of the fingerprint probe) that owns the
 * run's size-capped tmpfs volumes and only sleeps. Started before the workspace is copied in
 * and removed after the report is read, it keeps the volumes mounted all that time (the
 * engine unmounts a tmpfs volume, losing its files, once no started container uses it).
 * After the run it measures the space left in each place, from outside the run's container,
 * which has stopped by then: code under test cannot answer for it.
 *
 * It runs the image's own `sleep` with the same confinement as a run (createBody), as the
 * runner user, so nothing it does is more privileged than the run itself; it executes
 * nothing from the volumes.
 */
import type Dockerode from 'dockerode';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import type { ResourceLimits } from '../../core/runner/runner-port.js';
import { CappedOutput } from '../local/index.js';
import { type CreateBody, RUN_LABEL, createBody, runLabels } from './container-config.js';
import { engineCall } from './engine-call.js';
import type { Owner } from '../runner-common/index.js';
import {
  type ListedVolume,
  type PlaceSpace,
  SPACE_COMMAND,
  parseSpace,
  tmpfsMounts,
} from './writable-space.js';

/** The holder needs almost nothing: init, sleep, and the one `stat` it runs at the end. */
const HOLDER_LIMITS = { memoryMiB: 32, pids: 16, cpus: 0.5 } as const;
/** More than SPACE_COMMAND ever prints. */
const SPACE_OUTPUT_BYTES = 4096;

export interface HolderRequest {
  readonly imageId: string;
  readonly runId: string;
  readonly owner: Owner;
  /** The run's limits: its diskMiB sizes the volumes. */
  readonly limits: ResourceLimits;
}

/** The holder's create body: `sleep infinity` with the run's tmpfs volumes. */
export function holderBody(request: HolderRequest): CreateBody {
  const labels = runLabels(request.runId, request.owner);
  return createBody({
    imageId: request.imageId,
    command: ['sleep', 'infinity'],
    // The holder writes nothing: its memory limit carries no disk share.
    limits: { ...request.limits, ...HOLDER_LIMITS, diskMiB: 0 },
    runId: request.runId,
    owner: request.owner,
    volumes: { mounts: tmpfsMounts(request.limits.diskMiB, labels) },
    part: 'holder',
  });
}

export async function startHolder(docker: Dockerode, id: string, ms: number): Promise<void> {
  await engineCall('start the volume holder', ms, (signal) =>
    docker.getContainer(id).start({ abortSignal: signal }),
  );
}

/** The run's volumes as the engine lists them (their driver options are what it mounts). */
export async function listRunVolumes(
  docker: Dockerode,
  runId: string,
  ms: number,
): Promise<ListedVolume[]> {
  const listed = await engineCall('list the run volumes', ms, (signal) =>
    docker.listVolumes({
      filters: { label: [`${RUN_LABEL}=${runId}`] },
      abortSignal: signal,
    } as Dockerode.VolumeListOptions),
  );
  return (listed.Volumes ?? []).map((v) => ({
    Name: v.Name,
    Driver: v.Driver,
    Options: v.Options,
  }));
}

/** Thrown when the holder's measurement cannot be read; the run then fails closed. */
export class SpaceUnreadable extends Error {
  override readonly name = 'SpaceUnreadable';
}

/** Runs SPACE_COMMAND in the holder; throws EngineCallError or SpaceUnreadable. */
export async function measureSpace(
  docker: Dockerode,
  holderId: string,
  ms: number,
): Promise<PlaceSpace[]> {
  const container = docker.getContainer(holderId);
  const exec = await engineCall('create the disk measurement', ms, (signal) =>
    container.exec({
      Cmd: [...SPACE_COMMAND],
      AttachStdout: true,
      AttachStderr: true,
      abortSignal: signal,
    } as Dockerode.ExecCreateOptions),
  );
  const stdout = new CappedOutput(SPACE_OUTPUT_BYTES, () => undefined);
  await engineCall('measure the disk left', ms, async (signal) => {
    const stream = (await exec.start({
      abortSignal: signal,
    } as Dockerode.ExecStartOptions)) as unknown as IncomingMessage;
    await new Promise<void>((resolve, reject) => {
      docker.modem.demuxStream(
        stream,
        sink(stdout),
        sink(new CappedOutput(SPACE_OUTPUT_BYTES, () => undefined)),
      );
      stream.once('end', resolve);
      stream.once('close', resolve);
      stream.once('error', reject);
    });
  });
  const info = await engineCall('read the disk measurement', ms, (signal) =>
    exec.inspect({ abortSignal: signal } as Dockerode.ExecInspectOptions),
  );
  const spaces = parseSpace(Buffer.from(stdout.bytes()).toString('latin1'));
  if (info.ExitCode !== 0 || spaces === undefined)
    throw new SpaceUnreadable(
      `the disk measurement in the holder failed (exit ${String(info.ExitCode)})`,
    );
  return spaces;
}

function sink(output: CappedOutput): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      output.push(chunk);
      callback();
    },
  });
}
