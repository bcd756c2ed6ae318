/**
 * Environment splits (issue 35): a patch can tell the sandbox from production and fix the bug
 * only in the sandbox. Two ways were shown to buy a proof-grade PASS that way:
 *
 * - it reads what the sandbox looks like from inside (`/proc/self/status` shows
 *   `NoNewPrivs: 1` and no capabilities; also the uid, the hostname, cgroups, `/.dockerenv`);
 * - a Go fix sits in a file a build constraint keeps only in the runner's build (the runner
 *   builds with cgo off; production often with it on), beside the bug in a `//go:build cgo`
 *   file.
 *
 * - it asks whether a test runner is loaded (`"pytest" in sys.modules`, `testing.Testing()`,
 *   `JEST_WORKER_ID`, `VITEST`), which production never has.
 *
 * Intake cannot tell such a probe from an honest one, so it does not refuse: it reports the
 * places as findings, the review shows them, and a receipt whose patch has findings is not
 * proof grade (the verdict stands). What is read: the lines the patch adds to code files, for
 * the probes below; and, for Go, every changed file that carries a build constraint (a
 * `//go:build` or `// +build` line, or an `_<os>`/`_<arch>` name) after the patch. Not read:
 * a probe spelled so that no pattern matches it (a path built from pieces), and environment
 * variables, which honest fixes read all the time and whose values the run spec sets.
 */
import type { FileOutcome } from '../apply/apply-patch.js';
import { syntaxLanguageFor } from '../gates/syntax-port.js';
import { addedLines } from '../text/added-lines.js';

export type FindingCode = 'EnvironmentProbe' | 'BuildConstraint';

export interface PatchFinding {
  readonly code: FindingCode;
  readonly path: string;
  /** 1-based line in the file after the patch. */
  readonly line: number;
  /** What was found: the probe's text, or the constraint. */
  readonly detail: string;
}

/** How an approval names a finding it accepts (approval.ts `acceptedFindings`). */
export function findingKey(f: Pick<PatchFinding, 'code' | 'path' | 'line'>): string {
  return `${f.code}@${f.path}:${f.line}`;
}

/** At most this many findings are kept: one is enough to take the proof grade away. */
export const MAX_FINDINGS = 20;

// What a process can learn of its own confinement, in the spellings of Python, JS and Go.
const PROBES: readonly RegExp[] = [
  /\/proc\/(?:self|\d+|1|thread-self)\b/,
  /\/sys\/fs\/cgroup/,
  /\/\.dockerenv|\/run\/\.containerenv/,
  /\bNoNewPrivs\b|\bCap(?:Eff|Prm|Bnd|Inh|Amb)\b|\bSeccomp\b/,
  /\b(?:os|process|syscall|unix)\.(?:getuid|geteuid|getgid|getegid|Getuid|Geteuid|Getgid|Getegid)\b/,
  /\bgethostname\b|\bos\.Hostname\b|\bos\.hostname\b|\bplatform\.node\b|\bos\.uname\b/,
  /\b(?:prctl|Prctl|capget|Capget|getpwuid|userInfo)\b/,
  // A path built from pieces still names its root; other files that describe the host.
  /['"`]\/proc\b|\/etc\/(?:hostname|mtab|machine-id)\b/,
  // The same calls imported by name (`from os import getuid`), and who the user is.
  /\b(?:getuid|geteuid|getgid|getegid|getlogin|getfqdn|getuser)\s*\(|\buser\.Current\s*\(|\bplatform\.uname\b/,
  // Whether a test runner is loaded: the plainest split of all.
  /\bPYTEST_CURRENT_TEST\b|['"](?:_?pytest|unittest)['"]\s+in\s+sys\.modules|\bsys\.modules(?:\.get)?\s*[[(]\s*['"]_?pytest/,
  /\btesting\.Testing\s*\(|\bJEST_WORKER_ID\b|\bVITEST\w*|\bNODE_TEST_CONTEXT\b/,
];

const GO_CONSTRAINT = /^\s*\/\/(?:go:build\s|\s*\+build\s)(.*)$/m;
const GOOS_GOARCH =
  /_(?:aix|android|darwin|dragonfly|freebsd|hurd|illumos|ios|js|linux|nacl|netbsd|openbsd|plan9|solaris|wasip1|windows|zos|386|amd64|arm|arm64|loong64|mips|mipsle|mips64|mips64le|ppc64|ppc64le|riscv64|s390x|wasm)(?:_test)?\.go$/;

/** The findings of a patch's changed files, in path order, at most MAX_FINDINGS. */
export function environmentFindings(changes: readonly FileOutcome[]): PatchFinding[] {
  const findings: PatchFinding[] = [];
  for (const change of [...changes].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (change.after === null) continue;
    // Code files, and scripts a command may run by their #! line.
    if (!syntaxLanguageFor(change.path) && !change.after.text.startsWith('#!')) continue;
    findings.push(...probesAdded(change.path, change.before?.text ?? '', change.after.text));
    if (change.path.endsWith('.go')) findings.push(...constraintOf(change.path, change.after.text));
  }
  return findings.slice(0, MAX_FINDINGS);
}

/** Probes on lines the patch added (text/added-lines.ts). */
function probesAdded(path: string, before: string, after: string): PatchFinding[] {
  const found: PatchFinding[] = [];
  for (const [i, line] of addedLines(before, after)) {
    const probe = PROBES.map((p) => p.exec(line)).find((m) => m !== null);
    if (probe) found.push({ code: 'EnvironmentProbe', path, line: i + 1, detail: probe[0] });
  }
  return found;
}

function constraintOf(path: string, text: string): PatchFinding[] {
  const tag = GO_CONSTRAINT.exec(text);
  if (tag) {
    const line = text.slice(0, tag.index).split('\n').length;
    return [{ code: 'BuildConstraint', path, line, detail: `//go:build ${(tag[1] ?? '').trim()}` }];
  }
  // A file that imports "C" is built only with cgo on: a constraint without a tag.
  const cgo = /^\s*import\s+(?:\(\s*)?"C"/m.exec(text);
  if (cgo) {
    const line = text.slice(0, cgo.index).split('\n').length;
    return [{ code: 'BuildConstraint', path, line, detail: 'import "C" (built only with cgo)' }];
  }
  const suffix = GOOS_GOARCH.exec(path);
  return suffix
    ? [{ code: 'BuildConstraint', path, line: 1, detail: `file name ${suffix[0]}` }]
    : [];
}
