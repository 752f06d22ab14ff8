"""What the words beside a holiday's name make of it, read from a tagged text's parts of
speech (Penn tags), for `timewords._holiday_as_word` (tests/data/timeexpr.md, "Not dates": a
holiday before a plural noun or a noun of a thing is that noun's attribute, "Christmas
lights", "a Christmas jumper"; before "plans", a meal told as one occasion or a stretch,
"Christmas morning", "Christmas break", it is the day or the stretch):

- `plural_noun`: the word after a holiday that starts its sentence, tagged as a verb in the
  present, is a plural noun ("Christmas hats required for the party", "holi colours
  everywhere", "halloween costumes for the kids"), unless it is a verb a holiday is the
  subject of ("Christmas comes early", "Easter falls on a sunday", "diwali approaches fast");
- `verb_then_time`: the tagger's plural noun after a holiday is its verb before a time
  ("hanukkah starts next week");
- `noun_as_verb`: the word after a holiday that starts its sentence or a part of it after a
  comma, tagged as a verb's plain present, is a noun in the singular ("eid bazaar in the car
  park", "diwali mela this sat", "back in tmrw, bank holiday pay tho"): a
  holiday's name is singular, no plain present has it as its subject;
- `count_dropped`: a number right before a holiday before a plural noun, or a noun and a
  plural one, counts the noun's things ("4 christmas jumpers", "9 xmas party bookings"), no
  clock time on the day;
- `person_name`: the holiday is a person's name, right after a noun of a person and its
  determiner ("my cousin holi is visiting", "our neighbour diwali") or after "named" ("a
  girl named holi"): no day.
"""

from __future__ import annotations

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timevocab import INTRO, TIME_WORDS

#: Verbs in the present that a holiday starting a sentence is the subject of ("Christmas
#: comes early", "Easter is late"): never a plural noun after it.
_HOLIDAY_VERBS = words("is has does was seems looks feels sounds gets comes falls starts ends")
#: Other verbs of a holiday's coming, lasting or falling ("diwali approaches fast", "easter
#: lands early"), nouns too ("bread rolls"): the verb unless a noun's company follows.
_MOVING_VERBS = words(
    "begins lasts arrives approaches lands means brings returns runs rolls kicks sneaks creeps"
    " happens overlaps coincides clashes moves changes hits goes continues finishes wraps"
)
#: What follows a plural noun in a verbless headline, not a verb ("Christmas hats required",
#: "Cyber Monday offers, buy 1 get 1 half price").
_NOUN_COMPANY = ("JJ", "NN", "NNS", "NNP", "VB", "CD", ",", ".", ":")
#: Words of a time after a holiday's verb ("starts tomorrow", "ends tonight").
_TIME_AFTER = TIME_WORDS | words("soon tmrw tmr early late")
_SENTENCE_ENDS = (".", "!", "?", ":")


def plural_noun(tokens: list[Token], first: int, last: int) -> bool:
    """Whether the word after a holiday (tokens `first` to `last`) that starts its sentence,
    tagged as a verb in the present, is a plural noun ("halloween costumes for the kids",
    "holi colours everywhere", "Christmas hats required for the party"); not "Christmas
    comes early", "diwali approaches fast"."""
    word = tokens[last + 1]
    said = word[1].lower()
    if word[2] != "VBZ" or not said.endswith("s") or said in _HOLIDAY_VERBS:
        return False
    if first > 0 and tokens[first - 1][1] not in _SENTENCE_ENDS:
        return False
    after = tokens[last + 2] if last + 2 < len(tokens) else None
    return after is None or after[2] in _NOUN_COMPANY or said not in _MOVING_VERBS


def verb_then_time(tokens: list[Token], k: int) -> bool:
    """Whether the word at token `k` after a holiday is a verb of its coming or lasting that
    the tagger took for a plural noun, before a word of a time ("hanukkah starts next week",
    "diwali falls on a monday"; not "christmas starts are hectic")."""
    after = tokens[k + 1][1].lower() if k + 1 < len(tokens) else ""
    said = tokens[k][1].lower()
    verb = said in _HOLIDAY_VERBS or said in _MOVING_VERBS
    return verb and (after in _TIME_AFTER or after in INTRO)


#: Words of a greeting after the holiday it wishes ("eid mubarak", "ramadan kareem").
_BLESSINGS = words("mubarak kareem")


def noun_as_verb(tokens: list[Token], first: int, last: int) -> bool:
    """Whether the word after a holiday (tokens `first` to `last`) that starts its sentence,
    tagged as a verb's plain present, is a noun in the singular ("eid bazaar in the car park",
    "diwali mela this sat"); not a verb of a holiday's coming in chat's plain form ("easter
    fall early this year")."""
    word = tokens[last + 1]
    said = word[1].lower()
    if word[2] not in ("VBP", "VB") or not said.isalpha() or said != word[1]:
        return False
    if first > 0 and tokens[first - 1][1] not in (*_SENTENCE_ENDS, ","):
        return False
    if said in _BLESSINGS:
        return False  # "eid mubarak everyone": the greeting, the holiday it wishes
    verbs = _HOLIDAY_VERBS | _MOVING_VERBS
    return not {said + "s", said + "es", said[:-1] + "ies"} & verbs and said not in ("be", "have")


def count_dropped(tokens: list[Token], words: list[int]) -> list[int]:
    """The match's tokens `words` without a number before the holiday when a plural noun
    follows it: a count of the noun's things ("4 christmas jumpers", "3 easter eggs"), no
    clock time on the day ("5 christmas eve" keeps its number); so before a noun and a plural
    one, a compound whose things are counted ("9 xmas party bookings", "3 easter egg
    orders")."""
    if len(words) < 2 or tokens[words[0]][2] != "CD" or words[-1] + 1 >= len(tokens):
        return words
    at = words[-1] + 1
    if tokens[at][2] == "NN" and at + 1 < len(tokens) and tokens[at][1].lower() not in TIME_WORDS:
        at += 1  # "xmas party bookings": the compound's head is the plural
    nxt = tokens[at]
    plural = nxt[2] == "NNS" or (nxt[2] == "NNPS" and nxt[1].islower())
    return words[1:] if plural and nxt[1].lower() not in TIME_WORDS else words


#: Nouns of a person that a name follows ("my cousin holi", "our neighbour diwali").
_PERSONS = words(
    "cousin friend bestie bff mate buddy pal sister sis brother bro aunt auntie aunty uncle"
    " niece nephew son daughter grandson granddaughter wife husband hubby partner boyfriend"
    " girlfriend bf gf fiance fiancee colleague coworker boss manager neighbour neighbor"
    " roommate flatmate housemate classmate teacher tutor student nanny babysitter"
)
#: What heads the noun of a person ("my cousin", "sam's friend").
_HEADS = words("my our your his her their a the this that 's ’s")


def person_name(tokens: list[Token], first: int) -> bool:
    """Whether the holiday starting at token `first` is a person's name: right after a noun
    of a person and its head ("my cousin holi is visiting") or after "named" ("a girl named
    holi")."""
    if first < 1:
        return False
    before = tokens[first - 1][1].lower()
    if before == "named":
        return True
    head = tokens[first - 2][1].lower() if first > 1 else ""
    # the tagger may take the noun for an adjective ("our/PRP$ neighbour/JJ purim")
    return before in _PERSONS and tokens[first - 1][2] in ("NN", "NNP", "JJ") and head in _HEADS
