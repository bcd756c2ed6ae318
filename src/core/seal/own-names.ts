/**
 * The names a sealed Python test's code carries (python-file.ts). unittest and pytest collect
 * a test by the name it is bound to in its class or module, and only that name reaches the
 * report; the function's own name (`__name__`, `__qualname__`, its code's `co_name`, and the
 * qualified names of the classes and functions defined inside it) is what its code, a
 * traceback or `inspect` reads. So each sealed test is defined under the name it was written
 * with, bound to its fresh token, and that name is deleted again:
 *
 *     def test_add_metaclass_nested():
 *         ...
 *     test_k2f9w0x1b7qa = test_add_metaclass_nested
 *     del test_add_metaclass_nested
 *
 * A test that reads its own name sees what it saw unsealed (issue 34: six-259's nested
 * `__qualname__`, pluggy-504's traceback). A twin is defined under its original's name too,
 * so no name its code or the code under test can read tells them apart; a plant is defined
 * under a name made of its neighbours' words, so no sealed test is named in its code as it
 * is collected. What a test reads from the framework (`self._testMethodName`, `self.id()`,
 * pytest's `request.node.name`) is the token, as the report's is: that stays open
 * (docs/threat-model.md).
 */
import { wordsOf, wordsToTry } from './plant-name.js';
import type { SealRandom } from './prng.js';

/** A test's definition followed by its binding to `token` and the deletion of `name`. */
export function definedAs(definition: string, token: string, name: string, indent: string): string {
  return `${definition}\n${indent}${token} = ${name}\n${indent}del ${name}`;
}

/**
 * The name a plant's code carries: `test_` and two or three words of the tests beside it
 * (the container's, else the file's), which no identifier of the file and no other sealed
 * name already is (the plant's name is deleted after it is bound, so it must shadow nothing).
 */
export function plantCodeName(
  vocabularies: readonly (readonly string[])[],
  source: string,
  taken: Set<string>,
  random: SealRandom,
): string {
  const words =
    vocabularies.map((names) => wordsOf(names)).find((w) => w.length >= 3) ??
    wordsOf(vocabularies.flat());
  for (let tries = 0; ; tries++) {
    const pick = wordsToTry(words, tries, random);
    const name = `test_${pick.join('_')}`;
    if (
      pick.some((w, i) => w === pick[i - 1]) ||
      taken.has(name) ||
      new RegExp(`\\b${name}\\b`).test(source)
    )
      continue;
    taken.add(name);
    return name;
  }
}
