"""A Kafka source over a given set of partitions: what one cluster node ingests.

Bytewax names a Kafka partition ``"<partition>-<topic>"``. Listing only a subset in
`list_parts` reads only those, but a recovery store that holds the offset of a partition no
longer listed makes Bytewax 0.21 panic on resume ("Key ... is not in this worker's routing
map", tested). So this source lists **every** partition and builds the ones the node does
not own as idle parts: they read nothing and carry their saved offset through each snapshot
unchanged, so a partition that comes back resumes where this node left it. A partition never
read starts at the log's beginning. `rewind` names partitions whose saved offset must be
ignored (their data was dropped after a grace period: they are replayed from the beginning).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from typing import Any

from bytewax.inputs import StatefulSourcePartition

from memstream.flows.source import StoppableKafkaSource

IDLE_POLL = timedelta(seconds=0.2)


def partition_of_part(name: str) -> int:
    """The partition of a Bytewax part name (``"<partition>-<topic>"``)."""
    return int(name.split("-", 1)[0])


class PartitionedKafkaSource(StoppableKafkaSource):
    """`StoppableKafkaSource` over exactly `partitions` of its topics."""

    def __init__(
        self,
        *args: Any,
        partitions: Iterable[int],
        rewind: Iterable[int] = (),
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.partitions = frozenset(partitions)
        self.rewind = frozenset(rewind)

    def build_part(self, step_id: str, for_part: str, resume_state: Any) -> Any:
        partition = partition_of_part(for_part)
        if partition in self.rewind:
            resume_state = None  # read the partition again from the log's beginning
        if partition not in self.partitions:
            return _IdlePartition(resume_state, self._stop, tail=self._tail)
        return super().build_part(step_id, for_part, resume_state)


class _IdlePartition(StatefulSourcePartition[Any, Any]):
    """A partition this node does not own: no records, its saved offset kept as it was."""

    def __init__(self, state: Any, stop: threading.Event, *, tail: bool) -> None:
        self._state = state
        self._stop = stop
        self._tail = tail

    def next_batch(self) -> list[Any]:
        if self._stop.is_set() or not self._tail:
            raise StopIteration()
        return []

    def next_awake(self) -> datetime | None:
        # Not a busy loop: look at the stop event a few times a second.
        return datetime.now(UTC) + IDLE_POLL

    def snapshot(self) -> Any:
        return self._state
