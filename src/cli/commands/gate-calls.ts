/**
 * The gate's calls to the service, each checked here rather than taken on the service's word:
 * the approval must approve this very proposal, a published address must be the one the
 * validation built, and with --keys the receipt's signature must be by a trusted key.
 */
import {
  ExecutionError,
  PatchProofError,
  ServiceError,
  type WireError,
} from '../../core/errors.js';
import {
  checkReceiptSignature,
  parseTrustedKeys,
  type TrustedKeys,
} from '../../core/receipt/signature.js';
import { approvalList, publishResponse, validationResponse } from '../../api/schemas.js';
import { RemoteRefusal, type ServiceClient } from '../../client/service-client.js';
import { readText } from '../inputs.js';
import { UsageError, wireOf } from '../output.js';
import type { ValidationView } from './gate-wait.js';

/** Failed before any phase produced evidence: as much a refusal as one at intake. */
export class NoEvidence extends PatchProofError {}

/** The --keys file, read before anything is sent: an empty list could never pass. */
export async function loadKeys(path: string): Promise<TrustedKeys> {
  const keys = parseTrustedKeys(await readText(path, 'trusted keys file'));
  if (keys.size === 0)
    throw new UsageError(
      `the trusted keys file ${path} lists no keys; add the service's vkey (from patchproof receipt keygen)`,
    );
  return keys;
}

/** Fetches the receipt's signature anonymously; resolves to its key id only when it checks with `trusted`. */
export async function checkSignature(
  client: ServiceClient,
  digest: string,
  bytes: Uint8Array,
  trusted: TrustedKeys,
): Promise<string> {
  let sidecar: Uint8Array;
  try {
    sidecar = await client.bytes(`/v1/receipts/${digest}/signature`);
  } catch (error) {
    if (wireOf(error).code !== 'SignatureNotFound') throw error;
    throw new ServiceError(
      'SignatureNotFound',
      `receipt ${digest} is not signed by ${client.server}, and --keys accepts only a receipt signed by a trusted key; ask the operator to run patchproof serve --sign-key`,
      { details: { digest } },
    );
  }
  const check = checkReceiptSignature(bytes, new TextDecoder().decode(sidecar), trusted);
  if (!check.valid) {
    const problem = check.problem ?? {
      code: 'BadSignature',
      message: 'the signature does not verify',
    };
    throw new PatchProofError(
      'ReceiptTampered',
      `the signature of receipt ${digest} does not pass --keys: ${problem.code}: ${problem.message}`,
      { details: { digest, signature: problem.code } },
    );
  }
  return check.keyid ?? '';
}

/** Queues the validation; a gate re-run on an approval that already has one follows it. */
export async function queue(
  client: ServiceClient,
  token: string,
  run: string,
  approval: string,
): Promise<string> {
  try {
    return (
      await client.call('POST', `/v1/runs/${run}/validations`, validationResponse, {
        token,
        json: { approval },
      })
    ).id;
  } catch (error) {
    const existing =
      error instanceof RemoteRefusal && error.code === 'ValidationExists'
        ? error.details['validation']
        : undefined;
    if (typeof existing === 'string' && /^val_[0-9a-f]{20}$/.test(existing)) return existing;
    throw error;
  }
}

/** The receipt's address once published: by this gate (publisher token) or by someone else. */
export async function published(
  client: ServiceClient,
  publisher: string | undefined,
  v: ValidationView,
): Promise<string> {
  if (v.state === 'failed' || v.state === 'cancelled') {
    const code = v.error?.code ?? (v.state === 'cancelled' ? 'Cancelled' : 'InternalError');
    const message = `validation ${v.id} ${v.state}: ${v.error?.message ?? 'no receipt was built'}`;
    const evidence = v.phases.some((p) => p.state === 'done');
    // The code is the service's; PatchProofError keeps it so CI logs and --json show the real cause.
    throw evidence
      ? new PatchProofError(code as WireError['code'], message)
      : new NoEvidence(code as WireError['code'], message);
  }
  if (v.state === 'completed' && publisher) {
    const result = await client.call('POST', `/v1/validations/${v.id}/publish`, publishResponse, {
      token: publisher,
    });
    if (v.receipt !== null && result.receipt !== v.receipt) {
      throw new PatchProofError(
        'ReceiptConflict',
        `the service published ${result.receipt} but the validation built ${v.receipt}; do not trust this service's answer`,
      );
    }
    return result.receipt;
  }
  if (v.receipt === null)
    throw new PatchProofError(
      'MalformedResponse',
      `validation ${v.id} is ${v.state} but names no receipt`,
    );
  return v.receipt;
}

/**
 * A given approval must approve this very proposal for this run: the service queues whatever
 * proposal an approval names, so without this check a gate could pass on a patch other than
 * the one it was given.
 */
export async function checkApproval(
  client: ServiceClient,
  token: string,
  run: string,
  proposal: string,
  approval: string,
): Promise<string> {
  const { approvals } = await client.call(
    'GET',
    `/v1/runs/${run}/approvals?proposal=${proposal}`,
    approvalList,
    { token },
  );
  if (approvals.some((a) => a.hash === approval)) return approval;
  throw new ExecutionError(
    'ApprovalMismatch',
    `${approval.slice(0, 80)} is not an approval of proposal ${proposal} for run ${run}; approve this proposal for this run (patchproof approve ${proposal} --run ${run} --server ${client.server}) or leave out --approval to wait for one`,
    {
      details: { approval: approval.slice(0, 80), proposal, run },
    },
  );
}
