/** `patchproof token create --role <role> --actor <name>`: a new token, printed once (only its hash is stored). */
import { parseRole, ROLES } from '../../core/service/roles.js';
import { createToken } from '../../service/tokens.js';
import { EXIT, type Io, printJson, UsageError } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { withTokenStore } from './token-store.js';

const OPTIONS = { role: { type: 'string' }, actor: { type: 'string' }, data: { type: 'string' }, json: { type: 'boolean' } } as const;

export async function tokenCreate(args: string[], io: Io): Promise<number> {
  const { values } = parseCommand(args, OPTIONS, 0);
  const role = parseRole(values.role ?? '');
  if (!role) throw new UsageError(`--role is one of ${ROLES.join(', ')}`);
  const actor = values.actor;
  if (!actor) throw new UsageError('--actor <name> is required: who holds this token (recorded on every action)');
  const { token, record } = await withTokenStore(values.data, (store) => createToken(store, role, actor));
  if (values.json) printJson(io, { token, id: record.id, role: record.role, actor: record.actor });
  else {
    io.out(token);
    io.err(`created ${record.id}: role ${record.role}, actor ${record.actor}. This is the only time the token is shown; send it as "Authorization: Bearer <token>".`);
  }
  return EXIT.ok;
}
