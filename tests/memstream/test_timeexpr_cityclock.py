"""Time expressions read whole (`resolve_times`, the product's path): a clock time given for
someone in another city, beside the event's own time (issue 21, round 40). "9pm here, 2pm
for my brother in chicago" tells one moment twice: both are written down in the speaker's
local time. A clock time in a city that lands on no other clock time of the message is the
speaker's own plan there, and stays as said."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (  # Chicago in October is -05:00: 2pm there is 21:00 at +02:00
            "the match is 9pm here, 2pm for my brother in chicago",
            "2025-10-08T12:00:00+02:00",
            [
                ("9pm", "2025-10-08T21:00", "2025-10-08T22:00"),
                ("2pm", "2025-10-08T21:00", "2025-10-08T22:00"),
            ],
        ),
        (  # Sydney in September is +10:00: 1am there is 16:00 in London
            "webinar starts at 4pm, so the team in sydney will be dialing in at 1am",
            "2025-09-10T09:00:00+01:00",
            [
                ("at 4pm", "2025-09-10T16:00", "2025-09-10T17:00"),
                ("at 1am", "2025-09-10T16:00", "2025-09-10T17:00"),
            ],
        ),
        (  # Tokyo +09:00, the speaker in Berlin in winter (+01:00): 11pm there is 15:00
            "stream is sat at 3pm, 11pm for the viewers in tokyo",
            "2025-01-15T09:00:00+01:00",
            [
                ("sat at 3pm", "2025-01-18T15:00", "2025-01-18T16:00"),
                ("11pm", "2025-01-18T15:00", "2025-01-18T16:00"),
            ],
        ),
        # near misses: the speaker's own plan in a city; a time that is no other's moment
        (
            "we land at 8pm in london, dinner at 9",
            "2025-10-08T12:00:00+02:00",
            [
                ("at 8pm", "2025-10-08T20:00", "2025-10-08T21:00"),
                ("at 9", "2025-10-08T21:00", "2025-10-08T22:00"),
            ],
        ),
        (
            "kickoff at 3pm, then my dad in toronto has golf at 5pm",
            "2025-07-09T09:00:00+01:00",
            [
                ("at 3pm", "2025-07-09T15:00", "2025-07-09T16:00"),
                ("at 5pm", "2025-07-09T17:00", "2025-07-09T18:00"),
            ],
        ),
        # no word of two clocks: a sequence an hour apart, each as said (round 40 review)
        (
            "my mum in london called at 7am and again at 8am",
            "2025-02-12T09:00:00+01:00",
            [
                ("at 7am", "2025-02-12T07:00", "2025-02-12T08:00"),
                ("at 8am", "2025-02-12T08:00", "2025-02-12T09:00"),
            ],
        ),
        (
            "landing in london at 6pm, mum picks me up at 7pm",
            "2025-02-12T09:00:00+01:00",
            [
                ("at 6pm", "2025-02-12T18:00", "2025-02-12T19:00"),
                ("at 7pm", "2025-02-12T19:00", "2025-02-12T20:00"),
            ],
        ),
        (
            "we land at 2pm, hotel check-in in paris at 3pm",
            "2025-02-12T09:00:00+00:00",
            [
                ("at 2pm", "2025-02-12T14:00", "2025-02-12T15:00"),
                ("at 3pm", "2025-02-12T15:00", "2025-02-12T16:00"),
            ],
        ),
        (  # "so" after the city's time, "that's when": a sequence still
            "we land in london at 2pm so dinner at 3pm?",
            "2025-02-12T09:00:00+01:00",
            [
                ("at 2pm", "2025-02-12T14:00", "2025-02-12T15:00"),
                ("at 3pm", "2025-02-12T15:00", "2025-02-12T16:00"),
            ],
        ),
        (
            "my flight lands in london at 6pm, that's when mum picks me up at 7pm",
            "2025-02-12T09:00:00+01:00",
            [
                ("at 6pm", "2025-02-12T18:00", "2025-02-12T19:00"),
                ("at 7pm", "2025-02-12T19:00", "2025-02-12T20:00"),
            ],
        ),
        (  # "here" not after a clock time, a bracket not before one: a sequence still
            "we land in london at 6pm and should be here by 7pm",
            "2025-02-12T09:00:00+01:00",
            [
                ("at 6pm", "2025-02-12T18:00", "2025-02-12T19:00"),
                ("7pm", "2025-02-12T19:00", "2025-02-12T20:00"),
            ],
        ),
        (
            "the call w the team in london is at 9am (ugh) and standup at 10am",
            "2025-02-12T09:00:00+01:00",
            [
                ("at 9am", "2025-02-12T09:00", "2025-02-12T10:00"),
                ("at 10am", "2025-02-12T10:00", "2025-02-12T11:00"),
            ],
        ),
        (  # a bracket before the city's time, "here" after the speaker's: one moment
            "game at 7pm (6pm in chicago)",
            "2025-06-15T12:00:00-04:00",
            [
                ("at 7pm", "2025-06-15T19:00", "2025-06-15T20:00"),
                ("6pm", "2025-06-15T19:00", "2025-06-15T20:00"),
            ],
        ),
        (
            "watch party: 9am in london, 5pm here",
            "2025-03-05T18:00:00+08:00",
            [
                ("9am", "2025-03-06T17:00", "2025-03-06T18:00"),
                ("5pm", "2025-03-06T17:00", "2025-03-06T18:00"),
            ],
        ),
        (  # a word of the speaker's clock: one moment
            "the game starts at 7pm in denver, 9pm for us",
            "2025-06-15T12:00:00-04:00",
            [
                ("at 7pm", "2025-06-15T21:00", "2025-06-15T22:00"),
                ("9pm", "2025-06-15T21:00", "2025-06-15T22:00"),
            ],
        ),
    ],
)
def test_a_clock_time_for_someone_in_another_city_is_the_events_moment(
    local, text, said, want
) -> None:
    assert local(text, said) == want
