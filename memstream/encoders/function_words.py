"""Function words a memory's stored token vectors may leave out (`models.token_function_words`).

A memory's token vectors are what the late-interaction rerank scores (MaxSim: each query token
takes its best match among the memory's tokens) and most of what memstream stores a memory for.
About a third of a chat turn's tokens are function words: articles, pronouns, auxiliaries,
conjunctions, the common prepositions, and the pieces contractions split into ("it's" is
"it", "'", "s"). Their vectors are contextual, so they carry a little of their neighbours'
meaning, but the content words beside them carry more of it.

The list is closed-class English only, fixed by what the words are, not fitted to a benchmark.
Words that change what a memory says are kept: negation (no, not, never), time relations
(before, after, since, until, during, ago), quantities and order (first, last, all, some,
more, only). Only the stored side is filtered: a question keeps all its tokens.
"""

from __future__ import annotations

from collections.abc import Callable

_WORDS = """
    a an the
    and or but so if than then because as
    i me my mine myself we us our ours you your yours he him his she her hers it its itself
    they them their theirs this that these those what which who whom whose
    am is are was were be been being have has had do does did
    will would shall should can could may might must
    of to in on at by for with about from into onto up out over
    s m t re ll ve d
    just really very too also
"""

FUNCTION_WORDS: frozenset[str] = frozenset(_WORDS.split())


def function_word_ids(token_to_id: Callable[[str], int | None]) -> set[int]:
    """Ids of the function words that are single tokens of the model's vocabulary."""
    return {i for i in map(token_to_id, FUNCTION_WORDS) if i is not None}
