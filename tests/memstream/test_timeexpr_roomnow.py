"""Time expressions read whole (`resolve_times`, the product's path): "in" and four digits that
are no year of anyone's life today, between a noun and a verb of the present ("the lady in
1307 needs a wheelchair"), are a room's or a flat's number, where someone is now, no year
(round 50 part a; tests/data/timeexpr.md, "not dates": names, titles and other words). A
year after a past form or before a past verb, a year of a life and a year before a plural
noun keep their reading. New sentences, not the batch's. Said on Tuesday 23 June 2026,
08:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-06-23T08:00"


@pytest.mark.parametrize(
    "text",
    [
        "the lady in 1307 needs a wheelchair for her appointment",
        "mr hale in 1811 is asking for extra towels",
        "the couple in 1604 has complained about the noise twice",
        "dr osei in 1209 can't find her badge",
        "the kid in 1715 keeps ringing the bell",
        "the printer in 1422 still jams every time",
    ],
)
def test_a_room_number_before_a_verb_of_the_present_is_no_year(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the abbey was founded in 1307 by monks",
            [("in 1307", "1307-01-01T00:00", "1308-01-01T00:00")],
        ),
        (
            "the tower built in 1604 still stands",
            [("in 1604", "1604-01-01T00:00", "1605-01-01T00:00")],
        ),
        (
            "the fleet in 1588 was wrecked by storms",
            [("in 1588", "1588-01-01T00:00", "1589-01-01T00:00")],
        ),
        (
            "my nan in 1958 looks just like my sister",
            [("in 1958", "1958-01-01T00:00", "1959-01-01T00:00")],
        ),
        (
            "back in 1811 sailors had scurvy",
            [("in 1811", "1811-01-01T00:00", "1812-01-01T00:00")],
        ),
    ],
)
def test_a_year_of_history_or_of_a_life_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
