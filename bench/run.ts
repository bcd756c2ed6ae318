/**
 * `npm run bench`: every benchmark in one run, reported as ratios (not timed tests).
 * Snapshot: ~20,000 files / ~200 MB against git, and large-file MB/s against 300 MB/s.
 * Intake: a 50-file 5 MiB patch against git apply --check.
 * Docker: a whole validation against the same commands on the host and by hand with docker run.
 */
import { main as snapshotBench } from './snapshot.js';
import { execFileSync } from 'node:child_process';
import { main as dockerBench } from './docker-overhead.js';
import { main as intakeBench } from './intake.js';

await snapshotBench();
console.log('');
await intakeBench();
console.log('');
let engine = true;
try {
  execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 15_000 });
} catch {
  engine = false;
}
if (engine) await dockerBench();
else console.log('docker overhead: skipped, no engine answers `docker info` (bash docker/start-engine.sh, then npx patchproof runners build)');
