"""Time expressions read whole (`resolve_times`, the product's path): a figure with thousands
after a comma that ends Duckling's match ("the sale opens fri at 9, 2,500 units") is a count
or a price, not a year: the match up to the comma, the day and its clock time. Said on
Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

SAID = "2026-03-10T13:20"


def test_a_price_with_thousands_after_a_day_and_its_hour(read) -> None:
    # Duckling reads "thurs at 10am, 1,250" as a Thursday in the year 1250
    assert read("tickets go on sale thurs at 10am, 1,250 seats only", said=SAID) == [
        ("thurs at 10am", "2026-03-12T10:00", "2026-03-12T11:00"),
    ]


def test_a_count_with_thousands_after_a_day_and_a_bare_hour(read) -> None:
    assert read("the market opens sat at 8, 12,000 visitors expected", said=SAID) == [
        ("sat at 8", "2026-03-14T08:00", "2026-03-14T09:00"),
    ]


def test_a_count_before_the_day_keeps_its_reading(read) -> None:
    # near miss: the figure heads the clause, the day after it is read alone
    assert read("we shipped 3,400 on friday", said=SAID) == [
        ("on friday", "2026-03-06T00:00", "2026-03-07T00:00"),
    ]


def test_a_year_after_a_comma_stays_a_year(read) -> None:
    # near miss: four digits with no thousands' comma after a date are its year
    assert read("the wedding is june 6, 2026", said=SAID) == [
        ("june 6, 2026", "2026-06-06T00:00", "2026-06-07T00:00"),
    ]
