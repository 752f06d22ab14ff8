"""The Kafka connectors against the real embedded Tansu broker: no mocks.

One broker serves the module; tests that start, stop or break a broker start their own.
Every test uses its own topics, so the tests are independent of order.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from confluent_kafka import Producer
from confluent_kafka.admin import AdminClient

from memstream.connectors.kafka import broker as broker_mod
from memstream.connectors.kafka.admin import DLQ_PARTITIONS, delete_topics, ensure_topics
from memstream.connectors.kafka.broker import (
    BrokerState,
    EmbeddedBroker,
    free_port,
    pid_alive,
    port_answers,
    read_state,
    resolve_bootstrap,
    tansu_env,
    write_state,
)
from memstream.connectors.kafka.dlq import (
    HEADER_BANK,
    HEADER_KIND,
    DeadLetter,
    count_dead_letters_by_bank,
    read_dead_letters,
)
from memstream.connectors.kafka.offsets import lag, list_offsets_high, log_end_offsets
from memstream.connectors.kafka.producer import DeliveryError, EventPublisher
from memstream.connectors.kafka.reader import read_topic_to_end
from memstream.errors import BadRecord, BrokerError
from memstream.events import MemoryEvent, decode_event
from memstream.settings import MEMORY, BrokerSettings, KafkaSettings

pytestmark = pytest.mark.integration

T0 = datetime(2026, 5, 8, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


@pytest.fixture
def kafka() -> KafkaSettings:
    """Settings with topics of their own, so that tests do not see each other's records."""
    name = f"test-{uuid.uuid4().hex[:10]}"
    return KafkaSettings(topic=name, dlq_topic=f"{name}.dlq", partitions=3)


def _metadata_ok(bootstrap: str) -> bool:
    return AdminClient({"bootstrap.servers": bootstrap}).list_topics(timeout=5) is not None


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _events(banks: int, conversations: int, per_conversation: int) -> list[MemoryEvent]:
    """Events interleaved across conversations, each conversation in sequence order."""
    out = []
    for i in range(per_conversation):
        for b in range(banks):
            for c in range(conversations):
                out.append(
                    MemoryEvent(
                        event_id=f"e-{b}-{c}-{i}",
                        bank=f"bank{b}",
                        conversation_id=f"conv{c}",
                        text=f"message {i} of conversation {c} in bank {b}",
                        occurred_at=T0 + timedelta(seconds=i),
                        sequence=i,
                    )
                )
    return out


# -- the broker process -------------------------------------------------------------------------
def test_start_and_stop_free_the_process_and_the_port(tmp_path: Path) -> None:
    b = EmbeddedBroker(log_path=tmp_path / "tansu.log").start()
    pid, port = b.pid, b.port
    assert b.bootstrap == f"127.0.0.1:{port}"
    assert b.running and pid_alive(pid) and port_answers("127.0.0.1", port)
    assert _metadata_ok(b.bootstrap)
    assert "tansu broker" in b.log_tail()

    assert b.stop() == 0  # Tansu exits cleanly on SIGTERM

    assert not b.running
    assert not pid_alive(pid)
    assert not port_answers("127.0.0.1", port)
    with socket.socket() as s:  # the port can be bound again
        s.bind(("127.0.0.1", port))
    assert b.stop() is None  # idempotent


def test_stop_kills_a_broker_that_outlives_the_grace_period(tmp_path: Path) -> None:
    b = EmbeddedBroker(stop_grace_s=0.3, log_path=tmp_path / "tansu.log").start()
    pid = b.pid
    producer = Producer({"bootstrap.servers": b.bootstrap})
    producer.produce("any-topic", b"v")
    assert producer.flush(10) == 0
    # With a client connected, Tansu waits about 5 s after SIGTERM: the grace period ends first.
    assert b.stop() == -signal.SIGKILL
    assert not pid_alive(pid)
    producer.close()


_HOLD_BROKER = """
import time
from memstream.connectors.kafka.broker import EmbeddedBroker
b = EmbeddedBroker().start()
print(b.pid, b.port, flush=True)
time.sleep(120)
"""


@pytest.mark.skipif(sys.platform != "linux", reason="PR_SET_PDEATHSIG is Linux's")
def test_a_broker_dies_with_a_parent_killed_by_sigkill() -> None:
    """A node or ingest killed with -9 leaves no broker behind holding its port."""
    parent = subprocess.Popen(
        [sys.executable, "-c", _HOLD_BROKER], stdout=subprocess.PIPE, text=True
    )
    assert parent.stdout is not None
    pid, port = map(int, parent.stdout.readline().split())
    assert pid_alive(pid) and port_answers("127.0.0.1", port)
    parent.kill()
    parent.wait()
    deadline = time.monotonic() + 15
    while _running(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _running(pid)
    assert not port_answers("127.0.0.1", port)


def _running(pid: int) -> bool:
    """Alive and not a zombie (an orphan's zombie waits for whoever reaps it, e.g. PID 1)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def test_two_brokers_run_side_by_side_on_different_ports() -> None:
    with EmbeddedBroker() as one, EmbeddedBroker() as two:
        assert one.port != two.port
        assert _metadata_ok(one.bootstrap) and _metadata_ok(two.bootstrap)


def test_a_taken_fixed_port_is_an_error_that_says_so(tmp_path: Path) -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        with pytest.raises(BrokerError, match=rf"port {port} .* in use"):
            EmbeddedBroker(
                BrokerSettings(port=port, storage_engine=MEMORY), log_path=tmp_path / "tansu.log"
            ).start()


def test_a_free_port_lost_to_another_process_is_retried(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        taken = holder.getsockname()[1]
        ports = iter([taken])
        # The first "free" port is taken by the time Tansu binds it: Tansu panics and exits.
        monkeypatch.setattr(broker_mod, "free_port", lambda host: next(ports, None) or free_port())
        with EmbeddedBroker() as b:
            assert b.port != taken
            assert _metadata_ok(b.bootstrap)
            assert "AddrInUse" in b.log_tail()


def test_a_broken_storage_engine_fails_with_tansu_s_own_words(tmp_path: Path) -> None:
    settings = BrokerSettings(storage_engine="bogus://nowhere/")
    with pytest.raises(BrokerError, match="UnsupportedStorageUrl"):
        EmbeddedBroker(settings, log_path=tmp_path / "tansu.log").start()


def test_tansu_env_forwards_only_aws_and_rust_variables() -> None:
    environ = {"AWS_ENDPOINT": "http://127.0.0.1:4568", "RUST_LOG": "info", "HOME": "/root"}
    assert tansu_env(environ) == {"AWS_ENDPOINT": "http://127.0.0.1:4568", "RUST_LOG": "info"}


# -- finding the broker from another process ----------------------------------------------------
def test_state_file_round_trip_and_resolve_bootstrap(tmp_path: Path) -> None:
    state_file = tmp_path / "run" / "broker.json"
    unset = KafkaSettings()
    configured = KafkaSettings(bootstrap_servers="kafka-1:9092,kafka-2:9092")

    with EmbeddedBroker() as b:
        b.write_state(state_file)
        state = read_state(state_file)
        assert state is not None
        assert (state.bootstrap, state.pid) == (b.bootstrap, b.pid)
        assert resolve_bootstrap(unset, state_file) == b.bootstrap
        assert resolve_bootstrap(configured, state_file) == "kafka-1:9092,kafka-2:9092"

    assert not state_file.exists()  # stop() removed its own state file
    assert read_state(state_file) is None
    with pytest.raises(BrokerError, match=r"memstream broker.*MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS"):
        resolve_bootstrap(unset, state_file)
    assert resolve_bootstrap(configured, state_file) == "kafka-1:9092,kafka-2:9092"


def test_resolve_bootstrap_rejects_a_stale_state_file(tmp_path: Path) -> None:
    state_file = tmp_path / "broker.json"
    write_state(state_file, BrokerState(bootstrap=f"127.0.0.1:{free_port()}", pid=_dead_pid()))
    with pytest.raises(BrokerError, match=r"is not running.*memstream broker"):
        resolve_bootstrap(KafkaSettings(), state_file)

    # A live process (this one) that does not answer on the recorded port.
    write_state(state_file, BrokerState(bootstrap=f"127.0.0.1:{free_port()}", pid=os.getpid()))
    with pytest.raises(BrokerError, match="does not answer"):
        resolve_bootstrap(KafkaSettings(), state_file)

    state_file.write_text("{not json")
    with pytest.raises(BrokerError, match="unreadable"):
        resolve_bootstrap(KafkaSettings(), state_file)


def test_a_broker_whose_starter_was_killed_is_not_used_and_is_waited_for(tmp_path: Path) -> None:
    """A node killed with -9 leaves its embedded broker shutting down for a few seconds: the
    next node must start its own rather than connect to the dying one."""
    from memstream.connectors.kafka.state import await_orphan

    state_file = tmp_path / "broker.json"
    with socket.socket() as listener:  # something answers on the recorded port
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        orphan = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        try:
            state = BrokerState(f"127.0.0.1:{port}", orphan.pid, owner_pid=_dead_pid())
            write_state(state_file, state)
            assert read_state(state_file) == state and state.orphaned
            with pytest.raises(BrokerError, match="shutting down"):
                resolve_bootstrap(KafkaSettings(), state_file)
            await_orphan(state_file, timeout_s=0.2)  # it does not exit: killed
            assert orphan.wait(10) == -signal.SIGKILL
        finally:
            orphan.kill()
        alive = BrokerState(f"127.0.0.1:{port}", os.getpid(), owner_pid=os.getpid())
        write_state(state_file, alive)
        assert resolve_bootstrap(KafkaSettings(), state_file) == f"127.0.0.1:{port}"


# -- topics -------------------------------------------------------------------------------------
def test_ensure_topics_is_idempotent(broker: EmbeddedBroker, kafka: KafkaSettings) -> None:
    assert sorted(ensure_topics(broker.bootstrap, kafka)) == sorted([kafka.topic, kafka.dlq_topic])
    assert ensure_topics(broker.bootstrap, kafka) == []

    topics = AdminClient({"bootstrap.servers": broker.bootstrap}).list_topics(timeout=5).topics
    assert len(topics[kafka.topic].partitions) == kafka.partitions
    assert len(topics[kafka.dlq_topic].partitions) == DLQ_PARTITIONS

    assert sorted(delete_topics(broker.bootstrap, [kafka.topic, kafka.dlq_topic], kafka)) == sorted(
        [kafka.topic, kafka.dlq_topic]
    )
    assert delete_topics(broker.bootstrap, [kafka.topic], kafka) == []
    assert read_topic_to_end(broker.bootstrap, kafka.topic, kafka) == []  # absent reads as empty


# -- publishing ---------------------------------------------------------------------------------
def test_published_events_read_back_with_their_keys_in_order_per_key(
    broker: EmbeddedBroker, kafka: KafkaSettings
) -> None:
    ensure_topics(broker.bootstrap, kafka)
    events = _events(banks=4, conversations=5, per_conversation=60)  # 1,200 events
    progress: list[int] = []
    with EventPublisher(broker.bootstrap, kafka) as publisher:
        assert publisher.publish(events, on_progress=progress.append) == len(events)
    assert progress[-1] == len(events)
    assert progress == sorted(progress)

    records = read_topic_to_end(broker.bootstrap, kafka.topic, kafka)
    assert len(records) == len(events)
    by_key: dict[bytes, list[MemoryEvent]] = defaultdict(list)
    partitions_of_key: dict[bytes, set[int | None]] = defaultdict(set)
    for record in records:
        event = decode_event(record.value())
        key = record.key()
        assert key == event.bank.encode()
        by_key[key].append(event)
        partitions_of_key[key].add(record.partition())

    expected: dict[bytes, list[MemoryEvent]] = defaultdict(list)
    for event in events:
        expected[event.kafka_key()].append(event)
    assert by_key == expected  # same events, same order within each key
    assert all(len(p) == 1 for p in partitions_of_key.values())  # one key, one partition
    assert sum(log_end_offsets(broker.bootstrap, kafka.topic, kafka).values()) == len(events)


def test_flush_raises_for_messages_that_cannot_be_delivered(kafka: KafkaSettings) -> None:
    nowhere = f"127.0.0.1:{free_port()}"
    publisher = EventPublisher(nowhere, kafka, config={"message.timeout.ms": 500})
    publisher.publish_raw(b"bank0/conv0", b"{}")
    with pytest.raises(DeliveryError) as info:
        publisher.flush(10)
    assert info.value.count == 1
    assert info.value.failures[0].key == b"bank0/conv0"
    publisher.flush(1)  # a failure is reported once, then forgotten
    with pytest.raises(DeliveryError):
        publisher.publish(_events(1, 1, 2))


# -- dead letters -------------------------------------------------------------------------------
_BASE_LETTER = DeadLetter(
    key=None,
    value=None,
    reason="value is not JSON",
    kind="json",
    bank=None,
    source_topic="memstream.events",
    source_partition=2,
    source_offset=41,
    failed_at=T0,
)


def _letter(key: bytes | None, value: bytes | None, **changes: Any) -> DeadLetter:
    return replace(_BASE_LETTER, key=key, value=value, **changes)


def test_dead_letters_round_trip_with_their_original_bytes(
    broker: EmbeddedBroker, kafka: KafkaSettings
) -> None:
    ensure_topics(broker.bootstrap, kafka)
    bad_json = b'{"bank": "alice", "event_id": "x"'
    with pytest.raises(BadRecord) as bad:
        decode_event(bad_json)
    letters = [
        _letter(b"\xfe\xff/k", b"\xff\xfe\x00not utf-8", kind="encoding", reason="not UTF-8"),
        _letter(None, None, kind="empty", reason="record has no value"),
        DeadLetter.from_bad_record(
            bad.value,
            key=b"alice/_",
            value=bad_json,
            source_topic=kafka.topic,
            source_partition=0,
            source_offset=7,
            failed_at=datetime(2026, 5, 8, 14, 30, 1, 123456, tzinfo=UTC),
        ),
        _letter(b"bob/c", b'{"bank": "bob"}', bank="bob", reason="text: Field required — ünïcode"),
    ]
    with EventPublisher(broker.bootstrap, kafka, topic=kafka.dlq_topic) as publisher:
        for letter in letters:
            publisher.publish_raw(letter.key, letter.value, letter.headers())

    assert read_dead_letters(broker.bootstrap, kafka) == letters
    raw = read_topic_to_end(broker.bootstrap, kafka.dlq_topic, kafka)
    assert [m.value() for m in raw] == [letter.value for letter in letters]
    headers = dict(raw[3].headers() or [])
    assert headers[HEADER_KIND] == b"json" and headers[HEADER_BANK] == b"bob"
    assert HEADER_BANK not in dict(raw[0].headers() or [])


def test_count_dead_letters_by_bank(broker: EmbeddedBroker, kafka: KafkaSettings) -> None:
    assert read_dead_letters(broker.bootstrap, kafka) == []  # no topic yet
    ensure_topics(broker.bootstrap, kafka)
    assert count_dead_letters_by_bank(broker.bootstrap, kafka) == {}
    banks = ["alice", "bob", None, "alice", None, "alice"]
    with EventPublisher(broker.bootstrap, kafka, topic=kafka.dlq_topic) as publisher:
        for i, bank in enumerate(banks):
            publisher.publish_raw(
                None, b"x", _letter(None, b"x", bank=bank, source_offset=i).headers()
            )
        publisher.publish_raw(b"k", b"a foreign record without headers")
    counts = count_dead_letters_by_bank(broker.bootstrap, kafka)
    assert counts == {"alice": 3, "(unknown)": 3, "bob": 1}
    assert next(iter(counts)) in {"alice", "(unknown)"}  # most first


# -- offsets ------------------------------------------------------------------------------------
def test_log_end_offsets_are_exact_after_batched_produce(
    broker: EmbeddedBroker, kafka: KafkaSettings
) -> None:
    ensure_topics(broker.bootstrap, kafka)
    producer = Producer({"bootstrap.servers": broker.bootstrap, "linger.ms": 100})
    produced = {0: 0, 1: 0, 2: 0}  # partition 2 stays empty
    for round_size in (500, 1, 37, 250):  # each flush ends a batch of round_size records
        for i in range(round_size):
            partition = i % 2
            producer.produce(kafka.topic, value=b"v%d" % i, partition=partition)
            produced[partition] += 1
        producer.flush(10)
    producer.close()

    ends = log_end_offsets(broker.bootstrap, kafka.topic, kafka)
    assert ends == produced == {0: 395, 1: 393, 2: 0}

    # ListOffsets (get_watermark_offsets) on Tansu 0.6 answers the base offset of the LAST
    # BATCH + 1, not the log end. Measured here: {0: 271, 1: 269, 2: 0}, i.e. the last
    # batches (125 records each) start at 270 and 268. Lag computed from it would read 0 while
    # 124 records are unread. It is never beyond the end, which log_end_offsets relies on.
    listed = list_offsets_high(broker.bootstrap, kafka.topic, kafka)
    assert all(listed[p] <= ends[p] for p in ends)

    assert lag(ends, {0: 394, 1: 10}) == {0: 1, 1: 383, 2: 0}
    assert log_end_offsets(broker.bootstrap, "no-such-topic", kafka) == {}
