/**
 * `get_receipt`: a receipt by its content address, from the local store or the service's
 * public receipt route, verified here before anything it says is returned: the bytes must hash
 * to the address and the receipt must be consistent (src/core/receipt/verify-receipt.ts).
 */
import { z } from 'zod';
import { fsReceiptStore } from '../../adapters/store/index.js';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { verifyReceipt } from '../../core/receipt/verify-receipt.js';
import { tool } from '../tool.js';

export const getReceiptTool = tool({
  name: 'get_receipt',
  title: 'Fetch and verify a receipt',
  description:
    'Fetches the receipt at sha256:… (local store first, then the service) and verifies it offline. Returns the verdict, ' +
    'proof grade, phases and the bilingual report (English and Simplified Chinese).',
  input: z
    .object({
      digest: z
        .string()
        .regex(/^sha256:[0-9a-f]{64}$/)
        .describe('the receipt address'),
    })
    .strict(),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  async run(args, context) {
    const digest = args.digest as TypedHash;
    let bytes: Uint8Array;
    let source: 'store' | 'service' = 'store';
    try {
      bytes = await fsReceiptStore(context.store).get(digest);
    } catch (error) {
      if (!(
        error instanceof PatchProofError &&
        error.code === 'ReceiptNotFound' &&
        context.service
      ))
        throw error;
      bytes = await context.service.client.bytes(`/v1/receipts/${digest}`);
      source = 'service';
    }
    const checked = verifyReceipt(bytes, digest);
    const receipt = checked.receipt;
    if (!checked.valid || !receipt) {
      throw new PatchProofError(
        'ReceiptTampered',
        `receipt ${digest} from the ${source} does not verify (${checked.problems.map((p) => p.code).join(', ')}); do not trust it`,
        {
          details: { problems: checked.problems.map((p) => p.code) },
        },
      );
    }
    return {
      digest,
      source,
      valid: true,
      verdict: receipt.verdict,
      proof_grade: receipt.proofGrade,
      runner: receipt.runner.kind,
      proposal: receipt.proposal,
      phases: receipt.phases.map((p) => ({
        name: p.name,
        outcome: p.outcome,
        classification: p.classification,
        tests: p.tests,
        reasons: p.reasons.map((r) => r.code),
      })),
      report: receipt.report,
    };
  },
});
