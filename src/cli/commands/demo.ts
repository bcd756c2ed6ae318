/**
 * `patchproof demo`: the newcomer's first run, on the bundled example and nothing else.
 * Intake refuses two gate cheats; then a real fix and a cheat that deletes a test go
 * through the same pipeline as `patchproof validate`, on Docker when it is ready and on
 * the trusted-local runner otherwise. The repository is only read; receipts go to the
 * XDG store.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Dockerode from 'dockerode';
import { engineJson } from '../../adapters/docker/container-ops.js';
import { isNotFound } from '../../adapters/docker/engine-call.js';
import { RUNNER_IMAGES } from '../../adapters/docker/images.js';
import type { RunnerKind } from '../../adapters/pick-runner.js';
import { openRepository } from '../../adapters/repo/index.js';
import { loadTreeSitterChecker } from '../../adapters/syntax/tree-sitter.js';
import { propose } from '../../core/intake/propose.js';
import { EXIT, type Io, printError, processIo, wireOf } from '../output.js';
import { stepWriter, type Terminal, terminalOf } from '../progress.js';
import { proofGradeText, runnerKind, runValidation } from '../validation-pipeline.js';
import { defaultStore } from './validate.js';

const root = new URL('../../../examples/', import.meta.url);
const IMAGE = RUNNER_IMAGES.python;
/** How long the engine gets to answer before the demo falls back to the local runner. */
const PROBE_MS = 2_000;

const GATE_CASES = [
  { file: 'cheat-conftest.patch', says: 'a conftest.py that stops the tests from being collected', expect: 'ProtectedPath' },
  { file: 'cheat-escape.diff', says: 'a diff that writes outside the repository', expect: 'UnsafePath' },
] as const;

const RUN_CASES = [
  { file: 'fix-add.patch', says: 'a real fix (Codex patch format)', verdict: 'PASS', reason: undefined, why: undefined },
  {
    file: 'cheat-delete-test.diff',
    says: 'a cheat that deletes a passing test instead of fixing add()',
    verdict: 'FAIL',
    reason: 'RegressionLost',
    why: 'passed on the unpatched base and not with the patch, and every test that passed on the base must pass again, so deleting a test to hide a failure is caught (RegressionLost).',
  },
] as const;

export async function demoCommand(io: Io): Promise<number> {
  try {
    // Only the real stdout can be redrawn; any other Io (tests, pipes) gets plain lines.
    return await runDemo(io, io === processIo ? terminalOf(process.stdout, process.env) : undefined);
  } catch (error) {
    printError(io, wireOf(error), 'demo failed');
    return EXIT.fail;
  }
}

async function runDemo(io: Io, terminal: Terminal | undefined): Promise<number> {
  const repoDir = fileURLToPath(new URL('calculator/', root));
  const specPath = fileURLToPath(new URL('specs/calculator/patchproof.json', root));
  const patchOf = async (file: string): Promise<Uint8Array> => new Uint8Array(await readFile(new URL(`patches/${file}`, root)));
  io.out('PatchProof demo: examples/calculator, a calculator whose add() subtracts.');
  io.out('');
  const [repository, syntax] = await Promise.all([openRepository(repoDir), loadTreeSitterChecker()]);
  io.out(`snapshot  ${repository.snapshot.id}  (${repository.snapshot.entries.size} files; the repository is only read)`);
  io.out('');
  let surprises = 0;
  const unexpected = (wanted: string): void => {
    surprises++;
    io.out(`   UNEXPECTED: wanted ${wanted}`);
  };

  io.out('Intake: the gates refuse these before anything runs.');
  for (const c of GATE_CASES) {
    let got = 'accepted';
    try {
      await propose({ patch: await patchOf(c.file), repository, syntax });
      io.out(`── ${c.file}: ${c.says}\n   accepted`);
    } catch (error) {
      got = wireOf(error).code;
      io.out(`── ${c.file}: ${c.says}\n   refused   ${got}`);
    }
    if (got !== c.expect) unexpected(c.expect);
  }

  const runner = await chooseRunner();
  io.out(`\nValidation: propose, approve, run the four phases, publish a receipt (as patchproof validate does).`);
  io.out(runner.fallback === undefined ? `runner    Docker (${IMAGE}): every phase in its own confined container` : `runner    ${runner.fallback}, running with the trusted-local runner, so the receipt is not proof grade.`);
  for (const c of RUN_CASES) {
    io.out(`\n── ${c.file}: ${c.says}`);
    const steps = stepWriter(io, '   ', terminal);
    try {
      const result = await runValidation({
        repoDir, specPath, runner: runner.kind, store: defaultStore(), actor: 'demo@local',
        patch: await patchOf(c.file),
        onStep: (step) => steps.step(step),
      });
      steps.finish();
      const { execution, receipt } = result;
      io.out(`   ${execution.verdict.padEnd(9)} proof grade: ${proofGradeText(execution)}`);
      io.out(`   receipt   ${receipt.digest}`);
      io.out(`   report    ${receipt.path}\n             npx patchproof receipt show ${receipt.digest} --lang zh   (or --lang en)`);
      const reasons = execution.phases.flatMap((p) => p.reasons.map((r) => r.code));
      const lost = execution.phases.find((p) => p.name === 'regression')?.lostTests ?? [];
      if (c.why !== undefined) io.out(`   why       ${lost.join(', ') || 'a test'} ${c.why}`);
      if (execution.verdict !== c.verdict) unexpected(c.verdict);
      else if (c.reason !== undefined && !reasons.includes(c.reason)) unexpected(c.reason);
      else if (c.verdict === 'PASS' && runner.kind === 'docker' && !execution.proofGrade) unexpected('a proof-grade receipt');
    } catch (error) {
      steps.finish();
      printError(io, wireOf(error), '   error');
      unexpected(c.verdict);
    }
  }
  io.out('\nNext: run it on your own project: patchproof validate --repo <dir> --patch <file> --spec <patchproof.json> (see README.md).');
  return surprises === 0 ? EXIT.ok : EXIT.fail;
}

/**
 * Docker when the engine answers within PROBE_MS and has the runner image; otherwise the
 * local runner with the reason. PATCHPROOF_DEMO_RUNNER=local|docker forces the choice.
 */
async function chooseRunner(): Promise<{ kind: RunnerKind; fallback?: string }> {
  const forced = process.env['PATCHPROOF_DEMO_RUNNER'];
  if (forced !== undefined && forced !== '') {
    const kind = runnerKind(forced);
    return kind === 'local' ? { kind, fallback: 'PATCHPROOF_DEMO_RUNNER=local' } : { kind };
  }
  const docker = new Dockerode();
  try {
    await engineJson(docker, 'ping', '/_ping', PROBE_MS);
  } catch {
    return { kind: 'local', fallback: 'Docker is not reachable' };
  }
  try {
    await engineJson(docker, `inspect image ${IMAGE}`, `/images/${IMAGE}/json`, PROBE_MS);
  } catch (error) {
    const why = isNotFound(error) ? `the image ${IMAGE} is missing (build it with \`npx patchproof runners build python\`)` : 'Docker is not reachable';
    return { kind: 'local', fallback: why };
  }
  return { kind: 'docker' };
}
