"""A number after a word before "in <duration>", read with the tagger (tests/data/timeexpr.md,
not dates: "in" a duration told as how long something took): `timerates` keeps the time
where the word may name a numbered thing whose verb the word in "-s" is ("gate 14 closes in
10 mins", "season 3 drops in 2 days"), and always where that verb is one of a thing ahead
("split 1 ends in 6 weeks", `timeinduration.ahead`, whatever the word's tag); where the
tagger reads that word as no noun or adjective, a verb ("we play 3 games in 5 days", "i do
14 shows in 5 days"), the number is a count of things and the duration how long, no time.
`tenseresolve.resolve_times` asks it.
"""

from __future__ import annotations

from memstream.encoders.times import timeinduration, timeinphrases, timerates

#: Tags of a word that names a numbered thing ("gate/NN 14", "ios/NNP 18", "round/JJ 2").
_NAMING = frozenset({"NN", "NNS", "NNP", "NNPS", "JJ"})


def word_at(text: str, start: int, end: int) -> int | None:
    """Where the word before the number starts, when the "in <duration>" at text[start:end]
    is a time only because that word may name a thing ("gate" in "gate 14 closes in 10
    mins"); else None."""
    if timeinphrases.past_duration(text, start, end):
        return None
    if timeinduration.ahead(text[max(0, start - 40) : start]):
        return None  # "ranked split 1 ends in 6 weeks": a thing ahead, however "split" is tagged
    if not timeinphrases.past_duration(text, start, end, counted=True):
        return None
    lo = max(0, start - 40)
    before = text[lo:start]
    number = timerates.count_start(before)
    word = timerates.named_at(before[:number]) if number is not None else None
    return None if word is None else lo + word


def counted(tokens: list[tuple[int, str, str]], text: str, start: int, end: int) -> bool:
    """Whether the "in <duration>" at characters [start, end) of a tagged text is how long,
    no time: the word before its number, which may have named a thing, is tagged as no noun
    or adjective ("we play/VBP 3 games in 5 days"; not "gate/NN 14 closes in 10 mins")."""
    at = word_at(text, start, end)
    if at is None:
        return False
    tag = next((t for a, _, t in tokens if a == at), None)
    return tag is not None and tag not in _NAMING
