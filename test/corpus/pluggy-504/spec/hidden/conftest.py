# The `pm` fixture of pluggy's own testing/conftest.py (pytest-dev/pluggy, MIT), for the
# hidden tests written for this corpus.
import pytest

from pluggy import PluginManager


@pytest.fixture
def pm() -> PluginManager:
    return PluginManager("example")
