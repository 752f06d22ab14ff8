"""Time expressions read whole (`resolve_times`, the product's path): a number with a unit's
mark, a fraction before an inch mark ('3/4" copper') or digits glued to a capital A before a
word ("200A upgrade"), is a size or a current, not a date or a clock time, the kind of case
of blind batches 59-61's misses (round 45 part A; tests/data/timeexpr.md, "not dates":
counts and measures). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
TOMORROW = ("2027-03-04T00:00", "2027-03-05T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ('the 3/4" ball valve is seized', []),
        ('need 10ft of 3/4" copper and two 1/2" elbows', []),
        ('use a 3/8" bit, 1/4" is too small', []),
        ('cut the 1/2" ply to size tomorrow', [("tomorrow", *TOMORROW)]),
        (
            "needs a 100A supply, sparky comes on the 17th",
            [("on the 17th", "2027-03-17T00:00", "2027-03-18T00:00")],
        ),
    ],
)
def test_a_size_or_a_current_is_no_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a date with no inch mark, a clock time introduced or with chat's lower-case a
        ("the exam is on 4/5", [("on 4/5", "2027-04-05T00:00", "2027-04-06T00:00")]),
        ("call me at 9A tomorrow", [("at 9A tomorrow", "2027-03-04T09:00", "2027-03-04T10:00")]),
        ("leaving 930a tomorrow", [("930a tomorrow", "2027-03-04T09:30", "2027-03-04T09:31")]),
        # a date that closes a quote: the mark is a quotation mark (round 45 part A review)
        (
            'she texted "see you 3/4" and then ghosted lol',
            [("3/4", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        (
            'invite says "party on 4/12" so save the date',
            [("on 4/12", "2027-04-12T00:00", "2027-04-13T00:00")],
        ),
    ],
)
def test_a_date_or_a_clock_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
