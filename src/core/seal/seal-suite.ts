/**
 * Seals one trusted suite for one run (PROTOCOL 5.1): renames every test, adds twins of its
 * assertions and must-fail / must-pass plants, and returns the files to run with the map
 * that reads the report afterwards. Twins are spread so the suite reaches TARGET_BITS of
 * guessing where it can, within MAX_TWINS (each twin is a copy of a whole test, so a run
 * costs more with each); twins are counted per test (twin-set.ts). Files in other languages, and files without tests, are copied as
 * they are.
 */
import { ExecutionError } from '../errors.js';
import type { ReportFormat } from '../reports/model.js';
import { goFileSealer } from './go-file.js';
import { jsFileSealer } from './js-file.js';
import { importedPaths, isImported, usesMochaExports } from './js-mocha-ui.js';
import type {
  FilePlan,
  FileSealer,
  FoundTest,
  Framework,
  SealedSuite,
  SealedTest,
} from './model.js';
import type { SealRandom } from './prng.js';
import { bootstrapPythonSuite } from './python-bootstrap.js';
import { helperCallsOf } from './python-helper-asserts.js';
import { sealHelperNames } from './python-helper-names.js';
import { declaredEncoding, testsOfEncodedPython } from './python-encoding.js';
import { pythonFileSealer } from './python-file.js';
import { type JudgedComparison, readsOwnText } from './python-judged.js';
import {
  certainOnce,
  judgedFileText,
  markSeen,
  suiteOverridesComparison,
} from './python-judged-file.js';
import { recorderStatement } from './python-recorder.js';
import { sealLanguageOf, type TestFileParser } from './syntax.js';
import { twinCapacity } from './twin-set.js';

/** The guessing a sealed suite aims for: a patch copying expected values escapes ≤ 2^-20. */
export const TARGET_BITS = 20;
/** At most this many twins per suite. */
export const MAX_TWINS = 128;
/** Plants per suite of each kind. */
export const PLANTS_EACH = 2;

export interface SuiteSource {
  /** Every file of the trusted folder: path (relative, `/`-separated) → bytes. */
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** The command that runs it, where known: it may say how files are read (mocha's `--ui`). */
  readonly command?: readonly string[];
}

/** Which framework reads a file, from the report format the suite declares. */
export function frameworkFor(
  format: ReportFormat,
  language: 'python' | 'js' | 'go',
): Framework | null {
  if (language === 'go') return format === 'go' ? 'go' : null;
  if (language === 'python')
    return format === 'unittest' ? 'unittest' : format === 'junit' ? 'pytest' : null;
  return format === 'unittest' || format === 'go' ? null : 'node';
}

/** `maxTwins` 0: plants and new names only (a run with no patched code, where twins could catch nothing). */
export function sealSuite(
  what: string,
  source: SuiteSource,
  format: ReportFormat,
  parser: TestFileParser,
  random: SealRandom,
  maxTwins = MAX_TWINS,
  judge = false,
): SealedSuite {
  const tokens = new Set<string>();
  const names = new Map<string, SealedTest>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const sealers = new Map<string, { sealer: FileSealer; dispose(): void }>();
  const files = new Map(source.files);
  const exportsUi = mochaExportsFiles(source);
  const calls = frameworkFor(format, 'python') ? helperCallsOf(source.files, parser) : null;
  // Judged comparisons use unittest's own methods: not where the suite redefines them.
  const judging = judge && !suiteOverridesComparison(source.files);
  try {
    for (const path of [...source.files.keys()].sort()) {
      const language = sealLanguageOf(path);
      const framework = language
        ? frameworkFor(format, language === 'python' || language === 'go' ? language : 'js')
        : null;
      if (!language || !framework) continue;
      let text: string;
      try {
        text = decoder.decode(source.files.get(path));
      } catch {
        if (language === 'python') refuseEncodedTests(path, source.files, framework, parser);
        continue; // not text: nothing a framework would read as tests
      }
      const parsed = parser.parse(language, text);
      if (parsed.root.hasError) {
        parsed.dispose();
        throw new ExecutionError(
          'SuiteNotSealable',
          `the ${what} file ${path} does not parse, so its tests cannot be sealed; fix the trusted tests and load the spec again`,
          {
            details: { path },
          },
        );
      }
      const fileRandom = random.fork(path);
      const collected = framework !== 'unittest' || discoverable(path, source.files);
      const sealer =
        framework === 'node'
          ? jsFileSealer(path, text, parsed.root, fileRandom, tokens, exportsUi(path))
          : framework === 'go'
            ? goFileSealer(path, text, parsed.root, fileRandom, tokens)
            : pythonFileSealer(path, text, parsed.root, framework, fileRandom, tokens, {
                collected,
                names,
                calls: calls?.(path),
                judge: judging,
                keepText: readsOwnText(text),
              });
      sealers.set(path, { sealer, dispose: () => parsed.dispose() });
    }
    const plans = allocate(
      [...sealers].map(([path, s]) => [path, s.sealer] as const),
      random.fork('allocate'),
      maxTwins,
    );
    const tests: SealedTest[] = [];
    let bits = 0;
    const records = `.patchproof-records-${random.fork('records').word(16)}.jsonl`;
    const comparisons: JudgedComparison[] = [];
    const shared = new Set<string>();
    for (const [path, { sealer }] of sealers) {
      const plan = plans.get(path) as FilePlan;
      const out = sealer.render(plan);
      tests.push(...out.tests);
      bits += out.bits;
      let text = out.text;
      if (out.judged) comparisons.push(...out.judged.comparisons);
      for (const token of out.shared ?? []) shared.add(token);
      // Comments go from every judged file: twins and judged values alike are restated there.
      if (judging && sealLanguageOf(path) === 'python' && out.tests.length > 0) {
        const ups = path.split('/').length - 1 + 2;
        const recorder = out.judged ? recorderStatement(out.judged.recorder, records, ups) : null;
        text = judgedFileText(text, parser, recorder, !readsOwnText(text));
      }
      if (sealer.tests.length > 0 || out.tests.length > 0)
        files.set(path, new TextEncoder().encode(text));
      if (path.endsWith('.go')) renameFuzzCorpora(path, out.tests, files);
    }
    return {
      // Helpers beside the tests resolve by bare name, and to the trusted file (python-bootstrap.ts).
      // and, under names drawn here, to no module the patch could put in their place (python-helper-names.ts).
      files: frameworkFor(format, 'python')
        ? bootstrapPythonSuite(
            sealHelperNames(files, parser, random.fork('helper-names'), (path) =>
              Boolean(sealers.get(path)?.sealer.tests.length),
            ),
            parser,
          )
        : files,
      tests,
      planted: tests.filter((t) => t.role === 'must-fail' || t.role === 'must-pass').length,
      twins: tests.filter((t) => t.role === 'twin').length,
      bits: roundBits(bits),
      ...(comparisons.length > 0
        ? { judged: { records, comparisons: markSeen(certainOnce(comparisons, shared), files) } }
        : {}),
    };
  } finally {
    for (const s of sealers.values()) s.dispose();
  }
}

/**
 * A Go fuzz test's seed corpus lives in `testdata/fuzz/<FuzzName>/` beside its file; renamed,
 * the test would run none of it. Each corpus is copied to the sealed name as well.
 */
function renameFuzzCorpora(
  path: string,
  tests: readonly SealedTest[],
  files: Map<string, Uint8Array>,
): void {
  const dir = path.includes('/') ? `${path.slice(0, path.lastIndexOf('/'))}/` : '';
  for (const t of tests) {
    if (t.role !== 'real' || !t.original.startsWith('Fuzz')) continue;
    const from = `${dir}testdata/fuzz/${t.original}/`;
    for (const [file, bytes] of [...files])
      if (file.startsWith(from))
        files.set(`${dir}testdata/fuzz/${t.token}/${file.slice(from.length)}`, bytes);
  }
}

/** Which JavaScript files mocha reads through its `exports` interface (js-mocha-ui.ts). */
function mochaExportsFiles(source: SuiteSource): (path: string) => boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const texts = new Map<string, string>();
  for (const [path, bytes] of source.files) {
    if (!/\.(?:[cm]?[jt]sx?|json|jsonc|ya?ml|opts)$/.test(path)) continue;
    try {
      texts.set(path, decoder.decode(bytes));
    } catch {
      // not text: neither a configuration nor an importer
    }
  }
  if (!usesMochaExports(source.command, texts)) return () => false;
  const imported = importedPaths(texts);
  return (path) => !isImported(path, imported);
}

/** Bits as receipts record them: two decimals. */
export function roundBits(bits: number): number {
  return Math.round(bits * 100) / 100;
}

/** A Python file in another encoding that Python runs, holding tests: not sealable (python-encoding.ts). */
function refuseEncodedTests(
  path: string,
  files: ReadonlyMap<string, Uint8Array>,
  framework: Framework,
  parser: TestFileParser,
): void {
  const bytes = files.get(path) as Uint8Array;
  const collected = framework !== 'unittest' || discoverable(path, files);
  const tests = testsOfEncodedPython(path, bytes, framework, parser, collected);
  if (tests === 0) return;
  throw new ExecutionError(
    'SuiteNotSealable',
    `the trusted file ${path} is written in ${declaredEncoding(bytes)}, not UTF-8, and sealing reads UTF-8 only, so its tests cannot be sealed; save it as UTF-8 (its coding line can then go) and load the spec again`,
    { details: { path } },
  );
}

/** unittest discovery loads `test*.py` only, and below the start folder only inside packages. */
function discoverable(path: string, files: ReadonlyMap<string, Uint8Array>): boolean {
  const parts = path.split('/');
  if (!/^test.*\.py$/.test(parts[parts.length - 1] as string)) return false;
  for (let i = 1; i < parts.length; i++)
    if (!files.has([...parts.slice(0, i), '__init__.py'].join('/'))) return false;
  return true;
}

/** Decides how many twins each assertion gets and where the plants go. */
function allocate(
  sealers: readonly (readonly [string, FileSealer])[],
  random: SealRandom,
  maxTwins: number,
): Map<string, FilePlan> {
  const plans = new Map<string, FilePlan>(
    sealers.map(([path]) => [path, { twins: new Map(), mustFail: 0, mustPass: 0 }]),
  );
  const candidates: {
    path: string;
    test: FoundTest;
    most: number;
    bitsEach: (n: number) => number;
  }[] = [];
  for (const [path, sealer] of sealers) {
    sealer.tests.forEach((test, i) => {
      if (!test.twinnable) return;
      // What the values allow, learnt on a throwaway stream so the real draws stay fixed.
      const capacity = twinCapacity(test.assertions, random.fork(`probe/${path}/${i}`));
      if (!capacity) return;
      candidates.push({
        path,
        test,
        most: capacity.most,
        bitsEach: (n) => (capacity.credited ? Math.log2(n + 1) : 0),
      });
    });
  }
  const chosen = random.shuffle(candidates).slice(0, maxTwins);
  const count = new Map(chosen.map((c) => [c, 1]));
  let total = chosen.length;
  const bits = (): number => chosen.reduce((sum, c) => sum + c.bitsEach(count.get(c) as number), 0);
  // Grow integer windows 1 → 3 → 7 → 15 round-robin until the target or the budget is met.
  for (let grew = true; grew && bits() < TARGET_BITS;) {
    grew = false;
    for (const c of chosen) {
      const now = count.get(c) as number;
      const next = Math.min(c.most, now * 2 + 1);
      if (
        next === now ||
        c.bitsEach(next) === c.bitsEach(now) ||
        total + next - now > maxTwins ||
        bits() >= TARGET_BITS
      )
        continue;
      count.set(c, next);
      total += next - now;
      grew = true;
    }
  }
  for (const c of chosen) (plans.get(c.path) as FilePlan).twins.set(c.test, count.get(c) as number);
  const sites = sealers.flatMap(([path, s]) => Array<string>(s.plantSites).fill(path));
  for (let i = 0; i < PLANTS_EACH * 2 && sites.length > 0; i++) {
    const plan = plans.get(sites[random.below(sites.length)] as string) as FilePlan;
    if (i % 2 === 0) plan.mustFail += 1;
    else plan.mustPass += 1;
  }
  return plans;
}
