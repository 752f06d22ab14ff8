"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part G): a day of the month right after "<holiday> is/falls on" restates the holiday's
date, so it is a day of the holiday's month ("yom kippur is the 11th", said in August: 11
October), not of the month it is said in; for a feast of several days, of its first day's
month. New sentences, not the reviewer's, and neighbours that keep their reading. Said in
UTC at the time each case gives."""

from __future__ import annotations

import pytest


# Kind: "<holiday> is (on) / falls on / starts on the Nth": the Nth of the holiday's month
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "yom kippur is the 11th",
            "2027-08-01T08:00",
            [
                ("yom kippur", "2027-10-11T00:00", "2027-10-12T00:00"),
                ("the 11th", "2027-10-11T00:00", "2027-10-12T00:00"),
            ],
        ),
        (
            "rosh hashanah falls on the 2nd so no work",
            "2027-08-01T08:00",
            [
                ("rosh hashanah", "2027-10-02T00:00", "2027-10-04T00:00"),
                ("on the 2nd", "2027-10-02T00:00", "2027-10-03T00:00"),
            ],
        ),
        # a feast of several days: the month of its first
        (
            "songkran starts on the 13th",
            "2027-03-01T08:00",
            [
                ("songkran", "2027-04-13T00:00", "2027-04-16T00:00"),
                ("on the 13th", "2027-04-13T00:00", "2027-04-14T00:00"),
            ],
        ),
    ],
)
def test_a_day_that_restates_a_holiday_is_in_its_month(read, text, said, want) -> None:
    assert read(text, said=said) == want


# Near misses: a day of the month that is no holiday's date (another clause's, after a
# holiday that states none) keeps its own reading
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "rosh hashanah is soon, and rent is due on the 2nd",
            "2027-08-01T08:00",
            [
                ("rosh hashanah", "2027-10-02T00:00", "2027-10-04T00:00"),
                ("on the 2nd", "2027-08-02T00:00", "2027-08-03T00:00"),
            ],
        ),
        (
            "yom kippur is the 11th, gas bill due the 14th",
            "2027-08-01T08:00",
            [
                ("yom kippur", "2027-10-11T00:00", "2027-10-12T00:00"),
                ("the 11th", "2027-10-11T00:00", "2027-10-12T00:00"),
                ("the 14th", "2027-08-14T00:00", "2027-08-15T00:00"),
            ],
        ),
    ],
)
def test_a_day_of_the_month_elsewhere_keeps_its_reading(read, text, said, want) -> None:
    assert read(text, said=said) == want
