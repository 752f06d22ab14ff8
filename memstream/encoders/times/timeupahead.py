"""A person who will "be up" right before a clock time that has its day is out of bed, a word
of the morning ("she'll be up at 5 tmrw": 05:00; tests/data/timeexpr.md, "clock times
without am/pm": "got up at 5" is 05:00). Not one whose clock time has no day ("they'll be up
at 3 on the main stage", "he'll be up at 10 to give his speech": the nearest reading), nor
"up at" a place ("we'll be up at the cabin by 4").

`timeclock.hours_for` asks `up_ahead`.
"""

from __future__ import annotations

import re

#: "will be up" with a person its subject, right before the clock time.
_UP_AHEAD = re.compile(r"\b(i|he|she|we|they|you)('ll|\s+will)\s+be\s+up\s*$", re.I)


def up_ahead(before: str, dated: bool) -> bool:
    """Whether the text before a clock time that has its day (`dated`, "at 5 tmrw") ends in a
    person's "will be up"."""
    return dated and _UP_AHEAD.search(before) is not None
