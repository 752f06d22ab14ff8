"""A count inside a thing's noun phrase before "from" a date: a record's count keeps the
thing dated, gone by ("missing my 6 hrs overtime from the 20th", "our 2 parcels from the
3rd"); a count of what is booked or held ("our 3 nights from the 14th are booked", "our 2
rooms from july 1 are paid") or a number naming the thing ("the 36 route from june", "my 36
route from september") is when it starts, ahead (`tenseclues.dated_thing` asks
`counted_record`).
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Records counted: what was worked, sent, paid or claimed.
_COUNTED_RECORDS = _words(
    "overtime ot parcels parcel packages package invoices invoice orders order deliveries "
    "payments payment refunds refund claims claim receipts receipt tickets ticket tips bills "
    "fines photos pics emails messages texts calls bags bag suitcases suitcase boxes"
)


def counted_record(tokens: Sequence[Token], d: int, k: int) -> bool:
    """Whether the noun phrase at tokens [d, k] (its determiner at d, its head at k) holds no
    count, or counts a record after a possessive ("my 6 hrs overtime"); not a count after
    "the" ("the 36 route") nor one of what is booked ("our 3 nights")."""
    if not any(tokens[e][2] == "CD" for e in range(d, k)):
        return True
    return tokens[d][2] == "PRP$" and tokens[k][1].lower() in _COUNTED_RECORDS
