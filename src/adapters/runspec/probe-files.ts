/**
 * Reads a probe cases folder (PROTOCOL 5.1) from the operator's disk: `<case>/<file>` only,
 * regular files only (a symlink could point the expectation anywhere), bounded in size.
 * What the files mean is decided in the core (parseProbeCases).
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutionError } from '../../core/errors.js';
import { MAX_PROBE_BYTES, MAX_PROBE_CASES } from '../../core/probes/cases.js';

export async function readProbeFiles(dir: string): Promise<Map<string, Uint8Array>> {
  const refuse = (why: string): never => {
    throw new ExecutionError('InvalidRunSpec', `probes.cases: ${why}`, { details: { field: 'probes.cases' } });
  };
  const files = new Map<string, Uint8Array>();
  const cases = await readdir(dir, { withFileTypes: true });
  if (cases.length > MAX_PROBE_CASES) refuse(`${cases.length} entries; at most ${MAX_PROBE_CASES} cases`);
  for (const entry of cases) {
    // Non-folders are passed on as they are so the core names them in its refusal.
    if (!entry.isDirectory()) {
      if (!entry.isFile()) refuse(`"${entry.name.slice(0, 100)}" is not a regular file or folder`);
      files.set(entry.name, new Uint8Array(0));
      continue;
    }
    const inside = await readdir(join(dir, entry.name), { withFileTypes: true });
    // An empty folder would otherwise vanish from the cases without a word.
    if (inside.length === 0) refuse(`case ${entry.name.slice(0, 100)} is an empty folder; give it a stdout file`);
    for (const file of inside) {
      const path = join(dir, entry.name, file.name);
      if (!file.isFile()) refuse(`"${entry.name}/${file.name.slice(0, 100)}" is not a regular file`);
      const size = (await lstat(path)).size;
      if (size > MAX_PROBE_BYTES) refuse(`"${entry.name}/${file.name.slice(0, 100)}" is ${size} bytes; a probe file is at most ${MAX_PROBE_BYTES}`);
      files.set(`${entry.name}/${file.name}`, new Uint8Array(await readFile(path)));
    }
  }
  return files;
}
