"""The retrieval arms, by name: `ARMS` maps a name to a factory, `build_arms` builds them.

Every arm is a small class behind the `memstream.query.model.Arm` protocol (`name`, `needs`,
`retrieve(query, limit)`), filtered by bank always, by fact types when set, and by time only
for an explicit request window (see `memstream.query.arms.base`). Adding an arm is one file plus one
line in `ARMS`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from memstream.connectors.bm25_idf import IdfScope
from memstream.connectors.stores import Stores
from memstream.query.arms.bm25 import Bm25Arm
from memstream.query.arms.context import ContextArm
from memstream.query.arms.graph import GraphArm
from memstream.query.arms.li_lsr import LiLsrArm
from memstream.query.arms.semantic import DEFAULT_MIN_COSINE, SemanticArm
from memstream.query.arms.splade import SpladeArm
from memstream.query.arms.temporal import TemporalArm
from memstream.query.model import Arm
from memstream.query.prf import Feedback


@dataclass(frozen=True, slots=True)
class ArmOptions:
    """Tunables of the arms (defaults are the documented behaviour)."""

    semantic_min_cosine: float = DEFAULT_MIN_COSINE
    temporal_chain_seeds: int = 3
    temporal_neighbour_decay: float = 0.5
    temporal_max_ref_days: float = 370.0
    #: RM3 feedback of the context arm (off by default: docs = 0).
    context_feedback: Feedback = field(default_factory=Feedback)
    #: Whose document frequencies the BM25 and context arms use (`connectors.bm25_idf.IdfScope`).
    bm25_idf: IdfScope = "index"
    #: `BankCache` options of the per-bank tables (tests pass check_interval_s=0).
    cache_options: dict[str, Any] = field(default_factory=dict)


ArmFactory = Callable[[Stores, ArmOptions], Arm]

ARMS: dict[str, ArmFactory] = {
    "semantic": lambda s, o: SemanticArm(s.vector, min_cosine=o.semantic_min_cosine),
    "bm25": lambda s, o: Bm25Arm(s.bm25, o.bm25_idf),
    "context": lambda s, o: ContextArm(s.bm25, o.context_feedback, o.bm25_idf),
    "splade": lambda s, o: SpladeArm(s.vector),
    "li_lsr": lambda s, o: LiLsrArm(s.vector),
    "temporal": lambda s, o: TemporalArm(
        s.vector,
        s.graph,
        chain_seeds=o.temporal_chain_seeds,
        neighbour_decay=o.temporal_neighbour_decay,
        max_ref_days=o.temporal_max_ref_days,
        cache_options=o.cache_options,
    ),
    "graph": lambda s, o: GraphArm(s.vector, s.graph),
}


def build_arms(
    stores: Stores, names: Iterable[str] | None = None, options: ArmOptions | None = None
) -> dict[str, Arm]:
    """The arms called `names` (default: all of `ARMS`) over `stores`."""
    opts = options or ArmOptions()
    wanted = list(ARMS) if names is None else list(dict.fromkeys(names))
    unknown = [n for n in wanted if n not in ARMS]
    if unknown:
        raise ValueError(f"unknown arms {unknown}; registered: {sorted(ARMS)}")
    return {n: ARMS[n](stores, opts) for n in wanted}


__all__ = [
    "ARMS",
    "ArmFactory",
    "ArmOptions",
    "Bm25Arm",
    "ContextArm",
    "GraphArm",
    "LiLsrArm",
    "SemanticArm",
    "SpladeArm",
    "TemporalArm",
    "build_arms",
]
