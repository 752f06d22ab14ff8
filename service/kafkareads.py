"""What the health monitor's second thread reads from Kafka: the topics' log ends and the
dead letters per bank.

Both take longer than a check (each is a read of the log's storage), so they run in their own
thread (`HealthMonitor.threads`) and their answers wait here for the readers: consumer lag and
the stall check read `log_ends`, the banks' details and metrics read `dead_letters`.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

from memstream.connectors.kafka.offsets import log_end_offsets
from memstream.service.facade import LogEnds

if TYPE_CHECKING:
    from memstream.service.node import Node

log = logging.getLogger(__name__)

#: Dead letters are kept for this many banks at most (most first): a byte bound.
MAX_DEAD_LETTER_BANKS = 10_000
#: The (never joined) group of the monitor's readers: other readers use their own.
GROUP = "memstream-health"
#: Longest wait for the topics' log ends (read to EOF).
LOG_ENDS_TIMEOUT_S = 8.0


class KafkaReads:
    """The last log ends and dead-letter counts, and when the ends were read."""

    def __init__(self, node: Node) -> None:
        self._node = node
        self._cfg = node.settings.node
        self.log_ends: LogEnds | None = None
        self.log_ends_at: float | None = None
        self.dead_letters: dict[str, int] | None = None
        self._dlq_counted: int | None = None

    def log_ends_now(self) -> dict[int, int] | None:
        """The events topic's log ends, read now (kept with the dead-letter topic's in
        `log_ends`); None when the read failed."""
        node = self._node
        kafka = node.settings.kafka
        # Generous: reading to EOF on the durable (S3) log takes a few seconds under load, and
        # nobody waits for it but this thread.
        wait = max(4 * self._cfg.check_timeout_s, LOG_ENDS_TIMEOUT_S)
        try:
            ends = log_end_offsets(node.bootstrap, kafka.topic, kafka, wait, group_id=GROUP)
            dlq = log_end_offsets(node.bootstrap, kafka.dlq_topic, kafka, wait, group_id=GROUP)
        except Exception as e:
            log.warning("cannot read the topics' log ends: %s", e)
            return None
        self.log_ends = LogEnds(kafka.topic, ends, kafka.dlq_topic, dlq)
        self.log_ends_at = time.monotonic()
        return ends

    def count_dead_letters(self) -> None:
        """Recount the dead letters per bank if the dead-letter topic grew since the last
        count (`log_ends` says how far it reaches)."""
        from memstream.connectors.kafka.dlq import count_dead_letters_by_bank

        ends = self.log_ends
        end = sum(ends.dlq_ends.values()) if ends is not None else None
        if end is None or end == self._dlq_counted:
            return
        node = self._node
        try:
            counts = count_dead_letters_by_bank(
                node.bootstrap, node.settings.kafka, LOG_ENDS_TIMEOUT_S
            )
        except Exception as e:
            log.warning("cannot count dead letters: %s", e)
            return
        self.dead_letters = dict(list(counts.items())[:MAX_DEAD_LETTER_BANKS])
        self._dlq_counted = end
