"""Fixtures of the graph-store tests: the engine under test and a fresh store per test.

Every module here is marked `graph` and runs once per engine, in separate processes (the two
engines cannot share one): `pytest -m graph`, then `MEMSTREAM_GRAPH_ENGINE=kuzu pytest -m graph`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from memstream.connectors.graph import GraphStore, open_graph_store
from memstream.connectors.graph.engine import ENGINES


@pytest.fixture(scope="module")
def engine() -> str:
    name = os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
    assert name in ENGINES, f"MEMSTREAM_GRAPH_ENGINE={name!r}; use one of {ENGINES}"
    return name


@pytest.fixture
def store(tmp_path: Path, engine: str) -> Iterator[GraphStore]:
    with open_graph_store(tmp_path / "graph.db", engine) as s:
        yield s
