"""Time expressions read whole (`resolve_times`, the product's path): a date told after a past
verb that still names what is ahead, the kind of case of blind batches 80-82's misses (round
52 part a; tests/data/timeexpr.md: a recurring mention names the occurrence the sentence talks
about, the date something was moved to even told in the past): a stretch or a deadline
extended "thru"/"through"/"till" a date, a hearing "continued" or "adjourned" to a date after
"now", leave "approved" or "granted" for days, a date guessed after a verb of saying with a
hedge and a noun between ("said delivery earliest the 20th"), and a service cut or suspended
"from" a date in the present. New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 5 March 2025, 10:00 UTC.

The review of part a (its probes that part a made worse, and neighbours of them, each said
at its own time and offset): a service ended "from" a date reads ahead only where a third
party announces it in the present progressive or the future, not one's own act, a request,
a record, a holiday or a possessive date; "til"/"thru"/"through" only after a verb of moving
a plan and its object, no clock time, nothing told as past; approved "for" a date not where
the sentence tells the thing as done; no noun and "from" between a hedge and the date. Five probes
the review found worse still read ahead (records approved for days just gone, "approved my
timesheet for the 26th-30th"; "we extended the trip through the 9th, best decision"): nothing
in their tags tells them from leave approved or a stay extended, and they are kept in
research/data/time-review52-A.json, not here."""

from __future__ import annotations

import pytest

SAID = "2025-03-05T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "we extended the trip through the 9th",
            [("the 9th", "2025-03-09T00:00", "2025-03-10T00:00")],
        ),
        (
            "they extended the deadline till march 20",
            [("march 20", "2025-03-20T00:00", "2025-03-21T00:00")],
        ),
        (
            "the court hearing got adjourned, now 14 march at 10",
            [("14 march at 10", "2025-03-14T10:00", "2025-03-14T11:00")],
        ),
        (
            "the case was continued again, now the 21st",
            [("the 21st", "2025-03-21T00:00", "2025-03-22T00:00")],
        ),
        # neighbours: a stretch that ran, no verb of moving
        (
            "i worked through the 2nd and then crashed",
            [("the 2nd", "2025-03-02T00:00", "2025-03-03T00:00")],
        ),
        (
            "the strike went on through february",
            [("february", "2025-02-01T00:00", "2025-03-01T00:00")],
        ),
    ],
)
def test_a_date_moved_or_stretched_to(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "hr approved my time off for 17-21 march",
            [("17-21 march", "2025-03-17T00:00", "2025-03-22T00:00")],
        ),
        (
            "they finally granted my leave for the 14th",
            [("the 14th", "2025-03-14T00:00", "2025-03-15T00:00")],
        ),
        # neighbours: the day of the approval, or a period billed
        (
            "the council approved the plans on the 3rd",
            [("on the 3rd", "2025-03-03T00:00", "2025-03-04T00:00")],
        ),
        (
            "they approved us for a mortgage in february",
            [("in february", "2025-02-01T00:00", "2025-03-01T00:00")],
        ),
    ],
)
def test_leave_approved_for_days(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the movers said delivery earliest the 20th",
            [("the 20th", "2025-03-20T00:00", "2025-03-21T00:00")],
        ),
        (
            "the dentist said maybe a cancellation in april",
            [("in april", "2025-04-01T00:00", "2025-05-01T00:00")],
        ),
        (
            "she said the kitchen probably by the 18th",
            [("the 18th", "2025-03-18T00:00", "2025-03-19T00:00")],
        ),
        # neighbours: no hedge, or a sentence that goes on in the past
        ("he said the 2nd, so that's that", [("the 2nd", "2025-03-02T00:00", "2025-03-03T00:00")]),
        (
            "they said maybe friday but it came tuesday",
            [
                ("friday", "2025-02-28T00:00", "2025-03-01T00:00"),
                ("tuesday", "2025-03-04T00:00", "2025-03-05T00:00"),
            ],
        ),
    ],
)
def test_a_date_guessed_in_speech(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the school is scrapping the bus service from april",
            [("april", "2025-04-01T00:00", "2025-05-01T00:00")],
        ),
        (
            "they're closing the library from the 20th",
            [("the 20th", "2025-03-20T00:00", "2025-03-21T00:00")],
        ),
        (
            "they're axing the night bus from monday",
            [("monday", "2025-03-10T00:00", "2025-03-11T00:00")],
        ),
        (
            "the pool is suspending lessons from the 17th",
            [("the 17th", "2025-03-17T00:00", "2025-03-18T00:00")],
        ),
        # neighbours: told in the past, a thing handled, or what a thing dates from
        (
            "they cut the night bus from monday, it's a nightmare",
            [("monday", "2025-03-03T00:00", "2025-03-04T00:00")],
        ),
        (
            "i'm cutting up the cake from saturday for the kids",
            [("saturday", "2025-03-01T00:00", "2025-03-02T00:00")],
        ),
        (
            "i'm dropping the stuff from saturday off at the tip",
            [("saturday", "2025-03-01T00:00", "2025-03-02T00:00")],
        ),
        (
            "we're still using the receipts from january",
            [("january", "2025-01-01T00:00", "2025-02-01T00:00")],
        ),
    ],
)
def test_a_service_cut_from_a_date(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (
            "2024-11-18T21:30:00-05:00",
            "i'm cancelling the order from friday, it never came",
            [("friday", "2024-11-15T00:00", "2024-11-16T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "can you close the ticket from monday? it's fixed",
            [("monday", "2025-03-03T00:00", "2025-03-04T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "stop sending me the memes from sunday 😂",
            [("sunday", "2024-11-17T00:00", "2024-11-18T00:00")],
        ),
        (
            "2024-12-27T23:40:00+11:00",
            "cutting the leftover ham from christmas into cubes for sandwiches",
            [("christmas", "2024-12-25T00:00", "2024-12-26T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "scraping the wax from saturday off the table",
            [("saturday", "2024-11-16T00:00", "2024-11-17T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "ending the night with the wine from saturday 🍷",
            [("saturday", "2024-11-16T00:00", "2024-11-17T00:00")],
        ),
        (
            "2025-02-13T19:05:00+01:00",
            "cancel the reminder from tuesday, already paid",
            [("tuesday", "2025-02-11T00:00", "2025-02-12T00:00")],
        ),
        (
            "2025-02-13T19:05:00+01:00",
            "closing the loop on the email from monday, see attached",
            [("monday", "2025-02-10T00:00", "2025-02-11T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "introducing my bf to the crew from saturday night lol",
            [("saturday night", "2024-11-16T18:00", "2024-11-17T00:00")],
        ),
        (
            "2025-04-20T18:45:00+05:30",
            "cutting the cake from saturday's party for the neighbours",
            [("saturday", "2025-04-19T00:00", "2025-04-20T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "i'm closing the chat from sunday, spam",
            [("sunday", "2025-03-02T00:00", "2025-03-03T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "i'm cancelling the transfer from friday, wrong account",
            [("friday", "2024-11-15T00:00", "2024-11-16T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "cancelling the sub from black friday, never used it",
            [("black friday", "2023-11-24T00:00", "2023-11-25T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "closing all the tabs from saturday's research rabbit hole",
            [("saturday", "2024-11-16T00:00", "2024-11-17T00:00")],
        ),
        (
            "2025-01-09T09:40:00-08:00",
            "stop bringing up the fight from new year's eve",
            [("new year's eve", "2024-12-31T00:00", "2025-01-01T00:00")],
        ),
        (
            "2025-01-09T09:40:00-08:00",
            "cutting the tree from christmas into firewood",
            [("christmas", "2024-12-25T00:00", "2024-12-26T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "cancel the direct debit from the 1st, it's a duplicate",
            [("the 1st", "2025-03-01T00:00", "2025-03-02T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "they're cancelling my order from friday, it never came",
            [("friday", "2024-11-15T00:00", "2024-11-16T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "can you cancel the reminder from tuesday",
            [("tuesday", "2025-03-04T00:00", "2025-03-05T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "the council is closing the tip from the 20th",
            [("the 20th", "2025-03-20T00:00", "2025-03-21T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "they will close the tip from the 20th",
            [("the 20th", "2025-03-20T00:00", "2025-03-21T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "he's closing the shop from the 1st",
            [("the 1st", "2025-04-01T00:00", "2025-04-02T00:00")],
        ),
        (
            "2026-01-31T12:05:00+00:00",
            "they're cutting our lollipop lady from april",
            [("april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
    ],
)
def test_a_thing_from_a_day_ended_by_oneself(local, said, text, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (
            "2025-06-14T08:15:00+01:00",
            "we moved boxes til 2am, dead now",
            [("2am", "2025-06-14T02:00", "2025-06-14T03:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "pushed thru saturday and sunday to finish the kitchen, knackered",
            [("saturday and sunday", "2024-11-16T00:00", "2024-11-18T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "the trains were delayed through monday, total nightmare",
            [("monday", "2025-03-03T00:00", "2025-03-04T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "flights got delayed thru the weekend bc of the storm, we were stuck in denver",
            [("weekend", "2024-11-16T00:00", "2024-11-18T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "we rearranged the whole flat thru the weekend lol",
            [("weekend", "2024-11-16T00:00", "2024-11-18T00:00")],
        ),
        (
            "2025-06-14T08:15:00+01:00",
            "we extended the party til 3am lol, head is pounding",
            [("3am", "2025-06-14T03:00", "2025-06-14T04:00")],
        ),
        (
            "2025-03-12T16:20:00+00:00",
            "we extended the trip through the 9th and flew home on the 10th",
            [
                ("the 9th", "2025-03-09T00:00", "2025-03-10T00:00"),
                ("on the 10th", "2025-03-10T00:00", "2025-03-11T00:00"),
            ],
        ),
        (
            "2024-11-20T07:50:00-06:00",
            "we switched off our phones thru the weekend, bliss",
            [("weekend", "2024-11-16T00:00", "2024-11-18T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "the deadline was extended thru friday, it was a mess",
            [("friday", "2025-02-28T00:00", "2025-03-01T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "they pushed the launch through june and we were gutted",
            [("june", "2024-06-01T00:00", "2024-07-01T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "they extended the deadline thru the 20th",
            [("the 20th", "2025-03-20T00:00", "2025-03-21T00:00")],
        ),
    ],
)
def test_a_stretch_kept_going_through_a_day(local, said, text, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (
            "2025-03-05T10:00:00+00:00",
            "they approved my expenses for january finally, £240 back",
            [("january", "2025-01-01T00:00", "2025-02-01T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "school approved the absence for the 2nd, we were at a funeral",
            [("the 2nd", "2025-03-02T00:00", "2025-03-03T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "they approved my overtime for saturday, i worked 10 hrs",
            [("saturday", "2024-11-16T00:00", "2024-11-17T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "school approved the absence for friday, she was sick",
            [("friday", "2024-11-15T00:00", "2024-11-16T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "hr granted my leave for friday, i was ill",
            [("friday", "2025-02-28T00:00", "2025-03-01T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "my boss approved my leave for the 10th",
            [("the 10th", "2025-03-10T00:00", "2025-03-11T00:00")],
        ),
    ],
)
def test_a_thing_approved_after_it_was_done(local, said, text, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (
            "2024-11-18T21:30:00-05:00",
            "the doc said probably a virus from the weekend",
            [("weekend", "2024-11-16T00:00", "2024-11-18T00:00")],
        ),
        (
            "2024-11-18T21:30:00-05:00",
            "mechanic said prob damage from the pothole on friday",
            [("on friday", "2024-11-15T00:00", "2024-11-16T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "the vet said probably a tick from the walk on sunday",
            [("on sunday", "2025-03-02T00:00", "2025-03-03T00:00")],
        ),
        (
            "2025-03-05T10:00:00+00:00",
            "the dentist said maybe from april",
            [("april", "2025-04-01T00:00", "2025-05-01T00:00")],
        ),
    ],
)
def test_a_cause_from_a_day_guessed_in_speech(local, said, text, want) -> None:
    assert local(text, said) == want
