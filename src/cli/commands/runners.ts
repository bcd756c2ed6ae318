/**
 * `patchproof runners build [node|python|go] [--force]` (PROTOCOL 7, 9): builds the runner
 * images locally with no container registry and prints their image IDs.
 */
import { buildRunnerImages, RUNNER_KINDS, type RunnerKind } from '../../adapters/docker/index.js';
import { type CommandGroup, defineCommand } from '../command-spec.js';
import { EXIT, type Io, printError, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';

export const RUNNERS_BUILD = defineCommand({
  name: 'runners build',
  summary:
    'build the runner images locally (Debian minbase + a recipe, no registry); print their IDs',
  usage: ['[node|python|go] [--force]'],
  options: {
    force: { type: 'boolean', doc: 'rebuild even when the image labels match the recipe' },
  },
  positionals: 1,
  exits: [
    [0, 'built or already up to date; one "<name> <image id>" line per image'],
    [2, 'no Docker engine, or the build failed (its log is named)'],
  ],
  notes: [
    'Needs a Docker engine and root (debootstrap): bash docker/start-engine.sh starts one. The first build takes a few minutes.',
  ],
  example: 'sudo npx patchproof runners build python',
});

export const RUNNERS: CommandGroup = {
  name: 'runners',
  summary: 'the runner images',
  commands: [RUNNERS_BUILD],
};

export async function runnersCommand(args: string[], io: Io): Promise<number> {
  try {
    const [verb, ...rest] = args;
    if (verb !== 'build')
      throw new UsageError(
        'the one runners subcommand is build: patchproof runners build [node|python|go]',
        'runners',
      );
    const { values, positionals } = parseCommand(rest, RUNNERS_BUILD);
    const kind = positionals[0] ?? 'all';
    if (kind !== 'all' && !(RUNNER_KINDS as readonly string[]).includes(kind))
      throw new UsageError(`unknown runner "${kind}"; use node, python or go`, RUNNERS_BUILD.name);
    const built = await buildRunnerImages(kind as RunnerKind | 'all', {
      force: values.force ?? false,
      onProgress: (line) => io.err(line),
    });
    for (const image of built) io.out(`${image.name} ${image.id}`);
    return EXIT.ok;
  } catch (error) {
    printError(io, wireOf(error), 'runners build failed');
    return EXIT.refused;
  }
}
