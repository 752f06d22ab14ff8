"""The time benchmark's baseline: the resolver as of `benchmarks.timeexpr.BASELINE`, loaded from
git by its old paths, still loads and resolves now that the resolver has moved
(`memstream.encoders.times`)."""

from __future__ import annotations

from datetime import UTC, datetime

from benchmarks.timeexpr import baseline


def test_the_baseline_resolver_loads_from_git_and_resolves() -> None:
    said = datetime(2024, 3, 12, 10, tzinfo=UTC)
    (refs,) = baseline()([("I saw her yesterday", said)])
    assert [(r.text, r.start, r.end) for r in refs] == [
        ("yesterday", datetime(2024, 3, 11, tzinfo=UTC), datetime(2024, 3, 12, tzinfo=UTC))
    ]
