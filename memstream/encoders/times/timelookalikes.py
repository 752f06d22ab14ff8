"""Numbers and words that look like times in a chat message and are none (tests/data/
timeexpr.md, "Not dates"), each read from the words around the match:

- "may" the verb after a numbered thing: "bed 9 may need weeding", "lane 3 may be shut"
  (Duckling's 9 May, 3 May); not "on 9 may", "by 3 may be done": a date introduced;
- the time of a habit named as such: "not the usual 6am", "can't make our usual 6:30"; not
  with a day of its own ("the usual 6am tomorrow?");
- a part of a game in a message about one (`timechat.game_part`: "the 4th quarter");
- a hole of a golf course after a score made on it: "birdie on the 17th", "bogeyed the
  4th" (`_hole`); not "tee time on the 17th", a date;
- a month that is a person's name beside another ("to june and sam", "me, april and tom"):
  `month_as_name`, from the tagger's tags;
- "last" the verb before a duration ("they last roughly 10 days"): `timelastverb.lasts`;
- a weekday "of the month" in a rule told in the plain present ("they do free refills on the
  last friday of the month"): `timemonthlyrule.monthly_rule`;
- a kind of day compared with a sign ("results day > christmas"): `timecompared.compared`;
- the last digits of a number, code or card ("my card number ends in 0931", "the code ending
  in 2030"): `_digits_end`; not a thing that ends in a year ("the lease ends in 2031", "my
  phone contract ends in 2028");
- minutes and seconds capped by "max" after a length told in the message or a piece that runs
  ("the clip is 1:45 long, keep it 1:30 max", "keep the vid 3:00 max"): `timeclocklength.capped`;
  not "at 1:30 max", "been a long day, pickup 5:30 max".
`TimeResolver` drops a match that `lookalike` reads as one; `timewords.as_word` asks
`month_as_name`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timechat import game_part
from memstream.encoders.times.timeclocklength import capped
from memstream.encoders.times.timecompared import compared
from memstream.encoders.times.timelastverb import lasts
from memstream.encoders.times.timemonthlyrule import monthly_rule
from memstream.encoders.times.timemonthperiod import no_name
from memstream.encoders.times.timenumbered import numbered
from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timevocab import MONTHS, TIME_WORDS

#: A number and "may" (Duckling's "7 may") before a word a modal takes: the verb.
_NUMBER_MAY = re.compile(r"^\d{1,3}\s+may$", re.I)
_MODAL_NEXT = re.compile(
    r"^\s+(be|get|have|not|need|take|go|come|also|still|just|well|already|never|only|soon|"
    r"stay|end|change|run|move|want|look|seem|start|finish|cost|work|help|make|close|open|"
    r"shut|reopen|flood|fill|sell|switch)\b",
    re.I,
)
#: Words right before a number that introduce it as a date's day ("on 7 may get ...").
_DAY_INTROS = words("on by from until till til since before after the of for due")
_WORD_BEFORE = re.compile(r"([A-Za-z]+)\s+$")
#: "the usual", "our regular" right before a time: the habit's.
_USUAL = re.compile(r"\b(the|my|our|your|his|her|their)\s+(usual|regular|normal)\s+$", re.I)
#: A clock time alone, no day: the habit's ("the usual 6am"; not "the usual 6am tomorrow").
_BARE_CLOCK = re.compile(r"^(at\s+)?\d{1,2}([:.]\d\d)?\s*([ap]\.?m\.?)?$", re.I)


def _may_verb(text: str, start: int, end: int) -> bool:
    if not _NUMBER_MAY.match(text[start:end]) or not _MODAL_NEXT.match(text[end : end + 20]):
        return False
    before = _WORD_BEFORE.search(text[max(0, start - 20) : start])
    return before is not None and before.group(1).lower() not in _DAY_INTROS


def _usual(text: str, start: int, end: int) -> bool:
    head = text[max(0, start - 20) : start]
    return bool(_BARE_CLOCK.match(text[start:end]) and _USUAL.search(head))


#: A day of the month alone ("on the 17th", "the 4th").
_ORDINAL_ALONE = re.compile(r"^((on|at)\s+)?(the\s+)?\d{1,2}(st|nd|rd|th)$", re.I)
#: A score made on a golf hole, right before the hole ("birdie on", "bogeyed the", "eagled").
_GOLF_SCORE = re.compile(
    r"\b(birdie|birdied|birdies|bogey|bogeyed|bogeys|eagle|eagled|eagles|par|parred|albatross|"
    r"ace|aced|hole\s+in\s+one|holed\s+out|three-putted|3-putted|double)\s+((on|at)\s+)?$",
    re.I,
)


def _hole(text: str, start: int, end: int) -> bool:
    head = text[max(0, start - 30) : start]
    return bool(_ORDINAL_ALONE.match(text[start:end].strip()) and _GOLF_SCORE.search(head))


#: Digits alone after "in" (Duckling's year).
_IN_DIGITS = re.compile(r"^in\s+\d{3,}$", re.I)
#: A number, a code or a card right before "ends/ending in", the thing that ends ("the case
#: number ends in", "order # ends in"); not a word further back ("my phone contract ends in
#: 2028", "no way this war ends in 2027"), nor a word that also names a stretch ("my account
#: ends in 2027", "the extension ends in 2030").
_DIGITS_OF = re.compile(
    r"(?<!\w)(number|no|#|card|code|digits|id|plate|phone|serial|ref|reference|pin|iban|ext)"
    r"(['’]s)?\.?\s+(ends?|ending|ended)\s+$",
    re.I,
)


def _digits_end(text: str, start: int, end: int) -> bool:
    head = text[max(0, start - 40) : start]
    return bool(_IN_DIGITS.match(text[start:end]) and _DIGITS_OF.search(head))


def lookalike(text: str, start: int, end: int) -> bool:
    """Whether the match at text[start:end] only looks like a time (the module's kinds)."""
    return (
        _may_verb(text, start, end)
        or _usual(text, start, end)
        or game_part(text, start, end)
        or _hole(text, start, end)
        or lasts(text, start, end)  # "they last roughly 10 days": the verb
        or monthly_rule(text, start, end)  # "they do free refills on the last fri of the month"
        or numbered(text, start, end)  # "0.5 ppm", "room 3.15", "9:15 as usual"
        or compared(text, start, end)  # "results day > christmas": a kind of day
        or _digits_end(text, start, end)  # "case number ends in 4471": its last digits
        or capped(text, start, end)  # "the clip is 1:45 long, keep it 1:30 max": a length
    )


#: Words that introduce a month as a date ("in june and ...").
_DATE_INTROS = words(
    "in on by since until till til during before after through from of last next this early "
    "late mid end"
)
#: Words that join two names ("june and sam", "me, april and tom").
_JOINS = words("and & ,")


def month_as_name(tokens: list[tuple[int, str, str]], words_at: list[int]) -> bool:
    """Whether a month alone (tokens `words_at`, tagged) is a person's name: joined by "and",
    "&" or a comma to a proper noun that is no time word ("to june and sam", "me, april and
    tom"); not another month ("april and june") nor a date ("june 5 and sam's party")."""
    if len(words_at) != 1 or tokens[words_at[0]][1].lower() not in MONTHS:
        return False
    k = words_at[0]

    def name(i: int) -> bool:
        return (
            0 <= i < len(tokens)
            and tokens[i][2] == "NNP"
            and tokens[i][1].isalpha()
            and (tokens[i][1].lower() not in TIME_WORDS)
            and not no_name(tokens[i][1])  # "april and feb": two months; "june and jan": names
        )

    # "to june and sam", not "pushed it to june and sam is fine": a new clause's subject;
    # nor "in june and sam's birthday": a month introduced as a date
    intro = k > 0 and tokens[k - 1][1].lower() in _DATE_INTROS
    verb = k + 3 < len(tokens) and tokens[k + 3][2] in ("VBZ", "VBP", "VBD", "MD")
    after = (
        not intro and not verb and k + 1 < len(tokens) and tokens[k + 1][1].lower() in _JOINS
    ) and name(k + 2)
    before = (
        k >= 2
        and tokens[k - 1][1].lower() in _JOINS
        and (name(k - 2) or tokens[k - 2][1].lower() in ("me", "i", "you", "him", "her", "us"))
    )
    return after or before
