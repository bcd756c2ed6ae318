// The corpus of real upstream bug fixes (test/corpus, issue 16) through `patchproof validate`
// on Docker: each instance's upstream fix PASSes with proof grade, its partial fix and its
// cheat FAIL. corpus.json lists the expected verdicts; UPSTREAM.md in each instance says
// where it comes from. Each instance's repo/ is copied and committed to a fresh git
// repository (so its .gitignore applies, as in a real checkout), then `prepare` runs there.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { validateDir } from '../redteam/support.js';
import { repoRoot } from '../support/shared.js';

interface Instance { id: string; language: string; raises: boolean; prepare?: string[]; patches: Record<string, 'PASS' | 'FAIL'> }

const CORPUS = join(repoRoot, 'test', 'corpus');
const { instances } = JSON.parse(readFileSync(join(CORPUS, 'corpus.json'), 'utf8')) as { instances: Instance[] };
const cases = instances.flatMap((i) => Object.entries(i.patches).map(([patch, verdict]) => [i.id, patch, verdict] as const));
const scratch = mkdtempSync(join(tmpdir(), 'pp-corpus-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The instance as a checkout: repo/ committed to git, prepared; spec/ and patches/ beside it. */
function checkout(instance: Instance): string {
  const dir = join(scratch, instance.id);
  for (const part of ['repo', 'spec', 'patches']) cpSync(join(CORPUS, instance.id, part), join(dir, part), { recursive: true });
  const git = (...args: string[]): void => void execFileSync('git', ['-c', 'user.email=corpus@patchproof.invalid', '-c', 'user.name=corpus', ...args], { cwd: join(dir, 'repo'), stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', `base of ${instance.id}`);
  const [program, ...args] = instance.prepare ?? [];
  if (program !== undefined) execFileSync(program, args, { cwd: join(dir, 'repo'), stdio: 'ignore' });
  return dir;
}

describe.skipIf(skipDocker)(suiteName('the corpus of real bug fixes on Docker'), () => {
  requireEngine();
  const dirs = new Map<string, string>();
  beforeAll(() => {
    for (const instance of instances) dirs.set(instance.id, checkout(instance));
  }, 300_000);

  it.each(cases)('%s %s: %s', async (id, patch, verdict) => {
    const r = await validateDir(dirs.get(id) as string, patch);
    expect(r.verdict, r.printed).toBe(verdict);
    if (verdict === 'PASS') expect(r.proofGrade).toBe(true);
  }, 600_000);
});
