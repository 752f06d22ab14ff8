"""Time expressions read whole (`resolve_times`, the product's path): an hour in the small
hours before the night it ended ("the alarm went off at 2 last night") is that hour after
the night's midnight, one time, not the night and 14:00 (round 38 part A;
tests/data/timeexpr.md: chat counts the hours after midnight to the night before; "until X"
is X). New sentences, and neighbours that keep their reading: an evening hour, a count, a
margin. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
NIGHT = ("last night", "2027-03-02T18:00", "2027-03-03T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the smoke alarm beeped at 3 last night",
            [("at 3 last night", "2027-03-03T03:00", "2027-03-03T04:00")],
        ),
        (
            "kids were up till 4 last night",
            [("4 last night", "2027-03-03T04:00", "2027-03-03T05:00")],
        ),
        (
            "got back around 1 last night",
            [("around 1 last night", "2027-03-03T01:00", "2027-03-03T02:00")],
        ),
        (
            "at 3:40 last night the dog barked",
            [("at 3:40 last night", "2027-03-03T03:40", "2027-03-03T03:41")],
        ),
    ],
)
def test_a_small_hour_before_last_night_is_after_its_midnight(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an evening hour: in the night itself
        (
            "the show started at 8 last night",
            [("at 8 last night", "2027-03-02T20:00", "2027-03-02T21:00")],
        ),
        # "am": Duckling's clock time and the night apart, as before
        (
            "the neighbours partied till 2am last night",
            [("2am", "2027-03-03T02:00", "2027-03-03T03:00"), NIGHT],
        ),
        # a count, a margin: the night alone
        ("she scored 3 last night", [NIGHT]),
        ("we won by 2 last night", [NIGHT]),
    ],
)
def test_an_evening_hour_a_count_or_a_margin_keep_their_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


TONIGHT = ("tonight", "2027-03-03T18:00", "2027-03-04T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an hour after 3 before "tonight": its daytime reading today, not the next morning
        ("drinks at 5 tonight?", [("at 5", "2027-03-03T17:00", "2027-03-03T18:00"), TONIGHT]),
        (
            "see you around 4 tonight",
            [("around 4", "2027-03-03T16:00", "2027-03-03T17:00"), TONIGHT],
        ),
        (
            "kickoff is at 5:30 tonight",
            [("at 5:30", "2027-03-03T17:30", "2027-03-03T17:31"), TONIGHT],
        ),
        # 4 or 5 before "last night" in a clause of work or a meal: that afternoon's hour,
        # yesterday
        (
            "left the office at 5 last night",
            [("at 5 last night", "2027-03-02T17:00", "2027-03-02T18:00")],
        ),
        (
            "finished work at 5:30 last night",
            [("at 5:30 last night", "2027-03-02T17:30", "2027-03-02T17:31")],
        ),
        (
            "left work about 4 last night",
            [("about 4 last night", "2027-03-02T16:00", "2027-03-02T17:00")],
        ),
        ("we ate at 5 last night", [("at 5 last night", "2027-03-02T17:00", "2027-03-02T18:00")]),
        ("working till 5 tonight", [("5", "2027-03-03T17:00", "2027-03-03T18:00"), TONIGHT]),
        # a shop open "till" 4 or 5 tonight, no night out: the afternoon (round 38's first review)
        (
            "the store's open till 5 tonight",
            [("5", "2027-03-03T17:00", "2027-03-03T18:00"), TONIGHT],
        ),
        # "by" how much after a verb of a change, or a lead: the night alone
        ("the river rose by 2 last night", [NIGHT]),
        ("we were down by 2 last night at half time but won", [NIGHT]),
        ("they were up by 3 last night", [NIGHT]),
    ],
)
def test_a_later_hour_or_an_amount_is_no_small_hour(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # 4 or 5 before "last night" with no work or meal: the small hours after its midnight
        (
            "got home at 4 last night 😵",
            ("at 4 last night", "2027-03-03T04:00", "2027-03-03T05:00"),
        ),
        (
            "the baby woke around 4 last night",
            ("around 4 last night", "2027-03-03T04:00", "2027-03-03T05:00"),
        ),
        (
            "was still awake at 4 last night",
            ("at 4 last night", "2027-03-03T04:00", "2027-03-03T05:00"),
        ),
        (
            "the party ended at 4 last night",
            ("at 4 last night", "2027-03-03T04:00", "2027-03-03T05:00"),
        ),
        (
            "woke up at 5 last night and couldnt sleep",
            ("at 5 last night", "2027-03-03T05:00", "2027-03-03T06:00"),
        ),
        (
            "got in at 5 last night, still dead",
            ("at 5 last night", "2027-03-03T05:00", "2027-03-03T06:00"),
        ),
        (
            "the baby was up at 5 last night",
            ("at 5 last night", "2027-03-03T05:00", "2027-03-03T06:00"),
        ),
        # "till" 4 or 5 tonight on a night out: the small hours after tonight's midnight
        ("we'll be out till 4 tonight", ("4 tonight", "2027-03-04T04:00", "2027-03-04T05:00")),
        ("the bar's open till 4 tonight", ("4 tonight", "2027-03-04T04:00", "2027-03-04T05:00")),
        ("we'll be dancing till 5 tonight", ("5 tonight", "2027-03-04T05:00", "2027-03-04T06:00")),
    ],
)
def test_4_or_5_of_a_night_out_is_a_small_hour(read, text, want) -> None:
    assert read(text, said=SAID) == [want]
