/**
 * `patchproof log verify <older checkpoint> <newer checkpoint> --proof <file> --log-key <file>`:
 * an auditor who kept an older checkpoint of a service's transparency log checks, offline,
 * that a newer one extends it (core/tlog/evidence.ts): both signed by the log's key, and the
 * consistency proof (GET /v1/log/consistency?from=&to=) leads from one root to the other. A
 * log that rewrote or withheld a receipt it had published cannot show that.
 */
import { consistencyProblems } from '../../core/tlog/evidence.js';
import { type CommandGroup, defineCommand, JSON_OPTION } from '../command-spec.js';
import { readCheckpoint, readLogKey, readProof } from '../log-files.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';

export const LOG_VERIFY = defineCommand({
  name: 'log verify',
  summary: 'check offline that a newer checkpoint of a transparency log extends an older one',
  usage: [
    '<older checkpoint> <newer checkpoint> --proof <consistency proof> --log-key <file> [--json]',
  ],
  options: {
    proof: {
      type: 'string',
      arg: '<file>',
      doc: 'the consistency proof between their sizes (GET /v1/log/consistency?from=<older>&to=<newer>)',
    },
    'log-key': {
      type: 'string',
      arg: '<file>',
      doc: "the log's vkey (its name is the log's origin)",
    },
    json: JSON_OPTION,
  },
  positionals: 2,
  exits: [
    [0, 'the newer checkpoint extends the older'],
    [
      1,
      'it does not, or a checkpoint is not signed by the log key (each problem printed with its code)',
    ],
    [2, 'a usage error: nothing was checked'],
  ],
  example:
    'patchproof log verify kept.checkpoint now.checkpoint --proof consistency.json --log-key log.vkey',
});

export const LOG: CommandGroup = {
  name: 'log',
  summary: "check a service's transparency log offline",
  commands: [LOG_VERIFY],
};

export async function logCommand(args: string[], io: Io): Promise<number> {
  const [verb, ...rest] = args;
  let json = rest.includes('--json');
  try {
    if (verb !== 'verify') throw new UsageError('log needs a subcommand: verify', 'log');
    const { values, positionals } = parseCommand(rest, LOG_VERIFY);
    json = values.json ?? false;
    const [older, newer] = positionals as [string, string];
    if (!values.proof || !values['log-key'])
      throw new UsageError('log verify needs --proof <file> and --log-key <file>', LOG_VERIFY.name);
    const keys = await readLogKey(values['log-key']);
    const result = consistencyProblems(
      await readCheckpoint(older),
      await readCheckpoint(newer),
      keys,
      await readProof(values.proof, 'consistency proof'),
    );
    const valid = result.problems.length === 0;
    const sizes =
      result.older && result.newer
        ? { origin: result.older.origin, from: result.older.size, to: result.newer.size }
        : {};
    if (json) printJson(io, { valid, ...sizes, problems: result.problems });
    else {
      io.out(
        valid
          ? `consistent  ${sizes.origin}: the tree of ${sizes.to} extends the tree of ${sizes.from}`
          : 'INCONSISTENT',
      );
      for (const p of result.problems) io.out(`  ${p.code}: ${p.message}`);
    }
    return valid ? EXIT.ok : EXIT.fail;
  } catch (error) {
    const wire = wireOf(error);
    if (json)
      printJson(io, {
        valid: false,
        refused: true,
        problems: [{ code: wire.code, message: wire.message }],
      });
    printError(io, wire, 'log verify');
    return EXIT.refused;
  }
}
