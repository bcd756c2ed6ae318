/**
 * What the MCP server's tools share: the workspace, the local receipt store, the guarded-git
 * root and, optionally, a PatchProof service reached with a proposer token. The server is a
 * proposer only: no tool approves, queues, executes or publishes, so an agent holding this
 * server holds none of those authorities.
 */
import { loadTreeSitterChecker } from '../adapters/syntax/index.js';
import type { SyntaxChecker } from '../core/gates/syntax-port.js';
import type { SnapshotId } from '../core/snapshot/inventory.js';
import type { ServiceClient } from '../client/service-client.js';

/** A service the server proposes to. */
export interface ServiceLink {
  readonly client: ServiceClient;
  /** A proposer token (PATCHPROOF_TOKEN). */
  readonly token: string;
  /** Register runs of this project on an upload of the workspace (the project must allow uploads)… */
  readonly project?: string;
  /** …or propose to this run, registered earlier. */
  readonly run?: string;
}

export interface McpContext {
  readonly repoDir: string;
  readonly store: string;
  readonly workspaceRoot: string;
  readonly service?: ServiceLink;
  /** The Tree-sitter checker, loaded on first use (it takes a moment). */
  syntax(): Promise<SyntaxChecker>;
  /** Runs this server registered, by the workspace snapshot they were registered on. */
  readonly runs: Map<SnapshotId, string>;
}

export interface McpOptions {
  readonly repoDir: string;
  readonly store: string;
  readonly workspaceRoot?: string;
  readonly service?: ServiceLink;
}

/** The context for `options`; the guarded-git root defaults to the workspace itself. */
export function mcpContext(options: McpOptions): McpContext {
  let syntax: Promise<SyntaxChecker> | undefined;
  return {
    repoDir: options.repoDir,
    store: options.store,
    workspaceRoot: options.workspaceRoot ?? options.repoDir,
    ...(options.service ? { service: options.service } : {}),
    syntax: () => (syntax ??= loadTreeSitterChecker()),
    runs: new Map(),
  };
}
