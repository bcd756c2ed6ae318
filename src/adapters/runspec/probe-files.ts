/**
 * Reads a probe cases folder (PROTOCOL 5.1) from the operator's disk: `<case>/<file>` only,
 * regular files only (a symlink could point the expectation anywhere), bounded in size.
 * What the files mean is decided in the core (parseProbeCases).
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutionError } from '../../core/errors.js';
import { MAX_PROBE_BYTES, MAX_PROBE_CASES } from '../../core/probes/cases.js';
import type { InventoryEntry, SnapshotId } from '../../core/snapshot/inventory.js';
import { blobId, snapshotId } from '../../core/snapshot/tree.js';

/**
 * The folder's files and their digest, computed from exactly these bytes: what is judged is
 * what the spec hash names, even while someone writes to the folder (a second read for the
 * digest could see other bytes).
 */
export async function readProbeFiles(
  dir: string,
): Promise<{ readonly files: Map<string, Uint8Array>; readonly digest: SnapshotId }> {
  const refuse = (why: string): never => {
    throw new ExecutionError('InvalidRunSpec', `probes.cases: ${why}`, {
      details: { field: 'probes.cases' },
    });
  };
  const files = new Map<string, Uint8Array>();
  const entries = new Map<string, InventoryEntry>();
  const cases = await readdir(dir, { withFileTypes: true });
  if (cases.length > MAX_PROBE_CASES)
    refuse(`${cases.length} entries; at most ${MAX_PROBE_CASES} cases`);
  for (const entry of cases) {
    // Non-folders are passed on as they are so the core names them in its refusal.
    if (!entry.isDirectory()) {
      if (!entry.isFile()) refuse(`"${entry.name.slice(0, 100)}" is not a regular file or folder`);
      files.set(entry.name, new Uint8Array(0));
      continue;
    }
    const inside = await readdir(join(dir, entry.name), { withFileTypes: true });
    // An empty folder would otherwise vanish from the cases without a word.
    if (inside.length === 0)
      refuse(`case ${entry.name.slice(0, 100)} is an empty folder; give it a stdout file`);
    for (const file of inside) {
      const path = join(dir, entry.name, file.name);
      if (!file.isFile())
        refuse(`"${entry.name}/${file.name.slice(0, 100)}" is not a regular file`);
      const info = await lstat(path);
      if (info.size > MAX_PROBE_BYTES)
        refuse(
          `"${entry.name}/${file.name.slice(0, 100)}" is ${info.size} bytes; a probe file is at most ${MAX_PROBE_BYTES}`,
        );
      const bytes = new Uint8Array(await readFile(path));
      // Read once more bounded: the file may have grown since lstat.
      if (bytes.length > MAX_PROBE_BYTES)
        refuse(
          `"${entry.name}/${file.name.slice(0, 100)}" is over ${MAX_PROBE_BYTES} bytes; a probe file is at most that`,
        );
      files.set(`${entry.name}/${file.name}`, bytes);
      entries.set(`${entry.name}/${file.name}`, {
        mode: (info.mode & 0o111) !== 0 ? '100755' : '100644',
        id: blobId(bytes, 'blake3'),
        size: bytes.length,
      });
    }
  }
  return { files, digest: snapshotId(entries, 'blake3') };
}
