"""Real embedded stores holding the recall bank twice (banks qa and qb, identical texts).

Filled once per session through the real enricher, as the ingestion flow's sinks would.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from memstream.connectors.stores import Stores, open_stores
from memstream.query.encode import QueryEncoder
from memstream.records import EnrichedMemory
from memstream.settings import StoreSettings
from tests.fakes import recall_events

BANKS = ("qa", "qb")
#: Tests see every write at once: no count-check throttling in the per-bank caches.
EAGER = {"check_interval_s": 0.0}


@pytest.fixture(scope="session")
def recall_stores(tmp_path_factory, enricher, graph_engine) -> Stores:
    data = tmp_path_factory.mktemp("recall")
    stores = open_stores(StoreSettings(data_dir=data, graph_engine=graph_engine))
    for bank in BANKS:
        memories = enricher.enrich(recall_events(bank))
        stores.vector.upsert(memories)
        stores.bm25.upsert(memories)
        stores.graph.upsert(memories)
        if stores.tokens is not None:
            stores.tokens.upsert(memories)
    yield stores
    stores.close()


@pytest.fixture(scope="session")
def query_encoder(enricher, recall_stores) -> QueryEncoder:
    return QueryEncoder.from_enricher(enricher, recall_stores, cache_options=EAGER)


@pytest.fixture(scope="module")
def stores(tmp_path_factory, graph_engine) -> Iterator[Stores]:
    """Empty stores per test module (graph arm and expansion tests write exact shapes)."""
    s = open_stores(
        StoreSettings(data_dir=tmp_path_factory.mktemp("stores"), graph_engine=graph_engine)
    )
    yield s
    s.close()


def put(stores: Stores, memories: Sequence[EnrichedMemory]) -> list[str]:
    """Write hand-built memories to the vector store and the graph; their ids."""
    stores.vector.upsert(memories)
    stores.graph.upsert(memories)
    return [m.id for m in memories]
