/**
 * The signing side of `patchproof receipt`: `sign <digest> --key <skey file>`,
 * `keygen <name> --out <skey file>`, and finding the signature `verify` must check
 * (`--sig <file>`, else the sidecar beside the receipt) with the keys of `--keys <file>`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { readReceipt } from '../../adapters/store/read-receipt.js';
import { parseDigest } from '../../core/hash/typed-hash.js';
import { readSignature, readSignatureFile, writeSignature } from '../../adapters/store/signature-store.js';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { envelopeBytes, keygen, parseSigningKey, parseTrustedKeys, signReceipt, type TrustedKeys } from '../../core/receipt/signature.js';
import { type SignatureInput, verifyReceipt } from '../../core/receipt/verify-receipt.js';
import { EXIT, type Io, UsageError } from '../output.js';

/** A small text file named on the command line; UsageError when it cannot be read. */
export async function readText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read the ${what} ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** The signature to check: --sig, else the sidecar next to the receipt; none means unsigned. */
export async function loadSignature(target: string, store: string, values: { sig?: string; keys?: string }): Promise<SignatureInput | undefined> {
  const digest = parseDigest(target, { bareHex: true });
  let sidecar: string | undefined;
  if (values.sig !== undefined) sidecar = await readText(values.sig, 'signature file');
  else if (digest) sidecar = await readSignature(store, digest);
  else sidecar = await readSignatureFile(join(dirname(target), `${basename(target).replace(/\.json$/, '')}.sig.json`));
  if (sidecar === undefined) return undefined;
  // No --keys: nothing is trusted, so a signed receipt fails closed (UntrustedKey).
  const trusted: TrustedKeys = values.keys === undefined ? new Map() : parseTrustedKeys(await readText(values.keys, 'trusted keys file'));
  return { sidecar, trusted };
}

/** `receipt sign`: signs a stored receipt that verifies, and publishes the sidecar. */
export async function signCommand(digest: TypedHash, store: string, keyFile: string | undefined, io: Io): Promise<number> {
  if (keyFile === undefined) throw new UsageError('receipt sign needs --key <skey file>', 'receipt sign');
  const key = parseSigningKey(await readText(keyFile, 'signing key'));
  const bytes = await readReceipt(store, digest);
  const result = verifyReceipt(bytes, digest);
  if (!result.valid) throw new PatchProofError('ReceiptTampered', `refusing to sign a receipt that does not verify (${result.problems.map((p) => p.code).join(', ')})`);
  const envelope = signReceipt(bytes, key);
  const path = await writeSignature(store, digest, envelopeBytes(envelope));
  io.out(`signed ${digest} by ${envelope.signatures[0]?.keyid ?? ''}: ${path}`);
  return EXIT.ok;
}

/** `receipt keygen`: the vkey on stdout; the skey only ever into a new file with mode 0600. */
export async function keygenCommand(name: string, out: string | undefined, io: Io): Promise<number> {
  if (out === undefined) throw new UsageError('receipt keygen needs --out <file> for the secret key; it is never printed', 'receipt keygen');
  const { vkey, skey } = keygen(name);
  try {
    await writeFile(out, `${skey}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    throw new UsageError(`cannot create ${out} (${(error as NodeJS.ErrnoException).code ?? 'error'}); keygen never overwrites a key file`);
  }
  io.out(vkey);
  return EXIT.ok;
}
