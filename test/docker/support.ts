/**
 * Shared by the Docker runner tests. They talk to the real engine (no mocks): without one
 * they skip, saying so in one line — unless PATCHPROOF_REQUIRE_DOCKER=1 (CI), where a
 * missing engine or image fails instead. Checks of what is left behind use the docker CLI,
 * independent of the adapter, and look only at containers owned by this test process
 * (test files run in parallel processes, each with its own runners).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { it } from 'vitest';
import { OWNER_LABEL, ROLE, ROLE_LABEL } from '../../src/adapters/docker/index.js';
import { currentOwner, formatOwner } from '../../src/adapters/runner-common/process-owner.js';
import { specMakers, text } from '../support/test-specs.js';

export const PYTHON_IMAGE = 'patchproof-runner-python:3';

function probeEngine(): string | undefined {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 15_000 });
  } catch {
    return 'no Docker engine answers `docker info`';
  }
  try {
    execFileSync('docker', ['image', 'inspect', PYTHON_IMAGE], {
      stdio: 'ignore',
      timeout: 15_000,
    });
  } catch {
    return `image ${PYTHON_IMAGE} is missing (build it with bash runners/build.sh)`;
  }
  return undefined;
}

const missing = probeEngine();
const required = process.env['PATCHPROOF_REQUIRE_DOCKER'] === '1';

/** True when the Docker tests must be skipped (no engine, and CI does not require one). */
export const skipDocker = missing !== undefined && !required;
/** The suite's name; when skipped, with the one line saying why and how to enable it. */
export function suiteName(name: string): string {
  return skipDocker
    ? `${name} (skipped: ${missing ?? ''}; run bash docker/start-engine.sh and bash runners/build.sh to enable)`
    : name;
}

/**
 * Where the engine is required (CI sets PATCHPROOF_REQUIRE_DOCKER=1), a test checks it
 * answers, failing with the reason when it does not. Defined only then, so it never
 * shows as skipped (CI counts a skip as a failure).
 */
export function requireEngine(): void {
  if (!required) return;
  it('a Docker engine is available (PATCHPROOF_REQUIRE_DOCKER=1)', () => {
    if (missing !== undefined)
      throw new Error(
        `${missing}; CI must run bash docker/start-engine.sh and bash runners/build.sh before the tests`,
      );
  });
}

const made: string[] = [];

/** A throwaway workspace holding `files` (path → content; content starting `->` makes a symlink). */
export function makeWorkspace(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-docker-ws-'));
  made.push(dir);
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    if (content.startsWith('->')) symlinkSync(content.slice(2), target);
    else writeFileSync(target, content);
  }
  return dir;
}

export function makeExecutable(path: string): void {
  chmodSync(path, 0o755);
}

export function removeWorkspaces(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const { argvSpec, shSpec } = specMakers(20);
export { text };

/** IDs of runner containers (any state) owned by this test process, per the docker CLI. */
export function ourContainers(): string[] {
  const out = execFileSync(
    'docker',
    [
      'ps',
      '-aq',
      '--no-trunc',
      '--filter',
      `label=${ROLE_LABEL}=${ROLE}`,
      '--filter',
      `label=${OWNER_LABEL}=${formatOwner(currentOwner())}`,
    ],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter((line) => line !== '');
}

/** Runner volumes of this test process that no container uses, per the docker CLI. */
export function danglingRunnerVolumes(): string[] {
  const out = execFileSync(
    'docker',
    [
      'volume',
      'ls',
      '-q',
      '--filter',
      `label=${ROLE_LABEL}=${ROLE}`,
      '--filter',
      `label=${OWNER_LABEL}=${formatOwner(currentOwner())}`,
      '--filter',
      'dangling=true',
    ],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter((line) => line !== '');
}

/** Every runner volume of this test process, in use or not, per the docker CLI. */
export function ourVolumes(): string[] {
  const out = execFileSync(
    'docker',
    [
      'volume',
      'ls',
      '-q',
      '--filter',
      `label=${ROLE_LABEL}=${ROLE}`,
      '--filter',
      `label=${OWNER_LABEL}=${formatOwner(currentOwner())}`,
    ],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter((line) => line !== '');
}

export function forceRemove(ids: readonly string[]): void {
  if (ids.length > 0) execFileSync('docker', ['rm', '-f', '-v', ...ids], { stdio: 'ignore' });
}
