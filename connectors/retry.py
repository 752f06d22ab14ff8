"""One way to retry a store call: bounded attempts at errors the store names transient, then
`StoreUnavailable`.

Each store names its transient errors in one predicate beside its code, and nothing else is
retried: the vector backends (qdrant-edge I/O and held locks; a Qdrant server's retryable HTTP
statuses and transport errors), the graph store (engine lock, busy-writer and checkpoint
messages) and the BM25 writer (Tantivy's I/O and lock errors). A transient error that outlives
the policy's attempts surfaces as `StoreUnavailable`, the one error a caller may retry later;
any other error is raised at once, as it is. Retried calls must be idempotent (the stores'
writes are upserts).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential,
)

from memstream.errors import StoreUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")

#: A store's notion of a transient error: True for errors a later attempt may clear.
Transient = Callable[[BaseException], bool]

#: What a `StoreUnavailable` tells the caller to do, unless the store says better.
DEFAULT_HINT = "The store may be down, busy or held by another process; retry later."


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How often and how patiently a transient store error is tried again before surfacing:
    `attempts` in all (the first included), waiting `initial_wait_s` doubling up to
    `max_wait_s` between them."""

    attempts: int = 3
    initial_wait_s: float = 0.05
    max_wait_s: float = 1.0

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise ValueError(f"RetryPolicy.attempts must be at least 1, got {self.attempts}")
        if self.initial_wait_s < 0 or self.max_wait_s < 0:
            raise ValueError("RetryPolicy waits must not be negative")


def call_with_retry(
    fn: Callable[[], T],
    *,
    what: str,
    transient: Transient,
    policy: RetryPolicy,
    hint: str = DEFAULT_HINT,
) -> T:
    """Run `fn`, retrying errors that `transient` accepts; then raise `StoreUnavailable`
    ("<what> failed after <n> attempts: <error>. <hint>")."""

    def _log(state: RetryCallState) -> None:
        err = state.outcome.exception() if state.outcome else None
        log.warning(
            "store call failed, retrying op=%s attempt=%d error=%s", what, state.attempt_number, err
        )

    retrying = Retrying(
        stop=stop_after_attempt(policy.attempts),
        wait=wait_exponential(multiplier=policy.initial_wait_s, max=policy.max_wait_s),
        retry=retry_if_exception(transient),
        before_sleep=_log,
        reraise=True,
    )
    try:
        return retrying(fn)
    except Exception as e:
        if transient(e):
            raise StoreUnavailable(
                f"{what} failed after {policy.attempts} attempts: {e}. {hint}"
            ) from e
        raise
