/** Non-overlapping text replacements, applied from the end so earlier offsets stay valid. */

export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Applies `edits` to `text`; offsets are relative to `base` (the text's start in its file). */
export function applyEdits(text: string, edits: readonly TextEdit[], base = 0): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const e of sorted) {
    const start = e.start - base;
    const end = e.end - base;
    if (start < 0 || end > text.length || start > end || end > limit)
      throw new Error(`overlapping or out-of-range edit at ${e.start}`);
    out = out.slice(0, start) + e.text + out.slice(end);
    limit = start;
  }
  return out;
}

/** The offset where the line holding `index` starts. */
export function lineStart(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}
