"""Retrieval modes: named recipes over the arm registry, as data.

A recipe says which arms run (and their RRF weights), which reranker reorders the fused
candidates, how much of each arm's own score joins the rerank score (`mix`), and whether graph
expansion adds neighbours. The engine reads recipes; nothing branches on a mode's name.

The weights and mixes are chosen by leave-one-conversation-out cross-validation on the LoCoMo
development split (`python -m benchmarks.locomo PATH --cv`); the values here are what that
protocol picks when fitted on all five conversations (see the README's benchmark section).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from memstream.contract.recall import Mode

#: "configured" is the pointwise reranker the settings choose (cross-encoder, nanoranker...);
#: "late_interaction" is MaxSim over token embeddings (ColBERT or the dense model's tokens).
RerankKind = Literal["configured", "late_interaction"]


@dataclass(frozen=True, slots=True)
class Recipe:
    arms: tuple[str, ...]
    #: RRF weight per arm (an arm not named weighs 1).
    weights: MappingProxyType[str, float] = field(default_factory=lambda: MappingProxyType({}))
    rerank: RerankKind | None = None
    #: Per arm: added to the rerank score, times the arm's own score over its best in this
    #: recall (`memstream.query.fusion.mix_scores`); only with a rerank.
    mix: MappingProxyType[str, float] = field(default_factory=lambda: MappingProxyType({}))
    expand: bool = False
    description: str = ""

    def runs(self, arm: str) -> bool:
        """Whether `arm` runs: it has an RRF weight above 0 or a share in the mix."""
        return self.weights.get(arm, 1.0) > 0 or self.mix.get(arm, 0.0) > 0


def _w(**weights: float) -> MappingProxyType[str, float]:
    return MappingProxyType(weights)


RECIPES: MappingProxyType[Mode, Recipe] = MappingProxyType(
    {
        Mode.HYBRID: Recipe(
            ("bm25", "semantic", "context"),
            weights=_w(bm25=0.25, semantic=0.5, context=2.0),
            description="BM25 (own words and in context) + dense, weighted RRF",
        ),
        Mode.BM25_ONLY: Recipe(("bm25",), description="Tantivy BM25 alone"),
        Mode.VECTOR_ONLY: Recipe(("semantic",), description="dense nearest neighbours alone"),
        Mode.SPLADE_ONLY: Recipe(("splade",), description="SPLADE sparse dot product alone"),
        Mode.SPLADE_VECTOR: Recipe(
            ("splade", "semantic"),
            weights=_w(splade=4.0, semantic=1.0),
            description="SPLADE + dense, weighted RRF",
        ),
        Mode.LI_LSR: Recipe(
            ("li_lsr",), description="inference-free learned sparse (no query model)"
        ),
        Mode.COLBERT: Recipe(
            ("bm25", "semantic", "context"),
            weights=_w(bm25=0.25, semantic=1.0, context=1.0),
            rerank="late_interaction",
            mix=_w(context=0.1),
            description="hybrid first stage, late-interaction (MaxSim) rerank",
        ),
        Mode.FULL_STACK: Recipe(
            ("semantic", "bm25", "splade", "context"),
            weights=_w(semantic=0.5, bm25=0.5, splade=2.0, context=1.0),
            rerank="late_interaction",
            mix=_w(context=0.1),
            expand=True,
            description="dense + BM25 + SPLADE + BM25 in context, late-interaction rerank, "
            "graph expansion",
        ),
        Mode.TEMPR: Recipe(
            ("semantic", "bm25", "graph", "temporal", "context"),
            weights=_w(semantic=0.5, bm25=0.5, graph=0.25, temporal=0.25, context=0.25),
            rerank="configured",
            mix=_w(graph=0.05, temporal=0.2, context=0.1),
            description="semantic + BM25 + graph + temporal, RRF, configured rerank, budget",
        ),
    }
)


def recipe(mode: Mode) -> Recipe:
    return RECIPES[mode]
