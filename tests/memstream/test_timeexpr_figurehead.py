"""Time expressions read whole (`resolve_times`, the product's path): a price or a rate with
decimals right before a time ("spent £14.60 in may", "the rate is 1.31 today"), which
Duckling reads as a clock time (14:60, 13:31): the figure is no time, the time after it is
read alone (round 38 part C; tests/data/timeexpr.md, "not dates": prices, never a clock
time; a dotted hour is one after "at"/"from"). The figure a rate is weighed against ("vs
1.29 in june") is the ground of a comparison, told as past. New sentences, not the batch's,
and neighbours that keep their reading. Said on Wednesday 10 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-10T09:00"
TODAY = ("today", "2027-03-10T00:00", "2027-03-11T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "cashback gave me £14.60 in february, not bad",
            [("in february", "2027-02-01T00:00", "2027-03-01T00:00")],
        ),
        (
            "spent $3.40 yesterday on a coffee",
            [("yesterday", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        (
            "the exchange rate is 1.31 today vs 1.27 in january",
            [TODAY, ("in january", "2027-01-01T00:00", "2027-02-01T00:00")],
        ),
        (
            "the fare was 2.40 yesterday",
            [("yesterday", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        # told of a rate with "'s", a verb of a change and "to", "like", or per a unit
        # (round 38, third review)
        ("rate's 1.16 today", [TODAY]),
        (
            "the rate dropped to 1.12 yesterday",
            [("yesterday", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        ("price per litre 1.52 today", [TODAY]),
        (
            "exchange rate was like 1.20 yesterday",
            [("yesterday", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        (
            "petrol price hit 1.52 this week",
            [("this week", "2027-03-08T00:00", "2027-03-15T00:00")],
        ),
    ],
)
def test_a_price_or_rate_before_a_time_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a dotted hour after "at": the clock time
        (
            "see you at 9.30 tomorrow",
            [("at 9.30 tomorrow", "2027-03-11T09:30", "2027-03-11T09:31")],
        ),
        # a word of a rate or a price that names an event or is in another clause: the
        # dotted clock time (round 38 review)
        (
            "fees meeting 10.30 tomorrow",
            [("10.30 tomorrow", "2027-03-11T10:30", "2027-03-11T10:31")],
        ),
        (
            "it's worth it, see you 7.30 tonight",
            [("7.30 tonight", "2027-03-10T19:30", "2027-03-10T19:31")],
        ),
        (
            "exchange office opens 9.30 tomorrow",
            [("9.30 tomorrow", "2027-03-11T09:30", "2027-03-11T09:31")],
        ),
        (
            "rates go up, meeting 9.30 tomorrow to discuss",
            [("9.30 tomorrow", "2027-03-11T09:30", "2027-03-11T09:31")],
        ),
        (
            "value for money tho, kickoff 7.45 tonight",
            [("7.45 tonight", "2027-03-10T19:45", "2027-03-10T19:46")],
        ),
        (
            "price check call 8.15 tomorrow",
            [("8.15 tomorrow", "2027-03-11T08:15", "2027-03-11T08:16")],
        ),
        # "vs" between teams, no figure: the verb's tense
        (
            "it's leeds vs derby in april, who's going",
            [("in april", "2027-04-01T00:00", "2027-05-01T00:00")],
        ),
    ],
)
def test_a_dotted_hour_and_a_match_keep_their_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
