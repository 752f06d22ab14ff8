"""Placement by bank: Kafka's murmur2, checked against Java's vectors and a real producer."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.connectors.kafka.reader import read_topic_to_end
from memstream.placement import murmur2, partition_of, partition_of_key
from memstream.settings import KafkaSettings

#: org.apache.kafka.common.utils.UtilsTest#testMurmur2 (signed 32-bit, as Java prints them).
JAVA_VECTORS = {
    b"21": -973932308,
    b"foobar": -790332482,
    b"a-little-bit-long-string": -985981536,
    b"a-little-bit-longer-string": -1486304829,
    b"lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8": -58897971,
    b"abc": 479470107,
}


@pytest.mark.parametrize(("key", "expected"), JAVA_VECTORS.items())
def test_murmur2_matches_the_java_client(key: bytes, expected: int) -> None:
    assert murmur2(key) == expected & 0xFFFFFFFF


def test_partition_of_rejects_no_partitions() -> None:
    with pytest.raises(ValueError, match="partitions must be >= 1"):
        partition_of("bank", 0)


def test_one_partition_holds_every_bank() -> None:
    assert {partition_of(f"b{i}", 1) for i in range(50)} == {0}


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path: Path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


def test_the_producer_puts_each_bank_where_partition_of_says(broker: EmbeddedBroker) -> None:
    name = f"test-{uuid.uuid4().hex[:10]}"
    kafka = KafkaSettings(topic=name, dlq_topic=f"{name}.dlq", partitions=7)
    ensure_topics(broker.bootstrap, kafka)
    banks = [f"user-{i}" for i in range(40)]
    with EventPublisher(broker.bootstrap, kafka) as publisher:
        for bank in banks:
            publisher.publish_raw(bank.encode(), b"{}")
        publisher.flush()
    records = read_topic_to_end(broker.bootstrap, name, kafka)
    seen = {r.key(): r.partition() for r in records}
    assert len(seen) == len(banks)
    assert len(set(seen.values())) > 3  # the banks really spread
    for key, partition in seen.items():
        assert key is not None and partition == partition_of_key(key, 7)
