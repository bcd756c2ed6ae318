/**
 * The judge of recorded Python comparisons (python-judged.ts): a script run with
 * `python3 -I -S` in a container that holds no patched code and no repository, only what it
 * reads on standard input — the comparisons (expected literals, methods, options) and the
 * records the run left. It compares each record with Python's own `==` or unittest's own
 * method, so ordering, sets, tolerances and bytes-vs-str mean what they mean to the test, and
 * prints one verdict per comparison. It never prints an expected value.
 */
import type { JudgedComparison } from './python-judged.js';

export type JudgedVerdict = 'ok' | 'differs' | 'missing' | 'opaque' | 'unreadable';

const SCRIPT = String.raw`
import ast, json, sys, unittest
from decimal import Decimal
from fractions import Fraction

class Opaque(Exception):
    pass

def dec(e):
    k = e[0]
    if k == 'none': return None
    if k == 'bool': return bool(e[1])
    if k == 'int': return int(e[1], 16)
    if k == 'float': return float.fromhex(e[1])
    if k == 'complex': return complex(float.fromhex(e[1]), float.fromhex(e[2]))
    if k == 'str': return bytes.fromhex(e[1]).decode('utf-8', 'surrogatepass')
    if k == 'bytes': return bytes.fromhex(e[1])
    if k == 'tuple': return tuple(dec(x) for x in e[1])
    if k == 'list': return [dec(x) for x in e[1]]
    if k == 'dict': return {dec(a): dec(b) for a, b in e[1]}
    if k == 'set': return {dec(x) for x in e[1]}
    if k == 'frozenset': return frozenset(dec(x) for x in e[1])
    if k == 'decimal': return Decimal(e[1])
    if k == 'fraction': return Fraction(int(e[1], 16), int(e[2], 16))
    raise Opaque()

def holds(check, value, case):
    expected = ast.literal_eval(check['expected'])
    a, b = (value, expected) if check['actualFirst'] else (expected, value)
    if check['method'] == '==':
        return bool(a == b)
    options = {k: ast.literal_eval(v) for k, v in check['options'].items()}
    try:
        getattr(case, check['method'])(a, b, **options)
    except AssertionError:
        return False
    return True

def main():
    given = json.load(sys.stdin)
    records = {}
    unreadable = False
    for line in given['records'].splitlines():
        try:
            i, e = json.loads(line)
            records.setdefault(str(i), []).append(e)
        except Exception:
            unreadable = True
    case = unittest.TestCase()
    verdicts = {}
    for check in given['checks']:
        got = records.get(check['id'], [])
        if unreadable:
            verdicts[check['id']] = 'unreadable'
            continue
        verdict = 'ok' if got else 'missing'
        for e in got:
            try:
                if not holds(check, dec(e), case):
                    verdict = 'differs'
            except Opaque:
                verdict = 'opaque'
            except Exception:
                verdict = 'differs'
            if verdict != 'ok':
                break
        verdicts[check['id']] = verdict
    sys.stdout.write(json.dumps({'verdicts': verdicts}))

main()
`;

/** The judge's argv (a runner image's python3; no site, no user paths). */
export function judgeCommand(): readonly string[] {
  return ['python3', '-I', '-S', '-c', SCRIPT];
}

/** What the judge reads on standard input. */
export function judgeInput(checks: readonly JudgedComparison[], records: string): Uint8Array {
  const payload = {
    checks: checks.map((c) => ({
      id: c.id,
      method: c.method,
      expected: c.expected,
      actualFirst: c.actualFirst,
      options: c.options,
    })),
    records,
  };
  return new TextEncoder().encode(JSON.stringify(payload));
}

/** The judge's verdicts by comparison id; throws when its output is not what it prints. */
export function readVerdicts(
  stdout: string,
  checks: readonly JudgedComparison[],
): Map<string, JudgedVerdict> {
  const parsed = JSON.parse(stdout) as { verdicts?: Record<string, unknown> };
  const verdicts = new Map<string, JudgedVerdict>();
  const known = new Set(['ok', 'differs', 'missing', 'opaque', 'unreadable']);
  for (const c of checks) {
    const v = parsed.verdicts?.[c.id];
    if (typeof v !== 'string' || !known.has(v))
      throw new Error(`the judge gave no verdict for comparison ${c.id}`);
    verdicts.set(c.id, v as JudgedVerdict);
  }
  return verdicts;
}
