/**
 * One model for every accepted patch format (PROTOCOL 3.1). Parsers only read text into
 * this shape; they never decide whether a path is safe or a hunk applies — gates and the
 * applier do, so every format is held to exactly the same rules.
 */

export type PatchFormat = 'git' | 'unified' | 'codex' | 'envelope';

/** A line of a hunk; `text` excludes the line terminator (a trailing CR is stripped too). */
export interface PatchLine {
  readonly kind: ' ' | '-' | '+';
  readonly text: string;
}

export interface Hunk {
  /** 1-based first line of the old side as the patch states it (Git/unified formats only). */
  readonly oldStart?: number;
  /** Codex `@@ <anchor>`: a line that must precede the chunk. */
  readonly anchor?: string;
  /** Codex `*** End of File`: the chunk must end at the end of the file. */
  readonly atEnd: boolean;
  readonly lines: readonly PatchLine[];
  /** Git `\ No newline at end of file` after the old side's last line. */
  readonly oldNoNewline: boolean;
  /** Git `\ No newline at end of file` after the new side's last line. */
  readonly newNoNewline: boolean;
  /** 1-based line of the patch where the hunk starts, for diagnostics. */
  readonly patchLine: number;
}

export type FileOp = 'add' | 'delete' | 'update';

export interface FileChange {
  readonly op: FileOp;
  /** The path the operation reads (update, delete) or creates (add). */
  readonly path: string;
  /** Update with a move (Codex `*** Move to:`, Git rename): the path it ends at. */
  readonly moveTo?: string;
  /** Modes exactly as the patch states them (checked by the mode gate, not here). */
  readonly oldMode?: string;
  readonly newMode?: string;
  readonly hunks: readonly Hunk[];
  /** `GIT binary patch` or `Binary files … differ`: refused by the binary gate. */
  readonly binary: boolean;
  /** 1-based line of the patch where this file's section starts. */
  readonly patchLine: number;
}

/** The envelope header of an MCP-PATCH-V1 patch, after validation. */
export interface EnvelopeHeader {
  readonly direction: 'down' | 'up';
  readonly baseWorkspaceId: string;
  readonly resultWorkspaceId?: string;
  readonly patchHash: string;
}

export interface ParsedPatch {
  readonly format: PatchFormat;
  readonly files: readonly FileChange[];
  readonly envelope?: EnvelopeHeader;
}
