"""An hour with its am/pm and no day, said within that hour and told as what is happening or
just happened ("home from the wedding, 1am and my feet are dead" said at 01:22, "wound vac
alarm at 4am 🙃 resealed it" said at 04:28, "the meeting at 4pm is running late" said at
16:40): the hour the message is said in, today's, not the same hour a day later.

Only where the tagger's tags tell so in the hour's sentence: a past ("resealed", "was"), a
perfect ("has gone") or a present of "be" ("are dead", "it's packed", "is still going"); and
nothing there of what is still to come: no modal ("can we do dinner at 8pm", "i should be
asleep by 2am"), no future ("gonna", "later"), no command ("remind me at 9pm", "come round
at 9pm, door's open", "don't forget the vet at 7am"), no question ("... at 8pm tmw?"), no
deadline or alarm the hour is for ("done by 5pm", "alarm is set for 6am"), no "next" ("next
flight at 5am has 3 seats left"), no zone after it ("game starts at 7pm est") and no other day
named in it ("the 8pm show is on saturday"; "today" is the day said in). Those keep
the next such hour, as any clock time said with no day does. "It's 2am" and its kin are
`timenowclock`'s, read before the tags.

`tenseresolve` asks for the tags of a text with such an hour (`this_hour`) and reads it with
them (`this_hours`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.tenseclues import emoji
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timenowclock import _AHEAD, _CLOCK, _MERIDIEM, _holding
from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timerules import FINE, Occurrence
from memstream.encoders.times.timezones import zone_after

#: The present forms of "be" ("are dead", "it's packed", "i'm already sad").
_BE = words("is are am 's ’s 're ’re 'm ’m s re m")
#: The present forms of "have" before a participle ("the bus has gone").
_HAVE = words("has have 've ’ve")
#: The words that head an hour it is a deadline or an alarm for ("by 5pm", "set for 6am").
_FOR = words("by for")
#: The tags of a subject before a verb; a verb with none before it in its part is a command.
_SUBJECT = frozenset({"PRP", "NN", "NNS", "NNP", "NNPS", "EX", "WP"})
#: Words that join two parts of a sentence, besides the tagger's conjunctions ("so get here").
_JOINS = words("so then")


def this_hour(m: Mention, wall: datetime) -> Occurrence | None:
    """The hour of `m`, an hour with its am/pm and no day ("1am", "at 4pm"), that holds `wall`
    where it may still be read as another (the same hour a day later), else None."""
    o = m.chosen
    if m.anchor is not None or o.grain != "hour" or o.unit not in FINE:
        return None
    if not (_CLOCK.match(m.text) and _MERIDIEM.search(m.text)):
        return None
    now = _holding(o, wall, True)
    return now if now is not None and (m.occurrences or now != o) else None


def _ends(word: str) -> bool:
    """Whether the token ends a sentence ("." "!!" "??" "..." a line's end; not "2.5")."""
    return any(c in ".!?\n" for c in word) and not any(c.isalnum() for c in word)


def _told(tokens: Sequence[Token], k: int) -> bool:
    """Whether token `k` tells what is or was: a past ("resealed"; not the "got" of
    "gotta"), a present of "be", or a participle after a present "have"."""
    _, word, tag = tokens[k]
    after = tokens[k + 1][1].lower() if k + 1 < len(tokens) else ""
    if tag == "VBD":
        return not (word.lower() == "got" and after == "ta")  # "gotta set an alarm"
    if tag in ("VBZ", "VBP"):
        return word.lower() in _BE
    back = k - 1
    while back >= 0 and tokens[back][2] == "RB":  # "has just gone"
        back -= 1
    return tag == "VBN" and back >= 0 and tokens[back][1].lower() in _HAVE


def _commanded(part: Sequence[Token]) -> bool:
    """Whether a part of a sentence opens on a command: its first verb, with no subject
    before it, is the bare form ("remind me", "pls call me") or "do" ("don't forget"); not
    where a finite verb with no subject of its own follows, the part's own verb told with
    its subject dropped ("wound vac alarm (leak) at 4am 🙃 resealed it": "wound" is no verb)."""
    for k, (_, word, tag) in enumerate(part):
        if tag in _SUBJECT:
            return False
        if tag.startswith(("VB", "MD")):
            bare = tag == "VB" or (tag == "VBP" and word.lower() not in _BE)
            return bare and not any(_dropped(part, n) for n in range(k + 1, len(part)))
    return False


def _dropped(part: Sequence[Token], n: int) -> bool:
    """Whether token `n` of the part is a finite verb with no subject right before it, over
    adverbs and emoji ("... at 4am 🙃 resealed it")."""
    if part[n][2] not in ("VBD", "VBZ", "VBP"):
        return False
    k = n - 1
    while k >= 0 and (part[k][2] == "RB" or emoji(part[k][1])):
        k -= 1
    return k < 0 or part[k][2] not in _SUBJECT


def _parts(sentence: Sequence[Token]) -> list[list[Token]]:
    """The sentence's parts, between commas, colons, conjunctions and "so" or "then"."""
    parts: list[list[Token]] = [[]]
    for token in sentence:
        if token[1] in ",;:" or token[2] == "CC" or token[1].lower() in _JOINS:
            parts.append([])
        else:
            parts[-1].append(token)
    return parts


def _headed(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether "by" or "for" heads the hour at tokens [i, j) ("done by 5pm", "set for 6am",
    "tickets for the 10pm show")."""
    k = i
    while k < j and tokens[k][1].lower() not in _FOR and tokens[k][2] in ("IN", "TO"):
        k += 1  # "at"
    if k < j and tokens[k][1].lower() in _FOR:
        return True
    k = i - 1
    while k >= 0 and tokens[k][2] in ("DT", "PRP$", "JJ"):
        k -= 1
    return k >= 0 and tokens[k][1].lower() in _FOR


def told_now(
    tokens: Sequence[Token], text: str, m: Mention, days: Sequence[tuple[int, int]] = ()
) -> bool:
    """Whether the sentence of the hour `m` tells it as what is happening or just happened,
    and tells nothing still to come (the module's doc); `days` are the spans of the text's
    other mentions that name a day other than the one said in."""
    inside = [k for k, t in enumerate(tokens) if m.start <= t[0] < m.end]
    if not inside:
        return False
    i, j = inside[0], inside[-1] + 1
    lo, hi = i, j
    while lo > 0 and not _ends(tokens[lo - 1][1]):
        lo -= 1
    while hi < len(tokens) and not _ends(tokens[hi][1]):
        hi += 1
    if hi < len(tokens) and "?" in tokens[hi][1]:
        return False  # "dinner at 8pm tmw?"
    sentence = tokens[lo:hi]
    last = sentence[-1]
    first, end = sentence[0][0], last[0] + len(last[1])
    if _AHEAD.search(text, first, end) or zone_after(text, m):
        return False  # "gonna", "later"; "7pm est"
    if any(first <= a < end for a, _ in days):
        return False  # "the 8pm show is on saturday"
    if any(t[2] == "MD" for t in sentence) or _headed(tokens, i, j):
        return False  # "can we do dinner at 8pm", "done by 5pm"
    parts = _parts(sentence)
    if any(_commanded(p) for p in parts):
        return False  # "remind me at 9pm", "come round at 9pm, door's open"
    own = next((p for p in parts if any(t[0] == tokens[i][0] for t in p)), [])
    if any(t[1].lower() == "next" for t in own):
        return False  # "next flight at 5am has 3 seats left"
    return any(_told(tokens, k) for k in range(lo, hi) if not i <= k < j)


def _other_day(m: Mention, wall: datetime) -> bool:
    """Whether `m` names a day or more, not the one `wall` is in ("on saturday", "the 20th";
    not "today", "tonight")."""
    o = m.chosen
    return o.unit not in FINE and not o.start <= wall < o.end


def this_hours(
    text: str, ms: list[Mention], tokens: Sequence[Token], wall: datetime
) -> list[Mention]:
    """The mentions with each hour said within it and told as now or just gone read as that
    hour, today's (the module's doc)."""
    days = [(d.start, d.end) for d in ms if _other_day(d, wall)]
    out = []
    for m in ms:
        now = this_hour(m, wall)
        if now is not None and told_now(tokens, text, m, days):
            m = replace(m, chosen=now, occurrences=())  # "home from the wedding, 1am"
        out.append(m)
    return out
