/**
 * The one container configuration every run and the fingerprint probe use (PROTOCOL 9):
 * created by image ID, no network, read-only root, every capability dropped,
 * no-new-privileges, the non-root runner user, pids/memory/CPU limits, an init as PID 1,
 * no host bind mounts.
 *
 * The writable places (/workspace, the trusted test folder, /tmp) are size-capped tmpfs
 * volumes (writable-space.ts) that belong to a second container of the run, the holder
 * (holder.ts); the run's own container takes them with VolumesFrom. The engine mounts a
 * tmpfs volume only while a started container uses it, and a copy into a container that is
 * not started yet mounts, writes and unmounts it, losing the files: the running holder keeps
 * the volumes mounted from before the copy in until after the report is read back.
 *
 * The trusted test folder `/workspace/patchproof_tests` is its own mount point: the runner
 * user owns the workspace root and could otherwise rename the root-owned folder away and put
 * its own tests in its place; a mount point cannot be renamed or removed (EBUSY).
 */
import { fixedEnvironment } from '../local/index.js';
import type { ResourceLimits, TestSpec } from '../../core/runner/runner-port.js';
import { RESERVED_TEST_DIR } from '../../core/gates/path-policy.js';
import { type Owner, formatOwner } from '../runner-common/index.js';
import type { VolumeMount } from './writable-space.js';

export const ROLE_LABEL = 'org.patchproof.role';
export const ROLE = 'runner';
export const RUN_LABEL = 'org.patchproof.run';
export const OWNER_LABEL = 'org.patchproof.owner';
/** Which container of a run: `run` (the command's own) or `holder` (keeps its volumes mounted). */
export const PART_LABEL = 'org.patchproof.part';

export const WORKSPACE_DIR = '/workspace';
export const TRUSTED_DIR = `${WORKSPACE_DIR}/${RESERVED_TEST_DIR}`;
export const RUNNER_UID = 10001;
export const RUNNER_USER = `${RUNNER_UID}:${RUNNER_UID}`;
/** The PATH inside the runner images (Debian's default), never the host's. */
export const CONTAINER_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

const MIB = 1024 * 1024;
/** The engine refuses less (its minimum is 6 MB). */
const MIN_MEMORY_MIB = 6;

export interface ContainerRequest {
  readonly imageId: string;
  readonly command: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly limits: ResourceLimits;
  readonly runId: string;
  readonly owner: Owner;
  /** Opens standard input for one attach, closed when that attach closes it (a probe's input). */
  readonly stdin?: boolean;
  /** The holder's own volumes, or the holder whose volumes the run's container takes. */
  readonly volumes: { readonly mounts: readonly VolumeMount[] } | { readonly from: string };
  readonly part: 'run' | 'holder';
}

/** The body of POST /containers/create (Docker Engine API 1.41 field names). */
export interface CreateBody {
  readonly Image: string;
  readonly Cmd: string[];
  readonly Entrypoint: string[];
  readonly Env: string[];
  readonly WorkingDir: string;
  readonly User: string;
  readonly Labels: Record<string, string>;
  readonly NetworkDisabled: false;
  readonly AttachStdin: boolean;
  readonly AttachStdout: true;
  readonly AttachStderr: true;
  readonly OpenStdin: boolean;
  readonly StdinOnce: boolean;
  readonly Tty: false;
  readonly HostConfig: {
    readonly NetworkMode: 'none';
    readonly ReadonlyRootfs: true;
    readonly CapDrop: string[];
    readonly CapAdd: string[];
    readonly SecurityOpt: string[];
    readonly Privileged: false;
    readonly PidsLimit: number;
    readonly Memory: number;
    readonly MemorySwap: number;
    readonly NanoCpus: number;
    readonly Init: true;
    readonly Binds: string[];
    readonly Mounts: VolumeMount[];
    readonly VolumesFrom: string[];
    readonly LogConfig: { Type: 'none'; Config: Record<string, string> };
    readonly IpcMode: 'private';
    readonly RestartPolicy: { Name: 'no' };
    readonly AutoRemove: false;
  };
}

export function runLabels(runId: string, owner: Owner): Record<string, string> {
  return { [ROLE_LABEL]: ROLE, [RUN_LABEL]: runId, [OWNER_LABEL]: formatOwner(owner) };
}

export function createBody(request: ContainerRequest): CreateBody {
  const { limits, volumes } = request;
  // tmpfs pages are charged to the memory of the process that writes them: the disk cap comes on top.
  const memory = memoryBytes(limits);
  const labels = { ...runLabels(request.runId, request.owner), [PART_LABEL]: request.part };
  return {
    Image: request.imageId,
    Cmd: [...request.command],
    // An empty list (not absent) clears any entrypoint the image declares: argv runs as given.
    Entrypoint: [],
    Env: containerEnv(request.env),
    WorkingDir: WORKSPACE_DIR,
    User: RUNNER_USER,
    // No Hostname: the engine names each container by its own ID, as in any Docker deployment.
    // A fixed name ("patchproof", until a red-team run) told code under test where it ran.
    Labels: labels,
    // Network mode none is the confinement: a loopback interface and nothing else. Disabling
    // networking too would leave /etc/hosts empty, so `localhost` would not resolve, and honest
    // suites that serve on it (Vitest starts a server on localhost) would fail to start.
    NetworkDisabled: false,
    AttachStdin: request.stdin === true,
    AttachStdout: true,
    AttachStderr: true,
    OpenStdin: request.stdin === true,
    // The container's stdin closes when our attach half-closes it: the command sees end of input.
    StdinOnce: request.stdin === true,
    Tty: false,
    HostConfig: {
      NetworkMode: 'none',
      ReadonlyRootfs: true,
      CapDrop: ['ALL'],
      CapAdd: [],
      SecurityOpt: ['no-new-privileges'],
      Privileged: false,
      PidsLimit: limits.pids,
      Memory: memory,
      // Equal to Memory: no swap, so the memory limit is a real limit.
      MemorySwap: memory,
      NanoCpus: Math.round(limits.cpus * 1e9),
      Init: true,
      Binds: [],
      Mounts: 'mounts' in volumes ? [...volumes.mounts] : [],
      VolumesFrom: 'from' in volumes ? [volumes.from] : [],
      // The output is attached and capped by us; a logging driver would copy a flood to the host disk.
      LogConfig: { Type: 'none', Config: {} },
      IpcMode: 'private',
      RestartPolicy: { Name: 'no' },
      AutoRemove: false,
    },
  };
}

/** The container's memory limit: the run's memory and its disk cap, since its tmpfs files live in memory. */
export function memoryBytes(limits: ResourceLimits): number {
  return Math.round((limits.memoryMiB + limits.diskMiB) * MIB);
}

/**
 * A small fixed environment (the same keys as the local runner), then the spec's env. The
 * engine adds one of its own, HOSTNAME (the container's ID); the runner contract suite
 * declares it (test/runners/docker.test.ts).
 */
export function containerEnv(extra: Readonly<Record<string, string>> = {}): string[] {
  return Object.entries(fixedEnvironment('/tmp', '/tmp', extra, CONTAINER_PATH)).map(
    ([name, value]) => `${name}=${value}`,
  );
}

/** Why a spec cannot become a container, or undefined. */
export function specProblem(spec: TestSpec): string | undefined {
  if (spec.command.length === 0 || spec.command[0] === '') return 'the command is empty';
  if (spec.command.some((arg) => arg.includes('\0'))) return 'the command has a NUL byte';
  for (const [name, value] of Object.entries(spec.env ?? {})) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      return `env name ${JSON.stringify(name.slice(0, 60))} is not a plain variable name`;
    if (value.includes('\0')) return `env ${name} has a NUL byte`;
  }
  const { limits } = spec;
  if (!Number.isFinite(limits.timeoutSeconds) || limits.timeoutSeconds <= 0)
    return 'timeoutSeconds must be a positive number';
  if (!Number.isSafeInteger(limits.outputBytes) || limits.outputBytes < 0)
    return 'outputBytes must be a non-negative integer';
  // 0 or -1 would mean "unlimited" to the engine.
  if (!Number.isSafeInteger(limits.pids) || limits.pids < 1)
    return 'pids must be a positive integer';
  if (!Number.isFinite(limits.memoryMiB) || limits.memoryMiB < MIN_MEMORY_MIB)
    return `memoryMiB must be at least ${MIN_MEMORY_MIB}`;
  // 0 would make a tmpfs of unlimited size.
  if (!Number.isSafeInteger(limits.diskMiB) || limits.diskMiB < 1)
    return 'diskMiB must be a positive whole number';
  if (!Number.isFinite(limits.cpus) || limits.cpus < 0.01) return 'cpus must be at least 0.01';
  return undefined;
}
