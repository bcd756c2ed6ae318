/** Splitting patch text into numbered lines, shared by every parser. */

export interface SourceLine {
  /** The line without its `\n` and without one trailing `\r`. */
  readonly text: string;
  /** 1-based line number in the patch. */
  readonly number: number;
}

/**
 * Splits patch text at `\n`. One trailing `\r` per line is dropped so a patch that went
 * through a CRLF channel reads the same; the file's own line endings are restored by the
 * applier, never taken from the patch.
 */
export function splitPatchLines(text: string): SourceLine[] {
  const parts = text.split('\n');
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts.map((raw, i) => ({
    text: raw.endsWith('\r') ? raw.slice(0, -1) : raw,
    number: i + 1,
  }));
}

/** A cursor over lines, so parsers read like grammars. */
export class LineCursor {
  private index = 0;
  constructor(readonly lines: readonly SourceLine[]) {}

  get done(): boolean {
    return this.index >= this.lines.length;
  }
  peek(): SourceLine | undefined {
    return this.lines[this.index];
  }
  next(): SourceLine | undefined {
    return this.lines[this.index++];
  }
  /** Line number for diagnostics: the current line, or one past the end. */
  get lineNumber(): number {
    return this.peek()?.number ?? (this.lines.at(-1)?.number ?? 0) + 1;
  }
}
