// patchproof apply when the tree changes under it: DriftDetected restores every file byte for
// byte; a restore that cannot verify is RollbackFailed and locks the workspace until a person
// clears it; symlinks are never followed or replaced.
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyReceipt,
  type ApplyInput,
  type ApplyStep,
} from '../../src/adapters/landing/apply-receipt.js';
import { sessionStatus, unlockWorkspace } from '../../src/adapters/landing/session-ops.js';
import { readDiff } from '../../src/adapters/store/diff-store.js';
import { readReceipt } from '../../src/adapters/store/read-receipt.js';
import type { TypedHash } from '../../src/core/hash/typed-hash.js';
import { type Landing, landingFixture, treeState, WIDE_PATCH } from '../support/landing.js';
import { syntaxChecker } from '../support/syntax.js';

let fixture: Landing;
let wide: TypedHash;
const home = mkdtempSync(join(tmpdir(), 'pp-faults-home-'));

beforeAll(async () => {
  process.env.XDG_DATA_HOME = home;
  fixture = landingFixture();
  wide = (await fixture.validate(WIDE_PATCH)) as TypedHash;
}, 120_000);
afterAll(() => {
  fixture.remove();
  rmSync(home, { recursive: true, force: true });
});

/** The wide receipt's apply input for `dir`, with `at` called at each step. */
async function inputFor(dir: string, at: ApplyInput['at']): Promise<ApplyInput> {
  return {
    repoDir: dir,
    receipt: { digest: wide, bytes: await readReceipt(fixture.store, wide) },
    loadPatch: (receipt) => readDiff(fixture.store, receipt.proposal.diff),
    syntax: await syntaxChecker(),
    acceptNotProofGrade: true,
    ...(at ? { at } : {}),
  };
}

/** Applies the wide receipt to `dir`, running `disturb` at `step`. */
async function applyDisturbed(dir: string, step: ApplyStep, disturb: () => void): Promise<unknown> {
  return applyReceipt(
    await inputFor(dir, (at) => {
      if (at === step) disturb();
    }),
  );
}

describe('DriftDetected: the tree changed during the apply', () => {
  it('a file the patch does not touch changes before verification: our files are restored, theirs kept', async () => {
    const dir = fixture.fresh();
    const before = treeState(dir);
    await expect(
      applyDisturbed(dir, 'before-verify', () =>
        writeFileSync(join(dir, 'tests/test_calc.py'), 'someone else\n'),
      ),
    ).rejects.toMatchObject({ code: 'DriftDetected' });
    const after = treeState(dir);
    expect(after['tests/test_calc.py']?.content).toBe('someone else\n');
    expect({ ...after, 'tests/test_calc.py': before['tests/test_calc.py'] }).toEqual(before);
    expect((await sessionStatus(dir)).state).toBe('NoSession'); // not locked: the rollback verified
  });

  it('a folder a delete emptied and removed comes back with its own permission bits', async () => {
    const dir = fixture.fresh();
    chmodSync(join(dir, 'docs'), 0o700);
    await expect(
      applyDisturbed(dir, 'before-verify', () => {
        expect(existsSync(join(dir, 'docs'))).toBe(false); // the delete removed the emptied folder
        writeFileSync(join(dir, 'tests/test_calc.py'), 'someone else\n');
      }),
    ).rejects.toMatchObject({ code: 'DriftDetected' });
    expect((statSync(join(dir, 'docs')).mode & 0o7777).toString(8)).toBe('700');
    expect(readFileSync(join(dir, 'docs/old.md'), 'utf8')).toBe('old\n');
  });

  it('a file not yet written changes mid-write: caught before it is overwritten, the rest restored', async () => {
    const dir = fixture.fresh();
    const before = treeState(dir);
    // Deletions land first (docs/old.md); scripts/tool.sh is written last.
    await expect(
      applyDisturbed(dir, 'mid-write', () =>
        writeFileSync(join(dir, 'scripts/tool.sh'), 'edited meanwhile\n'),
      ),
    ).rejects.toMatchObject({ code: 'DriftDetected' });
    const after = treeState(dir);
    expect(after['scripts/tool.sh']?.content).toBe('edited meanwhile\n'); // never overwritten
    expect({ ...after, 'scripts/tool.sh': before['scripts/tool.sh'] }).toEqual(before);
  });
});

describe('RollbackFailed: a restore that does not verify locks the workspace', () => {
  it('someone overwrites a file we wrote: it is left alone, the workspace locked, applies refused until unlock', async () => {
    const dir = fixture.fresh();
    const original = readFileSync(join(dir, 'calc.py'), 'utf8');
    await expect(
      applyDisturbed(dir, 'before-verify', () =>
        writeFileSync(join(dir, 'calc.py'), 'their version\n'),
      ),
    ).rejects.toMatchObject({ code: 'RollbackFailed' });
    expect(readFileSync(join(dir, 'calc.py'), 'utf8')).toBe('their version\n');
    const status = await sessionStatus(dir);
    expect(status.state).toBe('Locked');
    expect(status.lock?.paths).toEqual(['calc.py']);
    // The journal keeps the original bytes for the person recovering.
    const journal = JSON.parse(
      readFileSync(join(status.lock?.journal as string, 'journal.json'), 'utf8'),
    ) as { files: Array<{ path: string; before: { sha256: string } }> };
    const kept = journal.files.find((f) => f.path === 'calc.py')?.before.sha256 as string;
    expect(readFileSync(join(status.lock?.journal as string, 'originals', kept), 'utf8')).toBe(
      original,
    );

    await expect(applyDisturbed(dir, 'before-verify', () => undefined)).rejects.toMatchObject({
      code: 'WorkspaceLocked',
    });
    writeFileSync(join(dir, 'calc.py'), original); // the manual recovery
    expect((await unlockWorkspace(dir)).state).toBe('NoSession');
    await expect(applyDisturbed(dir, 'before-verify', () => undefined)).resolves.toMatchObject({
      status: 'applied',
    });
  });

  it('a restored file is changed again before the restore is verified', async () => {
    const dir = fixture.fresh();
    let restoring = false;
    const input = await inputFor(dir, (step) => {
      if (step === 'before-verify') writeFileSync(join(dir, 'tests/test_calc.py'), 'drift\n');
      if (step === 'before-restore-verify') {
        restoring = true;
        writeFileSync(join(dir, 'data/keep.txt'), 'changed after its restore\n');
      }
    });
    await expect(applyReceipt(input)).rejects.toMatchObject({
      code: 'RollbackFailed',
      details: { paths: ['data/keep.txt'], cause: 'DriftDetected' },
    });
    expect(restoring).toBe(true);
    expect((await sessionStatus(dir)).state).toBe('Locked');
  });
});

describe('symlinks are never followed or replaced', () => {
  function outsideFile(): { dir: string; file: string } {
    const dir = mkdtempSync(join(tmpdir(), 'pp-outside-'));
    writeFileSync(join(dir, 'secret'), 'outside the repository\n');
    return { dir, file: join(dir, 'secret') };
  }
  const swap = (path: string, target: string) => () => {
    unlinkSync(path);
    symlinkSync(target, path);
  };

  it('a file swapped for a symlink before it is written: DriftDetected, the link and its target untouched', async () => {
    const dir = fixture.fresh();
    const outside = outsideFile();
    const before = treeState(dir);
    await expect(
      applyDisturbed(dir, 'mid-write', swap(join(dir, 'scripts/tool.sh'), outside.file)),
    ).rejects.toMatchObject({ code: 'DriftDetected', location: { path: 'scripts/tool.sh' } });
    const after = treeState(dir);
    expect(after['scripts/tool.sh']?.content).toBe(`-> ${outside.file}`);
    expect({ ...after, 'scripts/tool.sh': before['scripts/tool.sh'] }).toEqual(before);
    expect(readFileSync(outside.file, 'utf8')).toBe('outside the repository\n');
    rmSync(outside.dir, { recursive: true, force: true });
  });

  it('a written file swapped for a symlink: the rollback leaves the link alone and locks the workspace', async () => {
    const dir = fixture.fresh();
    const outside = outsideFile();
    await expect(
      applyDisturbed(dir, 'before-verify', swap(join(dir, 'calc.py'), outside.file)),
    ).rejects.toMatchObject({
      code: 'RollbackFailed',
      details: { cause: 'DriftDetected', paths: ['calc.py'] },
    });
    expect(treeState(dir)['calc.py']?.content).toBe(`-> ${outside.file}`);
    expect(readFileSync(outside.file, 'utf8')).toBe('outside the repository\n');
    rmSync(outside.dir, { recursive: true, force: true });
  });
});
