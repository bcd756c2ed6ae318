/**
 * `patchproof token create|list|revoke|scope`: the service's API tokens, managed by whoever can
 * reach its database (DATABASE_URL, or the embedded one in --data; see token-store.ts).
 */
import type { CommandGroup } from '../command-spec.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { TOKEN_CREATE, tokenCreate } from './token-create.js';
import { TOKEN_LIST, tokenList } from './token-list.js';
import { TOKEN_REVOKE, tokenRevoke } from './token-revoke.js';
import { TOKEN_SCOPE, tokenScope } from './token-scope.js';

const SUBCOMMANDS = {
  create: { run: tokenCreate, failed: 'no token was created' },
  list: { run: tokenList, failed: 'could not list tokens' },
  revoke: { run: tokenRevoke, failed: 'no token was revoked' },
  scope: { run: tokenScope, failed: 'no token was changed' },
} as const;

export const TOKEN: CommandGroup = {
  name: 'token',
  summary: "the service's API tokens: create, list, revoke, scope",
  commands: [TOKEN_CREATE, TOKEN_LIST, TOKEN_REVOKE, TOKEN_SCOPE],
};

export async function tokenCommand(args: string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  const command =
    sub !== undefined && Object.hasOwn(SUBCOMMANDS, sub)
      ? SUBCOMMANDS[sub as keyof typeof SUBCOMMANDS]
      : undefined;
  try {
    if (!command)
      throw new UsageError('token needs a subcommand: create, list, revoke or scope', 'token');
    return await command.run(rest, io);
  } catch (error) {
    const wire = wireOf(error);
    // Decided before parsing, so even a usage error comes back as JSON when asked for.
    if (rest.includes('--json')) printJson(io, { error: wire });
    printError(io, wire, command?.failed ?? 'token');
    return EXIT.refused;
  }
}
