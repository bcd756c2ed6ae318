/**
 * The regression suite's plants in one execution (regression-plants.ts): once the suite's
 * run on the base is in, place the plants in the base files, run the planted base once
 * (the calibration run, which the patch never touches), keep what behaved as planted, and
 * carry it into the patched files. The regression run waits for `ready`.
 *
 * When the patch changed or deleted test files, the round also makes the guard run's files
 * (test-integrity.ts): those files in their base version, with the kept plants in.
 *
 * Fail closed: when the plants cannot be made, or the patch changed every place that could
 * take them, the regression phase has a problem that fails it (`EvidenceTampered`).
 */
import { parseReport } from '../reports/index.js';
import type { ReportSpec, TestReport } from '../reports/model.js';
import type { SealedSuite } from '../seal/model.js';
import { SealRandom } from '../seal/prng.js';
import {
  calibrate,
  type Placement,
  placePlants,
  plantBase,
  plantPatched,
  type RegressionSource,
} from '../seal/regression-plants.js';
import type { RunResult } from '../runner/runner-port.js';
import type { SealInput } from './sealing.js';

export interface RegressionPlants {
  /** The plants to judge the regression run by (null: the run is not planted). */
  readonly suite: SealedSuite | null;
  /** The patched files with the kept plants in. */
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Why the regression evidence cannot be checked; fails the phase. */
  readonly problem?: string;
  /**
   * The guard run (test-integrity.ts): the patched copy with these files put back in their
   * base version, the kept plants in, judged by `suite` (null: unplanted). Absent when the
   * patch changed and deleted no test file.
   */
  readonly guard?: {
    readonly files: ReadonlyMap<string, Uint8Array>;
    readonly remove: readonly string[];
    readonly suite: SealedSuite | null;
  };
}

interface Placed {
  readonly plants: RegressionPlants;
  readonly placement: Placement | null;
  readonly kept: ReadonlySet<string>;
}

const UNMATCHABLE =
  'the patch changed every test class or block of the project that could take a planted test (its header, its bases or its decorators), so the regression report cannot be checked; keep those as they are and add tests beside them';
const UNPLANTED: RegressionPlants = { suite: null, files: new Map() };
const NONE: SealedSuite = { files: new Map(), tests: [], planted: 0, twins: 0, bits: 0 };

export class RegressionRound {
  readonly ready: Promise<RegressionPlants>;
  private settle!: (plants: RegressionPlants) => void;

  constructor(
    private readonly seal: SealInput,
    private readonly report: ReportSpec,
  ) {
    this.ready = new Promise((resolve) => (this.settle = resolve));
  }

  /**
   * Runs the round. `base` is the unplanted base run's report (null when that run is not
   * usable); `runPlantedBase` runs the suite on a base copy with these files replaced.
   * Always settles `ready`, whatever happens.
   */
  async run(
    base: Promise<TestReport | null>,
    runPlantedBase: (files: ReadonlyMap<string, Uint8Array>) => Promise<RunResult>,
  ): Promise<void> {
    try {
      this.settle(await this.plants(await base, runPlantedBase));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.settle({
        suite: NONE,
        files: new Map(),
        problem: `the regression suite's planted tests could not be made (${why.slice(0, 200)}), so its report cannot be checked`,
      });
    }
  }

  private async plants(
    base: TestReport | null,
    runPlantedBase: (files: ReadonlyMap<string, Uint8Array>) => Promise<RunResult>,
  ): Promise<RegressionPlants> {
    const found = await this.placed(base, runPlantedBase);
    const restore = this.seal.regression?.restore ?? new Map<string, Uint8Array>();
    if (restore.size === 0 && (this.seal.regression?.discoveredAdded?.length ?? 0) === 0)
      return found.plants;
    const planted =
      found.placement && found.kept.size > 0
        ? plantBase(found.placement, found.kept, this.seal.regression as RegressionSource)
        : null;
    const files = new Map([...restore, ...(planted?.files ?? [])]);
    return {
      ...found.plants,
      guard: {
        files,
        remove: this.seal.regression?.discoveredAdded ?? [],
        suite: planted?.suite ?? null,
      },
    };
  }

  private async placed(
    base: TestReport | null,
    runPlantedBase: (files: ReadonlyMap<string, Uint8Array>) => Promise<RunResult>,
  ): Promise<Placed> {
    const source = this.seal.regression;
    const none = (plants: RegressionPlants): Placed => ({
      plants,
      placement: null,
      kept: new Set(),
    });
    if (!source) return none(UNPLANTED);
    const format = this.report.format;
    // Nothing to compare the calibration with: the phase fails on the base run anyway.
    if (base === null) return none({ suite: NONE, files: new Map() });
    const placement = placePlants(
      source,
      format,
      base,
      this.seal.parser,
      new SealRandom(this.seal.seed, 'regression'),
    );
    if (placement === null) return none({ suite: NONE, files: new Map() });
    if (placement === 'unmatchable')
      return none({ suite: NONE, files: new Map(), problem: UNMATCHABLE });
    const run = await runPlantedBase(placement.files);
    // A command whose exit status does not answer for failures cannot be checked by plants
    // that fail (the phase's exit rule would refuse them): keep none.
    const kept =
      run.exitCode === 0
        ? new Set<string>()
        : calibrate(placement, readable(run, this.report), base, format);
    const carried = plantPatched(placement, kept, source, format, this.seal.parser);
    const plants =
      carried.lost > 0
        ? { suite: carried.suite, files: carried.files, problem: UNMATCHABLE }
        : { suite: carried.suite, files: carried.files };
    return { plants, placement, kept };
  }
}

/** The calibration run's report, or null when it cannot be trusted as a run like the base's. */
function readable(run: RunResult, report: ReportSpec): TestReport | null {
  if (
    run.infrastructureError !== undefined ||
    run.diskLimit !== undefined ||
    run.timedOut ||
    run.truncated ||
    run.exitCode === null
  )
    return null;
  try {
    const decode = (b: Uint8Array): string => new TextDecoder().decode(b);
    return parseReport(report, {
      stdout: decode(run.stdout),
      stderr: decode(run.stderr),
      reportFile: run.reportFile ? decode(run.reportFile) : null,
    });
  } catch {
    return null;
  }
}
