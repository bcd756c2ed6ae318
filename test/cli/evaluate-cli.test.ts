// `patchproof evaluate` as a user runs it, on the trusted-local runner (fast, no Docker; the
// corpus test runs it on Docker): Ctrl-C keeps what was decided and a second run resumes
// from there; a bad input is refused before anything runs; an empty prediction is not run.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'pp-evaluate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fix = readFileSync(join(repoRoot, 'examples', 'patches', 'fix-add.patch'), 'utf8');
const instances = join(dir, 'instances.jsonl');
// Paths relative to the instances file, as a benchmark ships them.
writeFileSync(
  instances,
  ['calc-1', 'calc-2', 'calc-3', 'calc-4']
    .map((id) =>
      JSON.stringify({
        instance_id: id,
        repo_dir: relative(dir, join(repoRoot, 'examples', 'calculator')),
        spec: relative(dir, join(repoRoot, 'examples', 'specs', 'calculator', 'patchproof.json')),
      }),
    )
    .join('\n'),
);

function predictions(name: string, patches: Record<string, string | null>): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    Object.entries(patches)
      .map(([id, patch]) =>
        JSON.stringify({ instance_id: id, model_name_or_path: 'agent', model_patch: patch }),
      )
      .join('\n'),
  );
  return file;
}

function evaluate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [BIN, 'evaluate', '--instances', instances, '--runner', 'local', ...args],
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const summaryOf = (out: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Record<string, unknown>;

describe('patchproof evaluate', () => {
  it('Ctrl-C keeps the decisions made; the same command again runs only the rest', async () => {
    const out = join(dir, 'stopped');
    const file = predictions('all.jsonl', {
      'calc-1': fix,
      'calc-2': fix,
      'calc-3': fix,
      'calc-4': fix,
    });
    const child = spawn(
      process.execPath,
      [
        BIN,
        'evaluate',
        '--instances',
        instances,
        '--predictions',
        file,
        '--runner',
        'local',
        '--out',
        out,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // Stop as soon as the first instance is decided: the second is running by then.
      if (stderr.includes('[1/4]') && child.signalCode === null && !child.killed)
        child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    expect(code, stderr).toBe(130);
    expect(stderr).toContain('run the same command again to resume');
    const stopped = summaryOf(out);
    expect(stopped['resolved_ids']).toEqual(['calc-1']);
    expect(stopped['pending_ids']).toEqual(['calc-2', 'calc-3', 'calc-4']);
    // Nothing of the stopped validation was written: one report, one receipt.
    expect(readdirSync(out).sort()).toEqual(['calc-1', 'receipts', 'summary.json']);
    expect(
      readdirSync(join(out, 'receipts', 'sha256')).filter((f) => f.endsWith('.json')),
    ).toHaveLength(1);

    const resumed = await evaluate(['--predictions', file, '--out', out]);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain('3 to run, 1 decided by an earlier run of this batch');
    expect(resumed.stderr).not.toMatch(/\] calc-1 /);
    expect(summaryOf(out)).toMatchObject({
      resolved_ids: ['calc-1', 'calc-2', 'calc-3', 'calc-4'],
      pending_ids: [],
      proof_grade_ids: [],
    });
  }, 120_000);

  it('an empty prediction is not run; a refused patch is unresolved; --json prints the summary', async () => {
    const out = join(dir, 'mixed');
    const cheat = readFileSync(
      join(repoRoot, 'examples', 'patches', 'cheat-conftest.patch'),
      'utf8',
    );
    const r = await evaluate([
      '--predictions',
      predictions('mixed.jsonl', { 'calc-1': null, 'calc-2': '  \n', 'calc-3': cheat }),
      '--out',
      out,
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const printed = JSON.parse(r.stdout) as { complete: boolean; summary: Record<string, unknown> };
    expect(printed).toMatchObject({
      complete: true,
      summary: {
        empty_patch_ids: ['calc-1', 'calc-2'],
        unresolved_ids: ['calc-3'],
        incomplete_ids: ['calc-4'],
        resolved_ids: [],
      },
    });
    const report = JSON.parse(readFileSync(join(out, 'calc-3', 'report.json'), 'utf8')) as Record<
      string,
      { patch_successfully_applied: boolean; patchproof: { refusal: { code: string } } }
    >;
    expect(report['calc-3']).toMatchObject({
      patch_successfully_applied: false,
      patchproof: { refusal: { code: 'ProtectedPath' } },
    });
  }, 60_000);

  it('a decision that cannot be written once validations ran is a failure (exit 1), not a refusal of the inputs', async () => {
    const out = join(dir, 'unwritable');
    mkdirSync(out, { recursive: true });
    // A file where the instance's report folder must go.
    writeFileSync(join(out, 'calc-1'), 'in the way\n');
    const r = await evaluate([
      '--predictions',
      predictions('one.jsonl', { 'calc-1': fix }),
      '--out',
      out,
    ]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/failed; what was decided is kept/);
  }, 60_000);

  it('refuses an input it cannot use before anything runs (exit 2, InvalidBatchInput)', async () => {
    const out = join(dir, 'refused');
    const r = await evaluate([
      '--predictions',
      predictions('unknown.jsonl', { 'calc-9': fix }),
      '--out',
      out,
      '--json',
    ]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({
      complete: false,
      error: { code: 'InvalidBatchInput' },
    });
    expect(r.stderr).toContain('calc-9');
  });
});
