// The regression suite's plants (PROTOCOL 5.1, src/core/seal/regression-plants.ts) in pytest
// and node:test suites, every run for real with this machine's pytest and node: honest runs of
// real suites read clean, a class parametrized by pytestmark keeps none, and assertions made
// no-ops contradict the plants. The unittest cases are in regression-plants-unittest.test.ts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestReport } from '../../src/core/reports/model.js';
import { repoRoot } from '../support/shared.js';
import {
  nodeRun,
  prepareRegressionRuns,
  pytestRun,
  sameReal,
  sealed,
} from './regression-harness.js';

prepareRegressionRuns();

describe('regression plants, pytest', () => {
  it("classes and module functions of a real suite (an excerpt of pytest's own approx tests) read clean when run honestly", async () => {
    const excerpt = await readFile(
      join(repoRoot, 'test', 'seal', 'fixtures', 'pytest_approx_excerpt.py'),
      'utf8',
    );
    const module = `${excerpt}\n\ndef test_plain_module_function():\n    assert 1 + 1 == 2\n`;
    const r = await sealed({ 'tests/test_approx.py': module }, {}, 'junit', pytestRun, 8);
    expect(r.baseReport.passed).toBeGreaterThan(0);
    expect(r.planted).toBe(4);
    expect(r.reading?.tampering).toEqual([]);
    sameReal(r.reading?.report as TestReport, r.baseReport);
  });

  it('a class parametrized by pytestmark (plants would take no argument) keeps none, and reads clean', async () => {
    const source =
      'import pytest\n\n\nclass TestShift:\n    pytestmark = pytest.mark.parametrize("shift", [0, 1])\n\n    def test_add_shift(self, shift):\n        assert shift + 1 > shift\n\n    def test_sub_shift(self, shift):\n        assert shift - 1 < shift\n';
    const r = await sealed({ 'tests/test_shift.py': source }, {}, 'junit', pytestRun, 9);
    expect(r.kept.size).toBe(0);
    expect(r.reading?.tampering).toEqual([]);
    sameReal(r.reading?.report as TestReport, r.baseReport);
  });
});

const INTERVALS = "'use strict';\nexports.add = (a, b) => a + b;\n";
const NODE_TESTS = [
  "'use strict';",
  "const { describe, it, test } = require('node:test');",
  "const assert = require('node:assert');",
  "const { add } = require('../calc.js');",
  '',
  "test('adds small numbers', () => {",
  '  assert.strictEqual(add(2, 3), 5);',
  '});',
  '',
  "describe('negative numbers', () => {",
  "  it('adds two negatives', () => {",
  '    assert.strictEqual(add(-2, -3), -5);',
  '  });',
  '',
  "  it('adds a negative to a positive', () => {",
  '    assert.strictEqual(add(-2, 3), 1);',
  '  });',
  '});',
  '',
].join('\n');

describe('regression plants, node:test', () => {
  it('go among the top-level tests and into describe blocks, titled from their words; an honest run reads clean', async () => {
    const r = await sealed(
      { 'calc.js': INTERVALS, 'test/calc.test.js': NODE_TESTS },
      {},
      'tap',
      nodeRun,
      10,
    );
    expect(r.baseReport.passed).toBe(3);
    expect(r.planted).toBe(4);
    for (const p of r.placement?.plants ?? [])
      expect(p.test.token).toMatch(/^[a-z]+(?: [a-z]+){1,2}$/);
    expect(r.reading?.tampering).toEqual([]);
    sameReal(r.reading?.report as TestReport, r.baseReport);
  });

  it('assertions made no-ops on import contradict the must-fail plants', async () => {
    const noOp =
      "for (const n of ['equal', 'strictEqual', 'deepStrictEqual', 'ok']) require('node:assert')[n] = () => {};\n";
    const r = await sealed(
      { 'calc.js': INTERVALS, 'test/calc.test.js': NODE_TESTS },
      { 'calc.js': noOp + INTERVALS },
      'tap',
      nodeRun,
      11,
    );
    expect(r.planted).toBe(4);
    expect(r.reading?.tampering.join('\n')).toContain('must fail by assertion is reported passed');
  });
});
