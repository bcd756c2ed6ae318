/**
 * vitest globalSetup: builds dist/ from the sources under test once, before any test file
 * starts. Many suites run the compiled CLI (bin/patchproof.js runs dist/), and a validation
 * loads parts of dist/ long after it started (the hashing threads load
 * dist/adapters/repo/entry-worker.js when a snapshot is taken). Suites used to rebuild dist/
 * in their own beforeAll, while other files' validations were running: tsc rewrites every
 * output file, so a thread starting then could load a file half written, and that validation
 * ended without a receipt (seen once in CI, on the red team's exfiltrate-hidden). Building
 * here, and nowhere else during a run, removes that race.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The build command of package.json's `build` script, run with this Node. */
export function buildDist(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export default function setup(): void {
  buildDist();
}
