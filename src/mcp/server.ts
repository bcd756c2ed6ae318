/**
 * The MCP server (`patchproof mcp`): PatchProof's tools for coding agents over the Model
 * Context Protocol. Built on the SDK's low-level Server rather than McpServer: McpServer
 * turns an unknown tool or arguments that fail the schema into a tool result, while here they
 * are protocol errors (InvalidParams) and only expected refusals are tool results with codes.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { quoteUntrusted } from '../core/text/safe-text.js';
import type { McpContext } from './context.js';
import { refusal, success, type ToolDef } from './tool.js';
import { applyPatchTool } from './tools/apply-patch.js';
import { getReceiptTool } from './tools/get-receipt.js';
import { GIT_TOOLS } from './tools/git.js';
import { readFileTool } from './tools/read-file.js';
import { snapshotTool } from './tools/snapshot.js';
import { validationStatusTool } from './tools/validation-status.js';

/** Every tool the server offers. None approves, queues, executes or publishes. */
export const TOOLS: readonly ToolDef[] = [
  readFileTool,
  applyPatchTool,
  snapshotTool,
  validationStatusTool,
  getReceiptTool,
  ...GIT_TOOLS,
];

/** A server with PatchProof's tools over `context`; connect it to a transport. */
export function createMcpServer(context: McpContext, version: string): Server {
  const server = new Server(
    { name: 'patchproof', version },
    {
      capabilities: { tools: {} },
      instructions:
        'PatchProof checks patches before anyone runs them. Read files with read_file, propose changes with apply_patch ' +
        '(Codex patch format; dry_run first), follow them with validation_status and get_receipt. The workspace is never ' +
        "written by these tools except through the guarded git tools; approval, execution and publication are other people's.",
    },
  );
  const byName = new Map(TOOLS.map((t) => [t.name, t]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: z.toJSONSchema(t.input) as {
        type: 'object';
        properties?: Record<string, object>;
      },
      annotations: { title: t.title, ...t.annotations },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const def = byName.get(request.params.name);
    if (!def)
      throw new McpError(
        ErrorCode.InvalidParams,
        `unknown tool "${quoteUntrusted(request.params.name, 80)}"; tools/list names the tools`,
      );
    const parsed = def.input.safeParse(request.params.arguments ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new McpError(
        ErrorCode.InvalidParams,
        `${def.name}: argument ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    try {
      return success(await def.run(parsed.data, context));
    } catch (error) {
      return refusal(error);
    }
  });
  return server;
}
