/**
 * The CI recipes in docs/ci/ parse as YAML, run exactly `patchproof gate` with the flags and
 * tokens docs/ci/README.md documents, and their patch-making commands really make a patch
 * that PatchProof's intake accepts against the checked-out base.
 *
 * YAML parser: `yaml` is not a dependency and packages may not be added, so this uses
 * js-yaml 4 (YAML 1.2), which is already in node_modules as a transitive dependency (of
 * eslint). It has no type declarations here, hence createRequire and a narrow type. YAML 1.2
 * keeps GitHub's `on:` key a string (YAML 1.1 parsers such as PyYAML read it as `true`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GATE } from '../../src/cli/commands/gate.js';
import { main } from '../../src/main/cli.js';
import type { Io } from '../../src/cli/output.js';
import { runCli } from '../support/run-cli.js';
import { repoRoot } from '../support/shared.js';
import { type TempRepo, tempGitRepo } from '../support/git-repo.js';

const jsYaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

type Yaml = Record<string, unknown>;
const FLAGS = ['--server', '--project', '--patch', '--repo'] as const;
const TOKENS = [
  'PATCHPROOF_PROPOSER_TOKEN',
  'PATCHPROOF_EXECUTOR_TOKEN',
  'PATCHPROOF_PUBLISHER_TOKEN',
] as const;

function read(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8');
}

function parse(path: string): Yaml {
  const text = read(path);
  expect(
    text.split('\n').filter((line) => /^\s*\t/.test(line)),
    `${path}: tab indentation`,
  ).toEqual([]);
  const doc = jsYaml.load(text);
  expect(doc, `${path} parses to a mapping`).toBeTypeOf('object');
  return doc as Yaml;
}

/** Shell words of a simple command line: double-quoted words keep their quotes' content. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
}

/** Checks one gate command line (the installed PatchProof under `install`, never one from the checkout) and returns its --patch argument. */
function checkGate(line: string, install: string): string {
  const argv = words(line.trim());
  expect(argv.slice(0, 3)).toEqual([
    'node',
    `${install}/node_modules/patchproof/bin/patchproof.js`,
    'gate',
  ]);
  // The forge's own reporting: --github or --gitlab (no value), and GitLab's --junit <file>;
  // --chain (no value) for the merge queue's carried-over approval, in both.
  expect(argv).toContain('--chain');
  const junit = argv.indexOf('--junit');
  if (junit >= 0) expect(argv[junit + 1]).toBe('patchproof-junit.xml');
  const rest = argv
    .slice(3)
    .filter(
      (word, i) =>
        word !== '--github' &&
        word !== '--gitlab' &&
        word !== '--chain' &&
        i + 3 !== junit &&
        i + 3 !== junit + 1,
    );
  expect(rest.length).toBe(FLAGS.length * 2);
  const flags = rest.filter((_, i) => i % 2 === 0);
  expect(flags).toEqual([...FLAGS]);
  const value = (flag: string): string => rest[rest.indexOf(flag) + 1] ?? '';
  expect(value('--server')).toBe('$PATCHPROOF_SERVER');
  expect(value('--project')).toMatch(/^[a-z][a-z0-9-]*$/);
  expect(value('--repo')).toBe('.');
  return value('--patch');
}

/** Every line of the recipe that runs PatchProof's command line. */
function gateLines(commands: string[]): string[] {
  return commands
    .flatMap((c) => c.split('\n'))
    .filter(
      (line) =>
        /bin\/patchproof\.js|(^|[\s;&|])(npx\s+)?patchproof(\s|$)/.test(line) &&
        !line.trim().startsWith('#'),
    );
}

/** The install lines: the pinned tarball checked by SHA-256, installed with no scripts and no registry. */
function checkInstall(lines: string[]): void {
  const text = lines.join('\n');
  expect(text).toMatch(/curl -fsSL[^\n]*"\$PATCHPROOF_RELEASE_URL"/);
  expect(text).toMatch(/echo "\$PATCHPROOF_RELEASE_SHA256 {2}patchproof\.tgz" \| sha256sum -c -/);
  expect(text).toMatch(
    /npm install --offline --ignore-scripts [^\n]*--userconfig \/dev\/null [^\n]*\.\/patchproof\.tgz/,
  );
  // Nothing of the checkout is ever installed or run: no npm ci, no npx, no npm run.
  expect(text).not.toMatch(/npm ci|npx |npm run|yarn|pnpm/);
}

async function propose(repo: string, patch: string): Promise<Record<string, unknown>> {
  let out = '';
  const io: Io = { out: (t) => void (out += `${t}\n`), err: () => undefined };
  const code = await main(['propose', '--repo', repo, '--patch', patch, '--json'], io);
  expect(code, out).toBe(0);
  return JSON.parse(out) as Record<string, unknown>;
}

async function snapshotOf(repo: string): Promise<string> {
  let out = '';
  const io: Io = { out: (t) => void (out += `${t}\n`), err: () => undefined };
  expect(await main(['snapshot', repo], io)).toBe(0);
  return out.trim();
}

const made: Array<{ repo: TempRepo; temp: string }> = [];
afterAll(() => {
  for (const m of made) {
    m.repo.remove();
    rmSync(m.temp, { recursive: true, force: true });
  }
});

/** A repository with a base commit on main and a branch that fixes add(): what a PR looks like. */
function pullRequest(): { repo: TempRepo; temp: string; base: string } {
  const repo = tempGitRepo({
    'calc.py': 'def add(a, b):\n    return a - b\n',
    'tests/test_calc.py': 'from calc import add\n',
  });
  repo.git('branch', '-M', 'main');
  const base = repo.git('rev-parse', 'HEAD').trim();
  repo.git('update-ref', 'refs/remotes/origin/main', base);
  repo.git('checkout', '-q', '-b', 'fix');
  repo.write('calc.py', 'def add(a, b):\n    return a + b\n');
  repo.git('commit', '-qam', 'fix add');
  const temp = mkdtempSync(join(tmpdir(), 'pp-ci-'));
  made.push({ repo, temp });
  return { repo, temp, base };
}

function bash(script: string, cwd: string, env: Record<string, string>): void {
  execFileSync('bash', ['-e', '-o', 'pipefail', '-c', script], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** After the recipe's commands: HEAD is the base, the tree is clean, intake accepts the patch against it. */
async function expectPatchOnBase(repo: TempRepo, base: string, patch: string): Promise<void> {
  expect(existsSync(patch)).toBe(true);
  expect(repo.git('rev-parse', 'HEAD').trim()).toBe(base);
  expect(repo.git('status', '--porcelain')).toBe('');
  const proposal = await propose(repo.dir, patch);
  expect(proposal.accepted).toBe(true);
  expect(proposal.base).toBe(await snapshotOf(repo.dir));
  expect(proposal.files).toEqual([{ path: 'calc.py', op: 'update' }]);
}

describe('docs/ci/github-actions.yml', () => {
  const doc = parse('docs/ci/github-actions.yml');
  const jobs = doc.jobs as Record<string, { steps: Array<Record<string, unknown>> }>;
  const steps = Object.values(jobs).flatMap((job) => job.steps);
  const runs = steps.map((s) => s.run).filter((r): r is string => typeof r === 'string');

  it("runs on pull requests with the base branch's workflow (pull_request_target) and in the merge queue", () => {
    expect(doc.on).toHaveProperty('pull_request_target');
    expect(doc.on).toHaveProperty('merge_group');
    // Under pull_request a pull request could rewrite this very file and read the tokens.
    expect(doc.on).not.toHaveProperty('pull_request');
    const checkout = steps.find((s) => String(s.uses).startsWith('actions/checkout')) as {
      with: Record<string, unknown>;
    };
    expect(checkout.with).toMatchObject({
      ref: '${{ github.event.pull_request.head.sha || github.sha }}',
      'persist-credentials': false,
    });
  });

  it('runs exactly one patchproof command: gate with the documented flags, from the pinned install', () => {
    const lines = gateLines(runs);
    expect(lines).toHaveLength(1);
    expect(checkGate(lines[0] as string, '$RUNNER_TEMP/patchproof')).toBe(
      '$RUNNER_TEMP/patchproof.patch',
    );
    checkInstall(runs);
  });

  it('takes the server from a variable and the three tokens from secrets, only in the gate step, and no approver token', () => {
    const gate = steps.find((s) => typeof s.run === 'string' && s.run.includes(' gate ')) as {
      env: Record<string, string>;
    };
    expect(gate.env.PATCHPROOF_SERVER).toBe('${{ vars.PATCHPROOF_SERVER }}');
    for (const token of TOKENS) expect(gate.env[token]).toBe(`\${{ secrets.${token} }}`);
    expect(gate.env.GITHUB_TOKEN).toBe('${{ github.token }}');
    expect(Object.keys(gate.env).sort()).toEqual(
      ['GITHUB_TOKEN', 'PATCHPROOF_SERVER', ...TOKENS].sort(),
    );
    // No other step, and no job-wide env, sees a secret.
    const elsewhere = JSON.stringify({
      ...doc,
      jobs: Object.fromEntries(
        Object.entries(jobs).map(([k, job]) => [
          k,
          { ...job, steps: job.steps.filter((s) => s !== gate) },
        ]),
      ),
    });
    expect(elsewhere).not.toMatch(/secrets\./);
  });

  it('makes a patch that intake accepts against the checked-out base', async () => {
    const { repo, temp, base } = pullRequest();
    const make = runs.find((r) => r.includes(' diff --no-ext-diff')) as string;
    bash(make, repo.dir, { GITHUB_BASE_REF: 'main', RUNNER_TEMP: temp });
    await expectPatchOnBase(repo, base, join(temp, 'patchproof.patch'));
  });
});

describe('docs/ci/gitlab-ci.yml', () => {
  const doc = parse('docs/ci/gitlab-ci.yml');
  const job = doc['patchproof-gate'] as {
    script: string[];
    rules: Array<{ if: string }>;
    variables: Record<string, string>;
  };

  it('runs on merge requests with the full history', () => {
    expect(job.rules.map((r) => r.if)).toContain('$CI_PIPELINE_SOURCE == "merge_request_event"');
    expect(job.variables.GIT_DEPTH).toBe('0');
  });

  it('runs exactly one patchproof command: gate with the documented flags, from the pinned install', () => {
    const lines = gateLines(job.script);
    expect(lines).toHaveLength(1);
    expect(checkGate(lines[0] as string, '${TMPDIR:-/tmp}/patchproof')).toBe(
      '${TMPDIR:-/tmp}/patchproof.patch',
    );
    checkInstall(job.script);
  });

  it('names no token in the file: they come from CI/CD variables', () => {
    const text = read('docs/ci/gitlab-ci.yml');
    expect(text).not.toMatch(/ppt_/);
    expect(job.variables).not.toHaveProperty('PATCHPROOF_PROPOSER_TOKEN');
  });

  it('makes a patch that intake accepts against the checked-out base', async () => {
    const { repo, temp, base } = pullRequest();
    const script = job.script.filter((line) => line.startsWith('git ')).join('\n');
    bash(script, repo.dir, { CI_MERGE_REQUEST_DIFF_BASE_SHA: base, TMPDIR: temp });
    await expectPatchOnBase(repo, base, join(temp, 'patchproof.patch'));
  });
});

describe('docs/ci/README.md', () => {
  const text = read('docs/ci/README.md');

  it('documents the flags, the tokens and the four exit codes', () => {
    for (const flag of FLAGS) expect(text).toContain(`\`${flag}`);
    for (const token of [...TOKENS, 'PATCHPROOF_SERVER']) expect(text).toContain(token);
    for (const row of [
      /\|\s*0\s*\|.*verified PASS/,
      /\|\s*1\s*\|.*verified FAIL/,
      /\|\s*2\s*\|.*refused before execution/,
      /\|\s*3\s*\|.*could not finish/,
    ]) {
      expect(text).toMatch(row);
    }
  });

  // The recipes' flags must be options of the gate's own table, which its parser and --help read.
  it('uses only flags that patchproof gate takes, each in its --help', async () => {
    const help = await runCli('gate', '--help');
    for (const flag of FLAGS) {
      expect(Object.keys(GATE.options)).toContain(flag.slice(2));
      expect(help.out).toContain(`${flag} `);
    }
  });
});
