"""Time expressions read whole (`resolve_times`), round 50 part b's kind: which occurrence
of a date, a weekday or a month a plan names, told with a past verb or changed
(tests/data/timeexpr.md: a recurring mention names the occurrence the sentence talks about;
planned, the next one; so is the date something was moved to; a weekday never names the day
it is said on). "coming" and a weekday said on that weekday is a week on
(timecomingday.py); a date that opens a part with "now" after it, after a verb of moving, is
where it went (tensesupposed.py); a month after "now it's" after a plan or a move is one,
even one that may be a name (timemonthcopula.py); a state after "with" and its subject takes
the time of a modal in its sentence (tensewith.py); a day's event a new thing was got for is
ahead (tensepurpose.py); a start reported after a verb of saying, with no verb of its own,
is ahead (tenseverbs.py). Near misses keep their old readings."""

from __future__ import annotations

import pytest

_FRIDAY = "2026-05-08T09:00"
_SUNDAY = "2026-05-10T09:00"
_SPRING = "2026-03-20T09:00"
_NOVEMBER = "2026-11-20T09:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "coming" and the weekday it is said on: a week on
        (
            "the new rota starts coming friday",
            _FRIDAY,
            [("coming friday", "2026-05-15T00:00", "2026-05-16T00:00")],
        ),
        (
            "this coming friday at 3 works for me",
            _FRIDAY,
            [("coming friday at 3", "2026-05-15T15:00", "2026-05-15T16:00")],
        ),
        (
            "coming fri we fly out",
            _FRIDAY,
            [("coming fri", "2026-05-15T00:00", "2026-05-16T00:00")],
        ),
        # near misses: said the day before, and "last friday"
        (
            "the new rota starts coming friday",
            "2026-05-07T09:00",
            [("coming friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "she came last friday",
            _FRIDAY,
            [("last friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        # a day moved to, "now" after it: ahead
        (
            "they moved the recital, saturday now",
            _SUNDAY,
            [("saturday", "2026-05-16T00:00", "2026-05-17T00:00")],
        ),
        (
            "the vet got pushed back again, thursday now lol",
            _SUNDAY,
            [("thursday", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
        # near misses: no move, or the day of the move
        (
            "we had the recital, saturday now",
            _SUNDAY,
            [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        (
            "they moved the recital on saturday",
            _SUNDAY,
            [("on saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        # a month after "now it's", after a plan or a move: this year's
        (
            "the roof was supposed to be done on 5 march, now it's june",
            _SPRING,
            [
                ("on 5 march", "2026-03-05T00:00", "2026-03-06T00:00"),
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
            ],
        ),
        (
            "the launch got delayed and now its april apparently",
            _SPRING,
            [("april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        # near misses: a name's turn, no plan before
        ("now it's april's turn to pick the film", _SPRING, []),
        ("now it's june and i'm still here", _SPRING, []),
        # "with" a state and a modal: the modal's time, ahead
        (
            "with the library shut on the 28th i'll study at home",
            _SUNDAY,
            [("on the 28th", "2026-05-28T00:00", "2026-05-29T00:00")],
        ),
        (
            "with the track closed on the 3rd we could swim instead",
            _SUNDAY,
            [("on the 3rd", "2026-06-03T00:00", "2026-06-04T00:00")],
        ),
        # near misses: told in the past; a notice with no other verb
        (
            "with the track closed on the 3rd we swam instead",
            _SUNDAY,
            [("on the 3rd", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        (
            "with the office closed 27 may-2 june",
            _SUNDAY,
            [("27 may-2 june", "2026-05-27T00:00", "2026-06-03T00:00")],
        ),
        # a day's event a new thing was got for: the coming one
        (
            "hired a photographer for saturday's wedding",
            _SUNDAY,
            [("saturday", "2026-05-16T00:00", "2026-05-17T00:00")],
        ),
        (
            "we baked 3 pies for friday's fete",
            _SUNDAY,
            [("friday", "2026-05-15T00:00", "2026-05-16T00:00")],
        ),
        # near misses: the reason, a known thing, an event told as past after it
        (
            "i paid for saturday's lunch",
            _SUNDAY,
            [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        (
            "thanked the crew for friday's gig",
            _SUNDAY,
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "got a cake for friday's party and it was gone in minutes",
            _SUNDAY,
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        # a start reported with no verb of its own: ahead
        (
            "the manager said late shifts from 4 dec",
            _NOVEMBER,
            [("4 dec", "2026-12-04T00:00", "2026-12-05T00:00")],
        ),
        (
            "hr says overtime starting the 2nd",
            _NOVEMBER,
            [("the 2nd", "2026-12-02T00:00", "2026-12-03T00:00")],
        ),
        # near misses: a thing with its date, a report that goes on in the past, an apology
        (
            "he said the photos from 4 nov",
            _NOVEMBER,
            [("4 nov", "2026-11-04T00:00", "2026-11-05T00:00")],
        ),
        (
            "they said late shifts from 4 nov were cut",
            _NOVEMBER,
            [("4 nov", "2026-11-04T00:00", "2026-11-05T00:00")],
        ),
        (
            "she said sorry on monday",
            _NOVEMBER,
            [("on monday", "2026-11-16T00:00", "2026-11-17T00:00")],
        ),
    ],
)
def test_the_occurrence_a_plan_or_a_changed_plan_names(read, text, said, want) -> None:
    assert read(text, said=said) == want
