"""Time expressions read whole (`resolve_times`, the product's path): "by" a bare number
after a day in a clause of a result is a margin, no clock time on that day ("we won sunday by
2"; round 38 part A; tests/data/timeexpr.md, clock times: "by X" is X, and not dates: counts).
New sentences, and neighbours that keep their clock time. Said on Wednesday 3 March 2027,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "they beat us on saturday by 10, gutted",
            [("on saturday", "2027-02-27T00:00", "2027-02-28T00:00")],
        ),
        ("lost fri by 3 in the end", [("fri", "2027-02-26T00:00", "2027-02-27T00:00")]),
        (
            "we drew thursday by 1 on aggregate",
            [("thursday", "2027-02-25T00:00", "2027-02-26T00:00")],
        ),
    ],
)
def test_by_a_number_after_a_result_is_a_margin(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # no result: "by" a bare hour after a day is that hour on that day
        ("be there sunday by 2", [("sunday by 2", "2027-03-07T14:00", "2027-03-07T15:00")]),
        ("get it done fri by 5", [("fri by 5", "2027-03-05T17:00", "2027-03-05T18:00")]),
        # a result in another sentence
        ("we won! see you sun by 2", [("sun by 2", "2027-03-07T14:00", "2027-03-07T15:00")]),
        # am/pm makes it a clock time whatever the verb
        (
            "we won sunday by 2pm we were home",
            [("sunday by 2pm", "2027-02-28T14:00", "2027-02-28T15:00")],
        ),
    ],
)
def test_by_an_hour_with_no_result_stays_a_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


LAST_SAT = ("sat", "2027-02-27T00:00", "2027-02-28T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a margin keeps the day cut short
        ("lost sat by 4", [LAST_SAT]),
        ("they beat us sat by 2", [LAST_SAT]),
        ("ugh we lost sat by 4, ref was blind", [LAST_SAT]),
        # a noun or an adverb of a result is no verb of one: the clock time on the day
        (
            "the lead singer lands sat by 3 so soundcheck after",
            [("sat by 3", "2027-03-06T15:00", "2027-03-06T16:00")],
        ),
        (
            "need the score sheets back sun by 6",
            [("sun by 6", "2027-03-07T18:00", "2027-03-07T19:00")],
        ),
        (
            "plan ahead and get there sat by 9",
            [("sat by 9", "2027-03-06T09:00", "2027-03-06T10:00")],
        ),
        (
            "i'm behind on rent but i'll pay fri by 5",
            [("fri by 5", "2027-03-05T17:00", "2027-03-05T18:00")],
        ),
    ],
)
def test_a_margin_needs_a_verb_of_a_result_right_before_its_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        # a verb of a result with whom to or what, or "went down": the margin, the day gone
        "we lost to them sat by 4",
        "we lost the final sat by 2",
        "went down sat by 2 😭",
        "we smashed them sat by 4",
    ],
)
def test_a_margin_after_a_result_with_its_object(read, text) -> None:
    assert read(text, said=SAID) == [LAST_SAT]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a result told with its subject dropped: what happened, the day gone
        ("lost to city sat by 2, gutted", [LAST_SAT]),
        ("lost to chelsea on sat", [("on sat", "2027-02-27T00:00", "2027-02-28T00:00")]),
        # "lost" a word of a noun, not a result: the coming day
        ("lost property open on sat", [("on sat", "2027-03-06T00:00", "2027-03-07T00:00")]),
    ],
)
def test_a_result_with_its_subject_dropped_is_past(read, text, want) -> None:
    assert read(text, said=SAID) == want
