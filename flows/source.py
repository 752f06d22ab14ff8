"""A Kafka source that can be stopped: tail the topic until asked to stop, then end cleanly.

Bytewax has no stop call for a running dataflow; a source that ends does end it. Every
partition checks a shared `threading.Event` and finishes when it is set, so a node can stop
ingesting on SIGTERM, let the sinks flush the batch in flight, and exit.
"""

from __future__ import annotations

import threading
from datetime import datetime
from typing import Any

from bytewax.connectors.kafka import KafkaSource
from bytewax.inputs import StatefulSourcePartition

from memstream.flows.progress import Progress


class _StoppablePartition(StatefulSourcePartition[Any, Any]):
    def __init__(
        self,
        inner: StatefulSourcePartition[Any, Any],
        stop: threading.Event,
        partition: int,
        offsets: dict[int, int] | None,
    ) -> None:
        self._inner = inner
        self._stop = stop
        self._partition = partition
        self._offsets = offsets

    def next_batch(self) -> list[Any]:
        if self._stop.is_set():
            raise StopIteration()
        return list(self._inner.next_batch())

    def next_awake(self) -> datetime | None:
        return self._inner.next_awake()

    def snapshot(self) -> Any:
        state = self._inner.snapshot()
        # The next offset to read, as Bytewax commits it to its recovery store with this
        # epoch (negative: a symbolic start offset, nothing read yet).
        if self._offsets is not None and isinstance(state, int) and state >= 0:
            self._offsets[self._partition] = state
        return state

    def close(self) -> None:
        self._inner.close()


class StoppableKafkaSource(KafkaSource):
    """`KafkaSource` whose partitions end when `stop` is set.

    `offsets`, when given, receives partition -> committed offset (the next offset to read,
    as snapshotted for recovery): consumer lag is the log end minus this. `progress`, when
    given, learns where each partition starts (`memstream.flows.progress`).
    """

    def __init__(
        self,
        *args: Any,
        stop: threading.Event,
        offsets: dict[int, int] | None = None,
        progress: Progress | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self._stop = stop
        self._offsets = offsets
        self._progress = progress

    def build_part(  # type: ignore[override]  # a wrapper around the Kafka partition
        self, step_id: str, for_part: str, resume_state: Any
    ) -> _StoppablePartition:
        inner = super().build_part(step_id, for_part, resume_state)
        # Bytewax names a Kafka partition "<partition>-<topic>".
        partition = int(for_part.split("-", 1)[0])
        if self._offsets is not None and isinstance(resume_state, int) and resume_state >= 0:
            self._offsets[partition] = resume_state
        if self._progress is not None:  # None or a symbolic offset: from the beginning
            start = resume_state if isinstance(resume_state, int) else 0
            self._progress.start(partition, start)
        return _StoppablePartition(inner, self._stop, partition, self._offsets)
