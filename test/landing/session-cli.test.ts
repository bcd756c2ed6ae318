// `patchproof session` on real working trees: every transition of NoSession → Clean → Dirty →
// PendingExport → Clean (and discard, end), the refusals of each state, and an exported
// envelope that intake accepts against the checkpoint and that reproduces the tree exactly.
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkspaceState } from '../../src/adapters/landing/workspace-state.js';
import { openRepository, readSnapshot } from '../../src/adapters/repo/index.js';
import { main } from '../../src/main/cli.js';
import type { Io } from '../../src/cli/output.js';
import { propose } from '../../src/core/intake/propose.js';
import { openEnvelope } from '../../src/core/patch/envelope.js';
import { type Landing, landingFixture } from '../support/landing.js';
import { syntaxChecker } from '../support/syntax.js';

let fixture: Landing;
const home = mkdtempSync(join(tmpdir(), 'pp-session-'));

beforeAll(() => {
  process.env.XDG_DATA_HOME = home;
  fixture = landingFixture();
});
afterAll(() => {
  fixture.remove();
  rmSync(home, { recursive: true, force: true });
});

async function session(
  dir: string,
  ...argv: string[]
): Promise<{ code: number; json: Record<string, unknown> & { error?: { code: string } } }> {
  let out = '';
  const io: Io = { out: (t) => void (out += `${t}\n`), err: () => undefined };
  const code = await main(['session', ...argv, '--repo', dir, '--json'], io);
  return { code, json: JSON.parse(out) as Record<string, unknown> & { error?: { code: string } } };
}
const refusedWith = async (dir: string, argv: string[], code: string) => {
  const run = await session(dir, ...argv);
  expect({ exit: run.code, code: run.json.error?.code }).toEqual({ exit: 2, code });
};

describe('patchproof session: the transitions', () => {
  it('NoSession → Clean → Dirty → PendingExport → Clean, and the checkpoint follows only the ack', async () => {
    const dir = fixture.fresh();
    const base = (await readSnapshot(dir)).id;
    expect((await session(dir, 'status')).json).toMatchObject({
      state: 'NoSession',
      checkpoint: null,
    });
    await refusedWith(dir, ['export'], 'NoSession');
    await refusedWith(dir, ['ack', `sha256:${'1'.repeat(64)}`], 'NoSession');
    await refusedWith(dir, ['end'], 'NoSession');

    expect((await session(dir, 'start')).json).toMatchObject({
      state: 'Clean',
      checkpoint: base,
      live: base,
    });
    await refusedWith(dir, ['start'], 'SessionExists');
    await refusedWith(dir, ['export'], 'NothingToExport');
    await refusedWith(dir, ['discard'], 'NoPendingExport');

    writeFileSync(
      join(dir, 'calc.py'),
      readFileSync(join(dir, 'calc.py'), 'utf8').replace('a - b', 'a + b'),
    );
    writeFileSync(join(dir, 'notes.md'), '# notes\n');
    const dirty = (await readSnapshot(dir)).id;
    expect((await session(dir, 'status')).json).toMatchObject({
      state: 'Dirty',
      checkpoint: base,
      live: dirty,
    });
    await refusedWith(dir, ['ack', `sha256:${'1'.repeat(64)}`], 'NoPendingExport');

    const exported = await session(dir, 'export');
    expect(exported.json).toMatchObject({
      state: 'PendingExport',
      base,
      result: dirty,
      files: [
        { path: 'calc.py', op: 'update' },
        { path: 'notes.md', op: 'add' },
      ],
    });
    const envelope = exported.json.envelope as string;
    expect((await session(dir, 'status')).json).toMatchObject({
      state: 'PendingExport',
      pending: { envelope, base, result: dirty },
    });
    await refusedWith(dir, ['export'], 'ExportPending');
    await refusedWith(dir, ['end'], 'ExportPending');
    await refusedWith(dir, ['ack', `sha256:${'1'.repeat(64)}`], 'AckMismatch');
    expect((await session(dir, 'status')).json).toMatchObject({ checkpoint: base }); // a wrong ack moves nothing

    expect((await session(dir, 'ack', envelope)).json).toMatchObject({
      state: 'Clean',
      checkpoint: dirty,
    });
    expect((await session(dir, 'end')).json).toMatchObject({ state: 'NoSession' });
    expect((await readSnapshot(dir)).id).toBe(dirty); // ending touches no file
  });

  it('discard drops the export and keeps the checkpoint and the files (PendingExport → Dirty)', async () => {
    const dir = fixture.fresh();
    const base = (await readSnapshot(dir)).id;
    await session(dir, 'start');
    writeFileSync(join(dir, 'notes.md'), 'one\n');
    await session(dir, 'export');
    expect((await session(dir, 'discard')).json).toMatchObject({
      state: 'Dirty',
      checkpoint: base,
      pending: null,
    });
    // Edits after the discard go into the next export, still against the same checkpoint.
    writeFileSync(join(dir, 'notes.md'), 'one\ntwo\n');
    expect((await session(dir, 'export')).json).toMatchObject({
      base,
      files: [{ path: 'notes.md', op: 'add' }],
    });
  });

  it('ack after more edits: the checkpoint is the exported result and the tree stays Dirty', async () => {
    const dir = fixture.fresh();
    await session(dir, 'start');
    writeFileSync(join(dir, 'notes.md'), 'one\n');
    const exported = await session(dir, 'export');
    writeFileSync(join(dir, 'more.md'), 'later\n');
    expect((await session(dir, 'ack', exported.json.envelope as string)).json).toMatchObject({
      state: 'Dirty',
      checkpoint: exported.json.result,
    });
    expect((await session(dir, 'export')).json).toMatchObject({
      base: exported.json.result,
      files: [{ path: 'more.md', op: 'add' }],
    });
  });
});

describe('patchproof session export: the envelope', () => {
  it('is an upward MCP-PATCH-V1 envelope that intake accepts on the checkpoint, giving the working tree', async () => {
    const dir = fixture.fresh();
    const checkpoint = fixture.fresh(); // a copy of the checkpoint, to propose against
    await session(dir, 'start');
    writeFileSync(
      join(dir, 'calc.py'),
      readFileSync(join(dir, 'calc.py'), 'utf8').replace('a - b', 'a + b'),
    );
    rmSync(join(dir, 'docs/old.md'));
    const out = join(home, 'up.patch');
    const exported = await session(dir, 'export', '--out', out);
    expect(exported.json.path).toBe(out);
    const bytes = new Uint8Array(readFileSync(out));
    const { header } = openEnvelope(bytes);
    expect(header).toMatchObject({
      direction: 'up',
      baseWorkspaceId: exported.json.base,
      resultWorkspaceId: exported.json.result,
    });
    const proposal = await propose({
      patch: bytes,
      repository: await openRepository(checkpoint),
      syntax: await syntaxChecker(),
    });
    expect(proposal.object.result).toBe((await readSnapshot(dir)).id);
  });

  it('refuses a change a text diff cannot carry: binary content, a symlink', async () => {
    const dir = fixture.fresh();
    await session(dir, 'start');
    writeFileSync(join(dir, 'image.bin'), Buffer.from([0x89, 0x50, 0x00, 0x01]));
    await refusedWith(dir, ['export'], 'ExportNotRepresentable');
    rmSync(join(dir, 'image.bin'));
    symlinkSync('calc.py', join(dir, 'alias.py'));
    await refusedWith(dir, ['export'], 'ExportNotRepresentable');
    expect((await session(dir, 'status')).json).toMatchObject({ state: 'Dirty', pending: null });
  });
});

describe('patchproof session: stored state is checked, never guessed at', () => {
  it('a session record that does not parse is SessionCorrupt, and nothing is changed', async () => {
    const dir = fixture.fresh();
    await session(dir, 'start');
    const state = await openWorkspaceState(dir);
    writeFileSync(join(state.dir, 'session.json'), '{"version":1,"checkpoint":"ws1_nope"}\n');
    await refusedWith(dir, ['status'], 'SessionCorrupt');
    await refusedWith(dir, ['end'], 'SessionCorrupt');
    expect(readFileSync(join(state.dir, 'session.json'), 'utf8')).toBe(
      '{"version":1,"checkpoint":"ws1_nope"}\n',
    );
  });

  it('a checkpoint object altered in the state folder is SessionCorrupt at export, not a wrong envelope', async () => {
    const dir = fixture.fresh();
    await session(dir, 'start');
    const state = await openWorkspaceState(dir);
    const objects = join(state.dir, 'objects');
    for (const name of readdirSync(objects)) writeFileSync(join(objects, name), 'tampered\n');
    writeFileSync(join(dir, 'calc.py'), 'changed\n');
    await refusedWith(dir, ['export'], 'SessionCorrupt');
    expect((await session(dir, 'status')).json).toMatchObject({ state: 'Dirty', pending: null });
  });
});

describe('patchproof session: what it keeps and where it writes', () => {
  it('export --out refuses a file inside the repository (the envelope would be a change of its own)', async () => {
    const dir = fixture.fresh();
    await session(dir, 'start');
    writeFileSync(join(dir, 'notes.md'), 'one\n');
    await refusedWith(dir, ['export', '--out', join(dir, 'up.patch')], 'UsageError');
    await refusedWith(dir, ['export', '--out', join(dir, 'calc.py')], 'UsageError');
    expect(readFileSync(join(dir, 'calc.py'), 'utf8')).toContain('def add');
    expect((await session(dir, 'status')).json).toMatchObject({ state: 'Dirty', pending: null });
  });

  it('end removes the saved checkpoints and exports with the session', async () => {
    const dir = fixture.fresh();
    await session(dir, 'start');
    writeFileSync(join(dir, 'notes.md'), 'one\n');
    const exported = await session(dir, 'export');
    await session(dir, 'ack', exported.json.envelope as string);
    const state = await openWorkspaceState(dir);
    expect(readdirSync(state.dir)).toEqual(expect.arrayContaining(['objects', 'trees', 'exports']));
    await session(dir, 'end');
    expect(
      readdirSync(state.dir).filter((n) =>
        ['objects', 'trees', 'exports', 'session.json'].includes(n),
      ),
    ).toEqual([]);
  });
});

describe('patchproof session unlock', () => {
  it('is harmless on a workspace that is not locked', async () => {
    const dir = fixture.fresh();
    expect((await session(dir, 'unlock')).json).toMatchObject({ state: 'NoSession', lock: null });
  });

  it('refuses an unknown verb with a usage error', async () => {
    const dir = fixture.fresh();
    expect((await session(dir, 'reset')).json.error?.code).toBe('UsageError');
  });
});
