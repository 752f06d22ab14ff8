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
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from memstream.connectors.kafka.admin import ensure_topics
from memstream.connectors.kafka.compacted import ensure_compacted_topic
from memstream.service.kafkareads import KafkaReads
from memstream.service.lograte import RateLimitFilter
from memstream.service.logwatch import LogWatch
from memstream.service.rebuild import StoreRebuild

if TYPE_CHECKING:
    from memstream.service.node import Node

log = logging.getLogger(__name__)

#: Every check, in the order they run.
CHECKS = ("broker", "topic", "producer", "flow", "stores", "log")
#: What /ready requires (the `topic` check only reports).
READY_CHECKS = ("broker", "producer", "flow", "stores", "log")
#: How often the second thread reads the log ends: each read is a fetch from the log's
#: storage, which the flow's own fetches wait behind.
LOG_ENDS_EVERY_S = 5.0


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
        #: What the second thread reads: the topics' log ends, the dead letters per bank.
        self.reads = KafkaReads(node)
        self.partitions: dict[str, int] = {}
        self._mismatch: tuple[int, int] | None = None
        #: The `log` check: whether the broker lost the log the flow's offsets belong to.
        self.log_watch = LogWatch(node, self._set, lambda: self._ok("log"))
        self._committed: dict[int, int] = {}
        self._moved_at = time.monotonic()
        self.cycles = 0
        #: Lost stores being rebuilt from the log (found at the node's start), else None.
        self.rebuild: StoreRebuild | None = None
        #: Rebuilds of lost stores begun since the start (for metrics).
        self.rebuilds = 0

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

    def _ok(self, name: str) -> bool:
        """Whether check `name`'s last answer was ok (and is not stale)."""
        answer = self.checks().get(name)
        return answer is not None and answer.ok

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
            self._guard("log", self.log_watch.check, t)
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
        committed = dict(self._node.flow.offsets)
        ends = self.reads.log_ends_now()
        if ends is not None:
            rebuild = self.rebuild
            if rebuild is not None:
                rebuild.aim(ends)  # done once the flow has read what the log holds now
            self.log_watch.check_behind(committed, ends)
            self.reads.count_dead_letters()

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

    # -- the flow and the stores -------------------------------------------------------------
    def _check_flow(self, broker: bool) -> bool:
        node = self._node
        now = time.monotonic()
        committed = dict(node.flow.offsets)
        if committed != self._committed:
            self._committed, self._moved_at = committed, now
        if not node.flow.alive:
            err = node.flow.error
            why = "not started" if err is None else f"restarting after {node.flow.failures} "
            why += "" if err is None else f"failure(s); last: {type(err).__name__}: {err}"
            self._set("flow", False, why)
            return False
        if not broker:
            self._set("flow", False, "not consuming: the broker does not answer")
            return False
        read = self.reads.log_ends
        ends = read.ends if read is not None else {}
        waiting = sum(max(0, e - committed.get(p, 0)) for p, e in ends.items())
        still = now - self._moved_at
        if waiting and still > self._cfg.stall_after_s:
            detail = f"not consuming: {waiting} event(s) wait, no progress for {still:.0f} s"
            self._set("flow", False, detail)
            return False
        err = node.flow.error
        restarted = f"restarted after {node.flow.failures} failure(s); last: {err}"
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
            committed = dict(node.flow.offsets)
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
        self.rebuilds += 1
        log.error(
            "stores lost: %s; rebuilding them from the log (the flow re-reads the topic from "
            "its start; /ready answers 503 until it is done)",
            rebuild.lost.describe(),
        )
        self._set("stores", False, rebuild.detail({}, None))
