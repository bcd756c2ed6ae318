// PROTOCOL 2.3: the same change written in every accepted format gives one proposal hash.
// The Git and unified diffs come from the real tools, not from our own writer.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sealEnvelope } from '../../src/core/patch/envelope.js';
import { memoryRepository } from '../../src/core/snapshot/memory-repository.js';
import { proposeText } from '../support/intake.js';

const before: Record<string, string> = {
  'src/calc.py': 'def add(a, b):\n    return a - b\n\n\ndef sub(a, b):\n    return a - b\n',
  'docs/old name.md': 'moved\n',
  'obsolete.txt': 'bye\n',
  'win.txt': 'one\r\ntwo\r\n',
};
const after: Record<string, string> = {
  'src/calc.py': 'def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n',
  'docs/new name.md': 'moved\n',
  'src/caf\u00e9.py': 'CAFE = "\u2615"\n',
  'win.txt': 'one\r\nTWO\r\n',
};

const codex = [
  '*** Begin Patch',
  '*** Update File: src/calc.py',
  '@@ def add(a, b):',
  '-    return a - b',
  '+    return a + b',
  '*** Update File: docs/old name.md',
  '*** Move to: docs/new name.md',
  '@@',
  ' moved',
  '*** Delete File: obsolete.txt',
  '*** Add File: src/caf\u00e9.py',
  '+CAFE = "\u2615"',
  '*** Update File: win.txt',
  '@@',
  ' one',
  '-two',
  '+TWO',
  '*** End Patch',
  '',
].join('\n');

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function writeTree(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

function realGitDiff(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-fmt-'));
  dirs.push(dir);
  const git = (...args: string[]): string =>
    execFileSync(
      'git',
      ['-c', 'core.autocrlf=false', '-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args],
      { cwd: dir, encoding: 'utf8' },
    );
  git('init', '-q');
  writeTree(dir, before);
  git('add', '-A');
  git('commit', '-qm', 'base');
  git('rm', '-q', '-r', '.');
  writeTree(dir, after);
  git('add', '-A');
  return git('-c', 'core.quotePath=true', 'diff', '--cached', '--no-renames', '--binary');
}

function realUnifiedDiff(): string {
  const root = mkdtempSync(join(tmpdir(), 'pp-fmt-'));
  dirs.push(root);
  writeTree(join(root, 'a'), before);
  writeTree(join(root, 'b'), after);
  try {
    return execFileSync('diff', ['-ruN', 'a', 'b'], { cwd: root, encoding: 'utf8' });
  } catch (e) {
    return (e as { stdout: string }).stdout; // diff exits 1 when the trees differ
  }
}

describe('one change, every format, one proposal hash', () => {
  it('codex, git, unified and envelope agree; the normalized diff reproduces itself', async () => {
    const fromCodex = await proposeText(before, codex);
    const gitDiff = realGitDiff();
    const fromGit = await proposeText(before, gitDiff);
    const fromUnified = await proposeText(before, realUnifiedDiff());
    const base = memoryRepository(before).snapshot.id;
    const envelope = sealEnvelope(
      { direction: 'down', baseWorkspaceId: base },
      new TextEncoder().encode(gitDiff),
    );
    const fromEnvelope = await proposeText(before, envelope);
    const fromNormalized = await proposeText(before, fromCodex.normalizedDiff);

    expect(fromCodex.object.result).toBe(memoryRepository(after).snapshot.id);
    expect(
      new Set([fromGit.format, fromUnified.format, fromEnvelope.format, fromCodex.format]),
    ).toEqual(new Set(['git', 'unified', 'envelope', 'codex']));
    for (const other of [fromGit, fromUnified, fromEnvelope, fromNormalized]) {
      expect(other.hash).toBe(fromCodex.hash);
      expect(other.normalizedDiff).toBe(fromCodex.normalizedDiff);
    }
  });

  it('an envelope made against another snapshot is BaseMismatch; a tampered one is InvalidEnvelope', async () => {
    const diff = new TextEncoder().encode(realGitDiff());
    const other = memoryRepository({ 'x.txt': 'x\n' }).snapshot.id;
    await expect(
      proposeText(before, sealEnvelope({ direction: 'down', baseWorkspaceId: other }, diff)),
    ).rejects.toMatchObject({ code: 'BaseMismatch' });
    const sealed = sealEnvelope(
      { direction: 'down', baseWorkspaceId: memoryRepository(before).snapshot.id },
      diff,
    );
    const tampered = sealed.slice();
    const at = tampered.length - 2;
    tampered[at] = (tampered[at] as number) ^ 1;
    await expect(proposeText(before, tampered)).rejects.toMatchObject({ code: 'InvalidEnvelope' });
  });
});
