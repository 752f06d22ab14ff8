"""Shared fixtures: offline models (loaded once per session) and hand-built records."""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import pytest

from memstream.settings import ModelSettings


@pytest.fixture(scope="session")
def enricher():
    """The real enricher with the packaged models (about 8 s, once per test session)."""
    from memstream.encoders import load_enricher

    return load_enricher(ModelSettings())


@pytest.fixture(scope="session")
def graph_engine() -> str:
    """The graph engine under test: one pytest process per engine (they cannot share one)."""
    return os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
