"""Time expressions read whole (`resolve_times`, the product's path): a word of habit
("always", "usually") in the clause after an emoji, which ends the sentence before it as chat
writes it, leaves the date and clock time of the sentence before a date ("trials are fri 5th
6-8pm 🏉 we always need props"): the kind of case of blind batches 47-49's misses (round 41
part B). New sentences, not the batch's, and neighbours that keep their reading (an emoji
before a preposition goes on with the clause). Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "trials are fri 5th 6-8pm at the club 🏉 we always need props lol",
            [("fri 5th 6-8pm", "2027-03-05T18:00", "2027-03-05T20:00")],
        ),
        (
            "choir concert is sat 6th at 7pm 🎶 we usually sell out",
            [("sat 6th at 7pm", "2027-03-06T19:00", "2027-03-06T20:00")],
        ),
        # the emoji before a preposition: one clause, a habit's clock time
        ("we always go for a swim 🏊 at 6am", []),
        ("he always texts me 📱 like 2am lol", []),  # a hedge, not a new clause
        # a habit word in the clause itself
        ("we always eat at 7 😋", []),
    ],
)
def test_a_habit_after_an_emoji_is_the_next_clauses(read, text, want) -> None:
    assert read(text, said=SAID) == want
