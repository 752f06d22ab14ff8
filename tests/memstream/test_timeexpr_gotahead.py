"""Time expressions read whole (`resolve_times`, the product's path), batch 20's kind of
tense of chat's "got" with no "have" (tests/data/timeexpr.md, "a recurring mention": "have
got" is the present of "have"): with words of waiting for it after the date ("so nervous",
"wish me luck", "can't wait"), the day is ahead ("got a job interview on friday, so
nervous"); without, it stays the past of "get" ("got a parking ticket on thurs"). New
sentences, and ones of a neighbouring kind that keep their reading. Said on Monday 4 May
2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T20:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "got a job interview on friday, so nervous",
            [("on friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "got my first driving lesson on thurs, wish me luck",
            [("on thurs", "2026-05-07T00:00", "2026-05-08T00:00")],
        ),
        (
            "i got tickets for the gig on saturday, can't wait",
            [("on saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        # kept: no word of waiting; another past verb
        ("got a parking ticket on thurs", [("on thurs", "2026-04-30T00:00", "2026-05-01T00:00")]),
        (
            "got a table on friday but had to wait ages",
            [("on friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "went to the gig on saturday, so excited",
            [("on saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
    ],
)
def test_got_with_words_of_waiting_is_ahead(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
