// The run spec (PROTOCOL 4): strict schema, paths against the spec's folder, trusted
// suites pinned by digest, the spec's own typed hash, a clear code for every bad field.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRunSpec } from '../../src/adapters/runspec/load-run-spec.js';
import { PatchProofError } from '../../src/core/errors.js';

const root = mkdtempSync(join(tmpdir(), 'pp-spec-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'spec', 'repro'), { recursive: true });
mkdirSync(join(root, 'spec', 'hidden'), { recursive: true });
mkdirSync(join(root, 'repo'));
writeFileSync(join(root, 'spec', 'repro', 'test_repro.py'), 'def test_x():\n    assert True\n');
writeFileSync(join(root, 'spec', 'hidden', 'test_hidden.py'), 'def test_y():\n    assert True\n');

const good = {
  version: 1,
  runner: { kind: 'local' },
  reproduction: {
    tests: 'repro',
    command: ['python3', '-m', 'unittest', '-v'],
    report: { format: 'unittest' },
    targets: ['test_repro.T.test_x'],
  },
  regression: { command: ['python3', '-m', 'unittest', '-v'], report: { format: 'unittest' } },
  hidden: {
    tests: 'hidden',
    command: ['python3', '-m', 'pytest', '--junitxml=report.xml'],
    report: { format: 'junit', path: 'report.xml' },
  },
  limits: { timeoutSeconds: 30 },
};

function writeSpec(value: unknown, name = 'patchproof.json'): string {
  const path = join(root, 'spec', name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

async function codeOf(value: unknown): Promise<{ code: string; field?: unknown }> {
  try {
    await loadRunSpec(writeSpec(value, 'bad.json'), join(root, 'repo'));
    return { code: 'loaded' };
  } catch (e) {
    if (!(e instanceof PatchProofError)) throw e;
    return { code: e.code, field: e.details.field };
  }
}

async function refusal(text: string): Promise<PatchProofError> {
  try {
    await loadRunSpec(writeSpec(text, 'bad.json'), join(root, 'repo'));
  } catch (e) {
    if (e instanceof PatchProofError && e.code === 'InvalidRunSpec') return e;
    throw e;
  }
  throw new Error('the spec loaded');
}

describe('loadRunSpec', () => {
  it('resolves suites against the spec folder, pins them by digest, fills default limits', async () => {
    const spec = await loadRunSpec(writeSpec(good), join(root, 'repo'));
    if (spec.reproduction.mode !== 'spec')
      throw new Error('a spec with a reproduction folder is gate mode spec');
    expect(spec.reproduction.tests.dir).toBe(join(root, 'spec', 'repro'));
    expect(spec.reproduction.tests.digest).toMatch(/^ws1_[0-9a-f]{64}$/);
    expect(spec.hidden.tests.digest).not.toBe(spec.reproduction.tests.digest);
    expect(spec.limits).toEqual({
      timeoutSeconds: 30,
      outputBytes: 1_048_576,
      memoryMiB: 1024,
      diskMiB: 1024,
      pids: 256,
      cpus: 1,
    });
    expect(spec.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(spec.protectedPaths.protected).toContain('conftest.py');
  });

  it('pins the disk cap in the spec hash: another diskMiB gives another hash', async () => {
    const capped = await loadRunSpec(
      writeSpec({ ...good, limits: { timeoutSeconds: 30, diskMiB: 256 } }),
      join(root, 'repo'),
    );
    expect(capped.limits.diskMiB).toBe(256);
    expect(capped.hash).not.toBe((await loadRunSpec(writeSpec(good), join(root, 'repo'))).hash);
  });

  it('pins regression.updatedTests in the hash, in one order; absent and empty hash as before', async () => {
    const repo = join(root, 'repo');
    const plain = await loadRunSpec(writeSpec(good), repo);
    const withIds = (ids: string[]) =>
      loadRunSpec(
        writeSpec({ ...good, regression: { ...good.regression, updatedTests: ids } }),
        repo,
      );
    expect((await withIds([])).hash).toBe(plain.hash);
    const named = await withIds(['t.B.test_b', 't.A.test_a', 't.B.test_b']);
    expect(named.regression.updatedTests).toEqual(['t.A.test_a', 't.B.test_b']);
    expect(named.hash).not.toBe(plain.hash);
    expect((await withIds(['t.A.test_a', 't.B.test_b'])).hash).toBe(named.hash);
    await expect(withIds([''])).rejects.toMatchObject({ code: 'InvalidRunSpec' });
  });

  it('gives another hash when a trusted suite changes, and the same hash on reload', async () => {
    const before = await loadRunSpec(writeSpec(good), join(root, 'repo'));
    expect((await loadRunSpec(writeSpec(good), join(root, 'repo'))).hash).toBe(before.hash);
    writeFileSync(join(root, 'spec', 'hidden', 'test_more.py'), 'def test_z():\n    assert True\n');
    try {
      expect((await loadRunSpec(writeSpec(good), join(root, 'repo'))).hash).not.toBe(before.hash);
    } finally {
      rmSync(join(root, 'spec', 'hidden', 'test_more.py'));
    }
  });

  it.each([
    ['an unknown field', { ...good, extra: true }, 'extra'],
    [
      'a shell string command',
      { ...good, regression: { ...good.regression, command: 'pytest -q' } },
      'regression.command',
    ],
    [
      'an empty command',
      { ...good, regression: { ...good.regression, command: [] } },
      'regression.command',
    ],
    ['an unknown runner', { ...good, runner: { kind: 'vm' } }, 'runner.kind'],
    ['docker without an image', { ...good, runner: { kind: 'docker' } }, 'runner.image'],
    [
      'an unknown report format',
      { ...good, regression: { ...good.regression, report: { format: 'xunit' } } },
      'regression.report.format',
    ],
    ['a zero timeout', { ...good, limits: { timeoutSeconds: 0 } }, 'limits.timeoutSeconds'],
    // 0 would be a tmpfs without a size limit; under 16 MiB leaves no room for a test run.
    ['a zero disk cap', { ...good, limits: { diskMiB: 0 } }, 'limits.diskMiB'],
    ['a disk cap under 16 MiB', { ...good, limits: { diskMiB: 15 } }, 'limits.diskMiB'],
    ['a disk cap over 64 GiB', { ...good, limits: { diskMiB: 65537 } }, 'limits.diskMiB'],
    ['a fractional disk cap', { ...good, limits: { diskMiB: 100.5 } }, 'limits.diskMiB'],
    ['version 2', { ...good, version: 2 }, 'version'],
    // The trusted suites' first folder: a spec still naming it would run whatever is there.
    [
      'a command naming the old trusted folder',
      {
        ...good,
        hidden: {
          ...good.hidden,
          command: ['python3', '-m', 'unittest', 'discover', '-s', '.patchproof-tests/hidden'],
        },
      },
      'hidden.command.5',
    ],
    [
      'a target naming the old trusted folder',
      {
        ...good,
        reproduction: {
          ...good.reproduction,
          targets: ['.patchproof-tests.reproduction.test_x::test_y'],
        },
      },
      'reproduction.targets.0',
    ],
  ])('refuses %s with InvalidRunSpec naming the field', async (_name, value, field) => {
    expect(await codeOf(value)).toEqual({ code: 'InvalidRunSpec', field });
  });

  it.each([
    ['duplicate keys', '{"version":1,"version":1}'],
    ['not JSON', 'version: 1'],
    [
      'a missing suite folder',
      JSON.stringify({ ...good, hidden: { ...good.hidden, tests: 'nope' } }),
    ],
    [
      'a report path that escapes the workspace',
      JSON.stringify({
        ...good,
        hidden: { ...good.hidden, report: { format: 'junit', path: '../../etc/x.xml' } },
      }),
    ],
    [
      'an environment include outside the repository',
      JSON.stringify({ ...good, environment: { include: ['../secrets'] } }),
    ],
  ])('refuses %s with InvalidRunSpec', async (_name, text) => {
    expect((await codeOf(text)).code).toBe('InvalidRunSpec');
  });

  it('reports every wrong field at once, each with its line, column and fix', async () => {
    const text = [
      '{',
      '  "version": 2,',
      '  "runner": { "kind": "docker" },',
      '  "reproduction": { "tests": "repro", "command": "pytest -q", "report": { "format": "unittest" }, "tagets": [] },',
      '  "regression": { "command": ["x"], "report": { "format": "xunit" } },',
      '  "hidden": { "tests": "hidden", "command": ["x"] }',
      '}',
    ].join('\n');
    const error = await refusal(text);
    const problems = error.details['problems'] as Array<{
      field: string;
      line: number;
      column: number;
      message: string;
    }>;
    expect(problems.map((p) => [p.field, p.line, p.column])).toEqual([
      ['version', 2, 3],
      ['runner.image', 3, 3],
      ['reproduction.command', 4, 39],
      ['reproduction.tagets', 4, 99],
      ['regression.report.format', 5, 49],
      ['hidden.report', 6, 3],
    ]);
    expect(problems[3]?.message).toContain('tests, command, report, targets');
    expect(problems[2]?.message).toContain('argv array');
    expect(error.location).toEqual({ line: 2, column: 3 });
    expect(error.message).toContain('docs/protocol.md');
    expect(error.message).not.toMatch(/PROTOCOL \d/);
  });

  it('loads gate modes proposal and none without a reproduction folder; mode spec keeps the hash it always had', async () => {
    for (const mode of ['proposal', 'none'] as const) {
      const spec = await loadRunSpec(
        writeSpec({ ...good, reproduction: mode }),
        join(root, 'repo'),
      );
      expect(spec.reproduction).toEqual({ mode });
      expect(spec.hash).not.toBe((await loadRunSpec(writeSpec(good), join(root, 'repo'))).hash);
    }
    const [proposal, none] = await Promise.all(
      (['proposal', 'none'] as const).map((mode) =>
        loadRunSpec(writeSpec({ ...good, reproduction: mode }, `${mode}.json`), join(root, 'repo')),
      ),
    );
    expect(proposal?.hash).not.toBe(none?.hash);
    // The same spec and folder contents, hashed by the code before gate modes existed (1e947f5).
    const pinned = mkdtempSync(join(tmpdir(), 'pp-spec-pinned-'));
    try {
      mkdirSync(join(pinned, 'spec', 'repro'), { recursive: true });
      mkdirSync(join(pinned, 'spec', 'hidden'), { recursive: true });
      mkdirSync(join(pinned, 'repo'));
      writeFileSync(
        join(pinned, 'spec', 'repro', 'test_repro.py'),
        'def test_x():\n    assert True\n',
      );
      writeFileSync(
        join(pinned, 'spec', 'hidden', 'test_hidden.py'),
        'def test_y():\n    assert True\n',
      );
      writeFileSync(join(pinned, 'spec', 'patchproof.json'), JSON.stringify(good));
      const spec = await loadRunSpec(join(pinned, 'spec', 'patchproof.json'), join(pinned, 'repo'));
      expect(spec.hash).toBe(
        'sha256:7e0a3c33fcf2a953cb378201ded5310a44daf75f0c280c8e26a7c828f93078ae',
      );
    } finally {
      rmSync(pinned, { recursive: true, force: true });
    }
  });

  it('refuses a gate mode that is not one, saying what the field takes', async () => {
    const error = await refusal(JSON.stringify({ ...good, reproduction: 'spec' }));
    const problems = error.details['problems'] as Array<{ field: string; message: string }>;
    expect(problems.map((p) => p.field)).toEqual(['reproduction']);
    expect(problems[0]?.message).toContain(
      '"proposal" (the tests a patch adds or changes), or "none"',
    );
  });

  it('lists at most 50 problems of a spec with thousands', async () => {
    const extra = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
    const text = JSON.stringify({ ...good, ...extra }, null, 1);
    const error = await refusal(text);
    const problems = error.details['problems'] as Array<{ field: string; line: number }>;
    expect(problems).toHaveLength(50);
    expect(problems[0]).toMatchObject({ field: 'k0' });
    expect(error.message).toMatch(/the first 50; there may be more/);
  });

  it('reports a JSON syntax error at its line and column', async () => {
    const error = await refusal(
      '{\n  "version": 1,\n  "runner": { "kind": "local" }\n  "x": 1\n}\n',
    );
    expect(error.location).toEqual({ line: 4, column: 3 });
    expect(error.message).toMatch(/line 4, column 3/);
  });

  it('protects environment includes from patches', async () => {
    mkdirSync(join(root, 'repo', 'node_modules', 'dep'), { recursive: true });
    writeFileSync(join(root, 'repo', 'node_modules', 'dep', 'index.js'), 'module.exports = 1;\n');
    const spec = await loadRunSpec(
      writeSpec({ ...good, environment: { include: ['node_modules'] } }),
      join(root, 'repo'),
    );
    expect(spec.environment.include).toEqual([
      { path: 'node_modules', digest: expect.stringMatching(/^ws1_/) },
    ]);
    expect(spec.protectedPaths.protected).toContain('/node_modules/');
  });
});
