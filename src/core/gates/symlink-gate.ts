/**
 * The SymlinkPath gate (PROTOCOL 3.3): a patch may not write through a symlink of the
 * base, neither the file itself nor any directory on its way. In the disposable copy a
 * write through `docs -> /etc` would land outside the workspace.
 */
import { IntakeRefusal } from '../errors.js';
import type { Inventory } from '../snapshot/inventory.js';

/** Throws `SymlinkPath` when `path` or one of its parent directories is a symlink in `base`. */
export function assertNoSymlinkOnPath(path: string, base: Inventory): void {
  const components = path.split('/');
  for (let i = 1; i <= components.length; i++) {
    const prefix = components.slice(0, i).join('/');
    if (base.get(prefix)?.mode !== '120000') continue;
    const what = i === components.length ? 'is a symlink' : `goes through the symlink ${prefix}`;
    throw new IntakeRefusal(
      'SymlinkPath',
      `${path} ${what} in the base; patches may not write through symlinks: change the link's target file directly`,
      {
        location: { path },
        details: { symlink: prefix },
      },
    );
  }
}
