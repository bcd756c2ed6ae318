import pytest


@pytest.fixture
def latin_sample():
    samples = {}
    return samples["latin"]
