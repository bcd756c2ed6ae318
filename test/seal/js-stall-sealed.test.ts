// A sealed node:test file whose test waits for a callback the code never makes (issue 34,
// amqplib-334): run by the real `node --test`, read through the seal. The reading keeps the
// run cut short (`interrupted`): before the fix it rebuilt the report without it, so at
// baseline the targets node never started read as misspelled (TargetMissing) where the raw
// report said why they were not there.
import { execFile } from 'node:child_process';
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import { parseTap } from '../../src/core/reports/tap.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import { loadParser, seal, sealedText } from './js-sealing.js';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  await loadParser();
  dir = await realpath(await mkdtemp(join(tmpdir(), 'pp-stall-')));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SOURCE = `const { describe, it } = require('node:test');
const assert = require('node:assert');
const { EventEmitter } = require('node:events');
const bus = new EventEmitter();

describe('Bus', () => {
  it('answers at once', () => {
    assert.strictEqual(bus.listenerCount('request'), 0);
  });
  it('replies to a request', (t, done) => {
    bus.once('reply', (value) => {
      assert.strictEqual(value, 42);
      done();
    });
    bus.emit('request');
  });
  it('replies twice', (t, done) => {
    done();
  });
});
`;
const TARGETS = ['Bus > replies to a request', 'Bus > replies twice'];

describe('a sealed node:test file that stalls', () => {
  it.each([1, 2, 3])(
    'seed %i: the stall shows the bug at baseline; the run stays cut short',
    async (n) => {
      const suite = seal(SOURCE, n);
      await writeFile(join(dir, 'calc.test.js'), sealedText(suite));
      const { stdout } = await run(
        process.execPath,
        ['--test', '--test-reporter=tap', 'calc.test.js'],
        { cwd: dir },
      ).catch((e: { stdout: string }) => e);
      const reading = judgeSealed(parseTap(stdout, { roots: [dir] }), suite, 'tap');
      expect(reading.tampering).toEqual([]);
      expect(reading.report.interrupted).toBe(true);
      const codes = evaluatePhase({
        name: 'baseline',
        run: {
          exitCode: 1,
          timedOut: false,
          truncated: false,
          stdout: new Uint8Array(),
          stderr: new Uint8Array(),
          durationMs: 1,
          reportFile: null,
        },
        report: reading.report,
        targets: TARGETS,
      }).reasons.map((r) => r.code);
      expect(codes).not.toContain('TargetMissing');
      expect(codes).not.toContain('NoAssertionFailure');
      expect(codes).not.toContain('TargetNotFailing');
    },
  );
});
