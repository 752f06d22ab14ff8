"""How far the flow has finished each partition: every record up to an offset is in the stores
or dead-lettered, not only read.

The offsets the source snapshots (`StoppableKafkaSource(offsets=...)`) say what the flow has
*read*; enrichment then takes seconds, so a partition "caught up" by those offsets may still
miss its newest memories in the stores. A cluster node declares a partition ready on this
instead (`memstream.service.cluster.membership`): a new owner answers only once its stores
hold what the log held. The source sets a partition's start when it builds it (its resume
offset: everything before was finished by an earlier run); the store writer and the
dead-letter branch, the two places a record's journey ends, report each record finished.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping


class Progress(Mapping[int, int]):
    """partition -> the next offset the flow has not finished (thread-safe, read as a map)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._next: dict[int, int] = {}

    def start(self, partition: int, offset: int) -> None:
        """A run (re)starts the partition at `offset` (the earlier ones are finished)."""
        with self._lock:
            self._next[partition] = max(0, offset)

    def finished(self, partition: int | None, offset: int | None) -> None:
        """The record at `offset` of `partition` is in the stores or dead-lettered."""
        if partition is None or offset is None or offset < 0:
            return
        with self._lock:
            if offset + 1 > self._next.get(partition, 0):
                self._next[partition] = offset + 1

    def forget(self, partition: int) -> None:
        with self._lock:
            self._next.pop(partition, None)

    def clear(self) -> None:
        with self._lock:
            self._next.clear()

    def __getitem__(self, partition: int) -> int:
        with self._lock:
            return self._next[partition]

    def __iter__(self) -> Iterator[int]:
        with self._lock:
            return iter(list(self._next))

    def __len__(self) -> int:
        with self._lock:
            return len(self._next)
