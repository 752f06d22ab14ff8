"""`BankCache` holds at most `max_bytes` across banks: the least recently used go first."""

from __future__ import annotations

import numpy as np
import pytest

from memstream.query.bankcache import BankCache, approx_bytes


def test_approx_bytes_counts_buffers_containers_and_fields() -> None:
    table = np.zeros(30_522, dtype=np.int32)  # an LI-LSR IDF table's size
    assert 122_088 <= approx_bytes(table) < 123_000
    nested = {"a": [table, table], "b": ("x" * 1000,)}
    assert 123_000 < approx_bytes(nested) < 126_000  # the shared array counted once


def test_least_recently_used_banks_are_dropped_past_the_bound() -> None:
    built: list[str] = []

    def build(bank: str) -> np.ndarray:
        built.append(bank)
        return np.zeros(100_000, dtype=np.uint8)  # ~100 KB each

    cache: BankCache[np.ndarray] = BankCache(
        "t", build, lambda bank: 1, check_interval_s=60, max_bytes=250_000
    )
    cache.get("a")
    cache.get("b")
    cache.get("a")  # a is now more recent than b
    cache.get("c")  # 300 KB > 250 KB: b goes
    assert cache.nbytes <= 250_000
    cache.get("a")
    cache.get("c")
    assert built == ["a", "b", "c"]
    cache.get("b")  # rebuilt; a is now the least recent
    assert built == ["a", "b", "c", "b"]
    cache.get("c")
    cache.get("a")
    assert built[-1] == "a" and cache.nbytes <= 250_000


def test_one_bank_over_the_bound_is_kept_alone() -> None:
    cache: BankCache[np.ndarray] = BankCache(
        "t", lambda bank: np.zeros(10_000, dtype=np.uint8), lambda bank: 1, max_bytes=1_000
    )
    cache.get("a")
    cache.get("b")
    assert cache.nbytes > 1_000 and cache.nbytes < 11_000  # b alone
    cache.invalidate()
    assert cache.nbytes == 0
    with pytest.raises(ValueError):
        BankCache("t", str, len, max_bytes=-1)
