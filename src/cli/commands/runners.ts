/**
 * `patchproof runners build [node|python] [--force]` (PROTOCOL 7, 9): builds the runner
 * images locally with no container registry and prints their image IDs.
 */
import { buildRunnerImages, RUNNER_KINDS, type RunnerKind } from '../../adapters/docker/images.js';
import { EXIT, type Io, printError, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';

export async function runnersCommand(args: string[], io: Io): Promise<number> {
  try {
    const { values, positionals } = parseCommand(args, { force: { type: 'boolean' } }, 2);
    const [verb, kind = 'all'] = positionals;
    if (verb !== 'build') throw new UsageError('usage: patchproof runners build [node|python] [--force]');
    if (kind !== 'all' && !(RUNNER_KINDS as readonly string[]).includes(kind)) throw new UsageError(`unknown runner "${kind}"; use node or python`);
    const built = await buildRunnerImages(kind as RunnerKind | 'all', { force: values.force ?? false, onProgress: (line) => io.err(line) });
    for (const image of built) io.out(`${image.name} ${image.id}`);
    return EXIT.ok;
  } catch (error) {
    printError(io, wireOf(error), 'runners build failed');
    return EXIT.refused;
  }
}
