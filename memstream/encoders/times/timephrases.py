"""Phrases around a time match that make it no time, or another time (tests/data/timeexpr.md
lists the kinds); `timefilter.check` and `tense.tense_at` call these:

- a price: a number after a currency sign or word, or before "a night", "per month", "euros"
  ("€200 a night", "$1200 a month", "50 per person"): never a clock time;
- "last minute" as an idiom: hyphenated, before a noun, after "at the", or bare, with no
  "the" or "in" before it ("a last-minute change", "that last minute equaliser", "at the
  last minute", "booked it last minute", "cancelled last min again"): no previous minute;
  "in/over/during/within the last min" before a word that goes on with the clause, no noun
  ("over the last min the price dropped", "in the last min i got 3 emails"), is the previous
  minute;
- "now" alone ("renewing now", "just now", "right now"): the moment it is said, vague (a
  routine of these days and a dose are in timehabits.py);
- "until X": X itself, whether the thing happens on X ("the launch isn't until the 19th",
  "45 minutes till 2026") or a stretch ends there ("I'm away until Monday"), not Duckling's
  open interval from the beginning of time up to X; so are "on till X" ("the show's on till
  June 17"), "up to X" ("timesheets up to fri 29 sept") and "through X" alone;
- a season as a subject that is here, starting, coming or over ("summer is basically over",
  "Spring is here", "winter is coming"): the current (or coming) one, not the season in
  general; over, done or gone: the latest one begun; so is a month ("January is already
  over", "December is here"), unless it is a person's name ("April is coming over", "June
  is back");
- a month after "for" in a clause of planning or looking forward ("nothing booked for May",
  "can't wait for May"): a time, not a name ("a gift for April");
- "from X" after a word of aftermath ("still recovering from Thanksgiving", "back from
  Easter", "the photos from Christmas"): X is told as past unless the sentence plans it;
- "within" a duration with no anchor ("due within 48 hours", "within 48h"): a window's
  length, no time ("within the next 48 hours" is the next 48 hours);
- "after"/"through" a number before a counted noun in the plural ("after 4 games", "through
  3 boxes of tissues"): a count, no clock time;
- idioms a time word starts ("sunday best", "march in place"): no time.

"In" a duration told in the past ("we sold out in 20 minutes") and "in" a bare count of minutes
("I'll be there in 5") are in timeinphrases.py; "X to Y" after a verb of moving ("shift my call
on tuesday to next friday": two dates) in timemovedto.py, which read the clause before the match
as `_clause_before` here cuts it. Race times ("my 4:10 marathon pace") are in timeracetime.py;
a match that runs across a comma into a time of its own or into a count ("the 17th, 30 min
call") in timecommaparts.py.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timefaces
from memstream.encoders.times.timeidioms import idiom as idiom  # re-exported for timefilter


def words(text: str) -> frozenset[str]:
    """The blank-separated words of `text`, as a set (the time modules' word lists)."""
    return frozenset(text.split())


_NUMBER_WORDS = (
    r"a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"thirty|forty|fifty|sixty|a\s+few|a\s+couple(\s+of)?|several|\d+"
)
_UNITS = r"(sec(ond)?s?|min(ute)?s?|hours?|hrs?|days?|nights?|weeks?|fortnights?|months?|years?)"

_CURRENCY_BEFORE = re.compile(r"([$€£¥₹]|\b(usd|eur|gbp|aud|cad|chf|rs)\.?)\s*$", re.I)
_PER = r"(night|nights|day|week|month|year|hour|hr|person|head|pop|piece|ticket|kilo|kg|lb)"
_PRICE_AFTER = re.compile(
    rf"^\s*((a|an|per|each)\s+{_PER}\b|(dollars?|euros?|pounds?|quid|bucks|usd|eur|gbp)\b)",
    re.I,
)
_LEAD_NUMBER = re.compile(r"^((at|for|about|around|like|only|just)\s+)?(\d[\d,.]*)", re.I)


def price(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] starts with a price ("€200 a night")."""
    m = _LEAD_NUMBER.match(text[start:end])
    if m is None:
        return False
    at, after = start + m.start(3), start + m.end(3)
    if _CURRENCY_BEFORE.search(text[max(0, at - 6) : at]):
        return True  # "€200 a", "$ 50"
    return bool(_PRICE_AFTER.match(text[after : after + 20]))  # "200 a night", "50 per month"


#: "last minute", also cut short as chat writes it ("cancelled last min again").
_LAST_MINUTE = re.compile(r"^(the\s+)?last\s+min(ute)?$", re.I)


_IDIOM_THE = re.compile(r"\b(at|until|till|til|to|by)\s+(the\s+)?$", re.I)
#: Words before a bare "last minute" that make it the previous minute ("in last minute",
#: "over last minute"); with none it is the idiom, an adverb ("hemmed it last minute").
_SPAN_BEFORE = re.compile(r"\b(in|within|over|during|for|from|since)\s+$", re.I)
#: "in/over/during/within the" before "last min", and after it a word that goes on with the
#: clause, no noun it is a modifier of ("in the last min i got 3 emails", "over the last min
#: the price dropped", "... asking for 20 bucks", "... alone"; not "the last min rush", "the
#: last min of the game"): the previous minute, which "the last minute" is not read as yet.
_SPAN_THE = re.compile(r"\b(in|within|over|during)\s+the\s+last\s+min$", re.I)
_MIN_THEN_CLAUSE = re.compile(
    r"\s+(the|a|an|my|our|your|his|her|their|this|that|i|we|you|u|he|she|it|they|alone|only"
    r"|\w+ing)\b",
    re.I,
)


def last_minute(text: str, start: int, end: int, noun_after: bool) -> bool:
    """Whether "last minute" at text[start:end] is the idiom, not the previous minute:
    before a noun or a hyphen, "at/until/to the last minute", or bare, an adverb ("changed it
    last minute"); "in the last minute" is the previous one, and "in/over/during/within the
    last min" before a pronoun, a determiner or a verb in -ing is too ("over the last min the
    price dropped")."""
    body = text[start:end]
    if not _LAST_MINUTE.match(body):
        return False
    if (
        not body.lower().endswith("ute")
        and _SPAN_THE.search(text[max(0, start - 12) : end])
        and _MIN_THEN_CLAUSE.match(text, end)
    ):
        return False  # "over the last min the price dropped": the previous minute
    the = body.lower().startswith("the") or text[max(0, start - 4) : start].lower() == "the "
    idiom = the and bool(_IDIOM_THE.search(text[max(0, start - 12) : start]))
    bare = not the and not _SPAN_BEFORE.search(text[max(0, start - 12) : start])
    return idiom or bare or noun_after or text[end : end + 1] in ("-", "‐")


_CLAUSE = re.compile(rf"{timefaces.CLAUSE_STOPS}|\.(?!\d)|,\s|\s(and|but|so|then)\s", re.I)


def _clause_before(text: str, start: int) -> str:
    lo = max((m.end() for m in _CLAUSE.finditer(text, max(0, start - 60), start)), default=0)
    return text[max(lo, start - 60) : start]


#: "until", "till", "through" (also "up until", "on till": "the show's on till june 17")
#: and "up to" ("timesheets up to fri 29 sept"), then X.
_UNTIL = re.compile(
    r"^((up|on)\s+)?(until|till|til|'til|’til|through|thru|(?<=up\s)to)\s+(?!now$)(?=\S)", re.I
)


def until_day(text: str, start: int, end: int) -> int | None:
    """Where X starts in "until X" at text[start:end]: the date the sentence gives, whether
    the thing happens on X ("the launch isn't until the 19th", "doesn't hit until Monday",
    "45 minutes till 2026") or a stretch ends there ("I'm away until Monday", "stays till
    the end of May", "on till June 17", "up to fri 29 sept"), as "by X" is X; None for no
    "until X" or "until now"."""
    m = _UNTIL.match(text[start:end])
    return None if m is None else start + m.end()


_SEASON_STATE = re.compile(
    r"^\s*(['’]s|is|has|has\s+been)\s+((\w+ly|almost|nearly|already|just|finally|pretty\s+much"
    r"|well\s+and\s+truly|now|all\s+but|so|really)\s+)*"
    r"(here|over|coming|done|gone|ending|ended|starting|started|begun|upon\s+us|on\s+its\s+way"
    r"|around\s+the\s+corner|arrived|finished|back|nearly\s+here)\b",
    re.I,
)
_SEASON_OVER = re.compile(r"\b(over|done|gone|ending|ended|finished)$", re.I)


#: After a month, which may be a person's name, these leave it the person ("April is back",
#: "June is coming over", "May's here with the kids").
_NAME_AFTER = re.compile(r"^\s+(over|round|around|to|home|with|for|by|tonight|later)\b", re.I)


def season_now(text: str, end: int, month: bool = False) -> bool:
    """Whether the season (or, with `month`, the month) that ends at `end` is a subject that
    is here, coming or over ("Spring is here", "January is already over")."""
    m = _SEASON_STATE.match(text[end : end + 60])
    if m is None or not month:
        return m is not None
    rest = text[end + m.end() : end + m.end() + 20]
    return not m.group(0).lower().endswith("back") and not _NAME_AFTER.match(rest)


def season_over(words_after: str) -> bool:
    """Whether the words after a season ("'s basically over") say it is over."""
    m = _SEASON_STATE.match(words_after)
    return bool(m and _SEASON_OVER.search(m.group(0)))


_PLANNING_CLAUSE = re.compile(
    r"\b(book|booked|booking|plan|plans|planned|planning|reserve|reserved|schedule|scheduled|"
    r"anything|nothing|something|tickets?|flights?|trip|holiday|vacation|hotel|due|ready|"
    r"free|off|available|busy|set|bookings|signups|sign-ups|registrations?|books\s+open|"
    r"(can'?t|cannot|can\s+not)\s+wait|excited|looking\s+forward|"
    r"pause|pauses|paused|pausing|skip|skipping|away|applications?|"
    # applying for a post or a place ("applied for a ski job", "applied to the resort"); not
    # putting something on ("applied a coat of wax for winter", "apply the primer for ...")
    r"(apply|applied|applying)\s+(for|to)\b)\b",
    re.I,
)


def month_for(text: str, start: int) -> bool:
    """Whether a month right after "for" is a time: its clause books or plans something."""
    return bool(_PLANNING_CLAUSE.search(_clause_before(text, start)))


#: Words right before "from X" that make X something past (an aftermath or a relic).
AFTERMATH = words(
    "recovering recovered recover back home tired exhausted stuffed full sore hungover "
    "buzzing sunburnt sunburned jetlagged knackered shattered aching photos pics pictures "
    "videos memories leftovers souvenirs hangover"
)


#: A number glued to a unit's short form ("48h", "72hrs", "5d"), as chat writes a duration.
_GLUED_UNIT = r"\d+\s?(h|hrs?|d|wks?|mins?)"
_WITHIN = re.compile(
    r"^within\s+((just|only|about|around|under|less\s+than)\s+)?"
    rf"(({_NUMBER_WORDS})\s+{_UNITS}|{_GLUED_UNIT})$",
    re.I,
)


def window(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is "within" a duration with no anchor ("due within 48 hours"):
    a window's length, no time; "within the next 48 hours" is the next 48 hours."""
    return bool(_WITHIN.match(text[start:end]))


_COUNT_BEFORE = re.compile(rf"^(after|through|thru)\s+(?!\d{{4}})({_NUMBER_WORDS})$", re.I)
_COUNTED = re.compile(
    r"^\s+((more|whole|full|straight|long|big|hard)\s+)?((?:[a-z]{3,}\s+){0,2})([a-z]{3,}s)\b"
)
#: Words ending in s after "after 4" that leave it a clock time ("after 4 is fine").
_NOT_COUNTED = words("is was has does this thanks yes as its hrs mins pls plus")
#: Words that end a count's noun phrase or start a clause ("after 4 then drinks").
_NOT_NOUNS = words(
    "and but then for with the you she they them its our your their his her was are were "
    "has have had will can could would should did does not pls please thanks sharp ish "
    "today tonight tomorrow tmrw morning afternoon evening night then both some all many few "
    "most several each every any no my me us"
)
#: A verb or an object after a plural that words before it lead to: the plural is a subject
#: or a verb of a new clause ("after 5 both kids are at swim", "after 4 mum picks us up");
#: "it", "you" only as an object, before a particle or the clause's end: they may open a new
#: clause after the counted plural ("after 4 small glasses it all goes blurry").
_CLAUSE_GOES_ON = re.compile(
    r"\s+(are|r|were|is|was|have|had|will|can|could|would|should|us|me|him|them|up|"
    r"(it|you)(?=\s+(up|off|in|out|back|over|down|home)\b|\s*([,.!?;]|$)))\b",
    re.I,
)


def count(text: str, start: int, end: int) -> bool:
    """Whether "after"/"through" a number at text[start:end] counts things named right after
    it in the plural ("3rd in the league after 6 matches", "used up 2 rolls of tape"):
    a count, no clock time ("after 4 tomorrow", "after 4 is fine" stay)."""
    if not _COUNT_BEFORE.match(text[start:end]):
        return False
    m = _COUNTED.match(text[end : end + 40])
    if m is None or m.group(4) in _NOT_COUNTED:
        return False
    # a noun before the counted one ("through 4 smoke machines"), not a word of the clause
    # that goes on ("after 4 tomorrow works", "after 4 then drinks", "after 3 some friends
    # are coming", "after 4 mum picks us up")
    if m.group(3) and _CLAUSE_GOES_ON.match(text, end + m.end()):
        return False
    return not _NOT_NOUNS & {*m.group(3).split()}


#: "now" alone is the moment it is said, no interval ("just now"); "from now on" stays.
_NOW = re.compile(r"^((just|right)\s+)?now$", re.I)


def now(body: str) -> bool:
    """Whether the match `body` is "now" alone ("just now", "right now")."""
    return bool(_NOW.match(body))
