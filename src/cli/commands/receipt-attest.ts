/**
 * In-toto attestations of receipts (core/attest): `receipt export <digest|file> --format
 * in-toto --key <skey>` writes the bundle (`.intoto.jsonl`); `receipt verify <bundle> --keys
 * <trusted keys>` checks one offline, and against its receipt when the store holds it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { readReceipt } from '../../adapters/store/index.js';
import { inTotoBundle } from '../../core/attest/in-toto.js';
import { type AttestationCheck, verifyInTotoBundle } from '../../core/attest/verify-in-toto.js';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { parseSigningKey, parseTrustedKeys } from '../../core/receipt/signature.js';
import { verifyReceipt } from '../../core/receipt/verify-receipt.js';
import { defineCommand, STORE_OPTION } from '../command-spec.js';
import { EXIT, type Io, printJson, UsageError } from '../output.js';
import { digestArgument, loadReceiptBytes, requireDigest } from '../receipt-input.js';
import { readText } from '../inputs.js';

export const RECEIPT_EXPORT = defineCommand({
  name: 'receipt export',
  summary:
    'write a receipt as signed in-toto attestations (a DSSE bundle, .intoto.jsonl) for standard tooling',
  usage: [
    '<digest> --format in-toto --key <skey file> [--out <file>] [--url <url>] [--store <dir>]',
  ],
  options: {
    format: {
      type: 'string',
      arg: 'in-toto',
      doc: "the only format: an in-toto Statement v1 with the test-result predicate and one with PatchProof's, each in a DSSE envelope",
    },
    key: {
      type: 'string',
      arg: '<skey file>',
      doc: "the publisher's secret key (patchproof receipt keygen)",
    },
    out: {
      type: 'string',
      arg: '<file>',
      doc: 'write the bundle here (never overwritten); default: stdout',
    },
    url: {
      type: 'string',
      arg: '<url>',
      doc: "where the receipt can be read (the test-result predicate's url)",
    },
    store: STORE_OPTION,
  },
  positionals: 1,
  exits: [
    [0, 'written'],
    [1, 'the receipt does not verify, so nothing is attested'],
    [2, 'a usage error, or no such receipt'],
  ],
  notes: [
    'Check it with: patchproof receipt verify <bundle> --keys <trusted keys> [--store <dir>]',
  ],
  example:
    'patchproof receipt export sha256:19b1d665…c465e --format in-toto --key publisher.skey --out receipt.intoto.jsonl',
});

export interface AttestValues {
  format?: string;
  key?: string;
  out?: string;
  url?: string;
  keys?: string;
  json?: boolean;
  expect?: string;
  sig?: string;
  'log-key'?: string;
  checkpoint?: string;
  inclusion?: string;
}

/** `receipt export`: only a receipt that verifies is attested. */
export async function exportCommand(
  target: string,
  store: string,
  values: AttestValues,
  io: Io,
): Promise<number> {
  if (values.format !== 'in-toto')
    throw new UsageError(
      'receipt export needs --format in-toto (the only format)',
      'receipt export',
    );
  if (values.key === undefined)
    throw new UsageError(
      'receipt export needs --key <skey file>: the attestations are signed',
      'receipt export',
    );
  if (values.url !== undefined && !/^https?:\/\/\S+$/.test(values.url))
    throw new UsageError('--url must be an http(s) URL', 'receipt export');
  // From the store by digest only, as `receipt sign`: a file anyone wrote is not the publisher's to attest.
  const digest = requireDigest(target, 'the receipt to export');
  const key = parseSigningKey(await readText(values.key, 'signing key'));
  const { bytes, expected } = await loadReceiptBytes(digest, store);
  const result = verifyReceipt(bytes, expected);
  if (!result.valid || !result.receipt)
    throw new PatchProofError(
      'ReceiptTampered',
      `refusing to attest a receipt that does not verify (${result.problems.map((p) => p.code).join(', ')})`,
    );
  if (!result.receipt.proposal.resultGitTree)
    io.err(
      `note: ${result.digest} was made before receipts recorded the result's Git tree; the subject names its ws1 ID only`,
    );
  const bundle = inTotoBundle(result.receipt, result.digest, key, values.url);
  if (values.out === undefined) io.out(bundle.trimEnd());
  else {
    try {
      await writeFile(values.out, bundle, { flag: 'wx' });
    } catch (error) {
      throw new UsageError(
        `cannot create ${values.out} (${(error as NodeJS.ErrnoException).code ?? 'error'}); export never overwrites a file`,
      );
    }
    io.out(`attested ${result.digest} (${result.receipt.verdict}) in ${values.out}`);
  }
  return EXIT.ok;
}

/**
 * Whether `target` is an attestation bundle rather than a receipt: named `*.intoto.jsonl`, or
 * a file with a line that is a DSSE envelope (a receipt's strict schema has no payloadType).
 */
export async function isAttestationFile(target: string): Promise<boolean> {
  if (digestArgument(target, 'the receipt') !== null) return false;
  if (target.endsWith('.intoto.jsonl')) return true;
  const text = await readFile(target, 'utf8').catch(() => '');
  return text.split('\n').some((line) => {
    try {
      const value = JSON.parse(line) as { payloadType?: unknown } | null;
      return typeof value === 'object' && value !== null && typeof value.payloadType === 'string';
    } catch {
      return false;
    }
  });
}

/** `receipt verify <bundle>`: its signatures and statements, and its receipt when the store has it. */
export async function verifyAttestationCommand(
  target: string,
  store: string,
  values: AttestValues,
  io: Io,
): Promise<number> {
  if (values.keys === undefined)
    throw new UsageError(
      "an attestation is checked against the publisher's key: pass --keys <trusted keys>",
      'receipt verify',
    );
  for (const option of ['sig', 'log-key', 'checkpoint', 'inclusion'] as const) {
    if (values[option] !== undefined)
      throw new UsageError(
        `--${option} is for a receipt, not an attestation bundle: verify the receipt it names with it`,
        'receipt verify',
      );
  }
  // The address the auditor pins (--expect, or a file named <hex>.json): the bundle must be about that receipt.
  const pinned =
    values.expect === undefined
      ? digestArgument(basename(target).replace(/\.json$/, ''), 'the file name')
      : requireDigest(values.expect, '--expect');
  const trusted = parseTrustedKeys(await readText(values.keys, 'trusted keys file'));
  const text = await readText(target, 'attestation bundle');
  let check: AttestationCheck = verifyInTotoBundle(text, trusted);
  let against: 'the receipt' | undefined;
  const named = check.receipt;
  if (named && check.valid) {
    const bytes = await readReceipt(store, named).catch((error: unknown) => {
      if (error instanceof PatchProofError && error.code === 'ReceiptNotFound') return undefined;
      throw error;
    });
    const receipt = bytes ? verifyReceipt(bytes, named) : undefined;
    if (receipt && (!receipt.valid || !receipt.receipt))
      throw new PatchProofError(
        'ReceiptTampered',
        `the receipt ${named} in the store does not verify (${receipt.problems.map((p) => p.code).join(', ')})`,
      );
    if (receipt?.receipt) {
      check = verifyInTotoBundle(text, trusted, { receipt: receipt.receipt, digest: named });
      against = 'the receipt';
    }
  }
  if (pinned && named !== pinned) {
    check = {
      ...check,
      valid: false,
      problems: [
        ...check.problems,
        {
          code: 'AttestationMismatch',
          message: `the attestation is about receipt ${named ?? '(none)'}, not ${pinned}, the one ${values.expect === undefined ? 'its file name gives' : '--expect gives'}`,
        },
      ],
    };
  }
  report(check, against, named, values.json === true, io);
  return check.valid ? EXIT.ok : EXIT.fail;
}

function report(
  check: AttestationCheck,
  against: string | undefined,
  named: TypedHash | undefined,
  json: boolean,
  io: Io,
): void {
  // Only the statements the check judged (verifyInTotoBundle): never another line of the bundle.
  const testResult = check.statements[0];
  const subject = testResult?.subject[0]?.digest ?? {};
  const result = (testResult?.predicate as { result?: string } | undefined)?.result;
  if (json) {
    printJson(io, {
      valid: check.valid,
      kind: 'in-toto',
      ...(named ? { receipt: named } : {}),
      subject,
      ...(result ? { result } : {}),
      keyids: check.keyids,
      checkedAgainstReceipt: against !== undefined,
      ignoredLines: check.ignored,
      problems: check.problems,
    });
    return;
  }
  io.out(
    `${check.valid ? 'valid' : 'INVALID'}  in-toto attestation of ${named ?? 'an unknown receipt'}${check.keyids.length > 0 ? `  signed by ${check.keyids.join(', ')}` : ''}`,
  );
  for (const p of check.problems) io.out(`  ${p.code}: ${p.message}`);
  if (result)
    io.out(
      `  test result ${result}; subject ${Object.entries(subject)
        .map(([alg, v]) => `${alg}:${v}`)
        .join(' ')}`,
    );
  if (check.ignored > 0)
    io.out(
      `  ${check.ignored} line${check.ignored === 1 ? '' : 's'} ignored: not an in-toto envelope, or by a key not in --keys`,
    );
  if (check.valid)
    io.out(
      against
        ? '  the statements are exactly what the receipt says (checked against it, from the store)'
        : '  the receipt is not in the store: fetch it by the address above to check the statements against it',
    );
}
