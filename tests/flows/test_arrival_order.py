"""Live micro-batches and a replay build the same stores, whatever order traffic arrives in.

A node writes what it reads in small micro-batches as traffic comes in; a replay reads the
same log in large ones. With chat traffic as apps send it (benchmarks/traffic.py: turns
milliseconds apart, late arrivals within and across seconds, bursts at one instant, retried
sends, forgets, co-recalls and garbage), every store must end the same either way (vector,
BM25 with its context field, graph with its chains, episodes and Hebbian edges, tokens), no
valid record may be dead-lettered, and every event the log leaves must be stored.

The records go through the flow's own steps (decode, stage, the store writer) against real
embedded stores; enrichment is `tests.fakes.HashEnricher` (deterministic, no models), so
Hypothesis can try many orders. The Kafka-to-node version is tests/flows/test_live_replay.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import count
from pathlib import Path

import pytest
from bytewax.connectors.kafka import KafkaSourceMessage
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.traffic import Garbage, Shape, chat_traffic, expected_ids, log_records
from memstream.connectors.kafka.dlq import DeadLetter
from memstream.connectors.stores import Stores, open_stores
from memstream.flows.decode import decode_record
from memstream.flows.sinks import StoreWriter
from memstream.flows.staging import stage
from memstream.settings import StoreSettings
from tests.fakes import HashEnricher

pytestmark = pytest.mark.graph

TOPIC = "memstream.events"


def _write(stores: Stores, records: list[tuple[bytes, bytes]], sizes: Iterator[int]) -> list:
    """Every record through decode, stage and the store writer, in micro-batches of `sizes`;
    returns the dead letters."""
    writer, enricher = StoreWriter(stores), HashEnricher()
    messages = [
        KafkaSourceMessage(key=k, value=v, topic=TOPIC, partition=0, offset=i)
        for i, (k, v) in enumerate(records)
    ]
    dead: list[DeadLetter] = []
    at = 0
    while at < len(messages):
        n = next(sizes)
        decoded = [decode_record(m, 16_000) for m in messages[at : at + n]]
        at += n
        dead += [d.dead for d in decoded if d.dead is not None]
        staged = stage(enricher, [d for d in decoded if d.dead is None])  # type: ignore[arg-type]
        dead += [s for s in staged if isinstance(s, DeadLetter)]
        out, _ = writer.on_batch([s for s in staged if not isinstance(s, DeadLetter)])
        dead += out
    return dead


def _build(path: Path, engine: str, records, sizes: Iterator[int]):
    with open_stores(StoreSettings(data_dir=path, graph_engine=engine)) as stores:
        dead = _write(stores, records, sizes)
        prints = {bank: stores.fingerprint(bank) for bank in stores.banks()}
    return prints, dead


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 2**32 - 1),
    batches=st.lists(st.integers(1, 5), min_size=1, max_size=6),
    late=st.sampled_from([0.1, 0.3, 0.6]),
)
def test_live_micro_batches_and_a_replay_build_the_same_stores(
    tmp_path_factory, graph_engine, seed, batches, late
) -> None:
    actions = chat_traffic(random.Random(seed), Shape(turns=32, conversations=3, late=late))
    records = log_records(actions)
    cycle = iter(batches * len(records))  # live: micro-batches of 1 to 5 records
    live, live_dead = _build(tmp_path_factory.mktemp("live"), graph_engine, records, cycle)
    replay, replay_dead = _build(
        tmp_path_factory.mktemp("replay"), graph_engine, records, count(10_000, 0)
    )
    garbage = sorted(a.kind for a in actions if isinstance(a, Garbage))
    # only the garbage is dead-lettered, live and in the replay
    for dead in (live_dead, replay_dead):
        assert sorted(d.kind for d in dead) == garbage, [d.reason for d in dead]
    # every event the log leaves is stored, in every store, and nothing else
    for bank, ids in expected_ids(actions).items():
        fp = live.get(bank)
        held = sorted(ids)
        assert fp is not None or not ids
        if fp is not None:
            assert [p[0] for p in fp["vector"]] == held
            assert fp["bm25"] == held
            assert sorted(m["id"] for m in fp["graph"]["memories"]) == held
            assert [t[0] for t in fp["tokens"]] == held
    assert live == replay


def test_a_late_turn_within_its_second_is_stored_in_its_place(tmp_path, graph_engine) -> None:
    """Six turns at 10:00:00.1 ... .6, then one at .05 that arrives last (the issue's case)."""
    from datetime import UTC, datetime, timedelta

    from memstream.events import MemoryEvent

    t = datetime(2024, 3, 12, 10, 0, tzinfo=UTC)
    turns = [
        MemoryEvent(
            event_id=f"t{i}",
            bank="chat",
            text=f"turn number {i}",
            occurred_at=t + timedelta(milliseconds=50 if i == 0 else 100 * i),
            conversation_id="c",
        )
        for i in range(7)
    ]
    arrival = [*turns[1:], turns[0]]
    records = [(e.kafka_key(), e.to_json_bytes()) for e in arrival]
    live, dead = _build(tmp_path / "live", graph_engine, records, count(1, 0))
    assert dead == []
    contexts = {i: c for i, _, c in live["chat"]["bm25_context"]}
    first = contexts[turns[0].memory_id].split("\n")
    assert first == ["12 March 2024", "turn number 0", "turn number 1", "turn number 2"]
    second = contexts[turns[1].memory_id].split("\n")
    assert second[1:] == ["turn number 0", "turn number 1", "turn number 2", "turn number 3"]
    chain = live["chat"]["graph"]["next"]
    assert (turns[0].memory_id, turns[1].memory_id) in chain
