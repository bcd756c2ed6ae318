// The shadow check: git, in a throwaway repository of its own, applies the normalized diff to
// the base files and must reach the proposal's result. It agrees with PatchProof's applier,
// notices when the two disagree, and no configuration of the machine can change its answer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shadowResult } from '../../src/adapters/landing/shadow-apply.js';
import { propose } from '../../src/core/intake/propose.js';
import { memoryRepository } from '../../src/core/snapshot/memory-repository.js';
import { syntaxChecker } from '../support/syntax.js';

const home = mkdtempSync(join(tmpdir(), 'pp-shadow-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

const files = {
  'a.txt': 'one\ntwo\nthree\n',
  'src/b.py': 'x = 1\n',
  'gone.txt': 'bye\n',
  'crlf.txt': 'l1\r\nl2\r\n',
};
const patch = [
  'diff --git a/a.txt b/a.txt',
  '--- a/a.txt',
  '+++ b/a.txt',
  '@@ -1,3 +1,3 @@',
  ' one',
  '-two',
  '+two   ',
  ' three',
  'diff --git a/crlf.txt b/crlf.txt',
  '--- a/crlf.txt',
  '+++ b/crlf.txt',
  '@@ -1,2 +1,3 @@',
  ' l1\r',
  ' l2\r',
  '+l3\r',
  'diff --git a/gone.txt b/gone.txt',
  'deleted file mode 100644',
  '--- a/gone.txt',
  '+++ /dev/null',
  '@@ -1 +0,0 @@',
  '-bye',
  'diff --git a/new/dir/c.sh b/new/dir/c.sh',
  'new file mode 100755',
  '--- /dev/null',
  '+++ b/new/dir/c.sh',
  '@@ -0,0 +1 @@',
  '+echo c',
  '',
].join('\n');

async function proposal(text = patch) {
  const repository = memoryRepository(files);
  return {
    repository,
    proposal: await propose({
      patch: new TextEncoder().encode(text),
      repository,
      syntax: await syntaxChecker(),
    }),
  };
}

describe('shadowResult', () => {
  it("reaches the proposal's result: updates, CRLF lines, a delete, an executable add in new folders", async () => {
    const { repository, proposal: p } = await proposal();
    expect(await shadowResult(repository.snapshot, p.changes, p.normalizedDiff)).toBe(
      p.object.result,
    );
  });

  it('gives another tree when the diff says something other than the changes', async () => {
    const { repository, proposal: p } = await proposal();
    const other = p.normalizedDiff.replace('+echo c', '+echo d');
    const shadow = await shadowResult(repository.snapshot, p.changes, other);
    expect(shadow).toMatch(/^ws1_/);
    expect(shadow).not.toBe(p.object.result);
  });

  it('is ShadowMismatch when git will not apply the diff to the base', async () => {
    const { repository, proposal: p } = await proposal();
    await expect(
      shadowResult(repository.snapshot, p.changes, p.normalizedDiff.replace(' one\n', ' ONE\n')),
    ).rejects.toMatchObject({ code: 'ShadowMismatch' });
  });

  it('ignores the machine’s git configuration (apply.whitespace=fix would rewrite lines) and GIT_* variables', async () => {
    writeFileSync(join(home, '.gitconfig'), '[apply]\n\twhitespace = fix\n');
    // The control: plain git with this configuration does change the trailing white space.
    const control = join(home, 'control');
    execFileSync('git', ['init', '-q', control], { env: { ...process.env, HOME: home } });
    writeFileSync(join(control, 'a.txt'), files['a.txt']);
    execFileSync('git', ['add', 'a.txt'], { cwd: control, env: { ...process.env, HOME: home } });
    execFileSync('git', ['apply', '--cached', '--include=a.txt'], {
      cwd: control,
      env: { ...process.env, HOME: home },
      input: patch.split('diff --git a/crlf.txt')[0],
    });
    expect(execFileSync('git', ['show', ':a.txt'], { cwd: control, encoding: 'utf8' })).toBe(
      'one\ntwo\nthree\n',
    );

    const saved = { HOME: process.env.HOME, GIT_DIR: process.env.GIT_DIR };
    process.env.HOME = home;
    process.env.GIT_DIR = join(control, '.git');
    try {
      const { repository, proposal: p } = await proposal();
      expect(await shadowResult(repository.snapshot, p.changes, p.normalizedDiff)).toBe(
        p.object.result,
      );
    } finally {
      process.env.HOME = saved.HOME;
      if (saved.GIT_DIR === undefined) delete process.env.GIT_DIR;
      else process.env.GIT_DIR = saved.GIT_DIR;
    }
  });
});
