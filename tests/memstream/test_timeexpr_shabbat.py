"""Time expressions read whole (`resolve_times`, the product's path), batch 47's kind of the
Sabbath by its Hebrew name after a word that points at one ("last shabbat", "next
shabbos"): Saturday, read as the weekday is. Alone, in a greeting or before a noun
("shabbat shalom", "shabbat dinner is my favourite") it names no day. New sentences of the
kind, and neighbours that keep their reading. Said on Wednesday 29 January 2025 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2025-01-29T20:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "last shabbat the shul was packed",
            [("last shabbat", "2025-01-25T00:00", "2025-01-26T00:00")],
        ),
        (
            "we're hosting the cousins next shabbos",
            [("next shabbos", "2025-02-08T00:00", "2025-02-09T00:00")],
        ),
        # kept: a greeting, a kind of meal
        ("shabbat shalom everyone", []),
        ("shabbat dinner is my favourite meal", []),
    ],
)
def test_shabbat_after_a_pointing_word(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "on shabbat" alone is the practice, a habit; before a part of the day it is the day
        ("on shabbat we don't use phones, so text me after", []),
        ("on shabbos i don't drive", []),
        (
            "on shabbat morning we walked to shul",
            [("on shabbat morning", "2025-01-25T00:00", "2025-01-25T12:00")],
        ),
        # the Friday night meal is no Saturday
        ("last shabbat dinner was so good, mom made brisket", []),
        ("next shabbat dinner is at ours", []),
    ],
)
def test_shabbat_as_a_practice_or_a_meal(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
