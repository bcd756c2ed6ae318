/**
 * The CLI as a user runs it: `node bin/patchproof.js`, which loads the compiled `dist/`. The
 * benchmarks compile the current sources into a scratch copy (bin/, dist/, package.json and a
 * link to node_modules) rather than trusting, or rewriting, the working tree's `dist/`, which
 * may be stale or shared with other builds.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export interface BuiltCli {
  /** The launcher to run with `node`, as `npm install` leaves it. */
  readonly bin: string;
  /** Seconds the compile took (not part of any measurement). */
  readonly buildSeconds: number;
  /** TypeScript errors reported while compiling (it still emits); 0 on a clean tree. */
  readonly typeErrors: number;
  readonly remove: () => void;
}

/** Compiles `src/` with the project's build config into a scratch folder and returns its launcher. */
export function buildCli(): BuiltCli {
  const dir = mkdtempSync(join(tmpdir(), 'pp-bench-cli-'));
  const remove = (): void => rmSync(dir, { recursive: true, force: true });
  try {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const started = performance.now();
    const build = spawnSync(
      process.execPath,
      [tsc, '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', join(dir, 'dist')],
      {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      },
    );
    const buildSeconds = (performance.now() - started) / 1000;
    // tsc emits despite type errors (others' half-done moves); a missing launcher target shows up
    // as a failing warm-up run instead, with Node's own message.
    if (!existsSync(join(dir, 'dist'))) {
      throw new Error(
        `compiling src/ produced no dist/ (exit ${build.status}): ${(build.stdout + build.stderr).slice(0, 2000)}`,
      );
    }
    mkdirSync(join(dir, 'bin'));
    copyFileSync(join(ROOT, 'bin', 'patchproof.js'), join(dir, 'bin', 'patchproof.js'));
    copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const typeErrors = (build.stdout.match(/error TS\d+/g) ?? []).length;
    return { bin: join(dir, 'bin', 'patchproof.js'), buildSeconds, typeErrors, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
