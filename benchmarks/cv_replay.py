"""The engine's ranking run over a `Cache`: one configuration, one question at a time.

The cross-validation tries thousands of configurations; almost none changes what the stores
return, only how it is combined. So each question's arm lists and token matches are read once
(benchmarks/cv_cache.py), and the replay hands them to the engine's own stages in the order
`RecallEngine.recall` runs them (memstream/query/engine.py):

1. `stages.fuse`: weighted RRF over the arms' lists (memstream/query/fusion.py);
2. `stages.load_pool`: the speaker prior and the first ``max(limit, rerank_depth)``
   candidates (``limit`` without a rerank);
3. `stages.rerank_mixed`: the rerank, then the recipe's score mix and the speaker prior after
   it (memstream/query/explain.py). The reranker is `CachedMaxSim`: it reads each query
   token's best match in a memory from the cache instead of the token store, weighs the tokens
   with `token_idf.idf_weights` and takes the context with `late_interaction.in_context`, the
   late-interaction reranker's own functions;
4. the first ``limit``.

No ranking arithmetic lives here. Graph expansion only appends after ``limit`` and is left
out: it cannot change recall@k for k <= limit. An arm named in a configuration's ``variants``
is read from the cache as ``<arm>@<variant>`` (the context arm over another context window,
with feedback). Stages 1-2 are memoised per first-stage numbers (`Config.first_stage`): most
configurations differ only after them.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from types import MappingProxyType
from typing import Any

import numpy as np

from benchmarks.cv_cache import BankTable, Cache, QuestionCache
from memstream.connectors.vector import StoredMemory
from memstream.query import stages
from memstream.query.fusion import RRF_K
from memstream.query.model import ArmHit, EncodedQuery
from memstream.query.modes import Recipe
from memstream.query.rerank import RerankDoc
from memstream.query.rerank.maxsim import in_context
from memstream.query.token_idf import idf_weights

KS = (5, 10, 25, 50)
METRICS = (*(f"recall@{k}" for k in KS), "mrr", "ndcg@10")
#: First-stage results kept, by `Config.first_stage()` (each holds every question's pool).
POOLS_KEPT = 12


@dataclass(frozen=True, slots=True)
class Config:
    """One point of the search: a mode's arms, weights and mix, and the settings' numbers
    (`locomo_cv.fitted_settings` turns them into the engine's settings and recipes)."""

    arms: tuple[str, ...]
    weights: tuple[float, ...]
    rerank: bool = False
    speaker_boost: float = 0.5
    rerank_depth: int = 100
    context_prev: float = 0.5
    context_prev2: float = 0.0
    context_next: float = 0.0
    token_idf: float = 0.0
    mix: tuple[tuple[str, float], ...] = ()
    rerank_prior: float = 0.0
    variants: tuple[tuple[str, str], ...] = ()
    limit: int = 50
    rrf_k: int = RRF_K

    def with_(self, **changes: Any) -> Config:
        return replace(self, **changes)

    def weight_map(self) -> dict[str, float]:
        return dict(zip(self.arms, self.weights, strict=True))

    def first_stage(self) -> tuple[Any, ...]:
        return (self.arms, self.weights, self.speaker_boost, self.variants, self.rrf_k)

    def recipe(self) -> Recipe:
        """The mode's recipe as the engine reads it."""
        return _recipe(self)

    def context_weights(self) -> dict[int, float]:
        """The rerank's context, as `LateInteractionReranker.context_weights` holds it."""
        weights = {-2: self.context_prev2, -1: self.context_prev, 1: self.context_next}
        return {o: w for o, w in weights.items() if w > 0}


@lru_cache(maxsize=4096)
def _recipe(cfg: Config) -> Recipe:
    return Recipe(
        cfg.arms,
        weights=MappingProxyType(cfg.weight_map()),
        rerank="late_interaction" if cfg.rerank else None,
        mix=MappingProxyType({a: v for a, v in cfg.mix if v}),
    )


def arm_key(arm: str, cfg: Config) -> str:
    """The cache's name of `arm`'s list under `cfg` (``context@b2a1+rm3x10`` for a variant)."""
    name = dict(cfg.variants).get(arm)
    return f"{arm}@{name}" if name else arm


class CachedMaxSim:
    """The late-interaction reranker over the cache: ``QuestionCache.maxsim`` holds each query
    token's best cosine in every memory of the bank, which is what the reranker computes from
    the token vectors before it weighs the tokens and takes the context."""

    name = "late_interaction"
    model_name = "cached maxsim"
    needs = frozenset({"dense_tokens"})
    scores_tokens = True

    def __init__(self, q: QuestionCache, table: BankTable, prev2: np.ndarray, cfg: Config):
        self._q, self._table = q, table
        self._near = {-2: prev2, -1: table.prev, 1: table.next}
        self.context_weights = cfg.context_weights()
        #: The query tokens' idf weights (None: every token weighs 1), as the engine's query
        #: encoder scales the token vectors by them.
        self.weights = None
        if cfg.token_idf and q.token_idf is not None:
            self.weights = idf_weights(q.token_idf, cfg.token_idf)

    def tokens(self, memories: np.ndarray, weighted: bool = False) -> np.ndarray:
        """[query token, memory]: each token's best match in the memory or, at the context's
        weight, in a neighbour of it."""
        s = self._q.maxsim
        if weighted and self.weights is not None:
            s = s * self.weights[:, None]
        near = []
        for offset, w in self.context_weights.items():
            nb = self._near[offset][memories]
            near.append((w, np.where(nb >= 0, s[:, np.maximum(nb, 0)], -np.inf)))
        return in_context(s[:, memories], near)

    def score(self, query: str, docs: Sequence[RerankDoc]) -> list[float]:
        raise TypeError("the cached reranker scores the cache's token matches: score_tokens")

    def score_tokens(self, query_tokens: np.ndarray, docs: Sequence[RerankDoc]) -> list[float]:
        memories = np.fromiter((self._table.index[d.id] for d in docs), np.int64, len(docs))
        return [float(x) for x in self.tokens(memories, weighted=True).sum(axis=0)]


@dataclass(slots=True)
class Replay:
    """The cache, what every configuration reads the same (each bank's memories as the stores
    answer them, the arms' hits), and the memoised first stages."""

    cache: Cache
    stored: dict[str, dict[str, StoredMemory]]
    prev2: dict[str, np.ndarray]
    hits: dict[tuple[int, str], list[ArmHit]] = field(default_factory=dict)
    pools: OrderedDict[tuple[Any, ...], dict[int, stages.Pool]] = field(default_factory=OrderedDict)

    @staticmethod
    def of(cache: Cache) -> Replay:
        stored, prev2 = {}, {}
        for bank, t in cache.banks.items():
            stored[bank] = {
                m: StoredMemory(m, {"bank": bank, "text": "", "speaker": sp})
                for m, sp in zip(t.ids, t.speaker, strict=True)
            }
            prev2[bank] = np.where(t.prev >= 0, t.prev[np.maximum(t.prev, 0)], -1)
        return Replay(cache, stored, prev2)

    def arm_hits(self, i: int, key: str) -> list[ArmHit]:
        """Question `i`'s cached list `key` as the arm returned it."""
        if (i, key) not in self.hits:
            q = self.cache.questions[i]
            ids = self.cache.banks[q.bank].ids
            idx, scores = q.arms.get(key, ((), ()))
            self.hits[i, key] = [ArmHit(ids[j], float(s)) for j, s in zip(idx, scores, strict=True)]
        return self.hits[i, key]

    def found(self, i: int, cfg: Config, plan: Recipe) -> dict[str, list[ArmHit]]:
        """What the engine's fan-out returns: the hits of each arm the recipe runs."""
        return {a: self.arm_hits(i, arm_key(a, cfg)) for a in cfg.arms if plan.runs(a)}

    def query(self, i: int, cfg: Config) -> EncodedQuery:
        """The question as the stages read it; its token vectors stand in by their count."""
        q = self.cache.questions[i]
        tokens = np.zeros((len(q.maxsim), 1), dtype=np.float32)
        return EncodedQuery(
            q.text, q.bank, cfg.limit, 100_000, q.reference_time, dense_tokens=tokens
        )

    def pool(self, i: int, cfg: Config, plan: Recipe) -> stages.Pool:
        """Stages 1-2 for question `i` (memoised per first stage and pool size)."""
        key = (*cfg.first_stage(), stages.pool_size(plan, cfg.limit, cfg.rerank_depth))
        by_question = self.pools.get(key)
        if by_question is None:
            by_question = self.pools[key] = {}
            while len(self.pools) > POOLS_KEPT:
                self.pools.popitem(last=False)
        else:
            self.pools.move_to_end(key)
        if i not in by_question:
            q = self.cache.questions[i]
            fused = stages.fuse(self.found(i, cfg, plan), plan, cfg.rrf_k)
            bank = self.stored[q.bank]
            size = key[-1]
            # The bank's memories answer every load: a superset of the ids asked for ranks the
            # same (only fused ids are candidates, only pool members take the prior's bonus).
            by_question[i] = stages.load_pool(
                fused, lambda _: bank, q.named, cfg.speaker_boost, size
            )
        return by_question[i]

    def reranked(
        self, i: int, cfg: Config, pool: stages.Pool | None = None
    ) -> tuple[stages.Pool, stages.Reranked]:
        """Stages 1-3 for question `i`: the pool (or `pool` instead of stages 1-2) and the
        rerank (the pool's order without one)."""
        plan = cfg.recipe()
        if pool is None:
            pool = self.pool(i, cfg, plan)
        q = self.cache.questions[i]
        reranker = None
        if cfg.rerank:
            reranker = CachedMaxSim(q, self.cache.banks[q.bank], self.prev2[q.bank], cfg)
        found = self.found(i, cfg, plan)
        ranked = stages.rerank_mixed(
            reranker, self.query(i, cfg), pool, plan, found, cfg.rerank_prior
        )
        return pool, ranked

    def rank(self, i: int, cfg: Config) -> np.ndarray:
        """The top `limit` of question `i` under `cfg`, as bank-table indices."""
        index = self.cache.banks[self.cache.questions[i].bank].index
        top = self.reranked(i, cfg)[1].candidates[: cfg.limit]
        return np.fromiter((index[f.id] for f in top), np.int64, len(top))


def score(ranked_dia: Sequence[str], evidence: Sequence[str]) -> np.ndarray:
    """The `METRICS` of one ranking (the benchmark's own definitions)."""
    ev = set(evidence)
    out = np.empty(len(METRICS))
    for j, k in enumerate(KS):
        out[j] = 1.0 if not ev else len(ev & set(ranked_dia[:k])) / len(ev)
    hits = [i for i, d in enumerate(ranked_dia, 1) if d in ev]
    out[len(KS)] = (1.0 / hits[0]) if hits else (1.0 if not ev else 0.0)
    if not ev:
        out[len(KS) + 1] = 1.0
    else:
        dcg = sum(1 / math.log2(i + 1) for i in hits if i <= 10)
        ideal = sum(1 / math.log2(i + 1) for i in range(1, min(10, len(ev)) + 1))
        out[len(KS) + 1] = dcg / ideal
    return out


def evaluate(replay: Replay, cfg: Config, which: Sequence[int] | None = None) -> np.ndarray:
    """[questions, METRICS] under `cfg`; only the questions in `which` (others NaN) if given."""
    cache = replay.cache
    out = np.full((len(cache.questions), len(METRICS)), np.nan)
    for i in range(len(cache.questions)) if which is None else which:
        q = cache.questions[i]
        dia = cache.banks[q.bank].dia
        out[i] = score([dia[j] for j in replay.rank(i, cfg)], q.evidence)
    return out
