/**
 * How a runner reports its own failures in `RunResult.infrastructureError`: `Code: message`
 * pairs joined by `; `, the first failure leading. Shared by the local and Docker runners,
 * each with its own list of codes.
 */

export interface RunnerFailure<C extends string> {
  readonly code: C;
  readonly message: string;
}

/** The text stored in `infrastructureError`, or undefined when nothing failed. */
export function formatRunnerFailures(
  failures: readonly RunnerFailure<string>[],
): string | undefined {
  if (failures.length === 0) return undefined;
  return failures.map((failure) => `${failure.code}: ${failure.message}`).join('; ');
}

/** The code of the first failure in an `infrastructureError`, if it is one of `codes`. */
export function firstFailureCode<C extends string>(
  codes: readonly C[],
  infrastructureError: string | undefined,
): C | undefined {
  if (infrastructureError === undefined) return undefined;
  const head = infrastructureError.slice(0, infrastructureError.indexOf(':'));
  return (codes as readonly string[]).includes(head) ? (head as C) : undefined;
}

/** Whether any failure in an `infrastructureError` has `code` (not only the first). */
export function hasFailureCode(code: string, infrastructureError: string | undefined): boolean {
  return (
    infrastructureError !== undefined &&
    (infrastructureError.startsWith(`${code}: `) || infrastructureError.includes(`; ${code}: `))
  );
}
