/**
 * Probe cases (PROTOCOL 5.1): a command's input and the output it must give, kept in a
 * trusted folder outside the runner. Only `stdin` and `args` ever enter a container; the
 * expected `stdout` and exit status stay here and are compared after the run, so code under
 * test cannot read, forge or steer what it is judged against.
 *
 * The folder holds one sub-folder per case:
 *   <case>/stdout      the exact bytes the command must write (required)
 *   <case>/stdin       the bytes it reads (optional; empty when absent)
 *   <case>/exit        its exit status in decimal (optional; 0 when absent)
 *   <case>/stderr      the exact bytes it must write to stderr (optional; not compared when absent)
 *   <case>/args.json   a JSON array of strings appended to the spec's command (optional)
 * Anything else is refused, so a misspelt file never silently becomes an empty expectation.
 */
import { ExecutionError } from '../errors.js';

export interface ProbeCase {
  readonly name: string;
  readonly args: readonly string[];
  readonly stdin: Uint8Array;
  readonly stdout: Uint8Array;
  /** Compared only when the case gives it: an error case should, or any crash would match it. */
  readonly stderr?: Uint8Array;
  readonly exitCode: number;
}

export const MAX_PROBE_CASES = 256;
export const MAX_PROBE_BYTES = 1024 * 1024;
const CASE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const FILES = new Set(['stdout', 'stdin', 'stderr', 'exit', 'args.json']);

/** Reads the cases from the folder's files (paths relative to it, `/`-separated), in name order. */
export function parseProbeCases(
  files: ReadonlyMap<string, Uint8Array>,
  field = 'probes.cases',
): ProbeCase[] {
  const refuse = (why: string): never => {
    throw new ExecutionError(
      'InvalidRunSpec',
      `${field}: ${why}; each case is a folder with stdout and optionally stdin, exit and args.json (docs/protocol.md, "Probes")`,
      {
        details: { field },
      },
    );
  };
  const byCase = new Map<string, Map<string, Uint8Array>>();
  for (const [path, bytes] of files) {
    const parts = path.split('/');
    if (parts.length !== 2) refuse(`"${path.slice(0, 200)}" is not <case>/<file>`);
    const [name, file] = parts as [string, string];
    if (!CASE_NAME.test(name))
      refuse(`case name "${name.slice(0, 60)}" must be letters, digits, dot, dash or underscore`);
    if (!FILES.has(file))
      refuse(`"${path.slice(0, 200)}" is not one of stdout, stdin, stderr, exit, args.json`);
    if (bytes.length > MAX_PROBE_BYTES)
      refuse(
        `"${path.slice(0, 200)}" is ${bytes.length} bytes; a probe file is at most ${MAX_PROBE_BYTES}`,
      );
    const entry = byCase.get(name) ?? new Map<string, Uint8Array>();
    entry.set(file, bytes);
    byCase.set(name, entry);
  }
  if (byCase.size === 0) refuse('the folder has no case');
  if (byCase.size > MAX_PROBE_CASES) refuse(`${byCase.size} cases; at most ${MAX_PROBE_CASES}`);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const cases: ProbeCase[] = [];
  for (const name of [...byCase.keys()].sort()) {
    const entry = byCase.get(name) as Map<string, Uint8Array>;
    const stdout = entry.get('stdout');
    if (stdout === undefined)
      refuse(`case ${name} has no stdout file (write an empty one to expect no output)`);
    let exitText = '0';
    try {
      if (entry.has('exit')) exitText = decoder.decode(entry.get('exit')).trim();
    } catch {
      refuse(`case ${name}: exit is not UTF-8 text`);
    }
    if (!/^\d{1,3}$/.test(exitText) || Number(exitText) > 255)
      refuse(`case ${name}: exit must be a status from 0 to 255, not "${exitText.slice(0, 20)}"`);
    const stderr = entry.get('stderr');
    cases.push({
      name,
      args: argsOf(entry.get('args.json'), name, refuse),
      stdin: entry.get('stdin') ?? new Uint8Array(0),
      stdout: stdout as Uint8Array,
      ...(stderr ? { stderr } : {}),
      exitCode: Number(exitText),
    });
  }
  return cases;
}

function argsOf(
  bytes: Uint8Array | undefined,
  name: string,
  refuse: (why: string) => never,
): string[] {
  if (bytes === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return refuse(`case ${name}: args.json is not JSON`);
  }
  const plain =
    Array.isArray(parsed) &&
    parsed.length <= 256 &&
    parsed.every((a) => typeof a === 'string' && a.length <= 4096 && !a.includes('\u0000'));
  return plain
    ? (parsed as string[])
    : refuse(`case ${name}: args.json must be an array of at most 256 strings without NUL`);
}
