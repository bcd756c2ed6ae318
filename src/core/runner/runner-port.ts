/**
 * The runner port (PROTOCOL 5): exactly `isolated`, `fingerprint()` and `run()`. Fake,
 * trusted-local and Docker runners implement it; all verdict logic lives outside them, so
 * no runner can decide a PASS.
 */
import type { ReportSpec } from '../reports/model.js';

export interface ResourceLimits {
  readonly timeoutSeconds: number;
  /** Cap on stdout and on stderr, each; exceeding it marks the run truncated (a failure). */
  readonly outputBytes: number;
  readonly memoryMiB: number;
  /**
   * Cap on each writable place of a run (the workspace, the trusted test folder, /tmp and
   * HOME), in MiB; running out fails the phase (PROTOCOL 5.1 "Bounded disk").
   */
  readonly diskMiB: number;
  readonly pids: number;
  readonly cpus: number;
}

export const DEFAULT_LIMITS: ResourceLimits = {
  timeoutSeconds: 120,
  outputBytes: 1_048_576,
  memoryMiB: 1024,
  diskMiB: 1024,
  pids: 256,
  cpus: 1,
};

/** One command to run in a prepared disposable copy. */
export interface TestSpec {
  /** argv; the working directory is the workspace root. Never a shell string. */
  readonly command: readonly string[];
  /** Where the report is; absent for a run whose output is itself the evidence (a probe case). */
  readonly report?: ReportSpec;
  readonly limits: ResourceLimits;
  /** Extra environment (the runner starts from an empty, fixed environment). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Bytes for the command's standard input, which is then closed; without it the input is
   * empty (/dev/null). A command that exits without reading it is not a failure.
   */
  readonly stdin?: Uint8Array;
  /**
   * A file the run writes (a plain path relative to the workspace root), read back like the
   * report: the values a sealed Python suite records for the judge (python-judged.ts).
   */
  readonly records?: string;
}

/** A disposable copy on the host's disk; the runner may copy it elsewhere but never into the live repository. */
export interface Workspace {
  readonly dir: string;
}

export interface RunResult {
  /** Exit status; null when the process was killed (timeout, out of memory, signal). */
  readonly exitCode: number | null;
  readonly signal?: string;
  readonly timedOut: boolean;
  /** True when stdout or stderr went past the cap (what was kept is in the buffers). */
  readonly truncated: boolean;
  readonly stdout: Uint8Array;
  readonly stderr: Uint8Array;
  readonly durationMs: number;
  /** The JUnit report file's bytes, for `junit` reports; null when it was not produced. */
  readonly reportFile: Uint8Array | null;
  /** The `records` file's bytes; null when the run wrote none. */
  readonly recordsFile?: Uint8Array | null;
  /** Why the `records` file was not read (a symlink, too big): its comparisons fail. */
  readonly recordsRefused?: string;
  /** Set when the runner itself failed (engine down, copy failed): the phase fails closed. */
  readonly infrastructureError?: string;
  /** Out-of-memory kill observed by the runner. */
  readonly oomKilled?: boolean;
  /** Set when a writable place ran out of `limits.diskMiB`: the phase fails closed with `DiskLimit`. */
  readonly diskLimit?: DiskLimitExceeded;
}

/**
 * A run that ran out of its disk cap (PROTOCOL 5.1 "Bounded disk"). A fact the runner
 * observed, like a timeout or an out-of-memory kill, not a fault of the runner: the code
 * under test (or a workspace too big for the cap) used up the space.
 */
export interface DiskLimitExceeded {
  /** `copy`: the workspace copy could not fit, so nothing ran; `run`: what the command wrote filled a place. */
  readonly stage: 'copy' | 'run';
  /**
   * The places that ran out (`/workspace`, `/tmp`, …) when the runner can tell them apart;
   * empty when it cannot (the trusted-local runner watches whole filesystems).
   */
  readonly places: readonly string[];
  /** What ran out and what to do, written by the runner (never text of the code under test). */
  readonly detail: string;
}

/** What the receipt records about the runner (PROTOCOL 5, 9). */
export interface RunnerFingerprint {
  readonly kind: 'fake' | 'local' | 'docker';
  readonly isolated: boolean;
  /** Engine, runtime and image identity; options actually in force (inspected, not requested). */
  readonly details: Readonly<Record<string, string | number | boolean | readonly string[]>>;
}

export interface RunOptions {
  /**
   * Cancels the run: the runner kills what it started at once (as on a timeout), cleans up
   * as after any run, and resolves with an `infrastructureError` saying it was cancelled,
   * so a cancelled phase can only fail. Already aborted: nothing is started.
   */
  readonly signal?: AbortSignal;
}

/** `environment.setup` (PROTOCOL 4): one command run on the base copy before any phase. */
export interface SetupSpec {
  readonly command: readonly string[];
  /** Whether the command may reach the network; phases never can. */
  readonly network: boolean;
  readonly timeoutSeconds: number;
  /** The run spec's limits (output, memory, pids, CPU); the timeout is the setup's own. */
  readonly limits: ResourceLimits;
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * How a setup ended. `ok`: the workspace now holds what the command left in it, and `runner`
 * runs every phase from the prepared state (with Docker, on an image committed from the setup
 * container, which `release()` removes). Otherwise `reason` says what failed, with the tail
 * of the command's output, and nothing is left to release.
 */
export type SetupOutcome =
  | {
      readonly ok: true;
      readonly runner: Runner;
      release(): Promise<void>;
      readonly durationMs: number;
    }
  | { readonly ok: false; readonly reason: string; readonly durationMs: number };

export interface Runner {
  readonly isolated: boolean;
  fingerprint(): Promise<RunnerFingerprint>;
  run(workspace: Workspace, spec: TestSpec, options?: RunOptions): Promise<RunResult>;
  /**
   * Runs `environment.setup` in `workspace` (the base copy, before any patch exists) and
   * leaves its output there. Absent on a runner that cannot (the fake runner): a spec with a
   * setup is then refused, never run without it. Never throws for a failed command.
   */
  prepare?(workspace: Workspace, setup: SetupSpec, options?: RunOptions): Promise<SetupOutcome>;
  /**
   * Called once the runs are over: removes what they could not (an engine that was away
   * for a moment), within a bounded time. Never throws; what is still left is swept later.
   */
  close?(): Promise<void>;
}
