"""The cluster's Kafka parts on the real embedded broker: group assignment, compacted tables."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker, ensure_topics
from memstream.connectors.kafka.assignment import GroupAssignment
from memstream.connectors.kafka.compacted import (
    CompactedReader,
    CompactedWriter,
    ensure_compacted_topic,
)
from memstream.settings import KafkaSettings


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path: Path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


@pytest.fixture
def kafka() -> KafkaSettings:
    name = f"test-{uuid.uuid4().hex[:10]}"
    return KafkaSettings(
        topic=name,
        dlq_topic=f"{name}.dlq",
        partitions=6,
        session_timeout_ms=6000,
        heartbeat_interval_ms=1000,
    )


def _until(check: Callable[[], bool], timeout_s: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.1)
    return check()


def test_two_members_split_the_partitions_and_one_gets_all_when_the_other_leaves(
    broker: EmbeddedBroker, kafka: KafkaSettings
) -> None:
    ensure_topics(broker.bootstrap, kafka)
    group = f"{kafka.topic}-r0"
    seen: list[frozenset[int]] = []
    a = GroupAssignment(broker.bootstrap, kafka, group, on_change=seen.append).start()
    b: GroupAssignment | None = None
    try:
        assert _until(lambda: a.owned == frozenset(range(6)))
        b = GroupAssignment(broker.bootstrap, kafka, group).start()
        both = b
        assert _until(lambda: len(a.owned) == 3 and len(both.owned) == 3)
        assert a.owned | b.owned == frozenset(range(6))
        assert not a.owned & b.owned
        b.close()
        assert _until(lambda: a.owned == frozenset(range(6)))
        assert seen[0] == frozenset(range(6)) and seen[-1] == frozenset(range(6))
        assert any(len(s) == 3 for s in seen)  # the listener saw the split too
    finally:
        a.close()
        if b is not None:
            b.close()


def test_a_compacted_table_keeps_the_last_value_per_key_and_drops_tombstones(
    broker: EmbeddedBroker, kafka: KafkaSettings
) -> None:
    topic = f"{kafka.topic}.members"
    assert ensure_compacted_topic(broker.bootstrap, kafka, topic)
    assert not ensure_compacted_topic(broker.bootstrap, kafka, topic)  # idempotent
    writer = CompactedWriter(broker.bootstrap, kafka, topic)
    writer.put("n1", b"one")
    writer.put("n2", b"two")
    writer.put("n1", b"one again")
    writer.put("n2", None)

    table: dict[str, bytes] = {}
    lock = threading.Lock()

    def apply(key: str, value: bytes | None) -> None:
        with lock:
            if value is None:
                table.pop(key, None)
            else:
                table[key] = value

    reader = CompactedReader(broker.bootstrap, kafka, topic, apply).start()
    try:
        assert reader.wait_caught_up(30)
        assert table == {"n1": b"one again"}
        writer.put("n3", b"three")  # a row written later reaches a running reader
        assert _until(lambda: "n3" in table, 30)
    finally:
        reader.close()
        writer.close()
