# Written for this corpus from issue #218: a @cachedmethod's `cache_key`, read from an
# instance's bound method, is bound to that instance, so `obj.method.cache_key(*args)` is
# the key the method caches `obj.method(*args)` under (to look it up or evict it), for
# custom key functions and with locks, conditions and info too.
import threading

import pytest

from cachetools import LRUCache, cachedmethod, keys


def by_name(self, x):
    return (self.name, x)


class Thing:
    def __init__(self, name):
        self.name = name
        self.cache = LRUCache(10)
        self.lock = threading.Lock()
        self.cond = threading.Condition()
        self.calls = 0

    @cachedmethod(lambda self: self.cache, key=by_name)
    def named(self, x):
        self.calls += 1
        return x * 2

    @cachedmethod(lambda self: self.cache)
    def plain(self, x, y=0):
        self.calls += 1
        return x + y

    @cachedmethod(lambda self: self.cache, lock=lambda self: self.lock, info=True)
    def locked(self, x):
        self.calls += 1
        return -x

    @cachedmethod(lambda self: self.cache, condition=lambda self: self.cond)
    def conditioned(self, x):
        self.calls += 1
        return x


@pytest.mark.parametrize("method", ["named", "plain", "locked", "conditioned"])
def test_cache_key_is_the_stored_key(method):
    t = Thing("a")
    bound = getattr(t, method)
    bound(5)
    assert bound.cache_key(5) in t.cache
    del t.cache[bound.cache_key(5)]
    bound(5)
    assert t.calls == 2


def test_custom_key_sees_the_instance():
    a, b = Thing("a"), Thing("b")
    assert a.named.cache_key(3) == ("a", 3)
    assert b.named.cache_key(3) == ("b", 3)


def test_default_key_with_keywords():
    t = Thing("a")
    assert t.plain.cache_key(1, y=2) == keys.methodkey(t, 1, y=2)
    assert t.plain(1, y=2) == 3
    assert t.plain.cache_key(1, y=2) in t.cache


def test_cache_still_works():
    t = Thing("a")
    assert [t.named(2), t.named(2), t.locked(4), t.locked(4)] == [4, 4, -4, -4]
    assert t.calls == 2
    assert t.locked.cache_info().hits == 1
