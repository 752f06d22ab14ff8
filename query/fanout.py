"""The fan-out: the arms of one recall run in parallel, each under its own timeout.

An arm that raises or outlives `timeout_s` is dropped and named in `degraded` (arms fail
alone, never the whole recall). A timeout runs from the moment the arm was started, so an arm
started early (before the model passes, see `RecallEngine`) is not given extra time for having
waited. Timings of the arms that answered or timed out are reported as ``arm:<name>`` (ms);
an arm that raised has none.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field

from memstream.contract.recall import DegradedArm
from memstream.query.model import Arm, ArmHit, EncodedQuery

log = logging.getLogger(__name__)

#: Longest text of an error kept in a `DegradedArm.reason`.
REASON_CHARS = 300


@dataclass(frozen=True, slots=True)
class Running:
    """An arm's retrieval in flight and when it started (its timeout runs from then)."""

    future: Future[tuple[list[ArmHit], float]]
    started: float


@dataclass(slots=True)
class ArmResults:
    """What the fan-out brought back: hits per arm that answered (in the order asked), the
    arms dropped and why, and the arms' timings in ms keyed ``arm:<name>``."""

    hits: dict[str, list[ArmHit]] = field(default_factory=dict)
    degraded: list[DegradedArm] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)


def ms(seconds: float) -> float:
    """Seconds as milliseconds, rounded to microseconds (the unit of every stage timing)."""
    return round(seconds * 1000, 3)


class FanOut:
    """Runs arms on a shared thread pool; thread-safe, one per engine."""

    def __init__(self, timeout_s: float, max_workers: int = 8) -> None:
        if timeout_s <= 0:
            raise ValueError(f"arm timeout must be positive, got {timeout_s}")
        self.timeout_s = timeout_s
        self._pool = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="recall-arm")

    def start(self, arms: Mapping[str, Arm], query: EncodedQuery, depth: int) -> dict[str, Running]:
        """Submit each arm's `retrieve(query, depth)`; returns them in flight, by name."""
        return {
            name: Running(
                self._pool.submit(_timed_retrieve, arm, query, depth), time.perf_counter()
            )
            for name, arm in arms.items()
        }

    def collect(self, running: Mapping[str, Running]) -> ArmResults:
        """Hits per arm, or the arm named in `degraded`; waits for each in the order given."""
        out = ArmResults()
        timeout = self.timeout_s
        for name, run in running.items():
            try:
                left = max(0.0, run.started + timeout - time.perf_counter())
                hits, spent = run.future.result(timeout=left)
                out.hits[name] = hits
                out.timings[f"arm:{name}"] = ms(spent)
            except FutureTimeout:
                run.future.cancel()
                out.degraded.append(DegradedArm(arm=name, reason=f"timed out after {timeout:g}s"))
                out.timings[f"arm:{name}"] = ms(time.perf_counter() - run.started)
            except Exception as e:
                log.warning("arm failed arm=%s error=%s", name, e)
                reason = f"{type(e).__name__}: {e}"[:REASON_CHARS]
                out.degraded.append(DegradedArm(arm=name, reason=reason))
        return out

    def run(
        self,
        arms: Mapping[str, Arm],
        query: EncodedQuery,
        depth: int,
        started: Mapping[str, Running] | None = None,
    ) -> ArmResults:
        """Start the arms not in `started`, then collect all of `arms` in their order."""
        running = dict(started or {})
        running |= self.start({n: a for n, a in arms.items() if n not in running}, query, depth)
        return self.collect({n: running[n] for n in arms})

    def close(self) -> None:
        """Stop taking work; arms still running are not waited for."""
        self._pool.shutdown(wait=False, cancel_futures=True)


def _timed_retrieve(arm: Arm, query: EncodedQuery, depth: int) -> tuple[list[ArmHit], float]:
    t0 = time.perf_counter()
    hits = arm.retrieve(query, depth)
    return hits, time.perf_counter() - t0
