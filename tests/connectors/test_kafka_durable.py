"""The durable embedded log: acknowledged events and committed offsets survive kill -9."""

from __future__ import annotations

import os
import signal
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from confluent_kafka import Consumer, TopicPartition

from memstream.connectors.kafka.admin import ensure_topics
from memstream.connectors.kafka.broker import EmbeddedBroker
from memstream.connectors.kafka.bucket import LocalBucket
from memstream.connectors.kafka.producer import EventPublisher
from memstream.connectors.kafka.reader import read_topic_to_end
from memstream.errors import BrokerError
from memstream.events import MemoryEvent
from memstream.settings import DURABLE, MEMORY, BrokerSettings, KafkaSettings

pytestmark = pytest.mark.integration

T0 = datetime(2026, 5, 8, 12, 0, tzinfo=UTC)


def _events(n: int) -> list[MemoryEvent]:
    return [
        MemoryEvent(
            event_id=f"e{i}", bank="durable", text=f"event number {i}",
            occurred_at=T0 + timedelta(seconds=i),
        )
        for i in range(n)
    ]  # fmt: skip


def _kafka() -> KafkaSettings:
    name = f"test-{uuid.uuid4().hex[:10]}"
    return KafkaSettings(topic=name, dlq_topic=f"{name}.dlq", partitions=2)


def _kill9(broker: EmbeddedBroker) -> None:
    """What a kill -9 of the whole node does to its children, but harsher: SIGKILL both."""
    assert broker._bucket is not None and broker._bucket._proc is not None
    for pid in (broker.pid, broker._bucket._proc.pid):
        os.kill(pid, signal.SIGKILL)
    broker.wait(10)
    broker._bucket._proc.wait(10)


def _durable(log_dir: Path) -> EmbeddedBroker:
    return EmbeddedBroker(BrokerSettings(storage_engine=DURABLE), log_dir=log_dir)


def test_durable_storage_needs_a_log_dir() -> None:
    with pytest.raises(BrokerError, match="log directory"):
        EmbeddedBroker(BrokerSettings(storage_engine=DURABLE))


def test_no_settings_means_memory_storage() -> None:
    assert EmbeddedBroker().settings.storage_engine == MEMORY


def test_acknowledged_events_and_offsets_survive_kill9(tmp_path: Path) -> None:
    kafka = _kafka()
    first = _durable(tmp_path).start()
    try:
        ensure_topics(first.bootstrap, kafka)
        with EventPublisher(first.bootstrap, kafka) as pub:
            assert pub.publish(_events(300)) == 300  # every one acknowledged
        group = {"bootstrap.servers": first.bootstrap, "group.id": "g-durable"}
        consumer = Consumer({**group, "enable.auto.commit": False})
        consumer.commit(offsets=[TopicPartition(kafka.topic, 0, 7)], asynchronous=False)
        consumer.close()
    finally:
        _kill9(first)
        first.stop()
    with _durable(tmp_path) as second:
        records = read_topic_to_end(second.bootstrap, kafka.topic, kafka)
        ids = sorted(MemoryEvent.model_validate_json(m.value()).event_id for m in records)
        assert ids == sorted(f"e{i}" for i in range(300))
        consumer = Consumer({"bootstrap.servers": second.bootstrap, "group.id": "g-durable"})
        try:
            committed = consumer.committed([TopicPartition(kafka.topic, 0)], timeout=10)
        finally:
            consumer.close()
        assert committed[0].offset == 7


def test_memory_storage_loses_the_log_on_restart(tmp_path: Path) -> None:
    """The contrast that makes the test above meaningful."""
    kafka = _kafka()
    with EmbeddedBroker(BrokerSettings(storage_engine=MEMORY)) as b:
        ensure_topics(b.bootstrap, kafka)
        with EventPublisher(b.bootstrap, kafka) as pub:
            pub.publish(_events(10))
    with EmbeddedBroker(BrokerSettings(storage_engine=MEMORY)) as b:
        assert read_topic_to_end(b.bootstrap, kafka.topic, kafka) == []


def test_bucket_restart_keeps_objects(tmp_path: Path) -> None:
    with LocalBucket(tmp_path / "s3") as b:
        env = b.tansu_env()
        assert env["AWS_ENDPOINT"].startswith("http://127.0.0.1:")
    with LocalBucket(tmp_path / "s3") as b:  # the bucket exists already: 409 is fine
        assert b.running
    assert (tmp_path / "s3" / "tansu").is_dir()


def _memory_broker_and_publisher() -> tuple[
    BrokerSettings, KafkaSettings, EmbeddedBroker, EventPublisher
]:
    """A started broker on memory storage (a restart loses its state), its topics, and a
    publisher on it; the caller stops the broker and closes the publisher."""
    from memstream.connectors.kafka.process import free_port

    settings = BrokerSettings(port=free_port(), storage_engine=MEMORY)
    kafka = _kafka()
    first = EmbeddedBroker(settings).start()
    ensure_topics(first.bootstrap, kafka)
    return settings, kafka, first, EventPublisher(first.bootstrap, kafka)


def test_publisher_recovers_after_a_broker_lost_its_state() -> None:
    """A broker restarted with memory storage never acknowledges the old idempotent
    producer again; the publisher starts a new producer before the next publish."""
    settings, kafka, first, pub = _memory_broker_and_publisher()
    try:
        assert pub.publish(_events(5)) == 5
        first.stop()
        time.sleep(1.5)  # the producer notices every broker is down
        with EmbeddedBroker(settings) as second:
            ensure_topics(second.bootstrap, kafka)
            assert pub.publish(_events(7), timeout_s=20) == 7
            assert pub.replaced == 1
            assert len(read_topic_to_end(second.bootstrap, kafka.topic, kafka)) == 7
    finally:
        pub.close(5)


def test_a_co_recall_queued_while_the_broker_was_down_does_not_hold_back_the_renewal() -> None:
    """The producer is renewed before the next publish although a co-recall is still queued
    for the broker that lost its state: the co-recall is dropped (counted lost), the retains
    go through (before, the renewal waited for an empty queue and the publish timed out)."""
    from memstream.corecall import CoRecall

    settings, kafka, first, pub = _memory_broker_and_publisher()
    try:
        events = _events(7)
        assert pub.publish(events[:3]) == 3
        first.stop()
        time.sleep(1.5)  # the producer notices every broker is down
        ids = tuple(e.memory_id for e in events[:2])
        pub.publish_corecall(CoRecall.observe("durable", ids, T0, 0.2, 60.0))
        with EmbeddedBroker(settings) as second:
            ensure_topics(second.bootstrap, kafka)
            assert pub.publish(events[3:], timeout_s=10) == 4
            assert (pub.replaced, pub.corecalls_lost) == (1, 1)
            assert len(read_topic_to_end(second.bootstrap, kafka.topic, kafka)) == 4
    finally:
        pub.close(5)


def test_log_end_offsets_on_durable_storage(tmp_path: Path) -> None:
    """Tansu's S3 storage answers ListOffsets with 1 whatever the log holds; the log end
    comes from a Fetch response's high watermark instead."""
    from memstream.connectors.kafka.offsets import list_offsets_high, log_end_offsets

    kafka = _kafka()
    with _durable(tmp_path) as b:
        ensure_topics(b.bootstrap, kafka)
        with EventPublisher(b.bootstrap, kafka) as pub:
            for start in range(0, 600, 20):  # 30 produce batches
                pub.publish(_events(600)[start : start + 20])
        ends = log_end_offsets(b.bootstrap, kafka.topic, kafka)
        assert sum(ends.values()) == 600
        assert sum(list_offsets_high(b.bootstrap, kafka.topic, kafka).values()) < 600
