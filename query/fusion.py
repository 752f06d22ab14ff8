"""Reciprocal Rank Fusion: a pure function over the rankings of the arms.

    score(d) = Σ_arm  w_arm / (k + rank_arm(d))        k = 60, ranks start at 1

An arm that did not return `d` contributes nothing. Ties break by the best single rank, then
by the id, so fusion is deterministic.
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
