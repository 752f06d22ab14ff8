"""Call discipline shared by the backends: bounded retries of transient errors, and a gate
that lets calls run concurrently while `close()` waits for them and then refuses new ones.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TypeVar

from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential,
)

from memstream.errors import MemstreamError, StoreUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How often and how patiently a transient store error is retried before surfacing."""

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
    transient: Callable[[BaseException], bool],
    policy: RetryPolicy,
) -> T:
    """Run `fn`, retrying errors that `transient` accepts; then raise `StoreUnavailable`."""

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
                f"{what} failed after {policy.attempts} attempts: {e}. "
                "The store may be down, busy or held by another process; retry later."
            ) from e
        raise


class Gate:
    """Many concurrent users; `close` waits for them to leave and then shuts the gate."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._cond = threading.Condition()
        self._active = 0
        self._closed = False

    @property
    def closed(self) -> bool:
        return self._closed

    @contextmanager
    def enter(self) -> Iterator[None]:
        with self._cond:
            if self._closed:
                raise MemstreamError(f"{self._name} is closed; open the store again to use it")
            self._active += 1
        try:
            yield
        finally:
            with self._cond:
                self._active -= 1
                if self._active == 0:
                    self._cond.notify_all()

    def close(self) -> bool:
        """Shut the gate once every current user has left; False if it was already shut."""
        with self._cond:
            if self._closed:
                return False
            self._closed = True
            self._cond.wait_for(lambda: self._active == 0)
            return True
