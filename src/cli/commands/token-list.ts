/** `patchproof token list`: every token with its role, actor and dates; never a hash. */
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { listTokens } from '../../service/tokens.js';
import { EXIT, type Io, printJson } from '../output.js';
import { DATA_OPTION, defineCommand, JSON_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { scopeText } from './token-scope.js';
import { withTokenStore } from './token-store.js';

export const TOKEN_LIST = defineCommand({
  name: 'token list',
  summary: 'list tokens: id, role, actor, projects, created, revoked (never a token or its hash)',
  usage: ['[--data <dir>] [--json]'],
  options: { data: DATA_OPTION, json: JSON_OPTION },
  positionals: 0,
  exits: [
    [0, 'done'],
    [2, 'refused (the code is printed), or the database could not be opened'],
  ],
  example: 'patchproof token list --json',
});

export async function tokenList(args: string[], io: Io): Promise<number> {
  const { values } = parseCommand(args, TOKEN_LIST);
  const tokens = await withTokenStore(values.data, listTokens);
  if (values.json) {
    printJson(io, { tokens });
    return EXIT.ok;
  }
  if (tokens.length === 0)
    io.err('no tokens; make one with patchproof token create --role <role> --actor <name>');
  for (const t of tokens) {
    // Actors are free text given at creation; quoted so they cannot drive the terminal.
    io.out(
      `${t.id}  ${t.role.padEnd(9)}  created ${t.createdAt}  ${t.revokedAt ? `revoked ${t.revokedAt}` : 'active'}  ${quoteUntrusted(t.actor, 200)}  (${scopeText(t.projects)})`,
    );
  }
  return EXIT.ok;
}
