// Grammars on demand (issue 19): `patchproof propose` starts with no grammar loaded and intake
// asks the checker for the languages of the files a patch changes before the SyntaxError gate
// runs (PROTOCOL 3.3). The gate must decide exactly as with every grammar preloaded.
import { describe, expect, it } from 'vitest';
import { loadTreeSitterChecker } from '../../src/adapters/syntax/tree-sitter.js';
import { PatchProofError } from '../../src/core/errors.js';
import type { SyntaxChecker, SyntaxLanguage } from '../../src/core/gates/syntax-port.js';
import { propose } from '../../src/core/intake/propose.js';
import { memoryRepository } from '../../src/core/snapshot/memory-repository.js';
import { codexAdd } from '../support/intake.js';

const files = {
  'src/m.py': 'def f(x):\n    return x + 1\n',
  'src/lib.rs': 'fn main() {}\n',
  'README.md': '# hi\n',
};

/** Two edits and one new file, across Python, TypeScript and a file no grammar checks. */
const patch = [
  '*** Begin Patch',
  '*** Update File: src/m.py',
  '@@',
  '-    return x + 1',
  '+    return x + 2',
  '*** Add File: src/new.ts',
  '+export const n: number = 1;',
  '*** Update File: README.md',
  '@@',
  '-# hi',
  '+# hello',
  '*** End Patch',
  '',
].join('\n');

async function run(text: string, syntax: SyntaxChecker): Promise<string> {
  try {
    await propose({
      patch: new TextEncoder().encode(text),
      repository: memoryRepository(files),
      syntax,
    });
    return 'accepted';
  } catch (e) {
    if (e instanceof PatchProofError) return e.code;
    throw e;
  }
}

/** A checker that finds nothing but refuses to check a language it was not prepared for. */
function recordingChecker(): SyntaxChecker & { prepared: SyntaxLanguage[][] } {
  const ready = new Set<SyntaxLanguage>();
  const prepared: SyntaxLanguage[][] = [];
  return {
    prepared,
    prepare: async (languages) => {
      prepared.push([...languages]);
      for (const l of languages) ready.add(l);
    },
    check: (language) => {
      if (!ready.has(language)) throw new Error(`${language} was checked before prepare`);
      return [];
    },
  };
}

describe('grammars on demand', () => {
  it('prepares exactly the languages of the changed files, once, before checking', async () => {
    const checker = recordingChecker();
    expect(await run(patch, checker)).toBe('accepted');
    expect(checker.prepared.map((l) => [...l].sort())).toEqual([['python', 'typescript']]);
  });

  it('loads nothing up front and the missing grammar on prepare', async () => {
    const checker = await loadTreeSitterChecker({ languages: [] });
    expect(() => checker.check('go', 'package main\n')).toThrow(/not loaded/);
    await checker.prepare?.(['go']);
    expect(checker.check('go', 'package main\n')).toEqual([]);
  });

  it('decides like a preloaded checker: accepts clean code, refuses what a patch breaks', async () => {
    const preloaded = await loadTreeSitterChecker();
    const cases = [
      patch,
      patch.replace('+    return x + 2', '+    return (x + 2'),
      codexAdd('src/a.rs', ['fn main( {']),
      codexAdd('src/b.dart', ['void main( {']),
      codexAdd('src/c.cs', ['class C { }']),
    ];
    for (const text of cases) {
      const onDemand = await loadTreeSitterChecker({ languages: [] });
      expect(await run(text, onDemand)).toBe(await run(text, preloaded));
    }
    expect(await run(cases[1] as string, await loadTreeSitterChecker({ languages: [] }))).toBe(
      'SyntaxError',
    );
  });
});
