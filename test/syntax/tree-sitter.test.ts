// The Tree-sitter adapter against the real grammars of tree-sitter-wasms: every language
// loads under web-tree-sitter 0.25 and locates its errors; Python indentation; time budget.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTreeSitterChecker } from '../../src/adapters/syntax/tree-sitter.js';
import { SYNTAX_LANGUAGES, syntaxLanguageFor } from '../../src/core/gates/syntax-port.js';
import type { SyntaxLanguage } from '../../src/core/gates/syntax-port.js';
import { syntaxChecker } from '../support/syntax.js';

const at = (line: number, column: number, kind: 'error' | 'missing') => ({ line, column, kind });

/** Per language: clean code, and an edit of it that breaks one line, with where it breaks. */
const CASES: Record<
  SyntaxLanguage,
  { clean: string; broken: string; expected: ReturnType<typeof at> }
> = {
  rust: {
    clean: 'fn main() {\n    let x: u32 = 1;\n    println!("{}", x);\n}\n',
    broken: 'fn main() {\n    let x: u32 = 1 +;\n    println!("{}", x);\n}\n',
    expected: at(2, 21, 'error'),
  },
  typescript: {
    clean: 'export function f(a: number): string {\n  return String(a);\n}\n',
    broken: 'export function f(a: number): string {\n  return String(a) +;\n}\n',
    expected: at(2, 21, 'missing'),
  },
  tsx: {
    clean: 'export const A = (p: { n: number }) => <div className="a">{p.n}</div>;\n',
    broken: 'export const A = () => {\n  return <div>;\n};\n',
    expected: at(2, 3, 'error'),
  },
  javascript: {
    clean: 'export function f(a) {\n  return a?.b ?? 1;\n}\n',
    broken: 'export function f(a) {\n  return a +* 1;\n}\n',
    expected: at(2, 12, 'error'),
  },
  python: {
    clean: 'def f(x):\n    return x + 1\n',
    broken: 'def f(x):\n    return x +\n',
    expected: at(2, 5, 'error'),
  },
  c_sharp: {
    clean: 'namespace N {\n  public class C {\n    public int M() => 1;\n  }\n}\n',
    broken: 'namespace N {\n  public class C {\n    public int M() => 1 +;\n  }\n}\n',
    expected: at(3, 25, 'error'),
  },
  dart: {
    clean: 'int add(int a, int b) {\n  return a + b;\n}\n',
    broken: 'int add(int a, int b) {\n  return a + ;\n}\n',
    expected: at(2, 10, 'error'),
  },
  go: {
    clean: 'package ranges\n\nfunc Add(a, b int) int {\n\treturn a + b\n}\n',
    broken: 'package ranges\n\nfunc Add(a, b int) int {\n\treturn a + \n}\n',
    expected: at(4, 11, 'error'),
  },
};

describe.each(SYNTAX_LANGUAGES)('%s', (language) => {
  const { clean, broken, expected } = CASES[language];

  // Each grammar on its own: proves the tree-sitter-wasms 0.1.13 build (ABI 13–15) links
  // into the 0.25.8 runtime, rather than only that "some" grammar loads.
  it('loads its grammar alone and parses clean code to []', async () => {
    const checker = await loadTreeSitterChecker({ languages: [language] });
    expect(checker.check(language, clean)).toEqual([]);
  });

  it('locates a broken line', async () => {
    const problems = (await syntaxChecker()).check(language, broken);
    expect(problems[0]).toMatchObject(expected);
    expect(problems[0]?.snippet).toBe(broken.split('\n')[expected.line - 1]?.trim());
  });
});

describe('problems', () => {
  it('reports a missing } as a MISSING node at the end of the input', async () => {
    const text = 'function f() {\n  if (a) {\n    g();\n}\n';
    expect((await syntaxChecker()).check('javascript', text)).toEqual([
      { line: 4, column: 2, snippet: '}', kind: 'missing' },
    ]);
  });

  it('reports in document order and caps the list at 20', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `let v${i} = ;`).join('\n');
    const problems = (await syntaxChecker()).check('javascript', text);
    expect(problems).toHaveLength(20);
    const lines = problems.map((p) => p.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(lines[0]).toBe(1);
  });

  it('throws for a grammar it was not asked to load', async () => {
    const checker = await loadTreeSitterChecker({ languages: ['rust'] });
    expect(() => checker.check('python', 'x = 1\n')).toThrow(/not loaded/);
  });
});

describe('TypeScript versus TSX', () => {
  const jsx = 'export const a = <div className="x">{y}</div>;\n';

  it('parses JSX in a .tsx file and refuses it in a .ts file', async () => {
    const checker = await syntaxChecker();
    expect(checker.check(syntaxLanguageFor('a.tsx')!, jsx)).toEqual([]);
    expect(checker.check(syntaxLanguageFor('a.ts')!, jsx).length).toBeGreaterThan(0);
  });

  it('accepts a <T>x cast in .ts, which the tsx grammar rightly refuses', async () => {
    const checker = await syntaxChecker();
    expect(checker.check('typescript', 'let v = <number>x;\n')).toEqual([]);
    expect(checker.check('tsx', 'let v = <number>x;\n').length).toBeGreaterThan(0);
  });

  it('accepts JSX in .js and .jsx (the javascript grammar includes it)', async () => {
    expect(
      (await syntaxChecker()).check(syntaxLanguageFor('a.jsx')!, 'const a = <b>{c}</b>;\n'),
    ).toEqual([]);
  });
});

// tree-sitter-python accepts all of these without an ERROR node; CPython refuses each one.
describe('Python indentation', () => {
  it.each([
    ['expected an indented block', 'def f():\nreturn 1\n', at(2, 1, 'missing')],
    ['unexpected indent', 'x = 1\n    y = 2\n', at(2, 5, 'error')],
    ['unindent matches no outer level', 'def f():\n    return 1\n  x = 2\n', at(3, 3, 'error')],
    [
      'misaligned method',
      'class A:\n    def f(self):\n        pass\n   def g(self):\n        pass\n',
      at(4, 4, 'error'),
    ],
    ['misaligned else', 'if x:\n    a = 1\n  else:\n    b = 2\n', at(3, 3, 'error')],
    ['tab against eight spaces (TabError)', 'if x:\n\tpass\n        pass\n', at(3, 9, 'error')],
  ])('%s', async (_name, text, expected) => {
    expect((await syntaxChecker()).check('python', text)[0]).toMatchObject(expected);
  });

  it.each([
    ['one-line suites and semicolons', 'if a: pass\nelse: b = 1; c = 2\n'],
    ['comments at any indentation', 'def f():\n# note\n    return 1\n        # deep note\n'],
    ['backslash continuation', 'x = 1 + \\\n  2\n'],
    [
      'a BOM, docstring, decorator, try/except/else/finally',
      '\ufeffimport os\nclass A:\n    """doc"""\n    @property\n    def f(self):\n        try:\n            pass\n        except E:\n            pass\n        else:\n            pass\n        finally:\n            pass\n',
    ],
    ['a tab-indented file', 'def f():\n\tif x:\n\t\treturn 1\n\treturn 2\n'],
  ])('accepts %s', async (_name, text) => {
    expect((await syntaxChecker()).check('python', text)).toEqual([]);
  });
});

describe('large and hostile inputs', () => {
  it('checks a 512 KiB JavaScript file and still finds an error near its end', async () => {
    const lines: string[] = [];
    for (let i = 0, size = 0; size < 512 * 1024; i += 1) {
      const line = `export function f${i}(a, b) { return { sum: a + b + ${i}, list: [a, b].map((x) => x * 2) }; }`;
      lines.push(line);
      size += line.length + 1;
    }
    const checker = await syntaxChecker();
    expect(checker.check('javascript', lines.join('\n'))).toEqual([]);
    lines[lines.length - 2] = 'export function broken( {';
    expect(checker.check('javascript', lines.join('\n'))[0]).toMatchObject({
      line: lines.length - 1,
      column: 1,
    });
  });

  it('gives up after its time budget with a problem, never [] (fail closed)', async () => {
    // Error recovery in the Dart grammar is superlinear: this line would take minutes.
    const text = `x = [${'1,'.repeat(32 * 1024)}];`;
    const checker = await loadTreeSitterChecker({ languages: ['dart'], timeoutMs: 300 });
    const started = performance.now();
    const problems = checker.check('dart', text);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(problems).toEqual([
      { line: 1, column: 1, kind: 'timeout', snippet: expect.stringMatching(/timed out/) },
    ]);
    // The cancelled parse must not leak into the next one.
    expect(checker.check('dart', CASES.dart.clean)).toEqual([]);
  });

  it('returns for a 5 MiB single line, with a problem either way', async () => {
    const text = `var x = [${'1,'.repeat(2.5 * 1024 * 1024)}1)`;
    const checker = await loadTreeSitterChecker({ languages: ['javascript'], timeoutMs: 2_000 });
    expect(checker.check('javascript', text).length).toBeGreaterThan(0);
  });

  it('leaves nothing that keeps the process alive, even after concurrent cold loads', async () => {
    // In a fresh process: two loads race before any grammar is cached, then node must exit
    // on its own. (web-tree-sitter 0.25 fails when two Language.load calls overlap.)
    const adapter = fileURLToPath(
      new URL('../../src/adapters/syntax/tree-sitter.ts', import.meta.url),
    );
    const script = [
      `import { loadTreeSitterChecker } from ${JSON.stringify(adapter)};`,
      `const [a, b] = await Promise.all([loadTreeSitterChecker(), loadTreeSitterChecker({ languages: ['python', 'dart'] })]);`,
      `console.log(JSON.stringify([a.check('rust', 'fn main() {}'), b.check('python', 'x = (')].map((p) => p.length)));`,
    ].join('\n');
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { timeout: 30_000 },
        (err, out, errOut) => (err ? reject(new Error(`${err.message}\n${errOut}`)) : resolve(out)),
      );
    });
    expect(JSON.parse(stdout)).toEqual([0, 1]);
  }, 40_000);
});
