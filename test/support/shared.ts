/** Locates `../shared` (PROTOCOL.md, conformance data) beside the repository root. */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sharedDir = resolve(repoRoot, '..', 'shared');

/** Absolute path of a file under shared/; throws with a clear message when shared/ is absent. */
export function sharedPath(...parts: string[]): string {
  const path = resolve(sharedDir, ...parts);
  if (!existsSync(path)) throw new Error(`conformance data missing: ${path} (shared/ must sit beside the repo)`);
  return path;
}
