"""A day of the month in figures that a plan or a booking is for ("the booking for the 19th
changed again, 14 ppl now", "the BEO for the 31st changed again", "the seating plan for the
30th", "we've lost our slot for the 14th", "the sign-up sheet for the 3rd"): the day the
thing is planned for, the coming one even with a past verb telling what happened to the plan
(tests/data/timeexpr.md: a recurring mention planned is the next one). Not a thing that
reports a day ("the results for the 3rd", "the bill for the 14th"), nor a rank or its prize
("the prize for the 3rd went to sam"), which name no plan (`tense.tense_at` asks
`booked_for`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Things that are a plan or a booking for a day (`timedayfor` reads "for" after them too).
PLANS = _words(
    "booking bookings reservation reservations rez table tables rota rotas roster schedule "
    "plan plans seating menu menus venue beo beos agenda itinerary runsheet setlist "
    "guestlist timetable ticket tickets"
)
#: A slot is the coming day's only once lost or given away before it came ("we've lost our
#: slot for the 14th", "they cancelled both slots for the 3rd"); not a slot used, missed or
#: told of ("we missed our slot for the 9th", "the slot for the 8th went fine").
_SLOTS = _words("slot slots")
_LOST = _words(
    "lost lose losing gave give giving given cancelled canceled cancel cancelling canceling "
    "dropped released forfeited stole stolen nabbed pinched bumped"
)
#: A sign-up sheet is a plan; not a sheet that records ("my time sheet for the 3rd", "the
#: score sheet for the 7th").
_SHEETS = _words("sheet sheets")
#: The day in figures ("19th").
_DAY = re.compile(r"^([1-9]|[12]\d|3[01])(st|nd|rd|th)$", re.I)


def booked_for(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) is "the" and a day of the month in figures right
    after a plan's or a booking's noun and "for" ("the booking for | the 19th")."""
    if j - i != 2 or i < 2 or tokens[i][1].lower() != "the" or not _DAY.match(tokens[i + 1][1]):
        return False
    if tokens[i - 1][1].lower() != "for":
        return False
    noun = tokens[i - 2][1].lower()
    before = [t[1].lower() for t in tokens[max(0, i - 8) : i - 2]]
    if noun in _SLOTS:
        return bool(_LOST & set(before))
    if noun in _SHEETS:
        return "".join(before[-2:]).replace("-", "") == "signup" or before[-1:] == ["signup"]
    return noun in PLANS
