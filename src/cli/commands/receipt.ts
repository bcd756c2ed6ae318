/**
 * `patchproof receipt verify|show|sign|keygen` (PROTOCOL 7). An auditor needs nothing but
 * this command and the file: verification is offline. A receipt proves its own content only,
 * so `verify` always prints the address it computed and says what it was compared with.
 */
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { reportMarkdown } from '../../core/receipt/report-markdown.js';
import { type ReceiptProblem, verifyReceipt } from '../../core/receipt/verify-receipt.js';
import {
  type CommandGroup,
  type CommandSpec,
  defineCommand,
  JSON_OPTION,
  STORE_OPTION,
} from '../command-spec.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { loadReceiptBytes, requireDigest } from '../receipt-input.js';
import {
  type AttestValues,
  exportCommand,
  isAttestationFile,
  RECEIPT_EXPORT,
  verifyAttestationCommand,
} from './receipt-attest.js';
import { keygenCommand, signCommand } from './receipt-sign.js';
import { loadSignature } from '../receipt-input.js';
import { defaultStore } from '../command-spec.js';
import { inclusionCheck, type LogProblem } from '../../core/tlog/evidence.js';
import type { Checkpoint } from '../../core/tlog/checkpoint.js';
import { readCheckpoint, readLogKey, readProof } from '../log-files.js';

const KEYS = {
  type: 'string',
  arg: '<trusted keys>',
  doc: 'vkey lines: a signature, when there is one, must be by one of these keys (an unsigned receipt stays valid, printed without "signed by")',
} as const;
const SIG = {
  type: 'string',
  arg: '<file>',
  doc: 'the signature envelope (default: the .sig.json beside the receipt)',
} as const;
const EXPECT = {
  type: 'string',
  arg: '<digest>',
  doc: 'the address you were given: a receipt that hashes to anything else is INVALID (DigestMismatch)',
} as const;

export const RECEIPT_VERIFY = defineCommand({
  name: 'receipt verify',
  summary:
    'check a receipt offline: its address, canonical form, schema, consistency and signature',
  usage: [
    '<digest|file> [--expect <digest>] [--store <dir>] [--keys <trusted keys>] [--sig <file>] [--log-key <file> --checkpoint <file> --inclusion <file>] [--json]',
    '<bundle.intoto.jsonl> --keys <trusted keys> [--store <dir>] [--json]',
  ],
  options: {
    expect: EXPECT,
    store: STORE_OPTION,
    keys: KEYS,
    sig: SIG,
    'log-key': {
      type: 'string',
      arg: '<file>',
      doc: "the transparency log's vkey: the receipt must be in the log, by --checkpoint and --inclusion",
    },
    checkpoint: {
      type: 'string',
      arg: '<file>',
      doc: 'a checkpoint of the log (GET /v1/log/checkpoint), signed by the --log-key',
    },
    inclusion: {
      type: 'string',
      arg: '<file>',
      doc: "the receipt's inclusion proof for that checkpoint's size (GET /v1/receipts/{digest}/inclusion?size=N)",
    },
    json: JSON_OPTION,
  },
  positionals: 1,
  exits: [
    [0, 'valid'],
    [1, 'INVALID (each problem is printed with its code)'],
    [2, 'a usage error: nothing was checked'],
  ],
  notes: [
    'A digest (sha256: and 64 hex digits) is looked up in the store; a file named <64 hex>.json is checked against its name.',
    'Any other file name claims no address: compare the printed address with the one you expected, or pass --expect.',
    'An in-toto bundle (receipt export) is checked by its signatures (--keys is required) and statements, and against its receipt when --store holds it.',
  ],
  example: 'patchproof receipt verify receipt.json --expect sha256:19b1d665…c465e',
});

export const RECEIPT_SHOW = defineCommand({
  name: 'receipt show',
  summary: "print a receipt's bilingual report, after verifying it",
  usage: [
    '<digest|file> [--lang en|zh] [--format text|md] [--expect <digest>] [--store <dir>] [--keys <trusted keys>] [--sig <file>]',
  ],
  options: {
    lang: { type: 'string', arg: 'en|zh', doc: 'English or Chinese (default en)' },
    format: { type: 'string', arg: 'text|md', doc: 'plain text or Markdown (default text)' },
    expect: EXPECT,
    store: STORE_OPTION,
    keys: KEYS,
    sig: SIG,
  },
  positionals: 1,
  exits: [
    [0, 'shown'],
    [1, 'the receipt does not verify (ReceiptTampered); nothing is shown'],
    [2, 'a usage error'],
  ],
  example: 'patchproof receipt show sha256:19b1d665…c465e --lang zh',
});

export const RECEIPT_SIGN = defineCommand({
  name: 'receipt sign',
  summary: 'sign a stored receipt (Ed25519, DSSE); the envelope is written beside it',
  usage: ['<digest> --key <skey file> [--store <dir>]'],
  options: {
    key: { type: 'string', arg: '<skey file>', doc: 'the secret key (patchproof receipt keygen)' },
    store: STORE_OPTION,
  },
  positionals: 1,
  exits: [
    [0, 'signed'],
    [1, 'the receipt does not verify, so it is not signed'],
    [2, 'a usage error, or no such receipt'],
  ],
  example: 'patchproof receipt sign sha256:19b1d665…c465e --key publisher.skey',
});

export const RECEIPT_KEYGEN = defineCommand({
  name: 'receipt keygen',
  summary:
    'make an Ed25519 signing key: the secret into a new file (mode 0600), the public key line on stdout',
  usage: ['<name> --out <skey file>'],
  options: {
    out: {
      type: 'string',
      arg: '<skey file>',
      doc: 'the new secret key file; never overwritten, never printed',
    },
  },
  positionals: 1,
  exits: [
    [0, 'made; the vkey line is printed (give it to auditors as --keys)'],
    [2, 'a usage error, or the file exists'],
  ],
  example: 'patchproof receipt keygen publisher --out publisher.skey > publisher.vkey',
});

const VERBS: Readonly<Record<string, CommandSpec>> = {
  verify: RECEIPT_VERIFY,
  show: RECEIPT_SHOW,
  sign: RECEIPT_SIGN,
  keygen: RECEIPT_KEYGEN,
  export: RECEIPT_EXPORT,
};

export const RECEIPT: CommandGroup = {
  name: 'receipt',
  summary: 'verify, show, sign and export receipts',
  commands: Object.values(VERBS),
};

interface ReceiptValues extends AttestValues {
  store?: string;
  expect?: string;
  keys?: string;
  sig?: string;
  key?: string;
  out?: string;
  lang?: string;
  format?: string;
  json?: boolean;
  'log-key'?: string;
  checkpoint?: string;
  inclusion?: string;
}

export async function receiptCommand(args: string[], io: Io): Promise<number> {
  const [verb, ...rest] = args;
  let json = rest.includes('--json');
  try {
    const spec = verb !== undefined && Object.hasOwn(VERBS, verb) ? VERBS[verb] : undefined;
    if (!spec)
      throw new UsageError(
        'receipt needs a subcommand: verify, show, sign, keygen or export',
        'receipt',
      );
    const { values: parsed, positionals } = parseCommand(rest, spec);
    const values = parsed as ReceiptValues;
    json = values.json ?? false;
    const target = positionals[0];
    if (!target)
      throw new UsageError(`${spec.name} needs ${spec.usage[0]?.split(' ')[0]}`, spec.name);
    const store = values.store ?? defaultStore();
    if (verb === 'sign')
      return await signCommand(requireDigest(target, 'the receipt'), store, values.key, io);
    if (verb === 'keygen') return await keygenCommand(target, values.out, io);
    if (verb === 'export') return await exportCommand(target, store, values, io);
    // An in-toto bundle (receipt export) is checked as one: its signatures, statements and receipt.
    if (verb === 'verify' && (await isAttestationFile(target)))
      return await verifyAttestationCommand(target, store, values, io);
    const expect =
      values.expect === undefined ? undefined : requireDigest(values.expect, '--expect');
    const { bytes, expected, claimedBy } = await loadReceiptBytes(target, store);
    const result = verifyReceipt(
      bytes,
      expect ?? expected,
      await loadSignature(target, store, values),
    );
    // A file named for one address and --expect naming another: both claims are checked.
    const problems: ReceiptProblem[] = [...result.problems];
    if (expect && expected && expected !== expect && expected !== result.digest)
      problems.push(mismatch(result.digest, expected, 'its name says'));
    // In the log (issue 18): checked offline from the files the auditor kept.
    const logged =
      values['log-key'] === undefined ? undefined : await logInclusion(result.digest, values);
    problems.push(...(logged?.problems ?? []));
    const valid = problems.length === 0;
    const comparedWith = expect ? '--expect' : claimedBy;
    if (verb === 'verify') {
      const signed = {
        signed: result.signed ?? false,
        ...(result.keyid === undefined ? {} : { keyid: result.keyid }),
      };
      if (json)
        printJson(io, {
          valid,
          digest: result.digest,
          addressChecked: comparedWith !== undefined,
          ...signed,
          problems,
        });
      else {
        io.out(
          `${valid ? 'valid' : 'INVALID'}  ${result.digest}${signed.signed ? `  signed by ${signed.keyid ?? '?'}` : ''}`,
        );
        for (const p of problems) io.out(`  ${p.code}: ${p.message}`);
        if (result.receipt)
          io.out(
            `  verdict ${result.receipt.verdict}, proof grade ${result.receipt.proofGrade ? 'yes' : 'no'}, runner ${result.receipt.runner.kind}`,
          );
        if (logged?.checkpoint && logged.problems.length === 0)
          io.out(
            `  in the transparency log ${logged.checkpoint.origin} at size ${logged.checkpoint.size}: its inclusion proof leads to the checkpoint signed by the log key`,
          );
        if (comparedWith)
          io.out(
            `  address ${result.digest === (expect ?? expected) ? 'matches' : 'does not match'} the one ${comparedWith} gives`,
          );
        else io.out(unaddressedNote(result.digest));
      }
      return valid ? EXIT.ok : EXIT.fail;
    }
    const lang = values.lang ?? 'en';
    if (lang !== 'en' && lang !== 'zh') throw new UsageError('--lang is en or zh', spec.name);
    if (!valid || !result.receipt) {
      throw new PatchProofError(
        'ReceiptTampered',
        `the receipt does not verify (${problems.map((p) => p.code).join(', ')}); run patchproof receipt verify for details`,
      );
    }
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'md')
      throw new UsageError('--format is text or md', spec.name);
    io.out(format === 'md' ? reportMarkdown(result.receipt, lang) : result.receipt.report[lang]);
    return EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    if (json)
      printJson(io, {
        valid: false,
        ...(wire.code === 'ReceiptTampered' ? {} : { refused: true }),
        problems: [{ code: wire.code, message: wire.message }],
      });
    printError(io, wire, `receipt ${verb ?? ''}`.trim());
    return wire.code === 'ReceiptTampered' ? EXIT.fail : EXIT.refused;
  }
}

/** The receipt's inclusion in the log, from --log-key, --checkpoint and --inclusion (all needed). */
async function logInclusion(
  digest: TypedHash,
  values: ReceiptValues,
): Promise<{ problems: LogProblem[]; checkpoint?: Checkpoint }> {
  if (values.checkpoint === undefined || values.inclusion === undefined)
    throw new UsageError(
      "--log-key needs --checkpoint <file> and --inclusion <file>: the log's signed checkpoint and the receipt's inclusion proof for its size",
      'receipt verify',
    );
  const keys = await readLogKey(values['log-key'] as string);
  return inclusionCheck(
    digest,
    await readCheckpoint(values.checkpoint),
    keys,
    await readProof(values.inclusion, 'inclusion proof'),
  );
}

function mismatch(digest: TypedHash, claimed: TypedHash, who: string): ReceiptProblem {
  return {
    code: 'DigestMismatch',
    message: `the bytes hash to ${digest}, but ${who} ${claimed}: the receipt was altered or is not the one named`,
  };
}

/** What "valid" means for a file that names no address: nothing about who wrote it. */
function unaddressedNote(digest: TypedHash): string {
  return [
    `  note: this file names no address, so "valid" says only that it is a well-formed receipt of its own bytes;`,
    `        anyone can write one. It is the receipt you expect only if ${digest.slice(0, 19)}… is the address you were given:`,
    `        compare them, or run again with --expect <digest> (or fetch it by digest).`,
  ].join('\n');
}
