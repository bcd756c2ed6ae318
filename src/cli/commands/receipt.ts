/**
 * `patchproof receipt verify <digest|file> [--store <dir>] [--keys <file>] [--sig <file>] [--json]`,
 * `receipt sign <digest> --key <skey file>`, `receipt keygen <name> --out <skey file>` (receipt-sign.ts) and
 * `patchproof receipt show <digest|file> [--lang en|zh] [--store <dir>]` (PROTOCOL 7).
 * An auditor needs nothing but this command and the file: verification is offline.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseDigest, readReceipt } from '../../adapters/store/read-receipt.js';
import { PatchProofError } from '../../core/errors.js';
import { reportMarkdown } from '../../core/receipt/report-markdown.js';
import { verifyReceipt } from '../../core/receipt/verify-receipt.js';
import { keygenCommand, loadSignature, signCommand } from './receipt-sign.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { defaultStore } from './validate.js';

const OPTIONS = { store: { type: 'string' }, json: { type: 'boolean' }, lang: { type: 'string' }, format: { type: 'string' },
  keys: { type: 'string' }, sig: { type: 'string' }, key: { type: 'string' }, out: { type: 'string' } } as const;

/** Bytes and the address they claim: from the store by digest, or from a file (named `<hex>.json` or not). */
export async function loadReceiptBytes(target: string, store: string): Promise<{ bytes: Uint8Array; expected?: string }> {
  const digest = parseDigest(target);
  // readReceipt refuses a file that does not hash to its name (ReceiptTampered: invalid).
  if (digest) return { bytes: await readReceipt(store, digest), expected: digest };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(target));
  } catch (error) {
    throw new UsageError(`cannot read ${target} (${(error as NodeJS.ErrnoException).code ?? 'error'}); pass a receipt digest or file`);
  }
  const named = parseDigest(basename(target).replace(/\.json$/, ''));
  return named ? { bytes, expected: named } : { bytes };
}

export async function receiptCommand(args: string[], io: Io): Promise<number> {
  const [verb, ...rest] = args;
  let json = rest.includes('--json');
  try {
    const { values, positionals } = parseCommand(rest, OPTIONS, 1);
    json = values.json ?? false;
    const target = positionals[0];
    if (!['verify', 'show', 'sign', 'keygen'].includes(verb ?? '') || !target) {
      throw new UsageError('usage: patchproof receipt verify <digest|file> [--store <dir>] [--keys <file>] [--sig <file>] [--json] | receipt show <digest|file> [--lang en|zh] [--format text|md] [--keys <file>] | receipt sign <digest> --key <skey file> | receipt keygen <name> --out <skey file>');
    }
    const store = values.store ?? defaultStore();
    if (verb === 'sign') return await signCommand(target, store, values.key, io);
    if (verb === 'keygen') return await keygenCommand(target, values.out, io);
    const { bytes, expected } = await loadReceiptBytes(target, store);
    const result = verifyReceipt(bytes, expected, await loadSignature(target, store, values));
    if (verb === 'verify') {
      const signed = { signed: result.signed ?? false, ...(result.keyid === undefined ? {} : { keyid: result.keyid }) };
      if (json) printJson(io, { valid: result.valid, digest: result.digest, ...signed, problems: result.problems });
      else {
        io.out(`${result.valid ? 'valid' : 'INVALID'}  ${result.digest}${signed.signed ? `  signed by ${signed.keyid ?? '?'}` : ''}`);
        for (const p of result.problems) io.out(`  ${p.code}: ${p.message}`);
        if (result.receipt) io.out(`  verdict ${result.receipt.verdict}, proof grade ${result.receipt.proofGrade ? 'yes' : 'no'}, runner ${result.receipt.runner.kind}`);
      }
      return result.valid ? EXIT.ok : EXIT.fail;
    }
    const lang = values.lang ?? 'en';
    if (lang !== 'en' && lang !== 'zh') throw new UsageError('--lang is en or zh');
    if (!result.valid || !result.receipt) {
      throw new PatchProofError('ReceiptTampered', `the receipt does not verify (${result.problems.map((p) => p.code).join(', ')}); run patchproof receipt verify for details`);
    }
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'md') throw new UsageError('--format is text or md');
    io.out(format === 'md' ? reportMarkdown(result.receipt, lang) : result.receipt.report[lang]);
    return EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    if (json) printJson(io, { valid: false, ...(wire.code === 'ReceiptTampered' ? {} : { refused: true }), problems: [{ code: wire.code, message: wire.message }] });
    printError(io, wire, `receipt ${verb ?? ''}`.trim());
    return wire.code === 'ReceiptTampered' ? EXIT.fail : EXIT.refused;
  }
}
