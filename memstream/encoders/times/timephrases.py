"""Phrases around a time match that make it no time, or another time (tests/data/timeexpr.md
lists the kinds); `timefilter.check` and `tense.tense_at` call these:

- a price: a number after a currency sign or word, or before "a night", "per month", "euros"
  ("€200 a night", "$1200 a month", "50 per person"): never a clock time;
- "last minute" as an idiom: hyphenated, before a noun, after "at the", or bare, with no
  "the" or "in" before it ("a last-minute change", "that last minute equaliser", "at the
  last minute", "booked it last minute"): no previous minute;
- "in" a duration told in the past, with no word of the future in its clause ("we sold out
  in 20 minutes", "finished it in two days"), after a measure ("5k in 28 minutes"), a
  count or a reading with no word of the future ("14 shows in 5 days", timerates.py), a
  negated perfect ("whom I haven't called in 4 years") or "first" or a superlative ("best night
  out in 5 years"): how long it took or has lasted, no time;
- "now" alone ("renewing now", "just now", "right now"): the moment it is said, vague (a
  routine of these days and a dose are in timehabits.py);
- "until X": X itself, whether the thing happens on X ("the launch isn't until the 19th",
  "45 minutes till 2026") or a stretch ends there ("I'm away until Monday"), not Duckling's
  open interval from the beginning of time up to X; so are "on till X" ("the show's on till
  June 17") and "up to X" ("timesheets up to fri 29 sept");
- a season as a subject that is here, starting, coming or over ("summer is basically over",
  "Spring is here", "winter is coming"): the current (or coming) one, not the season in
  general; over, done or gone: the latest one begun; so is a month ("January is already
  over", "December is here"), unless it is a person's name ("April is coming over", "June
  is back");
- a month after "for" in a clause of planning or looking forward ("nothing booked for May",
  "can't wait for May"): a time, not a name ("a gift for April");
- "from X" after a word of aftermath ("still recovering from Thanksgiving", "back from
  Easter", "the photos from Christmas"): X is told as past unless the sentence plans it;
- "within" a duration with no anchor ("due within 48 hours"): a window's length, no time
  ("within the next 48 hours" is the next 48 hours);
- "after"/"through" a number before a counted noun in the plural ("after 4 games", "through
  3 boxes of tissues"): a count, no clock time;
- "X to Y" after a verb of moving in its clause ("shift my call on tuesday to next friday"):
  two dates, where it was and where it goes, not a range; "through X" alone is X, as "until";
- "in" a bare count up to 60 after a word of coming or being ready, not in the past ("I'll
  be there in 5", "back in 10"): minutes, as chat says them;
- idioms a time word starts ("sunday best", "march in place"): no time.

Race times ("my 4:10 marathon pace") are in timeracetime.py; a match that runs across a comma
into a time of its own or into a count ("the 17th, 30 min call") in timecommaparts.py.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timefaces, timeinduration, timerates
from memstream.encoders.times.timeidioms import idiom as idiom  # re-exported for timefilter
from memstream.encoders.times.timepastforms import IRREGULAR_PAST


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


_LAST_MINUTE = re.compile(r"^(the\s+)?last\s+minute$", re.I)


_IDIOM_THE = re.compile(r"\b(at|until|till|til|to|by)\s+(the\s+)?$", re.I)
#: Words before a bare "last minute" that make it the previous minute ("in last minute",
#: "over last minute"); with none it is the idiom, an adverb ("hemmed it last minute").
_SPAN_BEFORE = re.compile(r"\b(in|within|over|during|for|from|since)\s+$", re.I)


def last_minute(text: str, start: int, end: int, noun_after: bool) -> bool:
    """Whether "last minute" at text[start:end] is the idiom, not the previous minute:
    before a noun or a hyphen, "at/until/to the last minute", or bare, an adverb ("changed it
    last minute"); "in the last minute" is the previous one."""
    body = text[start:end]
    if not _LAST_MINUTE.match(body):
        return False
    the = body.lower().startswith("the") or text[max(0, start - 4) : start].lower() == "the "
    idiom = the and bool(_IDIOM_THE.search(text[max(0, start - 12) : start]))
    bare = not the and not _SPAN_BEFORE.search(text[max(0, start - 12) : start])
    return idiom or bare or noun_after or text[end : end + 1] in ("-", "‐")


_IN_DURATION = re.compile(
    rf"^in\s+((just|only|under|less\s+than|about|around|barely)\s+)?({_NUMBER_WORDS})\s+"
    rf"{_UNITS}$",
    re.I,
)
_CLAUSE = re.compile(rf"{timefaces.CLAUSE_STOPS}|\.(?!\d)|,\s|\s(and|but|so|then)\s", re.I)
_NOT_PAST_ED = r"need|feed|speed|seed|bed|red|shed|weed|breed|proceed|exceed|succeed|indeed|embed"
_PAST_VERB = re.compile(
    rf"\b((?!(?:{_NOT_PAST_ED})\b)[a-z]{{2,}}ed|{IRREGULAR_PAST})\b",  # "rang", "drank"
    re.I,
)
_FUTURE_MARK = re.compile(
    r"(\b(will|would|shall|gonna|going|be|am|is|are|can|could|should|must|might|may|"
    r"let's|lets)\b|['’](ll|d|s|m|re)\b|\b(have|has|['’]ve)\s+got\b)",  # "have got": present
    re.I,
)


def _clause_before(text: str, start: int) -> str:
    lo = max((m.end() for m in _CLAUSE.finditer(text, max(0, start - 60), start)), default=0)
    return text[max(lo, start - 60) : start]


#: A negated perfect, which "in <duration>" follows as the stretch up to now, like "for"
#: ("I haven't seen him in 6 years", "it hasn't rained in weeks", "I've not slept in 2
#: days"); "haven't got" is the present ("I haven't got a call in 10 minutes").
_NEGATED_PERFECT = re.compile(
    r"\b(have|has|had|['’]ve)(n['’]t|\s+not|\s+never)\s+((just|really|even|ever|actually)\s+)*"
    r"(?!got\b)[a-z]+",
    re.I,
)
#: "first" or a superlative up to two words before "in" days to decades, the stretch up to now
#: ("First snow here in 10 years!", "first 2 nights off in 8 months": a count with "off/out/away/
#: back"; not "our first 2 kids in 5 years", nor across a verb, "my friend arrives in 2 weeks").
_FIRST_IN = re.compile(
    r"\b(first|best|worst|biggest|longest|highest|lowest|hottest|coldest|warmest|wettest|"
    r"driest|busiest|quietest|happiest|largest|heaviest|lightest)\s+([\w'’-]*[^\Ws]\s+){0,2}$"
    r"|\bfirst\s+(\d+|two|three|four|five|few)\s+[a-z]+s\s+(off|out|away|alone|back)\s+$",
    re.I,
)
_LONG_UNIT = re.compile(r"(days?|weeks?|fortnights?|months?|years?|decades?)$", re.I)
#: A measure right before "in <duration>": what was done in that time ("5k in 28 minutes",
#: "10 miles in 2 hours", "2,000 words in an hour").
_MEASURE_BEFORE = re.compile(
    r"\d[\d,.]*\s?(k|km|kms|mi|miles?|m|metres?|meters?|kilos?|kg|lbs?|pounds|pages|laps|"
    r"lengths|reps|words|steps)\s+$",
    re.I,
)


#: A future told from a moment in the past ("he said he'd be finished in a week", "she
#: promised it would arrive in 3 days"): with words that its time is past ("but it's been
#: 12 days"), the duration runs from then, unknown, not from now ("He said he'd ring in
#: 15 minutes" stays a time).
_REPORTED_FUTURE = re.compile(
    r"\b(said|told|promised|claimed|reckoned|thought|swore|estimated|quoted)\b.*"
    r"(\b(would|was\s+going\s+to|were\s+going\s+to)\b|['’]d\b)",
    re.I,
)


def _sentence_after(text: str, end: int) -> str:
    m = re.match(r"[^.!?\n]*", text[end:])
    return m.group(0) if m else ""


def past_duration(text: str, start: int, end: int, counted: bool = False) -> bool:
    """Whether "in <duration>" at text[start:end] tells how long something took or has
    lasted, no time: after a measure ("5k in 28 minutes"), a negated perfect ("haven't
    seen her in 6 years"), "first" or a superlative ("best night out in 5 years"), or a
    past verb with no word of the future before it in its
    clause ("we ran out in 15 minutes"). `counted`: a number after a word before it is a
    count all the same (the tagger read the word as a verb, `timenamednumber`)."""
    if not _IN_DURATION.match(text[start:end]):
        return False
    measured = _MEASURE_BEFORE.search(text[max(0, start - 20) : start])
    if measured or timeinduration.offset(text, start, end):
        return True  # "5k in 28 minutes"; "get in 30 mins early": an offset
    clause = _clause_before(text, start)
    future = _FUTURE_MARK.search(timerates.without_possessives(timeinduration.own_part(clause)))
    if timerates.rate(text[max(0, start - 40) : start], clause, counted) and not future:
        return True  # "14 shows in 5 days", "the oven hits 450°C in 20 mins"
    if _NEGATED_PERFECT.search(clause):
        return True  # "who I haven't seen in 6 years"
    if _FIRST_IN.search(clause) and _LONG_UNIT.search(text[start:end]):
        return True  # "First snow here in 10 years!"
    if _REPORTED_FUTURE.search(clause) and timeinduration.overdue(_sentence_after(text, end)):
        return True  # "he said he'd fix it in two days but it's been a week": from then
    said = list(_SAYING.finditer(clause))  # "lost it yesterday, they say check back in 3
    speech = clause[said[-1].end() :] if said else clause  # days": the speech's own tense
    past = _PAST_VERB.search(speech) or (_DONE.search(clause) and not _SAID.search(clause))
    return bool(past) and not future and not timeinduration.ahead(clause)


#: "done" right before "in <duration>", not "almost"/"nearly" done: how long the job took
#: ("tyre change done in 30 mins"), as a past verb tells it; "I'll be done in 10
#: mins" keeps its word of the future, "they said done in 3 days" its promise.
_DONE = re.compile(r"(?<!almost\s)(?<!nearly\s)(?<!about\s)\bdone\s+$", re.I)
#: A promise reported before "done in <duration>" ("they said done in 3 days"): a time.
_SAID = re.compile(r"\b(said|says|say|told|promised|reckons?|reckoned|quoted|hopefully)\b", re.I)
#: A word of saying: what follows it is the speech, whose verbs tell its own tense.
_SAYING = re.compile(r"\b(says|say|said|told\s+(me|us|him|her|them)|reckons)\b", re.I)


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


_WITHIN = re.compile(
    rf"^within\s+((just|only|about|around|under|less\s+than)\s+)?({_NUMBER_WORDS})\s+{_UNITS}$",
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


#: Verbs of moving a date: "X to Y" after them is where it was and where it goes.
_MOVING = re.compile(
    r"\b(push|pushed|pushing|move|moved|moving|reschedul(e|ed|ing)|chang(e|ed|ing)|switch(ed|ing)?|"
    r"shift(ed|ing)?|bump(ed|ing)?|postpon(e|ed|ing)|delay(ed|ing)?|swap(ped|ping)?|"
    r"rebook(ed|ing)?|bring|brought|flip(ped)?)\b",
    re.I,
)
#: A court's or board's "continued" (put off) is passive ("the hearing got continued").
_CONTINUED = re.compile(r"\b(got|was|were|been|be|is|are|get)\s+continued\b", re.I)
_TO = re.compile(r"\s+(to|till|until|til)\s+", re.I)
#: "Shift" as the noun of a stretch of work, after a determiner and maybe a word ("a doordash
#: shift from 11 to 3", "my late shift from 6 to 2"): its hours, no date moved.
_SHIFT_NOUN = re.compile(
    r"\b(a|an|the|my|your|his|her|our|their|another|this|that|each|every|one)\s+([a-z'’-]+\s+)?"
    r"shifts?$",
    re.I,
)
#: "Shift" after a noun that names the work ("porter shift from 10pm to 8am"): a stretch of
#: work only where clock times follow (`moved`); not after a subject, a modal, a negation or
#: an adverb, also as chat spells them ("can u shift", "plz shift", "can't shift", "we really
#: shift"), nor before days ("dates shift from the 3rd to the 5th": two dates).
_SHIFT_COMPOUND = re.compile(
    r"\b(?!(i|we|you|u|ya|they|he|she|it|to|can|could|will|would|should|might|must|may|lets?|"
    r"lemme|pls|plz|please|gonna|wanna|gotta|and|or|then|just|also|not|maybe|probably|ll|d|s|re|"
    r"ve)\b|(can|don|won|didn|doesn|isn|wasn|aren|weren|couldn|shouldn|wouldn)['’]?t\b|"
    r"(?!early)[a-z]+ly\b)[a-z][a-z'’-]*\s+shifts?$",
    re.I,
)
#: The first side of "from X to Y" ending in a clock time ("10pm", "11", "sat 8am").
_CLOCK_SIDE = re.compile(r"(^|\s)\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?$", re.I)


def _moving_verb(clause: str, hours: bool = False) -> bool:
    """Whether `clause` holds a verb of moving a date, not "shift" as a noun ("a shift";
    with `hours`, clock times after it, also "porter shift")."""
    return any(
        not (_SHIFT_NOUN.search(head) or (hours and _SHIFT_COMPOUND.search(head)))
        for head in (clause[: m.end()] for m in _MOVING.finditer(clause))
    )


def moving(word: str) -> bool:
    """Whether `word` is a verb of moving a date ("pushed", "rescheduled")."""
    return bool(_MOVING.fullmatch(word))


_FROM_LEAD = re.compile(r"^from\s+", re.I)


def moved(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The two dates of "X to Y" at text[start:end] after a verb of moving in its clause
    ("can I push my appt on thursday to next monday", "moved the call from friday to
    monday"): where it was and where it goes, not a range; None for anything else, and
    for a stretch of work's hours ("a shift from 11 to 3")."""
    body = text[start:end]
    joins = list(_TO.finditer(body))
    clause = _clause_before(text, start)
    if not clause.strip() and text[: start - len(clause)].rstrip().endswith(","):
        clause = _clause_before(text, len(text[: start - len(clause)].rstrip()) - 1)
    if len(joins) != 1:
        return None
    j = joins[0]
    lead = _FROM_LEAD.match(body)
    first = start + (lead.end() if lead else 0)
    hours = bool(_CLOCK_SIDE.search(text[first : start + j.start()].strip()))
    if not (_moving_verb(clause, hours) or _CONTINUED.search(clause)):
        return None  # the clause before, or the one before a comma ("..., from X to Y")
    if first >= start + j.start():
        return None
    return [(first, start + j.start()), (start + j.end(), end)]


#: "in" a bare count of minutes, as chat says it ("I'll be there in 5", "back in 10").
_IN_MINUTES = re.compile(r"^in\s+([1-9]|[1-5]\d|60|five|ten|fifteen|twenty|thirty|forty)$", re.I)
#: Words right before "in N" that say someone is coming, leaving or ready.
_COMING = re.compile(
    r"\b(there|here|back|ready|home|on|online|out|off|down|up|over|done|leaving|coming|"
    r"arriving|landing|starting|free|outside|downstairs|see\s+(you|u|ya)|"
    r"be\s+(round|along|with\s+(you|u|ya)|at\s+(yours|mine|his|hers|ours|theirs|home|work|"
    r"the\s+[a-z]+)))\s+$",  # "be at yours", "be with you", "be round"
    re.I,
)


def chat_minutes(text: str, start: int, end: int, noun_after: bool) -> bool:
    """Whether "in" a bare number at text[start:end] is minutes, as chat says it: a count up
    to 60, right after a word of coming or being ready, in a clause told in the future or
    the present ("I'll be there in 5", "i'll be online in 10, just parking the car", "back in
    15"); not a ratio ("1 in 4 people"), not before a noun, not in the past ("we were done in
    5" is how long it took)."""
    if not _IN_MINUTES.match(text[start:end]) or noun_after:
        return False
    if re.search(r"\d\s+$", text[max(0, start - 6) : start]):
        return False  # "1 in 4": a ratio
    clause = _clause_before(text, start)
    if not _COMING.search(clause):
        return False
    return bool(_FUTURE_MARK.search(clause)) or not _PAST_VERB.search(clause)
