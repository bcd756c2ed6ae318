/**
 * The judge of recorded Python comparisons (python-judged.ts): a script run with
 * `python3 -I -S` in a container that holds no patched code and no repository, only what it
 * reads on standard input — the comparisons (expected literals, methods, options) and the
 * records the run left. It compares each record with Python's own `==` or unittest's own
 * method, so ordering, sets, tolerances and bytes-vs-str mean what they mean to the test, and
 * prints one verdict per comparison and maker (the class or module that recorded it). It never
 * prints an expected value.
 */
import type { JudgedComparison } from './python-judged.js';

export type JudgedVerdict = 'ok' | 'differs' | 'opaque';

const SCRIPT = String.raw`
import ast, json, sys, unittest
from decimal import Decimal
from fractions import Fraction

ATOMS = 200000
# A value that cannot leave the container equals none of its plain copies (python-recorder.ts
# tried them with its own __eq__): it is unequal to a plain literal, as the test asserts.
NEGATIVE = ('!=', 'not in', 'assertNotEqual', 'assertNotEquals', 'assertNotIn')

class Opaque(Exception):
    pass

def dec(e, budget):
    budget[0] -= 1
    if budget[0] < 0:
        raise ValueError('too many values')
    k = e[0]
    if k == 'none': return None
    if k == 'bool': return bool(e[1])
    if k == 'int': return int(e[1], 16)
    if k == 'float': return float.fromhex(e[1])
    if k == 'complex': return complex(float.fromhex(e[1]), float.fromhex(e[2]))
    if k == 'str': return bytes.fromhex(e[1]).decode('utf-8', 'surrogatepass')
    if k == 'bytes': return bytes.fromhex(e[1])
    if k == 'tuple': return tuple(dec(x, budget) for x in e[1])
    if k == 'list': return [dec(x, budget) for x in e[1]]
    if k == 'dict': return {dec(a, budget): dec(b, budget) for a, b in e[1]}
    if k == 'set': return {dec(x, budget) for x in e[1]}
    if k == 'frozenset': return frozenset(dec(x, budget) for x in e[1])
    if k == 'decimal': return Decimal(e[1])
    if k == 'fraction': return Fraction(int(e[1], 16), int(e[2], 16))
    raise Opaque()

def literal(text):
    return ast.literal_eval('(' + text + '\n)')

def holds(check, value, case):
    expected = literal(check['expected'])
    a, b = (value, expected) if check['actualFirst'] else (expected, value)
    method = check['method']
    if method == '==':
        return bool(a == b)
    if method == '!=':
        return bool(a != b)
    if method == 'in':
        return a in b
    if method == 'not in':
        return a not in b
    options = {k: literal(v) for k, v in check['options'].items()}
    try:
        getattr(case, method)(a, b, **options)
    except AssertionError:
        return False
    return True

def main():
    given = json.load(sys.stdin)
    checks = {c['id']: c for c in given['checks']}
    budget = [ATOMS]
    decoded = []
    unreadable = False
    # Every record is decoded before any is compared, and every one is compared: how long the
    # judge takes depends on what the code wrote, never on whether a value was right.
    for line in given['records'].splitlines():
        try:
            i, e, who = json.loads(line)
            try:
                decoded.append((str(i), str(who), dec(e, budget)))
            except Opaque:
                decoded.append((str(i), str(who), Opaque))
        except Exception:
            unreadable = True
    case = unittest.TestCase()
    verdicts = {}
    for i, who, value in decoded:
        check = checks.get(i)
        if check is None:
            continue
        if value is Opaque:
            verdict = 'ok' if check['method'] in NEGATIVE else 'opaque'
        else:
            try:
                verdict = 'ok' if holds(check, value, case) else 'differs'
            except Exception:
                verdict = 'differs'
        mine = verdicts.setdefault(i, {})
        if mine.get(who, 'ok') == 'ok':
            mine[who] = verdict
    sys.stdout.write(json.dumps({'verdicts': verdicts, 'unreadable': unreadable}))

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

/** Per comparison id, the verdict for each maker of its records (the test class, or module). */
export type JudgedVerdicts = ReadonlyMap<string, ReadonlyMap<string, JudgedVerdict>>;

/** The judge's verdicts; null when the records could not be read. Throws on output it never prints. */
export function readVerdicts(stdout: string): JudgedVerdicts | null {
  const parsed = JSON.parse(stdout) as { verdicts?: unknown; unreadable?: unknown };
  if (parsed.unreadable === true) return null;
  const known = new Set(['ok', 'differs', 'opaque']);
  const out = new Map<string, Map<string, JudgedVerdict>>();
  if (typeof parsed.verdicts !== 'object' || parsed.verdicts === null)
    throw new Error('the judge printed no verdicts');
  for (const [id, byWho] of Object.entries(parsed.verdicts as Record<string, unknown>)) {
    const mine = new Map<string, JudgedVerdict>();
    for (const [who, v] of Object.entries(byWho as Record<string, unknown>)) {
      if (typeof v !== 'string' || !known.has(v))
        throw new Error(`the judge gave an unknown verdict for comparison ${id}`);
      mine.set(who, v as JudgedVerdict);
    }
    out.set(id, mine);
  }
  return out;
}
