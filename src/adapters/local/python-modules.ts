/**
 * The Python module list of the local runner, for the ShadowedModule gate: the host's
 * python3 (else python), found on the PATH the local runner uses and run with its fixed
 * environment from an empty temporary folder, plus the interpreters the spec names by path.
 * Kept per interpreter path for the process.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecutionError } from '../../core/errors.js';
import {
  mergeModules,
  type PythonModules,
  type RunnerModules,
} from '../../core/gates/runner-modules.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import { parseModuleList, probeScript, pythonMissing, pythonUse } from '../runner-common/index.js';
import { fixedEnvironment, resolveCommand } from './fixed-env.js';

const PROBE_TIMEOUT_MS = 60_000;
const cache = new Map<string, Promise<PythonModules | null>>();

/** The module list of this host's Python for the interpreters `spec` uses. */
export async function readLocalModules(spec: ResolvedRunSpec): Promise<RunnerModules> {
  const use = pythonUse(spec);
  const home = await mkdtemp(join(tmpdir(), 'patchproof-modules-'));
  try {
    const env = fixedEnvironment(home, home);
    const path = env['PATH'] ?? '';
    const main =
      (await resolveCommand('python3', home, path)) ?? (await resolveCommand('python', home, path));
    const extra = await Promise.all(
      use.interpreters.map((name) => resolveCommand(name, home, path)),
    );
    const files = [...new Set([main, ...extra].filter((f): f is string => f !== undefined))];
    const lists = await Promise.all(files.map((file) => cached(file, home, env)));
    const python = mergeModules(lists);
    if (python === null && use.runsPython) throw pythonMissing('this host');
    return { python, source: main === undefined ? 'local interpreters' : `local ${main}` };
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

function cached(
  file: string,
  cwd: string,
  env: Record<string, string>,
): Promise<PythonModules | null> {
  let found = cache.get(file);
  if (found === undefined) {
    found = probe(file, cwd, env);
    cache.set(file, found);
    found.catch(() => cache.delete(file));
  }
  return found;
}

async function probe(
  file: string,
  cwd: string,
  env: Record<string, string>,
): Promise<PythonModules | null> {
  const script = await probeScript();
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      file,
      ['-c', script],
      { cwd, env, encoding: 'utf8', timeout: PROBE_TIMEOUT_MS, maxBuffer: 8 * 1024 * 1024 },
      (error, out, err) => {
        if (error === null) return resolve(out);
        reject(
          new ExecutionError(
            'RunnerUnavailable',
            `${file} failed to list its modules (${error.code ?? error.signal ?? 'error'}); check this host's Python`,
            {
              details: {
                reason: 'module-list-unreadable',
                tail: err.trimEnd().split('\n').slice(-3).join('\n'),
              },
              cause: error,
            },
          ),
        );
      },
    );
  });
  return parseModuleList(stdout, file);
}
