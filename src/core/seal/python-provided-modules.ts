/**
 * Top-level modules a Python test gets from the interpreter or its runner before the suite's
 * own folder can matter: built into the interpreter, or already in `sys.modules` when a test
 * runs. `import gc` in a test is the built-in gc even beside a suite file `gc.py`, so such
 * a file is no helper of the suite and sealing must not send that import to it
 * (python-helper-names.ts; found by the fidelity run on Python's test/dtracedata/gc.py and
 * sympy/testing/pytest.py, issue 34).
 *
 * Read from the runner image patchproof-runner-python:3 (Debian's Python 3.11.2, pytest
 * 7.2.1): `sys.builtin_module_names`, and the first part of every key of `sys.modules` inside
 * a test run by `python3 -m pytest` and by `python3 -m unittest`.
 */
export const PROVIDED_MODULES: ReadonlySet<string> = new Set(
  `
__future__ _abc _ast _bisect _blake2 _bz2 _codecs _collections _collections_abc _compression
_csv _datetime _decimal _elementtree _frozen_importlib _frozen_importlib_external _functools
_heapq _imp _io _json _locale _lzma _md5 _opcode _operator _pickle _posixsubprocess _pytest
_random _sha1 _sha256 _sha3 _sha512 _signal _sitebuiltins _socket _sre _stat _statistics
_string _struct _symtable _thread _tokenize _tracemalloc _typing _uuid _warnings _weakref
_weakrefset abc argparse array ast atexit attr base64 bdb binascii bisect builtins bz2
calendar cmath cmd code codecs codeop collections contextlib copy copyreg csv dataclasses
datetime decimal difflib dis email encodings enum errno faulthandler fcntl fnmatch functools
gc genericpath gettext glob grp heapq importlib iniconfig inspect io ipaddress itertools json
keyword linecache locale logging lzma marshal math ntpath numbers opcode operator os pathlib
pdb platform pluggy posix posixpath pprint pwd py pyexpat pytest quopri random re reprlib
runpy select selectors shlex shutil signal site sitecustomize socket spwd stat string struct
subprocess sys syslog tempfile textwrap threading time token tokenize traceback types typing
unicodedata unittest urllib uuid warnings weakref xml xxsubtype zipfile zipimport zlib
`
    .trim()
    .split(/\s+/),
);
