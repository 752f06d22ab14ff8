"""Time expressions read whole (`resolve_times`), round 57's kind of "by" a bare hour in a
clause that tells what is expected or reached by then ("the mechanic says its ready by 4",
"hoping we wrap by 5", "told him to call the lab by 3", "we're heading to the depot by 2",
"text us by 2", "lab results by 11", "the batteries were flat by 10", "sold out of the rolls by
9"; tests/data/timeexpr.md, ranges: "by X" is X, and a clock time without am/pm its nearest
reading in the sentence's tense): that hour. A clause ends at an emoji as at a stop. Margins and
changes, also in -ing, and stages of growing up stay no time ("they say we're leading by 3",
"forecast says prices rising by 2", "hoping we win by 3"), but for a message asked for right
before "by" ("if the score drops text me by 6": 18:00). Said on Monday 4 May 2026, 09:00
(UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the mechanic says its ready by 4", [("by 4", "2026-05-04T16:00", "2026-05-04T17:00")]),
        ("radar says clearing by 2 so wait", [("by 2", "2026-05-04T14:00", "2026-05-04T15:00")]),
        ("hoping we wrap by 5 so we can eat", [("by 5", "2026-05-04T17:00", "2026-05-04T18:00")]),
        (
            "told him to call the lab by 3 or we lose the slot",
            [("by 3", "2026-05-04T15:00", "2026-05-04T16:00")],
        ),
        (
            "we're heading to the depot by 2",
            [("by 2", "2026-05-04T14:00", "2026-05-04T15:00")],
        ),
        ("if the app crashes text us by 2", [("by 2", "2026-05-04T14:00", "2026-05-04T15:00")]),
        # a message asked for is when, whatever margin word comes before it
        ("if the score drops text me by 6", [("by 6", "2026-05-04T18:00", "2026-05-04T19:00")]),
        ("let me know by 5 if ur in", [("by 5", "2026-05-04T17:00", "2026-05-04T18:00")]),
        ("scan went fine, lab results by 11", [("by 11", "2026-05-04T11:00", "2026-05-04T12:00")]),
        (
            "the radio batteries were flat by 8 lol",
            [("by 8", "2026-05-04T08:00", "2026-05-04T09:00")],
        ),
        (
            "we sold out of the cinnamon rolls by 7 lol",
            [("by 7", "2026-05-04T07:00", "2026-05-04T08:00")],
        ),
        (
            "3 of the times wrong 🙄 need to fix the rota by 4",
            [("by 4", "2026-05-04T16:00", "2026-05-04T17:00")],
        ),
        # kept: margins and changes, also in -ing, stages and ages
        ("they say we're leading by 3", []),
        ("forecast says prices rising by 2", []),
        ("hoping we win by 3", []),
        ("told them to cut it by 2", []),
        ("we're losing by 4 at the half", []),
        ("the report says she was reading by 4", []),
        ("she says he's grown by 3", []),
        ("scores by 3", []),
    ],
)
def test_by_an_hour_expected(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want


def _hour(label: str, start: str, end: str) -> list[tuple[str, str, str]]:
    return [(label, f"2026-05-04T{start}", end if "T" in end else f"2026-05-04T{end}")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a report or a hope governs a change, a margin, a size or an age: no time
        ("shares are expected to climb by 4", []),
        ("inflation expected to ease by 2", []),
        ("rents forecast to jump by 5", []),
        ("the app says the price dipped by 4", []),
        ("hoping to shave my pb by 2", []),
        ("he said he missed by 2 😭", []),
        ("she said the motion carried by 4", []),
        ("they say the bill passed by 3", []),
        ("they said the post was liked by 12", []),
        ("everyone says city by 2", []),
        ("she said they undercharged me by 3", []),
        ("she said she's older than me by 3", []),
        ("they said the flight is late by 2", []),
        ("mum says the clock's fast by 5", []),
        ("my mum says i could read by 4", []),
        ("kids are expected to know their letters by 5", []),
        ("the nurse said she'd be teething by 6", []),
        ("they say most kids ride a bike by 5", []),
        ("they said the plot is roughly 10 by 12", []),
        ("the label says 6 by 6", []),
        ("hoping the bedroom is at least 3 by 4", []),
        # an order to count, arrange or move: the step, the key, the amount
        ("told them to count by 5", []),
        ("told them to order the results by 2", []),
        ("asked him to move the meeting by 2", []),
        ("asked them to shift everything by 3", []),
        ("told him to go by 3 but he went at 5", _hour("at 5", "05:00", "06:00")),
        # another -ing than going, leaving or finishing: a margin or a prediction
        ("we're missing the target by 3", []),
        ("they're cutting prices by 5", []),
        ("we're dividing it by 4 so everyone pays the same", []),
        ("we're running late by 5", []),
        ("i'm predicting spurs by 3", []),
        ("im betting they take it by 3", []),
        # a verb of arranging before "results"; a person dead by an age
        ("sort the results by 2", []),
        ("rank the results by 3", []),
        ("he was dead by 12, the poor lad", []),
        # an emoji right before "by" ends no clause
        ("gotta finish this 😩 by 5", _hour("by 5", "17:00", "18:00")),
        ("have to be there ✅ by 9", _hour("by 9", "09:00", "10:00")),
        ("need to leave 🏃\u200d♀️ by 6", _hour("by 6", "18:00", "19:00")),
        ("have to hand it in 📚 by 11", _hour("by 11", "11:00", "12:00")),
        # kept: the verbs of finishing, arriving and being ready
        ("nurse said come by 9", _hour("by 9", "09:00", "10:00")),
        ("the tracker says its arriving by 9", _hour("by 9", "09:00", "10:00")),
        ("we're rolling out to the site by 10", _hour("by 10", "10:00", "11:00")),
        ("told the kids to be in bed by 8", _hour("by 8", "20:00", "21:00")),
        ("results expected by 3, fingers crossed", _hour("by 3", "15:00", "16:00")),
        ("everyone was dead by 3", _hour("by 3", "03:00", "04:00")),
    ],
)
def test_by_an_hour_expected_only_of_finishing(read, text, want) -> None:
    assert read(text) == want
