"""Time expressions read whole (`resolve_times`, the product's path), batch 13's kind
"future dates among past-tense words": an emoji the tagger takes for a past verb ("🎄",
"🙏") gives no tense, so a plan or a request stays ahead; a date in a part with no verb
before a part that books it ("..., flights booked") is a plan; a past stays past
(tests/data/timeexpr.md: tense)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "so we get new year's eve AND new year's day off 🎆🥂",
            "2026-12-30T10:00",
            [
                ("new year's eve", "2026-12-31T00:00", "2027-01-01T00:00"),
                ("new year's day", "2027-01-01T00:00", "2027-01-02T00:00"),
            ],
        ),
        (
            "so we get boxing day AND new year's day together 🎄✈️",
            "2026-12-20T10:00",
            [
                ("boxing day", "2026-12-26T00:00", "2026-12-27T00:00"),
                ("new year's day", "2027-01-01T00:00", "2027-01-02T00:00"),
            ],
        ),
        (
            "nobody touch the prod db over the weekend pls 🙏",
            "2026-05-08T16:00",
            [("weekend", "2026-05-09T00:00", "2026-05-11T00:00")],
        ),
        (
            "we get to see nana on easter 🐣🙏",
            "2026-03-30T10:00",
            [("on easter", "2026-04-05T00:00", "2026-04-06T00:00")],
        ),
        (
            "we saw nana on easter 🐣🙏",
            "2026-04-10T10:00",
            [("on easter", "2026-04-05T00:00", "2026-04-06T00:00")],
        ),
    ],
)
def test_an_emoji_is_no_verb(read, text, said, want) -> None:
    assert read(text, said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "cabin trip on the 20th, all booked",
            [("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        (
            "hen do june 12-14 in porto, flights booked, need a dress",
            [("june 12-14", "2026-06-12T00:00", "2026-06-15T00:00")],
        ),
        (
            "we were in porto june 3-6, hotel booked by my boss",
            [("june 3-6", "2025-06-03T00:00", "2025-06-07T00:00")],
        ),
    ],
)
def test_a_date_booked_in_a_later_part_is_a_plan(read, text, want) -> None:
    assert read(text) == want


# Kind: a date followed by "when" and a past verb is the occasion it tells ("remember X when
# we ..."), past whatever the verb before it; "when" and a present verb stays ahead
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "remember the 2nd of march when the boiler died",
            [("the 2nd of march", "2026-03-02T00:00", "2026-03-03T00:00")],
        ),
        (
            "remember saturday when we got locked out",
            [("saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "friday when we meet up i'll bring it",
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "remember june 3rd is the deadline",
            [("june 3rd", "2026-06-03T00:00", "2026-06-04T00:00")],
        ),
    ],
)
def test_a_date_when_something_happened_is_past(read, text, want) -> None:
    assert read(text) == want


# Kind: a clock time that names an occasion of one's own ("my 9:15 flight") in a past
# sentence is the one nearest the moment said, not the latest before it
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "ugh barely slept before my 11:20 train",
            "2026-05-04T06:00",
            [("11:20", "2026-05-04T11:20", "2026-05-04T11:21")],
        ),
        (
            "i missed my 7:40 train",
            "2026-05-04T09:00",
            [("7:40", "2026-05-04T07:40", "2026-05-04T07:41")],
        ),
    ],
)
def test_my_clock_time_occasion_is_the_nearest(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: a part with no verb after "so", after a past act, is what follows from it ("posted
# it last week so hopefully thursday"); a part with its own past verb stays past
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i posted the form last week so maybe thursday?",
            [
                ("last week", "2026-04-27T00:00", "2026-05-04T00:00"),
                ("thursday", "2026-05-07T00:00", "2026-05-08T00:00"),
            ],
        ),
        (
            "i saw him last week, maybe tuesday?",
            [
                ("last week", "2026-04-27T00:00", "2026-05-04T00:00"),
                ("tuesday", "2026-04-28T00:00", "2026-04-29T00:00"),
            ],
        ),
        (
            "it rained all week so saturday was a washout",
            [("saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
    ],
)
def test_a_verbless_part_after_so_looks_ahead(read, text, want) -> None:
    assert [w for w in read(text) if w[0] != "all week"] == want
