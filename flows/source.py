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


class _StoppablePartition(StatefulSourcePartition[Any, Any]):
    def __init__(self, inner: StatefulSourcePartition[Any, Any], stop: threading.Event) -> None:
        self._inner = inner
        self._stop = stop

    def next_batch(self) -> list[Any]:
        if self._stop.is_set():
            raise StopIteration()
        return self._inner.next_batch()

    def next_awake(self) -> datetime | None:
        return self._inner.next_awake()

    def snapshot(self) -> Any:
        return self._inner.snapshot()

    def close(self) -> None:
        self._inner.close()


class StoppableKafkaSource(KafkaSource):
    """`KafkaSource` whose partitions end when `stop` is set."""

    def __init__(self, *args: Any, stop: threading.Event, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._stop = stop

    def build_part(self, step_id: str, for_part: str, resume_state: Any) -> _StoppablePartition:
        return _StoppablePartition(super().build_part(step_id, for_part, resume_state), self._stop)
