/** Where PatchProof keeps its own data on this machine: `$XDG_DATA_HOME/patchproof` (default `~/.local/share/patchproof`). */
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The data folder, or a folder inside it. */
export function dataHome(...parts: string[]): string {
  return join(
    process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share'),
    'patchproof',
    ...parts,
  );
}
