/**
 * Intake benchmark: a 50-file, ~5 MiB patch (every other line of each file changed)
 * through PatchProof's intake, against `git apply --check` of the same patch in the same
 * repository. Intake does more (gates, syntax, normalized diff, result snapshot), so the
 * ratio says what that costs. Run: `node --import tsx bench/intake.ts`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openRepository } from '../src/adapters/repo/index.js';
import { loadTreeSitterChecker } from '../src/adapters/syntax/tree-sitter.js';
import { propose } from '../src/core/intake/propose.js';
import { median, RUNS } from './timing.js';

const FILES = 50;
const LINES_PER_FILE = 1_250;

export interface IntakeBenchResult {
  readonly patchBytes: number;
  readonly intakeSeconds: number;
  readonly withoutSyntaxSeconds: number;
  readonly gitApplyCheckSeconds: number;
}

function line(file: number, i: number, edited: boolean): string {
  return `${edited ? 'edited' : 'value'}_${file}_${i} = ${(i * 7919) % 104729}  # padding to make lines realistic`;
}

export async function main(): Promise<IntakeBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'pp-bench-intake-'));
  try {
    const git = (...args: string[]): string =>
      execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@patchproof.invalid', ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 });
    git('init', '-q');
    mkdirSync(join(dir, 'src'));
    for (let f = 0; f < FILES; f++) {
      writeFileSync(join(dir, 'src', `mod${f}.py`), Array.from({ length: LINES_PER_FILE }, (_, i) => `${line(f, i, false)}\n`).join(''));
    }
    git('add', '-A');
    git('commit', '-qm', 'base');
    for (let f = 0; f < FILES; f++) {
      writeFileSync(join(dir, 'src', `mod${f}.py`), Array.from({ length: LINES_PER_FILE }, (_, i) => `${line(f, i, i % 2 === 0)}\n`).join(''));
    }
    const patch = git('diff', '--no-renames');
    git('checkout', '-q', '--', '.');
    const patchPath = join(tmpdir(), `pp-bench-intake-${process.pid}.patch`);
    writeFileSync(patchPath, patch);
    const bytes = new TextEncoder().encode(patch);

    const [repository, syntax] = await Promise.all([openRepository(dir), loadTreeSitterChecker()]);
    const intakeSeconds = await median(() => propose({ patch: bytes, repository, syntax }));
    // The same intake with a checker that parses nothing: what everything but Tree-sitter costs.
    const withoutSyntaxSeconds = await median(() => propose({ patch: bytes, repository, syntax: { check: () => [] } }));
    const gitApplyCheckSeconds = await median(() => {
      const r = spawnSync('git', ['apply', '--check', patchPath], { cwd: dir });
      if (r.status !== 0) throw new Error(`git apply --check failed: ${r.stderr}`);
    });
    rmSync(patchPath, { force: true });

    const mib = bytes.length / (1024 * 1024);
    console.log(`intake: ${FILES}-file patch of ${mib.toFixed(2)} MiB (median of ${RUNS})`);
    console.log(`  patchproof intake       ${intakeSeconds.toFixed(3)} s  (parse, gates, apply, syntax, normalized diff, result snapshot)`);
    console.log(`  … without syntax gate   ${withoutSyntaxSeconds.toFixed(3)} s  (Tree-sitter parses ${FILES} files: the rest of the time)`);
    console.log(`  git apply --check       ${gitApplyCheckSeconds.toFixed(3)} s`);
    console.log(`  ratio intake/git        ${(intakeSeconds / gitApplyCheckSeconds).toFixed(2)}x`);
    console.log(`  ratio (no syntax)/git   ${(withoutSyntaxSeconds / gitApplyCheckSeconds).toFixed(2)}x`);
    return { patchBytes: bytes.length, intakeSeconds, withoutSyntaxSeconds, gitApplyCheckSeconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
