"""The recall hot path: the encoded query the arms share, arm hits, expansions, and the
protocols of an arm and of graph expansion.

Frozen dataclasses: they are built for every request. The wire contract (modes, request,
response) is `memstream.contract.recall`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

import numpy as np

from memstream.records import SparseVec


@dataclass(frozen=True, slots=True)
class TimeWindow:
    """[start, end) on occurred_at; `source` is "explicit" or the expression that set it."""

    start: datetime
    end: datetime
    source: str


@dataclass(frozen=True, slots=True)
class EncodedQuery:
    """A request encoded once, before the fan-out; arms read it and never re-encode.

    Encodings a mode does not need stay None (HYBRID never runs SPLADE, for instance).
    """

    text: str
    bank: str
    limit: int
    thinking_budget: int
    reference_time: datetime
    fact_types: tuple[str, ...] | None = None
    dense: np.ndarray | None = None
    sparse: SparseVec | None = None
    li_sparse: SparseVec | None = None
    entities: tuple[str, ...] = ()
    window: TimeWindow | None = None
    bm25_terms: tuple[str, ...] = field(default=())
    #: The query's token vectors from the pass that made `dense` (late-interaction rerank over
    #: the dense model's tokens), unit length, or each scaled by its idf weight when
    #: `recall.rerank_token_idf` is on (query/token_idf.py); None unless a stage needs
    #: "dense_tokens".
    dense_tokens: np.ndarray | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class ArmHit:
    """One arm's result: a memory id and the arm's raw score (rank = position + 1); `hop` 2
    for a hit of a second round (the context arm's pseudo-relevance feedback)."""

    id: str
    score: float
    hop: int = 1


#: The encodings an arm can ask for; the engine encodes the union of its arms' `needs`.
#: "dense": MiniLM vector; "sparse": SPLADE query vector; "li_sparse": the model-free
#: token-id vector (tokenizer + per-bank IDF table); "entities": NER matched to the bank's
#: entities; "time": Duckling windows from the text. An explicit request window is always set.
#: "dense_tokens": the dense pass's token vectors too (asked by the late-interaction reranker,
#: not by arms; implies "dense", from the same pass).
ALL_NEEDS: frozenset[str] = frozenset(
    {"dense", "sparse", "li_sparse", "entities", "time", "dense_tokens"}
)


class Arm(Protocol):
    """A retrieval arm: one method, one query object. Arms must be thread-safe.

    `needs` (a subset of `ALL_NEEDS`) names the encodings `retrieve` reads from the query.
    """

    name: str
    needs: frozenset[str]

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]: ...


@dataclass(frozen=True, slots=True)
class Expansion:
    """A memory added by graph expansion, and how it was reached."""

    id: str
    via: str  # "entity", "next", "prev", "episode", "hebbian"
    source: str  # the result it was reached from
    weight: float


class Expander(Protocol):
    """Graph expansion after the rerank; `observe` feeds Hebbian co-activation.

    `close` flushes what `observe` queued and stops any worker; the engine calls it on close.
    """

    def expand(self, query: EncodedQuery, ids: Sequence[str], limit: int) -> list[Expansion]: ...

    def observe(self, bank: str, ids: Sequence[str]) -> None: ...

    def close(self) -> None: ...
