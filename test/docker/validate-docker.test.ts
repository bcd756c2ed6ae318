// `patchproof validate` end to end on the Docker runner with a real Python project
// (test/fixtures/python-calc, whose spec names patchproof-runner-python:3): PASS with proof
// grade, the receipt recording the inspected container confinement, and the cheats FAIL
// with the same classifications as on the trusted-local runner (shared verdict rules).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { main } from '../../src/cli/main.js';
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
      ['validate', '--repo', join(fixture, 'repo'), '--patch', join(fixture, 'patches', `${patch}.patch`), '--spec', join(fixture, 'spec', 'patchproof.json'), '--runner', 'docker', '--store', store, '--json', '--approve-as', 'reviewer@example.org'],
      io,
    );
    return { code, json: JSON.parse(out) as Record<string, unknown> };
  }

  it('PASS with proof grade for a real fix; the receipt records the image and the confinement in force', async () => {
    const before = await readSnapshot(join(fixture, 'repo'));
    const { code, json } = await validate('fix');
    expect(json).toMatchObject({ verdict: 'PASS', proofGrade: true });
    expect(code).toBe(0);
    expect((json.phases as Phase[]).map((p) => p.outcome)).toEqual(['pass', 'pass', 'pass', 'pass']);
    const hex = (json.receipt as string).slice('sha256:'.length);
    const receipt = JSON.parse(readFileSync(join(store, 'sha256', `${hex}.json`), 'utf8'));
    expect(receipt.runner).toMatchObject({
      kind: 'docker',
      isolated: true,
      fingerprint: {
        imageId: execFileSync('docker', ['image', 'inspect', '--format', '{{.Id}}', PYTHON_IMAGE], { encoding: 'utf8' }).trim(),
        networkMode: 'none', readonlyRootfs: true, capDrop: ['ALL'], securityOpt: ['no-new-privileges'], user: '10001:10001', init: true,
      },
    });
    expect(receipt.phases[0]).toMatchObject({ name: 'baseline', exitCode: 1, tests: { executed: 1, failed: 1 } });
    expect((await readSnapshot(join(fixture, 'repo'))).id).toBe(before.id);
    expect(ourContainers()).toEqual([]);
  }, 120_000);

  it.each([
    ['no-fix', 'patched', 'TEST_FAILURE'],
    ['delete-test', 'regression', 'TEST_FAILURE'],
    ['exit-on-import', 'patched', 'CONFIG_ERROR'],
  ])('FAIL for %s (%s: %s), exit 1', async (patch, phase, classification) => {
    const { code, json } = await validate(patch);
    expect(code).toBe(1);
    expect(json).toMatchObject({ verdict: 'FAIL', proofGrade: false });
    expect((json.phases as Phase[]).find((p) => p.name === phase)).toMatchObject({ outcome: 'fail', classification });
  }, 120_000);
});
