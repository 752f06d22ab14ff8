"""Time expressions read whole (`resolve_times`, the product's path): "last min", chat's
"last minute" cut short, as the idiom ("the plumber cancelled last min"): no previous
minute, as "last minute" is; the kind of case of blind batch 76's misses (round 51 part c).
New sentences, not the batch's, and neighbours that keep their reading ("in the last
min"). Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    "text",
    [
        "the plumber cancelled last min so no hot water again",
        "booked the ferry last min lol",
        "any last min ideas for a gift?",
        "he bailed at the last min",
        "they scored in the last min of the game",  # of a game, not the previous minute
        "got stuck in the last min rush at the store",
    ],
)
def test_last_min_the_idiom_is_none(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    "text",
    [
        "4 new signups in the last min",
        # the review's (round 51 part c): more words after it leave it the previous minute
        "over the last min the price dropped 3%",
        "she texted me in the last min asking for 20 bucks",
        "over the last min the price dropped",
        "in the last min i got 3 emails",
        "during the last min it spiked",
        "2 new orders in the last min alone",
        "within the last min the queue doubled",
    ],
)
def test_in_the_last_min_is_the_previous_minute(read, text) -> None:
    assert read(text, said=SAID) == [("last min", "2027-03-03T08:59", "2027-03-03T09:00")]
