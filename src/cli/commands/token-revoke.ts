/** `patchproof token revoke <id>`: the token stops working at once; revoking it again changes nothing. */
import { revokeToken } from '../../service/tokens.js';
import { EXIT, type Io, printJson, UsageError } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { withTokenStore } from './token-store.js';

const OPTIONS = { data: { type: 'string' }, json: { type: 'boolean' } } as const;

/**
 * Who the event log records: whoever runs this command can reach the database directly,
 * so there is no token to name them by.
 */
const OPERATOR = 'operator';

export async function tokenRevoke(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, OPTIONS, 1);
  const id = positionals[0];
  if (!id) throw new UsageError('token revoke needs the token id (tok_…); run patchproof token list to see them');
  const token = await withTokenStore(values.data, (store) => revokeToken(store, id, OPERATOR));
  if (values.json) printJson(io, token);
  else io.out(`revoked ${token.id} (role ${token.role}) at ${token.revokedAt}; requests with it now get 401 Unauthorized`);
  return EXIT.ok;
}
