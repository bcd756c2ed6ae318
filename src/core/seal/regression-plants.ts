/**
 * Planted tests in the regression suite (PROTOCOL 5.1, "as far as its test files can be
 * read"). The regression suite is the project's own: the patch can read it, so renaming and
 * twins would buy little there and would break honest suites that rely on their names,
 * order and shared state. What goes in is plants only — two tests that must fail and two
 * that must pass — in three steps:
 *
 * 1. place: in the base's own test files (never the patch's: a patch could hide or blur
 *    the places), where the suite's run on the base collected tests (Python test classes and
 *    pytest modules; node:test top levels and describe blocks; Go test files), named from the words of the
 *    tests around them;
 * 2. calibrate: run the planted base once more, outside the patch's reach; keep the plants
 *    that were reported exactly as planted, and none at all if the real tests did not come
 *    out as they did unplanted (a fail-fast run, a filter, a skipped subclass, a decorator
 *    that passes arguments: whatever the suite does that plants would disturb);
 * 3. carry the kept plants into the patched files, at the same places, in the same slots
 *    among the tests and in the same assertion forms. Plants go only to places the patch
 *    leaves as they are, so none is lost on the way; a patch that changed every such place
 *    leaves the phase unchecked, which fails it.
 *
 * What this stops: blanket tricks in the regression phase (assertions made no-ops, failures
 * swallowed, a forged "all passed" report). What it cannot stop: code that knows the
 * project's own test names and spares only them (docs/threat-model.md).
 */
import type { ReportFormat, TestReport } from '../reports/model.js';
import type { SealedSuite, SealedTest } from './model.js';
import type { RegressionSource } from './regression-source.js';
import type { SealRandom } from './prng.js';
import { goPlantSites } from './regression-go.js';
import { jsPlantSites } from './regression-js.js';
import { pythonPlantSites } from './regression-python.js';
import { plantName, TakenNames, wordsOf } from './plant-name.js';
import { PLANTS_EACH } from './seal-suite.js';
import { sealLanguageOf, type SyntaxNode, type TestFileParser } from './syntax.js';

export type { ProposedFile, RegressionSource, TestFileChange } from './regression-source.js';

/** A place plants can go: a test class, a pytest module, a describe block or a file's top level. */
export interface PlantSite {
  readonly file: string;
  /** What the place is, the same in the base and the patched file (`class Merge`, `describe "x"`). */
  readonly key: string;
  /** What a plant's form depends on (a class's bases, the call the tests use): must not change for a plant to be carried. */
  readonly header: string;
  /** The names (titles) of the tests already there: the plants' words come from them. */
  readonly tests: ReadonlySet<string>;
  /** Offsets a plant can go at: before each test, and last the end of the place. */
  readonly slots: readonly number[];
  /** The assertion forms the place's file uses, which plants take on. */
  readonly forms: readonly string[];
  /** Whether a reported id is one of this site's tests. */
  fits(id: string): boolean;
  /** The plant's source text for slot `slot`, checking `a` against `b` in form `form`. */
  plant(name: string, a: number, b: number, form: string, slot: number): string;
  /** A plant name made of these words. */
  nameFrom(words: readonly string[]): string;
}

export interface Plant {
  readonly site: PlantSite;
  readonly test: SealedTest;
  readonly a: number;
  readonly b: number;
  readonly form: string;
  /** Which of the site's slots, counted from the start. */
  readonly slot: number;
}

/** The plants as placed in the base files, before calibration. */
export interface Placement {
  readonly plants: readonly Plant[];
  /** The base files with every plant in: what the calibration run uses. */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Places plants in the base files, only at places the patch leaves as they are (same key
 * and header in its version of the file), so none is lost on the way. Null when no place the
 * base run collected can take one; `unmatchable` when there were such places and the patch
 * changed every one of them.
 */
export function placePlants(
  source: RegressionSource,
  format: ReportFormat,
  base: TestReport,
  parser: TestFileParser,
  random: SealRandom,
): Placement | 'unmatchable' | null {
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
  const eligible = ran.filter((site) => patchedSite(site, source, format, parser) !== null);
  if (eligible.length === 0) return 'unmatchable';
  const changedTexts = [...source.changed.values()]
    .map(textOf)
    .filter((t): t is string => t !== null);
  // Every name and string of the files (the patch's too) is taken, and every test the base run reported.
  const taken = new TakenNames([
    ...sites.flatMap((c) => [...c.tests]),
    // …and what plantNamed reads from each (its leaf, brackets stripped; a JUnit id's two halves).
    ...base.tests.flatMap((t) => [
      t.id,
      ...t.id.split(/::|\.| > /),
      plantLeaf(t.id, format),
      ...t.id.split('::'),
    ]),
    ...[...texts.values(), ...changedTexts].flatMap((t) => [
      ...(t.match(/\b[Tt]est\w*/g) ?? []),
      ...[...t.matchAll(/(['"`])([^'"`\\\n]{1,200})\1/g)].map((m) => m[2] as string),
    ]),
  ]);
  const suiteWords = wordsOf(sites.flatMap((c) => [...c.tests]));
  const plants: Plant[] = [];
  for (let i = 0; i < PLANTS_EACH * 2; i++) {
    const role = i % 2 === 0 ? 'must-fail' : 'must-pass';
    const site = eligible[random.below(eligible.length)] as PlantSite;
    const fileWords = wordsOf(
      sites.filter((x) => x.file === site.file).flatMap((x) => [...x.tests]),
    );
    const name = plantName(
      site.nameFrom,
      [wordsOf([...site.tests]), fileWords, suiteWords],
      taken,
      random,
    );
    const a = 2 + random.below(998);
    const b = role === 'must-pass' ? a : (a + 1 + random.below(997)) % 1000;
    // Anywhere among the place's tests, in a form its file uses: neither position nor form tells.
    const slot = random.below(site.slots.length);
    const form = site.forms[random.below(site.forms.length)] as string;
    plants.push({
      site,
      a,
      b,
      form,
      slot,
      test: {
        token: name,
        role,
        original: '',
        file: site.file,
        parents: [],
        required: true,
        multi: false,
        dynamic: false,
      },
    });
  }
  return {
    plants,
    files: insert(
      plants.map((p) => ({ plant: p, site: p.site, slot: p.slot })),
      texts,
    ),
  };
}

/** The place a base site is in the patched tree: itself when its file is unchanged; null when the patch removed or changed it. */
function patchedSite(
  site: PlantSite,
  source: RegressionSource,
  format: ReportFormat,
  parser: TestFileParser,
): { site: PlantSite; text: string } | null {
  if (!source.changed.has(site.file)) {
    const text = textOf(source.base.get(site.file));
    return text === null ? null : { site, text };
  }
  const text = textOf(source.changed.get(site.file));
  const found =
    text === null
      ? null
      : sitesIn(site.file, text, format, parser)?.find(
          (s) => s.key === site.key && s.header === site.header,
        );
  return text !== null && found ? { site: found, text } : null;
}

/**
 * The plants the calibration run (the planted base) reported exactly as planted, or none when
 * its real tests did not come out as in the unplanted base run.
 */
export function calibrate(
  placement: Placement,
  report: TestReport | null,
  base: TestReport,
  format: ReportFormat,
): Set<string> {
  if (report === null || report.collectionErrors.length !== base.collectionErrors.length)
    return new Set();
  const byToken = new Map(placement.plants.map((p) => [p.test.token, p]));
  const seen = new Map<string, string[]>();
  const real = new Map<string, string>();
  for (const t of report.tests) {
    const plant = plantNamed(t.id, format, byToken);
    if (!plant) real.set(t.id, t.status);
    else
      seen.set(plant.test.token, [
        ...(seen.get(plant.test.token) ?? []),
        t.status === 'failed' && t.failure === 'assertion' ? 'failed' : t.status,
      ]);
  }
  const undisturbed =
    base.tests.length === real.size && base.tests.every((t) => real.get(t.id) === t.status);
  if (!undisturbed) return new Set();
  const kept = placement.plants.filter((p) => {
    const statuses = seen.get(p.test.token) ?? [];
    return (
      statuses.length > 0 &&
      statuses.every((s) => s === (p.test.role === 'must-fail' ? 'failed' : 'passed'))
    );
  });
  return new Set(kept.map((p) => p.test.token));
}

/**
 * The kept plants carried into the patched files, each at the place it had in the base (a
 * file the patch changed is read again; a place it removed or altered takes none). `lost`
 * counts the kept plants that found no place.
 */
export function plantPatched(
  placement: Placement,
  kept: ReadonlySet<string>,
  source: RegressionSource,
  format: ReportFormat,
  parser: TestFileParser,
): { suite: SealedSuite; files: Map<string, Uint8Array>; lost: number } {
  const texts = new Map<string, string>();
  const placed: { plant: Plant; site: PlantSite; slot: number }[] = [];
  let lost = 0;
  for (const plant of placement.plants.filter((p) => kept.has(p.test.token))) {
    const found = patchedSite(plant.site, source, format, parser);
    if (!found) {
      lost += 1;
      continue;
    }
    texts.set(plant.site.file, found.text);
    // The same slot counted from the start, or the end when the patch left fewer tests there.
    const last = found.site.slots.length - 1;
    const slot = plant.slot === plant.site.slots.length - 1 ? last : Math.min(plant.slot, last);
    placed.push({ plant, site: found.site, slot });
  }
  const tests = placed.map((p) => p.plant.test);
  return {
    suite: { files: new Map(), tests, planted: tests.length, twins: 0, bits: 0 },
    files: insert(placed, texts),
    lost,
  };
}

/**
 * The kept plants in the base files, at the places and slots they were calibrated in: the
 * planted files of the guard run (test-integrity.ts), which runs base test files.
 */
export function plantBase(
  placement: Placement,
  kept: ReadonlySet<string>,
  source: RegressionSource,
): { suite: SealedSuite; files: Map<string, Uint8Array> } {
  const placed = placement.plants
    .filter((p) => kept.has(p.test.token))
    .map((plant) => ({ plant, site: plant.site, slot: plant.slot }));
  const texts = new Map(
    placed.map((p) => [p.site.file, textOf(source.base.get(p.site.file)) as string]),
  );
  const tests = placed.map((p) => p.plant.test);
  return {
    suite: { files: new Map(), tests, planted: tests.length, twins: 0, bits: 0 },
    files: insert(placed, texts),
  };
}

/** The leaf a report id names a plant by: the method, the JUnit name, or node's last title. */
export function plantLeaf(id: string, format: ReportFormat): string {
  if (format === 'unittest') return id.slice(id.lastIndexOf('.') + 1);
  const at = id.indexOf('::');
  const tail = at >= 0 ? id.slice(at + 2) : id;
  return (tail.split(' > ').pop() as string).replace(/\[.*$/, '');
}

/**
 * The plant a report id names, if any: by its leaf, or as the JUnit reporters of mocha and
 * Jest spell titles (regression-js.ts): mocha-junit-reporter puts the test's own title in
 * the classname, jest-junit ends the name with it after the describe's, joined by a space.
 */
export function plantNamed<T>(
  id: string,
  format: ReportFormat,
  byToken: ReadonlyMap<string, T>,
): T | undefined {
  const leaf = byToken.get(plantLeaf(id, format));
  if (leaf !== undefined || format !== 'junit') return leaf;
  const at = id.indexOf('::');
  if (at < 0) return undefined;
  const [classname, name] = [id.slice(0, at), id.slice(at + 2)];
  const own = byToken.get(classname);
  if (own !== undefined && name.endsWith(` ${classname}`)) return own;
  for (const [token, plant] of byToken)
    if (name.endsWith(` ${token}`) && classname.endsWith(` ${token}`)) return plant;
  return undefined;
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
function sitesIn(
  path: string,
  text: string,
  format: ReportFormat,
  parser: TestFileParser,
): PlantSite[] | null {
  const language = sealLanguageOf(path);
  const python = language === 'python';
  // A Go file only in a suite `go test -json` reports, and the other languages never there.
  if (
    !language ||
    (language === 'go') !== (format === 'go') ||
    (python && format === 'tap') ||
    (!python && format === 'unittest')
  )
    return null;
  const parsed = parser.parse(language, text);
  try {
    if (parsed.root.hasError) return null;
    if (language === 'go') return goPlantSites(path, parsed.root as SyntaxNode);
    return python
      ? pythonPlantSites(path, text, parsed.root as SyntaxNode, format === 'junit')
      : jsPlantSites(path, parsed.root as SyntaxNode);
  } finally {
    parsed.dispose();
  }
}

function insert(
  placed: readonly { plant: Plant; site: PlantSite; slot: number }[],
  texts: ReadonlyMap<string, string>,
): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const file of new Set(placed.map((p) => p.plant.site.file))) {
    let text = texts.get(file) as string;
    const at = (p: (typeof placed)[number]): number => p.site.slots[p.slot] as number;
    // Later places first, so earlier offsets stay right; a stable sort keeps one place's plants in order.
    const here = placed
      .filter((p) => p.plant.site.file === file)
      .reverse()
      .sort((x, y) => at(y) - at(x));
    for (const p of here)
      text =
        text.slice(0, at(p)) +
        p.site.plant(p.plant.test.token, p.plant.a, p.plant.b, p.plant.form, p.slot) +
        text.slice(at(p));
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
