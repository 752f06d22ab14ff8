"""Hebbian co-recalls in the ingestion flow, on Bytewax's testing source, real embedded stores.

A co-recall on the events topic strengthens the graph's CO_ACTIVATED edges at its place in
the log: a redelivery changes no weight, a replay into empty stores ends with the same edges,
a memory forgotten before it is not linked, and a bad one is dead-lettered with its reason.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from bytewax.testing import TestingSink, TestingSource

from memstream.connectors.stores import Stores, open_stores
from memstream.corecall import CoRecall
from memstream.flows.ingest import build_flow
from memstream.settings import StoreSettings
from memstream.tombstone import ForgetEvent, ForgetScope
from tests.fakes import event
from tests.flows.harness import partition0, run_flow

pytestmark = pytest.mark.models

BANK = "bank-a"
EVENTS = [event(i, BANK, text=f"Ann talked about topic {i}.") for i in range(4)]
IDS = [e.memory_id for e in EVENTS]


def _corecall(ids: list[str], second: int) -> bytes:
    at = datetime(2024, 6, 1, 10, 0, second, tzinfo=UTC)
    return CoRecall.observe(BANK, tuple(ids), at, 0.2, 3600.0).to_json_bytes()


LOG: list[bytes | None] = [
    *(e.to_json_bytes() for e in EVENTS),
    _corecall(IDS[:3], 0),
    _corecall(IDS[1:3], 30),
]


def _run(stores: Stores, enricher, log: list[bytes | None], workers: int, dlq: list) -> None:
    source = TestingSource(partition0(log), batch_size=3)
    run_flow(build_flow(source, stores, enricher, TestingSink(dlq), max_text_chars=1000), workers)


def _edges(stores: Stores) -> dict[frozenset[str], tuple[float, float, int]]:
    return {
        frozenset((a, b)): (round(w, 9), t, n)
        for a, b, w, t, n in stores.graph.snapshot(BANK)["hebbian"]
    }


@pytest.fixture
def new_stores(tmp_path, graph_engine):
    opened: list[Stores] = []

    def make(name: str) -> Stores:
        opened.append(
            open_stores(StoreSettings(data_dir=tmp_path / name, graph_engine=graph_engine))
        )
        return opened[-1]

    yield make
    for s in opened:
        s.close()


@pytest.mark.parametrize("workers", [1, 2])
def test_corecalls_are_applied_once_and_a_replay_rebuilds_them(
    new_stores, enricher, workers
) -> None:
    live, dlq = new_stores("live"), []
    _run(live, enricher, LOG, workers, dlq)
    assert dlq == []
    edges = _edges(live)
    t0 = datetime(2024, 6, 1, 10, 0, 0, tzinfo=UTC).timestamp()
    assert set(edges) == {frozenset(p) for p in [IDS[:2], IDS[::2][:2], IDS[1:3]]}
    assert edges[frozenset(IDS[:2])] == (0.2, t0, 1)
    assert edges[frozenset(IDS[1:3])][2] == 2  # strengthened twice
    # the same records read again (at-least-once): nothing changes
    _run(live, enricher, LOG, workers, dlq)
    assert _edges(live) == edges
    # a replay into empty stores ends with the same graph, Hebbian edges included
    replay = new_stores("replay")
    _run(replay, enricher, LOG, workers, dlq)
    assert replay.graph.snapshot(BANK) == live.graph.snapshot(BANK)
    assert dlq == []


def test_a_memory_forgotten_before_a_corecall_is_not_linked(new_stores, enricher) -> None:
    stores, dlq = new_stores("s"), []
    forget = ForgetEvent.issue(BANK, ForgetScope.MEMORY, memory_ids=[IDS[0]]).to_json_bytes()
    _run(stores, enricher, [*LOG[:4], forget, LOG[4]], 1, dlq)
    assert set(_edges(stores)) == {frozenset(IDS[1:3])}


def test_a_bad_corecall_is_dead_lettered_and_the_flow_goes_on(new_stores, enricher) -> None:
    stores, dlq = new_stores("s"), []
    bad = b'{"kind": "corecall", "bank": "bank-a", "memory_ids": ["x"]}'
    _run(stores, enricher, [*LOG[:4], bad, LOG[4]], 1, dlq)
    assert len(dlq) == 1
    headers = dict(dlq[0].headers)
    assert headers["memstream-error-kind"] == b"schema" and dlq[0].value == bad
    assert len(_edges(stores)) == 3
