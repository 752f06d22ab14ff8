"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
infinitive of purpose (tests/data/timeexpr.md, "a recurring mention": the tense is that of
the mention's own sentence): "they'll come over in the summer to put up the shelves" is the
coming summer, the tense of "they'll come over"; "to put" after the season has no tense of
its own (a verb whose past looks like its present, it read as the nearest summer). A past
verb before it gives the past ("we went up in the spring to see the lambs", which read as
the plan of "to see"). New sentences, and ones of a neighbouring kind that keep their
reading. Said on Tuesday 14 October 2025 (UTC)."""

from __future__ import annotations

import pytest

_TUESDAY = "2025-10-14T12:10"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "she'll pop round in the spring to cut the hedge",
            [("spring", "2026-03-01T00:00", "2026-06-01T00:00")],
        ),
        (
            "they'll come over in the summer to put up the shelves",
            [("summer", "2026-06-01T00:00", "2026-09-01T00:00")],
        ),
        (
            "he's coming back in the spring to set up the beehives",
            [("spring", "2026-03-01T00:00", "2026-06-01T00:00")],
        ),
        (
            "we went up in the spring to see the lambs",
            [("spring", "2025-03-01T00:00", "2025-06-01T00:00")],
        ),
        # kept
        (
            "they came in march to fix the roof",
            [("in march", "2025-03-01T00:00", "2025-04-01T00:00")],
        ),
        (
            "i'll fly out in march to see my nan",
            [("in march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
    ],
)
def test_an_infinitive_of_purpose_takes_the_tense_before_it(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want
