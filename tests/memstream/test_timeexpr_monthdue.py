"""Time expressions read whole (`resolve_times`, the product's path): a month or a date that
a thing now due is for ("the VAT return for april is due on the 7th", "march's must be in by
friday") is the period it covers, the occurrence nearest the moment it is said whatever the
tense, one begun by then when the thing is overdue (timemonthdue.py; issue 21, round 58 part
A). A month people are named after is a month here too; near misses: a thing for a person,
and a month after "for" with no thing due keep their readings."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T09:00:00+00:00"  # a Monday in May


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the VAT return for april is due on the 7th",
            [
                ("april", "2026-04-01T00:00", "2026-05-01T00:00"),
                ("on the 7th", "2026-05-07T00:00", "2026-05-08T00:00"),
            ],
        ),
        (
            "rent for march must be paid by friday or we get a fee",
            [
                ("march", "2026-03-01T00:00", "2026-04-01T00:00"),
                ("friday", "2026-05-08T00:00", "2026-05-09T00:00"),
            ],
        ),
        (
            "the GST filing for jan still has to go in",
            [("jan", "2026-01-01T00:00", "2026-02-01T00:00")],
        ),
        (
            "the board pack for june has to be sent out tmrw",
            [
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
                ("tmrw", "2026-05-05T00:00", "2026-05-06T00:00"),
            ],
        ),
        (
            "the statement for feb 28 is due today",
            [
                ("feb 28", "2026-02-28T00:00", "2026-03-01T00:00"),
                ("today", "2026-05-04T00:00", "2026-05-05T00:00"),
            ],
        ),
        (
            "march's is due next wk",
            [
                ("march", "2026-03-01T00:00", "2026-04-01T00:00"),
                ("next wk", "2026-05-11T00:00", "2026-05-18T00:00"),
            ],
        ),
        (
            "the audit for october is still overdue",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        # near misses: a thing for a person, nothing due, a thing booked ahead
        ("a card for june is due at the office", []),
        ("tickets for october are on sale", [("october", "2026-10-01T00:00", "2026-11-01T00:00")]),
        (
            "nothing booked for march yet",
            [("march", "2027-03-01T00:00", "2027-04-01T00:00")],
        ),
    ],
)
def test_a_month_a_thing_due_is_for_is_the_nearest(local, text, want) -> None:
    assert local(text, SAID) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (
            "2026-07-20T23:30:00+05:30",
            "flights for february need to be booked soon, prices are going up",
            [("february", "2027-02-01T00:00", "2027-03-01T00:00")],
        ),
        (
            "2026-01-09T08:00:00+11:00",
            "the ticket for july has to be bought by end of month",
            [
                ("july", "2026-07-01T00:00", "2026-08-01T00:00"),
                ("end of month", "2026-01-21T00:00", "2026-02-01T00:00"),
            ],
        ),
        (
            "2026-10-05T16:20:00-03:00",
            "the booking for the 3rd needs to be confirmed",
            [("the 3rd", "2026-11-03T00:00", "2026-11-04T00:00")],
        ),
        (
            "2026-06-22T09:00:00-05:00",
            "the cake for saturday has to be ordered today",
            [
                ("saturday", "2026-06-27T00:00", "2026-06-28T00:00"),
                ("today", "2026-06-22T00:00", "2026-06-23T00:00"),
            ],
        ),
        (
            "2026-06-22T09:00:00-05:00",
            "the order for friday needs to be placed by noon",
            [
                ("friday", "2026-06-26T00:00", "2026-06-27T00:00"),
                ("noon", "2026-06-26T12:00", "2026-06-26T13:00"),
            ],
        ),
        (
            "2026-06-22T09:00:00-05:00",
            "the menu for christmas needs to be sorted before we book",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
        (
            "2026-04-15T10:00:00+02:00",
            "the venue for halloween needs to be booked by friday, 120 guests",
            [
                ("halloween", "2026-10-31T00:00", "2026-11-01T00:00"),
                ("friday", "2026-04-17T00:00", "2026-04-18T00:00"),
            ],
        ),
        (
            "2026-11-18T14:00:00-08:00",
            "the rota for summer has to be done before the holidays",
            [("summer", "2027-06-01T00:00", "2027-09-01T00:00")],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "the card for june has to be signed by everyone before friday",
            [("friday", "2026-08-14T00:00", "2026-08-15T00:00")],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "the gift for april has to be wrapped tonight 🎁",
            [("tonight", "2026-08-07T18:00", "2026-08-08T00:00")],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "the leaving card for april needs to go round the office",
            [],
        ),
        ("2026-08-07T09:15:00+01:00", "the present for june must be under £20", []),
        (
            "2026-08-07T09:15:00+01:00",
            "the room for june has to be ready by 3, flight lands at 1",
            [
                ("by 3", "2026-08-07T15:00", "2026-08-07T16:00"),
                ("at 1", "2026-08-08T01:00", "2026-08-08T02:00"),
            ],
        ),
        ("2026-08-07T09:15:00+01:00", "the cake for june must be gluten free", []),
        (
            "2026-08-07T09:15:00+01:00",
            "his card for april has to be posted today",
            [("today", "2026-08-07T00:00", "2026-08-08T00:00")],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "june's got to pick up the kids at 3 today",
            [("at 3 today", "2026-08-07T15:00", "2026-08-07T16:00")],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "jan's got to be at the airport by 6am",
            [("6am", "2026-08-07T06:00", "2026-08-07T07:00")],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "april's got to work saturday so we'll go sunday",
            [
                ("saturday", "2026-08-01T00:00", "2026-08-02T00:00"),
                ("sunday", "2026-08-09T00:00", "2026-08-10T00:00"),
            ],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "ok so the kids for june need to be picked up at 4",
            [("at 4", "2026-08-07T16:00", "2026-08-07T17:00")],
        ),
        ("2026-08-07T09:15:00+01:00", "the lunch for june must be vegan", []),
        (
            "2026-01-10T09:00:00+00:00",
            "the booking for july has to be made by the end of jan",
            [
                ("july", "2026-07-01T00:00", "2026-08-01T00:00"),
                ("end of jan", "2026-01-21T00:00", "2026-02-01T00:00"),
            ],
        ),
        (
            "2026-02-10T11:30:00-05:00",
            "registration for september has to be done by march",
            [
                ("september", "2026-09-01T00:00", "2026-10-01T00:00"),
                ("march", "2026-03-01T00:00", "2026-04-01T00:00"),
            ],
        ),
        (
            "2026-12-01T15:00:00-05:00",
            "applications for september must be in by jan 15",
            [
                ("september", "2027-09-01T00:00", "2027-10-01T00:00"),
                ("jan 15", "2027-01-15T00:00", "2027-01-16T00:00"),
            ],
        ),
        (
            "2026-01-05T19:00:00+01:00",
            "the visa for august has to be sorted before easter",
            [
                ("august", "2026-08-01T00:00", "2026-09-01T00:00"),
                ("easter", "2026-04-05T00:00", "2026-04-06T00:00"),
            ],
        ),
        (
            "2026-02-20T08:00:00+00:00",
            "school fees for september must be paid by july",
            [
                ("september", "2026-09-01T00:00", "2026-10-01T00:00"),
                ("july", "2026-07-01T00:00", "2026-08-01T00:00"),
            ],
        ),
        (
            "2026-06-10T20:00:00+02:00",
            "the tickets for dec 31 need to be printed, 4 of them",
            [("dec 31", "2026-12-31T00:00", "2027-01-01T00:00")],
        ),
        (
            "2026-07-01T12:00:00+01:00",
            "the reservation for valentine's has to be made early lol",
            [("valentine's", "2027-02-14T00:00", "2027-02-15T00:00")],
        ),
        (
            "2026-10-15T09:00:00-04:00",
            "the delivery for the 12th needs to be rescheduled",
            [("the 12th", "2026-11-12T00:00", "2026-11-13T00:00")],
        ),
        (
            "2026-09-08T16:00:00+10:00",
            "food for sunday has to be ordered by thursday",
            [
                ("sunday", "2026-09-13T00:00", "2026-09-14T00:00"),
                ("thursday", "2026-09-10T00:00", "2026-09-11T00:00"),
            ],
        ),
        (
            "2026-09-08T16:00:00+10:00",
            "the babysitter for saturday has to be booked",
            [("saturday", "2026-09-12T00:00", "2026-09-13T00:00")],
        ),
        (
            "2026-09-10T16:00:00+10:00",
            "the report for monday is due at 9",
            [
                ("monday", "2026-09-14T00:00", "2026-09-15T00:00"),
                ("at 9", "2026-09-14T09:00", "2026-09-14T10:00"),
            ],
        ),
        ("2026-08-07T09:15:00+01:00", "the surprise for april must stay secret!!", []),
        ("2026-08-07T09:15:00+01:00", "the invite for june needs to be resent, wrong address", []),
        ("2026-08-07T09:15:00+01:00", "the lawyer for june has to sign the papers first", []),
        (
            "2026-08-07T09:15:00+01:00",
            "the sub for april has to be ready to go on at 3",
            [("at 3", "2026-08-07T15:00", "2026-08-07T16:00")],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "the card for june has to be signed, they're leaving friday",
            [("friday", "2026-08-14T00:00", "2026-08-15T00:00")],
        ),
        (
            "2026-08-07T09:15:00+01:00",
            "june's due in october, it's a boy 💙",
            [("in october", "2026-10-01T00:00", "2026-11-01T00:00")],
        ),
        ("2026-08-07T09:15:00+01:00", "jan's overdue, 10 days late now", []),
        ("2026-08-07T09:15:00+01:00", "april's got to be the best month for cherry blossom", []),
        ("2026-08-07T09:15:00+01:00", "june's got to be joking", []),
        (
            "2026-04-01T10:00:00+01:00",
            "the plans for october must be finalised by june",
            [
                ("october", "2026-10-01T00:00", "2026-11-01T00:00"),
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
            ],
        ),
        (
            "2026-04-01T10:00:00+01:00",
            "the trip for october must be amazing if it's that pricey",
            [("october", "2026-10-01T00:00", "2026-11-01T00:00")],
        ),
        (
            "2026-04-01T10:00:00+01:00",
            "the album for november is due out in the autumn",
            [
                ("november", "2026-11-01T00:00", "2026-12-01T00:00"),
                ("autumn", "2026-09-01T00:00", "2026-12-01T00:00"),
            ],
        ),
        (
            "2026-01-12T10:00:00+00:00",
            "the lineup for july is due to be announced next week",
            [
                ("july", "2026-07-01T00:00", "2026-08-01T00:00"),
                ("next week", "2026-01-19T00:00", "2026-01-26T00:00"),
            ],
        ),
        (
            "2026-09-07T21:00:00-04:00",
            "the plan for friday must change, i'm sick",
            [("friday", "2026-09-11T00:00", "2026-09-12T00:00")],
        ),
        (
            "2026-09-07T21:00:00-04:00",
            "the sitter for friday needs to be confirmed",
            [("friday", "2026-09-11T00:00", "2026-09-12T00:00")],
        ),
        (
            "2026-08-07T09:00:00+01:00",
            "the VAT for june has to be paid by friday",
            [
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
                ("friday", "2026-08-14T00:00", "2026-08-15T00:00"),
            ],
        ),
        (
            "2026-10-05T09:00:00+01:00",
            "the accounts for september must be filed by friday",
            [
                ("september", "2026-09-01T00:00", "2026-10-01T00:00"),
                ("friday", "2026-10-09T00:00", "2026-10-10T00:00"),
            ],
        ),
        (
            "2026-06-22T09:00:00+01:00",
            "the payroll for saturday has to be run today",
            [
                ("saturday", "2026-06-27T00:00", "2026-06-28T00:00"),
                ("today", "2026-06-22T00:00", "2026-06-23T00:00"),
            ],
        ),
        (
            "2026-08-07T09:00:00+01:00",
            "may's due next week, she's huge",
            [("next week", "2026-08-10T00:00", "2026-08-17T00:00")],
        ),
        (
            "2026-08-07T09:00:00+01:00",
            "october's due next week",
            [
                ("october", "2026-10-01T00:00", "2026-11-01T00:00"),
                ("next week", "2026-08-10T00:00", "2026-08-17T00:00"),
            ],
        ),
        (
            "2026-08-07T09:00:00+01:00",
            "the brochure for october is due to go to print",
            [("october", "2026-10-01T00:00", "2026-11-01T00:00")],
        ),
    ],
)
def test_a_thing_not_settling_a_month_keeps_its_reading(local, said, text, want) -> None:
    """Review of round 58 part A: only a month (or a day of one) right after a thing that settles
    a period (a tax, a return, rent, a statement, a close) is the nearest; bookings, orders,
    tickets, plans and events are for the next one, weekdays, dates, holidays and seasons keep
    their readings, a name month after any other noun is a person, "due to"/"due out" and
    "must be <adjective>" are no obligation, and "june's got to"/"jan's overdue" are people."""
    assert local(text, said) == want
