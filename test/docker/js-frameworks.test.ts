// examples/js-frameworks on Docker: one small library whose suites are written for mocha
// (chai, xunit reporter), Jest (expect, jest-junit) and Vitest (expect, its JUnit reporter).
// For each, the trusted suites are sealed (plants and twins in the framework's own style),
// the fix PASSes with proof grade and a cheat that special-cases the reproduction's input
// FAILs on the hidden suite. Each example's devDependencies come from the npm registry the
// machine is configured for (as a user's `npm install` would), into the copy's node_modules,
// which the spec lists under environment.include.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const FRAMEWORKS = ['mocha', 'jest', 'vitest'] as const;
const scratch = mkdtempSync(join(tmpdir(), 'pp-js-frameworks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Outcome {
  verdict: string;
  proofGrade: boolean;
  phases: Array<{ name: string; outcome: string; tests: { executed: number } }>;
}

async function validate(
  framework: string,
  patch: string,
): Promise<{ result: Outcome; printed: string; receipt: Record<string, unknown> }> {
  const dir = join(scratch, framework);
  const store = join(scratch, `store-${framework}-${patch}`);
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
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stdout: string; stderr: string }) => e);
  const result = JSON.parse(stdout) as Outcome & { receipt: string };
  const receipt = JSON.parse(
    readFileSync(join(store, 'sha256', `${result.receipt.slice('sha256:'.length)}.json`), 'utf8'),
  ) as Record<string, unknown>;
  return { result, printed: stdout + stderr, receipt };
}

describe.skipIf(skipDocker)(suiteName('mocha, Jest and Vitest suites on Docker'), () => {
  requireEngine();
  beforeAll(() => {
    for (const framework of FRAMEWORKS) {
      const dir = join(scratch, framework);
      cpSync(join(repoRoot, 'examples', 'js-frameworks', framework), dir, { recursive: true });
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
      execFileSync(
        'npm',
        [
          'install',
          '--no-save',
          '--no-package-lock',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
        ],
        { cwd: repo, stdio: 'ignore' },
      );
    }
  }, 600_000);

  it.each(FRAMEWORKS)(
    '%s: the fix PASSes with proof grade, its suites sealed with plants',
    async (framework) => {
      const { result, printed, receipt } = await validate(framework, 'fix');
      expect(result.verdict, printed).toBe('PASS');
      expect(result.proofGrade).toBe(true);
      // Every sealed phase ran plants, in the framework's own assertion style, all as planted.
      const phases = receipt['phases'] as Array<{
        name: string;
        seal?: { planted: number; plantsAsPlanted: boolean };
      }>;
      for (const name of ['baseline', 'patched', 'hidden'])
        expect(phases.find((p) => p.name === name)?.seal, name).toMatchObject({
          planted: 4,
          plantsAsPlanted: true,
        });
    },
    300_000,
  );

  it.each(FRAMEWORKS)(
    '%s: a cheat that special-cases the reproduction input FAILs on the hidden suite',
    async (framework) => {
      const { result, printed } = await validate(framework, 'cheat');
      expect(result.verdict, printed).toBe('FAIL');
      expect(result.phases.find((p) => p.name === 'hidden')?.outcome).toBe('fail');
      expect(result.phases.find((p) => p.name === 'patched')?.outcome).toBe('pass');
    },
    300_000,
  );
});
