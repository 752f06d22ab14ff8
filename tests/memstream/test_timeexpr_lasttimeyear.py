"""Time expressions read whole (`resolve_times`, the product's path), batch 47's kind of a
year alone as what the last or first time was ("last time was 2020", "the first time was
2015 i think"): that year, as "that was 2019" is (`timeyearplain`). Not a number before a
noun it counts ("last time was 2000 people"). New sentences of the kind, and neighbours
that keep their reading. Said on Wednesday 3 January 2024 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2024-01-03T07:55"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the road floods every few years, last time was 2019",
            [("2019", "2019-01-01T00:00", "2020-01-01T00:00")],
        ),
        (
            "the first time was like 2015 i think",
            [("2015", "2015-01-01T00:00", "2016-01-01T00:00")],
        ),
        # kept: a count of people
        ("last time was 2000 people, this time double", []),
    ],
)
def test_a_year_the_last_time_was(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
