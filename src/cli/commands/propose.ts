/**
 * `patchproof propose --repo <dir> --patch <file|-> [--json]` (PROTOCOL 7): intake and
 * gates against the repository's current snapshot. Exit 0 accepted, 2 refused. The
 * repository is only read.
 */
import { readFile } from 'node:fs/promises';
import { openRepository } from '../../adapters/repo/index.js';
import { loadTreeSitterChecker } from '../../adapters/syntax/tree-sitter.js';
import { propose, type Proposal } from '../../core/intake/propose.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';

export interface ProposeDeps {
  readStdin(): Promise<Uint8Array>;
}

export async function proposeCommand(args: string[], io: Io, deps: ProposeDeps): Promise<number> {
  const opts = { repo: { type: 'string' }, patch: { type: 'string' }, json: { type: 'boolean' } } as const;
  let json = args.includes('--json');
  try {
    const { values } = parseCommand(args, opts, 0);
    json = values.json ?? false;
    if (!values.repo || !values.patch) throw new UsageError('propose needs --repo <dir> and --patch <file> ("-" reads standard input)');
    const patch = values.patch === '-' ? await deps.readStdin() : await readPatchFile(values.patch);
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

async function readPatchFile(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    throw new UsageError(`cannot read the patch file ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
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
