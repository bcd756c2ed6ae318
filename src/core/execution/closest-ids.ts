/**
 * The reported test ids nearest to a target the report lacks (`TargetMissing`), best first,
 * so that a run spec's typo or a wrong id form (`tests/test_calc.py::test_add` for pytest's
 * `tests.test_calc::test_add`, a describe left out) is fixed from the message alone.
 * Nearness is the mean of two measures: the share of words the two ids have in common (a
 * reordered or differently joined id) and their edit distance over the longer length (a
 * typo). Pure and bounded: past MAX_EDITED ids, only the ones with the most words in common
 * are measured by edit distance.
 */

const MAX_EDITED = 400;
const MAX_CHARS = 300;

/** Up to `count` reported ids nearest to `target`, best first; none when nothing is alike. */
export function closestIds(target: string, reported: readonly string[], count = 3): string[] {
  const words = wordsOf(target);
  const byOverlap = [...new Set(reported)]
    .map((id) => ({ id, overlap: overlap(words, wordsOf(id)) }))
    .sort((a, b) => b.overlap - a.overlap)
    .slice(0, MAX_EDITED);
  return byOverlap
    .map(({ id, overlap: shared }) => ({ id, score: (shared + likeness(target, id)) / 2 }))
    .filter((c) => c.score > 0.25)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, count)
    .map((c) => c.id);
}

function wordsOf(id: string): Set<string> {
  return new Set(
    id
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== ''),
  );
}

/** Words in common over words in either (Jaccard). */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** 1 − edit distance / the longer length, on at most MAX_CHARS characters of each. */
function likeness(a: string, b: string): number {
  const x = a.slice(0, MAX_CHARS);
  const y = b.slice(0, MAX_CHARS);
  const longer = Math.max(x.length, y.length);
  return longer === 0 ? 1 : 1 - editDistance(x, y) / longer;
}

/** Levenshtein distance, two rows. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The detail of a `TargetMissing` reason: the target, the reported ids nearest it and, at
 * baseline, where no patch ran, that the run spec is what names it wrongly.
 */
export function missingTargetDetail(
  target: string,
  reported: readonly string[],
  phase: string,
): string {
  const near = closestIds(target, reported);
  const quoted = (id: string): string =>
    JSON.stringify(id.length > 160 ? `${id.slice(0, 160)}…` : id);
  const closest =
    near.length > 0
      ? `; closest reported: ${near.map(quoted).join(', ')}`
      : `; none of the ${reported.length} reported ids is close`;
  const whose =
    phase === 'baseline'
      ? '. No patch ran in this phase: the run spec\'s "targets" names a test its reproduction suite does not report; correct it there (patchproof spec targets lists every id)'
      : '';
  return `target ${quoted(target)} is not in the report${closest}${whose}`;
}
