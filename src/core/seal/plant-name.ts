/**
 * Names for the regression suite's plants (regression-plants.ts): two or three words of the
 * tests around them, never a name a real test could be read as.
 *
 * Reports find a plant by a name's end where JUnit reporters join titles with spaces
 * (jest-junit: `<describe> <title>`; mocha-junit-reporter likewise, regression-plants.ts
 * `plantNamed`). So a name is refused not only when something in the files already is that
 * name, but when a real test's spelled name could end with it: when its words are the end
 * of a string of the files (a title, a describe, a report id), optionally followed by whole
 * strings (a nested describe's title, then a test's). A plant "one range" beside a real test
 * "expands one range" took that test for itself; the calibration then saw a real test
 * missing and kept no plant. Earlier plants count as strings too, both ways round.
 */
import type { SealRandom } from './prng.js';

/** What is taken: whole strings, and every word-end of each. */
export class TakenNames {
  private readonly whole = new Set<string>();
  private readonly ends = new Set<string>();
  private readonly plants: string[] = [];

  constructor(strings: Iterable<string>) {
    for (const s of strings) this.add(s);
  }

  /** Whether a report could read a real test, or another plant, as `name`. */
  clashes(name: string): boolean {
    if (this.plants.some((p) => name.endsWith(` ${p}`))) return true;
    const words = name.split(' ');
    // covered[j]: words[0..j) is a word-end of a string, then zero or more whole strings.
    const covered = words.map(() => false);
    for (let j = 1; j <= words.length; j++) {
      const head = words.slice(0, j).join(' ');
      let ok = this.ends.has(head);
      for (let i = 1; i < j && !ok; i++)
        ok = (covered[i - 1] as boolean) && this.whole.has(words.slice(i, j).join(' '));
      covered[j - 1] = ok;
    }
    return covered[words.length - 1] as boolean;
  }

  /** Takes a plant's name. */
  takePlant(name: string): void {
    this.add(name);
    this.plants.push(name);
  }

  private add(s: string): void {
    this.whole.add(s);
    const words = s.split(' ');
    for (let i = 0; i < words.length; i++) this.ends.add(words.slice(i).join(' '));
  }
}

/** Two or three words of the tests around it (the site's, else the file's, else the suite's), which no test could be read as. */
export function plantName(
  nameFrom: (words: readonly string[]) => string,
  vocabularies: readonly string[][],
  taken: TakenNames,
  random: SealRandom,
): string {
  const words =
    vocabularies.find((w) => w.length >= 3) ?? vocabularies.find((w) => w.length >= 2) ?? [];
  for (let tries = 0; ; tries++) {
    const name = nameFrom(wordsToTry(words, tries, random));
    if (!taken.clashes(name)) {
      taken.takePlant(name);
      return name;
    }
  }
}

/**
 * The words a plant's name is made of at its `tries`-th try: two of `words` (three after
 * twenty tries), or two random words once sixty tries clashed or there are fewer than two.
 */
export function wordsToTry(words: readonly string[], tries: number, random: SealRandom): string[] {
  const count = tries < 20 ? 2 : 3;
  return words.length >= 2 && tries < 60
    ? Array.from({ length: count }, () => words[random.below(words.length)] as string)
    : [random.word(6), random.word(6)];
}

/** Lower-case words of test names and titles (`test_merge_pairs`, `merges touching pairs`, Go's `TestMergePairs`). */
export function wordsOf(names: readonly string[]): string[] {
  const split = (n: string): string[] =>
    (/^Test[A-Z0-9_]/.test(n)
      ? n
          .slice(4)
          .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
          .toLowerCase()
      : n.replace(/^test_?/, '')
    ).split(/[_\s/]+/);
  return [...new Set(names.flatMap(split).filter((w) => /^[a-z][a-z0-9]*$/.test(w)))];
}
