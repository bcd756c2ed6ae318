// The run spec's environment (issue 16). environment.variables: a fixed map every phase runs with, in the spec hash and
// the receipt; the runner's enforced variables and code loaders cannot be set, its defaults can
// be replaced (issue 34); NODE_OPTIONS and
// PYTHONPATH reach the gates like the commands' own options.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRunSpec } from '../../src/adapters/runspec/load-run-spec.js';
import { PatchProofError } from '../../src/core/errors.js';
import { intakePolicyFor } from '../../src/core/runspec/intake-policy.js';

const root = mkdtempSync(join(tmpdir(), 'pp-vars-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const dir of ['spec/repro', 'spec/hidden', 'repo'])
  mkdirSync(join(root, dir), { recursive: true });
writeFileSync(join(root, 'spec', 'repro', 'test_repro.py'), 'def test_x():\n    assert True\n');
writeFileSync(join(root, 'spec', 'hidden', 'test_hidden.py'), 'def test_y():\n    assert True\n');

const suite = { command: ['python3', '-m', 'unittest', '-v'], report: { format: 'unittest' } };
const spec = (environment?: unknown) => ({
  version: 1,
  runner: { kind: 'local' },
  reproduction: { tests: 'repro', ...suite },
  regression: suite,
  hidden: { tests: 'hidden', ...suite },
  ...(environment === undefined ? {} : { environment }),
});

async function load(value: unknown) {
  const path = join(root, 'spec', 'patchproof.json');
  writeFileSync(path, JSON.stringify(value));
  return loadRunSpec(path, join(root, 'repo'));
}

async function refused(value: unknown): Promise<{ code: string; field: unknown; message: string }> {
  try {
    await load(value);
  } catch (e) {
    if (e instanceof PatchProofError)
      return {
        code: e.code,
        field:
          e.details.field ?? (e.details.problems as { field: string }[] | undefined)?.[0]?.field,
        message: e.message,
      };
    throw e;
  }
  throw new Error('the spec loaded');
}

describe('environment.variables', () => {
  it('are resolved sorted, change the spec hash, and an empty map hashes as none', async () => {
    const none = await load(spec());
    const empty = await load(spec({ variables: {} }));
    const set = await load(
      spec({ variables: { PYTHONPATH: 'src', DJANGO_SETTINGS_MODULE: 'site.settings' } }),
    );
    expect(Object.keys(set.environment.variables)).toEqual([
      'DJANGO_SETTINGS_MODULE',
      'PYTHONPATH',
    ]);
    expect(none.environment.variables).toEqual({});
    expect(empty.hash).toBe(none.hash);
    expect(set.hash).not.toBe(none.hash);
    expect((await load(spec({ variables: { PYTHONPATH: 'lib' } }))).hash).not.toBe(
      (await load(spec({ variables: { PYTHONPATH: 'src' } }))).hash,
    );
  });

  it.each([
    ['the runner’s PATH', { PATH: '/workspace/bin:/usr/bin' }, 'environment.variables.PATH'],
    ['the runner’s HOME', { HOME: '/workspace' }, 'environment.variables.HOME'],
    [
      'the hash seed the runner fixes',
      { PYTHONHASHSEED: 'random' },
      'environment.variables.PYTHONHASHSEED',
    ],
    ['the runner’s TMPDIR', { TMPDIR: '/workspace/tmp' }, 'environment.variables.TMPDIR'],
    [
      'writing byte code into the copy',
      { PYTHONDONTWRITEBYTECODE: '' },
      'environment.variables.PYTHONDONTWRITEBYTECODE',
    ],
    ['a preloaded library', { LD_PRELOAD: '/workspace/x.so' }, 'environment.variables.LD_PRELOAD'],
    ['a Python home', { PYTHONHOME: '/workspace/py' }, 'environment.variables.PYTHONHOME'],
    ['a shell start-up file', { BASH_ENV: '/workspace/x.sh' }, 'environment.variables.BASH_ENV'],
  ])('refuses %s', async (_name, variables, field) => {
    expect(await refused(spec({ variables }))).toMatchObject({ code: 'InvalidRunSpec', field });
  });

  it('the environment is the project’s: a spec replaces LANG, TZ and CI and sets colour variables (issue 34)', async () => {
    const variables = {
      CI: 'false',
      FORCE_COLOR: '1',
      LANG: 'de_DE.UTF-8',
      NO_COLOR: '',
      TZ: 'Asia/Tokyo',
    };
    const resolved = await load(spec({ variables }));
    expect(resolved.environment.variables).toEqual(variables);
    expect(resolved.hash).not.toBe((await load(spec())).hash);
  });

  it.each([
    ['a name that is not a variable name', { 'A-B': 'x' }],
    ['a NUL in a value', { X: 'a\u0000b' }],
  ])('refuses %s in the schema', async (_name, variables) => {
    expect((await refused(spec({ variables }))).code).toBe('InvalidRunSpec');
  });

  it('NODE_OPTIONS preloads are protected from patches like a --require in the command', async () => {
    const resolved = await load(
      spec({
        variables: { NODE_OPTIONS: '--require ./test/setup.cjs --import=./hooks/register.mjs' },
      }),
    );
    expect(resolved.protectedPaths.protected).toEqual(
      expect.arrayContaining(['/test/setup.cjs', '/hooks/register.mjs']),
    );
  });

  it('PYTHONPATH reaches the ShadowedModule gate with the commands', async () => {
    const resolved = await load(spec({ variables: { PYTHONPATH: 'src' } }));
    const modules = { python: null, node: null } as unknown as Parameters<
      typeof intakePolicyFor
    >[1];
    expect(intakePolicyFor(resolved, modules).shadowing?.env).toEqual({ PYTHONPATH: 'src' });
  });
});

describe('environment.image', () => {
  const image = (dir: string, dockerfile: string, context?: string) => {
    mkdirSync(join(root, 'spec', dir), { recursive: true });
    writeFileSync(join(root, 'spec', dir, 'Dockerfile'), dockerfile);
    return { dockerfile: `${dir}/Dockerfile`, ...(context ? { context } : {}) };
  };
  const docker = (environment: unknown) => ({
    ...spec(environment),
    runner: { kind: 'docker', image: 'patchproof-runner-python:3' },
  });

  it('pins the Dockerfile and its context in the spec hash', async () => {
    const one = await load(
      docker({ image: image('img1', 'FROM patchproof-runner-python:3\nRUN true\n') }),
    );
    const two = await load(
      docker({ image: image('img2', 'FROM patchproof-runner-python:3\nRUN false\n') }),
    );
    expect(one.environment.image?.network).toBe(true);
    expect(one.environment.image?.dockerfile.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(one.hash).not.toBe(two.hash);
    expect(one.hash).not.toBe((await load(docker(undefined))).hash);
  });

  it('needs the Docker runner', async () => {
    expect(
      await refused({ ...spec({ image: image('img3', 'FROM patchproof-runner-python:3\n') }) }),
    ).toMatchObject({ code: 'InvalidRunSpec', field: 'environment.image' });
  });

  it('refuses a Dockerfile that builds on another image', async () => {
    expect(await refused(docker({ image: image('img4', 'FROM debian:bookworm\n') }))).toMatchObject(
      { code: 'InvalidRunSpec', field: 'environment.image.dockerfile' },
    );
  });

  it('refuses a build context that holds the hidden tests (the code under test would see them)', async () => {
    const r = await refused(
      docker({ image: image('img5', 'FROM patchproof-runner-python:3\n', '.') }),
    );
    expect(r).toMatchObject({ code: 'InvalidRunSpec', field: 'environment.image.context' });
    expect(r.message).toContain('overlaps');
  });
});
