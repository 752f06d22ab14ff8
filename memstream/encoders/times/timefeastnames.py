"""The feasts of other calendars (Hindu, Sikh, Jewish, Korean, Vietnamese, Thai, Buddhist) by
the names chat writes them with, each with where the `holidays` package keeps its dates: a
country and the package's names for its days there. A feast of several days is every day
that carries one of those names in a row ("songkran": Songkran Festival, 13-15 April;
"passover": Pesach to its seventh day); a feast that a country keeps over several days under
other names is its own named day ("chuseok": the day, not the days before and after it;
"tet": the first day of the lunar new year).

The country is the one that keeps the feast as a public or school holiday, so its dates are
the feast's own: Israel for the Jewish feasts (their days, not the eves they begin on), India
for the Hindu and Sikh ones, Singapore for Vesak. The Islamic feasts ("eid", in
timeholidaysmore.py) and the Chinese new year ("cny", in timelunar.py) are read from
Duckling, which keeps them; the mid-autumn festival from its table in timeholidaysmore.py.
`timefeasts.feasts` reads them; `timewords` asks `FEAST_NAMES` and `FEASTS_READ_ELSEWHERE`
for a feast before a noun ("diwali sweets", "eid clothes": the noun's kind, no day).
"""

from __future__ import annotations

import re

#: England's bank holidays that chat calls "the bank holiday": the Mondays, the days given for
#: a royal occasion, and the days with names of their own ("next bank holiday is christmas").
_BANK_HOLIDAYS = (
    "New Year's Day",
    "New Year's Day (observed)",
    "Good Friday",
    "Christmas Day",
    "Christmas Day (observed)",
    "Boxing Day",
    "Boxing Day (observed)",
    "Easter Monday",
    "May Day",
    "Spring Bank Holiday",
    "Late Summer Bank Holiday",
    "Diamond Jubilee of Elizabeth II",
    "Platinum Jubilee of Elizabeth II",
    "Coronation of Charles III",
    "State Funeral of Queen Elizabeth II",
)

#: Spellings of a feast (a regular expression, case-insensitive, no group of its own) ->
#: (country, the package's names of its days there).
FEASTS: dict[str, tuple[str, tuple[str, ...]]] = {
    # Hindu and Sikh feasts, as India keeps them
    r"holi": ("IN", ("Holi",)),
    r"diwali|divali|deepavali": ("IN", ("Diwali",)),
    r"(?:maha\s*)?shiva?ratri": ("IN", ("Maha Shivaratri",)),
    r"vaisakhi|baisakhi": ("IN", ("Vaisakhi",)),
    r"dussehra|dussera|dasara": ("IN", ("Dussehra",)),
    r"raksha\s+bandhan": ("IN", ("Raksha Bandhan",)),
    r"ganesh\s+chaturthi": ("IN", ("Ganesh Chaturthi / Vinayak Chaturthi", "Ganesh Chaturthi")),
    r"ram\s+navami": ("IN", ("Ram Navami",)),
    r"onam": ("IN", ("Onam",)),
    # Jewish feasts, as Israel keeps them (the day, not the eve it begins on)
    r"rosh\s+hashanah?": ("IL", ("Rosh Hashanah",)),
    r"yom\s+kippur": ("IL", ("Yom Kippur",)),
    r"c?hann?ukk?ah": ("IL", ("Hanukkah",)),
    r"purim": ("IL", ("Purim",)),
    r"passover|pesach": ("IL", ("Pesach", "Pesach holiday", "Seventh day of Pesach")),
    r"shavuot": ("IL", ("Shavuot",)),
    # the lunar feasts of Korea and Vietnam, Thailand's new year, the Buddha's day
    r"t[eế]t": ("VN", ("Lunar New Year",)),
    r"seollal": ("KR", ("Korean New Year",)),
    r"chuseok": ("KR", ("Chuseok",)),
    r"songkran": ("TH", ("Songkran Festival",)),
    r"loy\s+krathong": ("TH", ("Loy Krathong",)),
    r"vesak|wesak": ("SG", ("Vesak Day",)),
    # days of a country's own calendar that chat names without a date: the Dutch king's day
    # (27 April, the 26th when that is a Sunday; not "three kings day", "3 kings day": 6 Jan) and
    # England's bank holiday, the Monday ones that have no name of their own in chat; "a bank
    # holiday" is a kind of day ("tomorrow is a bank holiday")
    r"(?<!three\s)(?<!\b3\s)(?:kingsday|koningsdag|king['’]?s\s+day)": ("NL", ("King's Day",)),
    r"(?<!\ba\s)(?<!\bany\s)bank\s+hol(?:iday)?": ("GB-ENG", _BANK_HOLIDAYS),
}

#: Every spelling, as one alternation with no group and no boundary of its own.
FEAST_NAMES = "|".join(f"(?:{p})" for p in FEASTS)
#: The feasts of other calendars read elsewhere (the Islamic feasts and the mid-autumn
#: festival in timeholidaysmore.py, the lunar new year in timelunar.py), as their words are
#: joined by blanks in a tagged text ("eid al adha", "mid - autumn"): one alternation, no group.
FEASTS_READ_ELSEWHERE = (
    r"eid(?:\s*-?\s*(?:al|ul|el|e)?\s*-?\s*(?:fitr|adha|azha|zuha))?|bakr[ai]?\s*-?\s*eid|bakr[ie]?id|"
    r"cny|lny|(?:chinese|lunar)\s+new\s+year|mid\s*-?\s*autumn(?:\s+festival)?|moon\s+festival"
)


def feast_of(name: str) -> tuple[str, tuple[str, ...]] | None:
    """The country and the package's day names of a feast's spelling ("Yom Kippur")."""
    return next((v for p, v in FEASTS.items() if re.fullmatch(p, name, re.I)), None)
