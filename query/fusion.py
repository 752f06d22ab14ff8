"""Fusion: weighted Reciprocal Rank Fusion of the arms' rankings, and the score mix after a
rerank. Pure functions.

    score(d) = Σ_arm  w_arm / (k + rank_arm(d))        k = 60, ranks start at 1 (rank 1 = best)

An arm that did not return `d` contributes nothing. Ties break by the best single rank, then
by the id, so fusion is deterministic. The weights are the mode recipe's
(`memstream.query.modes`): equal-weight RRF gives a weak list as much say as a strong one, so a
hybrid could rank below its best arm; the recipes' weights are chosen by cross-validation.
`mix_scores` adds, after a rerank, a share of each arm's own normalised score.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

RRF_K = 60


@dataclass(frozen=True, slots=True)
class Fused:
    """A fused result: its RRF score and the 1-based rank it had in each arm that found it."""

    id: str
    score: float
    ranks: dict[str, int] = field(default_factory=dict)


def rrf(
    rankings: Mapping[str, Sequence[str]],
    *,
    k: int = RRF_K,
    weights: Mapping[str, float] | None = None,
) -> list[Fused]:
    """Fuse ranked id lists (best first) keyed by arm name; returns best first.

    Duplicate ids inside one arm's list count once, at their best rank. Arms missing from
    `weights` weigh 1.0; a weight must not be negative.
    """
    if k < 0:
        raise ValueError(f"RRF k must be >= 0, got {k}")
    w = dict(weights or {})
    if any(v < 0 for v in w.values()):
        raise ValueError(f"RRF weights must be >= 0, got {w}")
    scores: dict[str, float] = {}
    ranks: dict[str, dict[str, int]] = {}
    for arm, ids in rankings.items():
        weight = w.get(arm, 1.0)
        for position, doc in enumerate(ids, start=1):
            seen = ranks.setdefault(doc, {})
            if arm in seen:
                continue
            seen[arm] = position
            scores[doc] = scores.get(doc, 0.0) + weight / (k + position)
    order = sorted(scores, key=lambda d: (-scores[d], min(ranks[d].values()), d))
    return [Fused(id=d, score=scores[d], ranks=ranks[d]) for d in order]


def mix_scores(
    scores: Mapping[str, float],
    hits: Mapping[str, Sequence[tuple[str, float]]],
    mix: Mapping[str, float],
    scale: float = 1.0,
) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """Rerank scores plus, per arm in `mix`, its weight times the arm's own score of the
    memory over the arm's best score in this recall (0 where the arm did not return it):

        score(d) + scale · Σ_arm  mix_arm · s_arm(d) / max s_arm

    `hits` are each arm's (id, score), best first; negative arm scores count as 0. `scale` puts
    the [0, mix] terms on the reranker's scale (MaxSim: the query's token count). Returns the
    new scores and, per id, what each arm added (for explain).
    """
    if any(v < 0 for v in mix.values()):
        raise ValueError(f"mix weights must be >= 0, got {dict(mix)}")
    out = dict(scores)
    added: dict[str, dict[str, float]] = {}
    for arm, lam in mix.items():
        ranked = hits.get(arm) or ()
        if lam <= 0 or not ranked or ranked[0][1] <= 0:
            continue
        top = ranked[0][1]
        for doc, s in ranked:
            if doc in out and s > 0:
                gain = scale * lam * s / top
                out[doc] += gain
                added.setdefault(doc, {})[arm] = gain
    return out, added
