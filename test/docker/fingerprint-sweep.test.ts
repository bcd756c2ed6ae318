// The Docker runner's fingerprint (PROTOCOL 9: image ID, engine and runtime versions, the
// security options in force) checked against the docker CLI; and the sweep of leftovers:
// containers of dead owners go, those of live runners in other processes stay.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OWNER_LABEL,
  PART_LABEL,
  ROLE,
  ROLE_LABEL,
  createDockerRunner,
} from '../../src/adapters/docker/index.js';
import { currentOwner, formatOwner } from '../../src/adapters/runner-common/process-owner.js';
import { PYTHON_IMAGE, forceRemove, requireEngine, skipDocker, suiteName } from './support.js';

requireEngine();

const docker = (...args: string[]): string =>
  execFileSync('docker', args, { encoding: 'utf8' }).trim();

/** Creates (never starts) a container labelled as a runner's, owned by `owner` (undefined: no owner label). */
function leftover(owner: string | undefined): string {
  const labels = [
    '--label',
    `${ROLE_LABEL}=${ROLE}`,
    ...(owner === undefined ? [] : ['--label', `${OWNER_LABEL}=${owner}`]),
  ];
  return docker('create', '--network', 'none', ...labels, PYTHON_IMAGE, 'true');
}

function exists(id: string): boolean {
  return docker('ps', '-aq', '--no-trunc', '--filter', `id=${id}`) !== '';
}

function startTicks(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] as string;
}

describe.skipIf(skipDocker)(suiteName('Docker runner: fingerprint and sweep'), () => {
  const made: string[] = [];
  afterAll(() => forceRemove(made.filter(exists)));

  it('records the image ID, engine, API and runtime versions, and the inspected confinement', async () => {
    const limits = {
      timeoutSeconds: 30,
      outputBytes: 1000,
      memoryMiB: 300,
      diskMiB: 48,
      pids: 77,
      cpus: 0.5,
    };
    const fingerprint = await createDockerRunner({ image: PYTHON_IMAGE, limits }).then((runner) =>
      runner.fingerprint(),
    );
    expect(fingerprint).toMatchObject({ kind: 'docker', isolated: true });
    expect(fingerprint.details).toMatchObject({
      image: PYTHON_IMAGE,
      imageId: docker('image', 'inspect', '--format', '{{.Id}}', PYTHON_IMAGE),
      engineVersion: docker('version', '--format', '{{.Server.Version}}'),
      apiVersion: docker('version', '--format', '{{.Server.APIVersion}}'),
      runtime: docker('info', '--format', '{{.DefaultRuntime}}'),
      runtimeVersion: expect.stringMatching(/^\d+\.\d+/),
      user: '10001:10001',
      networkMode: 'none',
      networkDisabled: false,
      readonlyRootfs: true,
      capDrop: ['ALL'],
      capAdd: [],
      securityOpt: ['no-new-privileges'],
      privileged: false,
      pidsLimit: 77,
      // The disk cap's tmpfs files live in memory: the limit is memoryMiB + diskMiB, with no swap.
      memoryBytes: (300 + 48) * 1024 * 1024,
      memorySwapBytes: (300 + 48) * 1024 * 1024,
      nanoCpus: 500_000_000,
      init: true,
      binds: [],
      mounts: ['volume:/tmp:rw', 'volume:/workspace/patchproof_tests:rw', 'volume:/workspace:rw'],
      tmpfs: [],
      volumesFrom: 1,
      // Measured in the probe's started holder, not taken from the request.
      diskBytes: 48 * 1024 * 1024,
      writable: [
        'tmpfs:/tmp:50331648',
        'tmpfs:/workspace/patchproof_tests:50331648',
        'tmpfs:/workspace:50331648',
      ],
      logDriver: 'none',
    });
    // The runc the engine reports is the one recorded.
    const runc = docker(
      'version',
      '--format',
      '{{range .Server.Components}}{{if eq .Name "runc"}}{{.Version}}{{end}}{{end}}',
    );
    expect(fingerprint.details['runtimeVersion']).toBe(runc);
  });

  it('sweeps containers of dead owners and unreadable labels; keeps those of live runners', async () => {
    const me = currentOwner();
    const live = spawn('sleep', ['60'], { stdio: 'ignore' });
    const dead = spawn('true', [], { stdio: 'ignore' });
    const deadPid = dead.pid as number;
    const deadOwner = formatOwner({ ...me, pid: deadPid, start: startTicks(deadPid) });
    await new Promise((resolve) => dead.once('exit', resolve));
    const liveOwner = formatOwner({
      ...me,
      pid: live.pid as number,
      start: startTicks(live.pid as number),
    });
    const ids = {
      dead: leftover(deadOwner),
      reusedPid: leftover(formatOwner({ ...me, start: '1' })), // our pid, another start time: a reused pid
      rebooted: leftover(formatOwner({ ...me, boot: 'an-earlier-boot' })),
      unlabelled: leftover(undefined),
      malformed: leftover('not an owner'),
      live: leftover(liveOwner),
      otherHost: leftover('some-other-host boot 4242 99'),
    };
    made.push(...Object.values(ids));
    const volume = docker('volume', 'create', '--label', `${ROLE_LABEL}=${ROLE}`);

    await createDockerRunner({ image: PYTHON_IMAGE });
    const present = Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, exists(id)]));
    expect(present).toEqual({
      dead: false,
      reusedPid: false,
      rebooted: false,
      unlabelled: false,
      malformed: false,
      live: true,
      otherHost: true,
    });
    expect(docker('volume', 'ls', '-q', '--filter', `name=${volume}`)).toBe('');

    // Another host's container goes once older than the stale age; the live one once its owner exits.
    live.kill();
    await new Promise((resolve) => live.once('exit', resolve));
    await createDockerRunner({ image: PYTHON_IMAGE, staleAfterMs: 0 });
    expect([exists(ids.live), exists(ids.otherHost)]).toEqual([false, false]);
  });

  it('sweeps images committed after a setup whose validation died; keeps those of a live one', async () => {
    const me = currentOwner();
    const dead = spawn('true', [], { stdio: 'ignore' });
    const deadPid = dead.pid as number;
    const deadOwner = formatOwner({ ...me, pid: deadPid, start: startTicks(deadPid) });
    await new Promise((resolve) => dead.once('exit', resolve));
    // As setup-container.ts commits them: the setup container's labels are the image's.
    const image = (owner: string): string => {
      const container = docker(
        'create',
        '--network',
        'none',
        '--label',
        `${ROLE_LABEL}=${ROLE}`,
        '--label',
        `${PART_LABEL}=setup`,
        '--label',
        `${OWNER_LABEL}=${owner}`,
        PYTHON_IMAGE,
        'true',
      );
      try {
        return docker('commit', container);
      } finally {
        docker('rm', container);
      }
    };
    const orphan = image(deadOwner);
    const mine = image(formatOwner(me));
    const imageExists = (id: string): boolean =>
      docker('images', '-q', '--no-trunc').split('\n').includes(id);
    try {
      await createDockerRunner({ image: PYTHON_IMAGE });
      expect([imageExists(orphan), imageExists(mine)]).toEqual([false, true]);
    } finally {
      for (const id of [orphan, mine]) if (imageExists(id)) docker('image', 'rm', id);
    }
  });
});
