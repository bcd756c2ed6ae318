/**
 * The Go side of the sealing fidelity property (issue 34): one process built from
 * scripts/seal-fidelity-go-parse.go parses every original and sealed file as `gofmt -e`
 * does and type-checks its package as `go vet` would (SEAL_FIDELITY_GO_TYPES=0 skips that);
 * a sealed file must parse, add no type error, hold the original's tests in order (renamed), and
 * each twin must differ from its original only in its name and its twinned literals
 * (seal-fidelity-atoms.ts). Sources: Go's own standard library tests (Debian's golang-src)
 * and the Go libraries Debian ships with their tests (/usr/share/gocode).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadTestFileParser } from '../src/adapters/syntax/index.js';
import { goFileSealer } from '../src/core/seal/go-file.js';
import { SealRandom } from '../src/core/seal/prng.js';
import type { SyntaxNode, TestFileParser } from '../src/core/seal/syntax.js';
import { named } from '../src/core/seal/syntax.js';
import { atoms, twinDifferences } from './seal-fidelity-atoms.js';
import type { FidelityChecker, FidelityJob, FidelityLanguage } from './seal-fidelity-core.js';

const HELPER = fileURLToPath(new URL('./seal-fidelity-go-parse.go', import.meta.url));
/** Where Debian puts the Go libraries it packages (golang-*-dev), tests included. */
export const GOCODE = '/usr/share/gocode/src';

/** A file `go test` compiles: `*_test.go`, not under testdata (which go test never reads). */
export function isGoTestFile(path: string): boolean {
  return path.endsWith('_test.go') && !/\/testdata\//.test(path);
}

/** The Go installation's root (`go env GOROOT`), or null without Go. */
export function goRoot(): string | null {
  try {
    return execFileSync('go', ['env', 'GOROOT'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export const goFidelity: FidelityLanguage = {
  grammar: 'go',
  formats: ['go'],
  isCandidate: isGoTestFile,
  defaultSources: () => {
    const root = goRoot();
    return [
      ...(root ? [{ label: 'go standard library', root: join(root, 'src') }] : []),
      ...(existsSync(GOCODE) ? [{ label: 'debian gocode', root: GOCODE }] : []),
    ];
  },
  start: startGoChecker,
};

/** Builds the parse helper and starts it; requests are answered in order, one line each. */
export function startGoChecker(
  typeCheck = process.env.SEAL_FIDELITY_GO_TYPES !== '0',
): FidelityChecker {
  const work = mkdtempSync(join(tmpdir(), 'seal-fidelity-go-'));
  const binary = join(work, 'parse');
  execFileSync('go', ['build', '-o', binary, HELPER], {
    cwd: work,
    env: { ...process.env, GOCACHE: process.env.GOCACHE ?? join(work, 'cache'), GOFLAGS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  const ask = <T>(request: object): Promise<T> =>
    new Promise((resolve) => {
      waiting.push((line) => resolve(JSON.parse(line) as T));
      child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  const parse = async (name: string, src: string): Promise<string> =>
    (await ask<{ err: string }>({ op: 'parse', name, src })).err;
  // Type errors of the file's package with this text in its place (as go vet reports them).
  const typeErrors = async (name: string, src: string): Promise<Set<string>> =>
    new Set((await ask<{ errs: string[] | null }>({ op: 'check', name, src })).errs ?? []);
  const originalErrors = new Map<string, Promise<Set<string>>>();
  let parser: TestFileParser | undefined;
  return {
    async excluded(paths) {
      parser ??= await loadTestFileParser(['go']);
      const out = new Map<string, string>();
      for (const path of paths) {
        const text = readFileSync(path, 'utf8');
        const err = await parse(path, text);
        if (err !== '') {
          out.set(path, `go/parser rejects the original: ${err.split('\n')[0]}`);
          continue;
        }
        // A file Tree-sitter cannot parse is not excluded: sealing must decline it itself,
        // and the run counts that as REFUSED (seal-fidelity-core.ts).
      }
      return out;
    },
    async check(job) {
      if (!parser) throw new Error('excluded() loads the grammar first');
      const err = await parse(job.path, job.sealed);
      if (err !== '') return [`the sealed file does not parse: ${err.split('\n')[0]}`];
      const out = checkGo(job, parser);
      if (typeCheck) {
        // A twin's literal must also compile where it stands: errors the original has (a
        // package the source importer cannot see in full) are not the seal's.
        if (!originalErrors.has(job.path))
          originalErrors.set(job.path, typeErrors(job.path, job.original));
        const before = await (originalErrors.get(job.path) as Promise<Set<string>>);
        for (const e of await typeErrors(job.path, job.sealed))
          if (!before.has(e)) out.push(`the sealed file does not type-check: ${e}`);
      }
      return out;
    },
    close() {
      child.stdin.end();
      return new Promise((resolve) => {
        const done = (): void => {
          rmSync(work, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) done();
        else child.once('exit', done);
      });
    },
  };
}

function checkGo(job: FidelityJob, parser: TestFileParser): string[] {
  const original = parser.parse('go', job.original);
  const sealed = parser.parse('go', job.sealed);
  try {
    const out: string[] = [];
    const before = testNames(job.name, job.original, original.root);
    const after = testNames(job.name, job.sealed, sealed.root);
    const byToken = new Map(job.tests.map((t) => [t.token, t]));
    const kept = after
      .map((n) => byToken.get(n))
      .filter((t) => t?.role === 'real')
      .map((t) => t?.original);
    if (before.join('\u0000') !== kept.join('\u0000'))
      out.push(
        `the sealed tests are not the original's (${before.length} found, ${kept.length} kept)`,
      );
    if (after.length !== job.tests.length)
      out.push(`the sealed file has ${after.length} tests where the seal made ${job.tests.length}`);
    const functions = new Map(
      named(sealed.root)
        .filter((n) => n.type === 'function_declaration')
        .map((n) => [n.childForFieldName('name')?.text, n]),
    );
    for (const twin of job.tests.filter((t) => t.role === 'twin')) {
      const mine = functions.get(twin.token);
      const theirs = functions.get(twin.original);
      if (!mine || !theirs) {
        out.push(`twin ${twin.token} or its original is not in the sealed file`);
        continue;
      }
      const isName = (fn: SyntaxNode) => (a: { start: number }) =>
        a.start === fn.childForFieldName('name')?.startIndex;
      for (const why of twinDifferences(atoms(theirs), atoms(mine), (a, side) =>
        isName(side === 'twin' ? mine : theirs)(a),
      ))
        out.push(`twin of ${byToken.get(twin.original)?.original}: ${why}`);
    }
    return out;
  } finally {
    original.dispose();
    sealed.dispose();
  }
}

/** The test functions go test runs in a file, in order, as the sealer finds them. */
function testNames(path: string, text: string, root: SyntaxNode): string[] {
  const sealer = goFileSealer(
    path,
    text,
    root,
    new SealRandom(new Uint8Array(32), 'names'),
    new Set(),
  );
  return sealer.tests.map((t) => t.name);
}
