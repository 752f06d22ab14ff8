"""Top-k with a deterministic order among equal scores.

A store returns equal scores in its own internal order (Tantivy: segment and doc number;
Qdrant: point offset), which depends on how the writes were batched and on re-upserts, so two
replicas holding the same memories, or a store rebuilt by a replay, could rank tied memories
differently and cut a different one at the limit. Equal scores are common: two chat turns of
the same length that share one query word have the same BM25 score; duplicate texts ("ok",
"thanks!") have the same vector scores.

So Tantivy is asked for `ask(limit)` (a quarter more, at least `MARGIN`; scores only), the ids
of the `keep` best are read (the limit and the memories after it that tie with the one at the
limit: only those can make the cut), and `top` orders them by (score descending, id
ascending) and cuts. The vector stores are asked for `MARGIN` more (every hit comes with its
payload; only exact duplicates tie there) and cut with `top`. The order then depends only on
scores and ids. A tie group running past what was asked for is cut in the store's order:
reading it whole costs a stored-document read per memory (a bank of 100,000 synthetic
memories with many duplicate texts needed up to 10,000 reads for a limit of 150, 170 ms).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

#: The least a store asks for beyond `limit`.
MARGIN = 8


class Scored(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def score(self) -> float: ...


H = TypeVar("H", bound=Scored)


def ask(limit: int) -> int:
    """How many best-first hits to ask the store for, for a cut at `limit`."""
    return limit + max(MARGIN, limit // 4)


def keep(scores: Sequence[float], limit: int) -> int:
    """How many of the best-first `scores` to read: `limit`, and after it those that tie with
    the score at the limit (the others cannot make the cut)."""
    if len(scores) <= limit:
        return len(scores)
    n = limit
    while n < len(scores) and scores[n] == scores[limit - 1]:
        n += 1
    return n


def top(hits: Sequence[H], limit: int) -> list[H]:
    """The best `limit` of `hits` (asked for with `ask`), equal scores by id."""
    return sorted(hits, key=lambda h: (-h.score, h.id))[: max(limit, 0)]
