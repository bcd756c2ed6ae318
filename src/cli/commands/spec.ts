/**
 * `patchproof spec targets --repo <dir> --spec <patchproof.json> [--runner docker|local]
 * [--json]` (issue 34): runs the reproduction suite once on the base (src/app/spec-targets.ts)
 * and prints every test id it reports with its outcome, and the ones that fail there showing
 * the bug as a `targets` array ready to paste into the run spec.
 */
import { pickRunner } from '../../adapters/runners/index.js';
import { openRepository } from '../../adapters/repo/index.js';
import { loadRunSpec } from '../../adapters/runspec/index.js';
import { createWorkspaceFactory, sealInputFor } from '../../adapters/workspace/index.js';
import { listTargets, type TargetListing } from '../../app/spec-targets.js';
import { type CommandGroup, defineCommand, JSON_OPTION } from '../command-spec.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { endProcess, signalExit, watchStopSignals } from '../stop-signals.js';
import { runnerKind } from '../validation-pipeline.js';

export const SPEC_TARGETS = defineCommand({
  name: 'spec targets',
  summary: 'run the reproduction suite once on the base; print every test id, ready for targets',
  usage: ['--repo <dir> --spec <patchproof.json> [--runner docker|local] [--json]'],
  options: {
    repo: {
      type: 'string',
      arg: '<dir>',
      doc: 'the repository (only read; the suite runs on a disposable copy of it)',
    },
    spec: {
      type: 'string',
      arg: '<patchproof.json>',
      doc: 'the run spec whose reproduction suite to run (its targets are not read)',
    },
    runner: {
      type: 'string',
      arg: 'docker|local',
      doc: "override the spec's runner; local runs the suite on this machine, not isolated",
    },
    json: JSON_OPTION,
  },
  positionals: 0,
  exits: [
    [0, 'the suite ran and reported tests; one "<status>  <id>" line each, then the targets'],
    [
      1,
      'the suite ran but reported no test, or its report could not be read (what is known is printed)',
    ],
    [
      2,
      'refused: the run spec, a reproduction that is not gate mode spec, a runner that is not available, or environment.setup failed',
    ],
  ],
  notes: [
    "The suite runs as a validation's baseline does: on the base, after environment.setup, sealed (new names and planted tests, read back under the real names), so the ids are the ones targets must name. When the suite cannot be sealed it runs unsealed, and the first line says so: ids of mocha's and Jest's reporters may then differ.",
    'Nothing is proposed, approved or published. A target must fail on the base showing the bug (an assertion, or an exception raised in the repository\'s code): those are marked "shows the bug" and listed as targets.',
  ],
  example:
    'patchproof spec targets --repo examples/calculator --spec examples/specs/calculator/patchproof.json --runner local',
});

export const SPEC: CommandGroup = {
  name: 'spec',
  summary: 'help with writing a run spec',
  commands: [SPEC_TARGETS],
};

export async function specCommand(args: string[], io: Io): Promise<number> {
  const [verb, ...rest] = args;
  if (verb !== 'targets') {
    printError(
      io,
      wireOf(
        new UsageError(
          'the one spec subcommand is targets: patchproof spec targets --repo <dir> --spec <patchproof.json>',
          'spec',
        ),
      ),
      'spec failed',
    );
    return EXIT.refused;
  }
  return targetsCommand(rest, io);
}

async function targetsCommand(args: string[], io: Io): Promise<number> {
  let json = args.includes('--json');
  const stop = watchStopSignals({
    onFirst: (signal) => io.err(`${signal}: stopping the run and removing its copy`),
    force: (signal) => endProcess(signalExit(signal)),
  });
  try {
    const { values } = parseCommand(args, SPEC_TARGETS);
    json = values.json ?? false;
    if (!values.repo || !values.spec)
      throw new UsageError(
        'spec targets needs --repo <dir> and --spec <patchproof.json>',
        SPEC_TARGETS.name,
      );
    const repository = await openRepository(values.repo);
    const spec = await loadRunSpec(values.spec, repository.root);
    const kind = runnerKind(values.runner ?? spec.runner.kind);
    if (!json) io.err(`run       the reproduction suite on the base, on the ${kind} runner …`);
    const result = await listTargets(
      spec,
      {
        runner: () => pickRunner(kind, spec),
        workspaces: () =>
          createWorkspaceFactory({
            repository,
            changes: [],
            spec,
            expected: { base: repository.snapshot.id, result: repository.snapshot.id },
          }),
        seal: () => sealInputFor(spec),
      },
      stop.signal,
    );
    const signal = stop.received();
    if (signal !== undefined) return signalExit(signal);
    if (json) printJson(io, { ...result, targets: targetsOf(result) });
    else printListing(io, result);
    return result.tests.length > 0 ? EXIT.ok : EXIT.fail;
  } catch (error) {
    const signal = stop.received();
    if (signal !== undefined) return signalExit(signal);
    const wire = wireOf(error);
    if (json) printJson(io, { error: { code: wire.code, message: wire.message } });
    printError(io, wire, 'spec targets refused');
    return EXIT.refused;
  } finally {
    stop.dispose();
  }
}

/** The ids a run spec may name as targets: they fail on the base showing the bug. */
function targetsOf(result: TargetListing): string[] {
  return result.tests.filter((t) => t.showsBug).map((t) => t.id);
}

function printListing(io: Io, result: TargetListing): void {
  io.err(
    result.sealed
      ? `ran       sealed as a validation's baseline, on the ${result.runner.kind} runner${result.runner.isolated ? '' : ' (not isolated)'}; exit ${result.exitCode ?? 'none'}`
      : `ran       UNSEALED (${result.unsealed ?? 'no seal'}): ids of mocha's and Jest's reporters may differ from what a validation reads; exit ${result.exitCode ?? 'none'}`,
  );
  for (const t of result.tests) {
    const status = t.failure ? `${t.status}/${t.failure}` : t.status;
    io.out(`${status.padEnd(17)} ${t.id}${t.showsBug ? '  (shows the bug)' : ''}`);
  }
  for (const e of result.collectionErrors) io.err(`collection error: ${e}`);
  for (const n of result.notes) io.err(`note: ${n}`);
  if (result.reportError !== undefined) io.err(`no report: ${result.reportError}`);
  const targets = targetsOf(result);
  io.out('');
  io.out(
    targets.length > 0
      ? `"targets": ${JSON.stringify(targets, null, 2)}`
      : 'no test fails on the base showing the bug: the suite does not reproduce it yet, so there is no target to name',
  );
}
