/** The repository root, and where `../shared` (the contract, outside data) sits beside it when present. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sharedDir = resolve(repoRoot, '..', 'shared');
