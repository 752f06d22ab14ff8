"""A ticket, a slot or a seat got or bought for an event: its date is the event's, ahead
(tests/data/timeexpr.md: a recurring mention planned is the next one; "we booked a cabin for
the first week of April" is ahead though "booked" is past).

Getting tickets is booking them: "got 4 tickets for the ballet on new year's eve", "bought
2 seats for the derby on the 9th", "snagged a slot at the clinic on the 3rd" place the date
in the plan, as "booked" does (`tensegroup.PLANNING`), when a noun of a place at an event comes
between the verb and the date, then "for", "at" or "to" (the event or its date). Not a fine
("got a parking ticket on thurs"), nor what was got with no such noun ("got a new bike on
saturday"), nor a date introduced after the noun ("I bought the tickets in August": when
they were bought; with nothing between, "got an appt tues 10:40", it is the slot's, ahead),
nor a place one got to ("got to the polling place at 5am"): the past.
A clock time with its minutes or am/pm right after the verb is the slot got ("got 10:45 on
fri for the 4 of us"), its day ahead, unless the sentence goes on in the past ("got 9:15
on monday, the doctor was late"); only with the day right after it: a time got in a race
("got 2:59 in the marathon on sunday", "got 6:45 on the mile on thurs") is the past.

`tenseverbs.got_ahead` asks `ticket_got`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words

#: Past verbs of getting ("got 4 tix", "bought 2 seats", "snagged a slot").
_GETTING = words("got bought grabbed snagged scored secured landed nabbed booked")
#: Nouns of a place at an event or an appointment ("tix", "a slot", "2 seats").
_PLACES = words(
    "tickets ticket tix tickies slot slots seats seat spot spots place places table "
    "appointment appt reservation reservations passes pass"
)
#: Words after the noun that introduce the event or its date ("tix for the panto").
_EVENT_INTROS = words("for at to")
#: Tags of the words of a noun phrase before its noun ("the", "our", "polling", "front").
_NOUN_PHRASE = ("DT", "PRP$", "JJ", "NN", "CD", "VBG", "POS")
#: Words before "ticket" that make it a fine ("a parking ticket").
_FINES = words("parking speeding traffic penalty")


def _noun_phrase(tokens: Sequence[Token], lo: int, n: int) -> bool:
    """Whether the `n` tokens from `lo` are the words of a noun phrase before its noun ("the
    polling", "our"): "got to the polling place" went there; not "got to choose our seats"."""
    return all(tokens[k][2].startswith(_NOUN_PHRASE) for k in range(lo, lo + n))


#: A clock time written as one ("10:45", "9.15", "3pm", "11am").
_SLOT_CLOCK = re.compile(r"^([01]?\d|2[0-3])([:.][0-5]\d|[ap]m)$", re.I)


def _slot_got(tokens: Sequence[Token], v: int, i: int, first: int) -> bool:
    """Whether a clock time right after the verb of getting at `v` opens the mention at tokens
    [first, i) and names the slot got ("got 10:45 on fri"), and no past verb after the
    mention tells it as over."""
    clock = "".join(t[1] for t in tokens[v + 1 : v + 3] if t[1].lower() in ("am", "pm"))
    if v + 1 >= i or _SLOT_CLOCK.match(tokens[v + 1][1] + clock) is None:
        return False
    if first != v + 1:
        return False  # "got 2:59 in the marathon on sunday": a race time, the day apart
    end = next((k for k in range(i, len(tokens)) if tokens[k][1] in (".", "!", "?")), len(tokens))
    return not any(tokens[k][2] == "VBD" for k in range(i + 1, end))


def _clocked(tokens: Sequence[Token], first: int, last: int) -> bool:
    """Whether tokens [first, last] hold a clock time with its minutes or am/pm."""
    words = [tokens[k][1].lower() for k in range(first, min(last + 1, len(tokens)))]
    return any(_SLOT_CLOCK.match(w) for w in words) or bool({"am", "pm"} & set(words))


def _told_after(tokens: Sequence[Token], i: int) -> bool:
    """Whether a simple past follows token `i` in its sentence ("..., she said it's fine")."""
    end = next((k for k in range(i, len(tokens)) if tokens[k][1] in (".", "!", "?")), len(tokens))
    return any(tokens[k][2] == "VBD" for k in range(i + 1, end))


def ticket_got(tokens: Sequence[Token], group: list[int], i: int, first: int = -1) -> bool:
    """Whether the verb group is a past verb of getting and a noun of a place at an event,
    then "for"/"at"/"to", come before token `i`, the mention's last ("got 3 tix for the circus
    on easter monday"); `first`: the mention's first token."""
    verbs = [k for k in group if tokens[k][1].lower() in _GETTING]  # "finally got"
    if not verbs:
        return False
    if _slot_got(tokens, verbs[-1], i, first):
        return True  # "got 10:45 on fri for the 4 of us": the slot got, ahead
    between = [t[1].lower() for t in tokens[verbs[-1] + 1 : i]]
    places = [
        k
        for k, w in enumerate(between)
        if w in _PLACES and (k == 0 or between[k - 1] not in _FINES)
    ]
    if not places or (between[0] == "to" and _noun_phrase(tokens, verbs[-1] + 2, places[0] - 1)):
        return False  # "got to the polling place at 5am": where one went, no place got
    if first == verbs[-1] + 1 + places[0] + 1 and tokens[first][2] != "IN":
        # "got him an appt tues 10:40": the date right after the noun, with its clock time,
        # the slot's own; not "got a ticket monday", "got a table sat night, the place was
        # heaving": when it was got
        return _clocked(tokens, first, i) and not _told_after(tokens, i)
    # "for the panto on boxing day", "a slot for aug 4", "a slot at the clinic on the 3rd":
    # the event's; "bought the tickets in August": when they were bought
    return bool(_EVENT_INTROS & set(between[places[0] + 1 :]))
