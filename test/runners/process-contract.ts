/**
 * The process scenarios of the runner contract: what every runner that starts real processes
 * must do alike (where the command runs, the environment it gets, its standard input, a
 * command that does not exist, environment.setup). The fake starts none: for it, the
 * contract checks that it indeed starts none and has no prepare(), so the difference is
 * stated and tested, not skipped.
 */
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareEnvironment } from '../../src/app/environment-setup.js';
import { DEFAULT_LIMITS, type Runner } from '../../src/core/runner/runner-port.js';
import { RUNNER_VARIABLES } from '../../src/core/runspec/variables.js';
import { stdinContract } from '../support/stdin-contract.js';
import { specMakers, text } from '../support/test-specs.js';
import type { ProcessTraits, RunnerHarness } from './runner-contract.js';
import { type JobScenario, SCENARIOS, judge, runScenario, specOf } from './verdict-scenarios.js';

const { argvSpec } = specMakers(60);
const MISSING: JobScenario = {
  ...SCENARIOS.passes,
  name: 'missing',
  suite: { command: ['pp-no-such-command-xyz'], report: { format: 'unittest' } },
};
const SETUP = {
  network: false,
  timeoutSeconds: 60,
  limits: { ...DEFAULT_LIMITS, timeoutSeconds: 60 },
};

export function processContract(h: RunnerHarness, shared: () => Runner): void {
  const traits = h.capabilities.process;
  describe('processes', () => {
    if (traits === null) {
      it('starts no process (capabilities.process: null): a command that exists nowhere still gets its scripted answer', async () => {
        const outcome = await runScenario(h.job(shared(), SCENARIOS.passes), MISSING);
        expect(outcome.run.infrastructureError).toBeUndefined();
        expect(judge(outcome, 'patched', MISSING).outcome).toBe('pass');
      });
    } else {
      realProcesses(h, traits, shared);
    }
    if (h.capabilities.prepares) {
      setupScenarios(
        () => traits?.workspace() ?? expect.unreachable('a runner that prepares starts processes'),
        shared,
      );
    } else {
      it('has no prepare() (capabilities.prepares: false): a spec with environment.setup is refused (SetupFailed), never run without it', async () => {
        expect(shared().prepare).toBeUndefined();
        const spec = specOf(SCENARIOS.passes);
        const withSetup = {
          ...spec,
          environment: {
            ...spec.environment,
            setup: { command: ['true'], network: false, timeoutSeconds: 60 },
          },
        };
        const base = { prepareBase: () => expect.unreachable('no base copy is prepared') };
        await expect(
          prepareEnvironment(shared(), base, withSetup, { changes: [] }),
        ).rejects.toMatchObject({ code: 'SetupFailed', details: { reason: 'unsupported' } });
      });
    }
  });
}

function realProcesses(h: RunnerHarness, traits: ProcessTraits, shared: () => Runner): void {
  it('runs the command in the workspace root, the copy holding the workspace files and only what the runner adds', async () => {
    const dir = traits.workspace({ 'marker.txt': 'here\n' });
    const run = await shared().run({ dir }, argvSpec(['sh', '-c', 'pwd; ls -A; cat marker.txt']));
    expect(run.exitCode).toBe(0);
    expect(text(run.stdout)).toBe(
      [traits.cwd(dir), ...['marker.txt', ...traits.addedEntries].sort(), 'here', ''].join('\n'),
    );
  });

  it('starts from the fixed environment plus the spec env: nothing of the parent leaks', async () => {
    process.env['PP_CONTRACT_CANARY'] = 'must-not-leak';
    try {
      const run = await shared().run(
        { dir: traits.workspace() },
        argvSpec(['env'], { env: { EXTRA: 'from-spec' } }),
      );
      const env = new Map(
        text(run.stdout)
          .trim()
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      expect([...env.keys()].sort()).toEqual(
        [...RUNNER_VARIABLES, 'EXTRA', ...traits.addedEnv].sort(),
      );
      expect(
        Object.fromEntries(
          ['TZ', 'LANG', 'PYTHONHASHSEED', 'CI', 'PYTHONDONTWRITEBYTECODE', 'EXTRA'].map((k) => [
            k,
            env.get(k),
          ]),
        ),
      ).toEqual({
        TZ: 'UTC',
        LANG: 'C.UTF-8',
        PYTHONHASHSEED: '0',
        CI: 'true',
        PYTHONDONTWRITEBYTECODE: '1',
        EXTRA: 'from-spec',
      });
      // No colour policy of the tool's own (issue 34): a suite's colour tests see what they
      // see on a developer's machine.
      expect(env.has('NO_COLOR')).toBe(false);
      expect(env.get('HOME')).not.toBe(homedir());
    } finally {
      delete process.env['PP_CONTRACT_CANARY'];
    }
  });

  it("a spec's own LANG, TZ and CI replace the runner's defaults, once each", async () => {
    const run = await shared().run(
      { dir: traits.workspace() },
      argvSpec(['env'], { env: { CI: 'false', LANG: 'en_US.UTF-8', TZ: 'Europe/Paris' } }),
    );
    const lines = text(run.stdout).trim().split('\n');
    expect(lines.filter((line) => /^(?:CI|LANG|TZ)=/.test(line)).sort()).toEqual([
      'CI=false',
      'LANG=en_US.UTF-8',
      'TZ=Europe/Paris',
    ]);
  });

  it('a colour test that sets FORCE_COLOR gets colour, as on a developer’s machine (issue 34)', async () => {
    // The rule of termcolor's _can_do_colour and CPython 3.13's _colorize.can_colorize:
    // NO_COLOR wins over FORCE_COLOR. Under the old NO_COLOR=1 an upstream suite's colour
    // tests failed on base and patched alike.
    const check = [
      'import os, sys',
      'os.environ["FORCE_COLOR"] = "1"',
      'colour = "NO_COLOR" not in os.environ and "FORCE_COLOR" in os.environ',
      'print("colour" if colour else "plain"); sys.exit(0 if colour else 1)',
    ].join('\n');
    const run = await shared().run({ dir: traits.workspace() }, argvSpec(['python3', '-c', check]));
    expect(text(run.stdout).trim()).toBe('colour');
    expect(run.exitCode).toBe(0);
  });

  it("takes a validation's own hash seed over the fixed 0 (run-environment.ts)", async () => {
    const run = await shared().run(
      { dir: traits.workspace() },
      argvSpec(['env'], { env: { PYTHONHASHSEED: '2718281828' } }),
    );
    const lines = text(run.stdout).trim().split('\n');
    expect(lines.filter((line) => line.startsWith('PYTHONHASHSEED='))).toEqual([
      'PYTHONHASHSEED=2718281828',
    ]);
  });

  it(`a command missing from PATH fails its phase, with no test run (${traits.missingCommand})`, async () => {
    const outcome = await runScenario(h.job(shared(), MISSING), MISSING);
    const phase = judge(outcome, 'patched', MISSING);
    expect(phase).toMatchObject({ outcome: 'fail', tests: { executed: 0 } });
    expect(outcome.run.exitCode).not.toBe(0);
    // The same spec is classified differently on each side: a refusal before the start is the
    // environment's failure; exit 127 has no report, which reads as the spec's.
    if (traits.missingCommand === 'infrastructure-error') {
      expect(outcome.run).toMatchObject({
        exitCode: null,
        infrastructureError: expect.any(String),
      });
      expect(phase.classification).toBe('ENVIRONMENT_ERROR');
    } else {
      expect(outcome.run.exitCode).toBe(127);
      expect(outcome.run.infrastructureError).toBeUndefined();
      expect(text(outcome.run.stderr)).toContain('pp-no-such-command-xyz');
      expect(phase.classification).toBe('CONFIG_ERROR');
    }
  });

  describe('standard input', () => {
    stdinContract({
      runner: shared,
      workspace: () => traits.workspace(),
      argvSpec: (command) => argvSpec(command),
    });
  });
}

function setupScenarios(workspace: () => string, shared: () => Runner): void {
  it('prepare() runs environment.setup in the base copy: its output stays there, and the runner it returns sees it', async () => {
    const dir = workspace();
    const outcome = await (shared().prepare?.(
      { dir },
      { ...SETUP, command: ['sh', '-c', 'echo ready > prepared.txt'] },
    ) ?? expect.unreachable('prepares'));
    if (!outcome.ok) expect.unreachable(outcome.reason);
    try {
      expect(readFileSync(join(dir, 'prepared.txt'), 'utf8')).toBe('ready\n');
      const run = await outcome.runner.run({ dir }, argvSpec(['cat', 'prepared.txt']));
      expect({ exitCode: run.exitCode, stdout: text(run.stdout) }).toEqual({
        exitCode: 0,
        stdout: 'ready\n',
      });
    } finally {
      await outcome.release();
    }
  }, 120_000);

  it('a setup command that fails is an outcome with its output tail, never a throw', async () => {
    const outcome = await shared().prepare?.(
      { dir: workspace() },
      { ...SETUP, command: ['sh', '-c', 'echo broken-setup >&2; exit 3'] },
    );
    expect(outcome).toMatchObject({ ok: false, reason: expect.stringContaining('broken-setup') });
  }, 120_000);
}
