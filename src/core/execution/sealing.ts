/**
 * Sealed evidence in the execution (PROTOCOL 5.1): each run of a trusted suite gets its own
 * sealed copy, made from the run's secret seed and the phase's name, and its report is read
 * back through the seal before any verdict rule sees it. What the receipt records about it
 * is here too: counts, the guessing bound and the seed's digest, and the seed itself only
 * in the result that exists after every run has ended.
 */
import { sha256Bytes, toHex } from '../hash/digest.js';
import type { ReportSpec } from '../reports/model.js';
import type { SealReading } from '../seal/judge-sealed.js';
import type { SealedSuite } from '../seal/model.js';
import { SealRandom, SEED_BYTES } from '../seal/prng.js';
import { type SuiteSource, sealSuite } from '../seal/seal-suite.js';
import type { TestFileParser } from '../seal/syntax.js';
import type { RegressionSource } from '../seal/regression-plants.js';

/** What execute() needs to seal: a fresh CSPRNG seed, the parser, the trusted files. */
export interface SealInput {
  /** SEED_BYTES from a CSPRNG, made for this execution alone and kept secret until it ends. */
  readonly seed: Uint8Array;
  readonly parser: TestFileParser;
  /** `reproduction` in gate mode spec only: the other modes have no trusted reproduction suite. */
  readonly suites: { readonly reproduction?: SuiteSource; readonly hidden: SuiteSource };
  /** The regression suite's test files, base and patched, where its plants go (regression-plants.ts). */
  readonly regression?: RegressionSource;
  /**
   * Python comparisons with literals are recorded in the container and judged outside it
   * (python-judged.ts): what runs every validation; the fake runner's tests leave it off.
   */
  readonly judge?: boolean;
}

/** What a phase's receipt says about its seal. */
export interface PhaseSeal {
  readonly planted: number;
  readonly twins: number;
  /** Every planted test and twin was reported as planted (no contradiction). */
  readonly plantsAsPlanted: boolean;
  /** A patch that copies expected values instead of computing them escapes with chance ≤ 2^-bits. */
  readonly bits: number;
  /** Comparisons judged outside the runner (python-judged.ts); absent when none. */
  readonly judged?: number;
  /** Of those, the ones whose expected value shows nowhere in the sealed files. */
  readonly judgedUnseen?: number;
  readonly seedDigest: string;
}

/** The execution's seal, once every run has ended. */
export interface ExecutionSeal {
  readonly seed: string;
  readonly seedDigest: string;
  /** Bits of the patched and hidden phases together: what a patch must guess to pass both. */
  readonly bits: number;
}

export function seedDigest(seed: Uint8Array): string {
  return `sha256:${toHex(sha256Bytes(seed))}`;
}

/** Seals one phase's suite; throws SuiteNotSealable before anything runs. */
export function sealPhase(
  input: SealInput,
  phase: 'baseline' | 'patched' | 'hidden',
  report: ReportSpec,
  command?: readonly string[],
): SealedSuite {
  if (input.seed.length !== SEED_BYTES) throw new Error(`a sealing seed has ${SEED_BYTES} bytes`);
  const suite = phase === 'hidden' ? input.suites.hidden : input.suites.reproduction;
  if (suite === undefined)
    throw new Error(
      'a reproduction phase is sealed only in gate mode spec, which has a trusted reproduction suite',
    );
  const what = phase === 'hidden' ? 'hidden tests' : 'reproduction tests';
  // The baseline copy holds no patched code: twins there could catch nothing and only cost
  // time, so it gets plants and new names alone.
  return sealSuite(
    what,
    command ? { ...suite, command } : suite,
    report.format,
    input.parser,
    new SealRandom(input.seed, phase),
    phase === 'baseline' ? 0 : undefined,
    input.judge === true,
  );
}

export function phaseSeal(
  suite: SealedSuite,
  reading: SealReading | null,
  seed: Uint8Array,
): PhaseSeal {
  return {
    planted: suite.planted,
    twins: suite.twins,
    plantsAsPlanted: reading?.plantsAsPlanted ?? false,
    bits: suite.bits,
    ...judgedCounts(suite),
    seedDigest: seedDigest(seed),
  };
}

/** The real tests' judged comparisons (a twin's copies are not counted again). */
function judgedCounts(suite: SealedSuite): Pick<PhaseSeal, 'judged' | 'judgedUnseen'> {
  const real = new Set(suite.tests.filter((t) => t.role === 'real').map((t) => t.token));
  const mine = suite.judged?.comparisons.filter((c) => real.has(c.token)) ?? [];
  if (mine.length === 0) return {};
  return { judged: mine.length, judgedUnseen: mine.filter((c) => c.seen !== true).length };
}
