"""After the rerank: the recipe's score mix, and what explain reports of the rerank's context.

`mix_after_rerank` adds the recipe's share of each arm's own score to the rerank scores
(`memstream.query.fusion.mix_scores`); `context_evidence` names, per memory, the neighbours in
its conversation whose words the late-interaction rerank let the query match.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from memstream.contract.recall import ContextEvidence
from memstream.query.fusion import mix_scores
from memstream.query.model import ArmHit, EncodedQuery
from memstream.query.modes import Recipe
from memstream.query.rerank import Reranker

log = logging.getLogger(__name__)


@runtime_checkable
class ReadsContext(Protocol):
    """A reranker that reads a candidate's neighbours (late interaction with context)."""

    context_weights: Mapping[int, float]

    def neighbours(self, bank: str, ids: Sequence[str]) -> dict[str, dict[int, str]]: ...


def mix_after_rerank(
    plan: Recipe,
    query: EncodedQuery,
    reranker: Reranker | None,
    results: Mapping[str, Sequence[ArmHit]],
    scores: dict[str, float],
    bonus: Mapping[str, float] | None = None,
) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """The recipe's share of each arm's own score added to the rerank scores, and a `bonus`
    per memory (the speaker prior: what explain calls "speaker")."""
    bonus = {i: b for i, b in (bonus or {}).items() if b > 0 and i in scores}
    if not bonus and not any(v > 0 for v in plan.mix.values()):
        return scores, {}
    tokens = query.dense_tokens
    # MaxSim sums over query tokens, so the mix is set per query token: one weight serves
    # short and long queries alike
    late = reranker is not None and reranker.name == "late_interaction"
    scale = float(len(tokens)) if late and tokens is not None else 1.0
    mixed = {n for n, v in plan.mix.items() if v > 0}
    hits = {n: [(h.id, h.score) for h in arm] for n, arm in results.items() if n in mixed}
    out, added = mix_scores(scores, hits, plan.mix, scale)
    for i, b in bonus.items():
        out[i] += scale * b
        added.setdefault(i, {})["speaker"] = scale * b
    return out, added


def context_evidence(
    reranker: Reranker, bank: str, ids: Sequence[str]
) -> dict[str, list[ContextEvidence]]:
    """For explain: the neighbours whose words the rerank let the query match."""
    if not isinstance(reranker, ReadsContext) or not reranker.context_weights:
        return {}
    weights = reranker.context_weights
    try:
        near = reranker.neighbours(bank, ids)
    except Exception:
        log.exception("explain: context lookup failed bank=%s", bank)
        return {}
    return {
        i: [ContextEvidence(id=n, offset=o, weight=weights[o]) for o, n in sorted(by.items())]
        for i, by in near.items()
    }
