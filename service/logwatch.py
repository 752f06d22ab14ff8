"""The health monitor's `log` check: is the log the flow reads the one its offsets belong to?

A broker that lost its log (in-memory storage restarted, a durable log deleted) answers with a
new events topic: another topic id, or committed offsets past the log end. `LogWatch` finds
either, reports it once (the check's detail, `memstream_log_resets`, one log line) and has the
flow re-read the topic from its start; upserts make the re-read safe. It waits for the new run
to take the new log before it looks again.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from memstream.connectors.kafka.identity import LogIdentity, behind_log_end, topic_id
from memstream.flows.runner import log_identity

if TYPE_CHECKING:
    from memstream.service.node import Node

log = logging.getLogger(__name__)

#: A lost log is reported again if the flow has not taken the new log after this long.
RESET_GRACE_S = 60.0


class LogWatch:
    """Finds a lost log and restarts the flow on the new one (see the module)."""

    def __init__(
        self,
        node: Node,
        report: Callable[[str, bool, str | None], None],
        was_ok: Callable[[], bool],
    ) -> None:
        """`report` sets the check's answer, `was_ok` tells whether the last one was ok."""
        self._node = node
        self._set = report
        self._was_ok = was_ok
        self._lock = threading.Lock()
        #: Lost logs found since the node started.
        self.resets = 0
        self._lost: str | None = None
        self._reset_at: float | None = None
        self._reset_runs = 0
        self._behind_seen = 0

    def check(self, t: float) -> bool:
        """The topic id the flow's offsets belong to against the topic's id now."""
        node = self._node
        recorded = LogIdentity(log_identity(node.settings)).recorded()
        try:
            current = topic_id(node.bootstrap, node.settings.kafka, t, admin=node.admin)
        except Exception as e:  # the broker went away since the broker check: ask next time
            log.warning("cannot read the topic id: %s", e or type(e).__name__)
            return self._was_ok()
        with self._lock:
            pending = self._reset_at is not None
            if pending and recorded == current and node.flow.runs > self._reset_runs:
                self._reset_at = None  # the new run took the new log
            elif pending and time.monotonic() - (self._reset_at or 0) > RESET_GRACE_S:
                self._reset_at = None  # not taken yet: look again from scratch
            pending = self._reset_at is not None
        if not pending and recorded is not None and current is not None and recorded != current:
            self._found_lost(f"the events topic is a new log (topic id {recorded} -> {current})")
            return False
        self._set("log", not pending, self._lost)
        return not pending

    def check_behind(self, committed: Mapping[int, int], ends: Mapping[int, int]) -> None:
        """Committed offsets past the log end: the log they belong to is gone (same id)."""
        behind = behind_log_end(committed, ends)
        with self._lock:
            # Twice in a row, and not while a reset is under way (old offsets linger briefly).
            self._behind_seen = self._behind_seen + 1 if behind and self._reset_at is None else 0
            found = self._behind_seen >= 2
        if found:
            self._found_lost(f"committed offsets {behind} lie past the log end {dict(ends)}")

    def _found_lost(self, why: str) -> None:
        with self._lock:
            if self._reset_at is not None:
                return  # already re-reading
            self._reset_at = time.monotonic()
            self._reset_runs = self._node.flow.runs
            self._behind_seen = 0
        self.lost(why)
        self._node.flow.restart(reset=True)

    def lost(self, why: str) -> None:
        """Report a log the broker lost (also called by the node when a new run found one)."""
        self.resets += 1
        at = datetime.now(UTC).isoformat(timespec="seconds")
        self._lost = (
            f"the broker lost its log ({why}); the flow re-reads the topic from its start "
            f"(last at {at}; {self.resets} time(s) since the node started)"
        )
        log.error("log lost: %s", self._lost)
        self._set("log", False, self._lost)
