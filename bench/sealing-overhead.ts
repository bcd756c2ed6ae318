/**
 * What sealed evidence (PROTOCOL 5.1) adds to a validation: the honest fix of each red-team
 * scenario through the one validation sequence (`patchproof validate`'s own ports), sealed
 * as every real validation is, against the same with the seal port giving nothing (an
 * unsealed run, which is never proof grade and exists here only as the baseline). For
 * Python it also times sealing with twins in place of comparisons judged outside the runner
 * (issue 35: the judge's own run per sealed phase is the new cost). Runs alternate, so drift
 * on a shared machine hits every kind alike.
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
  /** Sealed with twins of every comparison, none judged outside (before issue 35). */
  readonly twinsOnlySeconds?: number;
}

type Kind = 'sealed' | 'unsealed' | 'twins-only';

async function once(scenario: string, store: string, kind: Kind): Promise<number> {
  const dir = join(SCENARIOS, scenario);
  const local = await localValidation({
    repoDir: join(dir, 'repo'),
    patch: new Uint8Array(readFileSync(join(dir, 'patches', 'honest.patch'))),
    specPath: join(dir, 'spec', 'patchproof.json'),
    runner: 'docker',
    store,
    actor: 'bench@local',
  });
  const ports =
    kind === 'sealed'
      ? local.ports
      : kind === 'unsealed'
        ? { ...local.ports, seal: async () => undefined }
        : {
            ...local.ports,
            seal: async (p: Parameters<typeof local.ports.seal>[0]) => {
              const input = await local.ports.seal(p);
              return input && { ...input, judge: false };
            },
          };
  let verdict = '';
  const took = await seconds(async () => {
    const v = await validate(local.input, ports);
    verdict = v.execution.verdict;
  });
  if (verdict !== 'PASS') throw new Error(`${scenario}: the honest fix ended ${verdict} (${kind})`);
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
      await once(scenario, store, 'sealed'); // warm: images, page cache
      const python = scenario.startsWith('py-');
      const sealed: number[] = [];
      const unsealed: number[] = [];
      const twinsOnly: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        sealed.push(await once(scenario, store, 'sealed'));
        unsealed.push(await once(scenario, store, 'unsealed'));
        if (python) twinsOnly.push(await once(scenario, store, 'twins-only'));
      }
      const [s, u] = [mid(sealed), mid(unsealed)];
      const t = python ? mid(twinsOnly) : undefined;
      out.push({
        scenario,
        sealedSeconds: s,
        unsealedSeconds: u,
        ...(t !== undefined ? { twinsOnlySeconds: t } : {}),
      });
      const old =
        t === undefined
          ? ''
          : `  twins only ${t.toFixed(2)} s  judged/twins ${(s / t).toFixed(2)}x`;
      console.log(
        `  ${scenario.padEnd(15)} sealed ${s.toFixed(2)} s  unsealed ${u.toFixed(2)} s  ratio ${(s / u).toFixed(2)}x (aim: < 1.10)${old}`,
      );
    }
    return out;
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
