"""Time expressions read whole (`resolve_times`, the product's path), batch 20's kinds of
tense and direction (tests/data/timeexpr.md, "a recurring mention"): a regular past in
"-ed" the tagger takes for an imperative ("teed it up on saturday": the past); a state and
how long it lasts, with its subject ("pool shut until friday", "library closed till the
12th"): a notice, the nearest, and so the part after it with no verb the tagger sees; a
part after a comma with a noun and a date and no verb ("..., rematch on friday") is in no
tense of the past clause before it: the nearest; a day right after the noun "date" in a
part with no verb ("rain date sunday", "new date sunday"): a plan's, ahead. New sentences
of each kind, and ones of a neighbouring kind that keep their reading. Said on Wednesday 6
May 2026 or Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-05-06T20:00"
_MONDAY = "2026-05-04T20:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "teed it up on saturday and sliced it into the lake",
            [("on saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "teed off at 7:40 sunday, lost 4 balls",
            [("at 7:40 sunday", "2026-05-03T07:40", "2026-05-03T07:41")],
        ),
        # kept: verbs whose present ends in "-ed"
        ("need it by sat", [("sat", "2026-05-09T00:00", "2026-05-10T00:00")]),
        ("feed the cat on sunday pls", [("on sunday", "2026-05-10T00:00", "2026-05-11T00:00")]),
    ],
)
def test_a_past_in_ed_read_as_an_imperative_is_the_past(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "pool shut until friday for repairs, gym reopens in june",
            [
                ("friday", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("in june", "2026-06-01T00:00", "2026-07-01T00:00"),
            ],
        ),
        (
            "library closed till the 12th for stocktake",
            [("the 12th", "2026-05-12T00:00", "2026-05-13T00:00")],
        ),
        # kept: a state told as past, a closing on a day
        ("the pool was closed until monday", [("monday", "2026-04-27T00:00", "2026-04-28T00:00")]),
        ("the shop closed on the 2nd", [("on the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")]),
    ],
)
def test_a_state_and_how_long_it_lasts_is_a_notice(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want", "said"),
    [
        (
            "lost the quiz last week, rematch on friday",
            [
                ("last week", "2026-04-27T00:00", "2026-05-04T00:00"),
                ("on friday", "2026-05-08T00:00", "2026-05-09T00:00"),
            ],
            _WEDNESDAY,
        ),
        (
            "got knocked out on friday, replay on wednesday",
            [
                ("on friday", "2026-05-01T00:00", "2026-05-02T00:00"),
                ("on wednesday", "2026-05-06T00:00", "2026-05-07T00:00"),
            ],
            _MONDAY,
        ),
        (
            "meeting got rained off. new date sunday",
            [("sunday", "2026-05-10T00:00", "2026-05-11T00:00")],
            _MONDAY,
        ),
        (
            "fete cancelled, rain date sunday",
            [("sunday", "2026-05-10T00:00", "2026-05-11T00:00")],
            _MONDAY,
        ),
        # kept: a past in the date's own clause; "date" with a verb
        ("we lost on sunday", [("on sunday", "2026-05-03T00:00", "2026-05-04T00:00")], _MONDAY),
        (
            "our first date sunday was lovely",
            [("sunday", "2026-05-03T00:00", "2026-05-04T00:00")],
            _MONDAY,
        ),
    ],
)
def test_a_line_after_a_past_clause_is_in_no_past(read, text, want, said) -> None:
    assert read(text, said=said) == want
