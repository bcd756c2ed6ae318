/** `patchproof token create --role <role> --actor <name>`: a new token, printed once (only its hash is stored). */
import { parseRole, ROLES } from '../../core/service/roles.js';
import { createToken } from '../../service/tokens.js';
import { EXIT, type Io, printJson, UsageError } from '../output.js';
import { DATA_OPTION, defineCommand, JSON_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { SCOPE_OPTIONS, scopeFromOptions, scopeText } from './token-scope.js';
import { withTokenStore } from './token-store.js';

export const TOKEN_CREATE = defineCommand({
  name: 'token create',
  summary: 'make an API token for one role; it is printed once, only its hash is stored',
  usage: [
    '--role proposer|approver|executor|publisher|auditor --actor <name> (--project <names> | --all-projects) [--data <dir>] [--json]',
  ],
  options: {
    role: {
      type: 'string',
      arg: '<role>',
      doc: 'proposer, approver, executor, publisher or auditor: one authority per token',
    },
    actor: {
      type: 'string',
      arg: '<name>',
      doc: 'who holds the token; recorded on every action taken with it',
    },
    ...SCOPE_OPTIONS,
    data: DATA_OPTION,
    json: JSON_OPTION,
  },
  positionals: 0,
  exits: [
    [0, 'done'],
    [2, 'refused (the code is printed), or the database could not be opened'],
  ],
  notes: ['Run it where the service database is: DATABASE_URL, or the embedded one in --data.'],
  example: 'patchproof token create --role approver --actor alice --project alpha',
});

export async function tokenCreate(args: string[], io: Io): Promise<number> {
  const { values } = parseCommand(args, TOKEN_CREATE);
  const role = parseRole(values.role ?? '');
  if (!role) throw new UsageError(`--role is one of ${ROLES.join(', ')}`);
  const actor = values.actor;
  if (!actor)
    throw new UsageError(
      '--actor <name> is required: who holds this token (recorded on every action)',
    );
  const projects = scopeFromOptions(values, TOKEN_CREATE.name);
  const { token, record } = await withTokenStore(values.data, (store) =>
    createToken(store, role, actor, projects),
  );
  if (values.json)
    printJson(io, {
      token,
      id: record.id,
      role: record.role,
      actor: record.actor,
      projects: record.projects,
    });
  else {
    io.out(token);
    io.err(
      `created ${record.id}: role ${record.role}, actor ${record.actor}, ${scopeText(record.projects)}. This is the only time the token is shown; send it as "Authorization: Bearer <token>".`,
    );
  }
  return EXIT.ok;
}
