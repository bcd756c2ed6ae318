// environment.setup on Docker (PROTOCOL 4, issue 16), through the CLI as a user runs it:
// examples/node-setup needs `npm ci` (offline, from a vendored tarball) before its tests can
// import their dependency. The setup runs once on the base copy; what it adds to the workspace
// and what it installs into the system reach every phase; the network is cut unless the spec
// opens it; a setup that fails, changes tracked files, or whose output the patch would
// overwrite refuses the run with its own code; nothing of it is left on the engine.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const scratch = mkdtempSync(join(tmpdir(), 'pp-setup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const example = join(repoRoot, 'examples', 'node-setup');

interface Outcome {
  verdict?: string;
  proofGrade?: boolean;
  receipt?: string;
  phases: Array<{ name: string; outcome: string }>;
  error?: { code: string; message: string };
}

/** A fresh copy of the example as a Git repository, with `extra` files added to the base. */
function project(name: string, extra: Record<string, string> = {}, from = example): string {
  const dir = join(scratch, name);
  cpSync(from, dir, { recursive: true });
  for (const [path, text] of Object.entries(extra)) {
    mkdirSync(join(dir, 'repo', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'repo', path), text);
  }
  const git = (...args: string[]): void =>
    void execFileSync(
      'git',
      ['-c', 'user.email=ci@patchproof.invalid', '-c', 'user.name=ci', ...args],
      { cwd: join(dir, 'repo'), stdio: 'ignore' },
    );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  return dir;
}

/** The example's spec with another setup step. */
function withSetup(dir: string, setup: Record<string, unknown>): void {
  const path = join(dir, 'spec', 'patchproof.json');
  const spec = JSON.parse(readFileSync(path, 'utf8')) as { environment: Record<string, unknown> };
  spec.environment['setup'] = setup;
  writeFileSync(path, JSON.stringify(spec, null, 2));
}

async function validate(
  dir: string,
  patch: string,
): Promise<{ result: Outcome; printed: string; receipt?: Record<string, unknown> }> {
  const store = join(dir, 'store');
  const patchFile = patch.includes('\n')
    ? join(dir, 'inline.patch')
    : join(dir, 'patches', `${patch}.patch`);
  if (patch.includes('\n')) writeFileSync(patchFile, patch);
  const args = [
    BIN,
    'validate',
    '--repo',
    join(dir, 'repo'),
    '--patch',
    patchFile,
    '--spec',
    join(dir, 'spec', 'patchproof.json'),
    '--store',
    store,
    '--json',
  ];
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stdout: string; stderr: string }) => e);
  const result = JSON.parse(stdout) as Outcome;
  const receipt = result.receipt
    ? (JSON.parse(
        readFileSync(
          join(store, 'sha256', `${result.receipt.slice('sha256:'.length)}.json`),
          'utf8',
        ),
      ) as Record<string, unknown>)
    : undefined;
  return { result, printed: stdout + stderr, ...(receipt ? { receipt } : {}) };
}

/** Setup containers and committed setup images still on the engine. */
function leftovers(): string[] {
  const containers = execFileSync(
    'docker',
    ['ps', '-aq', '--filter', 'label=org.patchproof.part=setup'],
    { encoding: 'utf8' },
  ).trim();
  const images = execFileSync(
    'docker',
    ['images', '-q', '--filter', 'label=org.patchproof.part=setup'],
    { encoding: 'utf8' },
  ).trim();
  return [containers, images].filter((s) => s !== '');
}

// Run in the setup container: fails (exit 3) when it sees a network interface besides
// loopback, so a spec that cut the network passes and one that opened it does not; then
// installs the dependencies and writes a file outside the workspace, into the system.
const SETUP_SCRIPT = `import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
const outside = Object.keys(networkInterfaces()).filter((name) => name !== 'lo');
if (outside.length > 0) { console.error('network interfaces: ' + outside.join(',')); process.exit(3); }
execFileSync('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { stdio: 'inherit' });
mkdirSync('/usr/local/share/price-tags', { recursive: true });
writeFileSync('/usr/local/share/price-tags/currency.txt', 'USD');
writeFileSync('rates.json', '{"USD": 1}');
`;
const SYSTEM_TEST = `import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
it('the currency the setup installed is there', () => {
  assert.equal(readFileSync('/usr/local/share/price-tags/currency.txt', 'utf8'), 'USD');
  assert.deepEqual(JSON.parse(readFileSync('rates.json', 'utf8')), { USD: 1 });
});
`;

describe.skipIf(skipDocker)(suiteName('environment.setup on Docker'), () => {
  requireEngine();

  it('the example: the fix PASSes with proof grade on what npm ci installed, the setup pinned in the receipt', async () => {
    const { result, printed, receipt } = await validate(project('fix'), 'fix');
    expect(result.verdict, printed).toBe('PASS');
    expect(result.proofGrade).toBe(true);
    const runSpec = receipt?.['runSpec'] as {
      setup?: { command: string[]; network: boolean; output: string };
    };
    expect(runSpec.setup).toMatchObject({
      command: ['npm', 'ci', '--offline', '--no-audit', '--no-fund'],
      network: false,
    });
    expect(runSpec.setup?.output).toMatch(/^ws1_[0-9a-f]{64}$/);
    // The phases ran on the committed image, pinned by ID, which is gone afterwards.
    const image = (receipt?.['runner'] as { fingerprint: { imageId: string } }).fingerprint.imageId;
    const runnerImage = execFileSync(
      'docker',
      ['image', 'inspect', '--format', '{{.Id}}', 'patchproof-runner-node:20'],
      { encoding: 'utf8' },
    ).trim();
    expect(image).not.toBe(runnerImage);
    expect(() =>
      execFileSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }),
    ).toThrow();
    expect(leftovers()).toEqual([]);
  }, 300_000);

  it('the example: a cheat that special-cases the reproduction inputs FAILs on the hidden suite', async () => {
    const { result, printed } = await validate(project('cheat'), 'cheat');
    expect(result.verdict, printed).toBe('FAIL');
    expect(result.phases.find((p) => p.name === 'hidden')?.outcome).toBe('fail');
  }, 300_000);

  it('what the setup wrote outside the workspace reaches the phases, and its network is cut unless the spec opens it', async () => {
    const files = { 'tools/setup.mjs': SETUP_SCRIPT, 'test/system.test.js': SYSTEM_TEST };
    const cut = project('system', files);
    withSetup(cut, { command: ['node', 'tools/setup.mjs'] });
    const passed = await validate(cut, 'fix');
    expect(passed.result.verdict, passed.printed).toBe('PASS');
    expect(passed.result.proofGrade).toBe(true);

    const open = project('network', files);
    withSetup(open, { command: ['node', 'tools/setup.mjs'], network: true });
    const refused = await validate(open, 'fix');
    expect(refused.result.error?.code, refused.printed).toBe('SetupFailed');
    expect(refused.result.error?.message).toContain('network interfaces: eth0');
    expect(leftovers()).toEqual([]);
  }, 300_000);

  it('a setup that fails, or changes a tracked file, refuses the run with its own code and leaves nothing behind', async () => {
    const failing = project('failing');
    withSetup(failing, { command: ['npm', 'run', 'no-such-script'] });
    const failed = await validate(failing, 'fix');
    expect(failed.result.error?.code, failed.printed).toBe('SetupFailed');
    expect(failed.result.phases).toEqual([]);

    // 40 MiB of output, then exit 3: reported as the exit it was, with the tail, never as a timeout.
    const chatty = project('chatty');
    withSetup(chatty, {
      command: [
        'node',
        '-e',
        "process.stdout.write('x'.repeat(40 * 1024 * 1024) + '\\nlast words\\n', () => process.exit(3))",
      ],
    });
    const loud = await validate(chatty, 'fix');
    expect(loud.result.error?.code, loud.printed).toBe('SetupFailed');
    expect(loud.result.error?.message).toContain('exited 3');
    expect(loud.result.error?.message).toContain('last words');

    const changing = project('changing');
    withSetup(changing, {
      command: ['node', '-e', "require('fs').appendFileSync('src/price.js', '// generated\\n')"],
    });
    const changed = await validate(changing, 'fix');
    expect(changed.result.error?.code, changed.printed).toBe('SetupChangedRepository');
    expect(changed.result.error?.message).toContain('src/price.js');
    expect(leftovers()).toEqual([]);
  }, 300_000);

  it('a patch that writes where the setup put its output is refused (SetupConflict)', async () => {
    const dir = project('conflict');
    withSetup(dir, {
      command: [
        'node',
        '-e',
        "require('fs').mkdirSync('generated'); require('fs').writeFileSync('generated/rates.json', '{}')",
      ],
    });
    const patch = [
      'diff --git a/generated/rates.json b/generated/rates.json',
      'new file mode 100644',
      '--- /dev/null',
      '+++ b/generated/rates.json',
      '@@ -0,0 +1 @@',
      '+{"USD": 2}',
      '',
    ].join('\n');
    const { result, printed } = await validate(
      dir,
      readFileSync(join(dir, 'patches', 'fix.patch'), 'utf8') + patch,
    );
    expect(result.error?.code, printed).toBe('SetupConflict');
    expect(result.error?.message).toContain('generated/rates.json');
  }, 300_000);

  it('a patch that shadows a module the setup installed is refused (ShadowedModule), judged against the prepared image', async () => {
    // test/fixtures/setup-shadow: the setup installs a pytest plugin into the system; a
    // top-level module of that name in the patch would be loaded instead (README there).
    const fixture = join(repoRoot, 'test', 'fixtures', 'setup-shadow');
    const fix = await validate(project('shadow-fix', {}, fixture), 'fix');
    expect(fix.result.verdict, fix.printed).toBe('PASS');
    expect(fix.result.proofGrade).toBe(true);
    const cheat = await validate(project('shadow-cheat', {}, fixture), 'shadow-installed-plugin');
    expect(cheat.result.error?.code, cheat.printed).toBe('ShadowedModule');
    expect(cheat.result.error?.message).toContain('pp_order');
    expect(leftovers()).toEqual([]);
  }, 300_000);
});
