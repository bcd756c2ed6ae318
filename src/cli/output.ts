/**
 * How the CLI speaks: one JSON object on stdout with --json, readable lines otherwise, and
 * every error as its stable code plus a message that says what to do next.
 */
import { PatchProofError, UsageError, type WireError, toWireError } from '../core/errors.js';

export { UsageError };
import { quoteUntrusted } from '../core/text/safe-text.js';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

/** Exit codes shared by the commands (PROTOCOL 7). */
export const EXIT = { ok: 0, fail: 1, refused: 2 } as const;

/** The wire form of any error; unknown errors become a coded internal error, never a stack. */
export function wireOf(error: unknown): WireError {
  if (error instanceof PatchProofError) return toWireError(error);
  const message = error instanceof Error ? error.message : String(error);
  return {
    code: 'InternalError',
    message: `unexpected failure: ${message}; nothing was accepted. Please report it with the command you ran`,
  };
}

/** Prints a refusal: always one plain line on stderr with the code; details when human. */
export function printError(io: Io, error: WireError, verb: string): void {
  // Messages quote patch content; print nothing that could drive or flood the terminal.
  const problems = listedProblems(error);
  if (problems) {
    io.err(`${verb}: ${error.code}: ${quoteUntrusted(String(error.details?.['summary']), 4000)}`);
    for (const p of problems)
      io.err(
        `  - ${quoteUntrusted(p.message, 1000)}${p.line ? ` (line ${p.line}, column ${p.column ?? 1})` : ''}`,
      );
    return;
  }
  io.err(`${verb}: ${error.code}: ${quoteUntrusted(error.message, 4000)}`);
  const path = error.path === undefined ? undefined : quoteUntrusted(error.path, 300);
  const where = [path, error.line && `line ${error.line}`, error.column && `column ${error.column}`]
    .filter(Boolean)
    .join(', ');
  if (where) io.err(`  at: ${where}`);
}

/** Prints one JSON object on stdout. */
export function printJson(io: Io, value: unknown): void {
  io.out(JSON.stringify(value));
}

interface ListedProblem {
  message: string;
  line?: number;
  column?: number;
}

/** An error that lists several problems (a run spec with many wrong fields) and a summary of them. */
function listedProblems(error: WireError): ListedProblem[] | undefined {
  const problems = error.details?.['problems'];
  if (
    typeof error.details?.['summary'] !== 'string' ||
    !Array.isArray(problems) ||
    problems.length === 0
  )
    return undefined;
  const ok = problems.every(
    (p: unknown) => typeof (p as ListedProblem | null)?.message === 'string',
  );
  return ok ? (problems as ListedProblem[]) : undefined;
}
