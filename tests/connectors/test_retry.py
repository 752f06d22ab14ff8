"""The helpers every store shares: the retry of transient errors and the path claim."""

from __future__ import annotations

from pathlib import Path

import pytest

from memstream.connectors.claims import claim_path
from memstream.connectors.retry import RetryPolicy, call_with_retry
from memstream.errors import ConfigError, StoreUnavailable

FAST = RetryPolicy(attempts=3, initial_wait_s=0.0, max_wait_s=0.0)


class Flaky:
    """Fails with `error` the first `failures` calls, then answers."""

    def __init__(self, failures: int, error: Exception) -> None:
        self.failures, self.error, self.calls = failures, error, 0

    def __call__(self) -> str:
        self.calls += 1
        if self.calls <= self.failures:
            raise self.error
        return "ok"


def busy(e: BaseException) -> bool:
    return isinstance(e, OSError)


def test_transient_errors_are_retried_until_they_clear() -> None:
    fn = Flaky(2, OSError("busy"))
    assert call_with_retry(fn, what="op", transient=busy, policy=FAST) == "ok"
    assert fn.calls == 3


def test_a_transient_error_outliving_the_attempts_is_store_unavailable() -> None:
    fn = Flaky(5, OSError("busy"))
    with pytest.raises(StoreUnavailable, match=r"^op failed after 3 attempts: busy\. Try X\.$"):
        call_with_retry(fn, what="op", transient=busy, policy=FAST, hint="Try X.")
    assert fn.calls == 3


def test_other_errors_are_raised_at_once_as_they_are() -> None:
    fn = Flaky(1, KeyError("bug"))
    with pytest.raises(KeyError):
        call_with_retry(fn, what="op", transient=busy, policy=FAST)
    assert fn.calls == 1


def test_a_policy_rejects_bad_values() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        RetryPolicy(attempts=0)
    with pytest.raises(ValueError, match="negative"):
        RetryPolicy(initial_wait_s=-1)


def test_one_claim_per_path_until_released(tmp_path: Path) -> None:
    claim = claim_path(tmp_path / "db", "graph database", "GraphStore")
    with pytest.raises(ConfigError, match="already open in this process; share its GraphStore"):
        claim_path(tmp_path / "x" / ".." / "db", "graph database", "GraphStore")  # same path
    other = claim_path(tmp_path / "other", "graph database", "GraphStore")
    claim.release()
    claim.release()  # idempotent
    assert not claim.held and other.held
    again = claim_path(tmp_path / "db", "graph database", "GraphStore")
    again.release()
    other.release()
