"""Time expressions at the edges of representable time: Duckling resolves years Python cannot
hold ("10000 years ago", "last spring" in year 1); they clamp or drop, never raise, and the
query window built from them is well-formed. Duckling only (no other model)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstream.encoders.timeexpr import TIME_MAX, TIME_MIN, TimeResolver
from memstream.query.encode import window_from_refs

PHRASES = [
    "what happened 10000 years ago",
    "what happened 1000000 years ago",
    "in 10000 years",
    "last spring",
    "yesterday",
    "tomorrow at 10pm",
    "this morning",
    "next year",
    "last friday",
    "in June",
    "before June",
    "after March",
    "since 10000 years ago",
    "between 9998 and 10001",
    "the day after tomorrow at 11pm",
    "on 29 February",
]


@pytest.fixture(scope="module")
def times() -> TimeResolver:
    return TimeResolver()


@pytest.mark.parametrize(
    ("text", "reference"),
    [
        ("what happened 10000 years ago", datetime(2026, 11, 30, tzinfo=UTC)),
        ("last spring", datetime(1, 1, 1, tzinfo=UTC)),
        ("yesterday", datetime(1, 1, 1, tzinfo=UTC)),
        ("next year", datetime(9999, 12, 31, tzinfo=UTC)),
        ("tomorrow", datetime(9999, 12, 31, 23, tzinfo=UTC)),
    ],
)
def test_expressions_outside_representable_time_are_dropped(times, text, reference) -> None:
    """These raised ValueError (a 500 from TEMPR) before."""
    assert times.resolve(text, reference, prefer_past=True) == ()


def test_an_interval_reaching_past_the_edge_is_clamped_open(times) -> None:
    (ref,) = times.resolve("since 10000 years ago", datetime(2026, 1, 1, tzinfo=UTC))
    assert ref.start == TIME_MIN and ref.end.year >= 2026
    (ref,) = times.resolve("last spring", datetime(2, 6, 1, tzinfo=UTC), prefer_past=True)
    assert ref.start.year == 1


def test_near_the_end_of_time_windows_stay_well_formed(times) -> None:
    refs = times.resolve("tomorrow at 10pm", datetime(9999, 12, 30, tzinfo=UTC))
    window = window_from_refs(refs)
    assert window is not None and window.start < window.end <= TIME_MAX


@settings(
    max_examples=150,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    text=st.sampled_from(PHRASES),
    reference=st.datetimes(
        min_value=datetime(1, 1, 1),
        max_value=datetime(9999, 12, 31, 23, 59),
        timezones=st.just(UTC),
    ),
    past=st.booleans(),
)
def test_any_phrase_at_any_reference_resolves(times, text, reference, past) -> None:
    refs = times.resolve(text, reference, prefer_past=past)
    for r in refs:
        assert TIME_MIN <= r.start < r.end <= TIME_MAX
    window = window_from_refs(refs)
    assert window is None or window.start < window.end
