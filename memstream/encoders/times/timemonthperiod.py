"""A month, even one people are named after, as the period an account or a rota is for: the
month right after "for" that follows a noun of pay, hours or records kept by the month ("my
expenses for april", "the rota for june is up", "tips for may came through"), or after a
verb of billing ("overpaid for march", "charged twice for june"), not after "a"/"an" right
before that noun (a thing for a person: "a gift for April", "a card for
june"); and a month in a pair with one no one is named after ("I covered march and feb",
"june or july"), not before a noun (the kind: "the march and dec assemblies"); and one
right before a noun of pay or records ("june rent on both places", "my april payslip").
`timemonthnoun.month_of_thing` asks both.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words

#: Nouns of what is paid, worked or recorded by the month.
_ACCOUNTS = words(
    "rent pay wages wage salary payslip payslips paycheck paycheque payout payouts tips tronc "
    "commission bonus bonuses overtime ot hours shifts timesheet timesheets sheet sheets rota "
    "rotas roster rosters schedule invoice invoices bill bills expenses expense mileage claim "
    "claims receipts figures numbers stats sales report reports accounts budget target targets "
    "quota payroll stipend allowance fees statement statements returns readings"
)
#: A noun right before "for", and up to two words before it ("a", "my", "the OT").
_NOUN_FOR = re.compile(r"(?:^|\s)((?:[\w'’]+\s+){0,2})([a-z]+)\s+for\s+$", re.I)
#: "she" or "her" later in the message: the month before it is a person ("the report for
#: april, ... she"); `timemonthdue` asks it too.
SHE_LATER = re.compile(r".*\b(?:she|she's|shes|her)\b", re.I | re.S)
#: After a month: a possessive, or "she"/"her" later in the message (the month is a person).
_PERSON_AFTER = re.compile(rf"(?:['’]s\b|{SHE_LATER.pattern})", re.I | re.S)
#: Months no one is named after, in full or cut short ("jan" is a name too: `no_name`).
_NAMELESS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|"
    r"nov(?:ember)?|dec(?:ember)?)"
)
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
#: What ends a clause after a pair of months ("march and feb", "june or july, so ...").
_END = r"(?=\s*(?:$|[^\w\s]|\b(?:and|but|so|then|too|lol|haha|tho|though|already|both)\b))"
#: A month right after the match, joined to it, where the pair ends its clause.
_PAIR_AFTER = re.compile(rf"\s*(?:and|or|&|/|\+)\s*({_NAMELESS})\.?{_END}", re.I)
#: A month people are named after right before the match, joined to it ("march and feb"; a
#: pair of nameless ones, "oct and nov", is `timemonthnoun.listed`'s).
_PAIR_BEFORE = re.compile(r"\b(march|april|may|june)\s*(?:and|or|&|/|\+)\s*$", re.I)


#: A verb of billing before "for", a word or two between ("overpaid for march", "got
#: charged twice for june", "refunded me for april"): the month billed.
_BILLED_FOR = re.compile(
    r"\b(?:over|under)?(?:paid|charged|billed|invoiced)\s+(?:(?:twice|again|extra|double|"
    r"already|me|us|you|him|them)\s+){0,2}for\s+$|\b(?:refunded|reimbursed|credited)\s+"
    r"(?:(?:me|us|you|him|them)\s+)?for\s+$",
    re.I,
)
#: A noun of pay, rent or records right after a month ("june rent", "april payslip"), not
#: one naming a person's or a team's work ("april sales rep called": April may be a name).
_ACCOUNT_AFTER = re.compile(
    r"\s+([a-z]+)\b(?!['’])(?!\s+(?:reps?|manager|managers|team|lead|clerk|assistant|"
    r"person|guy|girl|lady|dept|department|director|office)\b)",
    re.I,
)


def account_after(text: str, start: int, end: int) -> bool:
    """Whether the month text[start:end], one people are named after but "may" (a verb's
    helper: "we may rent"), is the period of the noun of pay or records right after it
    ("june rent on both places", "my april payslip"; not "june and I")."""
    if text[start:end].lower() not in ("march", "april", "june", "august"):
        return False
    m = _ACCOUNT_AFTER.match(text, end)
    return m is not None and m.group(1).lower() in _ACCOUNTS and m.group(1).lower() != "hours"


def account_for(text: str, start: int, end: int) -> bool:
    """Whether the month text[start:end], right after "for", is the period of an account, pay
    or rota named right before ("my mileage for march"; not "a gift for april", nor a person
    owning a thing, "fees for april's nursery", nor one "she" or "her" then tells of, "the
    report for april, she's off sick")."""
    if _PERSON_AFTER.match(text, end):
        return False
    if _BILLED_FOR.search(text[max(0, start - 40) : start]):
        return True  # "overpaid for march", "got charged twice for june": the month billed
    m = _NOUN_FOR.search(text[max(0, start - 40) : start])
    if m is None or m.group(2).lower() not in _ACCOUNTS:
        return False
    lead = m.group(1).lower().split()
    return not lead or lead[-1] not in ("a", "an")


def paired(text: str, start: int, end: int) -> bool:
    """Whether the month text[start:end] is in a pair with one no one is named after that
    ends its clause, and so is a month too ("I did march and feb"; not "june and april",
    names, nor "the march and dec rotas", a kind)."""
    word = text[start:end].rstrip(".")
    if not re.fullmatch(_MONTH, word, re.I):
        return False
    after = _PAIR_AFTER.match(text, end)
    if after:  # "march" in "I did march and feb"; not "june and jan", two names
        return word.lower() == "march" or no_name(after.group(1))
    ends = re.match(rf"\.?{_END}", text[end:], re.I) is not None
    before = _PAIR_BEFORE.search(text, max(0, start - 20), start)
    if not (nameless(word) and ends and before):
        return False
    return before.group(1).lower() == "march" or no_name(word)


def paired_before(tokens: list[tuple[int, str, str]], k: int) -> bool:
    """`paired` for the month at token `k` of a tagged text, listed before one no one is
    named after ("i did march and feb": the month, not the verb the tagger reads)."""
    return bool(_PAIR_AFTER.match(" " + " ".join(t[1] for t in tokens[k + 1 : k + 4])))


def nameless(word: str) -> bool:
    """Whether `word` is a month no one is named after, in full or cut short ("feb")."""
    return re.fullmatch(rf"{_NAMELESS}\.?", word, re.I) is not None


def no_name(word: str) -> bool:
    """`nameless`, less "jan", a person's name too ("say hi to june and jan")."""
    return nameless(word) and word.lower().rstrip(".") != "jan"
