/**
 * What sealed evidence (PROTOCOL 5.1) adds to a validation: the honest fix of each red-team
 * scenario through the one validation sequence (`patchproof validate`'s own ports), sealed
 * as every real validation is, against the same with the seal port giving nothing (an
 * unsealed run, which is never proof grade and exists here only as the baseline). Runs
 * alternate, sealed and unsealed, so drift on a shared machine hits both alike.
 *
 * Run: `node --import tsx bench/sealing-overhead.ts` (needs the engine and the runner images).
 * Prints the medians and the ratio per scenario; the aim is under 1.10.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate } from '../src/app/validate.js';
import { localValidation } from '../src/cli/validation-pipeline.js';
import { RUNS, seconds } from './timing.js';

const SCENARIOS = join(import.meta.dirname, '..', 'test', 'redteam', 'scenarios');

export interface SealingOverhead {
  readonly scenario: string;
  readonly sealedSeconds: number;
  readonly unsealedSeconds: number;
}

async function once(scenario: string, store: string, sealed: boolean): Promise<number> {
  const dir = join(SCENARIOS, scenario);
  const local = await localValidation({
    repoDir: join(dir, 'repo'),
    patch: new Uint8Array(readFileSync(join(dir, 'patches', 'honest.patch'))),
    specPath: join(dir, 'spec', 'patchproof.json'),
    runner: 'docker',
    store,
    actor: 'bench@local',
  });
  const ports = sealed ? local.ports : { ...local.ports, seal: async () => undefined };
  let verdict = '';
  const took = await seconds(async () => {
    const v = await validate(local.input, ports);
    verdict = v.execution.verdict;
  });
  if (verdict !== 'PASS')
    throw new Error(
      `${scenario}: the honest fix ended ${verdict}${sealed ? ' sealed' : ' unsealed'}`,
    );
  return took;
}

const mid = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export async function main(): Promise<SealingOverhead[]> {
  const store = mkdtempSync(join(tmpdir(), 'pp-bench-seal-'));
  const out: SealingOverhead[] = [];
  try {
    console.log(`sealing overhead (honest fix, Docker, medians of ${RUNS}, alternating)`);
    for (const scenario of ['py-intervals', 'node-intervals']) {
      await once(scenario, store, true); // warm: images, page cache
      const sealed: number[] = [];
      const unsealed: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        sealed.push(await once(scenario, store, true));
        unsealed.push(await once(scenario, store, false));
      }
      const [s, u] = [mid(sealed), mid(unsealed)];
      out.push({ scenario, sealedSeconds: s, unsealedSeconds: u });
      console.log(
        `  ${scenario.padEnd(15)} sealed ${s.toFixed(2)} s  unsealed ${u.toFixed(2)} s  ratio ${(s / u).toFixed(2)}x (aim: < 1.10)`,
      );
    }
    return out;
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
