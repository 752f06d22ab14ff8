"""A past clause after a verb group in its sentence ("rostered to close on monday and nobody
came in", "theyre closed on monday so we went tues"): the sentence tells what happened, so a
plan with no subject or chat's "re" as the present of "be" is no plan ahead but the past
(tests/data/timeexpr.md, a weekday's tense is its clause's, and a sentence that goes on in the
past tells it). `tensegroup.classify` asks `planned_to`, `rostered_past` and `be_now`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import SENTENCE_ENDS, Token

#: Participles of planning whose plan the sentence may go on to tell as past ("rostered to
#: close on monday and nobody came in").
_ROSTERED = frozenset({"rostered"})
#: Words that join a new clause to the one before.
_JOINS = frozenset({"and", "so", "but", ",", "then", "&"})


def past_follows(tokens: Sequence[Token], k: int) -> bool:
    """Whether a simple past comes after token k in its sentence, in a clause joined after it
    ("... on monday | and nobody came in", "... | so we went tues")."""
    joined = False
    for _, word, tag in tokens[k + 1 :]:
        if word in SENTENCE_ENDS:
            return False
        joined = joined or word.lower() in _JOINS
        if joined and tag == "VBD":
            return True
    return False


def planned_to(
    tokens: Sequence[Token], group: list[int], planning: frozenset[str], told: bool
) -> bool:
    """Whether the group is a participle of planning and "to" with no subject ("rostered to
    sign on saturday at 0350"): the plan's, ahead; not one the sentence goes on to tell as
    past ("rostered to close on monday and nobody came in")."""
    words = [tokens[i][1].lower() for i in group]
    if tokens[group[0]][2] != "VBN" or words[1:2] != ["to"] or words[0] not in planning:
        return False
    return not (told or past_follows(tokens, group[-1]))


def be_now(tokens: Sequence[Token], group: list[int], be: frozenset[str]) -> bool:
    """Whether the group holds a present of "be" (`be`); chat's "re" of "theyre" only where
    the sentence does not go on in the past ("if theyre not sealed by monday"; not "theyre
    closed on monday so we went tues")."""
    words = {tokens[i][1].lower() for i in group}
    if words & (be - {"re"}):
        return True
    return "re" in words and not past_follows(tokens, group[-1])


def rostered_past(tokens: Sequence[Token], group: list[int]) -> bool:
    """Whether the group is "rostered" and the sentence goes on in the past ("rostered to close
    on monday and nobody came in"): the day gone, no plan ahead."""
    words = {tokens[i][1].lower() for i in group}
    return bool(words & _ROSTERED) and past_follows(tokens, group[-1])
