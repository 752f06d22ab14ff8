"""Building the recall engine of a process from settings, over its stores and models."""

from __future__ import annotations

import logging

from connectors.stores import Stores
from memstream.encoders import Enricher
from memstream.settings import RecallSettings
from query.arms import ArmOptions, build_arms
from query.encode import QueryEncoder
from query.engine import EngineOptions, Expander, RecallEngine
from query.model import parse_mode
from query.rerank import load_reranker

log = logging.getLogger(__name__)


def build_engine(
    stores: Stores,
    enricher: Enricher,
    settings: RecallSettings,
    *,
    expander: Expander | None = None,
) -> RecallEngine:
    """The engine over the process's stores, sharing the ingestion side's models."""
    arms = build_arms(stores, options=ArmOptions(semantic_min_cosine=settings.semantic_min_cosine))
    if expander is None:
        expander = _default_expander(stores)
    rerankers = {
        "configured": load_reranker(
            settings.reranker, settings.reranker_model, dense=enricher.dense
        ),
        "late_interaction": load_reranker(
            "late_interaction", settings.colbert_model, dense=enricher.dense
        ),
    }
    options = EngineOptions(
        default_mode=parse_mode(settings.default_mode),
        arm_timeout_s=settings.arm_timeout_s,
        rerank_depth=settings.rerank_depth,
        expansion_limit=settings.expansion_limit,
    )
    return RecallEngine(
        stores,
        QueryEncoder.from_enricher(enricher, stores),
        arms,
        rerankers=rerankers,
        expander=expander,
        options=options,
    )


def _default_expander(stores: Stores) -> Expander | None:
    try:
        from query.expand import GraphExpander
    except ImportError:  # graph expansion not built into this checkout
        log.warning("graph expansion unavailable")
        return None
    return GraphExpander(stores.graph, count=stores.vector.count)
