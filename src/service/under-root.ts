/**
 * Resolves a path a client names (a repository, a run spec) inside the service's
 * repository root, and refuses anything that leaves it: absolute paths, `..`, and symlinks
 * whose target is outside. A client never makes the service read an arbitrary host path.
 */
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ServiceError } from '../core/errors.js';
import { hasC0Control } from '../core/text/safe-text.js';

/** The real path of `name` under `root`; RepositoryNotAllowed when it is not inside. */
export async function resolveUnderRoot(root: string, name: string, what: string): Promise<string> {
  const refuse = (why: string): never => {
    throw new ServiceError(
      'RepositoryNotAllowed',
      `${what} "${name}" ${why}; name a path relative to the service's repository root`,
      { details: { field: what } },
    );
  };
  if (name === '' || isAbsolute(name) || name.includes('\\') || hasC0Control(name))
    refuse('is not a relative path');
  if (name.split('/').some((part) => part === '..')) refuse('contains ".."');
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realpath(resolve(realRoot, name));
  } catch {
    throw new ServiceError(
      'RepositoryNotAllowed',
      `${what} "${name}" does not exist under the service's repository root`,
      { details: { field: what } },
    );
  }
  if (!isInside(realRoot, real)) refuse('resolves outside the repository root (through a symlink)');
  return real;
}

/** True when `path` is `root` or below it (both real paths). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}
