/**
 * `environment.setup` on Docker (PROTOCOL 4): one container, made from the runner's image
 * with the base copy in /workspace, runs the spec's command once, before any patch exists,
 * with network only when the spec says so. What the command leaves in /workspace comes back
 * into the base copy (the workspace factory measures it); what it changed elsewhere (a
 * package installed into the system) is kept by committing the container to a temporary
 * image, on which every phase then runs, as always without network, and which is removed
 * when the validation ends.
 *
 * The setup command is the run spec's, run on the base: as trusted as the repository and the
 * spec (what a Dockerfile of `environment.image` may do, it may do). So it runs as root, to
 * install into the system, but still with the run spec's memory, pids and CPU limits, every
 * capability dropped except those file ownership needs, and no new privileges; /tmp is a
 * tmpfs, so caches there never reach the image.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SetupSpec, Workspace } from '../../core/runner/runner-port.js';
import { outputTail } from '../../core/execution/setup-result.js';
import {
  containerEnv,
  memoryBytes,
  OWNER_LABEL,
  PART_LABEL,
  ROLE,
  ROLE_LABEL,
  RUN_LABEL,
  RUNNER_USER,
  WORKSPACE_DIR,
} from './container-config.js';
import { run } from './images.js';
import { currentOwner, formatOwner } from '../runner-common/index.js';

/** Capabilities a root install step needs to own and mode its files; nothing else. */
const FILE_CAPABILITIES = ['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'FSETID', 'SETUID', 'SETGID'];
/** Deadline of each engine step around the command (create, copy, commit, remove). */
const STEP_TIMEOUT_MS = 300_000;

export type SetupRun =
  | { readonly ok: true; readonly image: string; readonly durationMs: number }
  | { readonly ok: false; readonly reason: string; readonly durationMs: number };

/** Runs the setup on `imageId`; the committed image's ID when the command exited 0. Never throws. */
export async function runSetupContainer(
  imageId: string,
  workspace: Workspace,
  setup: SetupSpec,
  options: { signal?: AbortSignal } = {},
): Promise<SetupRun> {
  const started = performance.now();
  const name = `patchproof-setup-${randomUUID()}`;
  const elapsed = (): number => performance.now() - started;
  const failed = (reason: string): SetupRun => ({ ok: false, reason, durationMs: elapsed() });
  try {
    const created = await docker(
      ['create', ...createArgs(name, setup), imageId, ...setup.command],
      options.signal,
    );
    if (created.exitCode !== 0)
      return failed(
        `the setup container could not be created: ${outputTail('', created.stderr, 3)}`,
      );
    const copied = await docker(
      ['cp', `${workspace.dir}/.`, `${name}:${WORKSPACE_DIR}`],
      options.signal,
    );
    if (copied.exitCode !== 0)
      return failed(
        `the base copy could not be copied into the setup container: ${outputTail('', copied.stderr, 3)}`,
      );
    const ran = await attached(name, setup.timeoutSeconds * 1000, options.signal);
    if (ran.ended === 'cancelled') return failed('the setup was cancelled');
    if (ran.ended === 'timeout')
      return failed(
        `the setup command did not finish within ${setup.timeoutSeconds} s; raise environment.setup.timeoutSeconds or make the step faster`,
      );
    const state = await docker(
      ['inspect', '--format', '{{.State.ExitCode}} {{.State.OOMKilled}}', name],
      options.signal,
    );
    const [exit, oom] = state.stdout.trim().split(' ');
    if (state.exitCode !== 0 || exit !== '0') {
      const why =
        oom === 'true'
          ? 'was killed for using more than limits.memoryMiB'
          : `exited ${exit ?? 'with an unknown status'}`;
      return failed(
        `the setup command ${why}; its last lines: ${outputTail(ran.stdout, ran.stderr)}`,
      );
    }
    // The base copy becomes what the command left in /workspace (the factory measures the change).
    for (const entry of await readdir(workspace.dir))
      await rm(join(workspace.dir, entry), { recursive: true, force: true });
    const back = await docker(['cp', `${name}:${WORKSPACE_DIR}/.`, workspace.dir], options.signal);
    if (back.exitCode !== 0)
      return failed(
        `the setup's workspace could not be copied back: ${outputTail('', back.stderr, 3)}`,
      );
    // The phases set user, command and entry point themselves; the image still gets the
    // runner's, so nothing run from it by hand runs as the setup's root.
    const committed = await docker(
      [
        'commit',
        '--pause=false',
        '--change',
        `USER ${RUNNER_USER}`,
        '--change',
        'CMD ["/bin/sh"]',
        name,
      ],
      options.signal,
    );
    const image = committed.stdout.trim();
    if (committed.exitCode !== 0 || !/^sha256:[0-9a-f]{64}$/.test(image))
      return failed(
        `the setup container could not be committed to an image: ${outputTail('', committed.stderr, 3)}`,
      );
    return { ok: true, image, durationMs: elapsed() };
  } catch (error) {
    return failed(
      `the setup could not run: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`,
    );
  } finally {
    await docker(['rm', '--force', '--volumes', name]).catch(() => undefined);
  }
}

/** Removes a committed setup image; what cannot be removed now is left for `docker image prune`. */
export async function removeSetupImage(image: string): Promise<void> {
  await docker(['image', 'rm', '--no-prune', image]).catch(() => undefined);
}

/** `docker create` options: the run spec's limits, root with file capabilities only, the network the spec allows. */
export function createArgs(name: string, setup: SetupSpec): string[] {
  const { limits } = setup;
  const memory = `${memoryBytes(limits)}b`;
  const labels = {
    [ROLE_LABEL]: ROLE,
    [RUN_LABEL]: name,
    [OWNER_LABEL]: formatOwner(currentOwner()),
    [PART_LABEL]: 'setup',
  };
  return [
    '--name',
    name,
    ...Object.entries(labels).flatMap(([key, value]) => ['--label', `${key}=${value}`]),
    `--network=${setup.network ? 'bridge' : 'none'}`,
    '--user',
    '0:0',
    '--cap-drop',
    'ALL',
    ...FILE_CAPABILITIES.flatMap((cap) => ['--cap-add', cap]),
    '--security-opt',
    'no-new-privileges',
    '--pids-limit',
    String(limits.pids),
    '--memory',
    memory,
    '--memory-swap',
    memory,
    '--cpus',
    String(limits.cpus),
    '--init',
    '--tmpfs',
    `/tmp:rw,exec,nosuid,nodev,size=${limits.diskMiB}m`,
    '--log-driver',
    'none',
    '--workdir',
    WORKSPACE_DIR,
    '--entrypoint',
    '',
    ...containerEnv(setup.env).flatMap((line) => ['--env', line]),
  ];
}

/** What a setup printed is kept to its last part: an install step may print a lot. */
const TAIL_BYTES = 64 * 1024;

interface Attached {
  readonly ended: 'exited' | 'timeout' | 'cancelled';
  readonly stdout: string;
  readonly stderr: string;
}

/** `docker start --attach`, keeping only the tail of each stream; the caller removes the container. */
function attached(name: string, timeoutMs: number, signal?: AbortSignal): Promise<Attached> {
  return new Promise((resolve) => {
    const child = spawn('docker', ['start', '--attach', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tails = { stdout: Buffer.alloc(0), stderr: Buffer.alloc(0) };
    const keep =
      (stream: 'stdout' | 'stderr') =>
      (chunk: Buffer): void => {
        const joined = Buffer.concat([tails[stream], chunk]);
        tails[stream] =
          joined.length > TAIL_BYTES ? joined.subarray(joined.length - TAIL_BYTES) : joined;
      };
    child.stdout.on('data', keep('stdout'));
    child.stderr.on('data', keep('stderr'));
    let ended: Attached['ended'] = 'exited';
    const stop = (why: Attached['ended']): void => {
      ended = why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), timeoutMs);
    const onAbort = (): void => stop('cancelled');
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted === true) stop('cancelled');
    const finish = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve({
        ended,
        stdout: tails.stdout.toString('utf8'),
        stderr: tails.stderr.toString('utf8'),
      });
    };
    child.on('close', finish);
    child.on('error', finish);
  });
}

function docker(args: readonly string[], signal?: AbortSignal): ReturnType<typeof run> {
  const deadline = AbortSignal.timeout(STEP_TIMEOUT_MS);
  return run('docker', args, { signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
}
