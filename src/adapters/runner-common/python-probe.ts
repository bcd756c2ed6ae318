/**
 * The runner's Python module list (core/gates/runner-modules.ts), as runners/lib/python-modules.py
 * prints it: the one script that the image build runs for the label and that PatchProof runs
 * on a local python3 or on an image without the label. Shared by the Docker and local
 * readers; parsed strictly here, at the edge.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ExecutionError } from '../../core/errors.js';
import { invocationsOf } from '../../core/gates/command-words.js';
import { emptyFacts, readInvocation, startsPython } from '../../core/gates/python-invocations.js';
import type { PythonModules } from '../../core/gates/runner-modules.js';
import { specCommands } from '../../core/runspec/intake-policy.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';

const moduleName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,199}$/u);
const names = z.array(moduleName).max(100_000);

const listSchema = z.union([
  z.object({ v: z.literal(1), python: z.null() }).strict(),
  z
    .object({
      v: z.literal(1),
      python: z.string().regex(/^\d+\.\d+\.\d+$/u),
      stdlib: names.min(1),
      testPackages: names,
      installed: names,
      namespaces: names,
      searchPath: z
        .array(
          z
            .string()
            .min(1)
            .max(4096)
            .refine((p) => !p.includes('\u0000')),
        )
        .max(10_000),
    })
    .strict(),
]);

/** Parses the script's output (or a label); throws RunnerUnavailable naming `from` when it is not one. */
export function parseModuleList(text: string, from: string): PythonModules | null {
  let value: unknown;
  try {
    value = JSON.parse(text.trim());
  } catch {
    value = undefined;
  }
  const parsed = listSchema.safeParse(value);
  if (!parsed.success) {
    throw new ExecutionError(
      'RunnerUnavailable',
      `the Python module list of ${from} is not readable; rebuild the runner images (patchproof runners build), or check that its python3 runs`,
      {
        details: { reason: 'module-list-unreadable', from },
      },
    );
  }
  const list = parsed.data;
  return list.python === null
    ? null
    : {
        python: list.python,
        stdlib: list.stdlib,
        testPackages: list.testPackages,
        installed: list.installed,
        namespaces: list.namespaces,
        searchPath: list.searchPath,
      };
}

let script: Promise<string> | undefined;

/** The text of runners/lib/python-modules.py, next to this installation. */
export function probeScript(): Promise<string> {
  script ??= readFile(join(projectRoot(), 'runners', 'lib', 'python-modules.py'), 'utf8');
  return script;
}

/** Whether the spec's commands start Python, and the interpreters they name beyond `python3`/`python`. */
export function pythonUse(spec: ResolvedRunSpec): {
  readonly runsPython: boolean;
  readonly interpreters: readonly string[];
} {
  const facts = emptyFacts();
  let runsPython = false;
  for (const command of specCommands(spec)) {
    for (const invocation of invocationsOf(command)) {
      runsPython ||= startsPython(invocation);
      readInvocation(invocation, facts);
    }
  }
  // Relative names (a venv in environment.include) exist only in a workspace copy; the
  // default interpreter's list stands for them.
  const named = facts.interpreters.filter(
    (i) => i !== 'python3' && i !== 'python' && (i.startsWith('/') || !i.includes('/')),
  );
  return { runsPython, interpreters: [...new Set(named)].sort() };
}

/** The refusal when the runner has no Python but the spec runs it. */
export function pythonMissing(where: string): ExecutionError {
  return new ExecutionError(
    'RunnerUnavailable',
    `the run spec runs Python, but ${where} has no python3 or python on its PATH, so its module list cannot be read; use an image with Python, or rebuild the runner images (patchproof runners build)`,
    {
      details: { reason: 'python-missing', from: where },
    },
  );
}

function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(join(dir, 'runners', 'lib', 'python-modules.py'))) return dir;
    dir = dirname(dir);
  }
  throw new ExecutionError(
    'RunnerUnavailable',
    'runners/lib/python-modules.py was not found next to this installation; reinstall PatchProof',
    {
      details: { reason: 'recipes-missing' },
    },
  );
}
