/** `patchproof token revoke <id>`: the token stops working at once; revoking it again changes nothing. */
import { revokeToken } from '../../service/tokens.js';
import { EXIT, type Io, printJson, UsageError } from '../output.js';
import { DATA_OPTION, defineCommand, JSON_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { OPERATOR, withTokenStore } from './token-store.js';

export const TOKEN_REVOKE = defineCommand({
  name: 'token revoke',
  summary: 'revoke a token at once; requests with it get 401 from then on',
  usage: ['<id> [--data <dir>] [--json]'],
  options: { data: DATA_OPTION, json: JSON_OPTION },
  positionals: 1,
  exits: [
    [0, 'revoked (or already revoked)'],
    [2, 'TokenNotFound, or the database could not be opened'],
  ],
  example: 'patchproof token revoke tok_0123456789abcdef0123',
});

export async function tokenRevoke(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, TOKEN_REVOKE);
  const id = positionals[0];
  if (!id)
    throw new UsageError(
      'token revoke needs the token id (tok_…); run patchproof token list to see them',
      TOKEN_REVOKE.name,
    );
  const token = await withTokenStore(values.data, (store) => revokeToken(store, id, OPERATOR));
  if (values.json) printJson(io, token);
  else
    io.out(
      `revoked ${token.id} (role ${token.role}) at ${token.revokedAt}; requests with it now get 401 Unauthorized`,
    );
  return EXIT.ok;
}
