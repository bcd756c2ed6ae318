/**
 * Whether an `environment.setup` run (PROTOCOL 4) succeeded, for runners that run the step
 * like any command (the trusted-local runner). Only a clean exit 0 prepares an environment:
 * a timeout, a kill, output past the cap or a runner fault is a failed setup, and nothing runs.
 */
import { quoteUntrusted } from '../text/safe-text.js';
import type { RunResult } from '../runner/runner-port.js';

/** Why the setup failed, with the tail of its output; undefined when it succeeded. */
export function setupFailure(result: RunResult, timeoutSeconds: number): string | undefined {
  if (result.infrastructureError !== undefined)
    return `the runner could not run the setup: ${result.infrastructureError}`;
  if (result.timedOut)
    return `the setup command did not finish within ${timeoutSeconds} s; raise environment.setup.timeoutSeconds or make the step faster`;
  if (result.truncated)
    return 'the setup command wrote more output than limits.outputBytes and was stopped; make it quieter or raise the limit';
  if (result.diskLimit !== undefined)
    return `the setup ran out of disk: ${result.diskLimit.detail}`;
  if (result.exitCode === 0) return undefined;
  const status =
    result.exitCode === null
      ? `was killed (${result.signal ?? 'signal'})`
      : `exited ${result.exitCode}`;
  const decoder = new TextDecoder();
  return `the setup command ${status}; its last lines: ${outputTail(decoder.decode(result.stdout), decoder.decode(result.stderr))}`;
}

/**
 * The last non-empty lines of stdout then stderr on one line, ` | ` between them, each made
 * safe to print: a message stays one line, and the output cannot drive a terminal.
 */
export function outputTail(stdout: string, stderr: string, lines = 12): string {
  const all = `${stdout}\n${stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return all
    .slice(-lines)
    .map((line) => quoteUntrusted(line, 300))
    .join(' | ');
}
