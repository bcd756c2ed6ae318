// The crash guard (src/cli/crash-guard.ts): an exception nothing caught ends in one coded
// InternalError object with a trace id and exit 70, never a bare stack; a reader that closed
// its pipe is not a crash.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXIT_INTERNAL, reportCrash } from '../../src/cli/crash-guard.js';
import { BIN } from '../support/serve-process.js';

describe('crash guard', () => {
  it('prints one InternalError JSON object with a trace id, and the stack only to its file', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = reportCrash(new Error('socket hang up\nat somewhere'), true, {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
    });
    expect(code).toBe(EXIT_INTERNAL);
    expect(out).toHaveLength(1);
    const answer = JSON.parse(out[0] as string) as {
      verdict: string;
      error: { code: string; trace: string; message: string };
    };
    expect(answer).toMatchObject({ verdict: 'ERROR', error: { code: 'InternalError' } });
    expect(answer.error.trace).toMatch(/^trace_[0-9a-f]{16}$/);
    expect(err.join('\n')).not.toContain('\n    at ');
    const file = /the stack is in (\S+)/.exec(answer.error.message)?.[1] as string;
    expect(await readFile(file, 'utf8')).toContain('socket hang up');
  });

  it('catches an error thrown later on the event loop of a guarded process', async () => {
    const script = [
      "const { installCrashGuard } = await import('./src/cli/crash-guard.ts');",
      'installCrashGuard(true);',
      "setTimeout(() => { throw new Error('stream exploded'); }, 10);",
    ].join('\n');
    const run = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(run.code).toBe(EXIT_INTERNAL);
    expect(JSON.parse(run.stdout.trim())).toMatchObject({ error: { code: 'InternalError' } });
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('a reader that goes away', () => {
  it('validate still finishes and publishes when its stderr and stdout pipes are closed early (EPIPE is not a crash)', async () => {
    const store = await mkdtemp(join(tmpdir(), 'pp-epipe-'));
    const child = spawn(
      process.execPath,
      [
        BIN,
        'validate',
        '--runner',
        'local',
        '--repo',
        'examples/calculator',
        '--patch',
        'examples/patches/fix-add.patch',
        '--spec',
        'examples/specs/calculator/patchproof.json',
        '--store',
        store,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // A CI log reader that stops reading: both pipes closed before the first line.
    child.stdout.destroy();
    child.stderr.destroy();
    const status = await new Promise<number | null>((resolve) =>
      child.on('close', (code) => resolve(code)),
    );
    expect(status).toBe(0);
    expect((await readdir(join(store, 'sha256'))).filter((f) => f.endsWith('.json'))).toHaveLength(
      1,
    );
  }, 120_000);
});
