"""A day that runs into a measure glued to its unit ("saw the flat listed yesterday at 450k",
"ran it tuesday at 5k pace", "sold on friday @ 12k") or with one decimal ("baby arrived
sunday at 3.4kg", "she was born tuesday at 3.2 kg"): Duckling reads "yesterday at 450" or
"sunday at 3" as a clock time on that day, and `timecounts.measure` finds the number a
measure ("12k", "2mm", "3|.4"); the day before "at" is still a time, the measure none.
`timefilter.check` asks `parts`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timecounts import glued_unit

#: One decimal right after the match's number ("at 3|.4kg", "at 3|.2 kg"): a measure, as
#: `timecounts.measure` reads it; two ("at 3|.45") may be a clock time and are not read here.
_DECIMAL = re.compile(r"\.\d(?!\d)")
#: A word-led head, then "at"/"@" and a number that ends the match.
_TAIL = re.compile(r"^(?P<head>.*[a-z].*?)\s+(at|@)\s*\d[\d,.]*$", re.I | re.S)


def parts(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The parts of a match whose number is a measure that are times: the head before "at"
    and a number glued to its unit or with one decimal, to be read again; none otherwise."""
    m = _TAIL.match(text[start:end])
    if m is None or not (glued_unit(text, end) or _DECIMAL.match(text, end)):
        return []
    return [(start, start + m.end("head"))]
