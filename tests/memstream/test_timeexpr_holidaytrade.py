"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part C): a holiday before a noun of trade or a kind of event is the noun's attribute, no
time (tests/data/timeexpr.md: "Black Friday deals"), and "Christmas in July" is an event's
name. New sentences, not the batch's, and neighbours of each kind that keep their reading.
Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


# Kind: a named day ("boxing day", "memorial day", "mother's day") before a noun of trade
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("boxing day sales had the tv at half price", "2027-12-27T08:00"),
        ("memorial day deals on mattresses are live", "2027-05-20T08:00"),
        ("grabbed a labor day bargain on a grill", "2027-09-08T08:00"),
        ("mother's day offers on perfume are decent", "2027-05-01T08:00"),
        # "Christmas in July", whatever follows it: an event's name
        ("the shop's doing a christmas in july sale", "2027-07-01T08:00"),
    ],
)
def test_a_holiday_before_a_noun_of_trade_is_no_time(read, text, said) -> None:
    assert read(text, said=said) == []


# Near misses: the event's own day stays; a shift worked on the holiday, an event held on it,
# its dawn and a meal told as one occasion are the day; Christmas in another month is
# Christmas
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "christmas in july dinner at the lodge on saturday",
            "2027-07-01T08:00",
            [("on saturday", "2027-07-03T00:00", "2027-07-04T00:00")],
        ),
        (
            "working my boxing day shift again",
            "2027-12-20T08:00",
            [("boxing day", "2027-12-26T00:00", "2027-12-27T00:00")],
        ),
        (
            "canada day fireworks were epic",
            "2027-07-02T08:00",
            [("canada day", "2027-07-01T00:00", "2027-07-02T00:00")],
        ),
        (
            "anzac day dawn service was freezing",
            "2027-04-26T08:00",
            [("anzac day", "2027-04-25T00:00", "2027-04-26T00:00")],
        ),
        (
            "mother's day brunch was lovely",
            "2027-05-10T08:00",
            [("mother's day", "2027-05-09T00:00", "2027-05-10T00:00")],
        ),
        (
            "we'll be home for christmas in december",
            "2027-07-01T08:00",
            [("christmas in december", "2027-12-25T00:00", "2027-12-26T00:00")],
        ),
    ],
)
def test_the_holiday_stays_a_day(read, text, said, want) -> None:
    assert read(text, said=said) == want
