// Tables as targets (issue 34): `describe.each`, `it.each` and `test.each` rows, sealed, run by
// the real vitest with its JUnit reporter and read back under the ids vitest gives them
// unsealed (`calc.test.js::each 1 > inner`, `calc.test.js::inc 2`), twins and plants included.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/index.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import { loadParser, seal, sealedText } from './js-sealing.js';

const run = promisify(execFile);
const VITEST = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'vitest');
let dir: string;

beforeAll(async () => {
  await loadParser();
  dir = await mkdtemp(join(tmpdir(), 'pp-tables-'));
  await writeFile(join(dir, 'package.json'), '{"type":"module"}\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SUITE = `import { describe, it, test, expect } from 'vitest';

describe.each([1, 2])('each %i', (k) => {
  it('inner', () => {
    expect(k + 0).toBe(k);
  });
});
it.each([
  [1, 2],
  [2, 3],
])('inc %i', (a, b) => {
  expect(a + 1).toBe(b);
});
test.each([{ a: 1, b: 1 }])('obj $a', ({ a, b }) => {
  expect(a).toBe(b);
});
`;

const IDS = [
  'calc.test.js::each 1 > inner',
  'calc.test.js::each 2 > inner',
  'calc.test.js::inc 1',
  'calc.test.js::inc 2',
  'calc.test.js::obj 1',
];

async function vitestJUnit(source: string): Promise<string> {
  await writeFile(join(dir, 'calc.test.js'), source);
  const out = join(dir, 'report.xml');
  await run(VITEST, ['run', '--root', dir, '--reporter=junit', `--outputFile=${out}`], {
    cwd: dir,
  }).catch(() => undefined);
  return readFile(out, 'utf8');
}

describe('table tests as targets', () => {
  it('unsealed, vitest names the rows so', { timeout: 60_000 }, async () => {
    const report = parseJUnit(await vitestJUnit(SUITE));
    expect(report.tests.map((t) => t.id).sort()).toEqual(IDS);
  });

  it.each([1, 2])(
    'sealed (seed %i), every row reads back under that id',
    { timeout: 60_000 },
    async (n) => {
      const suite = seal(SUITE, n);
      const reading = judgeSealed(parseJUnit(await vitestJUnit(sealedText(suite))), suite, 'junit');
      expect(reading.tampering).toEqual([]);
      expect(reading.plantsAsPlanted).toBe(true);
      expect(reading.report.tests.map((t) => [t.id, t.status]).sort()).toEqual(
        IDS.map((id) => [id, 'passed']),
      );
      expect(suite.twins).toBeGreaterThan(0);
    },
  );
});
