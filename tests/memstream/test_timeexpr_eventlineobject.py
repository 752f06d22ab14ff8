"""Time expressions read whole (`resolve_times`, the product's path): an event named by a
common noun in a part of its own after a comma, with no verb, is a line of a schedule, the
nearest occurrence, not the tense of the clause before it, also where a pronoun is the object
of a preposition in it ("deploy rolled back at 9:10, retro about it on friday"); a name that
goes on with the clause before keeps the past (round 58 part B; tests/data/timeexpr.md, a
recurring mention). New sentences, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the release slipped again, retro about it on friday",
            [("on friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
        (
            "we lost the final, rematch against them on thursday",
            [("on thursday", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
    ],
)
def test_an_event_line_is_the_nearest(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_name_going_on_with_the_past_keeps_it(read) -> None:
    want = [("on monday", "2027-03-01T00:00", "2027-03-02T00:00")]
    assert read("we drove to Leeds, York on monday", said=SAID) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "spent the weekend in york, dinner with them on saturday",
            "2024-06-13T20:10:00+01:00",
            ("on saturday", "2024-06-08T00:00"),
        ),
        (
            "went to my parents, bbq with them on saturday, so much food",
            "2024-06-13T20:10:00+01:00",
            ("on saturday", "2024-06-08T00:00"),
        ),
        (
            "visited my nan, tea with her on sunday",
            "2024-11-08T23:15:00+00:00",
            ("on sunday", "2024-11-03T00:00"),
        ),
        (
            "we went to paris, lunch with them on sunday",
            "2024-11-08T23:15:00+00:00",
            ("on sunday", "2024-11-03T00:00"),
        ),
    ],
)
def test_company_after_a_past_visit_keeps_the_past(local, text, said, want) -> None:
    """A pronoun after "with" in the line after a visit told in the past is its company: what
    the visit held, the day just gone (the review of round 58 part B)."""
    assert [(t, s) for t, s, _ in local(text, said)][-1] == want
