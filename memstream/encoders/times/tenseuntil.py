"""A day a stretch lasts till, told with no verb at all ("on lates till thurs", "nights until
the 14th"): the stretch runs on from now, so the day is ahead, the coming one
(tests/data/timeexpr.md: "until X" is X, where a stretch ends at X). A sentence with no verb
has no tense to choose the nearest one by, and a stretch over would be told as past ("was
on lates till thurs"). So in a rule told on after a verb of saying, with no past form
between them ("artist said moisturise and no sun till mid october", "doc says no running
until march"): the stretch runs from when it was said, the coming day; not "she said it was
shut till monday". So too a stretch with no verb that heads its sentence before "and" or
"but" and a clause that does not tell it over, in no past, no present perfect unless denied,
no word of being back ("on reserve till tues and crew sked hasnt called once"; not "no signal
till monday and i've only just seen your msg").
A sentence with another verb keeps its tense.

`tensecoming.coming` asks `stretch_ahead`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import emoji
from memstream.encoders.times.tensetokens import HAVE_NOW, NOT_WORDS, Token
from memstream.encoders.times.timephrases import words

_UNTIL = words("till til until 'til")
_STOPS = frozenset({".", "!", "?", "\n", ";"})
#: Verbs of saying that report a rule ("said no sun till ...").
_SAYING = words("said says say told tells")
#: Past forms that tell what was ("it was shut till monday").
_PAST = words("was were had")
#: Words that join another clause after the stretch ("... till tues and nobody has rung").
_JOINS = frozenset({"and", "but"})
#: Words of a clause after the stretch that tell it over ("... and i'm back at work now").
_OVER = words("already now back since today just")
#: Words that deny a present perfect ("crew sked hasnt called once", "nobody has rung").
_DENIED = NOT_WORDS | words("nobody noone nothing")


def _sentence(tokens: Sequence[Token], i: int) -> range:
    lo = i
    while lo > 0 and tokens[lo - 1][1] not in _STOPS and not emoji(tokens[lo - 1][1]):
        lo -= 1
    hi = i
    while hi < len(tokens) and tokens[hi][1] not in _STOPS and not emoji(tokens[hi][1]):
        hi += 1
    return range(lo, hi)


def stretch_ahead(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i comes after (or starts with) "till"/"until", in a
    sentence with no verb or in a rule reported by a verb of saying."""
    k = i - 1
    while k > 0 and tokens[k][1].lower() == "the":
        k -= 1
    if tokens[i][1].lower() not in _UNTIL and (k < 0 or tokens[k][1].lower() not in _UNTIL):
        return False
    span = _sentence(tokens, i)
    if not any(tokens[s][2].startswith(("VB", "MD")) for s in span):
        return True  # "on lates till thurs"
    return _verbless_head(tokens, span, i) or _reported_rule(tokens, span, i)


def _verbless_head(tokens: Sequence[Token], span: range, i: int) -> bool:
    """Whether the stretch heads its sentence `span` with no verb, ends right after the day
    at token i before "and" or "but", and nothing after tells it over: no past form, no
    present perfect not denied, no word of being back ("on reserve till tues and crew sked
    hasnt called once"; not "off till monday and i was bored", "no signal till monday and
    i've only just seen your msg", "... and i'm back at work today"; "still" before the
    stretch keeps it running, "still off till monday and bored already")."""
    join = next((s for s in range(i + 1, min(i + 4, span.stop)) if tokens[s][1] in _JOINS), None)
    if join is None or any(tokens[s][2].startswith(("VB", "MD")) for s in range(span.start, join)):
        return False
    rest = [tokens[s][1].lower() for s in range(join + 1, span.stop)]
    tags = [tokens[s][2] for s in range(join + 1, span.stop)]
    if "VBD" in tags or _PAST & set(rest):
        return False
    if "still" not in {tokens[s][1].lower() for s in range(span.start, i)} and _OVER & set(rest):
        return False
    perfect = HAVE_NOW & set(rest) and "VBN" in tags
    return not perfect or bool(_DENIED & set(rest))


def _reported_rule(tokens: Sequence[Token], span: range, i: int) -> bool:
    """Whether a verb of saying comes before token i in its sentence `span`, and no past form
    between them nor after ("said no sun till | mid october")."""
    says = [s for s in span if s < i and tokens[s][1].lower() in _SAYING]
    if not says:
        return False
    rest = [s for s in span if s > says[-1]]
    return not any(tokens[s][2] in ("VBD", "VBN") or tokens[s][1].lower() in _PAST for s in rest)
