// environment.image on Docker (issue 16): test/fixtures/env-image needs python-dateutil,
// which the runner image lacks; its Dockerfile adds Debian's python3-dateutil on top of
// patchproof-runner-python:3, built once (network while building only), cached by its inputs.
// The fix PASSes with proof grade on that image, pinned by ID; a fix that breaks ISO dates
// FAILs; a Dockerfile on another base is refused before anything is built.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV_INPUTS_LABEL } from '../../src/adapters/docker/index.js';
import { validateDir } from '../redteam/support.js';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const DIR = join(repoRoot, 'test', 'fixtures', 'env-image');
const scratch = mkdtempSync(join(tmpdir(), 'pp-env-image-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Receipt {
  runSpec: {
    image?: { dockerfile: string; context: string; network: boolean };
    moduleList?: { source: string; imageId?: string };
  };
  runner: { fingerprint: Record<string, unknown> };
}

describe.skipIf(skipDocker)(suiteName('environment.image on Docker'), () => {
  requireEngine();

  it('the fix PASSes with proof grade on the project image, pinned by ID in the receipt', async () => {
    const r = await validateDir(DIR, 'honest');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    const receipt = JSON.parse(r.receipt) as Receipt;
    expect(receipt.runSpec.image).toMatchObject({
      dockerfile: expect.stringMatching(/^sha256:/),
      context: expect.stringMatching(/^ws1_/),
      network: true,
    });
    const id = receipt.runner.fingerprint['imageId'] as string;
    const labels = JSON.parse(
      execFileSync('docker', ['image', 'inspect', '--format', '{{json .Config.Labels}}', id], {
        encoding: 'utf8',
      }),
    ) as Record<string, string>;
    expect(labels[ENV_INPUTS_LABEL]).toMatch(/^sha256:/);
    // Its own python3 was asked for the module list, not the label it inherited.
    expect(receipt.runSpec.moduleList).toMatchObject({ source: 'image python3', imageId: id });
  }, 600_000);

  it('a fix that breaks ISO dates FAILs on the same image, which is not built again', async () => {
    const before = execFileSync('docker', ['images', '-q', 'patchproof-env'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .sort();
    const r = await validateDir(DIR, 'wrong-iso');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(r.phases.find((p) => p.name === 'regression')?.outcome).toBe('fail');
    expect(
      execFileSync('docker', ['images', '-q', 'patchproof-env'], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .sort(),
    ).toEqual(before);
  }, 600_000);

  it('an image that sets a variable (ENV) is refused: it would be in force in every phase, past the variables checks', async () => {
    const dir = join(scratch, 'env-line');
    cpSync(DIR, dir, { recursive: true });
    writeFileSync(
      join(dir, 'spec', 'image', 'Dockerfile'),
      'FROM patchproof-runner-python:3\nENV NODE_OPTIONS="--require /workspace/test/setup.js"\n',
    );
    const args = [
      BIN,
      'validate',
      '--repo',
      join(dir, 'repo'),
      '--patch',
      join(dir, 'patches', 'honest.patch'),
      '--spec',
      join(dir, 'spec', 'patchproof.json'),
      '--store',
      join(scratch, 'store-env'),
    ];
    const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout + r.stderr).toContain('sets NODE_OPTIONS for every container');
  }, 300_000);

  it('a Dockerfile on another base image is refused before anything is built', async () => {
    const dir = join(scratch, 'other-base');
    cpSync(DIR, dir, { recursive: true });
    writeFileSync(join(dir, 'spec', 'image', 'Dockerfile'), 'FROM debian:bookworm\nRUN true\n');
    const args = [
      BIN,
      'validate',
      '--repo',
      join(dir, 'repo'),
      '--patch',
      join(dir, 'patches', 'honest.patch'),
      '--spec',
      join(dir, 'spec', 'patchproof.json'),
      '--store',
      join(scratch, 'store'),
    ];
    const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('InvalidRunSpec');
    expect(r.stdout + r.stderr).toContain('environment.image.dockerfile');
  }, 120_000);
});
