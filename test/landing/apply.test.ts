// patchproof apply on real working trees with real receipts (python-calc validated with the
// trusted-local runner): it lands exactly the proposal a PASS receipt covers, keeps modes,
// never stages or commits, and every precondition refuses with nothing written.
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyReceipt, type ApplyInput } from '../../src/adapters/landing/apply-receipt.js';
import { beginSession, exportSession } from '../../src/adapters/landing/session-ops.js';
import { openWorkspaceState } from '../../src/adapters/landing/workspace-state.js';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { readDiff } from '../../src/adapters/store/diff-store.js';
import { readReceipt } from '../../src/adapters/store/read-receipt.js';
import { runValidation } from '../../src/cli/validation-pipeline.js';
import { parseStrictJson } from '../../src/core/hash/strict-json.js';
import type { TypedHash } from '../../src/core/hash/typed-hash.js';
import {
  FIX_PATCH,
  FIXTURE,
  folders,
  type Landing,
  landingFixture,
  SPEC,
  SWAP_PATCH,
  treeState,
  WIDE_PATCH,
} from '../support/landing.js';
import { syntaxChecker } from '../support/syntax.js';

let fixture: Landing;
let wide: TypedHash;
let fix: TypedHash;
let swap: TypedHash;
const home = mkdtempSync(join(tmpdir(), 'pp-apply-home-'));

beforeAll(async () => {
  process.env.XDG_DATA_HOME = home;
  fixture = landingFixture();
  wide = (await fixture.validate(WIDE_PATCH)) as TypedHash;
  fix = (await fixture.validate(FIX_PATCH)) as TypedHash;
  swap = (await fixture.validate(SWAP_PATCH)) as TypedHash;
}, 120_000);
afterAll(() => {
  fixture.remove();
  rmSync(home, { recursive: true, force: true });
});

async function input(
  repoDir: string,
  digest: TypedHash,
  extra: Partial<ApplyInput> = {},
): Promise<ApplyInput> {
  return {
    repoDir,
    receipt: { digest, bytes: await readReceipt(fixture.store, digest) },
    loadPatch: (receipt) => readDiff(fixture.store, receipt.proposal.diff),
    syntax: await syntaxChecker(),
    acceptNotProofGrade: true,
    ...extra,
  };
}

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
const receiptOf = async (digest: TypedHash) =>
  parseStrictJson(new TextDecoder().decode(await readReceipt(fixture.store, digest))) as {
    proposal: { base: string; result: string };
  };

describe('patchproof apply: landing a PASS receipt', () => {
  it('writes exactly the result: updates, an add in new folders, a delete, a mode change; nothing staged', async () => {
    const dir = fixture.fresh();
    const head = git(dir, 'rev-parse', 'HEAD');
    chmodSync(join(dir, 'data/keep.txt'), 0o600); // an unusual mode the update must keep
    git(dir, 'update-index', '--refresh');
    const before = await readSnapshot(dir);
    expect(before.id).toBe((await receiptOf(wide)).proposal.base);
    const dotGit = treeState(join(dir, '.git'));

    const outcome = await applyReceipt(await input(dir, wide));
    expect(outcome.status).toBe('applied');
    expect(outcome.files.map((f) => `${f.op} ${f.path}`)).toEqual([
      'update calc.py',
      'update data/keep.txt',
      'delete docs/old.md',
      'add notes/deep/new.md',
      'update scripts/tool.sh',
    ]);
    expect((await readSnapshot(dir)).id).toBe((await receiptOf(wide)).proposal.result);
    const tree = treeState(dir);
    expect(tree['calc.py']?.content).toContain('return a + b');
    expect(tree['data/keep.txt']).toEqual({ perm: '600', content: 'one\nTWO\nthree\n' });
    expect(tree['notes/deep/new.md']?.content).toBe('new\n');
    expect(tree['scripts/tool.sh']?.perm).toBe('755');
    expect(tree['docs/old.md']).toBeUndefined();
    expect(folders(dir)).not.toContain('docs'); // left empty by the delete, so removed as git does
    // Never stages, commits or pushes; no temporary files or journal left behind.
    expect(git(dir, 'diff', '--cached', '--name-only')).toBe('');
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(head);
    expect(treeState(join(dir, '.git'))).toEqual(dotGit); // the shadow check ran in a repository of its own
    expect(Object.keys(tree).filter((p) => p.includes('.patchproof-'))).toEqual([]);
    const state = await openWorkspaceState(dir);
    expect(readdirSync(state.dir).filter((n) => n.startsWith('journal'))).toEqual([]);
  });

  it('a file that becomes a folder: the delete lands first, then the folder and its file', async () => {
    const dir = fixture.fresh();
    expect((await applyReceipt(await input(dir, swap))).status).toBe('applied');
    const tree = treeState(dir);
    expect(tree.legacy).toBeUndefined();
    expect(tree['legacy/readme.md']?.content).toBe('now a folder\n');
    expect((await readSnapshot(dir)).id).toBe((await receiptOf(swap)).proposal.result);
  });

  it('a file git ignores here still lands: the result is measured over the proposal’s paths, not git’s view', async () => {
    const dir = fixture.fresh();
    writeFileSync(join(dir, '.git/info/exclude'), 'notes/\n');
    expect((await applyReceipt(await input(dir, wide))).status).toBe('applied');
    expect(treeState(dir)['notes/deep/new.md']?.content).toBe('new\n');
  });

  it.skipIf(process.getuid?.() !== 0)(
    'as root, an updated file keeps its owner and its set-group-ID bit',
    async () => {
      const dir = fixture.fresh();
      execFileSync('chown', ['1234:2345', join(dir, 'data/keep.txt')]);
      chmodSync(join(dir, 'data/keep.txt'), 0o2644);
      await applyReceipt(await input(dir, wide));
      const info = statSync(join(dir, 'data/keep.txt'));
      expect({ uid: info.uid, gid: info.gid, perm: (info.mode & 0o7777).toString(8) }).toEqual({
        uid: 1234,
        gid: 2345,
        perm: '2644',
      });
    },
  );

  it('a second apply of the same receipt finds it applied and writes nothing', async () => {
    const dir = fixture.fresh();
    await applyReceipt(await input(dir, fix));
    const mtime = statSync(join(dir, 'calc.py')).mtimeMs;
    expect((await applyReceipt(await input(dir, fix))).status).toBe('already-applied');
    expect(statSync(join(dir, 'calc.py')).mtimeMs).toBe(mtime);
  });

  it('takes the patch from --patch too, when intake turns it into the same proposal', async () => {
    const dir = fixture.fresh();
    const outcome = await applyReceipt(
      await input(dir, fix, { loadPatch: async () => new TextEncoder().encode(FIX_PATCH) }),
    );
    expect(outcome.status).toBe('applied');
  });
});

describe('patchproof apply: refusals write nothing', () => {
  async function refusedWith(code: string, dir: string, applying: Promise<unknown>): Promise<void> {
    const before = treeState(dir);
    await expect(applying).rejects.toMatchObject({ code });
    expect(treeState(dir)).toEqual(before);
  }

  it('BaseMismatch: the tree is not the proposal base', async () => {
    const dir = fixture.fresh();
    writeFileSync(join(dir, 'data/keep.txt'), 'changed\n');
    await refusedWith('BaseMismatch', dir, applyReceipt(await input(dir, wide)));
  });

  it('NotProofGrade: a trusted-local PASS without --accept-local', async () => {
    const dir = fixture.fresh();
    await refusedWith(
      'NotProofGrade',
      dir,
      applyReceipt(await input(dir, wide, { acceptNotProofGrade: false })),
    );
  });

  it('ReceiptNotPass: a FAIL receipt', async () => {
    const dir = fixture.fresh();
    const failed = await runValidation({
      repoDir: fixture.template,
      patch: readFileSync(join(FIXTURE, 'patches/no-fix.patch')),
      specPath: SPEC,
      runner: 'local',
      store: fixture.store,
      actor: 'r@x',
    });
    expect(failed.execution.verdict).toBe('FAIL');
    await refusedWith(
      'ReceiptNotPass',
      dir,
      applyReceipt(await input(dir, failed.receipt.digest as TypedHash)),
    );
  });

  it('ReceiptTampered: receipt bytes that do not hash to the address', async () => {
    const dir = fixture.fresh();
    const good = await input(dir, wide);
    const bytes = new TextEncoder().encode(
      new TextDecoder()
        .decode(good.receipt.bytes)
        .replace('"FAIL"', '"PASS"')
        .replace('reviewer@', 'mallory@'),
    );
    await refusedWith(
      'ReceiptTampered',
      dir,
      applyReceipt({ ...good, receipt: { digest: wide, bytes } }),
    );
  });

  it('ProposalMismatch: a patch other than the one the receipt covers', async () => {
    const dir = fixture.fresh();
    await refusedWith(
      'ProposalMismatch',
      dir,
      applyReceipt(
        await input(dir, wide, { loadPatch: async () => new TextEncoder().encode(FIX_PATCH) }),
      ),
    );
  });

  it('FileExists: an ignored file sits where the patch adds one', async () => {
    const dir = fixture.fresh();
    writeFileSync(join(dir, '.git/info/exclude'), 'notes/\n');
    execFileSync('mkdir', ['-p', join(dir, 'notes/deep')]);
    writeFileSync(join(dir, 'notes/deep/new.md'), 'my own notes\n');
    await refusedWith('FileExists', dir, applyReceipt(await input(dir, wide)));
  });

  it('ExportPending and SessionDirty: a session must be clean at the base', async () => {
    const dir = fixture.fresh();
    await beginSession(dir);
    writeFileSync(join(dir, 'local.txt'), 'local change\n');
    await exportSession(dir);
    await refusedWith('ExportPending', dir, applyReceipt(await input(dir, wide)));

    const other = fixture.fresh();
    writeFileSync(join(other, 'local.txt'), 'local change\n');
    await beginSession(other);
    rmSync(join(other, 'local.txt')); // the tree is the base again, but not the checkpoint
    await refusedWith('SessionDirty', other, applyReceipt(await input(other, wide)));
  });

  it('WorkspaceBusy: another command holds the workspace', async () => {
    const dir = fixture.fresh();
    const release = await (await openWorkspaceState(dir)).hold();
    try {
      await refusedWith('WorkspaceBusy', dir, applyReceipt(await input(dir, wide)));
    } finally {
      await release();
    }
  });

  it('a clean session follows the tree to the result', async () => {
    const dir = fixture.fresh();
    await beginSession(dir);
    const outcome = await applyReceipt(await input(dir, wide));
    expect(outcome.sessionAdvanced).toBe(true);
    expect((await (await openWorkspaceState(dir)).readSession())?.checkpoint).toBe(
      (await receiptOf(wide)).proposal.result,
    );
  });
});
