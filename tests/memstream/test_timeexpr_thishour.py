"""Time expressions read whole (`resolve_times`, the product's path): an hour with its am/pm
and no day, said within that hour and told as what is happening or just happened ("home from
the gig, 1am and my ears are ringing", said at 01:17; "smoke alarm at 4am 🙃 opened every
window", said at 04:28; "the meeting at 4pm is running late", said at 16:40), is the hour the
message is said in, not the same hour a day later (tensethishour.py) (issue 21, round 51 part
a). Only with a past, a perfect or a present of "be" in its sentence, and nothing there still
to come: not a command or a request ("remind me at 9pm", "come round at 9pm, door's open"),
a question or a proposal ("dinner at 8pm tmw?", "shall we say 10am"), a deadline ("done by
5pm"), an alarm set "for" it, "next", a zone after it ("7pm est") or a future ("will ring you
at 1am"): those are the next such hour (round 51 part a, review). Nor an hour that has not
come yet."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "back from the gig, 1am and my ears are ringing",
            "2026-11-21T01:17:00+00:00",
            [("1am", "2026-11-21T01:00", "2026-11-21T02:00")],
        ),
        (
            "smoke alarm (burnt toast) at 4am 🙃 opened every window",
            "2025-03-12T04:28:00+00:00",
            [("at 4am", "2025-03-12T04:00", "2025-03-12T05:00")],
        ),
        (
            "the meeting at 4pm is running late",
            "2026-11-21T16:40:00+00:00",
            [("at 4pm", "2026-11-21T16:00", "2026-11-21T17:00")],
        ),
        (
            "home from the night shift. 7am and my feet are dead",
            "2025-03-12T07:45:00+00:00",
            [("7am", "2025-03-12T07:00", "2025-03-12T08:00")],
        ),
        (
            "the bus at 7am has just gone without me",
            "2025-03-12T07:45:00+00:00",
            [("at 7am", "2025-03-12T07:00", "2025-03-12T08:00")],
        ),
        (
            "just missed the 7am train, next one in 20",
            "2025-03-12T07:45:00+00:00",
            [("7am", "2025-03-12T07:00", "2025-03-12T08:00")],
        ),
        (
            "got a text at 7am",
            "2025-03-12T07:45:00+00:00",
            [("at 7am", "2025-03-12T07:00", "2025-03-12T08:00")],
        ),
        (  # "wound" is no command: "resealed" is the part's verb, its subject dropped
            "wound vac alarm (leak) at 4am 🙃 resealed it with the 3rd roll of drape",
            "2023-02-15T04:28:39+00:00",
            [("at 4am", "2023-02-15T04:00", "2023-02-15T05:00")],
        ),
        # near misses: the future, an hour ahead, another hour, a command
        (
            "will ring you at 1am",
            "2026-11-21T01:17:00+00:00",
            [("at 1am", "2026-11-22T01:00", "2026-11-22T02:00")],
        ),
        (
            "shift ends at 1am tomorrow",
            "2026-11-21T01:17:00+00:00",
            [("at 1am tomorrow", "2026-11-22T01:00", "2026-11-22T02:00")],
        ),
        (
            "the meeting at 5pm is running late",
            "2026-11-21T16:40:00+00:00",
            [("at 5pm", "2026-11-21T17:00", "2026-11-21T18:00")],
        ),
        (
            "the 7am train is late again, i'm gonna miss the meeting",
            "2025-03-12T07:45:00+00:00",
            [("7am", "2025-03-13T07:00", "2025-03-13T08:00")],
        ),
        (
            "remind me at 7am, i keep forgetting",
            "2025-03-12T07:45:00+00:00",
            [("at 7am", "2025-03-13T07:00", "2025-03-13T08:00")],
        ),
        (
            "remind me at 4am lol i forgot yesterday",
            "2023-02-15T04:28:39+00:00",
            [
                ("at 4am", "2023-02-16T04:00", "2023-02-16T05:00"),
                ("yesterday", "2023-02-14T00:00", "2023-02-15T00:00"),
            ],
        ),
        (
            "gotta set an alarm at 7am",
            "2025-03-12T07:45:00+00:00",
            [("at 7am", "2025-03-13T07:00", "2025-03-13T08:00")],
        ),
        (  # near miss: the day named is the one said in
            "the 8pm class is packed, today of all days",
            "2025-03-12T20:10:00+00:00",
            [
                ("8pm", "2025-03-12T20:00", "2025-03-12T21:00"),
                ("today", "2025-03-12T00:00", "2025-03-13T00:00"),
            ],
        ),
    ],
)
def test_an_hour_said_within_it_is_that_hour(local, text, said, want) -> None:
    assert local(text, said) == want


#: What a review of round 51 part a found read as today's hour, already passed: each means
#: the next one (a command, a request, a proposal, a deadline, an alarm, "next", a zone).
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "remind me at 9pm to take the bins out",
            "2025-03-12T21:15:00+00:00",
            [("at 9pm", "2025-03-13T21:00", "2025-03-13T22:00")],
        ),
        (
            "call me at 9pm if you're still up",
            "2025-03-12T21:15:00+00:00",
            [("at 9pm", "2025-03-13T21:00", "2025-03-13T22:00")],
        ),
        (
            "pls call me at 9pm",
            "2025-03-12T21:15:00+00:00",
            [("at 9pm", "2025-03-13T21:00", "2025-03-13T22:00")],
        ),
        (
            "let's meet at 10am at the usual place",
            "2025-03-12T10:05:00-07:00",
            [("at 10am", "2025-03-13T10:00", "2025-03-13T11:00")],
        ),
        (
            "shall we say 10am at the cafe",
            "2025-03-12T10:05:00-07:00",
            [("10am", "2025-03-13T10:00", "2025-03-13T11:00")],
        ),
        (
            "gotta set an alarm for 7am",
            "2025-03-12T07:45:00+10:00",
            [("7am", "2025-03-13T07:00", "2025-03-13T08:00")],
        ),
        (
            "need to set an alarm for 7am, can't be late again",
            "2025-03-12T07:45:00+10:00",
            [("7am", "2025-03-13T07:00", "2025-03-13T08:00")],
        ),
        (
            "dinner at 8pm tmw? my treat",
            "2025-03-12T20:05:00+00:00",
            [("at 8pm", "2025-03-13T20:00", "2025-03-13T21:00")],
        ),
        (
            "can we do dinner at 8pm instead",
            "2025-03-12T20:05:00+00:00",
            [("at 8pm", "2025-03-13T20:00", "2025-03-13T21:00")],
        ),
        (
            "next flight at 5am has 3 seats left, $240",
            "2025-03-12T05:05:00+00:00",
            [("at 5am", "2025-03-13T05:00", "2025-03-13T06:00")],
        ),
        (
            "game starts at 7pm est",
            "2025-03-12T19:10:00-08:00",
            [("at 7pm", "2025-03-13T16:00", "2025-03-13T17:00")],
        ),
        (
            "need this report done by 5pm",
            "2025-03-12T17:10:00+00:00",
            [("5pm", "2025-03-13T17:00", "2025-03-13T18:00")],
        ),
        (
            "can you have the report done by 5pm",
            "2025-03-12T17:10:00+00:00",
            [("5pm", "2025-03-13T17:00", "2025-03-13T18:00")],
        ),
        (
            "see you at 8pm! bring snacks",
            "2025-03-12T20:05:00+00:00",
            [("at 8pm", "2025-03-13T20:00", "2025-03-13T21:00")],
        ),
        (
            "dinner at 8pm tomoz? my treat",
            "2025-03-12T20:05:00+00:00",
            [("at 8pm", "2025-03-13T20:00", "2025-03-13T21:00")],
        ),
        (
            "don't forget the vet at 7am",
            "2025-03-12T07:10:00+00:00",
            [("at 7am", "2025-03-13T07:00", "2025-03-13T08:00")],
        ),
        (
            "alarm is set for 6am, night all",
            "2025-03-12T06:30:00+00:00",
            [("6am", "2025-03-13T06:00", "2025-03-13T07:00")],
        ),
        (
            "remember to watch the 11pm news, they're doing a bit on our school",
            "2025-03-12T23:30:00+00:00",
            [("11pm", "2025-03-13T23:00", "2025-03-14T00:00")],
        ),
        (
            "come round at 9pm, door's open",
            "2025-03-12T21:20:00+00:00",
            [("at 9pm", "2025-03-13T21:00", "2025-03-13T22:00")],
        ),
        # variants: a command after a stop, a request with "be", an alarm set "for"
        (
            "long day. call me at 9pm if you're still up",
            "2025-03-12T21:15:00+00:00",
            [("at 9pm", "2025-03-13T21:00", "2025-03-13T22:00")],
        ),
        (
            "the taxi is booked for 5am",
            "2025-03-12T05:05:00+00:00",
            [("5am", "2025-03-13T05:00", "2025-03-13T06:00")],
        ),
        # another day named in its sentence, "tomorrow" as chat spells it (review of round 51)
        (
            "the 8pm show is on saturday",
            "2025-03-12T20:10:00+00:00",
            [
                ("8pm", "2025-03-13T20:00", "2025-03-13T21:00"),
                ("on saturday", "2025-03-15T00:00", "2025-03-16T00:00"),
            ],
        ),
        (
            "dinner at 8pm tmw is booked",
            "2025-03-12T20:10:00+00:00",
            [("at 8pm", "2025-03-13T20:00", "2025-03-13T21:00")],
        ),
        (
            "sketching the harbour at 8pm tmw",
            "2025-03-12T20:10:00+00:00",
            [("at 8pm", "2025-03-13T20:00", "2025-03-13T21:00")],
        ),
    ],
)
def test_an_hour_still_to_come_is_the_next(local, text, said, want) -> None:
    assert local(text, said) == want
