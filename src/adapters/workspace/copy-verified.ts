/**
 * Copies a folder the run spec pinned by digest (a trusted suite, an environment include,
 * an image's build context) and measures the copy: what is used is what was pinned, even
 * if the original changed since the spec was loaded.
 */
import { cp, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ExecutionError } from '../../core/errors.js';
import { readSnapshot } from '../repo/index.js';

/** Copies `from` to `to`; WorkspaceFailed when the copy is not `digest`. */
export async function copyVerified(
  from: string,
  to: string,
  digest: string,
  what: string,
): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await cp(from, to, { recursive: true, verbatimSymlinks: true });
  const copied = await readSnapshot(to, { plainFolder: true });
  if (copied.id !== digest) {
    throw new ExecutionError(
      'WorkspaceFailed',
      `the ${what} changed since the run spec was loaded (${digest} → ${copied.id}); load the spec again`,
    );
  }
}
