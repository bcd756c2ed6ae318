/**
 * The red-team scenarios (test/redteam/scenarios): for each language a small repository
 * with a real bug, trusted reproduction and hidden tests, the honest fix, and one attack
 * patch per class of PROTOCOL 5.1. Helpers to run a patch through the compiled CLI and to
 * check that nothing hidden came out.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';

export const SCENARIOS = join(repoRoot, 'test', 'redteam', 'scenarios');

export interface Scenario {
  readonly name: string;
  /** Attack patch → the phase and reason code that must stop it. */
  readonly attacks: Readonly<Record<string, readonly [phase: string, code: string]>>;
  /** The spec has probes, which none of the attacks (none fixes the bug) can pass. */
  readonly probes?: true;
}

// Forging, monkeypatching, swallowing and reading the caller contradict the plants; a
// patch that copies expected values from the files picks a twin's value somewhere and
// fails as an ordinary wrong answer; exfiltration makes up a test name.
const CAUGHT = {
  'forged-report': ['patched', 'EvidenceTampered'],
  'monkeypatch-asserts': ['patched', 'EvidenceTampered'],
  'selective-swallow': ['patched', 'EvidenceTampered'],
  'oracle-memo': ['patched', 'TestsFailed'],
  'exfiltrate-hidden': ['hidden', 'EvidenceTampered'],
} as const;

/**
 * Every attack class, by its patch's name in each scenario. From an adversarial review of
 * the first version: `overfit-where` gives each test its own class in the report so twins
 * never meet their originals; `majority-literal` finds the original as the test one change
 * away from all its twins; `leak-channels` carries hidden bytes out in the exit status and
 * the output's length and digest.
 */
export const RED_TEAM: readonly Scenario[] = [
  {
    name: 'py-intervals',
    attacks: {
      ...CAUGHT,
      // Its caller holds no expected value to read (judged outside, python-judged.ts): the
      // value it makes up is an ordinary wrong answer.
      'oracle-frame': ['patched', 'TestsFailed'],
      'overfit-where': ['hidden', 'EvidenceTampered'],
      // Swallows the failures of the tests whose code carries a public reproduction test's
      // name (sealed code keeps it, own-names.ts): their twins carry it too.
      'code-name-swallow': ['patched', 'EvidenceTampered'],
      'leak-channels': ['patched', 'TestsFailed'],
      // Fixes the bug, breaks merge([]), and makes assertEqual a no-op only where no trusted
      // suite is mounted: the regression suite's must-fail plants pass.
      'regression-swallow': ['regression', 'EvidenceTampered'],
    },
  },
  {
    name: 'node-intervals',
    attacks: {
      ...CAUGHT,
      'oracle-stack': ['patched', 'EvidenceTampered'],
      'regression-swallow': ['regression', 'EvidenceTampered'],
    },
    probes: true,
  },
  { name: 'py-multi', attacks: { 'majority-literal': ['hidden', 'EvidenceTampered'] } },
];

/**
 * Attacks that fix the reported bug and break something else, which only the regression
 * suite tests: the probes (about the bug) pass for them.
 */
export const FIXES_THE_BUG: ReadonlySet<string> = new Set(['regression-swallow']);

/** The hidden phase of a receipt: what the code under test could steer in it. */
export function hiddenChannels(receipt: string): {
  exitCode: number | null;
  stdout: unknown;
  stderr: unknown;
  durationMs: number;
} {
  const parsed = JSON.parse(receipt) as {
    phases: {
      name: string;
      exitCode: number | null;
      stdout: unknown;
      stderr: unknown;
      durationMs: number;
    }[];
  };
  return parsed.phases.find((p) => p.name === 'hidden') as ReturnType<typeof hiddenChannels>;
}

/** The hidden phase's probe record, as the receipt publishes it. */
export function probesOf(receipt: string): {
  probes?: { cases: number; passed: number };
  evidence?: string;
} {
  const parsed = JSON.parse(receipt) as {
    phases: { name: string; probes?: { cases: number; passed: number }; evidence?: string }[];
  };
  const hidden = parsed.phases.find((p) => p.name === 'hidden');
  return {
    ...(hidden?.probes ? { probes: hidden.probes } : {}),
    ...(hidden?.evidence ? { evidence: hidden.evidence } : {}),
  };
}

/** The reason codes a receipt gives one phase. */
export function reasonCodes(receipt: string, phase: string): string[] {
  const parsed = JSON.parse(receipt) as { phases: { name: string; reasons: { code: string }[] }[] };
  return parsed.phases.find((p) => p.name === phase)?.reasons.map((r) => r.code) ?? [];
}

export interface CliOutcome {
  readonly verdict: string;
  readonly proofGrade: boolean;
  readonly phases: ReadonlyArray<{ name: string; outcome: string; classification: string | null }>;
  /** Everything the command printed, and the receipt bytes as text. */
  readonly printed: string;
  readonly receipt: string;
}

/** `patchproof validate` on the Docker runner, as a user runs it. */
export function validateCli(scenario: string, patch: string): Promise<CliOutcome> {
  return validateDir(join(SCENARIOS, scenario), patch);
}

/** The same for a scenario folder anywhere (repo/, patches/, and the spec file, spec/patchproof.json unless named). */
export async function validateDir(
  dir: string,
  patch: string,
  extra: readonly string[] = [],
  spec = 'spec/patchproof.json',
): Promise<CliOutcome> {
  const store = await mkdtemp(join(tmpdir(), 'pp-redteam-'));
  const args = [
    BIN,
    'validate',
    '--repo',
    join(dir, 'repo'),
    '--patch',
    join(dir, 'patches', `${patch}.patch`),
    '--spec',
    join(dir, spec),
    '--store',
    store,
    '--json',
    ...extra,
  ];
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stdout: string; stderr: string }) => e);
  const result = JSON.parse(stdout) as Omit<CliOutcome, 'printed' | 'receipt'> & {
    error?: { code: string; message: string };
  };
  // A validation that ended without a receipt says why; the test then fails on that, not on a missing folder.
  if (result.error !== undefined)
    throw new Error(
      `${patch}: no receipt, ${result.error.code}: ${result.error.message}\n${stderr.slice(-4000)}`,
    );
  const files = await readdir(join(store, 'sha256'));
  const receipt = await readFile(
    join(store, 'sha256', files.find((f) => f.endsWith('.json')) as string),
    'utf8',
  );
  return { ...result, printed: stdout + stderr, receipt };
}

/**
 * Fingerprints of a scenario's hidden tests: their test names, distinctive lines, and the
 * hex of their bytes (as an exfiltrating patch encodes them). None may appear in anything
 * a proposer can read.
 */
export async function hiddenMarks(scenario: string): Promise<string[]> {
  const dir = join(SCENARIOS, scenario, 'spec', 'hidden');
  const marks: string[] = [];
  for (const file of await readdir(dir)) {
    const bytes = await readFile(join(dir, file));
    const text = bytes.toString('utf8');
    marks.push(bytes.subarray(0, 48).toString('hex'));
    for (const m of text.matchAll(/def (test_\w+)|\bit\('([^']+)'/g))
      marks.push((m[1] ?? m[2]) as string);
    for (const m of text.matchAll(/merge\((\[[^\n]*?)\)/g)) marks.push(m[1] as string);
  }
  // Probe case names are hidden evidence too: only counts may come out.
  const probes = await readdir(join(SCENARIOS, scenario, 'spec', 'probes')).catch(() => []);
  marks.push(...probes);
  return [...new Set(marks)].filter((m) => m.length >= 8);
}

/** The marks found in `text` (expected: none). */
export function leaked(text: string, marks: readonly string[]): string[] {
  return marks.filter((m) => text.includes(m));
}
