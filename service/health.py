"""The node's health monitor: readiness checks in a background thread, answered from a cache.

`/ready` and `/metrics` must answer within a second even while the broker is down, when one
metadata request waits for its whole timeout. So a thread runs every check each
`node.check_interval_s` and keeps each answer with the time it was taken; readers get the
answers and their age, never a broker round trip, and an answer older than `stale_after_s`
counts as failed (a check stuck on a wedged broker must not leave an old "ok" standing).
The checks:

    broker    the admin client gets the cluster's metadata; memstream's topics exist (a broker
              that lost its log is given them back, with their configured partitions, before
              anything is produced: memstream's clients never auto-create a topic); so does
              the cluster's members topic
    topic     the events topic has the configured partition count (reported, not fixed)
    producer  the publisher's own connections get metadata
    flow      the flow consumes: its thread runs, the broker answers, and while events wait
              its committed offsets move (`stall_after_s`)
    stores    the vector store answers a count, and no rebuild of lost stores is under way
              (`memstream.service.rebuild`: the detail says how far it got)
    log       the log the flow reads is the one its offsets belong to: the same topic id and
              no committed offset past the log end. Otherwise the broker lost its log: the
              monitor says so (this check, `memstream_log_resets`, one log line) and restarts
              the flow from the topic's start (upserts make the re-read safe).

A second thread reads what takes longer: the topics' log ends (for consumer lag, the stall and
the past-the-end checks) and the dead letters per bank (recounted only when the dead-letter
topic grew), so a slow read never delays the checks. The first thread also flushes the
summaries of rate-limited log lines (`memstream.service.lograte`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from memstream.connectors.kafka.admin import ensure_topics
from memstream.connectors.kafka.compacted import ensure_compacted_topic
from memstream.connectors.kafka.identity import LogIdentity, behind_log_end, topic_id
from memstream.connectors.kafka.offsets import log_end_offsets
from memstream.flows.runner import log_identity
from memstream.service.facade import LogEnds
from memstream.service.lograte import RateLimitFilter
from memstream.service.rebuild import StoreRebuild

if TYPE_CHECKING:
    from memstream.service.node import Node

log = logging.getLogger(__name__)

#: Every check, in the order they run.
CHECKS = ("broker", "topic", "producer", "flow", "stores", "log")
#: What /ready requires (the `topic` check only reports).
READY_CHECKS = ("broker", "producer", "flow", "stores", "log")
#: Dead letters are kept for this many banks at most (most first): a byte bound.
MAX_DEAD_LETTER_BANKS = 10_000
#: The (never joined) group of the monitor's readers: other readers use their own.
GROUP = "memstream-health"
#: Longest wait for the topics' log ends (read to EOF), and how often they are read: each
#: read is a fetch from the log's storage, which the flow's own fetches wait behind.
LOG_ENDS_TIMEOUT_S = 8.0
LOG_ENDS_EVERY_S = 5.0
#: A lost log is reported again if the flow has not taken the new log after this long.
RESET_GRACE_S = 60.0


@dataclass(frozen=True, slots=True)
class Check:
    """One check's answer and when it was taken (`time.monotonic()`)."""

    ok: bool
    detail: str | None = None
    at: float = field(default_factory=time.monotonic)


class HealthMonitor:
    """Runs the node's checks every `check_interval_s` in its own thread (see the module)."""

    def __init__(self, node: Node) -> None:
        self._node = node
        self._cfg = node.settings.node
        self._lock = threading.Lock()
        self._checks: dict[str, Check] = {}
        self.log_filter = RateLimitFilter(self._cfg.log_interval_s)
        self.log_ends: LogEnds | None = None
        self.log_ends_at: float | None = None
        self.dead_letters: dict[str, int] | None = None
        self._dlq_counted: int | None = None
        self.partitions: dict[str, int] = {}
        self._mismatch: tuple[int, int] | None = None
        self.log_resets = 0
        self._lost: str | None = None
        self._reset_at: float | None = None
        self._reset_runs = 0
        self._behind_seen = 0
        self._committed: dict[int, int] = {}
        self._moved_at = time.monotonic()
        self.cycles = 0
        #: Lost stores being rebuilt from the log (found at the node's start), else None.
        self.rebuild: StoreRebuild | None = None

    # -- reading -----------------------------------------------------------------------------
    @property
    def stale_after_s(self) -> float:
        """An answer older than this counts as failed: its check is stuck (a round of checks
        takes at most three broker timeouts)."""
        return 2 * self._cfg.check_interval_s + 3 * self._cfg.check_timeout_s

    def checks(self) -> dict[str, Check]:
        """The last answers, a stale one turned into a failure that says so."""
        now = time.monotonic()
        with self._lock:
            answers = dict(self._checks)
        for name, c in answers.items():
            age = now - c.at
            if c.ok and age > self.stale_after_s:
                answers[name] = Check(False, f"no answer for {age:.0f} s (waiting on Kafka?)", c.at)
        return answers

    def broker_down(self) -> bool:
        """Whether the last broker check failed (or is stale): publishes then fail fast."""
        broker = self.checks().get("broker")
        return broker is not None and not broker.ok

    def _cluster_topics(self, present: set[str]) -> None:
        """Re-create the cluster's compacted topics a broker lost (else a write would have
        Tansu auto-create one with several partitions); a node puts back its banks and keys."""
        node, cluster = self._node, self._node.settings.cluster
        runtime = node.cluster
        for topic in (cluster.members_topic, cluster.banks_topic, cluster.keys_topic):
            if topic in present:
                continue
            log.error("cluster topic missing on the broker, creating it topic=%s", topic)
            ensure_compacted_topic(node.bootstrap, node.settings.kafka, topic)
            if runtime is not None and topic != cluster.members_topic:
                runtime.metadata.republish(topic)

    def _set(self, name: str, ok: bool, detail: str | None = None) -> None:
        with self._lock:
            self._checks[name] = Check(ok, detail)

    # -- running -----------------------------------------------------------------------------
    def threads(self, stop: threading.Event) -> list[threading.Thread]:
        """The two loops (checks; log ends and dead letters), not yet started."""

        def every(step: Callable[[], None], interval_s: float) -> Callable[[], None]:
            def loop() -> None:
                while not stop.wait(interval_s):
                    try:
                        step()
                    except Exception:  # never let the monitor die
                        log.exception("health monitor round failed")

            return loop

        reads_every = max(self._cfg.check_interval_s, LOG_ENDS_EVERY_S)
        return [
            threading.Thread(
                target=every(self.check_once, self._cfg.check_interval_s),
                name="memstream-health",
                daemon=True,
            ),
            threading.Thread(
                target=every(self.read_once, reads_every),
                name="memstream-kafka-reads",
                daemon=True,
            ),
        ]

    def run_once(self) -> None:
        """One round of both loops, here (at start, and in tests)."""
        self.check_once()
        self.read_once()

    def check_once(self) -> None:
        """One round of the checks; a failing check never stops the others."""
        t = self._cfg.check_timeout_s
        broker = self._guard("broker", self._check_broker, t)
        self._guard("producer", self._check_producer, broker, t)
        if broker:
            self._guard("log", self._check_log, t)
        self._guard("flow", self._check_flow, broker)
        self._guard("stores", self._check_stores)
        self.log_filter.flush()
        self.cycles += 1

    def read_once(self) -> None:
        """Log ends (and the past-the-end check), then dead letters; only while the broker
        answered the last check."""
        broker = self.checks().get("broker")
        if broker is None or not broker.ok:
            return
        # Taken before the ends: an intact log's end read afterwards is never below them.
        committed = dict(self._node.offsets)
        ends = self._read_log_ends()
        if ends is not None:
            rebuild = self.rebuild
            if rebuild is not None:
                rebuild.aim(ends)  # done once the flow has read what the log holds now
            self._check_behind(committed, ends)
            self._count_dead_letters()

    def _guard(self, name: str, check: Callable[..., bool], *args: object) -> bool:
        try:
            ok = check(*args)
        except Exception as e:  # a bug or an odd client error: report it, keep checking
            log.warning("health check failed check=%s error=%s", name, e)
            self._set(name, False, f"check failed: {type(e).__name__}: {e}")
            return False
        return bool(ok)

    # -- checks ------------------------------------------------------------------------------
    def _check_broker(self, t: float) -> bool:
        node = self._node
        kafka = node.settings.kafka
        try:
            md = node.admin.list_topics(timeout=t)
        except Exception:
            self._set("broker", False, f"no answer from {node.bootstrap} within {t:.1f} s")
            return False
        counts = {n: len(m.partitions) for n, m in md.topics.items() if m.error is None}
        missing = [x for x in (kafka.topic, kafka.dlq_topic) if x not in counts]
        if missing:
            # A broker without memstream's topics lost its log (or is new): create them
            # now, with the configured partitions, before a producer waits on them.
            log.error("topics missing on the broker, creating them topics=%s", missing)
            ensure_topics(node.bootstrap, kafka, timeout_s=2 * t)
            md = node.admin.list_topics(timeout=t)
            counts = {n: len(m.partitions) for n, m in md.topics.items() if m.error is None}
        if node.cluster is not None:
            self._cluster_topics(set(counts))
        self.partitions = {x: counts.get(x, 0) for x in (kafka.topic, kafka.dlq_topic)}
        have, want = self.partitions[kafka.topic], kafka.partitions
        if have != want:
            if self._mismatch != (have, want):
                log.error(
                    "topic partition count differs topic=%s partitions=%s configured=%s",
                    kafka.topic,
                    have,
                    want,
                )
            self._mismatch = (have, want)
            self._set("topic", False, f"{kafka.topic} has {have} partitions; configured {want}")
        else:
            self._mismatch = None
            self._set("topic", True)
        self._set("broker", True)
        return True

    def _check_producer(self, broker: bool, t: float) -> bool:
        node = self._node
        if not broker:
            self._set("producer", False, "the broker does not answer")
            return False
        ok = node.publisher.reachable(t)
        self._set("producer", ok, None if ok else f"no metadata within {t:.1f} s")
        return ok

    def _read_log_ends(self) -> dict[int, int] | None:
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

    # -- a lost log --------------------------------------------------------------------------
    def _check_log(self, t: float) -> bool:
        """The topic id the flow's offsets belong to against the topic's id now."""
        node = self._node
        recorded = LogIdentity(log_identity(node.settings)).recorded()
        try:
            current = topic_id(node.bootstrap, node.settings.kafka, t, admin=node.admin)
        except Exception as e:  # the broker went away since the broker check: ask next time
            log.warning("cannot read the topic id: %s", e or type(e).__name__)
            previous = self.checks().get("log")
            return previous is not None and previous.ok
        with self._lock:
            pending = self._reset_at is not None
            if pending and recorded == current and node.flow_runs > self._reset_runs:
                self._reset_at = None  # the new run took the new log
            elif pending and time.monotonic() - (self._reset_at or 0) > RESET_GRACE_S:
                self._reset_at = None  # not taken yet: look again from scratch
            pending = self._reset_at is not None
        if not pending and recorded is not None and current is not None and recorded != current:
            self._found_lost(f"the events topic is a new log (topic id {recorded} -> {current})")
            return False
        self._set("log", not pending, self._lost)
        return not pending

    def _check_behind(self, committed: Mapping[int, int], ends: Mapping[int, int]) -> None:
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
            self._reset_runs = self._node.flow_runs
            self._behind_seen = 0
        self.lost(why)
        self._node.restart_flow(reset=True)

    def lost(self, why: str) -> None:
        """Report a log the broker lost (also called by the node when a new run found one)."""
        self.log_resets += 1
        at = datetime.now(UTC).isoformat(timespec="seconds")
        self._lost = (
            f"the broker lost its log ({why}); the flow re-reads the topic from its start "
            f"(last at {at}; {self.log_resets} time(s) since the node started)"
        )
        log.error("log lost: %s", self._lost)
        self._set("log", False, self._lost)

    # -- the flow and the stores -------------------------------------------------------------
    def _check_flow(self, broker: bool) -> bool:
        node = self._node
        now = time.monotonic()
        committed = dict(node.offsets)
        if committed != self._committed:
            self._committed, self._moved_at = committed, now
        if not node.flow_alive:
            err = node.flow_error
            why = "not started" if err is None else f"restarting after {node.flow_failures} "
            why += "" if err is None else f"failure(s); last: {type(err).__name__}: {err}"
            self._set("flow", False, why)
            return False
        if not broker:
            self._set("flow", False, "not consuming: the broker does not answer")
            return False
        ends = self.log_ends.ends if self.log_ends is not None else {}
        waiting = sum(max(0, e - committed.get(p, 0)) for p, e in ends.items())
        still = now - self._moved_at
        if waiting and still > self._cfg.stall_after_s:
            detail = f"not consuming: {waiting} event(s) wait, no progress for {still:.0f} s"
            self._set("flow", False, detail)
            return False
        err = node.flow_error
        restarted = f"restarted after {node.flow_failures} failure(s); last: {err}"
        self._set("flow", True, None if err is None else restarted)
        return True

    def _check_stores(self) -> bool:
        try:
            self._node.stores.vector.count()
        except Exception as e:
            self._set("stores", False, f"the vector store does not answer: {e}")
            return False
        rebuild = self.rebuild
        if rebuild is not None:
            node = self._node
            committed = dict(node.offsets)
            scope = None if node.cluster is None else node.cluster.membership.partitions.owned
            if not rebuild.finished(committed, scope):
                self._set("stores", False, rebuild.detail(committed, scope))
                return False
            self.rebuild = None
            rebuild.done(node.stores)
        self._set("stores", True)
        return True

    def rebuilding(self, rebuild: StoreRebuild) -> None:
        """Lost stores found at the start: say so, and answer not ready until rebuilt."""
        self.rebuild = rebuild
        log.error(
            "stores lost: %s; rebuilding them from the log (the flow re-reads the topic from "
            "its start; /ready answers 503 until it is done)",
            rebuild.lost.describe(),
        )
        self._set("stores", False, rebuild.detail({}, None))

    def _count_dead_letters(self) -> None:
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
