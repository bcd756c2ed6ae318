/**
 * The lines a change added to a text: every line of `after` the base did not have, counted
 * as a multiset (a line the base had twice may appear twice again without counting). Used by
 * the intake checks that judge only what a patch wrote, not what the base already held
 * (gates/hidden-characters.ts, intake/environment-findings.ts); per line, so removing
 * something in one place does not pay for adding it in another.
 */

/** `[index, line]` of each added line of `after` (0-based index, lines split at `\n`). */
export function addedLines(before: string, after: string): [number, string][] {
  const had = new Map<string, number>();
  for (const line of before.split('\n')) had.set(line, (had.get(line) ?? 0) + 1);
  const added: [number, string][] = [];
  after.split('\n').forEach((line, i) => {
    const left = had.get(line) ?? 0;
    if (left > 0) had.set(line, left - 1);
    else added.push([i, line]);
  });
  return added;
}
