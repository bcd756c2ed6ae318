# Written for this corpus from issue #387: reading a @cachedmethod through its class (as
# introspection and mock's autospec do) gives the wrapper with no warning; instances keep
# caching the wrapper in their __dict__.
import inspect
import unittest.mock
import warnings

import pytest

from cachetools import LRUCache, cachedmethod


class Service:
    def __init__(self):
        self.cache = LRUCache(4)
        self.calls = 0

    @cachedmethod(lambda self: self.cache)
    def fetch(self, key):
        """Fetch one thing."""
        self.calls += 1
        return key.upper()

    @cachedmethod(lambda self: self.cache, info=True)
    def fetch_info(self, key):
        return key


@pytest.mark.parametrize("name", ["fetch", "fetch_info"])
def test_class_access_is_quiet(name):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        attr = getattr(Service, name)
    assert attr.__name__ == name
    assert callable(attr)


def test_introspection_sees_the_method():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert Service.fetch.__doc__ == "Fetch one thing."
        assert list(inspect.signature(Service.fetch).parameters)[-1] == "key"
        names = [n for n, _ in inspect.getmembers(Service)]
    assert "fetch" in names


def test_patch_object_with_autospec():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with unittest.mock.patch.object(Service, "fetch", autospec=True) as fake:
            fake.return_value = "X"
            assert Service().fetch("a") == "X"


def test_instances_still_cache():
    s = Service()
    assert s.fetch("a") == "A" and s.fetch("a") == "A"
    assert s.calls == 1
    assert "fetch" in vars(s)
