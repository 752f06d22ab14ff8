"""Time expressions read whole (`resolve_times`), batch 34's kind of a weekday cut short
after a verb of a first or last day ("the pool opens sat", "the sales start wed", "the rink
closes sun"; tests/data/timeexpr.md, "weekdays cut short"): the day, as "opens saturday"
is; "sun" only where its part ends (not "the rain ends sun comes out"), and "sat" after a
subject stays the verb. Said on Wednesday 6 May 2026 (UTC) unless told."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-05-06T09:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the charity shop sale begins sat at 10",
            _WEDNESDAY,
            [("sat at 10", "2026-05-09T10:00", "2026-05-09T11:00")],
        ),
        (
            "the ice rink closes sun so go soon",
            _WEDNESDAY,
            [("sun", "2026-05-10T00:00", "2026-05-11T00:00")],
        ),
        (
            "the summer league starts wed, sign up now",
            "2026-05-04T09:00",
            [("wed", "2026-05-06T00:00", "2026-05-07T00:00")],
        ),
        (
            "the outdoor pool opens sat, bring a towel",
            _WEDNESDAY,
            [("sat", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        # kept: the weather, the verb after a subject, a day introduced as before
        ("the rain ends sun comes out and we go", _WEDNESDAY, []),
        ("when the gate opens we sat on the grass", _WEDNESDAY, []),
        ("i sat at 4 waiting for the bus", _WEDNESDAY, []),
        (
            "the gallery opens on sat",
            _WEDNESDAY,
            [("on sat", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
    ],
)
def test_a_weekday_cut_short_after_a_verb_of_opening(read, text, said, want) -> None:
    assert read(text, said=said) == want
