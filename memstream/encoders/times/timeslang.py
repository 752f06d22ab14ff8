"""Parts of the day as chat writes them after a day (tests/data/timeexpr.md, parts of the
day): "arvo"/"avo" (Australian: the afternoon, 12:00-19:00), "aft" (British chat's
afternoon) and "nite" (the night, 18:00-24:00), which Duckling does not read: "thurs arvo",
"tmrw aft", "sunday nite" are that part of the day read as the day ("thurs", "tmrw",
"sunday") and widened to the word; "the aft deck" has no day before it. So is "eve", chat's
evening (18:00-24:00), after a weekday or "tmrw" ("fri eve", "on thurs eve"); a holiday's
eve ("christmas eve", "cny eve") is the holiday's own day, read elsewhere.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_PART = re.compile(r"^\s+(arvo|avo|aft|nite|eve)\b(?![-'’]\w)", re.I)
_HOURS = {"arvo": (12, 19), "avo": (12, 19), "aft": (12, 19), "nite": (18, 24), "eve": (18, 24)}
#: A mention that ends in a weekday or "tomorrow", the only days "eve" is the evening of.
_EVE_DAY = re.compile(
    r"\b((mon|tues?|wed|thu|thur|thurs|fri|sat|sun)(day)?|wednesday|saturday|weds|tmrw|tomorrow)$",
    re.I,
)


def _part(o: Occurrence, hours: tuple[int, int]) -> Occurrence:
    return Occurrence(
        o.start + timedelta(hours=hours[0]), o.start + timedelta(hours=hours[1]), "interval", "hour"
    )


def chat_parts(text: str, kept: list[Mention]) -> list[Mention]:
    """`kept` with each day right before "arvo", "avo", "aft" or "nite" widened to that part
    of it."""
    out = []
    for m in kept:
        part = _PART.match(text[m.end : m.end + 12])
        days = [m.chosen, *m.occurrences]
        if part is None or any(o.grain != "day" for o in days) or _not_evening(part, m):
            out.append(m)
            continue
        hours = _HOURS[part.group(1).lower()]
        end = m.end + part.end()
        out.append(
            replace(
                m,
                text=text[m.start : end],
                end=end,
                chosen=_part(m.chosen, hours),
                occurrences=tuple(_part(o, hours) for o in m.occurrences),
            )
        )
    return out


def _not_evening(part: re.Match[str], m: Mention) -> bool:
    """Whether `part` is "eve" after a day it is not the evening of ("christmas eve")."""
    return part.group(1).lower() == "eve" and _EVE_DAY.search(m.text) is None


_NAMES = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
    | {"january", "february", "august", "september", "october", "november", "december"}
    | {"tomorrow", "yesterday"}
)
_WORD = re.compile(r"[A-Za-z]{6,}")


#: "tomorrow" with an "m" or an "r" missing or doubled ("tomorow", "tommorow", "tommorrow"),
#: or with a "2" for "to" ("2moro", "2morrow", "2mrw").
_TOMORROW = re.compile(r"\b(tom+or+ow|2mor+ow?|2moro|2mrw)\b", re.I)
#: "last nite", the night before ("yday nite" for Duckling, the same length); not the last
#: one of several: after a possessive, a determiner, an ordinal or "one" ("the last nite",
#: "her last nite here", "2nd last nite", "one last nite out"), before "of", "in", "out" or
#: "shift" ("last nite of the festival", "last nite in paris"); not after "at" ("at last")
#: or "since", nor a clock number ("at 10 last nite"), which "yday nite" reads otherwise.
_LAST_NITE = re.compile(
    r"(?<!\bthe\s)(?<!\bour\s)(?<!\bmy\s)(?<!\byour\s)(?<!\bher\s)(?<!\bhis\s)(?<!\bits\s)"
    r"(?<!\btheir\s)(?<!\bone\s)(?<!\bat\s)(?<!\bsince\s)(?<!\d\s)(?<!\d(?:st|nd|rd|th)\s)"
    r"(?<!\bsecond\s)(?<!\bthird\s)(?<!\bur\s)"
    r"\blast\s+nite\b(?![-'’]\w)(?!\s+(?:of|in|out|shift)\b)",
    re.I,
)
#: "weds", chat's Wednesday ("nets weds 6-8"), which Duckling does not read.
_WEDS = re.compile(r"\bweds\b", re.I)


def respelled(text: str) -> str:
    """`text` with each weekday, long month, "tomorrow" or "yesterday" typed with two
    letters swapped ("thrusday", "tomorrwo"), and each weekday typed with its own letters in
    another order ("wendesday", "tuseday", "firday"), spelt right, for Duckling: the same
    length, so every offset holds; "tomorrow" with a letter missing or doubled ("tomorow")
    or "2moro" as "tmrw" and spaces (`as_written` gives the mention the whole word back);
    "last nite" as "yday nite", the night before."""
    out = list(text)
    for m in _TOMORROW.finditer(text):
        if m.group(0).lower() != "tomorrow":
            out[m.start() : m.end()] = "tmrw".ljust(m.end() - m.start())
    for m in _LAST_NITE.finditer(text):
        out[m.start() : m.end()] = "yday nite".ljust(m.end() - m.start())
    for m in _WORD.finditer(text):
        word = m.group(0).lower()
        if word in _NAMES:
            continue
        for name in _NAMES:
            if len(name) == len(word) and (
                _reordered_weekday(word, name) or _swapped_pair(word, name)
            ):
                out[m.start() : m.end()] = name
                break
    return "".join(out)


def chat_days(text: str) -> str:
    """`text` with "weds" as "wed" and a space, for Duckling (`as_written` gives the mention
    the whole word back); not for the tagger, which reads "she weds him" as the verb."""
    return _WEDS.sub(lambda m: m.group(0)[:3] + " ", text)


def _reordered_weekday(word: str, name: str) -> bool:
    """Whether `word` is the weekday `name` with its letters in another order, its first
    letter and its "day" kept ("wendesday", "thrusday", "tuseday", "firday")."""
    return (
        name.endswith("day")
        and word.endswith("day")
        and word[0] == name[0]
        and sorted(word) == sorted(name)
    )


def _swapped_pair(word: str, name: str) -> bool:
    """Whether `word` is `name` with two letters next to each other swapped (not its first
    or its last)."""
    diff = [k for k, (a, b) in enumerate(zip(word, name, strict=True)) if a != b]
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and diff[0] > 0
        and diff[1] < len(name) - 1
        and word[diff[0]] == name[diff[1]]
        and word[diff[1]] == name[diff[0]]
    )


def as_written(written: str, kept: list[Mention]) -> list[Mention]:
    """The mentions with their texts as `written`, each widened to the end of a word that
    it ends inside ("tmrw" read for "tomorow")."""
    out = []
    for m in kept:
        end = m.end
        while 0 < end < len(written) and written[end].isalpha() and written[end - 1].isalpha():
            end += 1
        out.append(replace(m, text=written[m.start : end], end=end))
    return out
