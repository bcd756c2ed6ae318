/**
 * The trusted-local runner against real processes (no mocks): exit codes, output, the
 * process-group kill on timeout and on output floods, the fixed environment, and the safe
 * read of a JUnit report the untrusted code wrote.
 */
import { existsSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLocalRunner, localFailureCode } from '../../src/adapters/local/index.js';
import { FIXED_ENV_KEYS } from '../../src/adapters/local/fixed-env.js';
import { stdinContract } from '../support/stdin-contract.js';
import {
  argvSpec,
  eventually,
  isRunning,
  makeWorkspace,
  onPath,
  readPid,
  removeWorkspaces,
  runningGroupMembers,
  shSpec,
  text,
} from './support.js';

const runner = createLocalRunner({ pipeCloseGraceMs: 1000 });

/**
 * A script whose leader starts `program` in a new session (setsid) and exits only once the
 * escape happened (escaped.pid is written after setsid), so the test does not race the kill.
 */
function escapeThen(program: string): string {
  return `setsid sh -c 'echo $$ > escaped.tmp && mv escaped.tmp escaped.pid; exec ${program}' & while [ ! -e escaped.pid ]; do sleep 0.01; done`;
}
afterAll(removeWorkspaces);

describe('local runner: exit status and output', () => {
  it('captures stdout and stderr of a passing command', async () => {
    const result = await runner.run({ dir: makeWorkspace() }, shSpec('printf out; printf err >&2'));
    expect(result).toMatchObject({
      exitCode: 0,
      timedOut: false,
      truncated: false,
      reportFile: null,
    });
    expect(result.infrastructureError).toBeUndefined();
    expect(text(result.stdout)).toBe('out');
    expect(text(result.stderr)).toBe('err');
    expect(result.durationMs).toBeGreaterThan(0);
  });

  it('reports a non-zero exit status', async () => {
    const result = await runner.run({ dir: makeWorkspace() }, shSpec('exit 1'));
    expect(result.exitCode).toBe(1);
    expect(result.signal).toBeUndefined();
    expect(result.infrastructureError).toBeUndefined();
  });

  it('runs in the workspace folder', async () => {
    const dir = makeWorkspace();
    const result = await runner.run({ dir }, argvSpec(['pwd']));
    expect(text(result.stdout).trim()).toBe(dir);
  });
});

describe('local runner: process group', () => {
  it('on timeout kills the whole group: a TERM-ignoring grandchild and a double-forked one', async () => {
    const dir = makeWorkspace();
    const script = [
      'trap "" TERM',
      'echo $$ > leader.pid',
      '(sleep 100 & echo $! > orphan.pid)', // double fork: the subshell exits, sleep is orphaned in the group
      'sleep 100 & echo $! > child.pid',
      'wait',
    ].join('\n');
    const started = Date.now();
    const result = await runner.run({ dir }, shSpec(script, { limits: { timeoutSeconds: 1 } }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' });
    expect(result.infrastructureError).toBeUndefined();
    const leader = readPid(dir, 'leader.pid');
    for (const name of ['orphan.pid', 'child.pid'])
      expect(isRunning(readPid(dir, name)), name).toBe(false);
    expect(runningGroupMembers(leader)).toEqual([]);
  });

  it('kills what the leader left behind when it exits by itself, even while it holds stdout', async () => {
    const dir = makeWorkspace();
    const started = Date.now();
    const result = await runner.run(
      { dir },
      shSpec('echo $$ > leader.pid; sleep 100 & echo $! > bg.pid; echo done'),
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toMatchObject({ exitCode: 0, timedOut: false });
    expect(result.infrastructureError).toBeUndefined();
    expect(text(result.stdout)).toBe('done\n');
    expect(isRunning(readPid(dir, 'bg.pid'))).toBe(false);
    expect(runningGroupMembers(readPid(dir, 'leader.pid'))).toEqual([]);
  });

  // Documents the limitation rather than hiding it: setsid() leaves the group.
  it.skipIf(!onPath('setsid'))(
    'cannot stop a process that calls setsid (skipped when setsid is not on PATH)',
    async () => {
      const dir = makeWorkspace();
      const result = await runner.run(
        { dir },
        shSpec(escapeThen('sleep 30 </dev/null >/dev/null 2>&1')),
      );
      const escaped = readPid(dir, 'escaped.pid');
      try {
        expect(result.exitCode).toBe(0);
        expect(isRunning(escaped)).toBe(true);
      } finally {
        process.kill(escaped, 'SIGKILL');
      }
    },
  );
});

describe('local runner: output caps', () => {
  const cap = 64 * 1024;

  it.each([
    ['stdout', ['yes']],
    ['stderr', ['sh', '-c', 'yes >&2']],
  ])('truncates a %s flood at the cap and kills the group quickly', async (stream, command) => {
    const started = Date.now();
    const result = await runner.run(
      { dir: makeWorkspace() },
      argvSpec(command, { limits: { outputBytes: cap, timeoutSeconds: 10 } }),
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toMatchObject({ truncated: true, timedOut: false, exitCode: null });
    const kept = stream === 'stdout' ? result.stdout : result.stderr;
    expect(kept.byteLength).toBe(cap);
    expect(text(kept.subarray(0, 4))).toBe('y\ny\n');
  });

  it('keeps exactly the cap when output is just under, at and over it', async () => {
    for (const [size, truncated] of [
      [cap - 1, false],
      [cap, false],
      [cap + 1, true],
    ] as const) {
      const result = await runner.run(
        { dir: makeWorkspace() },
        shSpec(`head -c ${size} /dev/zero`, { limits: { outputBytes: cap } }),
      );
      expect(result.truncated, String(size)).toBe(truncated);
      expect(result.stdout.byteLength).toBe(Math.min(size, cap));
    }
  });

  // An escaped writer keeps the pipe open after the group is dead: we drain gigabytes for the
  // grace period with flat memory, then close the pipe (killing it with SIGPIPE) and fail closed.
  it.skipIf(!onPath('setsid'))(
    'drains a flood from an escaped process with bounded memory, then fails closed (skipped without setsid)',
    async () => {
      const dir = makeWorkspace();
      const rssBefore = process.memoryUsage().rss;
      const result = await runner.run(
        { dir },
        shSpec(escapeThen('yes'), { limits: { outputBytes: cap } }),
      );
      const growth = process.memoryUsage().rss - rssBefore;
      expect(result.truncated).toBe(true);
      expect(result.stdout.byteLength).toBe(cap);
      expect(localFailureCode(result.infrastructureError)).toBe('OutputPipeHeld');
      expect(growth).toBeLessThan(128 * 1024 * 1024);
      const escaped = readPid(dir, 'escaped.pid');
      const died = await eventually(() => !isRunning(escaped), 2000);
      if (!died) process.kill(escaped, 'SIGKILL');
      expect(died).toBe(true);
    },
  );
});

describe('local runner: environment', () => {
  afterEach(() => {
    delete process.env['PP_SECRET'];
  });

  it('starts from the fixed allow-list plus spec.env; parent variables do not leak', async () => {
    process.env['PP_SECRET'] = 'hunter2';
    const result = await runner.run(
      { dir: makeWorkspace() },
      argvSpec(['env'], { env: { EXTRA: 'yes' } }),
    );
    const env = new Map(
      text(result.stdout)
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(text(result.stdout)).not.toContain('hunter2');
    expect([...env.keys()].sort()).toEqual([...FIXED_ENV_KEYS, 'EXTRA'].sort());
    expect(env.get('TZ')).toBe('UTC');
    expect(env.get('LANG')).toBe('C.UTF-8');
    expect(env.get('PYTHONHASHSEED')).toBe('0');
    const home = env.get('HOME') ?? '';
    expect(home).not.toBe(homedir());
    expect(existsSync(home)).toBe(false); // the per-run HOME is removed afterwards
  });
});

describe('local runner: JUnit report', () => {
  const junit = { format: 'junit', path: 'out/junit.xml' } as const;

  it('reads the report back', async () => {
    const xml = '<testsuite tests="1"><testcase name="t"/></testsuite>';
    const result = await runner.run(
      { dir: makeWorkspace() },
      shSpec(`mkdir -p out && printf '%s' '${xml}' > out/junit.xml`, { report: junit }),
    );
    expect(text(result.reportFile)).toBe(xml);
    expect(result.infrastructureError).toBeUndefined();
  });

  it('gives null when the report was not produced', async () => {
    const result = await runner.run({ dir: makeWorkspace() }, shSpec('exit 0', { report: junit }));
    expect(result.reportFile).toBeNull();
    expect(result.infrastructureError).toBeUndefined();
  });

  it.each([
    ['a symlinked report file', 'mkdir -p out && ln -s /etc/passwd out/junit.xml', junit],
    ['a symlinked folder', 'ln -s /etc out', { format: 'junit', path: 'out/passwd' } as const],
    ['a path outside the workspace', 'exit 0', { format: 'junit', path: '../junit.xml' } as const],
    ['an absolute path', 'exit 0', { format: 'junit', path: '/etc/passwd' } as const],
    ['a FIFO (would block a reader)', 'mkdir -p out && mkfifo out/junit.xml', junit],
  ])(
    'refuses %s: null report and an infrastructure error, so the phase fails closed',
    async (_name, script, report) => {
      const result = await runner.run({ dir: makeWorkspace() }, shSpec(script, { report }));
      expect(result.exitCode).toBe(0);
      expect(result.reportFile).toBeNull();
      expect(localFailureCode(result.infrastructureError)).toBe('ReportRefused');
    },
  );

  it('refuses a report over the size cap', async () => {
    const small = createLocalRunner({ maxReportBytes: 1000 });
    const dir = makeWorkspace();
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out', 'junit.xml'), 'x'.repeat(1001));
    const result = await small.run({ dir }, shSpec('exit 0', { report: junit }));
    expect(result.reportFile).toBeNull();
    expect(localFailureCode(result.infrastructureError)).toBe('ReportRefused');
  });
});

describe('local runner: failures of the runner, not the run', () => {
  it('an unknown command is an infrastructure error, not a throw', async () => {
    const result = await runner.run({ dir: makeWorkspace() }, argvSpec(['pp-no-such-command-xyz']));
    expect(result).toMatchObject({ exitCode: null, timedOut: false, reportFile: null });
    expect(localFailureCode(result.infrastructureError)).toBe('CommandNotFound');
  });

  it('does not run a binary planted in the workspace for a bare command name', async () => {
    const dir = makeWorkspace();
    writeFileSync(join(dir, 'planted'), '#!/bin/sh\necho pwned\n', { mode: 0o755 });
    const result = await runner.run(
      { dir },
      argvSpec(['planted'], { env: { PATH: `.:${process.env['PATH'] ?? ''}` } }),
    );
    expect(localFailureCode(result.infrastructureError)).toBe('CommandNotFound');
  });

  it('a file without the execute bit is not a command', async () => {
    const dir = makeWorkspace();
    writeFileSync(join(dir, 'script'), '#!/bin/sh\nexit 0\n', { mode: 0o644 });
    const result = await runner.run({ dir }, argvSpec(['./script']));
    expect(result.exitCode).toBeNull();
    expect(localFailureCode(result.infrastructureError)).toBe('CommandNotFound');
  });

  it('arguments the OS cannot take are an infrastructure error, not a throw', async () => {
    const result = await runner.run({ dir: makeWorkspace() }, argvSpec(['echo', 'a\0b']));
    expect(result.exitCode).toBeNull();
    expect(localFailureCode(result.infrastructureError)).toBe('SpawnFailed');
  });

  it('a workspace that is a symlink is refused', async () => {
    const dir = makeWorkspace();
    symlinkSync(makeWorkspace(), join(dir, 'link'));
    const result = await runner.run({ dir: join(dir, 'link') }, argvSpec(['true']));
    expect(localFailureCode(result.infrastructureError)).toBe('WorkspaceInvalid');
  });

  it('invalid limits are refused before anything starts', async () => {
    const result = await runner.run(
      { dir: makeWorkspace() },
      argvSpec(['true'], { limits: { timeoutSeconds: 0 } }),
    );
    expect(localFailureCode(result.infrastructureError)).toBe('InvalidLimits');
  });
});

describe('local runner: fingerprint', () => {
  it('is never isolated and says which limits it enforces', async () => {
    expect(runner.isolated).toBe(false);
    const fingerprint = await runner.fingerprint();
    expect(fingerprint).toMatchObject({ kind: 'local', isolated: false });
    expect(fingerprint.details).toMatchObject({
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      enforced: ['timeout', 'output', 'disk'],
      notEnforced: ['memory', 'pids', 'cpus', 'network', 'filesystem'],
      diskLimit: 'free-space-watch',
    });
  });
});

describe('local runner: standard input', () => {
  stdinContract({
    runner: () => runner,
    workspace: makeWorkspace,
    argvSpec: (command) => argvSpec(command),
  });
});
