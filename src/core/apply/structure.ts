/**
 * Checks of a parsed patch that need no base: each path plays one role at most, and
 * nothing is renamed onto itself. A patch that adds and deletes the same file, or touches
 * it twice, means different things depending on order, so it is refused, not ordered.
 */
import { IntakeRefusal } from '../errors.js';
import type { FileChange } from '../patch/model.js';

/** Every path a change reads or writes, with the role it plays. */
export function pathsOf(change: FileChange): string[] {
  return change.moveTo === undefined ? [change.path] : [change.path, change.moveTo];
}

/** Refuses a patch that touches a path twice or renames a file onto itself. */
export function assertWellFormed(files: readonly FileChange[]): void {
  const seen = new Map<string, FileChange>();
  for (const change of files) {
    if (change.moveTo !== undefined && change.moveTo === change.path) {
      throw new IntakeRefusal(
        'MalformedPatch',
        `${change.path} is moved onto itself; drop the move, or name a different destination`,
        {
          location: { path: change.path, line: change.patchLine },
        },
      );
    }
    for (const path of pathsOf(change)) {
      const earlier = seen.get(path);
      if (earlier) {
        throw new IntakeRefusal(
          'MalformedPatch',
          `${path} is touched twice (${earlier.op} at patch line ${earlier.patchLine}, ${change.op} at patch line ${change.patchLine}); send one change per file`,
          { location: { path, line: change.patchLine } },
        );
      }
      seen.set(path, change);
    }
  }
}
