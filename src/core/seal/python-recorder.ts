/**
 * The recorder a sealed Python test file calls in place of a judged comparison
 * (python-judged.ts). It writes one JSON line per call, `[id, value]`, to a file of the
 * workspace that the runner reads back; the value is carried as plain data with exact
 * encodings (integers and floats in hex, strings as their UTF-8 bytes), so the judge rebuilds
 * an equal value. Subclasses of the built-in types travel as their base type (an IntEnum as
 * its int, a namedtuple as its tuple), any `numbers` ABC as its value, a `Mapping` that keeps
 * the ABC's equality as a dict, NumPy scalars as their item; for the methods that take any
 * iterable (`seq`: assertCountEqual, assertSequenceEqual) an iterable as its list. Anything
 * else is opaque and never equals the expected value.
 *
 * The code under test can write to that file as well: it can add, change or drop records,
 * but not learn the expected values, which never enter the container. A record that does not
 * hold fails its test; a test that passed without its record fails too.
 */

/** The recorder's Python source; `__NAME__`, `__FILE__` and `__UPS__` are filled in. */
const SOURCE = String.raw`
def __NAME__(i, v, seq=False):
    import json as j, os as o
    try:
        e = __NAME___enc(v, 0)
        if seq and e[0] == 'opaque':
            e = ['list', [__NAME___enc(x, 1) for x in v]]
        line = j.dumps([i, e])
        if len(line) > 4194304:
            line = j.dumps([i, ['opaque', 'a value over 4 MiB']])
    except Exception:
        line = j.dumps([i, ['opaque', __NAME___type(v)]])
    here = o.path.dirname(o.path.realpath(__file__))
    path = o.path.join(here, *(['..'] * __UPS__), '__FILE__')
    fd = o.open(path, o.O_WRONLY | o.O_APPEND | o.O_CREAT, 0o644)
    try:
        o.write(fd, (line + '\n').encode('ascii'))
    finally:
        o.close(fd)

def __NAME___type(v):
    t = type(v)
    return str(getattr(t, '__module__', '?')) + '.' + str(getattr(t, '__qualname__', '?'))

def __NAME___enc(v, d):
    if d > 100:
        raise ValueError('too deep')
    t = type(v)
    e = lambda x: __NAME___enc(x, d + 1)
    if v is None:
        return ['none']
    if issubclass(t, bool):
        return ['bool', bool(v)]
    if issubclass(t, int):
        return ['int', hex(int.__index__(v))]
    if issubclass(t, float):
        return ['float', float.hex(float(v))]
    if issubclass(t, complex):
        c = complex(v)
        return ['complex', float.hex(c.real), float.hex(c.imag)]
    if issubclass(t, str):
        return ['str', str.encode(v, 'utf-8', 'surrogatepass').hex()]
    if issubclass(t, (bytes, bytearray, memoryview)):
        return ['bytes', bytes(v).hex()]
    if issubclass(t, tuple):
        return ['tuple', [e(x) for x in tuple.__iter__(v)]]
    if issubclass(t, list):
        return ['list', [e(x) for x in list.__iter__(v)]]
    if issubclass(t, dict):
        return ['dict', [[e(k), e(x)] for k, x in dict.items(v)]]
    if issubclass(t, frozenset):
        return ['frozenset', [e(x) for x in frozenset.__iter__(v)]]
    if issubclass(t, set):
        return ['set', [e(x) for x in set.__iter__(v)]]
    import sys as s, numbers as n, collections.abc as a, types as y
    m = s.modules
    if t is y.MappingProxyType or (
        isinstance(v, a.Mapping) and getattr(t, '__eq__', None) is a.Mapping.__eq__
    ):
        return ['dict', [[e(k), e(x)] for k, x in v.items()]]
    if 'decimal' in m and issubclass(t, m['decimal'].Decimal):
        return ['decimal', m['decimal'].Decimal.__str__(v)]
    if 'numpy' in m and isinstance(v, m['numpy'].generic):
        return e(v.item())
    if isinstance(v, n.Integral):
        return ['int', hex(int(v))]
    if isinstance(v, n.Rational):
        return ['fraction', hex(int(v.numerator)), hex(int(v.denominator))]
    if isinstance(v, n.Real):
        return ['float', float.hex(float(v))]
    if isinstance(v, n.Complex):
        c = complex(v)
        return ['complex', float.hex(c.real), float.hex(c.imag)]
    return ['opaque', __NAME___type(v)]
`;

/**
 * One statement that defines the recorder `name` in the file's globals and binds nothing
 * else; `records` is its file, relative to the workspace root, `ups` folders above the test
 * file's own.
 */
export function recorderStatement(name: string, records: string, ups: number): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || !/^[A-Za-z0-9._-]+$/.test(records))
    throw new Error('a recorder name is an identifier and its file a plain name');
  const source = SOURCE.replaceAll('__NAME__', name)
    .replaceAll('__FILE__', records)
    .replaceAll('__UPS__', String(ups));
  return `exec(${JSON.stringify(source)}, globals())`;
}
