/**
 * `patchproof token create --role <role> --actor <name>`: makes an API token and prints it
 * once (only its hash is stored). Writes to the service's database: DATABASE_URL, or the
 * embedded one in --data (which must not be open in a running `patchproof serve`).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServiceStore, openServiceDatabase } from '../../adapters/db/index.js';
import { parseRole, ROLES } from '../../core/service/roles.js';
import { lockDataFolder } from '../../service/data-lock.js';
import { createToken } from '../../service/tokens.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { defaultDataDir } from './serve.js';

const OPTIONS = { role: { type: 'string' }, actor: { type: 'string' }, data: { type: 'string' }, json: { type: 'boolean' } } as const;

export async function tokenCommand(args: string[], io: Io): Promise<number> {
  try {
    const [sub, ...rest] = args;
    if (sub !== 'create') throw new UsageError('usage: patchproof token create --role <role> --actor <name> [--data <dir>] [--json]');
    const { values } = parseCommand(rest, OPTIONS, 0);
    const role = parseRole(values.role ?? '');
    if (!role) throw new UsageError(`--role is one of ${ROLES.join(', ')}`);
    if (!values.actor) throw new UsageError('--actor <name> is required: who holds this token (recorded on every action)');
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = resolve(values.data ?? defaultDataDir());
    if (!databaseUrl) await mkdir(dataDir, { recursive: true });
    const unlock = databaseUrl ? null : await lockDataFolder(dataDir);
    try {
      const database = await openServiceDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
      const store = createServiceStore(database);
      try {
        const { token, record } = await createToken(store, role, values.actor);
        if (values.json) printJson(io, { token, id: record.id, role: record.role, actor: record.actor });
        else {
          io.out(token);
          io.err(`created ${record.id}: role ${record.role}, actor ${record.actor}. This is the only time the token is shown; send it as "Authorization: Bearer <token>".`);
        }
      } finally {
        await store.close();
      }
    } finally {
      await unlock?.();
    }
    return EXIT.ok;
  } catch (error) {
    printError(io, wireOf(error), 'no token was created');
    return EXIT.refused;
  }
}
