// Fuzz: random and mutated patches through every parser and the whole intake. Whatever
// comes in, the only thing that may come out is a proposal or a coded refusal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PatchProofError } from '../../src/core/errors.js';
import { sealEnvelope } from '../../src/core/patch/envelope.js';
import { parsePatch } from '../../src/core/patch/parse.js';
import { memoryRepository } from '../../src/core/snapshot/memory-repository.js';
import { proposeText } from '../support/intake.js';

const base = {
  'a.txt': 'one\ntwo\nthree\n',
  'src/m.py': 'def f():\n    return 1\n',
  'w.txt': 'x\r\ny\r\n',
};
const seeds = [
  '*** Begin Patch\n*** Update File: a.txt\n@@\n one\n-two\n+2\n*** Add File: b.txt\n+b\n*** Delete File: w.txt\n*** End Patch\n',
  'diff --git a/a.txt b/a.txt\nindex 1..2 100644\n--- a/a.txt\n+++ b/a.txt\n@@ -1,3 +1,3 @@\n one\n-two\n+2\n three\n',
  '--- a/src/m.py\n+++ b/src/m.py\n@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 2\n',
  'diff --git a/a.txt b/c.txt\nsimilarity index 90%\nrename from a.txt\nrename to c.txt\n--- a/a.txt\n+++ b/c.txt\n@@ -3 +3 @@\n-three\n+3\n\\ No newline at end of file\n',
];
const envelope = new TextDecoder().decode(
  sealEnvelope(
    { direction: 'down', baseWorkspaceId: memoryRepository(base).snapshot.id },
    new TextEncoder().encode(seeds[1] as string),
  ),
);
const corpus = [...seeds, envelope];
const tokens = [
  '\n',
  '\r\n',
  '@@',
  '@@ -1,3 +1,3 @@',
  '*** ',
  '+',
  '-',
  ' ',
  '\\ No newline at end of file',
  'diff --git ',
  '--- ',
  '+++ ',
  '/dev/null',
  '"',
  '\\',
  '..',
  '.git',
  '\u0000',
  '\u202e',
  'rename from ',
  'new file mode ',
  '120000',
  '*** End of File',
  '*** Move to: ',
];

/** Mutations a hostile or broken tool might make: cut, splice, duplicate, insert tokens. */
const mutated = fc
  .tuple(
    fc.constantFrom(...corpus),
    fc.array(
      fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...tokens), fc.integer({ min: 0, max: 3 })),
      { maxLength: 6 },
    ),
  )
  .map(([seed, edits]) => {
    let s = seed;
    for (const [a, b, token, kind] of edits) {
      const i = a % (s.length + 1);
      const j = Math.min(s.length, i + (b % 20));
      if (kind === 0) s = s.slice(0, i) + s.slice(j);
      else if (kind === 1) s = s.slice(0, i) + token + s.slice(i);
      else if (kind === 2) s = s.slice(0, i) + s.slice(i, j) + s.slice(i);
      else s = s.slice(0, i) + token + s.slice(j);
    }
    return s;
  });

function onlyCoded(e: unknown): boolean {
  if (e instanceof PatchProofError) return true;
  throw e;
}

describe('fuzzing intake', () => {
  it('parsePatch throws nothing but coded refusals on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        try {
          parsePatch(bytes);
          return true;
        } catch (e) {
          return onlyCoded(e);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('parsePatch throws nothing but coded refusals on random text built from patch tokens', () => {
    const text = fc
      .array(fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 8 })), { maxLength: 60 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          text.map((t) => `*** Begin Patch\n${t}\n*** End Patch\n`),
        ),
        (t) => {
          try {
            parsePatch(new TextEncoder().encode(t));
            return true;
          } catch (e) {
            return onlyCoded(e);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the whole intake gives a proposal or a coded refusal for mutated patches', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(mutated, async (patch) => {
        try {
          await proposeText(base, patch);
          accepted++;
          return true;
        } catch (e) {
          return onlyCoded(e);
        }
      }),
      { numRuns: 400 },
    );
    expect(accepted).toBeGreaterThan(0); // the mutations are not all trivially rejected
  });

  it('an accepted proposal re-proposed from its own normalized diff has the same hash', async () => {
    await fc.assert(
      fc.asyncProperty(mutated, async (patch) => {
        let first;
        try {
          first = await proposeText(base, patch);
        } catch (e) {
          return onlyCoded(e);
        }
        const again = await proposeText(base, first.normalizedDiff);
        return again.hash === first.hash;
      }),
      { numRuns: 200 },
    );
  });
});
