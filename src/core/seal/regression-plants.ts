/**
 * Planted tests in the regression suite (PROTOCOL 5.1, "as far as its test files can be
 * read"). The regression suite is the project's own: the patch can read it, so renaming
 * and twins would buy little there and would break honest suites that rely on their names,
 * order and shared state. What goes in is plants only — two tests that must fail and two
 * that must pass — added where the same suite's run on the base showed tests collected
 * (Python test classes and pytest modules; node:test describe blocks and top levels), and
 * named from the words of the tests around them. Real tests are left exactly as they are. A
 * report that shows a must-fail plant passing (or a must-pass plant failing its check, or
 * any plant skipped) is a contradiction an honest run cannot produce.
 *
 * What this stops: blanket tricks in the regression phase (assertions made no-ops, failures
 * swallowed, a forged "all passed" report). What it cannot stop: code that knows the
 * project's own test names and spares only them (docs/threat-model.md).
 */
import type { TestReport } from '../reports/model.js';
import type { SealedSuite, SealedTest } from './model.js';
import type { SealRandom } from './prng.js';
import { jsPlantSites } from './regression-js.js';
import { pythonPlantSites } from './regression-python.js';
import { PLANTS_EACH } from './seal-suite.js';
import { sealLanguageOf, type SyntaxNode, type TestFileParser } from './syntax.js';

/** Candidate test files of the patched tree: path → bytes. */
export interface RegressionSource {
  readonly files: ReadonlyMap<string, Uint8Array>;
}

/** A place plants can go: a test class, a pytest module, a describe block or a file's top level. */
export interface PlantSite {
  readonly file: string;
  /** The names (titles) of the tests already there: the plants' words come from them. */
  readonly tests: ReadonlySet<string>;
  /** Where the plant text goes. */
  readonly insertAt: number;
  /** Whether a reported id is one of this site's tests. */
  fits(id: string): boolean;
  /** The plant's source text, to insert at `insertAt`, comparing `a` with `b`. */
  plant(name: string, a: number, b: number): string;
  /** A plant name made of these words. */
  nameFrom(words: readonly string[]): string;
}

export const NO_PLANTS: SealedSuite = { files: new Map(), tests: [], planted: 0, twins: 0, bits: 0 };

/** Plants for the regression run; `planted: 0` when no collected place could take one. */
export function plantRegression(source: RegressionSource, format: 'unittest' | 'junit' | 'tap', base: TestReport | null, parser: TestFileParser, random: SealRandom): SealedSuite {
  if (base === null) return NO_PLANTS;
  const sites: PlantSite[] = [];
  const texts = new Map<string, string>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const path of [...source.files.keys()].sort()) {
    const language = sealLanguageOf(path);
    const python = language === 'python';
    if (!language || (python && format === 'tap') || (!python && format === 'unittest')) continue;
    let text: string;
    try {
      text = decoder.decode(source.files.get(path));
    } catch {
      continue;
    }
    const parsed = parser.parse(language, text);
    try {
      // A file the grammar cannot read is run as it is: the regression suite is the
      // project's, and sealing must never be why an honest project fails.
      if (parsed.root.hasError) continue;
      texts.set(path, text);
      sites.push(...(python ? pythonPlantSites(path, text, parsed.root as SyntaxNode, format === 'junit') : jsPlantSites(path, parsed.root as SyntaxNode)));
    } finally {
      parsed.dispose();
    }
  }
  const ran = collectedOnBase(sites, base);
  if (ran.length === 0) return NO_PLANTS;
  // Every name and string of the files is taken: attributes, helpers, titles of nested tests.
  const taken = new Set([
    ...sites.flatMap((c) => [...c.tests]),
    ...[...texts.values()].flatMap((t) => [...(t.match(/\btest\w*/g) ?? []), ...[...t.matchAll(/(['"`])([^'"`\\\n]{1,200})\1/g)].map((m) => m[2] as string)]),
  ]);
  const suiteWords = wordsOf(sites.flatMap((c) => [...c.tests]));
  const edits = new Map<string, { at: number; text: string }[]>();
  const tests: SealedTest[] = [];
  for (let i = 0; i < PLANTS_EACH * 2; i++) {
    const role = i % 2 === 0 ? 'must-fail' : 'must-pass';
    const site = ran[random.below(ran.length)] as PlantSite;
    const fileWords = wordsOf(sites.filter((x) => x.file === site.file).flatMap((x) => [...x.tests]));
    const name = plantName(site, [wordsOf([...site.tests]), fileWords, suiteWords], taken, random);
    const a = 2 + random.below(998);
    const b = role === 'must-pass' ? a : (a + 1 + random.below(997)) % 1000;
    edits.set(site.file, [...(edits.get(site.file) ?? []), { at: site.insertAt, text: site.plant(name, a, b) }]);
    // Not required: a command may select tests (`-k`, a test id, a name pattern), and a
    // plant it leaves out is no contradiction. Leaving out a real test that passed on the
    // base is RegressionLost, so omission buys an attacker nothing here.
    tests.push({ token: name, role, original: '', file: site.file, parents: [], required: false, multi: false, dynamic: false });
  }
  const files = new Map<string, Uint8Array>();
  for (const [file, list] of edits) {
    let text = texts.get(file) as string;
    // Later places first, so earlier offsets stay right; a stable sort keeps one place's plants in order.
    for (const e of [...list].reverse().sort((x, y) => y.at - x.at)) text = text.slice(0, e.at) + e.text + text.slice(e.at);
    files.set(file, new TextEncoder().encode(text));
  }
  return { files, tests, planted: tests.length, twins: 0, bits: 0 };
}

/**
 * The sites whose tests passed on the base, attributed without doubt: an id that fits two
 * sites places no plant in either.
 */
function collectedOnBase(sites: readonly PlantSite[], base: TestReport): PlantSite[] {
  const chosen = new Set<PlantSite>();
  for (const t of base.tests) {
    if (t.status !== 'passed') continue;
    const fits = sites.filter((c) => c.fits(t.id));
    if (fits.length === 1) chosen.add(fits[0] as PlantSite);
  }
  return sites.filter((c) => chosen.has(c));
}

/**
 * A name of two or three words of the tests around it (the site's, else the file's, else
 * the suite's), used by nothing in the suite's files.
 */
function plantName(site: PlantSite, vocabularies: readonly string[][], taken: Set<string>, random: SealRandom): string {
  const words = vocabularies.find((w) => w.length >= 3) ?? vocabularies.find((w) => w.length >= 2) ?? [];
  for (let tries = 0; ; tries++) {
    const count = tries < 20 ? 2 : 3;
    const pick = words.length >= 2 && tries < 60 ? Array.from({ length: count }, () => words[random.below(words.length)] as string) : [random.word(6), random.word(6)];
    const name = site.nameFrom(pick);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** Lower-case words of test names and titles (`test_merge_pairs`, `merges touching pairs`). */
function wordsOf(names: readonly string[]): string[] {
  return [...new Set(names.flatMap((n) => n.replace(/^test_?/, '').split(/[_\s]+/)).filter((w) => /^[a-z][a-z0-9]*$/.test(w)))];
}
