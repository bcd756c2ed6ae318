/**
 * The regression suite's plants carried through the steps of an execution, every run for real
 * with this machine's python3, pytest and node (regression-plants-*.test.ts). Each test file
 * calls prepareRegressionRuns() at its top: it loads the parser and makes the scratch folder
 * the projects are written to, and removes it afterwards.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { parseReport } from '../../src/core/reports/index.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { calibrate, placePlants, plantPatched } from '../../src/core/seal/regression-plants.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

const run = promisify(execFile);
export const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

let loaded: TestFileParser | undefined;
let dir = '';

/** Registers the calling test file's setup (the parser, a scratch folder) and its cleanup. */
export function prepareRegressionRuns(): void {
  beforeAll(async () => {
    loaded = await loadTestFileParser(['python', 'javascript']);
    dir = await mkdtemp(join(tmpdir(), 'pp-regression-plants-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
}

/** The parser prepareRegressionRuns() loaded. */
export function parser(): TestFileParser {
  if (loaded === undefined) throw new Error('call prepareRegressionRuns() first');
  return loaded;
}

type Format = 'unittest' | 'junit' | 'tap';
type Runner = (root: string) => Promise<TestReport>;

/** Writes `files` (null: left out) into a folder `name` of the scratch folder; its path. */
export async function project(name: string, files: Record<string, string | null>): Promise<string> {
  const root = join(dir, name);
  for (const [path, text] of Object.entries(files)) {
    if (text === null) continue;
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const env = { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' };
/** `python3 -m unittest discover -v` over tests/, with `extra` options; its report. */
export const unittestWith =
  (...extra: string[]): Runner =>
  async (root) => {
    const r = await run('python3', ['-m', 'unittest', 'discover', '-v', ...extra, '-s', 'tests'], {
      cwd: root,
      env,
    }).catch((e: { stdout: string; stderr: string }) => e);
    return parseReport(
      { format: 'unittest' },
      { stdout: r.stdout, stderr: r.stderr, reportFile: null },
    );
  };
/** pytest over tests/ with a JUnit report. */
export const pytestRun: Runner = async (root) => {
  await run(
    'python3',
    ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--junitxml=report.xml', 'tests'],
    { cwd: root, env },
  ).catch(() => undefined);
  return parseReport(
    { format: 'junit', path: 'report.xml' },
    { stdout: '', stderr: '', reportFile: await readFile(join(root, 'report.xml'), 'utf8') },
  );
};
/** node --test over test/ with a TAP report. */
export const nodeRun: Runner = async (root) => {
  const r = await run(process.execPath, ['--test', '--test-reporter=tap', 'test/'], {
    cwd: root,
    env: { PATH: env.PATH },
  }).catch((e: { stdout: string; stderr: string }) => e);
  return parseReport({ format: 'tap' }, { stdout: r.stdout, stderr: r.stderr, reportFile: null });
};

let made = 0;
/**
 * What an execution does, step by step: the base run, placing in the base's test files, the
 * calibration run on the planted base, carrying into the patched files, the regression run.
 */
export async function sealed(
  base: Record<string, string>,
  patch: Record<string, string | null>,
  format: Format,
  runner: Runner,
  seed: number,
) {
  const n = (made += 1);
  const tests = (files: Record<string, string | null>) =>
    new Map(Object.entries(files).filter(([p]) => /(^|\/)test/.test(p)));
  const baseReport = await runner(await project(`${n}-base`, base));
  const source = {
    base: new Map([...tests(base)].map(([p, t]) => [p, enc(t as string)])),
    changed: new Map(
      [...tests(patch)]
        .filter(([p, t]) => p in base || t !== null)
        .map(([p, t]) => [p, t === null ? null : enc(t)]),
    ),
  };
  const placement = placePlants(
    source,
    format,
    baseReport,
    parser(),
    new SealRandom(new Uint8Array(32).fill(seed), 'regression'),
  );
  if (placement === null || placement === 'unmatchable')
    return {
      placed: 0,
      kept: new Set<string>(),
      planted: 0,
      lost: 0,
      reading: null,
      baseReport,
      patched: null,
      unmatchable: placement === 'unmatchable',
    };
  const calibration = await project(`${n}-cal`, base);
  for (const [path, bytes] of placement.files) await writeFile(join(calibration, path), bytes);
  const kept = calibrate(placement, await runner(calibration), baseReport, format);
  const carried = plantPatched(placement, kept, source, format, parser());
  const patchedRoot = await project(`${n}-patched`, { ...base, ...patch });
  for (const [path, bytes] of carried.files) await writeFile(join(patchedRoot, path), bytes);
  const patched = await runner(patchedRoot);
  const reading = judgeSealed(patched, carried.suite, format, { open: true });
  return {
    placed: placement.plants.length,
    kept,
    planted: carried.suite.planted,
    lost: carried.lost,
    reading,
    baseReport,
    patched,
    placement,
    unmatchable: false,
  };
}

/** Fails unless both reports hold the same tests with the same statuses. */
export const sameReal = (a: TestReport, b: TestReport): void =>
  expect(a.tests.map((t) => `${t.id} ${t.status}`).sort()).toEqual(
    b.tests.map((t) => `${t.id} ${t.status}`).sort(),
  );
