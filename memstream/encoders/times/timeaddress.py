"""A house number after "at" (tests/data/timeexpr.md, "Not dates": names and numbers of
things): "the neighbour at 1142 brought over our box", "the family at 1408 moved out", "we
live at 1130": the digits name where someone lives, no 24-hour clock time. The cue is what
comes right before "at": a verb of living, or a noun of people or of a home that heads its
clause as its subject ("the couple at", "our neighbour at"); "the call at 1400 went well",
"meet at 1400" stay clock times, and so do people or a home that a verb or a preposition
goes to ("drop the kids at 1530", "i'll be home at 1730", "back at the flat at 1800"), a
leading zero ("0645") and an appointment right after the digits ("the lady at 1400 appt").
`timefourdigit` asks `address_at`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import BECAUSE

_PEOPLE_OR_HOME = (
    r"(neighbou?rs?|nextdoor|next\s+door|family|families|couple|guy|guys|bloke|lady|ladies|"
    r"man|men|woman|women|kids?|folks|people|tenants?|landlord|owners?|residents?|house|home|"
    r"flat|apartment|apt|unit|cottage|bungalow|condo)"
)
#: People or a home heading a clause, with maybe a determiner and one word before it ("the
#: couple at", "our old neighbour at", "neighbour at" opening the message); or a verb of
#: living ("lives at", "staying at").
_HOME_BEFORE = re.compile(
    rf"((^|[.,!?;:(]\s*|\b(and|but|so|cause|{BECAUSE}|when|while|like)\s+)"
    r"((the|our|my|your|his|her|their|that|this|those|these)\s+([a-z]+\s+)?)?"
    rf"{_PEOPLE_OR_HOME}"
    r"|\b(live|lives|lived|living|stay|stays|stayed|staying|reside|resides|resided))\s+at\s+$",
    re.I,
)
#: An appointment named right after the digits ("at 1400 appt"): a clock time.
_APPOINTMENT_AFTER = re.compile(
    r"^\s*(appt|appointment|meeting|slot|call|class|session|shift|booking|flight|train|bus)\b",
    re.I,
)


def address_at(before: str, digits: str, after: str) -> bool:
    """Whether `digits`, with the text `before` them (ending in "at" and a space) and the text
    `after` them, are a house number ("neighbour at | 1142 | brought over")."""
    if digits.startswith("0") or _APPOINTMENT_AFTER.match(after):
        return False  # "drop the kids at 0830", "the lady at 1400 appt"
    return _HOME_BEFORE.search(before) is not None
