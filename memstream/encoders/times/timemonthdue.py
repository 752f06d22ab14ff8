"""A month or a day of one that a thing now due settles: the period a tax, a return, a filing,
rent, a bill, a statement, a close or a contribution covers (`_PERIOD`: the nouns of paying or
reporting for a period), named after that noun and "for" (or as the month's own, "july's is")
right before what says it is due ("the closing for jan has to be locked tmrw", "VAT for march is
due friday", "the statement for sept 30 is due oct 30", "october's due next week"). Such a period
lies beside its deadline, most often just ended or under way: the occurrence nearest the moment
it is said, whatever the tense, one begun by then when the thing is "overdue" (a recurring
mention names the occurrence the sentence talks about, tests/data/timeexpr.md); a month people
are named after only right after such a noun ("the review for june is due mon").
Not bookings, orders, tickets, plans, events or products ("the booking for july has to be made":
the next July), nor a weekday, a bare date, a holiday or a season ("the cake for saturday has to
be ordered"), nor "due to"/"due out" or "must be <adjective>" ("the trip for october must be
amazing": no obligation), nor a month that may be a person before "'s due" or "'s got to"
("june's due in october", "jan's got to be at the airport"), nor a thing for a person ("the
report for april, she's off sick").

`timemonthnoun.month_of_thing` asks `due_for` for a month alone, and
`timemonthnoun.just_ended` asks `nearest` for every mention.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timemonthperiod import SHE_LATER
from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timerules import distance
from memstream.encoders.times.timevocab import MONTH

#: A noun (or a number of a form, "PND 53") right before "for", not after "a"/"an".
_THING_FOR = re.compile(r"(?:^|[^\w'’])(?:([\w&]+)\s+)?([\w&-]+)\s+for\s+$", re.I)
#: Things that settle a period: paying or reporting for it (taxes, returns, filings, payroll,
#: remittances, rent, bills, statements, a month's close, contributions), with the taxes and
#: schemes most often named by their letters; not bookings, orders, tickets, plans, events
#: or products, all for the next one (tests/data/timeexpr.md).
_PERIOD = words(
    "tax taxes vat gst hst sst paye bas p11d mpf epf socso cpf pnd tds ssnit "
    "return returns filing filings submission submissions resubmission lodgement "
    "payroll remittance remittances rent invoice invoices invoicing bill bills billing "
    "statement statements account accounts close closing accrual accruals reconciliation "
    "reconciliations rec recs contribution contributions report reports reporting audit "
    "review pack packs p&l figures numbers quarterly expenses payslip payslips wages salary "
    "pension"
)
#: The month's own right before a verb that says it is due ("july's is due aug 5",
#: "march's has to be in"), not "june's due" ("june is due": maybe a person).
_OWN = re.compile(r"['’]s(?=\s+(?:is|are|has|have|must|needs?|still|now)\b)", re.I)
#: "july's due", "october's overdue": the month is due, for a month no one is named after.
_OWN_DUE = re.compile(
    r"['’]s\s+(?:(?:still|now|already)\s+)?(?:over)?due\b(?!\s+(?:to|out)\b)", re.I
)
#: Months people are named after (Jan too); capitalised August is a name as well.
_NAMES = words("april may june march jan august")
#: What says the thing is due, right after the period: "due", "overdue", "has to", "needs
#: to", "must" (not "must be" and a word that is no participle: "must be amazing" infers),
#: "is to be", with a form of being and an adverb maybe between; not "due to"/"due out".
_DUE = re.compile(
    r"\s*(?:(?:is|are|['’]s)\s+)?(?:(?:still|now|also|only|all|already)\s+)?"
    r"(?:(?:over)?due\b(?!\s+(?:to|out)\b)|(?:has|have|needs?)\s+to\b|has\s+got\s+to\b|"
    r"must\b(?!\s+be\s+(?!\w+(?:ed|en)\b|paid\b|sent\b|done\b|in\b|made\b|filed\b|out\b)\w)|"
    r"is\s+to\s+be\b|are\s+to\s+be\b)",
    re.I,
)
#: "overdue" right after the period: one begun by the time it is said.
_OVERDUE = re.compile(r"\s*(?:(?:is|are|['’]s)\s+)?(?:(?:still|now|already)\s+)?overdue\b", re.I)
#: A month, or a day of one ("sept 30", "30 sept"): not a weekday, a holiday or a season.
_MONTH_OR_DATE = re.compile(
    rf"(?:{MONTH}|may)\.?(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH}|may)\.?",
    re.I,
)


def _period_noun(before: str) -> bool:
    """Whether `before` ends in a thing that settles a period and "for" ("PAYE for ",
    "the p&l for ", "PND 53 for ")."""
    m = _THING_FOR.search(before)
    if m is None:
        return False
    lead, noun = (m.group(1) or "").lower(), m.group(2).lower()
    return noun in _PERIOD or (noun.isdigit() and lead in _PERIOD)


def due_for(text: str, start: int, end: int) -> bool:
    """Whether the month (or a day of one) text[start:end] is the period of a thing named
    before it that settles a period and is due ("PAYE for july has to be remitted", "july's
    is due aug 5"); a month people are named after only right after such a thing."""
    if SHE_LATER.match(text, end) or not _MONTH_OR_DATE.fullmatch(text[start:end].strip()):
        return False
    word = text[start:end].split()[0].rstrip(".")
    own = _OWN.match(text, end)
    if own:  # "july's is due": the month's own return
        return bool(_DUE.match(text, own.end()))
    if _OWN_DUE.match(text, end):  # "october's due": not "june's due" (a person)
        return word.lower() not in _NAMES and word != "August"
    return bool(_DUE.match(text, end)) and _period_noun(text[max(0, start - 40) : start])


def nearest(text: str, m: Mention, wall: datetime) -> Mention | None:
    """`m` on its occurrence nearest `wall` when it is the period of a thing due (`due_for`),
    one begun by then when the thing is overdue; None when it is not one."""
    if not m.recurring or not due_for(text, m.start, m.end):
        return None
    late = _OVERDUE.match(text, m.end)
    begun = [o for o in m.occurrences if o.start <= wall] if late else []
    best = min(begun or m.occurrences, key=lambda o: distance(o, wall))
    return replace(m, chosen=best, occurrences=())
