/**
 * The Python side of the sealing fidelity property (issue 34): one `python3` process
 * (scripts/seal-fidelity-python.py) compiles every sealed file and compares it with its
 * original by AST and tokens, answering one JSON line per request. Files are sealed under
 * both Python frameworks (unittest, and pytest as the junit format).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FidelityChecker, FidelityJob, FidelityLanguage } from './seal-fidelity-core.js';

const HELPER = fileURLToPath(new URL('./seal-fidelity-python.py', import.meta.url));

/** Where Debian puts Python's own test suite (libpython3.11-testsuite) and packages' tests. */
export const PYTHON_STDLIB_TESTS = '/usr/lib/python3.11';
export const PYTHON_DIST_PACKAGES = '/usr/lib/python3/dist-packages';

/** A file of a test folder or named as a test: what a trusted Python suite holds. */
function isPythonTestFile(path: string): boolean {
  if (!path.endsWith('.py')) return false;
  const parts = path.split('/');
  const name = parts[parts.length - 1] as string;
  return (
    /^test.*\.py$|_test\.py$|^conftest\.py$/.test(name) ||
    parts.slice(0, -1).some((p) => /^(?:tests?|idle_test|testing)$|^test_/.test(p))
  );
}

export const pythonFidelity: FidelityLanguage = {
  grammar: 'python',
  formats: ['unittest', 'junit'],
  isCandidate: isPythonTestFile,
  defaultSources: () => [
    { label: 'python stdlib tests', root: PYTHON_STDLIB_TESTS },
    ...packagesUnder(PYTHON_DIST_PACKAGES),
  ],
  start: startPythonChecker,
};

/** One source per package folder of `root` (the walk finds which hold tests). */
function packagesUnder(root: string): { label: string; root: string }[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.includes('.') && e.name !== '__pycache__')
    .map((e) => ({ label: `dist-packages/${e.name}`, root: join(root, e.name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Starts the helper process; requests are answered in order, one line each. */
export function startPythonChecker(python = 'python3'): FidelityChecker {
  const child = spawn(python, [HELPER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((line: string) => void)[] = [];
  let failed: Error | null = null;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => waiting.shift()?.(line));
  const fail = (e: Error): void => {
    failed = e;
    for (const w of waiting.splice(0)) w(JSON.stringify({ crash: e.message }));
  };
  child.on('error', fail);
  child.on('exit', (code) => fail(new Error(`the Python checker exited (${code})`)));
  const ask = (request: object): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      if (failed) return reject(failed);
      waiting.push((line) => {
        const answer = JSON.parse(line) as Record<string, unknown>;
        if (typeof answer.crash === 'string') reject(new Error(answer.crash));
        else resolve(answer);
      });
      child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  return {
    async excluded(paths) {
      const answer = await ask({ op: 'compiles', paths });
      return new Map(Object.entries(answer.excluded as Record<string, string>));
    },
    async check(job: FidelityJob) {
      const answer = await ask({
        op: 'check',
        path: job.path,
        original: job.original,
        sealed: job.sealed,
        twins: job.twins,
        tests: job.tests.map((t) => ({ token: t.token, role: t.role, original: t.original })),
      });
      return answer.failures as string[];
    },
    close() {
      child.removeAllListeners('exit');
      child.stdin.end();
      return new Promise((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
    },
  };
}
