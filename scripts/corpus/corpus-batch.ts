/**
 * The corpus of real upstream bug fixes (test/corpus, issue 34) as batches for `patchproof
 * evaluate`: reading corpus.json, the fixed sample CI runs, checking each instance out as a
 * real checkout, and running one batch per kind of patch. Shared by `npm run corpus`
 * (scripts/corpus.ts, the whole corpus) and test/corpus/corpus.test.ts (the CI sample).
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CORPUS = join(REPO_ROOT, 'test', 'corpus');
const BIN = join(REPO_ROOT, 'bin', 'patchproof.js');

export type Expected = 'PASS' | 'FAIL';

export interface Instance {
  readonly id: string;
  readonly language: 'python' | 'node' | 'go';
  readonly framework?: string;
  readonly raises: boolean;
  readonly multiFile?: boolean;
  readonly inImage?: boolean;
  readonly upstream?: string;
  /** In the fixed sample CI runs (ciSample). */
  readonly ci?: boolean;
  readonly prepare?: readonly string[];
  readonly patches: Readonly<Record<string, Expected>>;
}

export function loadCorpus(): Instance[] {
  const { instances } = JSON.parse(readFileSync(join(CORPUS, 'corpus.json'), 'utf8')) as {
    instances: Instance[];
  };
  return instances;
}

/**
 * The fixed sample CI runs (the whole corpus does not fit its time): the instances corpus.json
 * marks `ci`, the nine of the first corpus (issue 16), fixed before this corpus grew and never
 * chosen by outcome. `npm run corpus` runs every instance.
 */
export function ciSample(instances: readonly Instance[]): Instance[] {
  return instances.filter((i) => i.ci === true);
}

/** The kinds of patch (upstream, partial, cheat) the instances carry, in first-seen order. */
export function kindsOf(instances: readonly Instance[]): string[] {
  return [...new Set(instances.flatMap((i) => Object.keys(i.patches)))];
}

/**
 * The instance as a checkout under `scratch`: repo/ committed to a fresh git repository (so
 * its .gitignore applies, as in a real checkout), then `prepare` run there; spec/ and
 * patches/ beside it. Done once: a later run finds the marker and reuses it (resumable),
 * unless the instance's folder changed since (the marker holds its digest).
 */
export function checkout(instance: Instance, scratch: string): void {
  const dir = join(scratch, instance.id);
  const marker = join(dir, '.checked-out');
  const digest = folderDigest(join(CORPUS, instance.id));
  if (readIfAny(marker) === digest) return;
  rmSync(dir, { recursive: true, force: true });
  for (const part of ['repo', 'spec', 'patches'])
    cpSync(join(CORPUS, instance.id, part), join(dir, part), { recursive: true });
  const git = (...args: string[]): void =>
    void execFileSync(
      'git',
      ['-c', 'user.email=corpus@patchproof.invalid', '-c', 'user.name=corpus', ...args],
      { cwd: join(dir, 'repo'), stdio: 'ignore' },
    );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', `base of ${instance.id}`);
  const [program, ...args] = instance.prepare ?? [];
  if (program !== undefined)
    execFileSync(program, args, { cwd: join(dir, 'repo'), stdio: 'ignore' });
  writeFileSync(marker, digest);
}

/** A digest of every file under the instance's folder, by path and content. */
function folderDigest(folder: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(folder, file);
    if (!statSync(path).isFile()) continue;
    hash.update(`${file}\0`).update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

function readIfAny(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Writes the batch's instances file under `scratch`; returns its path. */
export function writeInstances(instances: readonly Instance[], scratch: string): string {
  const file = join(scratch, 'instances.jsonl');
  const lines = instances.map((i) =>
    JSON.stringify({
      instance_id: i.id,
      repo_dir: `${i.id}/repo`,
      spec: `${i.id}/spec/patchproof.json`,
    }),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

export interface InstanceReport {
  readonly resolved: boolean;
  readonly patch_successfully_applied: boolean;
  readonly patchproof: {
    readonly outcome: string;
    readonly duration_ms?: number;
    readonly verdict?: string;
    readonly proof_grade?: boolean;
    readonly receipt?: string;
    readonly refusal?: { readonly code: string; readonly message: string };
    readonly error?: { readonly code: string; readonly message: string };
    readonly phases?: readonly {
      readonly name: string;
      readonly outcome: string;
      readonly reasons: readonly string[];
    }[];
  };
}

export interface BatchResult {
  readonly code: number;
  readonly stderr: string;
  readonly summary: Record<string, unknown>;
  readonly reports: Map<string, InstanceReport>;
}

/**
 * Runs `patchproof evaluate` over `instances` with their `kind` patches as the predictions,
 * into `out` (resumable: what an earlier run decided for the same bytes is not run again).
 * `onProgress` gets evaluate's progress lines as they come.
 */
export async function evaluateKind(
  instances: readonly Instance[],
  kind: string,
  scratch: string,
  out: string,
  options: { workers?: number; onProgress?: (line: string) => void } = {},
): Promise<BatchResult> {
  const chosen = instances.filter((i) => kind in i.patches);
  const predictions = join(scratch, `predictions-${kind}.jsonl`);
  writeFileSync(
    predictions,
    chosen
      .map(
        (i) =>
          `${JSON.stringify({ instance_id: i.id, model_name_or_path: `corpus-${kind}`, model_patch: readFileSync(join(scratch, i.id, 'patches', `${kind}.patch`), 'utf8') })}\n`,
      )
      .join(''),
  );
  const args = [
    BIN,
    'evaluate',
    ...['--instances', writeInstances(chosen, scratch), '--predictions', predictions],
    ...['--workers', String(options.workers ?? 2), '--out', out, '--json'],
  ];
  const { code, stdout, stderr } = await new Promise<{
    code: number;
    stdout: string;
    stderr: string;
  }>((done) => {
    const child = execFile(
      process.execPath,
      args,
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim() !== '') options.onProgress?.(line);
    });
  });
  const printed = JSON.parse(stdout === '' ? '{"summary":{}}' : stdout) as {
    summary: Record<string, unknown>;
  };
  const reports = new Map<string, InstanceReport>();
  for (const i of chosen) {
    const file = join(out, i.id, 'report.json');
    if (existsSync(file))
      reports.set(
        i.id,
        (JSON.parse(readFileSync(file, 'utf8')) as Record<string, InstanceReport>)[
          i.id
        ] as InstanceReport,
      );
  }
  return { code, stderr, summary: printed.summary, reports };
}

/** What an instance's report says, in one word: PASS, FAIL, REFUSED or ERROR. */
export function gotOf(report: InstanceReport | undefined): 'PASS' | 'FAIL' | 'REFUSED' | 'ERROR' {
  if (report === undefined) return 'ERROR';
  const p = report.patchproof;
  if (p.verdict === 'PASS' || p.verdict === 'FAIL' || p.verdict === 'REFUSED') return p.verdict;
  return 'ERROR';
}

/**
 * Whether `report` is what corpus.json expects: an expected PASS is a PASS with proof grade;
 * an expected FAIL is a FAIL or a refusal at intake (a cheat may be stopped either way).
 */
export function asExpected(expected: Expected, report: InstanceReport | undefined): boolean {
  const got = gotOf(report);
  if (expected === 'PASS') return got === 'PASS' && report?.patchproof.proof_grade === true;
  return got === 'FAIL' || got === 'REFUSED';
}
