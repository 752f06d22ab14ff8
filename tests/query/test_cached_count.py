"""`CachedCount`: a bank's count re-read at most every max_age_s, per bank."""

from __future__ import annotations

import pytest

from memstream.query.bankcache import CachedCount


def test_count_is_reread_only_when_old() -> None:
    now = [0.0]
    counts = {"a": 5, "b": 7}
    calls: list[str] = []

    def count(bank: str) -> int:
        calls.append(bank)
        return counts[bank]

    cached = CachedCount(count, max_age_s=1.0, clock=lambda: now[0])
    assert cached("a") == 5 and cached("b") == 7
    counts["a"] = 6
    now[0] = 0.5
    assert cached("a") == 5  # within a second: the old count
    now[0] = 1.2
    assert cached("a") == 6 and calls == ["a", "b", "a"]
    with pytest.raises(ValueError):
        CachedCount(count, max_age_s=-1)
