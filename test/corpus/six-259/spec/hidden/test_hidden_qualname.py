# Written for this corpus from issue #259: a class decorated with six.add_metaclass keeps
# its __qualname__ (nested in a class, in a function, at module level, with __slots__),
# and still gets the metaclass.
import six


class Meta(type):
    pass


class Outer:
    @six.add_metaclass(Meta)
    class Inner:
        x = 1


@six.add_metaclass(Meta)
class TopLevel:
    pass


def make_nested():
    class Box:
        class Lid:
            @six.add_metaclass(Meta)
            class Hinge:
                __slots__ = ("pin",)

    return Box.Lid.Hinge


def test_nested_in_module_level_class():
    assert Outer.Inner.__qualname__ == "Outer.Inner"
    assert type(Outer.Inner) is Meta
    assert Outer.Inner.x == 1


def test_deeply_nested_in_function_with_slots():
    hinge = make_nested()
    assert hinge.__qualname__ == "make_nested.<locals>.Box.Lid.Hinge"
    assert type(hinge) is Meta
    assert hinge.__slots__ == ("pin",)


def test_top_level_unchanged():
    assert TopLevel.__qualname__ == "TopLevel"
    assert TopLevel.__name__ == "TopLevel"
    assert type(TopLevel) is Meta
