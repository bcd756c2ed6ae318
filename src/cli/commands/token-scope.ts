/**
 * `patchproof token scope <id> --project <names> | --all-projects`: which projects a token
 * reaches. Tokens made before scopes existed reach none until the operator runs this.
 */
import { scopeToken } from '../../service/tokens.js';
import { EXIT, type Io, printJson, UsageError } from '../output.js';
import { DATA_OPTION, defineCommand, JSON_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { OPERATOR, withTokenStore } from './token-store.js';

/** The two ways to say which projects a token reaches; `token create` takes them too. */
export const SCOPE_OPTIONS = {
  project: {
    type: 'string',
    arg: '<names>',
    doc: 'the projects it reaches, comma-separated (names from patchproof-projects.json)',
  },
  'all-projects': {
    type: 'boolean',
    doc: 'reach every project, present and future: give it only to a deployment-wide role',
  },
} as const;

/** `--project a,b` as a list, or null for `--all-projects`; exactly one of them must be given. */
export function scopeFromOptions(
  values: { readonly project?: string | undefined; readonly 'all-projects'?: boolean | undefined },
  command: string,
): readonly string[] | null {
  const all = values['all-projects'] === true;
  if (all === (values.project !== undefined)) {
    throw new UsageError(
      'say which projects the token reaches: --project <name>[,<name>…], or --all-projects (not both)',
      command,
    );
  }
  return all ? null : (values.project ?? '').split(',').map((name) => name.trim());
}

/** How a scope reads in the CLI's lines. */
export function scopeText(projects: readonly string[] | null): string {
  if (projects === null) return 'all projects';
  return projects.length === 0 ? 'no project' : `projects ${projects.join(',')}`;
}

export const TOKEN_SCOPE = defineCommand({
  name: 'token scope',
  summary: 'set the projects a token reaches; requests about any other project get 404',
  usage: ['<id> --project <names> | --all-projects [--data <dir>] [--json]'],
  options: { ...SCOPE_OPTIONS, data: DATA_OPTION, json: JSON_OPTION },
  positionals: 1,
  exits: [
    [0, 'done'],
    [2, 'TokenNotFound, a bad project name, or the database could not be opened'],
  ],
  notes: [
    'Tokens made before project scopes existed reach no project (every request: 403 TokenNotScoped) until this is run.',
  ],
  example: 'patchproof token scope tok_0123456789abcdef0123 --project alpha,beta',
});

export async function tokenScope(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, TOKEN_SCOPE);
  const id = positionals[0];
  if (!id)
    throw new UsageError(
      'token scope needs the token id (tok_…); run patchproof token list to see them',
      TOKEN_SCOPE.name,
    );
  const projects = scopeFromOptions(values, TOKEN_SCOPE.name);
  const token = await withTokenStore(values.data, (store) =>
    scopeToken(store, id, projects, OPERATOR),
  );
  if (values.json) printJson(io, token);
  else io.out(`${token.id} (role ${token.role}) now reaches ${scopeText(token.projects)}`);
  return EXIT.ok;
}
