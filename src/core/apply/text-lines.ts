/**
 * A text file as lines that remember their own terminators, so applying a patch changes
 * only the lines it names and every other byte — CRLF, LF, a missing final newline — stays.
 */

export type Eol = '\n' | '\r\n' | '';

export interface TextLine {
  readonly text: string;
  /** The line's terminator; '' only for a last line without a newline. */
  readonly eol: Eol;
}

/** Splits text into lines; `\r\n` and `\n` end a line, a lone `\r` is content. */
export function toLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  let start = 0;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) {
      lines.push({ text: text.slice(start), eol: '' });
      break;
    }
    const crlf = nl > start && text.charCodeAt(nl - 1) === 13;
    lines.push({ text: text.slice(start, crlf ? nl - 1 : nl), eol: crlf ? '\r\n' : '\n' });
    start = nl + 1;
  }
  return lines;
}

/** Joins lines back into text. */
export function fromLines(lines: readonly TextLine[]): string {
  let out = '';
  for (const l of lines) out += l.text + l.eol;
  return out;
}

/** The file's dominant line ending: CRLF only when strictly more lines use it than LF. */
export function dominantEol(lines: readonly TextLine[]): '\n' | '\r\n' {
  let crlf = 0;
  let lf = 0;
  for (const l of lines) {
    if (l.eol === '\r\n') crlf++;
    else if (l.eol === '\n') lf++;
  }
  return crlf > lf ? '\r\n' : '\n';
}
