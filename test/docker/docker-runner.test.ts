// The Docker runner against the real engine (PROTOCOL 5, 9): what runs inside a container
// sees only the confinement the runner promises, hostile commands (fork bomb, memory bomb,
// hang, output flood) end their run and leave nothing behind. Each claim is checked from
// inside the container or with the docker CLI, never by trusting the adapter's own words.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDockerRunner, dockerFailureCode } from '../../src/adapters/docker/index.js';
import type { Runner } from '../../src/core/runner/runner-port.js';
import { stdinContract } from '../support/stdin-contract.js';
import {
  PYTHON_IMAGE,
  argvSpec,
  danglingRunnerVolumes,
  makeExecutable,
  makeWorkspace,
  ourContainers,
  removeWorkspaces,
  requireEngine,
  shSpec,
  skipDocker,
  suiteName,
  text,
} from './support.js';

requireEngine();

describe.skipIf(skipDocker)(suiteName('Docker runner: confinement on the real engine'), () => {
  let runner: Runner;
  beforeAll(async () => {
    runner = await createDockerRunner({ image: PYTHON_IMAGE });
  });
  afterEach(() => {
    // Nothing is left behind by any run: no container of this process, no orphaned volume.
    expect(ourContainers()).toEqual([]);
    expect(danglingRunnerVolumes()).toEqual([]);
  });
  afterAll(removeWorkspaces);

  it('reports exit codes and captures stdout and stderr separately', async () => {
    const dir = makeWorkspace();
    const ok = await runner.run({ dir }, shSpec('echo out; echo err >&2; exit 0'));
    expect(ok).toMatchObject({
      exitCode: 0,
      timedOut: false,
      truncated: false,
      oomKilled: false,
      reportFile: null,
    });
    expect(ok.infrastructureError).toBeUndefined();
    expect(text(ok.stdout)).toBe('out\n');
    expect(text(ok.stderr)).toBe('err\n');
    const seven = await runner.run({ dir }, shSpec('exit 7'));
    expect(seven.exitCode).toBe(7);
    expect(seven.infrastructureError).toBeUndefined();
  });

  it('runs argv as given (no shell), as uid 10001 in /workspace, with a fixed environment and the spec env only', async () => {
    process.env['PP_HOST_SECRET_CANARY'] = 'must-not-leak';
    const dir = makeWorkspace({
      'show.py':
        'import os,sys\nprint(os.getuid(), os.getgid(), os.getcwd())\nprint(sys.argv[1:])\nprint(sorted(os.environ))\nprint(os.environ["EXTRA"])\n',
    });
    const result = await runner.run(
      { dir },
      argvSpec(['python3', 'show.py', '$HOME', 'a b;c'], { env: { EXTRA: 'from-spec' } }),
    );
    delete process.env['PP_HOST_SECRET_CANARY'];
    const [ids, args, names, extra] = text(result.stdout).trim().split('\n');
    expect(ids).toBe('10001 10001 /workspace');
    expect(args).toBe("['$HOME', 'a b;c']");
    expect(names).not.toContain('PP_HOST_SECRET_CANARY');
    expect(names).not.toContain('NO_COLOR');
    expect(JSON.parse((names ?? '').replaceAll("'", '"'))).toEqual(
      expect.arrayContaining([
        'CI',
        'EXTRA',
        'HOME',
        'LANG',
        'PATH',
        'PYTHONDONTWRITEBYTECODE',
        'PYTHONHASHSEED',
        'TMPDIR',
        'TZ',
      ]),
    );
    expect(extra).toBe('from-spec');
  });

  it('names each container as the engine names any: by its own ID, never a name that says PatchProof', async () => {
    // A fixed host name let a patch behave one way here and another in production
    // (`a + b if platform.node() == "patchproof" else a - b` PASSed with proof grade).
    const dir = makeWorkspace();
    const names = [];
    for (let i = 0; i < 2; i += 1) {
      const result = await runner.run({ dir }, argvSpec(['hostname']));
      names.push(text(result.stdout).trim());
    }
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{12}$/);
    expect(names[0]).not.toBe(names[1]);
  });

  it('copies files with their modes, symlinks as symlinks, owned by the runner user', async () => {
    const dir = makeWorkspace({
      'run.sh': '#!/bin/sh\necho ran\n',
      'data/target.txt': 'hello',
      'data/link': '->target.txt',
    });
    makeExecutable(join(dir, 'run.sh'));
    const result = await runner.run(
      { dir },
      shSpec(
        './run.sh && stat -c "%n %a %u:%g %F" run.sh data data/target.txt data/link && readlink data/link && cat data/link',
      ),
    );
    expect(text(result.stdout).split('\n')).toEqual([
      'ran',
      'run.sh 755 10001:10001 regular file',
      'data 755 10001:10001 directory',
      'data/target.txt 644 10001:10001 regular file',
      'data/link 777 10001:10001 symbolic link',
      'target.txt',
      'hello',
    ]);
  });

  it('reports a command missing from the image as exit 127 from the init, like a shell would', async () => {
    const result = await runner.run({ dir: makeWorkspace() }, argvSpec(['no-such-program-xyz']));
    expect(result.exitCode).toBe(127);
    expect(text(result.stderr)).toContain('no-such-program-xyz');
    expect(result.infrastructureError).toBeUndefined();
  });

  it('has no network: no interface but loopback, no route out, nothing listening; localhost resolves, no other name does', async () => {
    const script = [
      'import socket, errno',
      'print(sorted(l.split(":")[0].strip() for l in open("/proc/net/dev").readlines()[2:]))',
      // Suites serve on localhost (Vitest does at start): an empty /etc/hosts failed them.
      'print("localhost", socket.gethostbyname("localhost"))',
      'try:',
      '    socket.gethostbyname("example.org"); print("example.org RESOLVED")',
      'except OSError as e:',
      '    print("example.org", type(e).__name__)',
      // 192.0.2.1 is TEST-NET-1 (RFC 5737), never routed: with no interface nothing can be sent.
      'for host, port in (("127.0.0.1", 9), ("192.0.2.1", 53)):',
      '    try:',
      '        socket.create_connection((host, port), timeout=3); print(host, "CONNECTED")',
      '    except OSError as e:',
      '        print(host, errno.errorcode.get(e.errno, e.errno))',
    ].join('\n');
    const result = await runner.run(
      { dir: makeWorkspace({ 'net.py': script }) },
      argvSpec(['python3', 'net.py']),
    );
    expect(text(result.stdout).trim().split('\n')).toEqual([
      "['lo']",
      'localhost 127.0.0.1',
      'example.org gaierror',
      '127.0.0.1 ECONNREFUSED',
      '192.0.2.1 ENETUNREACH',
    ]);
  });

  it('keeps the trusted test folder root-owned and read-only: no write, no new file, no chmod, no rename, no delete', async () => {
    const dir = makeWorkspace({
      'patchproof_tests/reproduction/test_x.py': 'TRUSTED\n',
      'calc.py': 'x = 1\n',
    });
    const script = [
      'import os, errno, shutil',
      'def attempt(name, action):',
      '    try:',
      '        action(); print(name, "ALLOWED")',
      '    except OSError as e:',
      '        print(name, errno.errorcode.get(e.errno, e.errno))',
      'T = "patchproof_tests"',
      'attempt("write", lambda: open(T + "/reproduction/test_x.py", "w").write("forged"))',
      'attempt("create", lambda: open(T + "/reproduction/test_y.py", "w").write("forged"))',
      'attempt("chmod", lambda: os.chmod(T + "/reproduction", 0o777))',
      'attempt("rename-file", lambda: os.rename(T + "/reproduction/test_x.py", T + "/reproduction/z.py"))',
      'attempt("rename-folder", lambda: os.rename(T, "moved"))',
      'attempt("delete", lambda: shutil.rmtree(T))',
      'attempt("own-code", lambda: open("calc.py", "a").write("y = 2\\n"))',
      'st = os.stat(T + "/reproduction/test_x.py"); print(st.st_uid, oct(st.st_mode & 0o777), open(T + "/reproduction/test_x.py").read().strip())',
    ].join('\n');
    const result = await runner.run({ dir }, shSpec(`python3 - <<'EOF'\n${script}\nEOF`));
    expect(text(result.stdout).trim().split('\n')).toEqual([
      'write EACCES',
      'create EACCES',
      'chmod EPERM',
      'rename-file EACCES',
      'rename-folder EBUSY',
      'delete EACCES',
      'own-code ALLOWED',
      '0 0o444 TRUSTED',
    ]);
  });

  it('has a read-only root: only /workspace and /tmp (a tmpfs) can be written', async () => {
    const script =
      'for p in /etc/x /usr/x /var/tmp/x /root/x /x /workspace/x /tmp/x; do if touch $p 2>/dev/null; then echo "$p ok"; else echo "$p denied"; fi; done; grep " /tmp " /proc/mounts | cut -d" " -f3';
    const result = await runner.run({ dir: makeWorkspace() }, shSpec(script));
    expect(text(result.stdout).trim().split('\n')).toEqual([
      '/etc/x denied',
      '/usr/x denied',
      '/var/tmp/x denied',
      '/root/x denied',
      '/x denied',
      '/workspace/x ok',
      '/tmp/x ok',
      'tmpfs',
    ]);
  });

  it('holds a process to the pids limit', async () => {
    const script =
      'import os,time\nn=0\ntry:\n    while n < 1000:\n        if os.fork() == 0:\n            time.sleep(30); os._exit(0)\n        n += 1\nexcept OSError as e:\n    print("stopped", n, e.errno)\n';
    const result = await runner.run(
      { dir: makeWorkspace({ 'forks.py': script }) },
      argvSpec(['python3', 'forks.py'], { limits: { pids: 32, timeoutSeconds: 20 } }),
    );
    const [word, count, errnoValue] = text(result.stdout).trim().split(' ');
    expect(word).toBe('stopped');
    expect(Number(count)).toBeLessThan(32);
    expect(errnoValue).toBe('11'); // EAGAIN
    // The sleeping children die with the container: the run ended when the script did.
    expect(result.durationMs).toBeLessThan(15_000);
  });

  it('contains a fork bomb: the run ends on its timeout, fails, and leaves no container', async () => {
    // Every process forks forever and shrugs off EAGAIN: without a pids limit this takes the host down.
    const bomb =
      'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n';
    const result = await runner.run(
      { dir: makeWorkspace({ 'bomb.py': bomb }) },
      argvSpec(['python3', 'bomb.py'], { limits: { pids: 64, timeoutSeconds: 4 } }),
    );
    expect(result.exitCode).toBeNull();
    expect(result.timedOut).toBe(true);
    expect(result.durationMs).toBeLessThan(12_000);
  });

  it('OOM-kills a memory bomb (oomKilled, no exit code)', async () => {
    const script = 'blocks = []\nwhile True:\n    blocks.append(b"x" * (8 << 20))\n';
    const result = await runner.run(
      { dir: makeWorkspace({ 'eat.py': script }) },
      argvSpec(['python3', 'eat.py'], {
        limits: { memoryMiB: 64, diskMiB: 16, timeoutSeconds: 20 },
      }),
    );
    expect(result).toMatchObject({
      oomKilled: true,
      exitCode: null,
      signal: 'SIGKILL',
      timedOut: false,
    });
    expect(result.infrastructureError).toBeUndefined();
  });

  it('kills a hang at the timeout (background jobs and TERM-ignoring processes too) and removes the container', async () => {
    const started = performance.now();
    const result = await runner.run(
      { dir: makeWorkspace() },
      shSpec('trap "" TERM; (trap "" TERM; sleep 60) & sleep 60', {
        limits: { timeoutSeconds: 2 },
      }),
    );
    expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' });
    expect(result.infrastructureError).toBeUndefined();
    expect(result.durationMs).toBeGreaterThanOrEqual(1900);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('truncates an output flood at the cap, kills the container and still ends', async () => {
    const cap = 64 * 1024;
    const result = await runner.run(
      { dir: makeWorkspace() },
      argvSpec(['yes', 'flood'], { limits: { outputBytes: cap, timeoutSeconds: 20 } }),
    );
    expect(result).toMatchObject({ truncated: true, exitCode: null, timedOut: false });
    expect(result.stdout.byteLength).toBe(cap);
    expect(text(result.stdout).startsWith('flood\nflood\n')).toBe(true);
    const stderrFlood = await runner.run(
      { dir: makeWorkspace() },
      shSpec('yes err >&2', { limits: { outputBytes: cap, timeoutSeconds: 20 } }),
    );
    expect(stderrFlood.truncated).toBe(true);
    expect(stderrFlood.stderr.byteLength).toBe(cap);
  });

  it('resolves an absolute symlink inside the container; a relative one climbing out fails the copy closed (CopyFailed)', async () => {
    const inside = await runner.run(
      { dir: makeWorkspace({ link: '->/etc/hostname' }) },
      shSpec('cat link'),
    );
    // The container's file (its ID as host name), not the host's.
    expect(text(inside.stdout)).toMatch(/^[0-9a-f]{12}\n$/);
    expect(text(inside.stdout)).not.toBe(readFileSync('/etc/hostname', 'utf8'));
    const climbing = await runner.run(
      { dir: makeWorkspace({ link: '->../../etc/passwd' }) },
      shSpec('echo should-not-run'),
    );
    expect(dockerFailureCode(climbing.infrastructureError)).toBe('CopyFailed');
    expect(climbing.stdout.byteLength).toBe(0);
  });

  it('refuses a workspace holding a FIFO before any container exists', async () => {
    const dir = makeWorkspace();
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    const result = await runner.run({ dir }, shSpec('true'));
    expect(dockerFailureCode(result.infrastructureError)).toBe('WorkspaceInvalid');
  });

  it('refuses limits the engine would read as "unlimited"', async () => {
    const result = await runner.run(
      { dir: makeWorkspace() },
      shSpec('true', { limits: { pids: 0 } }),
    );
    expect(dockerFailureCode(result.infrastructureError)).toBe('InvalidSpec');
  });

  describe('standard input', () => {
    stdinContract({
      runner: () => runner,
      workspace: () => makeWorkspace(),
      argvSpec: (command) => argvSpec(command),
    });
  });
});
