"""A cluster node's source: exactly its partitions, resuming per partition when the set changes."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import bytewax.operators as op
import pytest
from bytewax.dataflow import Dataflow
from bytewax.recovery import RecoveryConfig
from bytewax.testing import TestingSink, run_main

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.flows.partitioned import PartitionedKafkaSource
from memstream.flows.runner import prepare_recovery
from memstream.placement import partition_of_key
from memstream.settings import KafkaSettings

PARTITIONS = 3


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path: Path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


def _key_for(partition: int) -> bytes:
    """A bank name that lands on `partition`."""
    return next(
        k
        for i in range(1000)
        if partition_of_key(k := f"bank-{i}".encode(), PARTITIONS) == partition
    )


def _publish(broker: EmbeddedBroker, kafka: KafkaSettings, per_partition: int, tag: str) -> None:
    with EventPublisher(broker.bootstrap, kafka) as pub:
        for p in range(PARTITIONS):
            for i in range(per_partition):
                pub.publish_raw(_key_for(p), f"{tag}-{p}-{i}".encode())
        pub.flush()


def _text(msg: Any) -> str:
    return bytes(msg.value).decode()


def _run(
    broker: EmbeddedBroker,
    kafka: KafkaSettings,
    recovery: Path,
    partitions: set[int],
    rewind: set[int] = set(),  # noqa: B006 - read only
) -> list[str]:
    out: list[str] = []
    offsets: dict[int, int] = {}
    source = PartitionedKafkaSource(
        [broker.bootstrap],
        [kafka.topic],
        tail=False,
        partitions=partitions,
        rewind=rewind,
        stop=threading.Event(),
        offsets=offsets,
    )
    flow = Dataflow("partitioned-test")
    values = op.map("value", op.input("in", flow, source), _text)
    op.output("out", values, TestingSink(out))
    run_main(flow, epoch_interval=timedelta(seconds=0.2), recovery_config=RecoveryConfig(recovery))
    return out


def test_a_node_reads_its_partitions_and_resumes_each_when_the_set_changes(
    broker: EmbeddedBroker, tmp_path: Path
) -> None:
    name = f"test-{uuid.uuid4().hex[:10]}"
    kafka = KafkaSettings(topic=name, dlq_topic=f"{name}.dlq", partitions=PARTITIONS)
    ensure_topics(broker.bootstrap, kafka)
    recovery = prepare_recovery(tmp_path / "recovery")
    _publish(broker, kafka, 3, "a")

    first = _run(broker, kafka, recovery, {0, 1})
    assert sorted(first) == sorted(f"a-{p}-{i}" for p in (0, 1) for i in range(3))

    _publish(broker, kafka, 2, "b")
    second = _run(broker, kafka, recovery, {1, 2})
    # Partition 1 resumes after what it read; partition 2 is new: the whole log; 0 not at all.
    expected = [f"b-1-{i}" for i in range(2)] + [
        f"{t}-2-{i}" for t in "ab" for i in range(3 if t == "a" else 2)
    ]
    assert sorted(second) == sorted(expected)

    # Partition 0 sat idle in the second run: it resumes where the first run left it.
    assert sorted(_run(broker, kafka, recovery, {0})) == [f"b-0-{i}" for i in range(2)]

    third = _run(broker, kafka, recovery, {0, 1}, rewind={0})
    # Partition 0 is re-read from the beginning (its data was dropped); 1 has nothing new.
    assert sorted(third) == sorted(f"{t}-0-{i}" for t in "ab" for i in range(3 if t == "a" else 2))
