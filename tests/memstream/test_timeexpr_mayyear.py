"""Time expressions read whole (`resolve_times`), round 55 part d's kind of "may" and a
four-digit year ("the next audit is may 2027"): that May, as "june 2027" is, which Duckling
leaves unread unless a word such as "in" or "since" comes before it, read so only after a
word that introduces a date ("due", "by", "expires", "is", "the" ...) or to begin a sentence.
A day or a part of the month before it ("4 may 2027", "mid may 2027") and a word Duckling
reads with it ("in may 2027", "since may 2025") keep Duckling's reading, another month within
three words before it is Duckling's range ("from jan to may 2024"), a name before it no time
("theresa may 2016", the review's probes), and "may" the verb before no year stays no time.
Said on Tuesday 1 December 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-12-01T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the next audit is may 2027", [("may 2027", "2027-05-01T00:00", "2027-06-01T00:00")]),
        # "the" introduces it, as `_MAY_WORD` says (review of round 55)
        (
            "the may 2027 intake is huge apparently",
            [("may 2027", "2027-05-01T00:00", "2027-06-01T00:00")],
        ),
        (
            "passport expires may 2028 so renew soon",
            [("may 2028", "2028-05-01T00:00", "2028-06-01T00:00")],
        ),
        (
            "lease ends may 2024, then we move",
            [("may 2024", "2024-05-01T00:00", "2024-06-01T00:00")],
        ),
        ("next review: may 2027", [("may 2027", "2027-05-01T00:00", "2027-06-01T00:00")]),
        ("finish the thesis by may 2027", [("may 2027", "2027-05-01T00:00", "2027-06-01T00:00")]),
    ],
)
def test_may_and_a_year_is_that_may(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Duckling's reading, with its word or its day, as before
        ("we moved in may 2025", [("in may 2025", "2025-05-01T00:00", "2025-06-01T00:00")]),
        (
            "the reno ran since may 2025",
            [("since may 2025", "2025-05-01T00:00", "2026-12-01T09:00")],
        ),
        ("the gig is 4 may 2027", [("4 may 2027", "2027-05-04T00:00", "2027-05-05T00:00")]),
        (
            "mid may 2027 for the move",
            [("mid may 2027", "2027-05-11T00:00", "2027-05-21T00:00")],
        ),
        # the verb, no year after it
        ("we may need 2027 chairs", []),
        ("the class of may 2026-27 graduated", []),
        # a range of months, Duckling's
        (
            "from jan to may 2024 i was in berlin",
            [("from jan to may 2024", "2024-01-01T00:00", "2024-06-01T00:00")],
        ),
        (
            "between march and may 2024 we need to finish the reno",
            [("between march and may 2024", "2024-03-01T00:00", "2024-06-01T00:00")],
        ),
        # a name and a year, a word outside the class before it
        ("theresa may 2016 speech is on yt if u want it", []),
        ("brian may 2022 tour was unreal", []),
        ("my aunt may 1926 photo", []),
        ("we bought the van may 2021 and it still runs", []),
        # a name and a year across a comma
        ("signed 'cousin may, 1951' on the back", []),
    ],
)
def test_may_keeps_its_other_readings(read, text, want) -> None:
    assert read(text, said=SAID) == want
