/**
 * The sealing fidelity property (issue 34), the part every language shares: walk real test
 * files, seal each as a one-file suite with a fixed seed under every framework its language
 * has, once with no twins and once with as many as sealing makes, hand both to the
 * language's checker (does it compile, is it the same suite, does each twin change only its
 * literals), and report per source. A language plugs in as a `FidelityLanguage`
 * (scripts/seal-fidelity-python.ts is one); scripts/seal-fidelity.ts picks it by `--lang`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PatchProofError } from '../src/core/errors.js';
import type { ReportFormat } from '../src/core/reports/model.js';
import type { SealedTest } from '../src/core/seal/model.js';
import { SealRandom } from '../src/core/seal/prng.js';
import { MAX_TWINS, sealSuite } from '../src/core/seal/seal-suite.js';
import type { SealLanguage, TestFileParser } from '../src/core/seal/syntax.js';

/** One sealed file for a language checker to judge. */
export interface FidelityJob {
  /** Where the file is on this machine (for messages and the compiler's file name). */
  readonly path: string;
  /** Its path inside the one-file suite it was sealed as. */
  readonly name: string;
  readonly format: ReportFormat;
  /** Whether twins were asked for (without them the sealed suite must be the original one, renamed). */
  readonly twins: boolean;
  readonly original: string;
  readonly sealed: string;
  /** The sealed suite's name map (role and original name of every sealed name). */
  readonly tests: readonly SealedTest[];
}

/** A language's compiler and comparer, started once for a whole run. */
export interface FidelityChecker {
  /** The files the language itself rejects (bad on purpose, another version), with the reason. */
  excluded(paths: readonly string[]): Promise<Map<string, string>>;
  /** Every way the sealed file breaks the property; empty when it holds. */
  check(job: FidelityJob): Promise<readonly string[]>;
  close(): Promise<void>;
}

export interface FidelityLanguage {
  readonly grammar: SealLanguage;
  /** Every grammar its files need, when more than `grammar` (JavaScript: also TypeScript, TSX). */
  readonly grammars?: readonly SealLanguage[];
  /** The report formats a file is sealed under (each framework the sealer knows for it). */
  readonly formats: readonly ReportFormat[];
  /** Files of the walk to check (by path). */
  isCandidate(path: string): boolean;
  /** Where the walk looks when no file list is given: a label and a folder per source. */
  defaultSources(): readonly { readonly label: string; readonly root: string }[];
  start(): FidelityChecker;
}

export interface FidelityFile {
  readonly source: string;
  readonly path: string;
}

export interface SourceReport {
  readonly source: string;
  checked: number;
  excluded: number;
  sealable: number;
  /** Files sealing declined with an error code (never sealed, so neither kept nor failed). */
  refused: number;
  tests: number;
  twins: number;
  readonly failures: { readonly path: string; readonly reason: string }[];
  readonly exclusions: { readonly path: string; readonly reason: string }[];
  readonly refusals: { readonly path: string; readonly reason: string }[];
}

/** The seed every fidelity run seals with: the same files give the same sealed text. */
const SEED = new Uint8Array(32).fill(34);

/** Every candidate file under `root`, sorted by path (symbolic links are not followed). */
export function walk(root: string, isCandidate: (path: string) => boolean): string[] {
  const out: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile() && isCandidate(path)) out.push(path);
    }
  };
  visit(root);
  return out.sort();
}

/** Every `n`th of `files` (sorted), at most `limit`: a fixed sample that reaches every folder. */
export function everyNth<T>(files: readonly T[], limit: number): T[] {
  if (files.length <= limit) return [...files];
  const step = files.length / limit;
  return Array.from({ length: limit }, (_, i) => files[Math.floor(i * step)] as T);
}

/** Seals `text` (or the file's bytes, as the product reads them) as the only file of a suite named `name`. */
export function sealOne(
  name: string,
  text: string | Uint8Array,
  format: ReportFormat,
  parser: TestFileParser,
  maxTwins: number,
  seed: Uint8Array = SEED,
): { sealed: string; tests: readonly SealedTest[]; bits: number } {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const suite = sealSuite(
    'fidelity',
    { files: new Map([[name, bytes]]) },
    format,
    parser,
    new SealRandom(seed, `fidelity/${name}`),
    maxTwins,
  );
  const sealed = new TextDecoder().decode(suite.files.get(name));
  return { sealed, tests: suite.tests, bits: suite.bits };
}

/** Checks `files` and returns one report per source, in the order the sources first appear. */
export async function runFidelity(
  language: FidelityLanguage,
  files: readonly FidelityFile[],
  parser: TestFileParser,
  progress: (done: number, total: number) => void = () => {},
): Promise<SourceReport[]> {
  const reports = new Map<string, SourceReport>();
  const reportOf = (source: string): SourceReport => {
    let r = reports.get(source);
    if (!r) {
      r = {
        source,
        checked: 0,
        excluded: 0,
        sealable: 0,
        refused: 0,
        tests: 0,
        twins: 0,
        failures: [],
        exclusions: [],
        refusals: [],
      };
      reports.set(source, r);
    }
    return r;
  };
  const checker = language.start();
  try {
    const excluded = await checker.excluded(files.map((f) => f.path));
    let done = 0;
    // One file in flight: the checker judges one file while the next is sealed.
    let inflight: Promise<void> = Promise.resolve();
    for (const file of files) {
      const report = reportOf(file.source);
      const why = excluded.get(file.path);
      if (why !== undefined) {
        report.excluded += 1;
        report.exclusions.push({ path: file.path, reason: why });
        progress(++done, files.length);
        continue;
      }
      const pending = checkFile(language, checker, file.path, parser);
      await inflight;
      inflight = pending.then((found) => {
        report.checked += 1;
        if (found.refusals.length > 0) report.refused += 1;
        else if (found.tests > 0) report.sealable += 1;
        for (const reason of found.refusals) report.refusals.push({ path: file.path, reason });
        report.tests += found.tests;
        report.twins += found.twins;
        for (const reason of found.failures) report.failures.push({ path: file.path, reason });
        progress(++done, files.length);
      });
    }
    await inflight;
  } finally {
    await checker.close();
  }
  return [...reports.values()];
}

/**
 * One file under every format, with no twins and with twins: sealed at once (synchronously),
 * then judged by the checker, which answers in the order it was asked. Sealing may decline a
 * file with an error code (a file Tree-sitter cannot parse): that is a refusal, reported as
 * one and never counted as sealed; anything else sealing throws is a failure.
 */
function checkFile(
  language: FidelityLanguage,
  checker: FidelityChecker,
  path: string,
  parser: TestFileParser,
): Promise<{ tests: number; twins: number; failures: string[]; refusals: string[] }> {
  // Sealed from its bytes, as the product reads a file: one that is not UTF-8 is sealing's
  // to refuse or leave as it is; the checker compares both texts decoded the same way.
  const bytes = new Uint8Array(readFileSync(path));
  const original = new TextDecoder().decode(bytes);
  const name = basename(path);
  const failures: string[] = [];
  const refusals: string[] = [];
  const judged: Promise<void>[] = [];
  let tests = 0;
  let twins = 0;
  for (const format of language.formats) {
    for (const maxTwins of [0, MAX_TWINS]) {
      const where = `${format}, ${maxTwins === 0 ? 'no twins' : 'twins'}`;
      let sealed: ReturnType<typeof sealOne>;
      try {
        sealed = sealOne(name, bytes, format, parser, maxTwins);
      } catch (e) {
        if (e instanceof PatchProofError)
          refusals.push(`${where}: sealing declined the file (${e.code}): ${e.message}`);
        else failures.push(`${where}: sealing crashed: ${(e as Error).message}`);
        continue;
      }
      const job = { path, name, format, twins: maxTwins > 0, original, ...sealed };
      judged.push(
        checker.check(job).then((reasons) => {
          for (const reason of reasons) failures.push(`${where}: ${reason}`);
        }),
      );
      tests = Math.max(tests, sealed.tests.filter((t) => t.role === 'real').length);
      if (maxTwins > 0) twins += sealed.tests.filter((t) => t.role === 'twin').length;
    }
  }
  return Promise.all(judged).then(() => ({ tests, twins, failures, refusals }));
}

/** The report as text: one line per source, then every failure with its path. */
export function formatReport(reports: readonly SourceReport[]): string {
  const lines: string[] = [];
  for (const r of reports)
    lines.push(
      `${r.source}: ${r.checked} files checked, ${r.sealable} sealable (${r.tests} tests, ${r.twins} twins), ` +
        `${r.refused} refused, ${r.excluded} excluded, ${r.failures.length} failures`,
    );
  for (const r of reports) for (const f of r.refusals) lines.push(`REFUSED ${f.path}: ${f.reason}`);
  for (const r of reports) for (const f of r.failures) lines.push(`FAIL ${f.path}: ${f.reason}`);
  const sum = (count: (r: SourceReport) => number): number =>
    reports.reduce((n, r) => n + count(r), 0);
  const failedFiles = new Set(reports.flatMap((r) => r.failures.map((f) => f.path))).size;
  lines.push(
    `total: ${sum((r) => r.checked)} files checked, ${sum((r) => r.refused)} refused by sealing, ` +
      `${failedFiles} files failing (${sum((r) => r.failures.length)} failures)`,
  );
  return lines.join('\n');
}
