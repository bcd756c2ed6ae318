/**
 * Planted tests in the regression suite (PROTOCOL 5.1, "as far as its test files can be
 * read"). The regression suite is the project's own: the patch can read it, so renaming and
 * twins would buy little there and would break honest suites that rely on their names,
 * order and shared state. What goes in is plants only — two tests that must fail and two
 * that must pass — in three steps:
 *
 * 1. place: in the base's own test files (never the patch's: a patch could hide or blur
 *    the places), where the suite's run on the base collected tests (Python test classes and
 *    pytest modules; node:test top levels and describe blocks), named from the words of the
 *    tests around them;
 * 2. calibrate: run the planted base once more, outside the patch's reach; keep the plants
 *    that were reported exactly as planted, and none at all if the real tests did not come
 *    out as they did unplanted (a fail-fast run, a filter, a skipped subclass, a decorator
 *    that passes arguments: whatever the suite does that plants would disturb);
 * 3. carry the kept plants into the patched files, at the same places. A patch that removed
 *    every such place leaves the phase unchecked, which fails it.
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

/** The regression suite's candidate test files: the base's, and the patch's changes to them. */
export interface RegressionSource {
  readonly base: ReadonlyMap<string, Uint8Array>;
  /** New bytes of a candidate file the patch changed or added; null when it deleted it. */
  readonly changed: ReadonlyMap<string, Uint8Array | null>;
}

/** A place plants can go: a test class, a pytest module, a describe block or a file's top level. */
export interface PlantSite {
  readonly file: string;
  /** What the place is, the same in the base and the patched file (`class Merge`, `describe "x"`). */
  readonly key: string;
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

export interface Plant {
  readonly site: PlantSite;
  readonly test: SealedTest;
  readonly a: number;
  readonly b: number;
}

/** The plants as placed in the base files, before calibration. */
export interface Placement {
  readonly plants: readonly Plant[];
  /** The base files with every plant in: what the calibration run uses. */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Places plants in the base files; null when no place the base run collected can take one. */
export function placePlants(source: RegressionSource, format: 'unittest' | 'junit' | 'tap', base: TestReport, parser: TestFileParser, random: SealRandom): Placement | null {
  const sites: PlantSite[] = [];
  const texts = new Map<string, string>();
  for (const path of [...source.base.keys()].sort()) {
    const text = textOf(source.base.get(path));
    const found = text === null ? null : sitesIn(path, text, format, parser);
    if (text === null || found === null) continue;
    texts.set(path, text);
    sites.push(...found);
  }
  const ran = collectedOnBase(sites, base);
  if (ran.length === 0) return null;
  // Every name and string of the files is taken, and every test the base run reported.
  const taken = new Set([
    ...sites.flatMap((c) => [...c.tests]),
    ...base.tests.flatMap((t) => [t.id, ...t.id.split(/::|\.| > /)]),
    ...[...texts.values()].flatMap((t) => [...(t.match(/\btest\w*/g) ?? []), ...[...t.matchAll(/(['"`])([^'"`\\\n]{1,200})\1/g)].map((m) => m[2] as string)]),
  ]);
  const suiteWords = wordsOf(sites.flatMap((c) => [...c.tests]));
  const plants: Plant[] = [];
  for (let i = 0; i < PLANTS_EACH * 2; i++) {
    const role = i % 2 === 0 ? 'must-fail' : 'must-pass';
    const site = ran[random.below(ran.length)] as PlantSite;
    const fileWords = wordsOf(sites.filter((x) => x.file === site.file).flatMap((x) => [...x.tests]));
    const name = plantName(site, [wordsOf([...site.tests]), fileWords, suiteWords], taken, random);
    const a = 2 + random.below(998);
    const b = role === 'must-pass' ? a : (a + 1 + random.below(997)) % 1000;
    plants.push({ site, a, b, test: { token: name, role, original: '', file: site.file, parents: [], required: true, multi: false, dynamic: false } });
  }
  return { plants, files: insert(plants.map((p) => ({ plant: p, site: p.site })), texts) };
}

/**
 * The plants the calibration run (the planted base) reported exactly as planted, or none when
 * its real tests did not come out as in the unplanted base run.
 */
export function calibrate(placement: Placement, report: TestReport | null, base: TestReport, format: 'unittest' | 'junit' | 'tap'): Set<string> {
  if (report === null || report.collectionErrors.length !== base.collectionErrors.length) return new Set();
  const byToken = new Map(placement.plants.map((p) => [p.test.token, p]));
  const seen = new Map<string, string[]>();
  const real = new Map<string, string>();
  for (const t of report.tests) {
    const plant = byToken.get(plantLeaf(t.id, format));
    if (!plant) real.set(t.id, t.status);
    else seen.set(plant.test.token, [...(seen.get(plant.test.token) ?? []), t.status === 'failed' && t.failure === 'assertion' ? 'failed' : t.status]);
  }
  const undisturbed = base.tests.length === real.size && base.tests.every((t) => real.get(t.id) === t.status);
  if (!undisturbed) return new Set();
  const kept = placement.plants.filter((p) => {
    const statuses = seen.get(p.test.token) ?? [];
    return statuses.length > 0 && statuses.every((s) => s === (p.test.role === 'must-fail' ? 'failed' : 'passed'));
  });
  return new Set(kept.map((p) => p.test.token));
}

/**
 * The kept plants carried into the patched files, each at the place it had in the base (a
 * file the patch changed is read again; a place it removed or altered takes none). `lost`
 * counts the kept plants that found no place.
 */
export function plantPatched(placement: Placement, kept: ReadonlySet<string>, source: RegressionSource, format: 'unittest' | 'junit' | 'tap', parser: TestFileParser): { suite: SealedSuite; files: Map<string, Uint8Array>; lost: number } {
  const texts = new Map<string, string>();
  const placed: { plant: Plant; site: PlantSite }[] = [];
  let lost = 0;
  for (const plant of placement.plants.filter((p) => kept.has(p.test.token))) {
    const file = plant.site.file;
    const changed = source.changed.has(file);
    const text = textOf(changed ? source.changed.get(file) : source.base.get(file));
    const sites = text === null ? null : changed ? sitesIn(file, text, format, parser) : [plant.site];
    const site = sites?.find((s) => s.key === plant.site.key && [...plant.site.tests].every((t) => s.tests.has(t)));
    if (text === null || !site) {
      lost += 1;
      continue;
    }
    texts.set(file, text);
    placed.push({ plant, site });
  }
  const tests = placed.map((p) => p.plant.test);
  return { suite: { files: new Map(), tests, planted: tests.length, twins: 0, bits: 0 }, files: insert(placed, texts), lost };
}

/** The leaf a report id names a plant by: the method, the JUnit name, or node's last title. */
export function plantLeaf(id: string, format: 'unittest' | 'junit' | 'tap'): string {
  if (format === 'unittest') return id.slice(id.lastIndexOf('.') + 1);
  const at = id.indexOf('::');
  const tail = at >= 0 ? id.slice(at + 2) : id;
  return (tail.split(' > ').pop() as string).replace(/\[.*$/, '');
}

function textOf(bytes: Uint8Array | null | undefined): string | null {
  if (!bytes) return null;
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

/** The plant sites of one file; null when the grammar cannot read it (it is run as it is). */
function sitesIn(path: string, text: string, format: 'unittest' | 'junit' | 'tap', parser: TestFileParser): PlantSite[] | null {
  const language = sealLanguageOf(path);
  const python = language === 'python';
  if (!language || (python && format === 'tap') || (!python && format === 'unittest')) return null;
  const parsed = parser.parse(language, text);
  try {
    if (parsed.root.hasError) return null;
    return python ? pythonPlantSites(path, text, parsed.root as SyntaxNode, format === 'junit') : jsPlantSites(path, parsed.root as SyntaxNode);
  } finally {
    parsed.dispose();
  }
}

function insert(placed: readonly { plant: Plant; site: PlantSite }[], texts: ReadonlyMap<string, string>): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const file of new Set(placed.map((p) => p.plant.site.file))) {
    let text = texts.get(file) as string;
    // Later places first, so earlier offsets stay right; a stable sort keeps one place's plants in order.
    const here = placed.filter((p) => p.plant.site.file === file).reverse().sort((x, y) => y.site.insertAt - x.site.insertAt);
    for (const { plant, site } of here) text = text.slice(0, site.insertAt) + site.plant(plant.test.token, plant.a, plant.b) + text.slice(site.insertAt);
    files.set(file, new TextEncoder().encode(text));
  }
  return files;
}

/** The sites whose tests passed on the base, attributed without doubt: an id that fits two sites places no plant in either. */
function collectedOnBase(sites: readonly PlantSite[], base: TestReport): PlantSite[] {
  const chosen = new Set<PlantSite>();
  for (const t of base.tests) {
    if (t.status !== 'passed') continue;
    const fits = sites.filter((c) => c.fits(t.id));
    if (fits.length === 1) chosen.add(fits[0] as PlantSite);
  }
  return sites.filter((c) => chosen.has(c));
}

/** Two or three words of the tests around it (the site's, else the file's, else the suite's), used by nothing in the suite. */
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
