/**
 * `npm run bench`: every benchmark in one run, reported as ratios (not timed tests).
 * Snapshot: ~20,000 files / ~200 MB against git, and large-file MB/s against 300 MB/s.
 * Intake: a 50-file 5 MiB patch against git apply --check.
 * Apply: landing a one-file receipt on the 20,000-file tree against one snapshot of it.
 * Receipt serving: GET /v1/receipts/{digest} under load against a plain static file server.
 * Docker: a whole validation against the same commands on the host and by hand with docker run.
 * Validation throughput: validations per minute through the service, 1 worker against 2.
 * Sealing: a validation sealed against the same unsealed, for a Python and a Node scenario.
 * Disk cap: a Docker run with the per-phase disk cap against the same calls without it.
 * Names pick some: `npm run bench -- receipt-serving validation-throughput`.
 */
import { execFileSync } from 'node:child_process';
import { main as applyBench } from './apply.js';
import { main as diskCapBench } from './disk-cap.js';
import { main as dockerBench } from './docker-overhead.js';
import { main as intakeBench } from './intake.js';
import { main as receiptServingBench } from './receipt-serving.js';
import { main as sealingBench } from './sealing-overhead.js';
import { main as snapshotBench } from './snapshot.js';
import { main as throughputBench } from './validation-throughput.js';

const BENCHES: ReadonlyArray<{ name: string; docker: boolean; run: () => Promise<unknown> }> = [
  { name: 'snapshot', docker: false, run: snapshotBench },
  { name: 'intake', docker: false, run: intakeBench },
  { name: 'apply', docker: false, run: applyBench },
  // Without an engine its one validation runs on the trusted-local runner; the bytes served are the same.
  { name: 'receipt-serving', docker: false, run: receiptServingBench },
  { name: 'docker-overhead', docker: true, run: dockerBench },
  { name: 'validation-throughput', docker: true, run: throughputBench },
  { name: 'sealing-overhead', docker: true, run: sealingBench },
  { name: 'disk-cap', docker: true, run: diskCapBench },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BENCHES.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
let engine: boolean | undefined;
const engineAnswers = (): boolean => {
  if (engine === undefined) {
    try {
      execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 15_000 });
      engine = true;
    } catch {
      engine = false;
    }
  }
  return engine;
};
let first = true;
for (const bench of BENCHES.filter((b) => asked.length === 0 || asked.includes(b.name))) {
  if (!first) console.log('');
  first = false;
  if (bench.docker && !engineAnswers()) {
    console.log(
      `${bench.name.replace('-', ' ')}: skipped, no engine answers \`docker info\` (bash docker/start-engine.sh, then npx patchproof runners build)`,
    );
    continue;
  }
  await bench.run();
}
