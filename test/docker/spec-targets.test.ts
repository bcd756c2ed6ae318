// `patchproof spec targets` on Docker (issue 34): the Jest example's reproduction suite, run
// once on the base in the runner image, lists its ids in the form a run spec's targets use
// (jest-junit spells the chain of titles twice; the sealed reading gives `<file>::<describe> >
// <test>`), and the ones that show the bug are exactly the example spec's own targets. Jest
// comes from the npm registry the machine is configured for, as in js-frameworks.test.ts.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/output.js';
import { main } from '../../src/main/cli.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const scratch = mkdtempSync(join(tmpdir(), 'pp-spec-targets-docker-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const dir = join(scratch, 'jest');

describe.skipIf(skipDocker)(suiteName('patchproof spec targets on Docker'), () => {
  requireEngine();
  beforeAll(() => {
    cpSync(join(repoRoot, 'examples', 'js-frameworks', 'jest'), dir, { recursive: true });
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
      ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: repo, stdio: 'ignore' },
    );
  }, 600_000);

  it('lists the Jest suite’s ids as targets name them; those that show the bug are the spec’s targets', async () => {
    let out = '';
    let err = '';
    const io: Io = { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) };
    const specPath = join(dir, 'spec', 'patchproof.json');
    const code = await main(
      ['spec', 'targets', '--repo', join(dir, 'repo'), '--spec', specPath, '--json'],
      io,
    );
    expect(code, err).toBe(0);
    const listing = JSON.parse(out) as {
      sealed: boolean;
      runner: { kind: string; isolated: boolean };
      tests: Array<{ id: string; status: string }>;
      targets: string[];
    };
    const spec = JSON.parse(readFileSync(specPath, 'utf8')) as {
      reproduction: { targets: string[] };
    };
    expect(listing.sealed).toBe(true);
    expect(listing.runner).toEqual({ kind: 'docker', isolated: true });
    expect(listing.targets).toEqual(spec.reproduction.targets);
    expect(listing.tests.map((t) => t.id).sort()).toEqual([
      'single.test.js::parseRanges > a single number > is kept',
      'single.test.js::parseRanges > still expands a range',
    ]);
  }, 300_000);
});
