"""A day of the month alone after "for" a thing planned or booked ("the booking for the 31st
changed", "the seating plan for the 14th changed again", "tickets for the 14th sold out"), after
"to" and a verb of moving a date ("the delivery got pushed to the 29th so ...", "moved it to
the 3rd"), or after "back" heading its clause with its verb left out ("we fly out the 3rd,
back the 17th"): the day a thing is for, moved to or come back on, a date whatever verb or
clause follows it (`timefilter` asks `introduces` through `timeintroduced`). Not an ordinal
of a thing, which a noun right after it tells and the filter reads first ("for the 2nd
time", "up to the 4th floor", "back the 3rd horse"), a rank or its prize ("the prize for the
3rd went to sam", "settled for the 3rd after the penalty", "relegated to the 2nd"), a gear,
a symphony or a step gone back to ("shift down to the 2nd", "listening to the 9th", "went
back to the 3rd"), an ordinal word ("for the first 3 months") or a rank in a place
("interview for the 2nd in dept job").
"""

from __future__ import annotations

import re

from memstream.encoders.times.tensebookedfor import PLANS

#: Things planned or booked for a day: "for" right after one of them introduces the day;
#: the plans and bookings `tensebookedfor` reads as the coming day, and more.
_PLANNED = "|".join(sorted(PLANS)) + (
    r"|order|orders|delivery|deliveries|"
    r"quote|quotes|cake|flowers|catering|caterer|caterers|"
    r"run\s*sheet|guest\s*list|headcount|numbers|invites|"
    r"invitations|transfer|transfers|taxi|cab|minibus|coach|room|rooms|slot|slots|"
    r"appointment|appt|rehearsal|prep|order\s+sheet|sign[\s-]?up\s+sheets?|pickup|collection|"
    r"shift|shifts|"
    r"rent|date|forecast|weather|booked|planned|scheduled|reserved|ordered|arranged|"
    r"confirmed|set|slated|due|ready|slotted|pencill?ed|locked"
)
#: Verbs of moving a date, with a particle or an object before "to" ("pushed back to",
#: "moved it to", "got changed again to").
_MOVED = (
    r"(moved?|moving|push(ed|ing)?|postponed?|postponing|chang(ed?|ing)|reschedul(ed?|ing)|"
    r"shift(ed|ing)|bump(ed|ing)?|delay(ed|ing)?|brought\s+forward|put\s+back|pulled|"
    r"swap(ped)?|switch(ed)?|extend(ed)?|rebook(ed)?|rearranged?|"
    r"pushed\s+back)(\s+(back|forward|forwards|out|up|again|over|it|that|this|them|everything))?"
    r"(\s+(back|forward|forwards|again))?"
)
_BEFORE = re.compile(
    rf"(\b({_PLANNED})\s+for|\b{_MOVED}\s+to|(^|[,;:]\s*|\b(and|then)\s+)back)\s+$", re.I
)
#: The day written in figures ("the 31st"; not "for the first 3 months"), not a rank in a
#: place ("for the 2nd in dept job").
_DAY = re.compile(r"the\s+\d{1,2}(st|nd|rd|th)\b(?!\s+in\b)", re.I)
#: A copula right after "for the Nth": a rank's thing may be told so ("the prize for the 3rd
#: is a voucher"), left to `timeforready`'s words of a thing arranged ("is ready").
_COPULA_AFTER = re.compile(r"\s+(is|was|are|were|['’]s)\b", re.I)


def day_for(text: str, start: int) -> bool:
    """Whether "for" after a thing planned, "to" after a verb of moving a date, or a clause's
    "back" comes right before text[start:] ("booking for | the 31st", "moved to | the 29th",
    ", back | the 17th")."""
    day = _DAY.match(text, start)
    if day is None:
        return False
    before = _BEFORE.search(text[max(0, start - 40) : start])
    if before is None:
        return False
    if before.group(0).rstrip().lower().endswith("for"):
        return not _COPULA_AFTER.match(text, day.end())
    return True
