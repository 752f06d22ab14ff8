"""Time expressions read whole (`resolve_times`, the product's path): a number that Duckling
cuts short and reads as a clock time, before "%", a decimal part that is no minute past the
hour or a comma and three digits ("ordered a pair today at 15% off", "went from 3.92 to 4.1"): a
percentage, a rating or a count, no time, and a day beside it stays; the kind of case of
blind batches 77 and 79's misses (round 51 part c). New sentences, not the batches', and
neighbours that keep their reading (dotted clock times). Said on Wednesday 3 March 2027,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "ordered a pair today at 15% off",
            [("today", "2027-03-03T00:00", "2027-03-04T00:00")],
        ),
        (
            "renewed it tuesday at 12% interest",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "rating slipped from 4.95 to 4.89 on monday",
            [("on monday", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
        (
            "got 3 yesterday at 40% off",  # read so before too
            [("yesterday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (  # the review's (round 51 part c): the whole number goes, not its decimals
            "fixed rate at 5.25% from monday",
            [("monday", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
        (
            "locked in at 6.10% on friday",
            [("on friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "rates at 3.25% tomorrow probably",
            [("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        (
            "from 4.20% to 4.05% this week",
            [("this week", "2027-03-01T00:00", "2027-03-08T00:00")],
        ),
        (
            "sold at 1.30% profit last night",
            [("last night", "2027-03-02T18:00", "2027-03-03T00:00")],
        ),
        (
            "savings at 4.25% since jan",
            [("since jan", "2027-01-01T00:00", "2027-03-03T09:00")],
        ),
        (
            "meet at 4.30 tomorrow?",
            [("at 4.30 tomorrow", "2027-03-04T16:30", "2027-03-04T16:31")],
        ),
    ],
)
def test_a_day_beside_a_cut_number_stays(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "my seller score went from 3.92 to 4.1 overnight",
        "the average dropped from 4.7 to 4.2",
        "followers went from 2,300 to 3,100",
        "phone was at 8% 🙃",
    ],
)
def test_a_percentage_or_a_rating_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
