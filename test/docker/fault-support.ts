/**
 * For the fault-injection tests of `patchproof validate` on Docker: a small repository whose
 * regression suite takes a few seconds (time to break something mid-phase), the compiled
 * CLI as a child process, and what the child left in the engine and the store, read with
 * the docker CLI and by its owner label's pid (the child owns its containers, not the test).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  OWNER_LABEL,
  PART_LABEL,
  ROLE,
  ROLE_LABEL,
  RUN_LABEL,
} from '../../src/adapters/docker/container-config.js';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';

export interface FaultCase {
  readonly repo: string;
  readonly spec: string;
  readonly patch: string;
  readonly store: string;
  remove(): void;
}

/** The calculator example (without probes), its add() fix, and a regression test that sleeps `slowSeconds`. */
export function faultCase(image: string, slowSeconds: number): FaultCase {
  const root = mkdtempSync(join(tmpdir(), 'pp-fault-'));
  const repo = join(root, 'repo');
  const specDir = join(root, 'spec');
  cpSync(join(repoRoot, 'examples', 'calculator'), repo, { recursive: true });
  writeFileSync(
    join(repo, 'tests', 'test_slow.py'),
    `import time\nimport unittest\n\n\nclass Slow(unittest.TestCase):\n    def test_slow(self):\n        time.sleep(${slowSeconds})\n`,
  );
  cpSync(
    join(repoRoot, 'examples', 'specs', 'calculator', 'reproduction'),
    join(specDir, 'reproduction'),
    { recursive: true },
  );
  const spec = JSON.parse(
    readFileSync(join(repoRoot, 'examples', 'specs', 'calculator', 'patchproof.json'), 'utf8'),
  ) as Record<string, unknown>;
  cpSync(join(repoRoot, 'hidden-tests', 'calculator'), join(specDir, 'hidden'), {
    recursive: true,
  });
  (spec['hidden'] as Record<string, unknown>)['tests'] = 'hidden';
  delete spec['probes'];
  spec['runner'] = { kind: 'docker', image };
  writeFileSync(join(specDir, 'patchproof.json'), JSON.stringify(spec));
  return {
    repo,
    spec: join(specDir, 'patchproof.json'),
    patch: join(repoRoot, 'examples', 'patches', 'fix-add.patch'),
    store: join(root, 'store'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export interface CliRun {
  readonly child: ChildProcess;
  /** What the child printed on stderr so far. */
  stderrOf(): string;
  /** Resolves when the child has exited. */
  readonly done: Promise<{
    status: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>;
}

/** `patchproof validate --json` on `c` as a child process, with `env` over this process's. */
export function validateChild(c: FaultCase, env: Record<string, string> = {}): CliRun {
  const child = spawn(
    process.execPath,
    [
      BIN,
      'validate',
      '--json',
      '--repo',
      c.repo,
      '--patch',
      c.patch,
      '--spec',
      c.spec,
      '--store',
      c.store,
    ],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const done = new Promise<{
    status: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>((resolve) =>
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr })),
  );
  return { child, done, stderrOf: () => stderr };
}

export interface ChildContainer {
  readonly id: string;
  readonly part: string;
  readonly state: string;
  /** The run it belongs to (its holder and its run container share it). */
  readonly run: string;
}

/** Runner containers (any state) whose owner label names process `pid`. */
export function containersOf(pid: number): ChildContainer[] {
  const format = `{{.ID}}\t{{.Label "${OWNER_LABEL}"}}\t{{.Label "${PART_LABEL}"}}\t{{.State}}\t{{.Label "${RUN_LABEL}"}}`;
  const out = execFileSync(
    'docker',
    ['ps', '-a', '--no-trunc', '--filter', `label=${ROLE_LABEL}=${ROLE}`, '--format', format],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .filter((f) => f[1]?.split(' ')[2] === String(pid))
    .map(([id, , part, state, run]) => ({
      id: id ?? '',
      part: part ?? '',
      state: state ?? '',
      run: run ?? '',
    }));
}

/** Runner volumes whose owner label names process `pid`. */
export function volumesOf(pid: number): string[] {
  const out = execFileSync(
    'docker',
    [
      'volume',
      'ls',
      '--filter',
      `label=${ROLE_LABEL}=${ROLE}`,
      '--format',
      `{{.Name}}\t{{.Label "${OWNER_LABEL}"}}`,
    ],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .filter((f) => f[1]?.split(' ')[2] === String(pid))
    .map((f) => f[0] ?? '');
}

/** Waits until `find` returns something (polling every 100 ms); throws after `ms`. */
export async function waitFor<T>(what: string, ms: number, find: () => T | undefined): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A running run container of `pid` (not the holder), once there is one. */
export function runningRun(pid: number, ms = 60_000): Promise<ChildContainer> {
  return waitFor('a running run container', ms, () =>
    containersOf(pid).find((c) => c.part === 'run' && c.state === 'running'),
  );
}

/** Every file in the store, relative to it (none when it does not exist). */
export function storeFiles(store: string): string[] {
  try {
    return readdirSync(store, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(store, join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/** The one JSON object the child printed on stdout. */
export function answerOf(stdout: string): Record<string, unknown> & {
  verdict: string;
  error?: { code: string; message: string; signal?: string };
} {
  const lines = stdout.split('\n').filter(Boolean);
  if (lines.length !== 1)
    throw new Error(
      `expected one JSON line on stdout, got ${lines.length}: ${stdout.slice(0, 500)}`,
    );
  return JSON.parse(lines[0] ?? '') as ReturnType<typeof answerOf>;
}
