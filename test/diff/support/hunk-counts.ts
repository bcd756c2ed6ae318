/**
 * Test support: an independent reader of hunk headers that checks every hunk's stated
 * line counts and positions against its body, the way `git apply` would reject them.
 */

/** One problem found; an empty list means the diff is count-consistent. */
export function hunkCountProblems(diff: string): string[] {
  const problems: string[] = [];
  const lines = diff.split(/(?<=\n)/);
  let i = 0;
  let hunks = 0;
  let prevOldEnd = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.startsWith('diff --git ')) prevOldEnd = 0;
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@\n$/.exec(line);
    i++;
    if (!line.startsWith('@@')) continue;
    if (header === null) {
      problems.push(`bad hunk header ${JSON.stringify(line)}`);
      continue;
    }
    hunks++;
    const [oldStart, oldCount, newStart, newCount] = [1, 2, 3, 4].map((g) =>
      Number(header[g] ?? '1'),
    );
    let seenOld = 0;
    let seenNew = 0;
    while (i < lines.length && seenOld + seenNew < (oldCount as number) + (newCount as number)) {
      const body = lines[i] as string;
      if (body.startsWith('\\')) {
        i++;
        continue;
      }
      const kind = body[0];
      if (kind === ' ' || kind === '-') seenOld++;
      if (kind === ' ' || kind === '+') seenNew++;
      if (kind !== ' ' && kind !== '-' && kind !== '+') break;
      i++;
    }
    while (i < lines.length && (lines[i] as string).startsWith('\\')) i++;
    if (seenOld !== oldCount || seenNew !== newCount) {
      problems.push(
        `hunk ${hunks} states -${oldCount} +${newCount} but has -${seenOld} +${seenNew}`,
      );
    }
    // An empty side is written as the line before it, so its start may equal the end of
    // the previous hunk; otherwise hunks must be in order and must not overlap.
    const oldFirst = oldCount === 0 ? (oldStart as number) + 1 : (oldStart as number);
    if (oldFirst <= prevOldEnd)
      problems.push(`hunk ${hunks} starts at ${oldStart}, inside the previous hunk`);
    if (oldCount === 0 && oldStart !== 0)
      problems.push(`hunk ${hunks} has an empty old side not at 0`);
    if (newCount === 0 && newStart !== 0)
      problems.push(`hunk ${hunks} has an empty new side not at 0`);
    prevOldEnd = (oldStart as number) + (oldCount as number) - 1;
    const next = lines[i];
    if (next !== undefined && !next.startsWith('@@') && !next.startsWith('diff --git ')) {
      problems.push(`hunk ${hunks} is followed by ${JSON.stringify(next)}`);
    }
  }
  return problems;
}
