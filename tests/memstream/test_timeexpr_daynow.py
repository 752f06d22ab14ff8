"""Time expressions read whole (`resolve_times`, the product's path): a weekday alone with
"now" right after it ("the vet says friday now"): the day a thing now falls on, not a routine
told with "now"; the kind of case of blind batch 73's misses (round 49 part D). New
sentences, not the batch's, and neighbours that keep their reading (routines). Said on
Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the courier says friday now 🙄", [("friday", "2027-03-05T00:00", "2027-03-06T00:00")]),
        (
            "the ref says saturday now",
            [("saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_a_weekday_that_now_names_the_changed_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "i take 2 pills at night now",
        "i swim on tuesday now",
        "we go every friday now",
        "bins go out wednesday now",  # round 49 part D review: no verb of saying or moving
        "we have practice thursday now",
        "my day off is friday now",
    ],
)
def test_a_routine_told_with_now_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []


def test_the_day_it_is_stays_none(read) -> None:
    assert read("ugh it's friday now", said=SAID) == []
