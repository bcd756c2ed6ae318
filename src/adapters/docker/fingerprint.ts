/**
 * The Docker runner's fingerprint (PROTOCOL 5, 9): the image ID, the engine, API and
 * runtime versions, and the confinement actually in force — read by inspecting a probe
 * container created (never started) with the exact configuration runs use, then removed.
 * Its holder (holder.ts) is started, so the writable places are measured as really
 * mounted: each must be a tmpfs of exactly limits.diskMiB. Nothing here is taken from our
 * own request.
 */
import { randomUUID } from 'node:crypto';
import type Dockerode from 'dockerode';
import type { ResourceLimits, RunnerFingerprint } from '../../core/runner/runner-port.js';
import { createBody } from './container-config.js';
import { createContainer, engineJson, inspectContainer, removeContainer } from './container-ops.js';
import { type Confinement, confinementOf, confinementProblems } from './confinement.js';
import { holderBody, listRunVolumes, measureSpace, startHolder } from './holder.js';
import type { Owner } from '../runner-common/index.js';
import { type PlaceSpace, judgeSpace, volumeProblems } from './writable-space.js';

export interface ProbeRequest {
  readonly imageId: string;
  readonly imageName: string;
  readonly limits: ResourceLimits;
  readonly owner: Owner;
  readonly engineTimeoutMs: number;
}

/** Why the probe shows the engine cannot confine runs; the runner is then not created. */
export class ProbeFailed extends Error {
  override readonly name = 'ProbeFailed';
}

export async function probeFingerprint(
  docker: Dockerode,
  request: ProbeRequest,
): Promise<RunnerFingerprint> {
  const ms = request.engineTimeoutMs;
  const runId = `probe-${randomUUID()}`;
  const made: string[] = [];
  let confinement: Confinement;
  let spaces: PlaceSpace[];
  try {
    const holder = await createContainer(
      docker,
      holderBody({ imageId: request.imageId, runId, owner: request.owner, limits: request.limits }),
      ms,
    );
    made.push(holder.id);
    const body = createBody({
      imageId: request.imageId,
      command: ['true'],
      limits: request.limits,
      runId,
      owner: request.owner,
      volumes: { from: holder.id },
      part: 'run',
    });
    const created = await createContainer(docker, body, ms);
    made.unshift(created.id);
    const warnings = [...holder.warnings, ...created.warnings];
    if (warnings.length > 0)
      throw new ProbeFailed(
        `the engine warned on container create: ${warnings.join('; ').slice(0, 300)}`,
      );
    confinement = confinementOf(await inspectContainer(docker, created.id, ms));
    const problems = [
      ...confinementProblems(confinement, {
        imageId: request.imageId,
        limits: request.limits,
        holderId: holder.id,
      }),
      ...volumeProblems(
        confinement.volumes,
        await listRunVolumes(docker, runId, ms),
        request.limits.diskMiB,
      ),
    ];
    if (problems.length > 0)
      throw new ProbeFailed(
        `the engine does not apply the runner's confinement: ${problems.join('; ')}`,
      );
    await startHolder(docker, holder.id, ms);
    spaces = await measureSpace(docker, holder.id, ms);
    const { mismatched } = judgeSpace(spaces, request.limits.diskMiB);
    if (mismatched.length > 0)
      throw new ProbeFailed(`the engine does not cap the runner's disk: ${mismatched.join('; ')}`);
  } finally {
    // The run's container first: the holder's removal then takes the volumes with it.
    for (const id of made) await removeContainer(docker, id, ms);
  }
  const [version, info] = await Promise.all([
    engineJson(docker, 'engine version', '/version', ms),
    engineJson(docker, 'engine info', '/info', ms),
  ]);
  return {
    kind: 'docker',
    isolated: true,
    details: {
      ...fingerprintDetails(request, confinement, version, info),
      ...diskDetails(request.limits, spaces),
    },
  };
}

/** The disk cap as measured in the probe's holder: each place's file system and size. */
function diskDetails(limits: ResourceLimits, spaces: readonly PlaceSpace[]): Details {
  return {
    diskBytes: limits.diskMiB * 1024 * 1024,
    writable: spaces.map((s) => `${s.type}:${s.path}:${s.totalBytes}`).sort(),
  };
}

type Details = Record<string, string | number | boolean | readonly string[]>;

export function fingerprintDetails(
  request: ProbeRequest,
  c: Confinement,
  version: Record<string, unknown>,
  info: Record<string, unknown>,
): Details {
  const components = Array.isArray(version['Components'])
    ? (version['Components'] as Array<{ Name?: unknown; Version?: unknown }>)
    : [];
  const component = (name: string): string =>
    String(components.find((item) => item.Name === name)?.Version ?? 'unknown');
  const field = (name: string): string => String(version[name] ?? 'unknown');
  const securityOptions = Array.isArray(info['SecurityOptions'])
    ? info['SecurityOptions'].map(String)
    : [];
  return {
    image: request.imageName,
    imageId: request.imageId,
    engineVersion: field('Version'),
    apiVersion: field('ApiVersion'),
    runtime: c.runtime,
    runtimeVersion: component(
      c.runtime === 'runc' || c.runtime.includes('runc') ? 'runc' : c.runtime,
    ),
    containerdVersion: component('containerd'),
    initVersion: component('docker-init'),
    kernelVersion: field('KernelVersion'),
    os: field('Os'),
    arch: field('Arch'),
    cgroupVersion: String(info['CgroupVersion'] ?? 'unknown'),
    engineSecurityOptions: securityOptions,
    // From the inspected probe container:
    user: c.user,
    networkMode: c.networkMode,
    networkDisabled: c.networkDisabled,
    readonlyRootfs: c.readonlyRootfs,
    capDrop: [...c.capDrop],
    capAdd: [...c.capAdd],
    securityOpt: [...c.securityOpt],
    privileged: c.privileged,
    pidsLimit: c.pidsLimit,
    memoryBytes: c.memoryBytes,
    memorySwapBytes: c.memorySwapBytes,
    nanoCpus: c.nanoCpus,
    init: c.init,
    mounts: [...c.mounts],
    binds: [...c.binds],
    tmpfs: [...c.tmpfs],
    volumesFrom: c.volumesFrom.length,
    logDriver: c.logDriver,
    // Every run's own container is inspected and checked against these options before it starts.
    checkedPerRun: true,
  };
}
