"""The engine's ranking stages replayed over a `Cache`, in numpy, for one configuration.

The replay follows `RecallEngine.recall` stage by stage, so a configuration scores here what
it scores through the engine (`benchmarks.locomo_cv` checks this against the engine):

1. weighted RRF over the arms' lists, ``Σ w / (k + rank)``, k = 60, ranks from 1; ties by the
   best single rank, then by memory id (`memstream.query.fusion.rrf`);
2. the speaker prior: fused scores of memories by a speaker the question names times
   ``1 + speaker_boost`` (a stable re-sort);
3. the first ``max(limit, rerank_depth)`` candidates (``limit`` without a rerank);
4. the late-interaction rerank: per query token i (weight w_i, the idf weights of
   query/token_idf.py, mean 1), ``Σ_i w_i max(S[i, m], c_1 S[i, prev(m)], c_2 S[i, prev(prev(m))],
   c_n S[i, next(m)]) / n_tokens`` over the cached maxsim matrix S; then plus, per arm in
   ``mix``, λ times the arm's raw score over its best (`memstream.query.fusion.mix_scores`),
   plus ``rerank_prior`` for a memory by a named speaker; ties keep the fused order;
5. the first ``limit``.

Graph expansion only appends after ``limit`` and is left out: it cannot change recall@k for
k <= limit. An arm named in a configuration's ``variants`` is read from the cache under
``<arm>@<variant>`` (the context arm over other context windows, with feedback).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from benchmarks.cv_cache import Cache, QuestionCache

KS = (5, 10, 25, 50)
FUSED_KEPT = 64
METRICS = (*(f"recall@{k}" for k in KS), "mrr", "ndcg@10")


@dataclass(frozen=True, slots=True)
class Config:
    """One point of the search: a mode's arms and weights and the stages' numbers."""

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
    rrf_k: int = 60

    def with_(self, **changes: Any) -> Config:
        return replace(self, **changes)

    def weight_map(self) -> dict[str, float]:
        return dict(zip(self.arms, self.weights, strict=True))

    def first_stage(self) -> tuple[Any, ...]:
        return (self.arms, self.weights, self.speaker_boost, self.variants, self.rrf_k)


@dataclass(slots=True)
class Prepared:
    """What every configuration reads the same: id order, speaker masks, chain neighbours."""

    id_rank: dict[str, np.ndarray]
    prev2: dict[str, np.ndarray]
    named: list[np.ndarray | None]
    #: First-stage results by `Config.first_stage()`, the most recent `FUSED_KEPT` (memory:
    #: about 1 MB each on the LoCoMo dev file).
    fused: OrderedDict[tuple[Any, ...], list[tuple[np.ndarray, np.ndarray]]] = field(
        default_factory=OrderedDict
    )

    @staticmethod
    def of(cache: Cache) -> Prepared:
        id_rank, prev2 = {}, {}
        for bank, t in cache.banks.items():
            order = np.argsort(np.asarray(t.ids, dtype=object), kind="stable")
            rank = np.empty(len(t.ids), dtype=np.int64)
            rank[order] = np.arange(len(t.ids))
            id_rank[bank] = rank
            prev2[bank] = np.where(t.prev >= 0, t.prev[np.maximum(t.prev, 0)], -1)
        named = []
        for q in cache.questions:
            sp = cache.banks[q.bank].speaker
            named.append(np.array([s in q.named for s in sp]) if q.named else None)
        return Prepared(id_rank, prev2, named)


def arm_list(q: QuestionCache, arm: str, cfg: Config) -> tuple[np.ndarray, np.ndarray]:
    name = dict(cfg.variants).get(arm)
    key = f"{arm}@{name}" if name else arm
    empty = (np.zeros(0, np.int32), np.zeros(0, np.float32))
    return q.arms.get(key, empty)


def fuse(
    q: QuestionCache, n: int, id_rank: np.ndarray, cfg: Config
) -> tuple[np.ndarray, np.ndarray]:
    """Fused candidates (bank indices) best first, and their RRF scores."""
    score = np.zeros(n, dtype=np.float64)
    best = np.full(n, np.iinfo(np.int64).max, dtype=np.int64)
    for arm, w in zip(cfg.arms, cfg.weights, strict=True):
        idx = arm_list(q, arm, cfg)[0]
        if len(idx) and w > 0:  # an arm of weight 0 runs only for the mix (stages.fuse)
            ranks = np.arange(1, len(idx) + 1)
            score[idx] += w / (cfg.rrf_k + ranks)
            best[idx] = np.minimum(best[idx], ranks)
    cand = np.flatnonzero(best < np.iinfo(np.int64).max)
    order = np.lexsort((id_rank[cand], best[cand], -score[cand]))
    return cand[order], score[cand[order]]


def first_stage(cache: Cache, prep: Prepared, cfg: Config) -> list[tuple[np.ndarray, np.ndarray]]:
    """Per question: fused candidates after the speaker prior, and their scores (memoised)."""
    key = cfg.first_stage()
    if key in prep.fused:
        prep.fused.move_to_end(key)
    else:
        out = []
        for i, q in enumerate(cache.questions):
            cand, score = fuse(q, len(cache.banks[q.bank].ids), prep.id_rank[q.bank], cfg)
            named = prep.named[i]
            if named is not None and cfg.speaker_boost > 0:
                score = score * np.where(named[cand], 1.0 + cfg.speaker_boost, 1.0)
                order = np.argsort(-score, kind="stable")
                cand, score = cand[order], score[order]
            out.append((cand[:200].astype(np.int32), score[:200].astype(np.float32)))
        prep.fused[key] = out
        while len(prep.fused) > FUSED_KEPT:
            prep.fused.popitem(last=False)
    return prep.fused[key]


def late_tokens(
    q: QuestionCache,
    prev: np.ndarray,
    prev2: np.ndarray,
    nxt: np.ndarray,
    pool: np.ndarray,
    cfg: Config,
) -> tuple[np.ndarray, np.ndarray]:
    """[query token, pool] matches in context (each neighbour at its discount), and the
    query-token weights (mean 1; all 1 without `token_idf`)."""
    s = q.maxsim
    best = s[:, pool]
    for c, nb in ((cfg.context_prev, prev), (cfg.context_prev2, prev2), (cfg.context_next, nxt)):
        if c <= 0:
            continue
        other = nb[pool]
        has = other >= 0
        if has.any():
            best = best.copy()
            best[:, has] = np.maximum(best[:, has], c * s[:, other[has]])
    ones = np.ones(len(best))
    if cfg.token_idf and q.token_idf is not None:
        w = np.maximum(q.token_idf, 0.0) ** cfg.token_idf
        if w.mean() > 0:
            return best, w / w.mean()
    return best, ones


def late_scores(
    q: QuestionCache,
    prev: np.ndarray,
    prev2: np.ndarray,
    nxt: np.ndarray,
    pool: np.ndarray,
    cfg: Config,
) -> np.ndarray:
    best, w = late_tokens(q, prev, prev2, nxt, pool, cfg)
    return (best * w[:, None]).sum(axis=0) / max(1, len(best))


def rerank_scores(
    cache: Cache, prep: Prepared, i: int, cfg: Config, pool: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Question `i`'s rerank pool (fused order) and its final rerank scores (MaxSim in
    context, plus the score mix and the speaker prior); `pool` replaces the fused pool."""
    q = cache.questions[i]
    t = cache.banks[q.bank]
    if pool is None:
        cand, _ = first_stage(cache, prep, cfg)[i]
        pool = cand[: max(cfg.limit, cfg.rerank_depth)]
    s = late_scores(q, t.prev, prep.prev2[q.bank], t.next, pool, cfg)
    for arm, lam in cfg.mix:
        idx, raw = arm_list(q, arm, cfg)
        if lam and len(idx) and raw[0] > 0:
            full = np.zeros(len(t.ids))
            full[idx] = np.maximum(raw, 0) / raw[0]
            s = s + lam * full[pool]
    named = prep.named[i]
    if cfg.rerank_prior and named is not None:
        s = s + cfg.rerank_prior * named[pool]
    return pool, s


def rank(cache: Cache, prep: Prepared, i: int, cfg: Config) -> np.ndarray:
    """The top `limit` bank indices of question `i` under `cfg`."""
    if not cfg.rerank:
        return first_stage(cache, prep, cfg)[i][0][: cfg.limit]
    pool, s = rerank_scores(cache, prep, i, cfg)
    return pool[np.argsort(-s, kind="stable")][: cfg.limit]


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


def evaluate(
    cache: Cache, prep: Prepared, cfg: Config, which: Sequence[int] | None = None
) -> np.ndarray:
    """[questions, METRICS] under `cfg`; only the questions in `which` (others NaN) if given."""
    out = np.full((len(cache.questions), len(METRICS)), np.nan)
    for i in range(len(cache.questions)) if which is None else which:
        q = cache.questions[i]
        dia = cache.banks[q.bank].dia
        out[i] = score([dia[j] for j in rank(cache, prep, i, cfg)], q.evidence)
    return out
