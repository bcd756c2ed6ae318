// `patchproof validate` end to end on the Docker runner with a real Python project
// (test/fixtures/python-calc, whose spec names patchproof-runner-python:3): PASS with proof
// grade, the receipt recording the inspected container confinement, and the cheats FAIL
// with the same classifications as on the trusted-local runner (shared verdict rules).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { main } from '../../src/main/cli.js';
import { repoRoot } from '../support/shared.js';
import { PYTHON_IMAGE, ourContainers, requireEngine, skipDocker, suiteName } from './support.js';

requireEngine();

const fixture = join(repoRoot, 'test', 'fixtures', 'python-calc');

type Phase = { name: string; outcome: string; classification: string | null };

describe.skipIf(skipDocker)(suiteName('validate with the Docker runner'), () => {
  const store = mkdtempSync(join(tmpdir(), 'pp-store-docker-'));
  afterAll(() => rmSync(store, { recursive: true, force: true }));

  async function validate(patch: string): Promise<{ code: number; json: Record<string, unknown> }> {
    let out = '';
    const io = { out: (t: string) => void (out += t), err: () => undefined };
    const code = await main(
      [
        'validate',
        '--repo',
        join(fixture, 'repo'),
        '--patch',
        join(fixture, 'patches', `${patch}.patch`),
        '--spec',
        join(fixture, 'spec', 'patchproof.json'),
        '--runner',
        'docker',
        '--store',
        store,
        '--json',
        '--approve-as',
        'reviewer@example.org',
      ],
      io,
    );
    return { code, json: JSON.parse(out) as Record<string, unknown> };
  }

  it('PASS with proof grade for a real fix; the receipt records the image and the confinement in force', async () => {
    const before = await readSnapshot(join(fixture, 'repo'));
    const { code, json } = await validate('fix');
    expect(json).toMatchObject({ verdict: 'PASS', proofGrade: true });
    expect(code).toBe(0);
    expect((json.phases as Phase[]).map((p) => p.outcome)).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
    ]);
    const hex = (json.receipt as string).slice('sha256:'.length);
    const receipt = JSON.parse(readFileSync(join(store, 'sha256', `${hex}.json`), 'utf8'));
    expect(receipt.runner).toMatchObject({
      kind: 'docker',
      isolated: true,
      fingerprint: {
        imageId: execFileSync('docker', ['image', 'inspect', '--format', '{{.Id}}', PYTHON_IMAGE], {
          encoding: 'utf8',
        }).trim(),
        networkMode: 'none',
        readonlyRootfs: true,
        capDrop: ['ALL'],
        securityOpt: ['no-new-privileges'],
        user: '10001:10001',
        init: true,
      },
    });
    expect(receipt.phases[0]).toMatchObject({
      name: 'baseline',
      exitCode: 1,
      tests: { executed: 1, failed: 1 },
    });
    expect((await readSnapshot(join(fixture, 'repo'))).id).toBe(before.id);
    expect(ourContainers()).toEqual([]);
  }, 120_000);

  it.each([
    ['no-fix', 'patched', 'TEST_FAILURE'],
    ['delete-test', 'regression', 'TEST_FAILURE'],
    ['exit-on-import', 'patched', 'CONFIG_ERROR'],
  ])(
    'FAIL for %s (%s: %s), exit 1',
    async (patch, phase, classification) => {
      const { code, json } = await validate(patch);
      expect(code).toBe(1);
      expect(json).toMatchObject({ verdict: 'FAIL', proofGrade: false });
      expect((json.phases as Phase[]).find((p) => p.name === phase)).toMatchObject({
        outcome: 'fail',
        classification,
      });
    },
    120_000,
  );
});

describe.skipIf(skipDocker)(
  suiteName('validate with the Docker runner: Node.js project and hostile patches'),
  () => {
    const store = mkdtempSync(join(tmpdir(), 'pp-store-docker-'));
    const scratch = mkdtempSync(join(tmpdir(), 'pp-docker-patches-'));
    afterAll(() => {
      rmSync(store, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
    });

    async function validate(
      project: string,
      patchPath: string,
    ): Promise<{ code: number; json: { verdict: string; proofGrade: boolean; phases: Phase[] } }> {
      let out = '';
      const root = join(repoRoot, 'test', 'fixtures', project);
      const code = await main(
        [
          'validate',
          '--repo',
          join(root, 'repo'),
          '--patch',
          patchPath,
          '--spec',
          join(root, 'spec', 'patchproof.json'),
          '--runner',
          'docker',
          '--store',
          store,
          '--json',
        ],
        {
          out: (t) => void (out += t),
          err: () => undefined,
        },
      );
      return { code, json: JSON.parse(out) };
    }

    function patchFile(name: string, lines: string[]): string {
      const path = join(scratch, name);
      writeFileSync(path, `${lines.join('\n')}\n`);
      return path;
    }

    it('PASS with proof grade for the Node.js fix (node:test, TAP, patchproof-runner-node:20)', async () => {
      const { code, json } = await validate(
        'node-calc',
        join(repoRoot, 'test', 'fixtures', 'node-calc', 'patches', 'fix.patch'),
      );
      expect(json).toMatchObject({ verdict: 'PASS', proofGrade: true });
      expect(code).toBe(0);
      expect(ourContainers()).toEqual([]);
    }, 120_000);

    it.each([
      [
        'opens a network connection on import',
        ['+import socket', '+socket.create_connection(("127.0.0.1", 9), timeout=2)'],
      ],
      [
        'rewrites the trusted tests on import',
        [
          '+import pathlib',
          '+for p in pathlib.Path("patchproof_tests").rglob("*.py"):',
          '+    p.write_text("import unittest\\n")',
        ],
      ],
    ])(
      'FAIL, never PASS, for a fix that also %s',
      async (_name, lines) => {
        const patch = patchFile(`${_name.replace(/\W+/g, '-')}.patch`, [
          '*** Begin Patch',
          '*** Update File: calc.py',
          '@@',
          ...lines,
          '+',
          '+',
          ' def add(a, b):',
          '-    return a - b',
          '+    return a + b',
          '*** End Patch',
        ]);
        const { code, json } = await validate('python-calc', patch);
        expect(json.verdict).toBe('FAIL');
        expect(json.proofGrade).toBe(false);
        expect(code).toBe(1);
        expect(ourContainers()).toEqual([]);
      },
      120_000,
    );
  },
);
