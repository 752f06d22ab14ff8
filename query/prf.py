"""Pseudo-relevance feedback, RM3-style: the first round's best hits lend the query their terms.

A multi-hop question ("What books has John read?") names the topic; its evidence turns name
the titles. The first round finds a few of them; their words ("Alchemist", "Dune", "fantasy")
find the others. Given the first round's top documents (analysed terms and BM25 scores):

    w(t) = Σ_d  tf(t, d) / |d|  ·  score(d) / score(top)  ·  idf(t)

over terms not already in the query; the `n_terms` best join the query with boost
`weight · w(t) / max w`, the query's own terms keep boost 1. Pure: the arm reads the
documents and idfs and runs the second search (query/arms/context.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Feedback:
    """How many first-round documents lend terms, how many terms, and at what weight (0: off)."""

    docs: int = 0
    terms: int = 10
    weight: float = 0.3

    def __post_init__(self) -> None:
        if self.docs < 0 or self.terms < 0 or self.weight < 0:
            raise ValueError(f"feedback numbers must be >= 0, got {self}")

    @property
    def on(self) -> bool:
        return self.docs > 0 and self.terms > 0 and self.weight > 0


def expand(
    query: Sequence[str],
    docs: Sequence[tuple[Sequence[str], float]],
    idf: Mapping[str, float],
    feedback: Feedback,
) -> dict[str, float]:
    """Boost per term of the second-round query: the query's terms at 1, feedback terms below."""
    out = dict.fromkeys(query, 1.0)
    if not feedback.on or not docs or docs[0][1] <= 0:
        return out
    top = docs[0][1]
    weights: dict[str, float] = {}
    for terms, score in docs[: feedback.docs]:
        if not terms:
            continue
        tf = Counter(terms)
        for t, n in tf.items():
            if t not in out:
                gain = n / len(terms) * max(score, 0.0) / top * idf.get(t, 0.0)
                weights[t] = weights.get(t, 0.0) + gain
    ranked = sorted(weights.items(), key=lambda tw: (-tw[1], tw[0]))
    best = [(t, w) for t, w in ranked[: feedback.terms] if w > 0]
    if best:
        peak = best[0][1]
        out.update({t: feedback.weight * w / peak for t, w in best})
    return out
