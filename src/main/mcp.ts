/**
 * `patchproof mcp --repo <dir> [--server <url> (--project <name> | --run <id>)] [--store <dir>]
 * [--workspace-root <dir>]`: the MCP server for coding agents, on stdio (src/mcp). Standard
 * output carries the protocol only; anything said to a person goes to standard error. With
 * --server, proposals go to that service with the proposer token in PATCHPROOF_TOKEN.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { resolveRoot } from '../adapters/repo/index.js';
import { mcpContext, type ServiceLink } from '../mcp/context.js';
import { createMcpServer } from '../mcp/server.js';
import { EXIT, type Io, printError, UsageError, wireOf } from '../cli/output.js';
import { defineCommand, SERVER_OPTION, STORE_OPTION } from '../cli/command-spec.js';
import { parseCommand } from '../cli/parse-command.js';
import { serviceClient, tokenFrom } from '../client/service-client.js';
import { version } from '../cli/version.js';
import { defaultStore } from '../cli/command-spec.js';

export const MCP = defineCommand({
  name: 'mcp',
  summary:
    'the MCP server for coding agents, on stdio: read files, propose patches (never write), snapshots, receipts, guarded git',
  usage: [
    '--repo <dir> [--server <url> (--project <name> | --run <id>)] [--store <dir>] [--workspace-root <dir>]',
  ],
  options: {
    repo: { type: 'string', arg: '<dir>', doc: 'the repository the agent works on' },
    server: {
      ...SERVER_OPTION,
      doc: 'propose to this service instead of checking locally (token: PATCHPROOF_TOKEN, a proposer token)',
    },
    project: {
      type: 'string',
      arg: '<name>',
      doc: 'with --server: register runs on uploads of this workspace for that project',
    },
    run: { type: 'string', arg: '<id>', doc: 'with --server: propose to this run' },
    store: STORE_OPTION,
    'workspace-root': {
      type: 'string',
      arg: '<dir>',
      doc: 'where the guarded git tools may work (default: $PATCHPROOF_WORKSPACE_ROOT)',
    },
  },
  positionals: 0,
  exits: [
    [0, 'the client closed the connection'],
    [2, 'could not start (bad option, unreadable repository)'],
  ],
  notes: [
    'Tools: read_file, apply_patch (proposes, never writes), snapshot, validation_status, get_receipt, git_status, git_diff, git_add, git_commit, git_push.',
  ],
  example: 'patchproof mcp --repo . --workspace-root ~/work',
});

export async function mcpCommand(
  args: string[],
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  try {
    const { values } = parseCommand(args, MCP);
    if (!values.repo) throw new UsageError('mcp needs --repo <dir>', MCP.name);
    const repoDir = await resolveRoot(values.repo);
    let service: ServiceLink | undefined;
    if (values.server) {
      if (!values.project === !values.run)
        throw new UsageError(
          'with --server, give --project <name> (runs on uploads of this workspace) or --run <id>',
        );
      service = {
        client: serviceClient(values.server),
        token: tokenFrom(env, 'PATCHPROOF_TOKEN', 'a proposer token'),
        ...(values.project ? { project: values.project } : {}),
        ...(values.run ? { run: values.run } : {}),
      };
    } else if (values.project || values.run)
      throw new UsageError('--project and --run need --server <url>');
    const context = mcpContext({
      repoDir,
      store: values.store ?? defaultStore(),
      ...(values['workspace-root'] ? { workspaceRoot: values['workspace-root'] } : {}),
      ...(service ? { service } : {}),
    });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
    await createMcpServer(context, version()).connect(transport);
    io.err(
      `patchproof mcp: serving ${repoDir} on stdio${service ? `, proposing to ${service.client.server}` : ''}`,
    );
    await closed;
    return EXIT.ok;
  } catch (error) {
    printError(io, wireOf(error), 'mcp');
    return EXIT.refused;
  }
}
