/**
 * The signing side of `patchproof receipt`: `sign <digest> --key <skey file>`,
 * `keygen <name> --out <skey file>`, and finding the signature `verify` must check
 * (`--sig <file>`, else the sidecar beside the receipt) with the keys of `--keys <file>`.
 */
import { writeFile } from 'node:fs/promises';
import { readReceipt } from '../../adapters/store/index.js';
import { writeSignature } from '../../adapters/store/index.js';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import {
  envelopeBytes,
  keygen,
  parseSigningKey,
  signReceipt,
} from '../../core/receipt/signature.js';
import { verifyReceipt } from '../../core/receipt/verify-receipt.js';
import { EXIT, type Io, UsageError } from '../output.js';
import { readText } from '../inputs.js';

/** `receipt sign`: signs a stored receipt that verifies, and publishes the sidecar. */
export async function signCommand(
  digest: TypedHash,
  store: string,
  keyFile: string | undefined,
  io: Io,
): Promise<number> {
  if (keyFile === undefined)
    throw new UsageError('receipt sign needs --key <skey file>', 'receipt sign');
  const key = parseSigningKey(await readText(keyFile, 'signing key'));
  const bytes = await readReceipt(store, digest);
  const result = verifyReceipt(bytes, digest);
  if (!result.valid)
    throw new PatchProofError(
      'ReceiptTampered',
      `refusing to sign a receipt that does not verify (${result.problems.map((p) => p.code).join(', ')})`,
    );
  const envelope = signReceipt(bytes, key);
  const path = await writeSignature(store, digest, envelopeBytes(envelope));
  io.out(`signed ${digest} by ${envelope.signatures[0]?.keyid ?? ''}: ${path}`);
  return EXIT.ok;
}

/** `receipt keygen`: the vkey on stdout; the skey only ever into a new file with mode 0600. */
export async function keygenCommand(
  name: string,
  out: string | undefined,
  io: Io,
): Promise<number> {
  if (out === undefined)
    throw new UsageError(
      'receipt keygen needs --out <file> for the secret key; it is never printed',
      'receipt keygen',
    );
  const { vkey, skey } = keygen(name);
  try {
    await writeFile(out, `${skey}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    throw new UsageError(
      `cannot create ${out} (${(error as NodeJS.ErrnoException).code ?? 'error'}); keygen never overwrites a key file`,
    );
  }
  io.out(vkey);
  return EXIT.ok;
}
