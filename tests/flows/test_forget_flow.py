"""Tombstones in the ingestion flow, on Bytewax's testing source, real embedded stores.

A tombstone forgets what came before it in its partition, whatever the batching, even inside
one micro-batch; what comes after it is new. Redelivery (the same records read again) ends
with the tombstone winning, and two partitions read in any interleaving end the same. Every
test runs single-worker and two-worker.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest
from bytewax._bytewax import cli_main
from bytewax.connectors.kafka import KafkaSourceMessage
from bytewax.testing import TestingSink, TestingSource, run_main

from memstream.connectors.deletion import Forgotten
from memstream.connectors.stores import Stores, open_stores
from memstream.events import MemoryEvent
from memstream.flows.ingest import build_flow
from memstream.settings import StoreSettings
from memstream.tombstone import ForgetEvent, ForgetScope
from tests.fakes import event

pytestmark = pytest.mark.models

TOPIC = "memstream.events"
BANK = "bank-a"

Record = tuple[int, bytes | None]  # (partition, value)


def _ev(i: int, speaker: str, conversation: str = "c1") -> MemoryEvent:
    return event(i, BANK, speaker=speaker, conversation_id=conversation, text=f"{speaker} {i}")


def _forget(scope: ForgetScope = ForgetScope.SPEAKER, target: str | None = "Ann") -> ForgetEvent:
    return ForgetEvent.issue(BANK, scope, target)


def _messages(records: Sequence[Record]) -> list[KafkaSourceMessage]:
    offsets: dict[int, int] = {}
    out = []
    for partition, value in records:
        offset = offsets[partition] = offsets.get(partition, -1) + 1
        out.append(
            KafkaSourceMessage(
                key=b"k", value=value, topic=TOPIC, partition=partition, offset=offset
            )
        )
    return out


def _run(
    stores: Stores,
    enricher,
    records: Sequence[Record],
    workers: int,
    *,
    batch_size: int = 16,
    dlq: list | None = None,
    forgotten: list[Forgotten] | None = None,
) -> None:
    source = TestingSource(_messages(records), batch_size=batch_size)
    on_forget = forgotten.append if forgotten is not None else None
    flow = build_flow(
        source,
        stores,
        enricher,
        TestingSink(dlq if dlq is not None else []),
        max_text_chars=1000,
        on_forget=on_forget,
    )
    if workers == 1:
        run_main(flow)
    else:
        cli_main(flow, workers_per_process=workers)


def _open(tmp_path, name: str, graph_engine: str) -> Stores:
    return open_stores(StoreSettings(data_dir=tmp_path / name, graph_engine=graph_engine))


def _speakers(stores: Stores) -> list[str]:
    return sorted(m["text"] for m in stores.graph.snapshot(BANK)["memories"])


@pytest.mark.parametrize("workers", [1, 2])
def test_a_tombstone_forgets_what_precedes_it_even_in_the_same_batch(
    tmp_path, graph_engine, enricher, workers
) -> None:
    t = _forget()
    log: list[Record] = [
        (0, _ev(0, "Ann").to_json_bytes()),
        (0, _ev(1, "Bo").to_json_bytes()),
        (0, _ev(2, "Ann").to_json_bytes()),
        (0, t.to_json_bytes()),
        (0, _ev(3, "Ann").to_json_bytes()),  # after the tombstone: a new memory
        (0, _ev(4, "Bo").to_json_bytes()),
    ]
    prints = []
    for batch_size in (16, 2, 1):  # one batch, tombstone mid-batch, one record a batch
        with _open(tmp_path, f"b{batch_size}", graph_engine) as stores:
            forgotten: list[Forgotten] = []
            _run(stores, enricher, log, workers, batch_size=batch_size, forgotten=forgotten)
            assert _speakers(stores) == ["Ann 3", "Bo 1", "Bo 4"]
            c = stores.counts(BANK)
            assert (c.vector, c.bm25, c.graph_memories) == (3, 3, 3)
            assert [(f.forget, f.partition, len(f.ids)) for f in forgotten] == [(t, 0, 2)]
            prints.append(stores.fingerprint(BANK))
    assert prints[0] == prints[1] == prints[2]


@pytest.mark.parametrize("workers", [1, 2])
def test_redelivery_after_the_tombstone_ends_with_the_tombstone_winning(
    tmp_path, graph_engine, enricher, workers
) -> None:
    log: list[Record] = [
        (0, _ev(0, "Ann").to_json_bytes()),
        (0, _ev(1, "Bo").to_json_bytes()),
        (0, _forget().to_json_bytes()),
    ]
    with _open(tmp_path, "s", graph_engine) as stores:
        _run(stores, enricher, log, workers)
        before = stores.fingerprint(BANK)
        # At-least-once: the flow resumes before the snapshot and reads it all again, twice.
        _run(stores, enricher, log + log, workers, batch_size=2)
        assert stores.fingerprint(BANK) == before
        assert _speakers(stores) == ["Bo 1"]


@pytest.mark.parametrize("workers", [1, 2])
def test_two_partitions_in_any_interleaving_end_the_same(
    tmp_path, graph_engine, enricher, workers
) -> None:
    t = _forget().to_json_bytes()  # published to both partitions: one copy each
    p0 = [
        (0, _ev(0, "Ann", "c0").to_json_bytes()),
        (0, t),
        (0, _ev(1, "Ann", "c0").to_json_bytes()),
    ]
    p1 = [
        (1, _ev(2, "Ann", "c1").to_json_bytes()),
        (1, t),
        (1, _ev(3, "Ann", "c1").to_json_bytes()),
    ]
    orders = {
        "p0-first": p0 + p1,  # p0's copy is read before p1's older memory arrives
        "p1-first": p1 + p0,  # p1's new memory is written before p0's copy is read
        "zipped": [r for pair in zip(p0, p1, strict=True) for r in pair],
    }
    prints = {}
    for name, records in orders.items():
        with _open(tmp_path, name, graph_engine) as stores:
            _run(stores, enricher, records, workers, batch_size=2)
            assert _speakers(stores) == ["Ann 1", "Ann 3"], name
            prints[name] = stores.fingerprint(BANK)
    assert prints["p0-first"] == prints["p1-first"] == prints["zipped"]


@pytest.mark.parametrize("workers", [1, 2])
def test_a_bank_tombstone_empties_the_bank_and_bad_ones_are_dead_lettered(
    tmp_path, graph_engine, enricher, workers
) -> None:
    bad = json.dumps({"kind": "forget", "bank": BANK, "scope": "speaker"}).encode()
    log: list[Record] = [
        (0, _ev(0, "Ann").to_json_bytes()),
        (0, _ev(1, "Bo").to_json_bytes()),
        (0, bad),
        (0, _forget(ForgetScope.BANK, None).to_json_bytes()),
    ]
    dlq: list = []
    with _open(tmp_path, "s", graph_engine) as stores:
        _run(stores, enricher, log, workers, dlq=dlq)
        assert BANK not in stores.banks() and stores.counts(BANK).entities == 0
    [letter] = dlq
    headers = dict(letter.headers)
    assert letter.value == bad and headers["memstream-error-kind"] == b"schema"
    assert b"tombstone" in headers["memstream-error-reason"]
