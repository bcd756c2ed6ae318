/**
 * Reads a sealed run's report (PROTOCOL 5.1): every reported id is looked up in the seal's
 * map, planted tests and twins are checked for contradictions that an honest run cannot
 * produce, and what remains is the report of the real tests under their real names, which
 * the ordinary verdict rules then judge. Tampering found here fails the phase as
 * `EvidenceTampered`; a wrong answer that happens to match a twin's value is not tampering.
 */
import { buildReport } from '../reports/report-builder.js';
import { isFileId } from '../reports/tap.js';
import type { ReportFormat, TestCaseResult, TestReport } from '../reports/model.js';
import type { SealedSuite, SealedTest } from './model.js';
import { plantNamed } from './regression-plants.js';
import { chainStart, holdsToken, tokenChain } from './token-chain.js';

export interface SealReading {
  /** The real tests, with the names they have in the trusted files. */
  readonly report: TestReport;
  /** Failing tests in the report as run (plants and twins included), for the exit status rule. */
  readonly rawFailing: number;
  /** Contradictions found; empty when the evidence holds. */
  readonly tampering: readonly string[];
  readonly plantsAsPlanted: boolean;
  /**
   * The counts with each test of the trusted files counted once, at its worst (issue 35): what
   * the hidden phase publishes. A report may name one test under many classes (inheritance)
   * or parameters, so counts of its rows are the code's to choose and could carry hidden bits;
   * these are bounded by the files' own tests.
   */
  readonly written: Pick<TestReport, 'executed' | 'passed' | 'failed' | 'errored' | 'skipped'>;
}

type Format = ReportFormat;

interface Resolved {
  readonly entry: SealedTest;
  /** The id under real names. */
  readonly id: string;
}

export interface JudgeOptions {
  /**
   * The regression suite (regression-plants.ts): only plants are in the map; every other id
   * is a real test under its own name, and a must-fail plant may fail by error as well (a
   * wrong patch can break what a whole class needs). Default: every id must be known.
   */
  readonly open?: boolean;
  /**
   * Why a sealed test, as the class (or module) `who` ran it, did not hold its comparisons
   * judged outside the run (judged-run.ts); undefined when it did. A row the report says
   * passed then failed by assertion, and `tampered` adds a contradiction.
   */
  readonly judged?: (
    token: string,
    who: string,
  ) => { readonly message: string; readonly tampered: boolean } | undefined;
}

export function judgeSealed(
  report: TestReport,
  suite: SealedSuite,
  format: Format,
  options: JudgeOptions = {},
): SealReading {
  const byToken = new Map(suite.tests.map((t) => [t.token, t]));
  const tampering: string[] = [];
  const real: TestCaseResult[] = [];
  // Rows of real that stand for no sealed test: a crashed file's record, a twin's panic.
  const unnamed: TestCaseResult[] = [];
  const seen = new Map<SealedTest, { test: TestCaseResult }[]>();
  // node:test names a file whose process died mid-run by its path (tap.ts): the run's record
  // of that death, not a sealed test; the tests after it never ran, as after a Go panic.
  let crashed = false;
  for (const row of report.tests) {
    if (format === 'tap' && report.interrupted === true && isFileId(row.id)) {
      crashed = true;
      real.push(row);
      unnamed.push(row);
      continue;
    }
    const found = options.open
      ? resolvePlant(row.id, format, byToken)
      : resolve(row.id, format, byToken);
    const why = found ? options.judged?.(found.entry.token, makerOf(row.id)) : undefined;
    const test: TestCaseResult =
      why !== undefined && row.status === 'passed'
        ? { ...row, status: 'failed', failure: 'assertion', message: why.message }
        : row;
    if (why?.tampered === true && row.status === 'passed')
      tampering.push(
        `a test passed without a comparison it makes whenever it passes (${short(row.id)}): the test or its recorder was rewritten while it ran`,
      );
    if (!found && options.open) {
      real.push(test);
      unnamed.push(test);
      continue;
    }
    if (!found) {
      tampering.push(
        `the report names a test the trusted files do not define (${short(test.id)}); a sealed suite's tests must be written in its files, not made at run time`,
      );
      continue;
    }
    const instances = seen.get(found.entry) ?? [];
    // Parsers read one id run twice as one test (`runs`), the worst of its runs: a real
    // test's title repeated in a loop is the project's. A plant is written once, and so is a
    // twin outside a loop: run twice, it was printed by the code under test.
    if ((test.runs ?? 1) > 1 && repeatIsForged(found.entry))
      tampering.push(`a planted test or twin is reported ${test.runs} times (${short(test.id)})`);
    // The same test under two classes is inheritance, and under two pytest parameters is
    // parametrizing (fixtures can do it too).
    if (instances.some((i) => i.test.id === test.id))
      tampering.push(`a test is reported twice (${short(test.id)})`);
    instances.push({ test });
    seen.set(found.entry, instances);
    if (found.entry.role === 'real' || found.entry.role === 'suite')
      real.push({ ...test, id: found.id });
  }
  // Tests a collection error or a Go panic kept from running are missing by design, not
  // hidden; but only the panic of a test that runs the code under test (a real test or a
  // twin) excuses them. A plant that "panics" is a forgery (plants call no code). A twin
  // that panicked ran the real test's input, so the code panics there: it fails the phase
  // as a real test would (`… [twin]`), whatever the missing tests would have said.
  const panicked = (instances: readonly { test: TestCaseResult }[]): TestCaseResult | undefined =>
    instances.find(
      (i) =>
        i.test.failure === 'error' && (i.test.status === 'failed' || i.test.status === 'errored'),
    )?.test;
  let realPanic = false;
  // One failure per original, however many of its twins panicked: since sealed Go tests
  // recover their own panics (go-recover.ts), all of them run.
  const twinPanics = new Set<string>();
  for (const [entry, instances] of seen) {
    const test = panicked(instances);
    if (!test || !(entry.role === 'real' || entry.role === 'suite' || entry.role === 'twin'))
      continue;
    realPanic = true;
    const original = entry.role === 'twin' ? byToken.get(entry.original) : undefined;
    const id = original ? `${original.file}::${original.original} [twin]` : '';
    if (report.interrupted === true && original && !twinPanics.has(id)) {
      twinPanics.add(id);
      real.push({ ...test, id });
      unnamed.push({ ...test, id });
    }
  }
  const complete =
    report.collectionErrors.length === 0 &&
    !(report.interrupted === true && (realPanic || crashed));
  let plantsAsPlanted = true;
  for (const entry of suite.tests) {
    const instances = seen.get(entry) ?? [];
    if (entry.required && instances.length === 0 && complete) {
      tampering.push(
        `a test of the trusted files is missing from the report (${entry.role === 'real' ? short(entry.original) : 'a planted test'})`,
      );
      if (entry.role !== 'real') plantsAsPlanted = false;
    }
    for (const { test } of instances) {
      if (
        entry.role === 'must-fail' &&
        !(test.status === 'failed' && (test.failure === 'assertion' || options.open))
      ) {
        tampering.push(`a planted test that must fail by assertion is reported ${test.status}`);
        plantsAsPlanted = false;
      }
      // A must-pass plant calls nothing that can raise; in an interrupted (Go) run it cannot
      // have panicked either: reported failing by error there, it is a forged interruption.
      const forgedPanic =
        report.interrupted === true &&
        !options.open &&
        test.status !== 'passed' &&
        test.status !== 'skipped';
      if (
        entry.role === 'must-pass' &&
        (test.status === 'skipped' ||
          (test.status === 'failed' && test.failure === 'assertion') ||
          forgedPanic)
      ) {
        tampering.push(`a planted test that must pass is reported ${test.status}`);
        plantsAsPlanted = false;
      }
      // A Go twin's subtests (`Test_<twin>/<title>`) run the original's subtests again and
      // pass where they do; only the twin itself holds the changed assertion.
      const goSubtest = format === 'go' && test.id.slice(test.id.indexOf('::') + 2).includes('/');
      if (
        entry.role === 'twin' &&
        !goSubtest &&
        (test.status === 'passed' || test.status === 'skipped')
      ) {
        // Compared wherever each was reported: the class part of an id is the code's to
        // print, so a twin and its original must not escape each other by changing it.
        const original = byToken.get(entry.original);
        const partner = original
          ? (seen.get(original) ?? []).find((i) => i.test.status === 'passed')
          : undefined;
        if (partner) {
          tampering.push(
            `a test and its twin, which expects a different value, both passed (${short(original?.original ?? '')})`,
          );
          plantsAsPlanted = false;
        }
      }
    }
  }
  // Two reported ids for one real test are two spellings of it, which no reporter prints.
  if (new Set(real.map((t) => t.id)).size < real.length)
    tampering.push('two reported tests stand for the same real test');
  const rebuilt = buildReport(real, report.collectionErrors);
  const { executed, passed, failed, errored, skipped } = buildReport(
    [...writtenRows(seen), ...unnamed],
    [],
  );
  return {
    // The run as it was: cut short (a crash, a panic, a stall) whatever names it ran under.
    report: report.interrupted === true ? { ...rebuilt, interrupted: true } : rebuilt,
    rawFailing: report.failed + report.errored,
    tampering: [...new Set(tampering)],
    plantsAsPlanted,
    written: { executed, passed, failed, errored, skipped },
  };
}

/** One row per report row of a real test, named by the sealed test it stands for. */
function writtenRows(
  seen: ReadonlyMap<SealedTest, readonly { test: TestCaseResult }[]>,
): TestCaseResult[] {
  return [...seen].flatMap(([entry, instances]) =>
    entry.role === 'real' || entry.role === 'suite'
      ? instances.map(({ test }) => ({ ...test, id: entry.token }))
      : [],
  );
}

/** Whether a sealed test reported more than once can only have been printed twice. */
function repeatIsForged(entry: SealedTest): boolean {
  if (entry.role === 'must-fail' || entry.role === 'must-pass') return true;
  return entry.role === 'twin' && !entry.multi;
}

/** A plant an id names by its leaf (the regression suite's real tests keep their names); null otherwise. */
function resolvePlant(
  id: string,
  format: Format,
  byToken: ReadonlyMap<string, SealedTest>,
): Resolved | null {
  const entry = plantNamed(id, format, byToken);
  return entry ? { entry, id } : null;
}

/** The sealed test an id names, with the id it has under real names; null when unknown. */
function resolve(
  id: string,
  format: Format,
  byToken: ReadonlyMap<string, SealedTest>,
): Resolved | null {
  if (format === 'unittest') {
    const parts = id.split('.');
    const leaf = parts[parts.length - 1] as string;
    const found = pythonLeaf(leaf, byToken);
    if (!found) return null;
    return { entry: found.entry, id: [...parts.slice(0, -1), found.real].join('.') };
  }
  if (format === 'go') return goTest(id, byToken);
  let prefix = '';
  let rest = id;
  if (format === 'junit') {
    const at = id.indexOf('::');
    if (at < 0) return null;
    prefix = id.slice(0, at + 2);
    rest = id.slice(at + 2);
    // A classname of titles, not a file (mocha's reporters: `<test>::<chain>`, `<chain>::<test>`,
    // and `::<test>` for a test at the root, whose chain is empty).
    if (prefix === '::' || holdsToken(prefix, byToken)) return tokenChain(id, byToken);
  }
  const python = format === 'junit' && !rest.includes(' > ') && /^test/.test(rest);
  if (python) {
    const bracket = rest.indexOf('[');
    const leaf = bracket < 0 ? rest : rest.slice(0, bracket);
    const found = pythonLeaf(leaf, byToken);
    if (!found) return null;
    return {
      entry: found.entry,
      id: prefix + found.real + (bracket < 0 ? '' : rest.slice(bracket)),
    };
  }
  const path = nodePath(rest.split(' > '), prefix, byToken);
  // mocha's and jest's reporters spell the chain of titles their own way (token-chain.ts).
  return path ?? (format === 'junit' ? tokenChain(id, byToken) : null);
}

/** Go: `<package>::<Test_token>`, or a subtest of it `…/<title>`; the package and subtest keep their names. */
function goTest(id: string, byToken: ReadonlyMap<string, SealedTest>): Resolved | null {
  const at = id.indexOf('::');
  if (at < 0) return null;
  const name = id.slice(at + 2);
  const slash = name.indexOf('/');
  const entry = byToken.get(slash < 0 ? name : name.slice(0, slash));
  if (!entry) return null;
  const own = entry.role === 'real' ? entry.original : entry.token;
  return { entry, id: `${id.slice(0, at + 2)}${own}${slash < 0 ? '' : name.slice(slash)}` };
}

/** A Python leaf: a token, or (for parametrizing decorators) a token with a suffix. */
function pythonLeaf(
  leaf: string,
  byToken: ReadonlyMap<string, SealedTest>,
): { entry: SealedTest; real: string } | null {
  const exact = byToken.get(leaf);
  if (exact) return { entry: exact, real: exact.role === 'real' ? exact.original : leaf };
  const m = /^(test_[a-z][a-z0-9]{11})(_.+)$/.exec(leaf);
  const entry = m ? byToken.get(m[1] as string) : undefined;
  if (!m || !entry || !entry.multi || entry.role !== 'real') return null;
  return { entry, real: entry.original + (m[2] as string) };
}

/** node:test titles: each segment a token, or `<token> <value>` for a title made at run time. */
function nodePath(
  segments: string[],
  prefix: string,
  byToken: ReadonlyMap<string, SealedTest>,
): Resolved | null {
  const names: string[] = [];
  const chain: SealedTest[] = [];
  let last: SealedTest | undefined;
  for (let i = 0; i < segments.length; i++) {
    let segment = segments[i] as string;
    const space = segment.indexOf(' ');
    const token = space < 0 ? segment : segment.slice(0, space);
    const entry = byToken.get(token);
    if (!entry) return null;
    if (space >= 0 && !entry.dynamic) return null;
    // A computed title may itself contain " > ": take segments up to the next token.
    while (
      entry.dynamic &&
      i + 1 < segments.length &&
      !byToken.has((segments[i + 1] as string).split(' ')[0] as string)
    )
      segment += ` > ${segments[++i]}`;
    // A value holding other tokens is a reporter that joins titles with spaces (jest-junit,
    // mocha): the whole chain is in this one segment, for tokenChain to read.
    if (entry.dynamic && holdsToken(segment.slice(token.length), byToken)) return null;
    chain.push(entry);
    names.push(
      entry.dynamic
        ? segment.slice(token.length + 1)
        : entry.role === 'real' || entry.role === 'suite'
          ? entry.original
          : token,
    );
    last = entry;
  }
  // Each title under its parent; a loose one (model.ts) may have its callers' suites between.
  if (!last || chainStart(chain, chain.length - 1) !== 0) return null;
  return { entry: last, id: prefix + names.join(' > ') };
}

/**
 * The class (or module) a reported test ran in, as the recorder names it: the last part of
 * the id before `::` (JUnit), or before the test's own name (unittest's `module.Class.test`).
 */
function makerOf(id: string): string {
  const cut = id.indexOf('::');
  const owner = cut < 0 ? id.slice(0, Math.max(0, id.lastIndexOf('.'))) : id.slice(0, cut);
  return owner.slice(owner.lastIndexOf('.') + 1);
}

function short(text: string): string {
  const flat = text.replace(/[\p{Cc}\p{Cf}]/gu, ' ');
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}
