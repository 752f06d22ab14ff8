"""Time expressions read whole (`resolve_times`, the product's path): a zone named after a
clock time that is the speaker's own (issue 21, round 40). Chat names a region's zone by its
standard abbreviation all year ("6:30 pst" said in March at -07:00) or by the region's word
("9am mountain?"): the speaker's own clock, the time as said, not an hour off. Another zone
is still read in that zone, and a region's word before a noun is no zone."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (  # "est" said in October in New York (-04:00): Eastern time, the speaker's own
            "quiz thu at 7:30pm est, 6 rounds",
            "2025-10-01T12:00:00-04:00",
            [("thu at 7:30pm", "2025-10-02T19:30", "2025-10-02T19:31")],
        ),
        (  # the summer abbreviation said in winter in Chicago (-06:00): the same
            "the q&a is fri 4pm cdt, bring questions",
            "2025-01-15T12:00:00-06:00",
            [("fri 4pm", "2025-01-17T16:00", "2025-01-17T17:00")],
        ),
        (  # the region's word said there ("mountain" at -06:00 in June)
            "can the sync be thu at 10am mountain?",
            "2025-06-11T09:00:00-06:00",
            [("thu at 10am", "2025-06-12T10:00", "2025-06-12T11:00")],
        ),
        (  # the region's word from elsewhere: in that zone (2pm Pacific is 16:00 in Chicago)
            "can we do the retro fri at 2pm pacific?",
            "2025-06-11T09:00:00-05:00",
            [("fri at 2pm", "2025-06-13T16:00", "2025-06-13T17:00")],
        ),
        (
            "the demo is thu at 11am eastern time",
            "2025-06-11T09:00:00-05:00",
            [("thu at 11am", "2025-06-12T10:00", "2025-06-12T11:00")],
        ),
        # near misses: another zone in its own offset; a region's word before a noun
        (  # PST in January said in London: 23:00 there
            "call at 3pm pst tomorrow",
            "2025-01-15T12:00:00+00:00",
            [("at 3pm pst tomorrow", "2025-01-16T23:00", "2025-01-17T00:00")],
        ),
        (
            "the 7pm mountain bike ride is on",
            "2025-06-11T09:00:00-04:00",
            [("7pm", "2025-06-11T19:00", "2025-06-11T20:00")],
        ),
        # eastern and central Australia's own words; "central" alone outside the Americas
        (  # said in Sydney (+10:00): Australia's eastern time, the speaker's own
            "footy starts at 7.30pm eastern time",
            "2025-06-11T17:00:00+10:00",
            [("at 7.30pm", "2025-06-11T19:30", "2025-06-11T19:31")],
        ),
        (
            "the game's at 7:30 eastern",
            "2025-06-11T17:00:00+10:00",
            [("at 7:30", "2025-06-11T19:30", "2025-06-11T19:31")],
        ),
        (  # Sydney's Central station
            "meet at 7 central",
            "2025-06-11T17:00:00+10:00",
            [("at 7", "2025-06-11T19:00", "2025-06-11T20:00")],
        ),
        (  # from London, US Eastern still
            "nba finals tip at 8:30pm eastern time",
            "2025-06-11T20:00:00+01:00",
            [("at 8:30pm", "2025-06-12T01:30", "2025-06-12T01:31")],
        ),
    ],
)
def test_a_zone_of_the_speakers_own_region_is_the_time_as_said(local, text, said, want) -> None:
    assert local(text, said) == want
