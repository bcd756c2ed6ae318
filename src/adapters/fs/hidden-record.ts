/**
 * The operator's record of hidden phases (PROTOCOL 5.1, "hidden stays hidden"). Receipts,
 * events and API answers carry only codes and counts of a hidden run; the whole decided
 * phase, with its test names and why-lines, is written here, one file per run, readable by
 * the operator's user alone: `$XDG_DATA_HOME/patchproof/operator/hidden/<run>-<receipt>.json`
 * (`<receipt>` is the receipt's hex digest: a run validated twice gets two records).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhaseResult } from '../../core/execution/phase-result.js';
import { dataHome } from './data-home.js';

/** Where hidden-phase details are kept. */
export function hiddenRecordDir(): string {
  return dataHome('operator', 'hidden');
}

/** Writes one execution's hidden phase; never replaces a record. Returns its path. */
export async function recordHiddenPhase(
  runId: string,
  receipt: string,
  phase: PhaseResult,
  dir = hiddenRecordDir(),
): Promise<string> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(runId))
    throw new Error(`not a run id: ${JSON.stringify(runId.slice(0, 40))}`);
  const hex = /^sha256:([0-9a-f]{64})$/.exec(receipt)?.[1];
  if (!hex) throw new Error(`not a receipt digest: ${JSON.stringify(receipt.slice(0, 80))}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${runId}-${hex}.json`);
  await writeFile(path, `${JSON.stringify({ run: runId, receipt, hidden: phase }, null, 2)}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  return path;
}
