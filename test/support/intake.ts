/** Helpers for intake tests: propose against an in-memory repository and read the outcome. */
import { PatchProofError } from '../../src/core/errors.js';
import type { IntakePolicyInput } from '../../src/core/intake/policy.js';
import { type Proposal, propose } from '../../src/core/intake/propose.js';
import { type MemoryFile, memoryRepository } from '../../src/core/snapshot/memory-repository.js';
import { syntaxChecker } from './syntax.js';

export type Files = Record<string, string | Uint8Array | MemoryFile>;

export async function proposeText(
  files: Files,
  patch: string | Uint8Array,
  policy?: IntakePolicyInput,
): Promise<Proposal> {
  const bytes = typeof patch === 'string' ? new TextEncoder().encode(patch) : patch;
  return propose({
    patch: bytes,
    repository: memoryRepository(files),
    syntax: await syntaxChecker(),
    ...(policy ? { policy } : {}),
  });
}

/** The refusal's code and error, or 'accepted'. Anything that is not a coded error fails the test. */
export async function outcome(
  files: Files,
  patch: string | Uint8Array,
  policy?: IntakePolicyInput,
): Promise<string> {
  try {
    await proposeText(files, patch, policy);
    return 'accepted';
  } catch (e) {
    if (e instanceof PatchProofError) return e.code;
    throw e;
  }
}

export async function refusal(
  files: Files,
  patch: string | Uint8Array,
  policy?: IntakePolicyInput,
): Promise<PatchProofError> {
  try {
    await proposeText(files, patch, policy);
  } catch (e) {
    if (e instanceof PatchProofError) return e;
    throw e;
  }
  throw new Error('expected a refusal, but the patch was accepted');
}

/** A Codex patch adding/updating one file: the quickest way to aim a path at a gate. */
export function codexAdd(path: string, lines: string[] = ['x']): string {
  return [
    '*** Begin Patch',
    `*** Add File: ${path}`,
    ...lines.map((l) => `+${l}`),
    '*** End Patch',
    '',
  ].join('\n');
}

export function gitAdd(path: string, lines: string[] = ['x'], mode = '100644'): string {
  return [
    `diff --git a/${path} b/${path}`,
    `new file mode ${mode}`,
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((l) => `+${l}`),
    '',
  ].join('\n');
}
