/**
 * `patchproof propose --repo <dir> --patch <file|-> [--json]` (PROTOCOL 7): intake and
 * gates against the repository's current snapshot. Exit 0 accepted, 2 refused. The
 * repository is only read.
 */
import { openRepository } from '../../adapters/repo/index.js';
import { loadTreeSitterChecker } from '../../adapters/syntax/index.js';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import { propose, type Proposal } from '../../core/intake/propose.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { defineCommand, JSON_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { readPatch } from '../inputs.js';

export interface ProposeDeps {
  readonly stdin: NodeJS.ReadableStream;
}

export const PROPOSE = defineCommand({
  name: 'propose',
  summary: 'check a patch against a repository, in memory, and print its proposal hash',
  usage: ['--repo <dir> --patch <file|-> [--json]'],
  options: {
    repo: { type: 'string', arg: '<dir>', doc: 'the repository the patch is for (only read)' },
    patch: {
      type: 'string',
      arg: '<file|->',
      doc: 'the patch: Codex, unified/git diff or MCP-PATCH-V1; "-" reads standard input',
    },
    json: JSON_OPTION,
  },
  positionals: 0,
  exits: [
    [0, 'accepted: the proposal hash is printed'],
    [2, 'refused at intake (UnsafePath, ProtectedPath, ContextMismatch, …) or a usage error'],
  ],
  notes: [
    'Nothing is written: the patch is parsed, gated and applied in memory. The hash binds the base snapshot, the result snapshot and the normalized diff.',
  ],
  example: 'patchproof propose --repo examples/calculator --patch examples/patches/fix-add.patch',
});

export async function proposeCommand(args: string[], io: Io, deps: ProposeDeps): Promise<number> {
  let json = args.includes('--json');
  try {
    const { values } = parseCommand(args, PROPOSE);
    json = values.json ?? false;
    if (!values.repo || !values.patch)
      throw new UsageError(
        'propose needs --repo <dir> and --patch <file> ("-" reads standard input)',
        PROPOSE.name,
      );
    const patch = await readPatch(
      values.patch === '-' ? deps.stdin : values.patch,
      DEFAULT_BUDGETS.maxPatchBytes,
    );
    // Grammars load on demand: intake asks for the languages of the files the patch changes.
    const [repository, syntax] = await Promise.all([
      openRepository(values.repo),
      loadTreeSitterChecker({ languages: [] }),
    ]);
    const proposal = await propose({ patch, repository, syntax });
    if (json) printJson(io, proposalJson(proposal));
    else printProposal(io, proposal);
    return EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    if (json) printJson(io, { accepted: false, error: wire });
    printError(io, wire, 'refused');
    return EXIT.refused;
  }
}

/** The --json shape of an accepted proposal (PROTOCOL 7). */
export function proposalJson(p: Proposal) {
  return {
    accepted: true,
    proposal: p.hash,
    base: p.object.base,
    result: p.object.result,
    diff: p.object.diff,
    format: p.format,
    files: p.files.map((f) => ({ path: f.path, op: f.op })),
    gates: p.gates,
  };
}

function printProposal(io: Io, p: Proposal): void {
  const ops = { add: 'added', update: 'updated', delete: 'deleted' } as const;
  io.out(`accepted  ${p.hash}`);
  io.out(`  format  ${p.format}`);
  io.out(`  base    ${p.object.base}`);
  io.out(`  result  ${p.object.result}`);
  io.out(`  diff    ${p.object.diff}`);
  io.out(`  files   ${p.files.length}`);
  for (const f of p.files) io.out(`    ${ops[f.op].padEnd(8)} ${f.path}`);
  io.out(`  gates   ${p.gates.length} passed`);
}
