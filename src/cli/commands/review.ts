/**
 * `patchproof review <proposal-hash> --server <url> [--json]`: what a reviewer reads before
 * approving — the normalized diff, the gates it passed, its base and result snapshots — with
 * any token (PATCHPROOF_TOKEN). Exit 0 shown, 2 refused, 3 the service could not answer.
 */
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { EXIT, type Io, printJson } from '../output.js';
import { defineCommand, JSON_OPTION, SERVER_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { serviceClient, tokenFrom } from '../../client/service-client.js';
import { fetchProposal, type ProposalView, reportFailure } from '../service-replies.js';

export const REVIEW = defineCommand({
  name: 'review',
  summary: 'show a proposal as a reviewer sees it: normalized diff, gates, base and result IDs',
  usage: ['<proposal-hash> --server <url> [--json]'],
  options: { server: SERVER_OPTION, json: JSON_OPTION },
  positionals: 1,
  exits: [
    [0, 'shown'],
    [2, 'refused (unknown proposal, bad token, bad hash)'],
    [3, 'the service could not be reached or answered badly'],
  ],
  notes: ['<proposal-hash> is sha256: and 64 hex digits. Token: PATCHPROOF_TOKEN (any role).'],
  example: 'PATCHPROOF_TOKEN=… patchproof review sha256:59ae…8d --server http://127.0.0.1:8080',
});

export async function reviewCommand(
  args: string[],
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let json = args.includes('--json');
  try {
    const { values, positionals } = parseCommand(args, REVIEW);
    json = values.json ?? false;
    const client = serviceClient(values.server);
    const proposal = await fetchProposal(
      client,
      positionals[0],
      tokenFrom(env, 'PATCHPROOF_TOKEN', 'any PatchProof API token'),
    );
    if (json) printJson(io, proposal);
    else printProposal(io, proposal);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(io, error, json);
  }
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
  io.out(
    `  tests     ${tests.length === 0 ? 'none changed' : `${tests.map((f) => `${q(f.op)} ${q(f.path)}`).join(', ')} (their base versions also run; approve with --accept <file> to accept old tests that no longer pass)`}`,
  );
  io.out(`  gates     ${p.gates.map((g) => `${q(g.gate)} ${g.status}`).join(', ')}`);
  // Accepted one by one with approve --accept-finding: otherwise a PASS is not proof grade.
  for (const f of p.findings ?? []) io.out(`  finding   ${q(f.key)} (${q(f.detail)})`);
  io.out(`  proposers ${p.proposers.map(q).join(', ')}`);
  io.out(`  runs      ${p.runs.join(', ')}`);
  io.out(`  submitted ${p.createdAt}`);
  io.out('');
  for (const line of p.normalizedDiff.replace(/\n$/, '').split('\n')) io.out(q(line));
}
