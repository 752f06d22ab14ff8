"""A body weight "at" a number, which Duckling reads as a clock time ("made weight at 148 |
this morning", "weighed in at 158 yesterday", "tipped the scales at 141 on monday": 1:48,
1:58, 1:41): a weight (tests/data/timeexpr.md, "Not dates": counts and measures), so the time
after it alone is the time. Only "at" and a number of two or three digits right after a
weighing done ("weighed in", "made weight", "tipped the scales", "my weight was"); a
weigh-in to come ("weigh in at 730 tomorrow", "the weigh in is at 730"), a clock time with
am/pm ("weigh-in is at 7am") and one digit ("at 7 tomorrow") stay times.
`timecounts.number_head` asks `weight_head`.
"""

from __future__ import annotations

import re

#: "at" and a weight of two or three digits, then a word that starts a time of its own.
_AT_WEIGHT = re.compile(
    r"^at\s+\d{2,3}(\.\d)?\s+(?=(last|next|this|yesterday|today|tomorrow|tonight|on|in|"
    r"at|the|during)\b)",
    re.I,
)
#: A weighing done, right before "at" ("weighed in", "made weight", "tipped the scales"); not
#: one to come, whose "at" may give its time ("weigh in at 730 tomorrow", "the weigh in is
#: at 730").
_WEIGHING = re.compile(
    r"\b(weighed(\s+in)?|made\s+weight|tipped\s+the\s+scales|was|were)\s+$",
    re.I,
)
_WEIGHED = re.compile(r"\b(weighed|weight|scales)\b", re.I)


def weight_head(text: str, start: int, body: str) -> int | None:
    """Where the time starts in a match that begins with "at" a weight after a word of
    weighing ("made weight at 148 | this morning"); None when it begins with none."""
    m = _AT_WEIGHT.match(body)
    before = text[max(0, start - 40) : start]
    if m is None or not _WEIGHING.search(before) or not _WEIGHED.search(before):
        return None
    return m.end()
