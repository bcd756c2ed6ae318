// Probes in the run spec (PROTOCOL 4, 5.1): read from a trusted folder, pinned by digest in
// the spec hash, refused where the code under test could read the expected output.
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { loadRunSpec } from '../../src/adapters/runspec/load-run-spec.js';
import { PatchProofError } from '../../src/core/errors.js';

const root = mkdtempSync(join(tmpdir(), 'pp-probes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const dir of [
  'spec/repro',
  'spec/hidden/cases/add',
  'spec/probes/add',
  'repo/cases/add',
  'repo/..dotted/add',
  'spec/linked/c',
])
  mkdirSync(join(root, dir), { recursive: true });
writeFileSync(join(root, 'spec/repro/test_r.py'), 'def test_x():\n    assert True\n');
writeFileSync(join(root, 'spec/hidden/test_h.py'), 'def test_y():\n    assert True\n');
writeFileSync(join(root, 'spec/probes/add/stdin'), 'add 2 3\n');
writeFileSync(join(root, 'spec/probes/add/stdout'), '5\n');
writeFileSync(join(root, 'repo/cases/add/stdout'), '5\n');
writeFileSync(join(root, 'repo/..dotted/add/stdout'), '5\n');
symlinkSync(join(root, 'spec/probes/add/stdout'), join(root, 'spec/linked/c/stdout'));
writeFileSync(join(root, 'spec/hidden/cases/add/stdout'), '5\n');
symlinkSync(join(root, 'repo/cases'), join(root, 'spec/into-repo'));

const suite = { command: ['python3', '-m', 'unittest', '-v'], report: { format: 'unittest' } };
const spec = (probes?: unknown) => ({
  version: 1,
  runner: { kind: 'local' },
  reproduction: { tests: 'repro', ...suite },
  regression: suite,
  hidden: { tests: 'hidden', ...suite },
  ...(probes ? { probes } : {}),
});
async function load(value: unknown) {
  const path = join(root, 'spec', `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(value));
  return loadRunSpec(path, join(root, 'repo'));
}
async function refusal(value: unknown): Promise<PatchProofError> {
  try {
    await load(value);
  } catch (error) {
    if (error instanceof PatchProofError) return error;
    throw error;
  }
  throw new Error('the spec loaded');
}

describe('probes in the run spec', () => {
  it('reads the cases and pins them in the spec hash; without probes the hash is what it was', async () => {
    const plain = await load(spec());
    const probed = await load(spec({ cases: 'probes', command: ['python3', 'cli.py'] }));
    expect(plain.probes).toBeUndefined();
    expect(probed.probes?.cases.list.map((c) => c.name)).toEqual(['add']);
    expect(probed.probes?.cases.digest).toMatch(/^ws1_/);
    expect(probed.hash).not.toBe(plain.hash);
    writeFileSync(join(root, 'spec/probes/add/stdout'), '6\n');
    const changed = await load(spec({ cases: 'probes', command: ['python3', 'cli.py'] }));
    writeFileSync(join(root, 'spec/probes/add/stdout'), '5\n');
    expect(changed.hash).not.toBe(probed.hash);
  });

  it('refuses cases inside the repository, where the code under test could read the expected output', async () => {
    const error = await refusal(spec({ cases: '../repo/cases', command: ['python3', 'cli.py'] }));
    expect(error.code).toBe('InvalidRunSpec');
    expect(error.details.field).toBe('probes.cases');
    expect(error.message).toContain('overlaps the repository');
  });

  it('refuses cases inside a trusted test folder (copied into the phases) and a symlink into the repository', async () => {
    // `..dotted` is a child of the repository whose relative path starts with "..".
    for (const cases of ['hidden/cases', 'into-repo', '../repo/..dotted']) {
      const error = await refusal(spec({ cases, command: ['python3', 'cli.py'] }));
      expect(error).toMatchObject({ code: 'InvalidRunSpec', details: { field: 'probes.cases' } });
      expect(error.message).toContain('overlaps');
    }
  });

  it('refuses a case that expects more output than limits.outputBytes lets through', async () => {
    mkdirSync(join(root, 'spec/big/case'), { recursive: true });
    writeFileSync(join(root, 'spec/big/case/stdout'), 'x'.repeat(2000));
    const error = await refusal({
      ...spec({ cases: 'big', command: ['x'] }),
      limits: { outputBytes: 1024 },
    });
    expect(error).toMatchObject({ code: 'InvalidRunSpec', details: { field: 'probes.cases' } });
    expect(error.message).toContain('limits.outputBytes');
  });

  it('refuses an empty case folder rather than dropping the case', async () => {
    mkdirSync(join(root, 'spec/hollow/full'), { recursive: true });
    mkdirSync(join(root, 'spec/hollow/empty'));
    writeFileSync(join(root, 'spec/hollow/full/stdout'), '');
    const error = await refusal(spec({ cases: 'hollow', command: ['x'] }));
    expect(error).toMatchObject({ code: 'InvalidRunSpec', details: { field: 'probes.cases' } });
    expect(error.message).toContain('case empty is an empty folder');
  });

  it('refuses a symlinked case file and a missing folder', async () => {
    const linked = await refusal(spec({ cases: 'linked', command: ['x'] }));
    expect(linked).toMatchObject({ code: 'InvalidRunSpec', details: { field: 'probes.cases' } });
    expect(linked.message).toContain('not a regular file');
    await expect(refusal(spec({ cases: 'nowhere', command: ['x'] }))).resolves.toMatchObject({
      code: 'InvalidRunSpec',
      details: { field: 'probes.cases' },
    });
  });

  it('the digest published is the one of the bytes judged, even while the cases are being rewritten', async () => {
    // A writer flips a case's expected output between two versions while specs load: each
    // load must pin exactly the version it will judge (two reads once disagreed 82 times in 300).
    const dir = join(root, 'spec', 'racing');
    mkdirSync(join(dir, 'add'), { recursive: true });
    const versions = ['5\n', '6\n'];
    const digests: string[] = [];
    for (const v of versions) {
      writeFileSync(join(dir, 'add', 'stdout'), v);
      digests.push((await readSnapshot(dir, { plainFolder: true })).id);
    }
    let flips = 0;
    let running = true;
    const writer = (async () => {
      while (running) {
        // Atomic replacement: each read sees one whole version.
        writeFileSync(join(dir, 'add', 'stdout.tmp'), versions[flips++ % 2] as string);
        renameSync(join(dir, 'add', 'stdout.tmp'), join(dir, 'add', 'stdout'));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    let mismatched = 0;
    try {
      for (let i = 0; i < 150; i++) {
        const loaded = await load(spec({ cases: 'racing', command: ['python3', 'cli.py'] })).catch(
          () => null,
        );
        const c = loaded?.probes?.cases;
        if (!c) continue; // the temporary file was listed mid-rename: refused, which is fine
        const judged = new TextDecoder().decode(c.list[0]?.stdout);
        if (c.digest !== digests[versions.indexOf(judged)]) mismatched += 1;
      }
    } finally {
      running = false;
      await writer;
    }
    expect(flips).toBeGreaterThan(10);
    expect(mismatched).toBe(0);
  });
});
