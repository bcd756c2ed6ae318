/**
 * `npm run bench`: every benchmark in one run, reported as ratios (not timed tests).
 * Snapshot: ~20,000 files / ~200 MB against git, and large-file MB/s against 300 MB/s.
 * Intake: a 50-file 5 MiB patch against git apply --check.
 */
import { main as snapshotBench } from './snapshot.js';
import { main as intakeBench } from './intake.js';

await snapshotBench();
console.log('');
await intakeBench();
