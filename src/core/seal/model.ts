/**
 * What sealing made of a trusted suite (PROTOCOL 5.1): the files to run, and the map from
 * every name in them to what it stands for. The map never enters the runner; it is how
 * PatchProof reads the report afterwards.
 */
import type { Assertion } from './assertions.js';
import type { JudgedComparison } from './python-judged.js';

export type SealRole = 'real' | 'suite' | 'twin' | 'must-fail' | 'must-pass';

export interface SealedTest {
  /** The name the test has in this run (a method name, or a node:test title). */
  readonly token: string;
  readonly role: SealRole;
  /** real and suite: the name it had in the trusted file; twin: its original's token; plants: ''. */
  readonly original: string;
  readonly file: string;
  /** node:test: the tokens of the enclosing describes and tests, outermost first. */
  readonly parents: readonly string[];
  /** Must appear in the report (a test PatchProof is sure the framework collects). */
  readonly required: boolean;
  /** May appear more than once, each time with its own suffix (parametrized, made in a loop). */
  readonly multi: boolean;
  /** The title was computed at run time: the report names it `<token> <value>`. */
  readonly dynamic: boolean;
  /**
   * Written inside a function that is not its parent's callback (a helper that makes suites,
   * a callback a helper calls): at run time, suites that function's callers make may stand
   * between it and its last parent, or before it when it has none (token-chain.ts).
   */
  readonly loose?: boolean;
}

export interface SealedSuite {
  /** Path (inside the suite folder) → bytes to write; every file of the suite is here. */
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly tests: readonly SealedTest[];
  readonly planted: number;
  readonly twins: number;
  /** Guessing bits the twins cost a patch that copies expected values: escape ≤ 2^-bits. */
  readonly bits: number;
  /**
   * Comparisons judged outside the container (python-judged.ts), and the workspace file the
   * run records their values in; absent when the suite has none.
   */
  readonly judged?: {
    readonly records: string;
    readonly comparisons: readonly JudgedComparison[];
  };
}

/** The report dialect a suite is judged by, which fixes what the framework collects. */
export type Framework = 'unittest' | 'pytest' | 'node' | 'go';

/** One test definition found in a file, before anything is rewritten. */
export interface FoundTest {
  readonly name: string;
  readonly required: boolean;
  readonly multi: boolean;
  /** Twins may be made of it (a plain test, not parametrized, skipped or expected to fail). */
  readonly twinnable: boolean;
  readonly assertions: readonly Assertion[];
}

/** The target of twin and plant decisions for one file, filled in by the suite allocator. */
export interface FilePlan {
  /** Twins wanted per test. */
  readonly twins: Map<FoundTest, number>;
  /** Plants wanted in this file: must-fail and must-pass counts. */
  mustFail: number;
  mustPass: number;
}

/** What a framework module gives the allocator and, once planned, the sealed text. */
export interface FileSealer {
  readonly tests: readonly FoundTest[];
  /** Places plants can go; 0 means this file takes none. */
  readonly plantSites: number;
  render(plan: FilePlan): {
    readonly text: string;
    readonly tests: readonly SealedTest[];
    readonly bits: number;
    /** Python: the file's judged comparisons and the name of the recorder they call. */
    readonly judged?: {
      readonly recorder: string;
      readonly comparisons: readonly JudgedComparison[];
    };
    /** Python: tokens that stand for tests written more than once (classes with one name). */
    readonly shared?: readonly string[];
  };
}
