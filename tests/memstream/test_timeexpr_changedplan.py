"""Time expressions read whole (`resolve_times`), round 50 part b's kind: which occurrence
of a date, a weekday or a month a plan names, told with a past verb or changed
(tests/data/timeexpr.md: a recurring mention names the occurrence the sentence talks about;
planned, the next one; so is the date something was moved to; a weekday never names the day
it is said on). "coming" and a weekday said on that weekday is a week on, with the clock
times and a weekday tied to it (timecomingday.py); a date that opens a part with "now"
after it, after a verb of moving, is where it went (tensesupposed.py); a month after "now
it's" after a plan or a move and a time it replaces is one, even one that may be a name
(timemonthcopula.py); a state after "with" and its subject takes the time of a modal of the
future in its sentence (tensewith.py); a day's event a new thing was arranged or bought for
is ahead (tensepurpose.py). Near misses keep their old readings, and so do the sentences a
review of the round found read worse (`_REVIEWED`): a thing got, won or worn for a day's
event, a state after "with" and a modal not of the future, a month after "now it's" with no
time before it (a person's turn), a symptom's onset reported ("the doc said symptoms
starting sunday"; "they said shifts from 9 dec", a start ahead, stays a miss: its words
cannot tell a schedule from an onset)."""

from __future__ import annotations

import pytest

_FRIDAY = "2026-05-08T09:00"
_SUNDAY = "2026-05-10T09:00"
_SPRING = "2026-03-20T09:00"
_THURSDAY = "2026-11-19T09:00"


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
            "the launch was due in feb, got delayed and now its april apparently",
            _SPRING,
            [
                ("in feb", "2026-02-01T00:00", "2026-03-01T00:00"),
                ("april", "2026-04-01T00:00", "2026-05-01T00:00"),
            ],
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
            "with the track closed on the 3rd we will swim instead",
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
    ],
)
def test_the_occurrence_a_plan_or_a_changed_plan_names(read, text, said, want) -> None:
    assert read(text, said=said) == want


#: The sentences a review of round 50 part b found read worse, and variants, with the readings
#: wanted: gone by where a thing was got, won or worn for the event, a state after "with"
#: meets a modal not of the future, or an onset is reported; no month after "now it's" with
#: no time before it; the clock times and the weekday tied to a moved "coming friday" on it.
#: Rules kept: a verb of arranging ("rented", "set up"), "will", a time before "now it's".
_REVIEWED = [
    (
        "wore a new dress for saturday's wedding",
        _SUNDAY,
        [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "got a medal for saturday's race 🥇",
        _SUNDAY,
        [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "got a standing ovation for friday's show",
        _SUNDAY,
        [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
    ),
    (
        "earned a gold star for tuesday's homework",
        _SUNDAY,
        [("tuesday", "2026-05-05T00:00", "2026-05-06T00:00")],
    ),
    (
        "got a fine for friday's parking",
        _SUNDAY,
        [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
    ),
    (
        "scored a hat trick for saturday's team",
        _SUNDAY,
        [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "received a bonus for friday's sale",
        _SUNDAY,
        [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
    ),
    (
        "got a warning for tuesday's lateness",
        _SUNDAY,
        [("tuesday", "2026-05-05T00:00", "2026-05-06T00:00")],
    ),
    (
        "wore a suit for friday's interview",
        _SUNDAY,
        [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
    ),
    (
        "took a taxi for friday's meeting",
        _SUNDAY,
        [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
    ),
    (
        "won a prize for saturday's raffle",
        _SUNDAY,
        [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "got a parking ticket for saturday's match",
        _SUNDAY,
        [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "raised a glass for friday's birthday girl",
        _SUNDAY,
        [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
    ),
    (
        "lost a tooth for saturday's game lol",
        _SUNDAY,
        [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "got 2 yellow cards for saturday's derby",
        _SUNDAY,
        [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "had a drink for friday's birthday",
        _SUNDAY,
        [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
    ),
    (
        "rented a van for saturday's move",
        _SUNDAY,
        [("saturday", "2026-05-16T00:00", "2026-05-17T00:00")],
    ),
    (
        "bought some chairs for saturday's bbq",
        _SUNDAY,
        [("saturday", "2026-05-16T00:00", "2026-05-17T00:00")],
    ),
    (
        "set up a gazebo for saturday's fete",
        _SUNDAY,
        [("saturday", "2026-05-16T00:00", "2026-05-17T00:00")],
    ),
    (
        "with the trains cancelled on saturday we couldn't make it",
        _SUNDAY,
        [("on saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "with the bridge closed friday i could barely get to work",
        _SUNDAY,
        [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
    ),
    (
        "with rent paid on the 1st i can breathe",
        _SUNDAY,
        [("on the 1st", "2026-05-01T00:00", "2026-05-02T00:00")],
    ),
    (
        "with the pool closed on saturday we couldn't swim",
        _SUNDAY,
        [("on saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
    ),
    (
        "with the gym closed on the 4th i couldn't train",
        _SUNDAY,
        [("on the 4th", "2026-05-04T00:00", "2026-05-05T00:00")],
    ),
    (
        "with the deposit paid on the 2nd we should get the keys soon",
        _SUNDAY,
        [("on the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")],
    ),
    (
        "with the heating fixed on tuesday we can finally have people over",
        _THURSDAY,
        [("on tuesday", "2026-11-17T00:00", "2026-11-18T00:00")],
    ),
    (
        "with school closed on friday we will go hiking",
        _SUNDAY,
        [("on friday", "2026-05-15T00:00", "2026-05-16T00:00")],
    ),
    ("was meant to be dave presenting, now it's june", _SPRING, []),
    ("meant to be mike driving, now it's june", _SPRING, []),
    ("was supposed to be sam on call, now it's april", _SPRING, []),
    (
        "was supposed to be sam on call on monday, now it's april",
        _SPRING,
        [
            ("on monday", "2026-03-16T00:00", "2026-03-17T00:00"),
            ("april", "2026-04-01T00:00", "2026-05-01T00:00"),
        ],
    ),
    (
        "the doc said symptoms starting sunday",
        _THURSDAY,
        [("sunday", "2026-11-15T00:00", "2026-11-16T00:00")],
    ),
    (
        "she said pain starting friday",
        _THURSDAY,
        [("friday", "2026-11-13T00:00", "2026-11-14T00:00")],
    ),
    (
        "the vet said fever starting tuesday",
        _THURSDAY,
        [("tuesday", "2026-11-17T00:00", "2026-11-18T00:00")],
    ),
    (
        "my gp said headaches starting saturday",
        _THURSDAY,
        [("saturday", "2026-11-14T00:00", "2026-11-15T00:00")],
    ),
    ("she said cough from friday", _THURSDAY, [("friday", "2026-11-13T00:00", "2026-11-14T00:00")]),
    (
        "she said nosebleeds from the 12th",
        _THURSDAY,
        [("the 12th", "2026-11-12T00:00", "2026-11-13T00:00")],
    ),
    (
        "the app said delays from 6pm",
        "2026-11-19T18:30",
        [("6pm", "2026-11-19T18:00", "2026-11-19T19:00")],
    ),
    (
        "coming friday, the movers come at 9",
        _FRIDAY,
        [
            ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
            ("at 9", "2026-05-15T09:00", "2026-05-15T10:00"),
        ],
    ),
    (
        "coming friday the movers come at 10",
        _FRIDAY,
        [
            ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
            ("at 10", "2026-05-15T10:00", "2026-05-15T11:00"),
        ],
    ),
    (
        "coming friday and saturday the shop is shut",
        _FRIDAY,
        [
            ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
            ("saturday", "2026-05-16T00:00", "2026-05-17T00:00"),
        ],
    ),
    (
        "this coming friday: doors at 7, show at 8",
        _FRIDAY,
        [
            ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
            ("at 7", "2026-05-15T19:00", "2026-05-15T20:00"),
            ("at 8", "2026-05-15T20:00", "2026-05-15T21:00"),
        ],
    ),
    (
        "coming friday or saturday?",
        _FRIDAY,
        [
            ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
            ("saturday", "2026-05-09T00:00", "2026-05-10T00:00"),
        ],
    ),
    (
        "coming friday works. call me at 9",
        _FRIDAY,
        [
            ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
            ("at 9", "2026-05-08T09:00", "2026-05-08T10:00"),
        ],
    ),
    (
        "coming friday works, today at 5 and at 6 too",
        _FRIDAY,
        [
            ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
            ("today at 5", "2026-05-08T17:00", "2026-05-08T18:00"),
            ("at 6", "2026-05-08T18:00", "2026-05-08T19:00"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "said", "want"), _REVIEWED)
def test_what_the_review_found_read_worse_reads_as_wanted(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a full stop after the event ends its sentence; a past verb after it, before the
        # stop, still tells the event as gone by
        (
            "rented a van for saturday's move.",
            _SUNDAY,
            [("saturday", "2026-05-16T00:00", "2026-05-17T00:00")],
        ),
        (
            "hired a photographer for saturday's wedding. so excited",
            _SUNDAY,
            [("saturday", "2026-05-16T00:00", "2026-05-17T00:00")],
        ),
        (
            "rented a van for friday's move and it broke down.",
            _SUNDAY,
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        ("we lost 3-1, now it's june", _SPRING, []),  # a score: no time replaced
        # a clock time tied to the moved day, however it is written
        (
            "coming friday, doors at 7 p.m.",
            _FRIDAY,
            [
                ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
                ("at 7 p.m", "2026-05-15T19:00", "2026-05-15T20:00"),
            ],
        ),
        (
            "this coming friday we close at noon",
            _FRIDAY,
            [
                ("coming friday", "2026-05-15T00:00", "2026-05-16T00:00"),
                ("at noon", "2026-05-15T12:00", "2026-05-15T13:00"),
            ],
        ),
    ],
)
def test_what_the_review_of_the_whole_change_found(read, text, said, want) -> None:
    assert read(text, said=said) == want


def test_may_is_a_month_a_change_replaces(read) -> None:
    """ "may" is left out of the months that cannot be a verb; the change still replaces it."""
    got = read("the launch was supposed to be in may, now it's june", said=_SPRING)
    assert ("june", "2026-06-01T00:00", "2026-07-01T00:00") in got
