/**
 * Reads a trusted test folder into memory for sealing (PROTOCOL 5.1), checked against the
 * digest the run spec pinned: the bytes that are sealed are the bytes that were measured.
 * Only regular files: a symlink in a trusted folder could point anywhere once copied.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutionError } from '../../core/errors.js';
import type { SealInput } from '../../core/execution/sealing.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import { SEED_BYTES } from '../../core/seal/prng.js';
import type { SuiteSource } from '../../core/seal/seal-suite.js';
import { type SealLanguage, sealLanguageOf } from '../../core/seal/syntax.js';
import { loadTestFileParser } from '../syntax/test-file-parser.js';
import type { InventoryEntry } from '../../core/snapshot/inventory.js';
import { blobId, snapshotId } from '../../core/snapshot/tree.js';
import { readSnapshot } from '../repo/index.js';

/** The folder's files, refused unless they hash to `digest`. */
export async function readTrustedSuite(dir: string, digest: string, what: string): Promise<SuiteSource> {
  const listed = await readSnapshot(dir, { plainFolder: true });
  const files = new Map<string, Uint8Array>();
  const entries = new Map<string, InventoryEntry>();
  for (const [path, entry] of listed.entries) {
    if (entry.mode === '120000') {
      throw new ExecutionError('InvalidRunSpec', `the ${what} folder has a symlink (${path}); trusted tests must be regular files`);
    }
    const bytes = new Uint8Array(await readFile(join(dir, path)));
    files.set(path, bytes);
    entries.set(path, { ...entry, id: blobId(bytes, listed.algorithm) });
  }
  const read = snapshotId(entries, listed.algorithm);
  if (read !== digest) {
    throw new ExecutionError('WorkspaceFailed', `the ${what} changed since the run spec was loaded (${digest} → ${read}); load the spec again`);
  }
  return { files };
}

/**
 * Everything execute() needs to seal one execution: the trusted suites as measured, the
 * parser, and a seed from the operating system's CSPRNG, made here for this execution only.
 */
export async function sealInputFor(spec: ResolvedRunSpec): Promise<SealInput> {
  const [reproduction, hidden] = await Promise.all([
    readTrustedSuite(spec.reproduction.tests.dir, spec.reproduction.tests.digest, 'reproduction tests'),
    readTrustedSuite(spec.hidden.tests.dir, spec.hidden.tests.digest, 'hidden tests'),
  ]);
  // Only the grammars these files need.
  const languages = new Set([...reproduction.files.keys(), ...hidden.files.keys()].map(sealLanguageOf).filter((l): l is SealLanguage => l !== null));
  const parser = await loadTestFileParser([...languages]);
  return { seed: new Uint8Array(randomBytes(SEED_BYTES)), parser, suites: { reproduction, hidden } };
}
