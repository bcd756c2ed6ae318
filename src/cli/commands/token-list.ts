/** `patchproof token list`: every token with its role, actor and dates; never a hash. */
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { listTokens } from '../../service/tokens.js';
import { EXIT, type Io, printJson } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { withTokenStore } from './token-store.js';

const OPTIONS = { data: { type: 'string' }, json: { type: 'boolean' } } as const;

export async function tokenList(args: string[], io: Io): Promise<number> {
  const { values } = parseCommand(args, OPTIONS, 0);
  const tokens = await withTokenStore(values.data, listTokens);
  if (values.json) {
    printJson(io, { tokens });
    return EXIT.ok;
  }
  if (tokens.length === 0) io.err('no tokens; make one with patchproof token create --role <role> --actor <name>');
  for (const t of tokens) {
    // Actors are free text given at creation; quoted so they cannot drive the terminal.
    io.out(`${t.id}  ${t.role.padEnd(9)}  created ${t.createdAt}  ${t.revokedAt ? `revoked ${t.revokedAt}` : 'active'}  ${quoteUntrusted(t.actor, 200)}`);
  }
  return EXIT.ok;
}
