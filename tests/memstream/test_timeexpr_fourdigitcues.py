"""Time expressions read whole (`resolve_times`, the product's path): four digits with a
leading zero are a 24-hour clock time beside a crew's or a waiting word that makes them one
(round 58 part C; tests/data/timeexpr.md, a clock time's grain: written on the 24-hour clock
it has no 12-hour reading): "sign on 0515", a second choice after a clock time ("at 0830
not 0600"), a guess of the time ("looks like 0715 now"), a crew's own train before a pause
("late on my 0612, signal fault"). Not a code or a number ("my pin is 0415 not 0416", "on my
0415 account"). New sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "got the rota, sign on 0515 thurs",
            "2027-03-03T12:00",
            [("0515 thurs", "2027-03-04T05:15", "2027-03-04T05:16")],
        ),
        (
            "asked if i could start at 0830 not 0600",
            "2027-03-03T12:00",
            [
                ("at 0830", "2027-03-04T08:30", "2027-03-04T08:31"),
                ("0600", "2027-03-04T06:00", "2027-03-04T06:01"),
            ],
        ),
        (
            "signal failure, looks like 0715 now before we move",
            "2027-03-03T05:00",
            [("0715", "2027-03-03T07:15", "2027-03-03T07:16")],
        ),
        (
            "doors jammed on my 0612, had to call it in",
            "2027-03-03T07:00",
            [("0612", "2027-03-03T06:12", "2027-03-03T06:13")],
        ),
        # codes and numbers keep no clock time
        ("my pin changed to 0415 not 0416", "2027-03-03T12:00", []),
        ("the charge went on my 0415 account", "2027-03-03T12:00", []),
        ("the pin is 0630 now", "2027-03-03T12:00", []),
        # money, a card or a line near "on my": an account's number (review)
        ("paid it on my 0415, rest on the visa", "2027-03-03T13:05", []),
        ("the money came off my 0415, not savings", "2027-03-03T13:05", []),
        ("put £50 on my 0415. the other card's maxed", "2027-03-03T13:05", []),
        ("it's on our 0800, the landline", "2027-03-03T13:05", []),
        # "it's on" right before "my": a thing put on an account (review of the whole change)
        ("it's on my 0552, had to", "2027-03-03T13:05", []),
        ("it was on our 0615, yeah", "2027-03-03T13:05", []),
    ],
)
def test_a_leading_zero_beside_a_crews_word_is_a_clock_time(read, text, said, want) -> None:
    assert read(text, said=said) == want
