/**
 * `patchproof propose --repo <dir> --patch <file|-> [--json]` (PROTOCOL 7): intake and
 * gates against the repository's current snapshot. Exit 0 accepted, 2 refused. The
 * repository is only read.
 */
import { createReadStream } from 'node:fs';
import { openRepository } from '../../adapters/repo/index.js';
import { loadTreeSitterChecker } from '../../adapters/syntax/tree-sitter.js';
import { IntakeRefusal } from '../../core/errors.js';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import { propose, type Proposal } from '../../core/intake/propose.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { defineCommand, JSON_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';

export interface ProposeDeps {
  readonly stdin: NodeJS.ReadableStream;
}

export const PROPOSE = defineCommand({
  name: 'propose',
  summary: 'check a patch against a repository, in memory, and print its proposal hash',
  usage: ['--repo <dir> --patch <file|-> [--json]'],
  options: {
    repo: { type: 'string', arg: '<dir>', doc: 'the repository the patch is for (only read)' },
    patch: { type: 'string', arg: '<file|->', doc: 'the patch: Codex, unified/git diff or MCP-PATCH-V1; "-" reads standard input' },
    json: JSON_OPTION,
  },
  positionals: 0,
  exits: [[0, 'accepted: the proposal hash is printed'], [2, 'refused at intake (UnsafePath, ProtectedPath, ContextMismatch, …) or a usage error']],
  notes: ['Nothing is written: the patch is parsed, gated and applied in memory. The hash binds the base snapshot, the result snapshot and the normalized diff.'],
  example: 'patchproof propose --repo examples/calculator --patch examples/patches/fix-add.patch',
});

export async function proposeCommand(args: string[], io: Io, deps: ProposeDeps): Promise<number> {
  let json = args.includes('--json');
  try {
    const { values } = parseCommand(args, PROPOSE);
    json = values.json ?? false;
    if (!values.repo || !values.patch) throw new UsageError('propose needs --repo <dir> and --patch <file> ("-" reads standard input)', PROPOSE.name);
    const patch = await readPatch(values.patch === '-' ? deps.stdin : values.patch, DEFAULT_BUDGETS.maxPatchBytes);
    const [repository, syntax] = await Promise.all([openRepository(values.repo), loadTreeSitterChecker()]);
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

/**
 * Reads a patch, stopping one byte past `limit`: a patch from a stranger (or /dev/zero)
 * must not fill memory before its size is checked.
 */
export async function readPatch(source: string | NodeJS.ReadableStream, limit: number): Promise<Uint8Array> {
  const stream = typeof source === 'string' ? createReadStream(source, { highWaterMark: 1 << 20 }) : source;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > limit) {
        if (typeof source === 'string') (stream as ReturnType<typeof createReadStream>).destroy();
        throw new IntakeRefusal('BudgetExceeded', `the patch is over the ${limit}-byte limit; split it into smaller patches`, {
          details: { limit: 'maxPatchBytes', value: size },
        });
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof IntakeRefusal) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UsageError(`cannot read the patch ${typeof source === 'string' ? source : 'from standard input'} (${code})`);
  }
  return new Uint8Array(Buffer.concat(chunks));
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
