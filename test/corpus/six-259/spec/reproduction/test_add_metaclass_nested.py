# test_add_metaclass_nested, as benjaminp/six a611f60 (#260, fixes #259) added it to
# test_six.py, copied whole (with the module's imports it uses).
import sys

import py

import six


@py.test.mark.skipif("sys.version_info[:2] < (3, 3)")
def test_add_metaclass_nested():
    # Regression test for https://github.com/benjaminp/six/issues/259
    class Meta(type):
        pass

    class A:
        class B: pass

    expected = 'test_add_metaclass_nested.<locals>.A.B'

    assert A.B.__qualname__ == expected

    class A:
        @six.add_metaclass(Meta)
        class B: pass

    assert A.B.__qualname__ == expected
