"""The ingestion dataflow on Bytewax's testing source and sink, real embedded stores.

Every test runs single-worker and two-worker.
"""

from __future__ import annotations

import json

import pytest
from bytewax.connectors.kafka import KafkaError, KafkaSourceMessage
from bytewax.testing import TestingSink, TestingSource
from confluent_kafka import KafkaError as ConfluentKafkaError

from memstream.connectors.stores import Stores, open_stores
from memstream.flows.ingest import build_flow
from memstream.settings import StoreSettings
from tests.fakes import event
from tests.flows.harness import TOPIC, partition0, run_flow

pytestmark = pytest.mark.models


GOOD = [
    event(i, text=t, conversation_id="c1", session_id=f"s{i // 3}")
    for i, t in enumerate(
        [
            "Caroline went to the pride parade in Boston yesterday.",
            "Melanie painted a sunset over Lake Tahoe.",
            "Caroline and Melanie met John at Starbucks.",
            "John moved to Seattle last month.",
            "Melanie signed up for a pottery class.",
            "Caroline adopted a dog named Max two weeks ago.",
        ]
    )
]
BAD: list[bytes | None] = [
    b"not json at all",
    b"\xff\xfe",
    json.dumps(
        {"event_id": "x", "bank": "bank-a", "text": "t", "occurred_at": "2023-05-08T10:00"}
    ).encode(),
    json.dumps({"bank": "bank-a", "text": "no id", "occurred_at": "2023-05-08T10:00:00Z"}).encode(),
    None,
]


@pytest.fixture
def stores(tmp_path, graph_engine):
    s = open_stores(StoreSettings(data_dir=tmp_path, graph_engine=graph_engine))
    yield s
    s.close()


def _flow(stores: Stores, enricher, payloads, dlq_out, batch_size: int = 4):
    source = TestingSource(partition0(payloads), batch_size=batch_size)
    return build_flow(source, stores, enricher, TestingSink(dlq_out), max_text_chars=1000)


@pytest.mark.parametrize("workers", [1, 2])
def test_valid_events_reach_every_store_once_and_bad_ones_the_dlq(stores, enricher, workers):
    payloads = [e.to_json_bytes() for e in GOOD[:3]] + BAD + [e.to_json_bytes() for e in GOOD[3:]]
    dlq: list = []
    run_flow(_flow(stores, enricher, payloads, dlq), workers)

    c = stores.counts("bank-a")
    assert (c.vector, c.bm25, c.graph_memories) == (6, 6, 6)
    assert c.episodes == 2
    assert c.entities >= 5  # caroline, boston, melanie, john, seattle, ...
    ids = sorted(e.memory_id for e in GOOD)
    fp = stores.fingerprint("bank-a")
    assert [p[0] for p in fp["vector"]] == ids and fp["bm25"] == ids

    assert len(dlq) == len(BAD)
    by_offset = {dict(m.headers)["memstream-source-offset"]: m for m in dlq}
    for offset, raw in enumerate(payloads):
        if raw in BAD:
            msg = by_offset[str(offset).encode()]
            assert msg.value == raw  # the original bytes, untouched
            headers = dict(msg.headers)
            assert headers["memstream-error-reason"]
            assert headers["memstream-source-topic"] == TOPIC.encode()
    kinds = sorted(dict(m.headers)["memstream-error-kind"].decode() for m in dlq)
    assert kinds == ["empty", "encoding", "json", "schema", "schema"]


@pytest.mark.parametrize("workers", [1, 2])
def test_replay_and_duplicates_change_nothing(stores, enricher, workers):
    payloads = [e.to_json_bytes() for e in GOOD]
    run_flow(_flow(stores, enricher, payloads, []), workers)
    before = stores.fingerprint("bank-a")
    # The same records again, each delivered twice, in another batching.
    run_flow(_flow(stores, enricher, payloads + payloads, [], batch_size=5), workers)
    assert stores.fingerprint("bank-a") == before


@pytest.mark.parametrize("workers", [1, 2])
def test_out_of_order_arrival_builds_the_same_chain(tmp_path, graph_engine, enricher, workers):
    in_order = [e.to_json_bytes() for e in GOOD]
    shuffled = [in_order[i] for i in (4, 0, 5, 2, 1, 3)]
    prints = []
    for name, payloads in (("a", in_order), ("b", shuffled)):
        with open_stores(StoreSettings(data_dir=tmp_path / name, graph_engine=graph_engine)) as s:
            run_flow(_flow(s, enricher, payloads, [], batch_size=2), workers)
            prints.append(s.fingerprint("bank-a"))
    assert prints[0] == prints[1]
    assert len(prints[0]["graph"]["next"]) == len(GOOD) - 1


@pytest.mark.parametrize("workers", [1, 2])
def test_consumer_errors_become_dead_letters(stores, enricher, workers):
    err = KafkaError(
        ConfluentKafkaError(ConfluentKafkaError._MSG_TIMED_OUT),
        KafkaSourceMessage(key=None, value=b"partial", topic=TOPIC, partition=0, offset=9),
    )
    dlq: list = []
    source = TestingSource([err, *partition0([GOOD[0].to_json_bytes()])])
    run_flow(build_flow(source, stores, enricher, TestingSink(dlq), max_text_chars=1000), workers)
    assert stores.counts("bank-a").vector == 1
    assert [dict(m.headers)["memstream-error-kind"] for m in dlq] == [b"consumer"]


@pytest.mark.parametrize("workers", [1, 2])
def test_hostile_but_valid_text_is_ingested(stores, enricher, workers):
    odd = [
        event(50, text="yesterday\x00 NUL inside"),
        event(51, text="🙂 émojis and ünïcode; DROP TABLE memories; -- AND OR NOT ((("),
        event(52, text="x" * 999),
    ]
    dlq: list = []
    run_flow(_flow(stores, enricher, [e.to_json_bytes() for e in odd], dlq), workers)
    assert dlq == []
    assert stores.counts("bank-a").vector == 3


@pytest.mark.parametrize("workers", [1, 2])
def test_progress_counts_a_record_once_it_is_in_the_stores_or_dead_lettered(
    stores, enricher, workers
):
    """What a cluster node's readiness is measured on: every record finished, the last ones
    dead letters, so the stores alone would never show the partition's end."""
    from memstream.flows.progress import Progress

    payloads = [e.to_json_bytes() for e in GOOD[:4]] + BAD
    progress = Progress()
    source = TestingSource(partition0(payloads), batch_size=3)
    dlq: list = []
    flow = build_flow(
        source, stores, enricher, TestingSink(dlq), max_text_chars=1000, progress=progress
    )
    run_flow(flow, workers)
    assert dict(progress) == {0: len(payloads)}
    assert len(dlq) == len(BAD) and stores.vector.count("bank-a") == 4
