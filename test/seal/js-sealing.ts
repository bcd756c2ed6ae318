/**
 * Sealing one JavaScript test file, as the js-*.test.ts tests of sealing do: the file is
 * calc.test.js, sealed for the reproduction phase with a JUnit report and a seed made of `n`.
 * Each test file loads the parser first, from its own beforeAll (`await loadParser()`).
 */
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import type { SealedSuite, SealedTest } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

let loaded: TestFileParser | undefined;

/** Loads the test-file parser the helpers here use (once per test file). */
export async function loadParser(): Promise<void> {
  loaded ??= await loadTestFileParser();
}

/** The parser loadParser() loaded. */
export function parser(): TestFileParser {
  if (loaded === undefined) throw new Error('call loadParser() from beforeAll first');
  return loaded;
}

/** `source` as calc.test.js, sealed with the seed made of `n`. */
export function seal(source: string, n = 3): SealedSuite {
  return sealSuite(
    'reproduction',
    { files: new Map([['calc.test.js', new TextEncoder().encode(source)]]) },
    'junit',
    parser(),
    new SealRandom(new Uint8Array(32).fill(n), 'patched'),
  );
}
/** The sealed text of calc.test.js. */
export const sealedText = (suite: SealedSuite): string =>
  new TextDecoder().decode(suite.files.get('calc.test.js'));
/** The real (renamed) test whose original title was `name`. */
export const real = (suite: SealedSuite, name: string): SealedTest =>
  suite.tests.find((t) => t.role === 'real' && t.original === name) as SealedTest;
