/**
 * `patchproof review <proposal-hash> --server <url> [--json]`: what a reviewer reads before
 * approving — the normalized diff, the gates it passed, its base and result snapshots — with
 * any token (PATCHPROOF_TOKEN). Exit 0 shown, 2 refused, 3 the service could not answer.
 */
import type { z } from 'zod';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { proposalResponse, typedHash } from '../../http/schemas.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { defineCommand, JSON_OPTION, SERVER_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { isRefusal, type ServiceClient, serviceClient, tokenFrom } from '../service-client.js';

/** Exit code of the service commands when the service could not be asked or answered badly. */
export const EXIT_UNFINISHED = 3;

export const REVIEW = defineCommand({
  name: 'review',
  summary: 'show a proposal as a reviewer sees it: normalized diff, gates, base and result IDs',
  usage: ['<proposal-hash> --server <url> [--json]'],
  options: { server: SERVER_OPTION, json: JSON_OPTION },
  positionals: 1,
  exits: [[0, 'shown'], [2, 'refused (unknown proposal, bad token, bad hash)'], [3, 'the service could not be reached or answered badly']],
  notes: ['<proposal-hash> is sha256: and 64 hex digits. Token: PATCHPROOF_TOKEN (any role).'],
  example: 'PATCHPROOF_TOKEN=… patchproof review sha256:59ae…8d --server http://127.0.0.1:8080',
});

export type ProposalView = z.infer<typeof proposalResponse>;

/** GET /v1/proposals/{hash}; the hash is checked here so a typo is a usage error, not a 400. */
export async function fetchProposal(client: ServiceClient, hash: string | undefined, token: string): Promise<ProposalView> {
  if (!hash || !typedHash.safeParse(hash).success) throw new UsageError(`give the proposal hash (sha256:<64 hex digits>)${hash ? `, not ${quoteUntrusted(hash)}` : ''}`);
  return client.call('GET', `/v1/proposals/${hash}`, proposalResponse, { token });
}

export async function reviewCommand(args: string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let json = args.includes('--json');
  try {
    const { values, positionals } = parseCommand(args, REVIEW);
    json = values.json ?? false;
    const client = serviceClient(values.server);
    const proposal = await fetchProposal(client, positionals[0], tokenFrom(env, 'PATCHPROOF_TOKEN', 'any PatchProof API token'));
    if (json) printJson(io, proposal);
    else printProposal(io, proposal);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(io, error, json);
  }
}

/** Prints a refusal or failure the same way for review and approve; the exit code. */
export function reportFailure(io: Io, error: unknown, json: boolean): number {
  const wire = wireOf(error);
  const refused = isRefusal(error);
  if (json) printJson(io, { error: wire });
  printError(io, wire, refused ? 'refused' : 'could not finish');
  return refused ? EXIT.refused : EXIT_UNFINISHED;
}

function printProposal(io: Io, p: ProposalView): void {
  // Paths, formats and the diff come from whoever wrote the patch: never raw to a terminal.
  const q = (text: string): string => quoteUntrusted(text, 2000);
  io.out(`proposal  ${p.hash}`);
  io.out(`  base      ${p.base}`);
  io.out(`  result    ${p.result}`);
  io.out(`  diff      ${p.diff}`);
  io.out(`  format    ${q(p.format)}`);
  io.out(`  files     ${p.files.map((f) => `${q(f.op)} ${q(f.path)}`).join(', ')}`);
  const tests = p.testFiles ?? [];
  io.out(`  tests     ${tests.length === 0 ? 'none changed' : `${tests.map((f) => `${q(f.op)} ${q(f.path)}`).join(', ')} (their base versions also run; approve with --accept <file> to accept old tests that no longer pass)`}`);
  io.out(`  gates     ${p.gates.map((g) => `${q(g.gate)} ${g.status}`).join(', ')}`);
  io.out(`  proposers ${p.proposers.map(q).join(', ')}`);
  io.out(`  runs      ${p.runs.join(', ')}`);
  io.out(`  submitted ${p.createdAt}`);
  io.out('');
  for (const line of p.normalizedDiff.replace(/\n$/, '').split('\n')) io.out(q(line));
}
