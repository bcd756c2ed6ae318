/**
 * The JavaScript / TypeScript side of the sealing fidelity property (issue 34), in process:
 * a sealed file must parse wherever its original did, by the parser Node itself would use
 * (acorn for JavaScript, as module or script as the original parsed, which is V8's grammar;
 * TypeScript's own parser for .ts files, as tsx and ts-node strip types), hold the same tests
 * in the same order (renamed), and each twin must differ from its original only in its title
 * and its twinned literals (seal-fidelity-atoms.ts). Files are sealed for the JUnit format
 * (node:test, mocha, Jest and Vitest are all read as `node`).
 */
import { readFileSync } from 'node:fs';
import { Parser } from 'acorn';
import ts from 'typescript';
import { loadTestFileParser } from '../src/adapters/syntax/index.js';
import { findTestCalls, type JsTest } from '../src/core/seal/js-tests.js';
import type { SyntaxNode, TestFileParser } from '../src/core/seal/syntax.js';
import { sealLanguageOf } from '../src/core/seal/syntax.js';
import { atoms, twinDifferences } from './seal-fidelity-atoms.js';
import type { FidelityChecker, FidelityJob, FidelityLanguage } from './seal-fidelity-core.js';

/** Where `npm pack`ed packages were unpacked, one folder per package (see --files-from too). */
export const NPM_SOURCES = process.env.SEAL_FIDELITY_NPM ?? '';

const SCRIPT = /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/;

/** A test file of a package: in a test folder or named as a test; not fixtures, not types. */
export function isJsTestFile(path: string): boolean {
  if (!SCRIPT.test(path) || /\.d\.[cm]?ts$/.test(path)) return false;
  if (/\/(?:fixtures?|__fixtures__|__snapshots__|node_modules)\//.test(path)) return false;
  return /\/(?:tests?|__tests__|spec)\//.test(path) || /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(path);
}

type Mode = 'module' | 'script' | 'ts' | 'tsx' | 'jsx';

/** The parse Node's toolchain gives `text` in `mode`: null when accepted, else the first error. */
export function nodeParseError(text: string, mode: Mode): string | null {
  if (mode === 'module' || mode === 'script') {
    try {
      Parser.parse(text, {
        ecmaVersion: 'latest',
        sourceType: mode,
        allowHashBang: true,
        allowReturnOutsideFunction: mode === 'script',
      });
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  }
  const kind =
    mode === 'ts' ? ts.ScriptKind.TS : mode === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  const file = ts.createSourceFile('x', text, ts.ScriptTarget.Latest, false, kind);
  const diagnostics = (file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] })
    .parseDiagnostics;
  const first = diagnostics[0];
  return first ? ts.flattenDiagnosticMessageText(first.messageText, '\n') : null;
}

/** The modes Node's toolchain may read a file of this name in, most likely first. */
function modesOf(path: string): Mode[] {
  if (/\.(?:ts|mts|cts)$/.test(path)) return ['ts'];
  if (path.endsWith('.tsx')) return ['tsx'];
  if (path.endsWith('.jsx')) return ['jsx'];
  if (path.endsWith('.mjs')) return ['module'];
  if (path.endsWith('.cjs')) return ['script'];
  return ['module', 'script'];
}

export const jsFidelity: FidelityLanguage = {
  grammar: 'javascript',
  grammars: ['javascript', 'typescript', 'tsx'],
  formats: ['junit'],
  isCandidate: isJsTestFile,
  defaultSources: () => (NPM_SOURCES ? [{ label: 'npm packages', root: NPM_SOURCES }] : []),
  start: startJsChecker,
};

/** The checker; it loads its own grammars (the runner's parser seals, this one compares). */
export function startJsChecker(): FidelityChecker {
  const modes = new Map<string, Mode>();
  let parser: TestFileParser | undefined;
  return {
    async excluded(paths) {
      parser ??= await loadTestFileParser(['javascript', 'typescript', 'tsx']);
      const out = new Map<string, string>();
      for (const path of paths) {
        const text = readFileSync(path, 'utf8');
        const mode = modesOf(path).find((m) => nodeParseError(text, m) === null);
        if (mode === undefined) {
          const why = nodeParseError(text, modesOf(path)[0] as Mode);
          out.set(path, `Node's parser rejects the original: ${why}`);
          continue;
        }
        // A file Tree-sitter cannot parse is not excluded: sealing must decline it itself,
        // and the run counts that as REFUSED (seal-fidelity-core.ts).
        modes.set(path, mode);
      }
      return out;
    },
    check(job) {
      if (!parser) throw new Error('excluded() loads the grammars first');
      return Promise.resolve(checkJs(job, modes.get(job.path) ?? 'module', parser));
    },
    close: () => Promise.resolve(),
  };
}

function checkJs(job: FidelityJob, mode: Mode, parser: TestFileParser): string[] {
  const error = nodeParseError(job.sealed, mode);
  if (error !== null) return [`the sealed file does not parse (${mode}): ${error}`];
  const language = sealLanguageOf(job.path) ?? 'javascript';
  const original = parser.parse(language, job.original);
  const sealed = parser.parse(language, job.sealed);
  try {
    return [
      ...sameTests(job, original.root, sealed.root),
      ...twinsOnlyInLiterals(job, sealed.root),
    ];
  } finally {
    original.dispose();
    sealed.dispose();
  }
}

/** The sealed file holds the original's tests in order, and nothing else but twins and plants. */
function sameTests(job: FidelityJob, original: SyntaxNode, sealed: SyntaxNode): string[] {
  const before: JsTest[] = [];
  findTestCalls(original, null, before);
  const after: JsTest[] = [];
  findTestCalls(sealed, null, after);
  const names = before.map((t) => (t.title === null ? '<anonymous>' : t.name));
  const kept = job.tests
    .filter((t) => t.role === 'real' || t.role === 'suite')
    .map((t) => t.original);
  const out: string[] = [];
  if (names.join('\u0000') !== kept.join('\u0000'))
    out.push(
      `the sealed tests are not the original's (${names.length} found, ${kept.length} sealed)`,
    );
  if (after.length !== job.tests.length)
    out.push(
      `the sealed file has ${after.length} test calls where the seal made ${job.tests.length}`,
    );
  const unknown = after.filter((t) => tokenOf(t) === null).length;
  if (unknown > 0) out.push(`${unknown} test calls of the sealed file have no sealed title`);
  return out;
}

function tokenOf(t: JsTest): string | null {
  return /^\(?"([a-z][a-z0-9]{11})[ "]/.exec(t.title?.text ?? '')?.[1] ?? null;
}

function twinsOnlyInLiterals(job: FidelityJob, sealed: SyntaxNode): string[] {
  const calls: JsTest[] = [];
  findTestCalls(sealed, null, calls);
  const byToken = new Map(calls.map((t) => [tokenOf(t), t]));
  const out: string[] = [];
  for (const twin of job.tests.filter((t) => t.role === 'twin')) {
    const mine = byToken.get(twin.token);
    const theirs = byToken.get(twin.original);
    if (!mine || !theirs) {
      out.push(`twin ${twin.token} or its original is not in the sealed file`);
      continue;
    }
    const inTitle = (t: JsTest) => (a: { start: number; end: number }) =>
      t.title !== null && a.start >= t.title.startIndex && a.end <= t.title.endIndex;
    for (const why of twinDifferences(atoms(theirs.call), atoms(mine.call), (a, side) =>
      inTitle(side === 'twin' ? mine : theirs)(a),
    ))
      out.push(
        `twin of ${JSON.stringify(job.tests.find((t) => t.token === twin.original)?.original)}: ${why}`,
      );
  }
  return out;
}
