/**
 * The recorder a sealed Python test file calls in place of a judged comparison
 * (python-judged.ts). It writes one JSON line per call, `[id, value]`, to a file of the
 * workspace that the runner reads back; the value is carried as plain data with exact
 * encodings (integers and floats in hex, strings as their UTF-8 bytes), so the judge rebuilds
 * an equal value. Subclasses of the built-in types travel as their base type (an IntEnum as
 * its int, a namedtuple as its tuple), any `numbers` ABC as its value, a `Mapping` that keeps
 * the ABC's equality as a dict, NumPy scalars as their item; for the methods that take any
 * iterable or sequence (`seq` 1: assertCountEqual; 2: assertSequenceEqual, which needs `len`
 * and indexing) such a value as its list. Anything
 * else is opaque and never equals the expected value.
 *
 * Each record also names who made it: the running test's class (or, for a test function,
 * its module), read from the caller's frame, so a test inherited by several classes is judged
 * per class as the report lists it. What it calls is bound when the file loads, so a test
 * that mocks `os` or `json` does not move or break its records.
 *
 * The code under test can write to that file as well: it can add, change or drop records,
 * but not learn the expected values, which never enter the container. A record that does not
 * hold fails its test; a test that passed without its record fails too.
 */

/** The recorder's Python source; `__NAME__`, `__FILE__` and `__UPS__` are filled in. */
const SOURCE = String.raw`
def __NAME___bind():
    import os, sys, numbers, types, collections.abc
    here = os.path.dirname(os.path.realpath(__file__))
    path = os.path.join(here, *(['..'] * __UPS__), '__FILE__')
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT
    return (path, flags, os.open, os.write, os.close, sys._getframe, sys.modules,
            numbers.Integral, numbers.Rational, numbers.Real, numbers.Complex,
            types.MappingProxyType, collections.abc.Mapping)

def __NAME__(i, v, seq=0, b=__NAME___bind()):
    try:
        e = __NAME___enc(v, 0, b)
        if e[0] == 'opaque' and (seq == 1 or (seq == 2 and all(
                hasattr(type(v), n) for n in ('__len__', '__getitem__')))):
            e = ['list', [__NAME___enc(x, 1, b) for x in v]]
        if e[0] == 'opaque':
            e = __NAME___equal(v, b) or e
    except Exception:
        e = ['opaque', __NAME___type(v)]
    try:
        f = b[5](1)
        s = f.f_locals.get('self')
        who = type(s).__name__ if s is not None else str(f.f_globals.get('__name__', ''))
        who = who.rsplit('.', 1)[-1]
    except Exception:
        who = ''
    line = __NAME___json([i, e, who])
    if len(line) > 1048576:
        line = __NAME___json([i, ['opaque', 'over 1 MiB'], who])
    fd = b[2](b[0], b[1], 0o644)
    try:
        b[3](fd, (line + '\n').encode('ascii'))
    finally:
        b[4](fd)

def __NAME___equal(v, b):
    # A value of its own type that says it equals a plain copy of itself (UserString, a lazy
    # string, a dtype and its name) travels as that copy. Iterators are never drained.
    kinds = (str, int, float) if __NAME___iterable(v) is False else (str, list, tuple, dict, int, float)
    for kind in kinds:
        try:
            c = kind(v)
            if c == v and v == c:
                e = __NAME___enc(c, 1, b)
                if e[0] != 'opaque':
                    return e
        except Exception:
            pass
    return None

def __NAME___iterable(v):
    try:
        return iter(v) is not v
    except Exception:
        return None

def __NAME___json(x):
    if isinstance(x, list):
        return '[' + ','.join(__NAME___json(y) for y in x) + ']'
    if x is True or x is False:
        return 'true' if x else 'false'
    return '"' + ''.join(c if c.isascii() and (c.isalnum() or c in '._+-<>') else '?' for c in str(x)) + '"'

def __NAME___type(v):
    t = type(v)
    return str(getattr(t, '__module__', '?')) + '.' + str(getattr(t, '__qualname__', '?'))

def __NAME___enc(v, d, b):
    if d > 100:
        raise ValueError('too deep')
    t = type(v)
    e = lambda x: __NAME___enc(x, d + 1, b)
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
    (_, _, _, _, _, _, m, integral, rational, real, cplx, proxy, mapping) = b
    if t is proxy or (isinstance(v, mapping) and getattr(t, '__eq__', None) is mapping.__eq__):
        return ['dict', [[e(k), e(x)] for k, x in v.items()]]
    decimal = getattr(m.get('decimal'), 'Decimal', None)
    if decimal is not None and issubclass(t, decimal):
        return ['decimal', decimal.__str__(v)]
    generic = getattr(m.get('numpy'), 'generic', None)
    if generic is not None and isinstance(v, generic):
        return e(v.item())
    if isinstance(v, integral):
        return ['int', hex(int(v))]
    if isinstance(v, rational):
        return ['fraction', hex(int(v.numerator)), hex(int(v.denominator))]
    if isinstance(v, real):
        return ['float', float.hex(float(v))]
    if isinstance(v, cplx):
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
