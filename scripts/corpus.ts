/**
 * `npm run corpus`: every instance of the corpus of real upstream bug fixes (test/corpus)
 * through `patchproof evaluate` on Docker, one batch per kind of patch, then a table of
 * expected against got with times. Resumable: the checkouts and evaluate's reports stay in
 * --out, and a second run decides again only what is new or ended in error.
 *
 *   npm run corpus -- [--sample ci] [--only id,id] [--language python|node|go]
 *                     [--kinds upstream,partial,cheat] [--out corpus-results] [--workers 2]
 *
 * Exit 0 when every instance ended as corpus.json expects, 1 otherwise.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  asExpected,
  checkout,
  ciSample,
  evaluateKind,
  gotOf,
  type Instance,
  type InstanceReport,
  kindsOf,
  loadCorpus,
} from './corpus/corpus-batch.js';
import { printTable, type Row } from './corpus/corpus-table.js';

const { values } = parseArgs({
  options: {
    sample: { type: 'string' },
    only: { type: 'string' },
    language: { type: 'string' },
    kinds: { type: 'string' },
    out: { type: 'string', default: 'corpus-results' },
    workers: { type: 'string', default: '2' },
  },
});

function chosen(): Instance[] {
  let instances = loadCorpus();
  if (values.sample === 'ci') instances = ciSample(instances);
  else if (values.sample !== undefined) throw new Error('--sample takes "ci"');
  if (values.only !== undefined) {
    const only = new Set(values.only.split(','));
    instances = instances.filter((i) => only.has(i.id));
  }
  if (values.language !== undefined)
    instances = instances.filter((i) => i.language === values.language);
  return instances;
}

async function main(): Promise<number> {
  const instances = chosen();
  const out = resolve(values.out);
  const scratch = resolve(out, 'checkouts');
  mkdirSync(scratch, { recursive: true });
  const kinds = values.kinds?.split(',') ?? kindsOf(instances);
  process.stderr.write(
    `corpus  ${instances.length} instances, kinds ${kinds.join(', ')}; checkouts and reports in ${out}\n`,
  );
  for (const [n, instance] of instances.entries()) {
    process.stderr.write(`checkout [${n + 1}/${instances.length}] ${instance.id}\n`);
    checkout(instance, scratch);
  }
  const rows: Row[] = [];
  for (const kind of kinds) {
    process.stderr.write(`\n== ${kind} patches\n`);
    const { reports } = await evaluateKind(instances, kind, scratch, resolve(out, kind), {
      workers: Number(values.workers),
      onProgress: (line) => process.stderr.write(`${line}\n`),
    });
    for (const i of instances.filter((x) => kind in x.patches))
      rows.push(rowOf(i, kind, reports.get(i.id), resolve(out, kind, 'receipts')));
  }
  return printTable(rows, (line) => process.stdout.write(`${line}\n`)) ? 0 : 1;
}

function rowOf(
  instance: Instance,
  kind: string,
  report: InstanceReport | undefined,
  store: string,
): Row {
  const expected = instance.patches[kind] as 'PASS' | 'FAIL';
  const p = report?.patchproof;
  const codes = [
    p?.refusal?.code,
    p?.error?.code,
    ...(p?.phases ?? []).flatMap((ph) => ph.reasons.map((r) => `${ph.name}:${r}`)),
  ].filter((c): c is string => c !== undefined);
  return {
    id: instance.id,
    language: instance.language,
    framework: instance.framework ?? '',
    kind,
    expected,
    got: gotOf(report),
    proofGrade: p?.proof_grade === true,
    ok: asExpected(expected, report),
    seconds: (p?.duration_ms ?? 0) / 1000,
    phaseSeconds: phaseSeconds(store, p?.receipt),
    codes,
  };
}

/** Each phase's run time, from the receipt (the phases run two at a time, so they overlap). */
function phaseSeconds(store: string, receipt: string | undefined): Record<string, number> {
  if (receipt === undefined) return {};
  const file = join(store, 'sha256', `${receipt.slice('sha256:'.length)}.json`);
  if (!existsSync(file)) return {};
  const { phases } = JSON.parse(readFileSync(file, 'utf8')) as {
    phases?: { name: string; durationMs?: number }[];
  };
  return Object.fromEntries((phases ?? []).map((ph) => [ph.name, (ph.durationMs ?? 0) / 1000]));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`corpus: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(3);
  },
);
