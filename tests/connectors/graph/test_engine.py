"""The embedded engine (connectors/graph/engine.py): one per process, the other refused.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import sys

import pytest

from memstream.connectors.graph.engine import ENGINES, load_engine
from memstream.errors import ConfigError

pytestmark = pytest.mark.graph


def test_other_engine_is_refused_in_this_process(engine: str) -> None:
    load_engine(engine)
    other = next(e for e in ENGINES if e != engine)
    with pytest.raises(ConfigError, match="already loaded"):
        load_engine(other)
    assert other not in sys.modules
    with pytest.raises(ConfigError, match="unknown graph engine"):
        load_engine("neo4j")
