"""Time expressions read whole (`resolve_times`, the product's path): a clock time with no
day in a part told as gone by is earlier the same day, the kind of case of blind batches
65-67's misses (round 47 part A; tests/data/timeexpr.md, "clock times without am/pm": with
no day, the nearest reading in the sentence's tense):

- a past that opens the message with its subject dropped, which the tagger reads as a
  participle, and goes on with "and" and another simple past ("paid for zone 12 at 10:05
  and got a ticket anyway": `tensedropped`);
- a promise reported from the past that the text then tells as gone by ("he said he'd come
  at 5 and it's been 2 hrs": `tenseoverdue`).

New sentences, not the batch's, and neighbours that keep their reading. Said on Saturday 6
March 2027, 17:30 UTC."""

from __future__ import annotations

from datetime import datetime

import pytest

SAID = "2027-03-06T17:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "topped up the meter at 9:20 and got a fine anyway",
            [("at 9:20", "2027-03-06T09:20", "2027-03-06T09:21")],
        ),
        (
            "parked by the station at 8 and got clamped",
            [("at 8", "2027-03-06T08:00", "2027-03-06T09:00")],
        ),
        (
            "sold the sofa at 2 and spent it on pizza",
            [("at 2", "2027-03-06T14:00", "2027-03-06T15:00")],
        ),
        # neighbours: no past after it, or one with a subject of its own
        ("parked at 9:20", [("at 9:20", "2027-03-06T21:20", "2027-03-06T21:21")]),
        ("parked at 9:20 and i got a fine", [("at 9:20", "2027-03-06T21:20", "2027-03-06T21:21")]),
    ],
)
def test_a_dropped_subject_past_going_on_in_the_past(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my brother said he'd ring at 4 and it's been an hour",
            [("at 4", "2027-03-06T16:00", "2027-03-06T17:00")],
        ),
        (
            "she told me she would be here at 2:30, still waiting",
            [("at 2:30", "2027-03-06T14:30", "2027-03-06T14:31")],
        ),
        (
            "he said he'd be here at 4 and i'm still waiting for him",
            [("at 4", "2027-03-06T16:00", "2027-03-06T17:00")],
        ),
        (
            "bf said he'd be home at 3 and still hasn't shown up",
            [("at 3", "2027-03-06T15:00", "2027-03-06T16:00")],
        ),
        (
            "she said she'd ring at 2 and it's been a while",
            [("at 2", "2027-03-06T14:00", "2027-03-06T15:00")],
        ),
    ],
)
def test_a_reported_promise_told_as_gone_by(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "he said he'd call at 5",
        "the courier said he would come at 3 and he's never late",
        # words of waiting or of time gone by about something else (review of round 47 part A)
        "he said he'd come at 8 and it's been ages since we talked properly",
        "she said she'd be here at 6, still not sure if i should cook",
        "he said he'd call at 8, still no idea what it's about",
        "he said he'd be back at 6 and its been a rough day lol",
        "she promised she'd ring at 7, still not feeling great tho",
        "they said they'd open at 9, it's been a slow day",
        "she told me she'd be free at 7, still waiting on her to confirm the venue",
        "the landlord claimed he'd fix it at 8 and still hasn't even replied",
        "he said he'd come at 9, it's been so long since i saw him, can't wait",
    ],
)
def test_a_reported_promise_not_told_as_gone_by_stays_ahead(read, text) -> None:
    (ref,) = read(text, said=SAID)
    assert datetime.fromisoformat(ref[1]) > datetime.fromisoformat(SAID)
