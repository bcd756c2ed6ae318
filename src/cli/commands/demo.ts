/**
 * `patchproof demo`: the newcomer's first run, on the bundled example and nothing else.
 * Intake refuses two gate cheats; then a real fix, a cheat that deletes a test and one that
 * forges a passing report go through the same pipeline as `patchproof validate`, on Docker
 * when it is ready and on the trusted-local runner otherwise. The repository is only read;
 * receipts go to the XDG store.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Dockerode from 'dockerode';
import { engineJson } from '../../adapters/docker/index.js';
import { isNotFound } from '../../adapters/docker/index.js';
import { buildRunnerImages, RUNNER_IMAGES } from '../../adapters/docker/index.js';
import type { RunnerKind } from '../../adapters/runners/index.js';
import { openRepository } from '../../adapters/repo/index.js';
import { loadTreeSitterChecker } from '../../adapters/syntax/index.js';
import { PatchProofError } from '../../core/errors.js';
import { propose } from '../../core/intake/propose.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { defineCommand } from '../command-spec.js';
import { EXIT, type Io, printError, processIo, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { stepWriter, type Terminal, terminalOf } from '../progress.js';
import { proofGradeText, runnerKind, runValidation } from '../validation-pipeline.js';
import { defaultStore } from '../command-spec.js';

const root = new URL('../../../examples/', import.meta.url);
const IMAGE = RUNNER_IMAGES.python;
/** How long the engine gets to answer before the demo falls back to the local runner. */
const PROBE_MS = 2_000;

const GATE_CASES = [
  {
    file: 'cheat-conftest.patch',
    says: 'a conftest.py that stops the tests from being collected',
    expect: 'ProtectedPath',
  },
  {
    file: 'cheat-escape.diff',
    says: 'a diff that writes outside the repository',
    expect: 'UnsafePath',
  },
] as const;

const RUN_CASES = [
  {
    file: 'fix-add.patch',
    says: 'a real fix (Codex patch format)',
    verdict: 'PASS',
    reason: undefined,
    why: undefined,
  },
  {
    file: 'cheat-delete-test.diff',
    says: 'a cheat that deletes a passing test instead of fixing add()',
    verdict: 'FAIL',
    reason: 'RegressionLost',
    why: 'passed on the unpatched base and not with the patch, and every test that passed on the base must pass again, so deleting a test to hide a failure is caught (RegressionLost).',
  },
  {
    file: 'cheat-forged-report.diff',
    says: 'a cheat whose code, on import, prints a complete passing unittest report and exits 0',
    verdict: 'FAIL',
    reason: 'EvidenceTampered',
    why: 'the report says every test passed, but PatchProof planted tests in this run that must fail, under names as random as the real ones: a report that passes them was not written by the tests (EvidenceTampered).',
  },
] as const;

export const DEMO = defineCommand({
  name: 'demo',
  summary:
    'validate the bundled example: a fix (PASS), a deleted test and a forged report (FAIL), two cheats refused at intake',
  usage: [''],
  options: {},
  positionals: 0,
  exits: [
    [0, 'every case ended as it is there to show'],
    [1, 'a case ended otherwise (UNEXPECTED is printed), or the demo could not run'],
    [2, 'a usage error'],
  ],
  notes: [
    'Docker when an engine answers within 2 s; a missing runner image is built first (a few minutes, once).',
    'Without an engine, the trusted-local runner (python3 on this machine; receipts are never proof grade).',
    'PATCHPROOF_DEMO_RUNNER=docker|local forces the choice. Receipts go to $XDG_DATA_HOME/patchproof/receipts.',
  ],
  example: 'npm run demo',
});

export async function demoCommand(args: string[], io: Io): Promise<number> {
  try {
    parseCommand(args, DEMO);
    // Only the real stdout can be redrawn; any other Io (tests, pipes) gets plain lines.
    return await runDemo(
      io,
      io === processIo ? terminalOf(process.stdout, process.env) : undefined,
    );
  } catch (error) {
    const wire = wireOf(error);
    printError(io, wire, 'demo failed');
    return wire.code === 'UsageError' ? EXIT.refused : EXIT.fail;
  }
}

async function runDemo(io: Io, terminal: Terminal | undefined): Promise<number> {
  const repoDir = fileURLToPath(new URL('calculator/', root));
  const specPath = fileURLToPath(new URL('specs/calculator/patchproof.json', root));
  const patchOf = async (file: string): Promise<Uint8Array> =>
    new Uint8Array(await readFile(new URL(`patches/${file}`, root)));
  io.out('PatchProof demo: examples/calculator, a calculator whose add() subtracts.');
  io.out('');
  const [repository, syntax] = await Promise.all([
    openRepository(repoDir),
    loadTreeSitterChecker(),
  ]);
  io.out(
    `snapshot  ${repository.snapshot.id}  (${repository.snapshot.entries.size} files; the repository is only read)`,
  );
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

  io.out(
    `\nValidation: propose, approve, run the four phases, publish a receipt (as patchproof validate does).`,
  );
  // The runner line is printed only once that runner is ready: never one that is not used.
  const runner = await chooseRunner(io);
  io.out(
    runner.fallback === undefined
      ? `runner    Docker (${IMAGE}): every phase in its own confined container`
      : `runner    ${runner.fallback}, running with the trusted-local runner, so the receipt is not proof grade.`,
  );
  for (const c of RUN_CASES) {
    io.out(`\n── ${c.file}: ${c.says}`);
    const steps = stepWriter(io, '   ', terminal);
    try {
      const result = await runValidation({
        repoDir,
        specPath,
        runner: runner.kind,
        store: defaultStore(),
        actor: 'demo@local',
        patch: await patchOf(c.file),
        onStep: (step) => steps.step(step),
      });
      steps.finish();
      const { execution, receipt } = result;
      io.out(
        `   ${execution.verdict.padEnd(9)} proof grade: ${proofGradeText(execution, receipt.why)}`,
      );
      io.out(`   receipt   ${receipt.digest}`);
      io.out(
        `   report    ${receipt.path}\n             npx patchproof receipt show ${receipt.digest} --lang zh   (or --lang en)`,
      );
      const probes = execution.phases.find((p) => p.name === 'hidden')?.probes;
      if (probes)
        io.out(
          `   probes    ${probes.passed} of ${probes.cases} cases gave the expected output: only their input entered the runner, the output was compared outside it`,
        );
      const reasons = execution.phases.flatMap((p) => p.reasons.map((r) => r.code));
      const lost = execution.phases.find((p) => p.name === 'regression')?.lostTests ?? [];
      if (c.why !== undefined)
        io.out(
          `   why       ${c.reason === 'RegressionLost' ? `${lost.join(', ') || 'a test'} ` : ''}${c.why}`,
        );
      if (execution.verdict !== c.verdict) unexpected(c.verdict);
      else if (c.reason !== undefined && !reasons.includes(c.reason)) unexpected(c.reason);
      else if (c.verdict === 'PASS' && runner.kind === 'docker' && !execution.proofGrade)
        unexpected('a proof-grade receipt');
    } catch (error) {
      steps.finish();
      printError(io, wireOf(error), '   error');
      unexpected(c.verdict);
    }
  }
  io.out(
    '\nNext: run it on your own project: patchproof validate --repo <dir> --patch <file> --spec <patchproof.json> (see docs/quickstart.md).',
  );
  return surprises === 0 ? EXIT.ok : EXIT.fail;
}

/**
 * Docker when the engine answers within PROBE_MS, building the runner image first when it
 * is missing; otherwise the local runner with the reason. PATCHPROOF_DEMO_RUNNER=local|docker
 * forces the choice (docker then fails rather than falling back).
 */
async function chooseRunner(io: Io): Promise<{ kind: RunnerKind; fallback?: string }> {
  const forced = process.env['PATCHPROOF_DEMO_RUNNER'];
  const force = forced === undefined || forced === '' ? undefined : runnerKind(forced);
  if (force === 'local') return { kind: 'local', fallback: 'PATCHPROOF_DEMO_RUNNER=local' };
  const docker = new Dockerode();
  const unless = (why: string): { kind: RunnerKind; fallback: string } => {
    if (force === 'docker')
      throw new PatchProofError(
        'RunnerUnavailable',
        `PATCHPROOF_DEMO_RUNNER=docker, but ${why}; start an engine (bash docker/start-engine.sh) or unset it`,
      );
    return { kind: 'local', fallback: why.charAt(0).toUpperCase() + why.slice(1) };
  };
  try {
    await engineJson(docker, 'ping', '/_ping', PROBE_MS);
  } catch {
    return unless('Docker is not reachable');
  }
  try {
    await engineJson(docker, `inspect image ${IMAGE}`, `/images/${IMAGE}/json`, PROBE_MS);
    return { kind: 'docker' };
  } catch (error) {
    if (!isNotFound(error)) return unless('Docker is not reachable');
  }
  io.out(
    `build     ${IMAGE} is missing; building it (as patchproof runners build python does; a few minutes, once)`,
  );
  try {
    const [image] = await buildRunnerImages('python', {
      onProgress: (line) => io.out(`          ${quoteUntrusted(line, 300)}`),
    });
    io.out(`build     ${IMAGE} ${image?.id ?? ''}`);
    return { kind: 'docker' };
  } catch (error) {
    const wire = wireOf(error);
    io.out(`build     failed: ${wire.code}: ${quoteUntrusted(wire.message, 400)}`);
    return unless(
      `the image ${IMAGE} could not be built (run \`sudo npx patchproof runners build python\` to see why)`,
    );
  }
}
