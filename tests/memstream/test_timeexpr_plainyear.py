"""Time expressions read whole (`resolve_times`), round 39 part B's kind of a year written
alone, which Duckling does not read: what "it"/"that" was ("that was like 2019"), the whole
a share is of ("most of 2024"), a year after a label's number ("kid #2 in 2021") and after
"one" the pronoun ("the blue one from 1998"): that year (tests/data/timeexpr.md: a year's
grain). Amounts stay none. Said on Wednesday 4 November 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-11-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "pretty sure that was 2019, the flat with the damp",
            [("2019", "2019-01-01T00:00", "2020-01-01T00:00")],
        ),
        ("it was like 2016 when we met", [("2016", "2016-01-01T00:00", "2017-01-01T00:00")]),
        ("commuted by train most of 2024", [("2024", "2024-01-01T00:00", "2025-01-01T00:00")]),
        ("most of 2021 was a blur tbh", [("2021", "2021-01-01T00:00", "2022-01-01T00:00")]),
        ("all of 2024 i was in leeds", [("2024", "2024-01-01T00:00", "2025-01-01T00:00")]),
        ("got married after kid #2 in 2021", [("in 2021", "2021-01-01T00:00", "2022-01-01T00:00")]),
        (
            "mum still has the blue one from 1998",
            [("from 1998", "1998-01-01T00:00", "1999-01-01T00:00")],
        ),
    ],
)
def test_a_year_alone(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "one" after a verb is a clock time, not a pronoun
        (
            "the bus leaves one thirty tomorrow",
            [("one thirty tomorrow", "2026-11-05T13:30", "2026-11-05T13:31")],
        ),
        (
            "my flight lands one fifteen on friday",
            [("one fifteen on friday", "2026-11-06T13:15", "2026-11-06T13:16")],
        ),
    ],
)
def test_one_as_a_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "that was like 2000 people in one field",
        "all of 1500 tickets went in an hour",
        "it affects 1 in 2000 people",
        "she's #1 in 1000 lol",
        "it was 2030 by the time we got home",
        "half of 2000 is 1000 dummy",
    ],
)
def test_an_amount_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
