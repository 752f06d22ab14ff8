"""Candidate mechanisms for multi-hop and open-domain recall, replayed and cross-validated.

Research, not product: no probe was adopted (docs/benchmarks/retrieval.md says why). Each
probe changes only what happens after the late-interaction rerank has scored its pool (or, for
"whole bank", which memories it scores), so it is a numpy function over the engine's scores
as the replay gives them (`benchmarks.cv_replay.Replay.reranked`, per query token) plus what
the stores hold beside the cache: each memory's dense vector and stored token vectors
(`Vectors`). A probe has one strength; 0 is the engine as it is. The probes are the
mechanisms the literature offers for evidence spread over sessions or phrased apart from the
question:

- ``session diversity`` / ``neighbour diversity``: greedy selection (MMR-like) that charges a
  memory `strength` per memory already chosen from its session, or next to it in the chain;
- ``query-aspect coverage``: xQuAD-like: after each choice, a query token's weight shrinks by
  `strength` times how well the chosen memory matched it, so later picks cover other tokens;
- ``dense feedback``: Rocchio: plus `strength` x cosine with the centroid of the top 5;
- ``token feedback``: plus `strength` x MaxSim of the top 5's token vectors against the memory
  (the feedback documents as a second query);
- ``session score``: plus `strength` x the session's MaxSim (each query token's best match
  anywhere in the memory's session): session-level retrieval folded into the turn score;
- ``fused score``: plus `strength` x the first stage's fused score over its best;
- ``whole bank``: the rerank scores every memory of the bank, not only the fused pool;
- ``answer-type affinity``: plus `strength` x the best cosine between a focus phrase of the
  question ("cities", "video games": its noun chunks without the speakers' names) and a
  phrase of the memory (its noun chunks and named entities), both as MiniLM sentence
  vectors: a scorer that may know that "Chicago" is a city where the token vectors do not
  ("cities" ~ "Chicago" 0.56, ~ "Paris" 0.55, ~ "homeless shelter" 0.35, ~ "Valorant" 0.17).
  spaCy's full pipeline (the parser gives noun chunks) is more than the engine runs at
  ingestion (NER alone), so this is the generous version of the signal.

`loco` chooses a probe's strength by leave-one-conversation-out on top of each fold's own
cross-validated configuration (`locomo-cv-latest.json`'s ``folds``): chosen on four
conversations (recall@10 then MRR, categories 1-4), measured on the fifth.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from benchmarks.cv_cache import Cache, TokenMatrix
from benchmarks.cv_replay import METRICS, CachedMaxSim, Config, Replay, score
from benchmarks.cv_search import MRR, R10, scored_mask
from memstream.query import stages
from memstream.query.fusion import Fused

FEEDBACK_DOCS = 5


@dataclass(slots=True)
class Phrases:
    """Phrase vectors: per bank, every memory's phrases (rows) and their owner (bank-table
    index, ascending); per question, its focus phrases (None: it has none)."""

    memories: dict[str, tuple[np.ndarray, np.ndarray]]
    questions: list[np.ndarray | None]


@dataclass(slots=True)
class Vectors:
    """Per bank: every memory's dense vector (rows in bank-table order) and token vectors."""

    dense: dict[str, np.ndarray]
    tokens: dict[str, TokenMatrix]
    phrases: Phrases | None = None

    def doc_tokens(self, bank: str, i: int) -> np.ndarray | None:
        tm = self.tokens[bank]
        at = np.searchsorted(tm.owners, i)
        if at >= len(tm.owners) or tm.owners[at] != i:
            return None
        end = tm.starts[at + 1] if at + 1 < len(tm.starts) else len(tm.vectors)
        return tm.vectors[tm.starts[at] : end]


@dataclass(slots=True)
class Context:
    replay: Replay
    vectors: Vectors | None
    #: probe_metrics by (probe, configuration, strength): folds that chose the same
    #: configuration share them.
    memo: dict[tuple[Any, ...], np.ndarray] = field(default_factory=dict)
    scored: dict[tuple[int, Config], tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    extra: dict[tuple[str, int, Config], np.ndarray] = field(default_factory=dict)

    @property
    def cache(self) -> Cache:
        return self.replay.cache

    def scores(self, i: int, cfg: Config) -> tuple[np.ndarray, np.ndarray]:
        """Question `i`'s rerank pool (bank indices, fused order) and the engine's final scores
        per query token (the probes' strengths are on that scale); memoised: every strength of
        a probe reads them."""
        key = (i, cfg)
        if key not in self.scored:
            self.scored[key] = self.rescored(i, cfg)
        return self.scored[key]

    def rescored(
        self, i: int, cfg: Config, pool: stages.Pool | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """`scores`, uncached, of `pool` instead of the fused one when given."""
        pool, ranked = self.replay.reranked(i, cfg, pool)
        q = self.cache.questions[i]
        index = self.cache.banks[q.bank].index
        idx = np.fromiter((index[f.id] for f in pool.candidates), np.int64)
        tokens = max(1, len(q.maxsim))
        return idx, np.asarray([ranked.scores.get(f.id, 0.0) / tokens for f in pool.candidates])

    def late_tokens(
        self, i: int, cfg: Config, memories: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """[query token, memory] matches in context (each neighbour at its discount), and the
        query-token weights (mean 1; all 1 without `token_idf`)."""
        q = self.cache.questions[i]
        late = CachedMaxSim(q, self.cache.banks[q.bank], self.replay.prev2[q.bank], cfg)
        w = late.weights if late.weights is not None else np.ones(len(q.maxsim))
        return late.tokens(memories), w


#: (context, question, config, strength) -> the top `limit` bank indices.
Probe = Callable[[Context, int, Config, float], np.ndarray]


def _top(pool: np.ndarray, s: np.ndarray, limit: int) -> np.ndarray:
    return pool[np.argsort(-s, kind="stable")][:limit]


def _greedy(
    pool: np.ndarray, s: np.ndarray, limit: int, charge: Callable[[int, np.ndarray], None]
) -> np.ndarray:
    """Pick the best remaining memory `limit` times; `charge(k, penalty)` adds to the
    penalties of the others after pool position `k` was chosen."""
    penalty = np.zeros(len(pool))
    alive = np.ones(len(pool), dtype=bool)
    out = []
    for _ in range(min(limit, len(pool))):
        k = int(np.argmax(np.where(alive, s - penalty, -np.inf)))
        alive[k] = False
        out.append(int(pool[k]))
        charge(k, penalty)
    return np.asarray(out, dtype=np.int64)


def session_diversity(ctx: Context, i: int, cfg: Config, lam: float) -> np.ndarray:
    pool, s = ctx.scores(i, cfg)
    if lam <= 0:
        return _top(pool, s, cfg.limit)
    sess = ctx.cache.banks[ctx.cache.questions[i].bank].session[pool]

    def charge(k: int, penalty: np.ndarray) -> None:
        penalty[sess == sess[k]] += lam

    return _greedy(pool, s, cfg.limit, charge)


def neighbour_diversity(ctx: Context, i: int, cfg: Config, lam: float) -> np.ndarray:
    pool, s = ctx.scores(i, cfg)
    if lam <= 0:
        return _top(pool, s, cfg.limit)
    t = ctx.cache.banks[ctx.cache.questions[i].bank]
    where = {int(m): k for k, m in enumerate(pool)}

    def charge(k: int, penalty: np.ndarray) -> None:
        for nb in (int(t.prev[pool[k]]), int(t.next[pool[k]])):
            if nb in where:
                penalty[where[nb]] += lam

    return _greedy(pool, s, cfg.limit, charge)


def aspect_coverage(ctx: Context, i: int, cfg: Config, alpha: float) -> np.ndarray:
    pool, s = ctx.scores(i, cfg)
    if alpha <= 0:
        return _top(pool, s, cfg.limit)
    best, w = ctx.late_tokens(i, cfg, pool)
    n = max(1, len(best))
    rest = s - (best * w[:, None]).sum(axis=0) / n  # the mix and the prior
    weights, alive, out = w.copy(), np.ones(len(pool), dtype=bool), []
    for _ in range(min(cfg.limit, len(pool))):
        sc = (best * weights[:, None]).sum(axis=0) / n + rest
        k = int(np.argmax(np.where(alive, sc, -np.inf)))
        alive[k] = False
        out.append(int(pool[k]))
        weights = weights * (1 - alpha * np.clip(best[:, k], 0, 1))
    return np.asarray(out, dtype=np.int64)


def dense_feedback(ctx: Context, i: int, cfg: Config, beta: float) -> np.ndarray:
    pool, s = ctx.scores(i, cfg)
    if beta <= 0 or ctx.vectors is None:
        return _top(pool, s, cfg.limit)
    dense = ctx.vectors.dense[ctx.cache.questions[i].bank]
    centre = dense[_top(pool, s, FEEDBACK_DOCS)].mean(axis=0)
    centre = centre / max(float(np.linalg.norm(centre)), 1e-9)
    return _top(pool, s + beta * (dense[pool] @ centre), cfg.limit)


def token_feedback(ctx: Context, i: int, cfg: Config, beta: float) -> np.ndarray:
    pool, s = ctx.scores(i, cfg)
    if beta <= 0 or ctx.vectors is None:
        return _top(pool, s, cfg.limit)
    key = ("token feedback", i, cfg)
    if key not in ctx.extra:
        ctx.extra[key] = _feedback_maxsim(ctx.vectors, ctx.cache.questions[i].bank, pool, s)
    return _top(pool, s + beta * ctx.extra[key], cfg.limit)


def _feedback_maxsim(vectors: Vectors, bank: str, pool: np.ndarray, s: np.ndarray) -> np.ndarray:
    """Per pool memory: MaxSim of the top documents' tokens (as a query) against its tokens."""
    fb = [vectors.doc_tokens(bank, int(m)) for m in _top(pool, s, FEEDBACK_DOCS)]
    docs = [vectors.doc_tokens(bank, int(m)) for m in pool]
    parts = [x for x in fb if x is not None]
    have = [k for k, d in enumerate(docs) if d is not None]
    add = np.zeros(len(pool))
    if not parts or not have:
        return add
    kept = [d for d in docs if d is not None]
    rows = np.concatenate(kept)
    starts = np.cumsum([0] + [len(d) for d in kept[:-1]])
    sims = np.concatenate(parts) @ rows.T
    add[have] = np.maximum.reduceat(sims, starts, axis=1).mean(axis=0)
    return add


def session_score(ctx: Context, i: int, cfg: Config, gamma: float) -> np.ndarray:
    pool, s = ctx.scores(i, cfg)
    if gamma <= 0:
        return _top(pool, s, cfg.limit)
    q = ctx.cache.questions[i]
    t = ctx.cache.banks[q.bank]
    best, w = ctx.late_tokens(i, cfg, np.arange(len(t.ids)))
    add = np.zeros(len(pool))
    for sess in np.unique(t.session[pool]):
        members = t.session == sess
        add[t.session[pool] == sess] = (best[:, members].max(axis=1) * w).sum() / max(1, len(best))
    return _top(pool, s + gamma * add, cfg.limit)


def fused_score(ctx: Context, i: int, cfg: Config, mu: float) -> np.ndarray:
    pool, s = ctx.scores(i, cfg)
    if mu <= 0:
        return _top(pool, s, cfg.limit)
    first = ctx.replay.pool(i, cfg, cfg.recipe())
    fused = np.asarray([c.score * first.priors.get(c.id, 1.0) for c in first.candidates])
    f = np.zeros(len(pool))
    n = min(len(pool), len(fused))
    if n and fused[0] > 0:
        f[:n] = fused[:n] / fused[0]
    return _top(pool, s + mu * f, cfg.limit)


def whole_bank(ctx: Context, i: int, cfg: Config, on: float) -> np.ndarray:
    if on <= 0:
        pool, s = ctx.scores(i, cfg)
    else:
        first = ctx.replay.pool(i, cfg, cfg.recipe())
        everyone = [Fused(m, 0.0) for m in ctx.cache.banks[ctx.cache.questions[i].bank].ids]
        pool, s = ctx.rescored(i, cfg, stages.Pool(everyone, first.stored, first.priors))
    return _top(pool, s, cfg.limit)


def type_affinity(ctx: Context, i: int, cfg: Config, beta: float) -> np.ndarray:
    pool, s = ctx.scores(i, cfg)
    phrases = ctx.vectors.phrases if ctx.vectors is not None else None
    if beta <= 0 or phrases is None or phrases.questions[i] is None:
        return _top(pool, s, cfg.limit)
    key = ("answer-type affinity", i, cfg)
    if key not in ctx.extra:
        bank = ctx.cache.questions[i].bank
        ctx.extra[key] = _affinity(phrases, bank, i, len(ctx.cache.banks[bank].ids))[pool]
    return _top(pool, s + beta * ctx.extra[key], cfg.limit)


def _affinity(phrases: Phrases, bank: str, i: int, n: int) -> np.ndarray:
    """Per memory of the bank (`n`): max over (focus phrase, memory phrase) of the cosine,
    at least 0."""
    focus = phrases.questions[i]
    rows, owners = phrases.memories[bank]
    best = np.zeros(n)
    if focus is None or not len(rows):
        return best
    np.maximum.at(best, owners, (focus @ rows.T).max(axis=0))
    return best


#: name -> (strengths tried, 0 first: the engine as it is; the probe)
PROBES: dict[str, tuple[tuple[float, ...], Probe]] = {
    "session diversity": ((0.0, 0.005, 0.01, 0.02, 0.04), session_diversity),
    "neighbour diversity": ((0.0, 0.01, 0.02, 0.04, 0.08), neighbour_diversity),
    "query-aspect coverage": ((0.0, 0.1, 0.2, 0.3, 0.5), aspect_coverage),
    "dense feedback": ((0.0, 0.05, 0.1, 0.2, 0.4), dense_feedback),
    "token feedback": ((0.0, 0.05, 0.1, 0.2), token_feedback),
    "session score": ((0.0, 0.05, 0.1, 0.2, 0.4), session_score),
    "fused score": ((0.0, 0.05, 0.1, 0.2), fused_score),
    "whole bank": ((0.0, 1.0), whole_bank),
    "answer-type affinity": ((0.0, 0.02, 0.05, 0.1, 0.2, 0.4), type_affinity),
}


def probe_metrics(ctx: Context, probe: Probe, cfg: Config, v: float) -> np.ndarray:
    """[questions, METRICS] under `cfg` plus the probe at strength `v` (NaN: category 5)."""
    key = (probe, cfg, v)
    if key in ctx.memo:
        return ctx.memo[key]
    out = np.full((len(ctx.cache.questions), len(METRICS)), np.nan)
    for i in np.flatnonzero(scored_mask(ctx.cache)):
        q = ctx.cache.questions[i]
        dia = ctx.cache.banks[q.bank].dia
        out[i] = score([dia[j] for j in probe(ctx, int(i), cfg, v)], q.evidence)
    ctx.memo[key] = out
    return out


def _objective(rows: np.ndarray, mask: np.ndarray) -> tuple[float, float]:
    m = rows[mask]
    return round(float(m[:, R10].mean()), 9), round(float(m[:, MRR].mean()), 9)


def loco(
    ctx: Context, probe: Probe, values: Sequence[float], folds: Mapping[str, Config]
) -> tuple[np.ndarray, dict[str, float]]:
    """Held-out rows (scored questions) and the strength each fold chose; `folds` maps each
    held-out conversation to the configuration its own cross-validation fold chose."""
    bank_of = np.array([q.bank for q in ctx.cache.questions])
    scored = scored_mask(ctx.cache)
    held = np.full((len(bank_of), len(METRICS)), np.nan)
    chosen: dict[str, float] = {}
    for bank, cfg in folds.items():
        train = scored & (bank_of != bank)
        runs = {v: probe_metrics(ctx, probe, cfg, v) for v in values}
        best = values[0]  # ties keep the engine as it is
        for v in values[1:]:
            if _objective(runs[v], train) > _objective(runs[best], train):
                best = v
        chosen[bank] = best
        held[bank_of == bank] = runs[best][bank_of == bank]
    return held, chosen
