/**
 * The disk-filling code under test shared by the Docker and local runners' disk-limit
 * tests, and how its phase would be judged.
 */
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';
import { parseReport } from '../../src/core/reports/index.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { text } from './test-specs.js';

/**
 * `python3 fill.py <path> [seconds]`: writes up to 2 GiB to the file at <path> (`$HOME` is
 * expanded), swallows the refusal, optionally sleeps, and reports a passing test (TAP, its
 * notes as TAP comments) with exit 0: the run looks honest unless the runner itself notices
 * the disk ran out.
 */
export const FILL_SCRIPT = [
  'import os, sys',
  'print("TAP version 13")',
  'path = os.path.expandvars(sys.argv[1])',
  'os.makedirs(os.path.dirname(path), exist_ok=True)',
  'chunk, written = b"x" * (8 << 20), 0',
  'try:',
  '    with open(path, "wb") as f:',
  '        while written < (2 << 30):',
  '            f.write(chunk); written += len(chunk)',
  'except OSError as e:',
  '    print("# stopped errno", e.errno, "after", written >> 20, "MiB")',
  'print("# home", os.environ["HOME"])',
  'if len(sys.argv) > 2: import time; time.sleep(float(sys.argv[2]))',
  'print("ok 1 - fill"); print("1..1")',
  // node:test's summary, which the TAP reader requires: without it the output counts as cut short.
  'print("# tests 1\\n# pass 1\\n# fail 0\\n# cancelled 0\\n# skipped 0\\n# todo 0")',
].join('\n');

/** The hidden phase the run would give; its report, when it has one, says all passed. */
export function hiddenPhase(run: RunResult) {
  let report: TestReport | null = null;
  try {
    report = parseReport(
      { format: 'tap' },
      { stdout: text(run.stdout), stderr: text(run.stderr), reportFile: null },
    );
  } catch {
    // A run killed before its report: the phase is judged without one.
  }
  return evaluatePhase({ name: 'hidden', run, report, targets: [] });
}
