"""The words the time modules read times by: each spelling of a weekday (with its number and
one regular expression for all of them), months, seasons, holidays, the calendar's units, the
words that are a time alone and those that introduce one. A leaf module (it imports no other
time module), so that any of them can read it without an import loop.
"""

from __future__ import annotations

from memstream.encoders.times.timephrases import words as _words

#: Each spelling of a weekday, whole or cut short as chat writes it ("thurs", "weds"), and
#: its number (Monday 0): the one list the time modules read weekdays by.
WEEKDAY_NUMBERS: dict[str, int] = {
    "monday": 0, "mon": 0,
    "tuesday": 1, "tue": 1, "tues": 1,
    "wednesday": 2, "wed": 2, "weds": 2,
    "thursday": 3, "thu": 3, "thur": 3, "thurs": 3,
    "friday": 4, "fri": 4,
    "saturday": 5, "sat": 5,
    "sunday": 6, "sun": 6,
}  # fmt: skip
WEEKDAYS = frozenset(w for w in WEEKDAY_NUMBERS if w.endswith("day"))
#: Weekdays cut short ("sat", "wed", "thurs"), which are also words ("I sat down", "the SAT",
#: "the sun", "we wed"): a day only after a word that introduces one (timeabbrev.py).
WEEKDAY_ABBREVIATIONS = frozenset(WEEKDAY_NUMBERS) - WEEKDAYS
#: A weekday in any of those spellings, the longest first, as a regular expression with no
#: group and no boundary of its own (each use adds its own: `\b`, a following word, ...).
WEEKDAY = "(?:" + "|".join(sorted(WEEKDAY_NUMBERS, key=len, reverse=True)) + ")"


def weekday_number(word: str) -> int:
    """The weekday (Monday 0) of one of its spellings ("Thurs.", "weds", "Sunday")."""
    return WEEKDAY_NUMBERS[word.lower().rstrip(".")]


#: A month, whole or cut short ("dec", "sept"), as a regular expression with no group and no
#: boundary of its own; not "may", the verb as often as the month.
MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
MONTHS = _words(
    "january february march april may june july august september october november december"
)
SEASONS = frozenset({"spring", "summer", "fall", "autumn", "winter"})
HOLIDAYS = _words(
    "christmas xmas easter halloween thanksgiving hanukkah chanukah passover ramadan diwali "
    "valentine's valentine’s valentines"
)
#: The calendar's units, a time alone only after a word that picks one ("this week").
#: "yr" is chat's "year" ("this yr").
UNIT_WORDS = frozenset({"day", "week", "fortnight", "month", "year", "yr", "hour", "minute"})
#: A match of one word is a time only if the word is one of these.
TIME_WORDS = (
    MONTHS
    | WEEKDAYS
    | SEASONS
    | HOLIDAYS
    | UNIT_WORDS
    | _words(
        "today tomorrow yesterday tonight tonite tmrw tmr now noon midnight morning afternoon "
        "evening night weekend"
    )
)
#: "because" and chat's spellings of it ("bc", "b/c", "cos", "cuz"): the word that opens a
#: reason, a clause of its own. BECAUSE is them as a regular expression with no group and no
#: boundary of its own.
BECAUSE_WORDS = ("because", "bc", "b/c", "bcos", "bcuz", "cos", "coz", "cuz")
BECAUSE = "(?:" + "|".join(BECAUSE_WORDS) + ")"
#: The words after a time that end its clause: one joining clauses ("and", "but", "then"),
#: one opening a reason (BECAUSE) or one commenting on what was said ("lol", "tho",
#: "apparently"); as a regular expression with no group.
CLAUSE_JOINS = (
    "(?:and|but|so|or|then|" + BECAUSE + "|lol|haha|apparently|instead|now|again|though|tho)"
)
#: Words that introduce a month or season as a time ("in June", "last summer").
INTRO = _words(
    "in on by since until till til before after during through throughout from to of last "
    "next this that early late mid end beginning start around over the"
)
