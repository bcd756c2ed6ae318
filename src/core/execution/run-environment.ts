/**
 * The variables every run of one validation gets beyond the runner's fixed ones: the spec's
 * own (`environment.variables`), and for a sealed validation a Python hash seed of its own.
 *
 * The runners fix `PYTHONHASHSEED=0` so that a run can be repeated. But a seed fixed for every
 * validation is a constant of the test environment that production lacks: the order of a set
 * of strings is then always the same under PatchProof and random elsewhere, so code whose
 * result depends on that order (by mistake, or written to pass here) passes every time
 * (found by a red-team run: a "fix" that picks a sign from `dict(zip({"sub", "add"}, ...))`
 * got PASS with proof grade and answers wrongly 3 runs in 10 outside). A sealed validation
 * already draws a secret seed, published in its receipt once the runs are over; the hash
 * seed is derived from it, the same for every run of the validation (so base and patched
 * runs compare like with like) and different from one validation to the next, and an
 * auditor with the receipt can repeat the runs exactly. An unsealed run keeps the runner's 0.
 */
import { sha256Bytes, utf8 } from '../hash/digest.js';
import type { ResolvedRunSpec } from '../runspec/resolve.js';
import type { SealInput } from './sealing.js';

const LABEL = utf8.encode('patchproof.python-hash-seed.v1\0');

/** PYTHONHASHSEED for a validation sealed with `seed`: 1 … 4294967295 (0 disables hashing's randomness). */
export function pythonHashSeed(seed: Uint8Array): string {
  const input = new Uint8Array(LABEL.length + seed.length);
  input.set(LABEL);
  input.set(seed, LABEL.length);
  const digest = sha256Bytes(input);
  const word =
    ((digest[0] as number) * 2 ** 24 +
      ((digest[1] as number) << 16) +
      ((digest[2] as number) << 8) +
      (digest[3] as number)) %
    4294967295;
  return String(word + 1);
}

/** The variables of each run of a validation of `spec` (sealed with `seal`, if it is). */
export function runVariables(
  spec: ResolvedRunSpec,
  seal: SealInput | undefined,
): Readonly<Record<string, string>> {
  const variables = spec.environment.variables;
  return seal === undefined
    ? variables
    : { ...variables, PYTHONHASHSEED: pythonHashSeed(seal.seed) };
}
