"""A month named alone as the time something happened or will happen, told as what "it" was
or will be before "when" ("it was may when they moved in", "it'll be june by the time it's
built", "it was already october when the letter came"): the month, not a name. A month
alone, not introduced, is taken for a person's name (`timefilter`: "my friend April"); a
name after "it was" is followed by "who" or a verb ("it was April who called"), a month
by "when", "by the time" or "before". `timemonths.ahead` asks `told_as_it`.
"""

from __future__ import annotations

import re

#: "it"/"that" and a form of being right before the month ("it was", "it's", "it'll be").
_IT_WAS = re.compile(
    r"\b(it|that)\s*(was|is|['’]s|will\s+be|['’]ll\s+be|would\s+have\s+been|had\s+been)\s+"
    r"(already\s+|only\s+|still\s+|nearly\s+|almost\s+)?$",
    re.I,
)
#: What follows the month: the time it was ("when", "by the time", "before").
_WHEN_AFTER = re.compile(r"^\s+(when|by\s+the\s+time|before)\b", re.I)


def told_as_it(text: str, start: int, end: int) -> bool:
    """Whether the month at text[start:end] is what "it" was or will be, before "when" ("it
    was march when we met")."""
    return bool(_IT_WAS.search(text[max(0, start - 40) : start]) and _WHEN_AFTER.match(text[end:]))
