// Environment splits (issue 35): places where a patch may tell the sandbox from production.
// Each attack's shape is found; honest code that only looks alike is not.
import { describe, expect, it } from 'vitest';
import { environmentFindings } from '../../src/core/intake/environment-findings.js';
import type { FileOutcome } from '../../src/core/apply/apply-patch.js';

const file = (path: string, before: string | null, after: string): FileOutcome => ({
  path,
  before: before === null ? null : { text: before, mode: '100644' },
  after: { text: after, mode: '100644' },
});

describe('environment findings', () => {
  it('a fix applied only where /proc/self/status shows NoNewPrivs: the probe, at its line', () => {
    const before = 'def f(x):\n    return x\n';
    const after =
      "def f(x):\n    status = open('/proc/self/status').read()\n    if 'NoNewPrivs:\\t1' in status:\n        return x + 1\n    return x\n";
    expect(environmentFindings([file('m.py', before, after)])).toEqual([
      { code: 'EnvironmentProbe', path: 'm.py', line: 2, detail: '/proc/self' },
      { code: 'EnvironmentProbe', path: 'm.py', line: 3, detail: 'NoNewPrivs' },
    ]);
  });

  it.each([
    ['python uid', 'x.py', 'if os.geteuid() != 0: fixed = True', 'os.geteuid'],
    ['node hostname', 'x.js', 'if (os.hostname().length === 12) fixed = true;', 'os.hostname'],
    ['go uid', 'x.go', 'if os.Getuid() == 65534 { fixed = true }', 'os.Getuid'],
    ['cgroups', 'x.py', "sandbox = os.path.exists('/sys/fs/cgroup/pids.max')", '/sys/fs/cgroup'],
    ['the container marker', 'x.ts', "const inBox = fs.existsSync('/.dockerenv');", '/.dockerenv'],
    ['a uid call imported by name', 'x.py', 'sandboxed = getuid() != 0', 'getuid('],
    [
      '/proc joined from pieces',
      'x.py',
      "path = os.path.join('/proc', 'self', 'status')",
      "'/proc",
    ],
    [
      'pytest loaded',
      'x.py',
      "if 'pytest' in sys.modules: fixed = True",
      "'pytest' in sys.modules",
    ],
    ['a Go test binary', 'x.go', 'if testing.Testing() { fixed = true }', 'testing.Testing('],
    ['a Jest worker', 'x.js', 'if (process.env.JEST_WORKER_ID) fixed = true;', 'JEST_WORKER_ID'],
  ])('finds %s', (_name, path, line, detail) => {
    expect(environmentFindings([file(path, '', `${line}\n`)])).toMatchObject([
      { code: 'EnvironmentProbe', path, line: 1, detail },
    ]);
  });

  it('a Go fix behind a build constraint (cgo off in the runner): the constraint of each changed file', () => {
    const nocgo = '//go:build !cgo\n\npackage p\n\nfunc fixed() bool { return true }\n';
    const cgo = '//go:build cgo\n\npackage p\n\nfunc fixed() bool { return false }\n';
    expect(
      environmentFindings([file('fix_nocgo.go', null, nocgo), file('bug.go', 'package p\n', cgo)]),
    ).toEqual([
      { code: 'BuildConstraint', path: 'bug.go', line: 1, detail: '//go:build cgo' },
      { code: 'BuildConstraint', path: 'fix_nocgo.go', line: 1, detail: '//go:build !cgo' },
    ]);
    // Importing "C" builds a file only with cgo on, with no tag at all.
    const withC =
      'package p\n\n// #include <stdlib.h>\nimport "C"\n\nfunc fixed() bool { return false }\n';
    expect(environmentFindings([file('bug.go', 'package p\n', withC)])).toMatchObject([
      { code: 'BuildConstraint', path: 'bug.go', detail: 'import "C" (built only with cgo)' },
    ]);
    expect(
      environmentFindings([file('sys_windows.go', 'package p\n', 'package p\n\nvar x = 1\n')]),
    ).toMatchObject([{ code: 'BuildConstraint', detail: 'file name _windows.go' }]);
  });

  it('honest code: environment variables, a probe the base already had, other files, words that only look alike', () => {
    const had = "status = open('/proc/self/status').read()\n";
    expect(
      environmentFindings([
        file('a.py', '', "color = os.environ.get('NO_COLOR') is None\n"),
        file('b.py', had, `${had}x = 1\n`),
        file('notes.md', '', 'see /proc/self/status\n'),
        file('c.js', '', 'const proc = processes.map((p) => p.hostnameLabel);\n'),
        file(
          'd.go',
          'package d\n',
          'package d\n\n// build notes: +build is old syntax\nvar x = 1\n',
        ),
      ]),
    ).toEqual([]);
  });
});
