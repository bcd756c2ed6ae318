/**
 * The port that makes each run's disposable copy (execute.ts): from the snapshot, never from
 * the live tree, with the patch or without, and with what a phase puts over it (trusted tests,
 * planted tests, the patch's test files for gate mode proposal).
 */
import type { Workspace } from '../runner/runner-port.js';

/** Which disposable copy a run needs. */
export interface WorkspaceRequest {
  readonly patched: boolean;
  /** Trusted tests copied into `patchproof_tests/<suite>/` after the patch. */
  readonly suite: 'reproduction' | 'hidden' | null;
  /** The sealed files to write there instead of the trusted folder (PROTOCOL 5.1). */
  readonly trusted?: ReadonlyMap<string, Uint8Array>;
  /** A probe case's copy: patched, with nothing trusted in it (its expected output stays outside). */
  readonly probe?: true;
  /**
   * The judge's place (python-judge.ts): an empty folder, no repository, no patched code; the
   * judge reads all it needs on standard input.
   */
  readonly judge?: true;
  /** Repository files replaced after the patch: the regression suite's planted tests. */
  readonly rewrite?: ReadonlyMap<string, Uint8Array>;
  /** Repository files removed after the patch: the guard run leaves out the test files the patch added. */
  readonly remove?: readonly string[];
  /** The permission bits of rewritten files (0o755, 0o644), where they must be the patch's rather than the base's. */
  readonly modes?: ReadonlyMap<string, number>;
  /** Gate mode proposal: the run of the patch's own tests (base + its test files, or patched). */
  readonly tests?: 'proposal';
}

export interface WorkspaceLease {
  readonly workspace: Workspace;
  dispose(): Promise<void>;
}

/** The port that makes disposable copies from the snapshot (never from the live tree). */
export interface WorkspaceFactory {
  create(request: WorkspaceRequest): Promise<WorkspaceLease>;
}
