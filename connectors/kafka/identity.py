"""Which log a consumer's saved offsets belong to: the topic's id, and a check for gaps.

Offsets saved by a flow (Bytewax recovery) are positions in one particular log. A broker that
lost its log (in-memory storage restarted, a topic deleted and re-created) starts a new log
under the same name at offset 0: resuming at the saved offset would silently skip every event
below it. Kafka gives each topic a unique id (KIP-516; Tansu too), so memstream records the id
with the offsets and re-reads from the beginning when it changed; upserts make that safe.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from pathlib import Path

from confluent_kafka import KafkaError, KafkaException, TopicCollection
from confluent_kafka.admin import AdminClient

from memstream.connectors.kafka.client import base_config
from memstream.errors import BrokerError
from memstream.settings import KafkaSettings

__all__ = ["LogIdentity", "behind_log_end", "topic_id"]

log = logging.getLogger(__name__)


def topic_id(
    bootstrap: str,
    kafka: KafkaSettings,
    timeout_s: float = 10.0,
    *,
    admin: AdminClient | None = None,
) -> str | None:
    """The events topic's unique id; None when the topic does not exist (or the broker
    gives no ids). BrokerError when the broker does not answer. `admin`: a client to reuse
    (a periodic check should not make a new one each time)."""
    admin = admin or AdminClient(base_config(bootstrap, kafka))
    future = admin.describe_topics(TopicCollection([kafka.topic]), request_timeout=timeout_s)
    try:
        description = future[kafka.topic].result(timeout_s)
    except KafkaException as e:
        if e.args[0].code() == KafkaError.UNKNOWN_TOPIC_OR_PART:
            return None
        raise BrokerError(f"cannot describe topic {kafka.topic!r}: {e}") from e
    tid = description.topic_id
    return str(tid) if tid is not None else None


def behind_log_end(committed: Mapping[int, int], log_end: Mapping[int, int]) -> dict[int, int]:
    """Partitions whose saved offset lies past the log's end (partition -> saved offset):
    the log those offsets belong to is gone."""
    return {p: o for p, o in committed.items() if p in log_end and o > log_end[p]}


class LogIdentity:
    """The topic id the offsets in a recovery store belong to, kept in a file beside them."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def recorded(self) -> str | None:
        try:
            return str(json.loads(self.path.read_text())["topic_id"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def record(self, tid: str) -> None:
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps({"topic_id": tid}))
        tmp.replace(self.path)

    def changed(self, current: str | None) -> bool:
        """Whether offsets recorded for another log would be applied to `current`."""
        before = self.recorded()
        return before is not None and current is not None and before != current
