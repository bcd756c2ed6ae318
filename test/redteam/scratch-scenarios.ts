/**
 * Red-team scenarios that run from a scratch copy: the JavaScript ones need the project's
 * devDependencies (mocha and chai, Jest, Vitest) in the repository's node_modules, which
 * their run specs list under environment.include. Each copy is made a Git repository so
 * that node_modules, ignored, stays out of the snapshot, as in a user's checkout; the
 * packages come from the npm registry the machine is configured for (npm's cache makes a
 * second install quick). Also: intake refusals through `patchproof validate`, and the
 * checks the attack tests share.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BIN } from '../support/serve-process.js';
import { type CliOutcome, reasonCodes, SCENARIOS } from './support.js';

/** A fresh scratch folder and the function that removes it. */
export function scratchFolder(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pp-redteam-scratch-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies scenario `name` into `scratch`, commits its repo/ and installs its packages; returns the copy. */
export function scratchScenario(scratch: string, name: string): string {
  const dir = join(scratch, name);
  cpSync(join(SCENARIOS, name), dir, { recursive: true });
  const repo = join(dir, 'repo');
  const git = (...args: string[]): void =>
    void execFileSync(
      'git',
      ['-c', 'user.email=ci@patchproof.invalid', '-c', 'user.name=ci', ...args],
      { cwd: repo, stdio: 'ignore' },
    );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  if (existsSync(join(repo, 'package.json'))) {
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: repo, stdio: 'ignore' },
    );
  }
  return dir;
}

/** `patchproof validate` of a patch that intake must refuse: the exit status and the error. */
export async function refusal(
  dir: string,
  patch: string,
): Promise<{ exit: number; verdict: string; error?: { code: string; message: string } }> {
  const store = mkdtempSync(join(tmpdir(), 'pp-redteam-refused-'));
  const args = [
    BIN,
    'validate',
    '--repo',
    join(dir, 'repo'),
    '--patch',
    join(dir, 'patches', `${patch}.patch`),
    '--spec',
    join(dir, 'spec', 'patchproof.json'),
    '--store',
    store,
    '--json',
  ];
  const { stdout, exit } = await promisify(execFile)(process.execPath, args).then(
    (r) => ({ ...r, exit: 0 }),
    (e: { stdout: string; code: number }) => ({ stdout: e.stdout, exit: e.code }),
  );
  rmSync(store, { recursive: true, force: true });
  return {
    exit,
    ...(JSON.parse(stdout) as { verdict: string; error?: { code: string; message: string } }),
  };
}

/** The phases that failed, each with its reason codes, sorted: what an attack's receipt must show. */
export function failures(r: CliOutcome): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of r.phases)
    if (p.outcome === 'fail') out[p.name] = [...new Set(reasonCodes(r.receipt, p.name))].sort();
  return out;
}

interface SealRecord {
  planted: number;
  twins?: number;
  plantsAsPlanted: boolean;
}

/** Each phase's seal record (planted tests, twins, whether all were reported as planted). */
export function seals(receipt: string): Record<string, SealRecord | undefined> {
  const parsed = JSON.parse(receipt) as { phases: { name: string; seal?: SealRecord }[] };
  return Object.fromEntries(parsed.phases.map((p) => [p.name, p.seal]));
}
