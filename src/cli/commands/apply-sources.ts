/**
 * Where `patchproof apply` gets what it lands: the receipt (by digest from the local store, a
 * receipt file, or a service's public receipt route), the patch it covers (--patch, the
 * store's normalized diff, or the service's proposal record), and with --keys the receipt's
 * signature. None of these is trusted: the receipt is verified, the patch must give the
 * receipt's exact proposal hash through intake, and the signature must be by a listed key.
 */
import { readDiff } from '../../adapters/store/index.js';
import { PatchProofError } from '../../core/errors.js';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { Receipt } from '../../core/receipt/schema.js';
import { parseTrustedKeys } from '../../core/receipt/signature.js';
import type { SignatureInput } from '../../core/receipt/verify-receipt.js';
import { proposalResponse } from '../../api/schemas.js';
import { UsageError } from '../output.js';
import { serviceClient, tokenFrom } from '../../client/service-client.js';
import { readPatch } from '../inputs.js';
import { digestArgument, loadReceiptBytes } from '../receipt-input.js';
import { readText } from '../inputs.js';
import { loadSignature } from '../receipt-input.js';
import { receiptAddress } from '../../core/store/address.js';

export interface ApplySource {
  readonly digest: TypedHash;
  readonly bytes: Uint8Array;
  readonly loadPatch: (receipt: Receipt) => Promise<Uint8Array>;
  readonly signature?: SignatureInput;
}

export interface SourceOptions {
  readonly receipt: string;
  readonly store: string;
  readonly patch?: string;
  readonly server?: string;
  readonly keys?: string;
  readonly sig?: string;
}

const fromFile = (patch: string) => () => readPatch(patch, DEFAULT_BUDGETS.maxPatchBytes);

/** The receipt, patch and signature from the local store (or files). */
export async function localSource(o: SourceOptions): Promise<ApplySource> {
  const { bytes, expected } = await loadReceiptBytes(o.receipt, o.store);
  const digest = expected ?? receiptAddress(bytes);
  const signature =
    o.keys === undefined
      ? undefined
      : await loadSignature(o.receipt, o.store, {
          keys: o.keys,
          ...(o.sig === undefined ? {} : { sig: o.sig }),
        });
  if (o.keys !== undefined && signature === undefined) throw unsigned(o.receipt);
  return {
    digest,
    bytes,
    loadPatch: o.patch ? fromFile(o.patch) : (receipt) => readDiff(o.store, receipt.proposal.diff),
    ...(signature ? { signature: trusted(signature, o.keys as string) } : {}),
  };
}

/**
 * The same from a service: the receipt and its signature anonymously, the proposal's
 * normalized diff with PATCHPROOF_TOKEN (any role) unless --patch is given.
 */
export async function serviceSource(
  o: SourceOptions,
  env: NodeJS.ProcessEnv,
): Promise<ApplySource> {
  const digest = digestArgument(o.receipt, '--receipt');
  if (!digest)
    throw new UsageError(
      'with --server, --receipt is the receipt digest (sha256: and 64 hex digits)',
      'apply',
    );
  const client = serviceClient(o.server);
  const bytes = await client.bytes(`/v1/receipts/${digest}`);
  let signature: SignatureInput | undefined;
  if (o.keys !== undefined) {
    const sidecar =
      o.sig !== undefined
        ? await readText(o.sig, 'signature file')
        : await client.bytes(`/v1/receipts/${digest}/signature`).then(
            (b) => new TextDecoder().decode(b),
            (error: unknown) => {
              if (error instanceof PatchProofError && error.code === 'SignatureNotFound')
                throw unsigned(digest);
              throw error;
            },
          );
    signature = trusted(
      { sidecar, trusted: parseTrustedKeys(await readText(o.keys, 'trusted keys file')) },
      o.keys,
    );
  }
  const loadPatch = o.patch
    ? fromFile(o.patch)
    : async (receipt: Receipt) => {
        const token = tokenFrom(
          env,
          'PATCHPROOF_TOKEN',
          'a token of any role, to read the proposal (or pass --patch <file>)',
        );
        const proposal = await client.call(
          'GET',
          `/v1/proposals/${receipt.proposal.hash}`,
          proposalResponse,
          { token },
        );
        return new TextEncoder().encode(proposal.normalizedDiff);
      };
  return { digest, bytes, loadPatch, ...(signature ? { signature } : {}) };
}

function trusted(signature: SignatureInput, keys: string): SignatureInput {
  if (signature.trusted.size === 0)
    throw new UsageError(
      `the trusted keys file ${keys} lists no keys; add the publisher's vkey (from patchproof receipt keygen)`,
    );
  return signature;
}

function unsigned(receipt: string): PatchProofError {
  return new PatchProofError(
    'SignatureNotFound',
    `receipt ${receipt} has no signature, and --keys lands only a receipt signed by a trusted key; pass its envelope with --sig <file>. Nothing was written`,
  );
}
