// Runs a trusted Python test file sealed with comparisons judged outside (issue 35) the way a
// validation does, with this machine's python3: sealed, copied into a workspace beside the
// code under test, run by unittest or pytest, its records judged by the real judge script,
// and its report read through the seal. Also runs the unsealed file, for what Python says.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { judgeRecorded } from '../../src/core/execution/judged-run.js';
import { parseReport } from '../../src/core/reports/index.js';
import type { ReportSpec, TestReport } from '../../src/core/reports/model.js';
import {
  DEFAULT_LIMITS,
  type RunResult,
  type TestSpec,
} from '../../src/core/runner/runner-port.js';
import { judgeSealed, type SealReading } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

const run = promisify(execFile);
export type Runner = 'unittest' | 'pytest';

let parser: TestFileParser | undefined;
let dir: string | undefined;

export async function openHarness(): Promise<void> {
  parser = await loadTestFileParser(['python']);
  dir = await mkdtemp(join(tmpdir(), 'pp-judged-'));
}

export async function closeHarness(): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

/** The judge as the local runner runs it: python3 on this machine, input on stdin. */
export function localJudge(spec: TestSpec): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = spec.command as [string, ...string[]];
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        exitCode: code,
        timedOut: false,
        truncated: false,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err),
        durationMs: 0,
        reportFile: null,
      }),
    );
    child.stdin.end(spec.stdin ?? new Uint8Array(0));
  });
}

const REPORTS: Readonly<Record<Runner, ReportSpec>> = {
  unittest: { format: 'unittest' },
  pytest: { format: 'junit', path: 'report.xml' },
};

/** Runs the folder `suite` of `root` (a workspace) with `runner`; the report as parsed. */
async function runSuite(root: string, suite: string, runner: Runner): Promise<TestReport> {
  const env = { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1', PYTHONPATH: root };
  const argv =
    runner === 'unittest'
      ? ['-m', 'unittest', 'discover', '-v', '-s', suite, '-t', '.']
      : ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--junitxml=report.xml', suite];
  const r = await run('python3', argv, { cwd: root, env }).catch(
    (e: { stdout: string; stderr: string }) => e,
  );
  const reportFile =
    runner === 'pytest' ? await readFile(join(root, 'report.xml'), 'utf8').catch(() => null) : null;
  return parseReport(REPORTS[runner], { stdout: r.stdout, stderr: r.stderr, reportFile });
}

export interface SealedRun {
  readonly sealed: SealedSuite;
  readonly reading: SealReading;
  /** The sealed test file as it entered the run. */
  readonly text: string;
}

/** Seals `test`, runs it over `code` as a copy would, and reads it as execute() does. */
export async function sealedRun(
  test: string,
  code: string,
  n = 1,
  runner: Runner = 'unittest',
): Promise<SealedRun> {
  const files = new Map([
    ['test_calc.py', new TextEncoder().encode(test)],
    ['__init__.py', new Uint8Array(0)],
  ]);
  const format = REPORTS[runner].format;
  const seed = new Uint8Array(32).fill(n);
  const sealed = sealSuite(
    'hidden tests',
    { files },
    format,
    parser as TestFileParser,
    new SealRandom(seed, 'hidden'),
    undefined,
    true,
  );
  const root = await mkdtemp(join(dir as string, 'ws-'));
  for (const [path, bytes] of sealed.files) {
    const to = join(root, 'patchproof_tests', 'hidden', path);
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, bytes);
  }
  await writeFile(join(root, 'patchproof_tests', '__init__.py'), '');
  await writeFile(join(root, 'calc.py'), code);
  const report = await runSuite(root, 'patchproof_tests/hidden', runner);
  const records = sealed.judged
    ? await readFile(join(root, sealed.judged.records)).catch(() => null)
    : null;
  const result: RunResult = {
    exitCode: 0,
    timedOut: false,
    truncated: false,
    stdout: new Uint8Array(),
    stderr: new Uint8Array(),
    durationMs: 0,
    reportFile: null,
    recordsFile: records,
  };
  const judged = sealed.judged
    ? await judgeRecorded(sealed.judged, result, DEFAULT_LIMITS, localJudge)
    : undefined;
  const reading = judgeSealed(report, sealed, format, judged ? { judged } : {});
  const text = new TextDecoder().decode(sealed.files.get('test_calc.py'));
  return { sealed, reading, text };
}

/** The unsealed file run over `code`: the status of its one test. */
export async function plainRun(
  test: string,
  code: string,
  runner: Runner = 'unittest',
): Promise<string> {
  return (await plainReport(test, code, runner)).tests[0]?.status ?? 'none';
}

/** The unsealed file run over `code`: `<Class>.<test> <status>` of each test, sorted. */
export async function plainStatuses(test: string, code: string): Promise<string[]> {
  const report = await plainReport(test, code, 'unittest');
  return report.tests.map((t) => `${t.id.replace(/^.*?test_calc[.:]+/, '')} ${t.status}`).sort();
}

async function plainReport(test: string, code: string, runner: Runner): Promise<TestReport> {
  const root = await mkdtemp(join(dir as string, 'plain-'));
  await mkdir(join(root, 'suite'));
  await writeFile(join(root, 'suite', '__init__.py'), '');
  await writeFile(join(root, 'suite', 'test_calc.py'), test);
  await writeFile(join(root, 'calc.py'), code);
  return runSuite(root, 'suite', runner);
}
