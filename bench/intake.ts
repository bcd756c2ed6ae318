/**
 * Intake benchmark: a 50-file, ~5 MiB patch (every other line of each file changed) through
 * `patchproof propose`, against `git apply --check` of the same patch in the same repository.
 * Both are timed as whole processes, the way a user runs them (start-up, module loading and
 * output included; best of RUNS after a warm-up), and the ratio is the headline. Node's own
 * start-up and `patchproof version` (start-up plus loading the CLI) are timed too: they are
 * the floor no intake work can go under. Then, in this process, intake with and without the
 * syntax gate shows what Tree-sitter costs on one thread. Intake does more than git (gates,
 * syntax, normalized diff, result snapshot). The CLI is compiled from the current sources
 * first (built-cli.ts). Run: `node --import tsx bench/intake.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openRepository } from '../src/adapters/repo/index.js';
import { loadTreeSitterChecker } from '../src/adapters/syntax/index.js';
import { propose } from '../src/core/intake/propose.js';
import { buildCli } from './built-cli.js';
import { load, type ProcessTiming, secs, timeProcesses } from './process-timing.js';
import { median, RUNS } from './timing.js';

const FILES = 50;
const LINES_PER_FILE = 1_250;
/** Whole-process runs per command, after one warm-up. */
const PROCESS_RUNS = 7;

export interface IntakeBenchResult {
  readonly patchBytes: number;
  /** Whole processes, best of PROCESS_RUNS. */
  readonly proposeProcessSeconds: number;
  readonly gitApplyCheckProcessSeconds: number;
  readonly nodeStartSeconds: number;
  readonly cliStartSeconds: number;
  /** In this process, median of RUNS. */
  readonly intakeSeconds: number;
  readonly withoutSyntaxSeconds: number;
}

function line(file: number, i: number, edited: boolean): string {
  return `${edited ? 'edited' : 'value'}_${file}_${i} = ${(i * 7919) % 104729}  # padding to make lines realistic`;
}

/** A committed repository of FILES Python files and the patch that edits every other line. */
function fixture(dir: string): string {
  const git = (...args: string[]): string =>
    execFileSync(
      'git',
      ['-c', 'user.name=bench', '-c', 'user.email=bench@patchproof.invalid', ...args],
      { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 },
    );
  git('init', '-q');
  mkdirSync(join(dir, 'src'));
  const write = (edited: (i: number) => boolean): void => {
    for (let f = 0; f < FILES; f++) {
      writeFileSync(
        join(dir, 'src', `mod${f}.py`),
        Array.from({ length: LINES_PER_FILE }, (_, i) => `${line(f, i, edited(i))}\n`).join(''),
      );
    }
  };
  write(() => false);
  git('add', '-A');
  git('commit', '-qm', 'base');
  write((i) => i % 2 === 0);
  const patch = git('diff', '--no-renames');
  git('checkout', '-q', '--', '.');
  return patch;
}

export async function main(): Promise<IntakeBenchResult> {
  // The compile first: if it fails, nothing is left behind.
  const cli = buildCli();
  const dir = mkdtempSync(join(tmpdir(), 'pp-bench-intake-'));
  // Beside the repository, not in it: intake would snapshot it as one more file.
  const patchPath = `${dir}.patch`;
  try {
    const patch = fixture(dir);
    writeFileSync(patchPath, patch);
    const bytes = new TextEncoder().encode(patch);
    const mib = bytes.length / (1024 * 1024);
    console.log(
      `intake: ${FILES}-file patch of ${mib.toFixed(2)} MiB; CLI compiled in ${cli.buildSeconds.toFixed(1)} s${cli.typeErrors ? ` (${cli.typeErrors} type errors in the tree)` : ''}`,
    );

    const loadBefore = load();
    const [git, pp, nodeStart, cliStart] = timeProcesses(
      [
        { command: 'git', args: ['apply', '--check', patchPath], cwd: dir },
        {
          command: process.execPath,
          args: [cli.bin, 'propose', '--repo', dir, '--patch', patchPath],
          cwd: dir,
        },
        { command: process.execPath, args: ['-e', '0'], cwd: dir },
        { command: process.execPath, args: [cli.bin, 'version'], cwd: dir },
      ],
      PROCESS_RUNS,
    ) as [ProcessTiming, ProcessTiming, ProcessTiming, ProcessTiming];
    // Fail closed: a fast refusal is not a result.
    if (!pp.stdout.startsWith('accepted'))
      throw new Error(`patchproof propose did not accept the patch: ${pp.stdout.slice(0, 500)}`);
    console.log(
      `  whole processes, best of ${PROCESS_RUNS} after a warm-up, ${availableParallelism()} cores (load ${loadBefore} before, ${load()} after):`,
    );
    console.log(`  git apply --check            ${secs(git.best)}  (median ${secs(git.median)})`);
    console.log(`  patchproof propose           ${secs(pp.best)}  (median ${secs(pp.median)})`);
    console.log(`  ratio propose/git            ${(pp.best / git.best).toFixed(1)}x   (aim: 3x)`);
    console.log(
      `  … node -e 0                  ${secs(nodeStart.best)}  (Node's own start-up: ${(nodeStart.best / git.best).toFixed(1)}x git)`,
    );
    console.log(
      `  … patchproof version         ${secs(cliStart.best)}  (start-up and loading the CLI: ${(cliStart.best / git.best).toFixed(1)}x git)`,
    );

    const [repository, syntax] = await Promise.all([openRepository(dir), loadTreeSitterChecker()]);
    const intakeSeconds = await median(() =>
      propose({ patch: bytes, repository, syntax: { check: syntax.check } }),
    );
    // The same intake with a checker that parses nothing: what everything but Tree-sitter costs.
    const withoutSyntaxSeconds = await median(() =>
      propose({ patch: bytes, repository, syntax: { check: () => [] } }),
    );
    console.log(`  in this process, median of ${RUNS} (load ${load()}):`);
    console.log(
      `  intake                       ${secs(intakeSeconds)}  (parse, gates, apply, syntax, normalized diff, result snapshot)`,
    );
    console.log(
      `  … without syntax gate        ${secs(withoutSyntaxSeconds)}  (Tree-sitter on ${FILES} files: the rest of the time)`,
    );
    console.log(
      `  ratio intake/git             ${(intakeSeconds / git.median).toFixed(1)}x  (against the median git apply --check above)`,
    );
    return {
      patchBytes: bytes.length,
      proposeProcessSeconds: pp.best,
      gitApplyCheckProcessSeconds: git.best,
      nodeStartSeconds: nodeStart.best,
      cliStartSeconds: cliStart.best,
      intakeSeconds,
      withoutSyntaxSeconds,
    };
  } finally {
    cli.remove();
    rmSync(patchPath, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
