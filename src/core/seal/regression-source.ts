/**
 * What the sealing input knows of the project's own test files (regression-plants.ts,
 * test-integrity.ts, gate mode proposal): the base's, the patch's changes to them, and the
 * base bytes the guard run puts back. Read by the workspace adapter (trusted-suite.ts).
 */

/** The regression suite's candidate test files: the base's, and the patch's changes to them. */
export interface RegressionSource {
  readonly base: ReadonlyMap<string, Uint8Array>;
  /** New bytes of a candidate file the patch changed or added; null when it deleted it (added files only keep plant names clear). */
  readonly changed: ReadonlyMap<string, Uint8Array | null>;
  /**
   * Base bytes of every test file the patch changed or deleted (candidates, and test data
   * and helpers by path: test-integrity.ts), which the guard run puts back over the patch.
   */
  readonly restore?: ReadonlyMap<string, Uint8Array>;
  /**
   * Test files the patch added that a runner discovers by itself: left out of the guard run,
   * so a new test module cannot reach into the old tests by name (`MergeTest.test_x = …`).
   */
  readonly discoveredAdded?: readonly string[];
  /** The test files the patch changed, deleted or added, in path order. */
  readonly touched?: readonly TestFileChange[];
  /**
   * The patch's version of each of those files (null: deleted): gate mode proposal runs them
   * on the base, without the rest of the patch, to see them fail (proposal-phases.ts).
   */
  readonly proposed?: ReadonlyMap<string, ProposedFile | null>;
  /**
   * Whether the patch changes source code besides test material (a CHANGELOG line does not
   * count). Only then do the trusted suites run with the base versions of the test material
   * they import (execute.ts): a patch that changes test material alone fixes a test library,
   * whose helpers are the code under test.
   */
  readonly changesCode?: boolean;
  /**
   * Base bytes of the test material the patch changed or deleted that the trusted suites
   * import (directly or through other modules): what the patched and hidden phases put back.
   */
  readonly trustedRestore?: ReadonlyMap<string, Uint8Array>;
}

/** A test file as the patch leaves it: its bytes, and whether it is executable (mode 100755). */
export interface ProposedFile {
  readonly bytes: Uint8Array;
  readonly executable: boolean;
}

/** One test file the patch touched, as the receipt lists it. */
export interface TestFileChange {
  readonly path: string;
  readonly op: 'changed' | 'deleted' | 'added';
}
