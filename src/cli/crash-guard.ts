/**
 * The last line of defence of the `patchproof` process: an exception nothing caught (an
 * error event on a stream without a listener, a rejected promise nobody awaited) must still
 * end in one coded answer, never a bare stack. It prints one `InternalError` JSON object on
 * stdout when the command line asked for `--json` (a line on stderr otherwise) with a trace
 * id, writes the stack to a file named by that id for the report, and exits with
 * EXIT_INTERNAL. Nothing is half-published by it: receipts are linked into place whole
 * (PROTOCOL 6), and containers of a dead process are swept by the next Docker runner.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Write errors that mean the reader is gone: a closed pipe, a hung-up terminal. */
const READER_GONE: ReadonlySet<string> = new Set([
  'EPIPE',
  'ERR_STREAM_DESTROYED',
  'EIO',
  'ENXIO',
  'EBADF',
]);

/** Exit status of an internal error (sysexits' EX_SOFTWARE): neither a verdict nor a refusal. */
export const EXIT_INTERNAL = 70;

export interface CrashOutput {
  out(text: string): void;
  err(text: string): void;
  exit(code: number): void;
}

const processOutput: CrashOutput = {
  out: (text) => void process.stdout.write(`${text}\n`),
  err: (text) => void process.stderr.write(`${text}\n`),
  exit: (code) => process.exit(code),
};

/** Installs the guard for this process; `json`: whether the command line has --json. */
export function installCrashGuard(json: boolean, output: CrashOutput = processOutput): void {
  let crashed = false;
  const crash = (error: unknown): void => {
    if (crashed) return;
    crashed = true;
    output.exit(reportCrash(error, json, output));
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  // A reader that went away (a CI log collector, `| head`, a terminal that closed) is no
  // reason to abandon a validation halfway: its runs are still cleaned up and its receipt
  // published; only the printing is lost.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (!READER_GONE.has(error.code ?? '')) crash(error);
    });
  }
}

/** Prints the coded answer for `error` and returns the exit status. */
export function reportCrash(
  error: unknown,
  json: boolean,
  output: Pick<CrashOutput, 'out' | 'err'>,
): number {
  const trace = `trace_${randomBytes(8).toString('hex')}`;
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  let where = '';
  try {
    const file = join(tmpdir(), `patchproof-${trace}.log`);
    writeFileSync(file, `${new Date().toISOString()} ${stack}\n`, { mode: 0o600 });
    where = `; the stack is in ${file}`;
  } catch {
    /* the answer matters more than the log */
  }
  const message = `unexpected failure (${trace}): ${error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300)}; no verdict was given. Run the command again, and report it with the trace id${where}`;
  if (json)
    output.out(
      JSON.stringify({ verdict: 'ERROR', error: { code: 'InternalError', message, trace } }),
    );
  output.err(`error: InternalError: ${message.replace(/[\p{Cc}]/gu, ' ')}`);
  return EXIT_INTERNAL;
}
