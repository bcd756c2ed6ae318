// Code a library compiles at run time (boltons' FunctionBuilder, attrs' generated __init__):
// Python names its frames `<…>`, with no file. When such a frame is the innermost, the
// exception arose in code the repository generated, not in the test that called it
// (boltons-261 of the corpus: `wraps(g)(f)(3, 4)` raising TypeError inside the generated
// wrapper read as raised in the test). Frames of the interpreter's own (`<frozen …>`), of
// doctest examples (test code), and of `exec` with no name (`<string>`, anyone's) decide
// as before.
import { describe, expect, it } from 'vitest';
import { raiseSite } from '../../src/core/reports/raise-site.js';

// pytest 7's long format, as boltons-261's reproduction prints it on the base (junit text).
const PYTEST_LONG = `def test_wraps_target_kwonly_arg_no_default():
        def g(a, b):
            return a * b
    
        def f(a, *, b):
            return a + b
    
>       assert wraps(g)(f)(3, 4) == 7
               ^^^^^^^^^^^^^^^^^

patchproof_tests/reproduction/test_wraps_target_kwonly.py:27: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 

a = 3, b = 4

>   ???
E   TypeError: test_wraps_target_kwonly_arg_no_default.<locals>.f() takes 1 positional argument but 2 were given

<boltons.funcutils.FunctionBuilder-2>:2: TypeError`;

const native = (innermost: string): string => `Traceback (most recent call last):
  File "/workspace/tests/test_funcutils.py", line 27, in test_wraps
    assert wraps(g)(f)(3, 4) == 7
  File "${innermost}", line 2, in f
TypeError: f() takes 1 positional argument but 2 were given`;

describe('frames of code generated at run time', () => {
  it("pytest's long format: the generated wrapper is the repository's code", () => {
    expect(raiseSite(PYTEST_LONG)).toBe('code');
  });

  it('a native traceback: the same, also for a generated name with spaces', () => {
    expect(raiseSite(native('<boltons.funcutils.FunctionBuilder-0>'))).toBe('code');
    expect(raiseSite(native('<attrs generated init lib.C>'))).toBe('code');
  });

  it('the interpreter, doctest examples and nameless exec decide as before: the test', () => {
    for (const name of [
      '<frozen importlib._bootstrap>',
      '<doctest lib.f[0]>',
      '<string>',
      '<stdin>',
    ])
      expect(raiseSite(native(name)), name).toBe('test');
  });

  it('a generated frame under a test fixture is still the fixture', () => {
    const text = `Traceback (most recent call last):
  File "/workspace/tests/test_x.py", line 5, in setUp
    self.obj = make()
  File "<attrs generated init lib.C>", line 3, in __init__
TypeError: bad`;
    expect(raiseSite(text)).toBe('test');
  });
});
