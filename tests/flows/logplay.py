"""An events topic in memory, read the way the flow reads Kafka, and the store writer fed from it.

A `Topic` holds one or two partitions of records, in logs: the current one and those the broker
lost (a log begun again at offset 0 under a new topic id). Its reader takes records from any
partition with unread ones, in an order the caller picks, and can be moved back to re-read any
suffix of a partition (at-least-once delivery, a restart from an earlier snapshot). `Chat`
appends what a node and other producers put on it: retains (a bank spread over two partitions
by a foreign producer too), co-recalls of recalls, tombstones.

`write` runs the delivered records through the flow's own steps (`decode_record`, `stage` with
the log's id, `StoreWriter.on_batch`) on real embedded stores, with `tests.fakes.HashEnricher`
(no models). `replay` is the from-scratch reading: every log's records, in log order, one
partition after the other, into other stores.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from bytewax.connectors.kafka import KafkaSourceMessage

from memstream.connectors.kafka.dlq import DeadLetter
from memstream.connectors.stores import Stores
from memstream.corecall import CoRecall
from memstream.events import MemoryEvent
from memstream.flows.decode import decode_record
from memstream.flows.sinks import StoreWriter
from memstream.flows.staging import Staged, stage
from memstream.tombstone import ForgetEvent, ForgetScope
from tests.fakes import HashEnricher

TOPIC = "memstream.events"
T0 = datetime(2024, 6, 1, 10, 0, tzinfo=UTC)
#: The co-recalls' rule: a half-life of minutes, so that the decay between them matters.
ETA, HALF_LIFE_S = 0.2, 600.0
_LOG_IDS = itertools.count()

Delivered = tuple[str, KafkaSourceMessage]  # (log id, record)
Record = tuple[bytes, bytes]


@dataclass
class Log:
    """One log of the topic: its id, its records by partition, and how far each was read."""

    log_id: str
    parts: list[list[Record]]
    read: list[int]

    def message(self, part: int, offset: int) -> KafkaSourceMessage:
        key, value = self.parts[part][offset]
        return KafkaSourceMessage(key=key, value=value, topic=TOPIC, partition=part, offset=offset)


class Topic:
    """The events topic of one test world, with a reader's position in each partition."""

    def __init__(self, partitions: int) -> None:
        self.partitions = partitions
        self.logs = [self._new_log()]
        self.cursor = [0] * partitions

    def _new_log(self) -> Log:
        n = self.partitions
        return Log(f"log-{next(_LOG_IDS)}", [[] for _ in range(n)], [0] * n)

    @property
    def log(self) -> Log:
        return self.logs[-1]

    def append(self, part: int, record: Record) -> None:
        self.log.parts[part].append(record)

    def unread(self) -> list[int]:
        return [p for p in range(self.partitions) if self.cursor[p] < len(self.log.parts[p])]

    def take(self, n: int, pick: Callable[[list[int]], int]) -> list[Delivered]:
        """Up to `n` records, each from the partition `pick` chooses among those with unread
        records (the flow's interleaving of partitions)."""
        out: list[Delivered] = []
        while len(out) < n and (ready := self.unread()):
            p = ready[pick(ready) % len(ready)]
            out.append((self.log.log_id, self.log.message(p, self.cursor[p])))
            self.cursor[p] += 1
            self.log.read[p] = max(self.log.read[p], self.cursor[p])
        return out

    def rewind(self, part: int | None, back: int) -> None:
        """Re-read the last `back` records read of a partition (of all: None)."""
        for p in range(self.partitions) if part is None else [part % self.partitions]:
            self.cursor[p] = max(0, self.cursor[p] - back)

    def catch_up(self) -> list[Delivered]:
        """The records read before and not read again yet since a rewind, in partition order."""
        out: list[Delivered] = []
        for p in range(self.partitions):
            out.extend((self.log.log_id, self.log.message(p, o))
                       for o in range(self.cursor[p], self.log.read[p]))  # fmt: skip
            self.cursor[p] = self.log.read[p]
        return out

    def reset(self) -> None:
        """The broker lost its log: what was not read yet is gone; a new log starts at 0."""
        self.logs.append(self._new_log())
        self.cursor = [0] * self.partitions

    def history(self) -> list[Delivered]:
        """What a replay from scratch reads: each log's records that ever reached the flow,
        one partition after the other (another interleaving than the live one's)."""
        out: list[Delivered] = []
        for i, log in enumerate(self.logs):
            current = i == len(self.logs) - 1
            for p in range(self.partitions):
                end = len(log.parts[p]) if current else log.read[p]
                out.extend((log.log_id, log.message(p, o)) for o in range(end))
        return out


@dataclass
class Chat:
    """What the producers of one world put on its topic. Bank `a` is keyed by the bank (one
    partition, as the node publishes); bank `b` is spread over every partition by a foreign
    producer, which also sends a copy of each tombstone to each partition."""

    name: str
    topic: Topic
    sent: dict[str, list[tuple[MemoryEvent, int]]] = field(default_factory=dict)
    clock: float = 0.0
    events: int = 0

    @property
    def banks(self) -> list[str]:
        return [f"{self.name}-a", f"{self.name}-b"]

    def _parts(self, bank: str) -> list[int]:
        return [0] if bank.endswith("-a") else list(range(self.topic.partitions))

    def retain(self, bank_i: int, n: int, again: int, part: int) -> None:
        """`n` turns of the bank (to `part` of its partitions); `again` > 0 sends a turn
        already sent once more, to the partition it went to."""
        bank = self.banks[bank_i % 2]
        sent = self.sent.setdefault(bank, [])
        if again and sent:
            ev, p = sent[again % len(sent)]
            self.topic.append(p, (ev.kafka_key(), ev.to_json_bytes()))
            return
        parts = self._parts(bank)
        for _ in range(n):
            self.clock += 7.0
            k = self.events
            self.events += 1
            who = ("Ann", "Bob")[k % 2]
            ev = MemoryEvent(
                event_id=f"e{k}",
                bank=bank,
                text=f"{who} told {('Cleo', 'Dan', 'Eve')[k % 3]} about thing {k}.",
                occurred_at=T0 + timedelta(seconds=self.clock),
                speaker=who,
                conversation_id=f"c{k % 2}",
                session_id=f"s{k % 2}",
            )
            p = parts[part % len(parts)]
            sent.append((ev, p))
            self.topic.append(p, (ev.kafka_key(), ev.to_json_bytes()))

    def recall(self, bank_i: int, picks: Sequence[int], part: int, back: bool) -> None:
        """A co-recall of memories the bank was sent (some may be forgotten since); `back`:
        a node whose clock is behind the last one's."""
        bank = self.banks[bank_i % 2]
        sent = [ev.memory_id for ev, _ in self.sent.get(bank, [])]
        ids = {sent[i % len(sent)] for i in picks} if sent else set()
        for latest in reversed(sent):  # at least two: recall returned several
            if len(ids) >= 2:
                break
            ids.add(latest)
        if len(ids) < 2:
            return
        self.clock += -90.0 if back else 45.0
        at = T0 + timedelta(seconds=self.clock)
        c = CoRecall.observe(bank, tuple(sorted(ids)), at, ETA, HALF_LIFE_S)
        parts = self._parts(bank)
        self.topic.append(parts[part % len(parts)], (c.kafka_key(), c.to_json_bytes()))

    def forget(self, bank_i: int, scope: ForgetScope, pick: int) -> None:
        bank = self.banks[bank_i % 2]
        sent = self.sent.get(bank)
        if not sent:
            return
        ev = sent[pick % len(sent)][0]
        target = {ForgetScope.SPEAKER: ev.speaker, ForgetScope.CONVERSATION: ev.conversation_id}
        ids = [sent[(pick + i) % len(sent)][0].memory_id for i in range(1 + pick % 3)]
        t = ForgetEvent(
            event_id=f"f-{self.name}-{self.events}",
            bank=bank,
            scope=scope,
            target=target.get(scope),
            memory_ids=tuple(sorted(set(ids))) if scope is ForgetScope.MEMORY else (),
            issued_at=T0 + timedelta(seconds=self.clock),
        )
        self.events += 1
        for p in self._parts(bank):
            self.topic.append(p, (t.kafka_key(), t.to_json_bytes()))


def staged(delivered: Sequence[Delivered], enricher: HashEnricher) -> list[Staged]:
    """The records through decode and stage, each run of one log with that log's id."""
    out: list[Staged] = []
    for log_id, group in itertools.groupby(delivered, key=lambda d: d[0]):
        decoded = [decode_record(m, 16_000) for _, m in group]
        assert all(d.dead is None for d in decoded), [d.dead for d in decoded]
        for s in stage(enricher, decoded, log_id):
            assert not isinstance(s, DeadLetter), s
            out.append(s)
    return out


def write(writer: StoreWriter, delivered: Sequence[Delivered]) -> None:
    """One micro-batch of `delivered` into the stores, through the store writer."""
    if delivered:
        dead, _ = writer.on_batch(staged(delivered, HashEnricher()))
        assert dead == [], [d.reason for d in dead]


def graph_view(stores: Stores, bank: str) -> dict[str, Any]:
    """The bank's graph, Hebbian edges and the log positions kept for them included."""
    return {
        "graph": stores.graph.snapshot(bank),
        "positions": stores.graph.log_positions(bank),
        "vector": stores.vector.count(bank),
    }
