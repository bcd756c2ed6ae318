/**
 * The output folder of `patchproof evaluate`, laid out as SWE-bench's harness lays out a
 * run's logs, one folder per instance:
 *
 *     <out>/summary.json                  the batch (instance-report.ts, batchSummary)
 *     <out>/<instance_id>/report.json     one instance, SWE-bench's report shape
 *     <out>/receipts/                     the receipt store (one receipt per validation)
 *
 * Each file is replaced whole (atomic-file.ts): a batch killed at any instant leaves every
 * report either as it was or as it is now, which is what makes resuming safe.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BatchPorts, PreviousReport } from '../../app/evaluate-batch.js';
import { instanceReport, readInstanceReport } from '../../core/evaluate/instance-report.js';
import { writeFileAtomic } from './atomic-file.js';

export type BatchOutput = Pick<BatchPorts, 'previous' | 'record' | 'summary'>;

export async function openBatchOutput(dir: string): Promise<BatchOutput> {
  await mkdir(dir, { recursive: true });
  return {
    previous: async (id) => previousReport(dir, id),
    record: async (record) => {
      const folder = join(dir, record.instanceId);
      await mkdir(folder, { recursive: true });
      await writeFileAtomic(
        join(folder, 'report.json'),
        `${JSON.stringify(instanceReport(record), null, 2)}\n`,
        0o644,
      );
    },
    summary: async (summary) =>
      writeFileAtomic(join(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`, 0o644),
  };
}

/** The earlier report of `id`; undefined when there is none or it is not one PatchProof wrote (it is then run again). */
async function previousReport(dir: string, id: string): Promise<PreviousReport | undefined> {
  let text: string;
  try {
    text = await readFile(join(dir, id, 'report.json'), 'utf8');
  } catch {
    return undefined;
  }
  try {
    return readInstanceReport(id, JSON.parse(text));
  } catch {
    return undefined;
  }
}
