/**
 * What an MCP tool of PatchProof is: a name, a strict zod input schema (its JSON Schema is
 * what clients see), annotations, and a function from parsed arguments to a JSON result.
 *
 * Two kinds of "no": a call that does not fit the tool (unknown tool, arguments that fail the
 * schema) is a JSON-RPC protocol error, as for any malformed request; an expected refusal of
 * a well-formed call (a patch refused at intake, a path outside the workspace, a push
 * rejected) is a tool result with `isError: true` whose structured content carries the
 * stable PatchProof error code, so an agent can act on the code.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { PatchProofError, toWireError, type WireError } from '../core/errors.js';
import type { McpContext } from './context.js';

export interface ToolAnnotations {
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

export interface ToolDef<S extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly input: S;
  readonly annotations: ToolAnnotations;
  run(args: z.infer<S>, context: McpContext): Promise<Record<string, unknown>>;
}

/** Declares a tool with its input type inferred from the schema. */
export function tool<S extends z.ZodObject>(def: ToolDef<S>): ToolDef<S> {
  return def;
}

/** A successful result: the JSON as text (for any client) and as structured content. */
export function success(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

/** An expected refusal: the code first, so it reads well in a transcript too. */
export function refusal(error: unknown): CallToolResult {
  const wire: WireError =
    error instanceof PatchProofError
      ? toWireError(error)
      : {
          code: 'InternalError',
          message: `unexpected failure: ${error instanceof Error ? error.message : String(error)}; nothing was changed. Please report it`,
        };
  const where =
    wire.path === undefined
      ? ''
      : ` (at ${wire.path}${wire.line === undefined ? '' : `:${wire.line}`})`;
  return {
    content: [{ type: 'text', text: `${wire.code}: ${wire.message}${where}` }],
    structuredContent: { error: { ...wire } },
    isError: true,
  };
}
