/**
 * The confinement a container actually has, read back from the engine's inspect (not from
 * what we asked for), and the check that it is what we asked for. Both the fingerprint
 * probe and every run go through it: an engine that silently drops an option (an old
 * version, a plugin, a daemon default) fails the run closed instead of running unconfined.
 */
import type { ResourceLimits } from '../../core/runner/runner-port.js';
import { RUNNER_USER, memoryBytes } from './container-config.js';
import { WRITABLE_PLACES } from './writable-space.js';

export interface Confinement {
  readonly imageId: string;
  readonly user: string;
  readonly networkMode: string;
  readonly networkDisabled: boolean;
  readonly readonlyRootfs: boolean;
  readonly capDrop: readonly string[];
  readonly capAdd: readonly string[];
  readonly securityOpt: readonly string[];
  readonly privileged: boolean;
  /** Namespaces shared with the host ('' is private), and devices passed through. */
  readonly pidMode: string;
  readonly ipcMode: string;
  readonly devices: number;
  readonly pidsLimit: number;
  readonly memoryBytes: number;
  readonly memorySwapBytes: number;
  readonly nanoCpus: number;
  readonly init: boolean;
  readonly runtime: string;
  /** Every mount as `<type>:<destination>:<rw|ro>`; a bind mount never passes the check. */
  readonly mounts: readonly string[];
  readonly binds: readonly string[];
  readonly tmpfs: readonly string[];
  /** Containers whose volumes this one takes (the run's holder), and the volume behind each destination. */
  readonly volumesFrom: readonly string[];
  readonly volumes: ReadonlyArray<{
    readonly destination: string;
    readonly name: string;
    readonly driver: string;
  }>;
  readonly logDriver: string;
}

/** Reads the inspect JSON defensively: a missing field reads as the unsafe value. */
export function confinementOf(inspect: unknown): Confinement {
  const root = record(inspect);
  const host = record(root['HostConfig']);
  const config = record(root['Config']);
  const mounts = Array.isArray(root['Mounts']) ? root['Mounts'].map(record) : [];
  return {
    imageId: text(root['Image']),
    user: text(config['User']),
    networkMode: text(host['NetworkMode']),
    networkDisabled: config['NetworkDisabled'] === true,
    readonlyRootfs: host['ReadonlyRootfs'] === true,
    capDrop: strings(host['CapDrop']),
    capAdd: strings(host['CapAdd']),
    securityOpt: strings(host['SecurityOpt']),
    privileged: host['Privileged'] !== false,
    pidMode: text(host['PidMode']),
    ipcMode: text(host['IpcMode']),
    devices: Array.isArray(host['Devices']) ? host['Devices'].length : 0,
    pidsLimit: number(host['PidsLimit']),
    memoryBytes: number(host['Memory']),
    memorySwapBytes: number(host['MemorySwap']),
    nanoCpus: number(host['NanoCpus']),
    init: host['Init'] === true,
    runtime: text(host['Runtime']),
    mounts: mounts
      .map((m) => `${text(m['Type'])}:${text(m['Destination'])}:${m['RW'] === false ? 'ro' : 'rw'}`)
      .sort(),
    binds: strings(host['Binds']),
    tmpfs: Object.keys(record(host['Tmpfs'])).sort(),
    volumesFrom: strings(host['VolumesFrom']),
    volumes: mounts
      .filter((m) => m['Type'] === 'volume')
      .map((m) => ({
        destination: text(m['Destination']),
        name: text(m['Name']),
        driver: text(m['Driver']),
      })),
    logDriver: text(record(host['LogConfig'])['Type']),
  };
}

/** What is wrong with the inspected confinement; empty when it is exactly what runs need. */
export function confinementProblems(
  actual: Confinement,
  expected: { imageId: string; limits: ResourceLimits; holderId: string },
): string[] {
  const problems: string[] = [];
  const want = (ok: boolean, what: string): void => {
    if (!ok) problems.push(what);
  };
  const memory = memoryBytes(expected.limits);
  want(
    actual.imageId === expected.imageId,
    `image ${actual.imageId || 'unknown'} is not ${expected.imageId}`,
  );
  want(actual.user === RUNNER_USER, `user is ${JSON.stringify(actual.user)}, not ${RUNNER_USER}`);
  want(
    actual.networkMode === 'none',
    `network mode is ${JSON.stringify(actual.networkMode)}, not none`,
  );
  want(actual.readonlyRootfs, 'the root filesystem is writable');
  want(
    actual.capDrop.includes('ALL') && actual.capAdd.length === 0,
    `capabilities are not all dropped (drop ${actual.capDrop.join(',')}; add ${actual.capAdd.join(',')})`,
  );
  want(
    actual.securityOpt.some((o) => o === 'no-new-privileges' || o === 'no-new-privileges:true'),
    'no-new-privileges is not set',
  );
  want(
    !actual.securityOpt.some((o) => /unconfined|label[=:]disable/.test(o)),
    `a security profile is switched off (${actual.securityOpt.join(', ')})`,
  );
  want(!actual.privileged, 'the container is privileged');
  want(
    actual.pidMode === '' &&
      !actual.ipcMode.startsWith('host') &&
      !actual.ipcMode.startsWith('container'),
    `namespaces are shared (pid ${JSON.stringify(actual.pidMode)}, ipc ${JSON.stringify(actual.ipcMode)})`,
  );
  want(actual.devices === 0, 'host devices are passed through');
  want(
    actual.pidsLimit === expected.limits.pids,
    `pids limit is ${actual.pidsLimit}, not ${expected.limits.pids}`,
  );
  want(
    actual.memoryBytes === memory && actual.memorySwapBytes === memory,
    `memory is ${actual.memoryBytes} (+swap ${actual.memorySwapBytes}), not ${memory} (memoryMiB + diskMiB) with no swap`,
  );
  want(
    actual.nanoCpus === Math.round(expected.limits.cpus * 1e9),
    `CPU quota is ${actual.nanoCpus} nano-CPUs`,
  );
  want(actual.init, 'no init process');
  want(actual.binds.length === 0, 'host paths are bind-mounted');
  const mounts = [...actual.mounts].sort().join(', ');
  const wanted = WRITABLE_PLACES.map((p) => `volume:${p.path}:rw`)
    .sort()
    .join(', ');
  want(mounts === wanted, `mounts are [${mounts}], not [${wanted}]`);
  // Every writable place comes from the holder, whose volumes volumeProblems() checks.
  want(
    actual.volumesFrom.length === 1 && actual.volumesFrom[0] === expected.holderId,
    `volumes come from [${actual.volumesFrom.join(', ').slice(0, 200)}], not only the run's holder`,
  );
  want(
    actual.volumes.every((v) => v.driver === 'local' && v.name !== ''),
    'a volume is not one of the local driver',
  );
  want(
    actual.tmpfs.length === 0,
    `the engine adds tmpfs mounts [${actual.tmpfs.join(', ')}] outside the capped volumes`,
  );
  return problems;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function number(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : -1;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
