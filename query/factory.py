"""Building the recall engine of a process from settings, over its stores and models."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memstream.connectors.stores import Stores
from memstream.contract.recall import parse_mode
from memstream.corecall import CoRecall
from memstream.encoders import Enricher
from memstream.query.arms import ArmOptions, build_arms
from memstream.query.bankcache import CachedCount
from memstream.query.encode import QueryEncoder
from memstream.query.engine import EngineOptions, Expander, RecallEngine
from memstream.query.expand import GraphExpander
from memstream.query.prf import Feedback
from memstream.query.rerank import Reranker, load_reranker
from memstream.query.speakers import SpeakerIndex
from memstream.settings import RecallSettings

if TYPE_CHECKING:
    from memstream.query.rerank.late_interaction import ContextLookup

log = logging.getLogger(__name__)


def context_feedback(settings: RecallSettings) -> Feedback:
    """The context arm's RM3 feedback as `settings` set it."""
    return Feedback(
        settings.context_feedback_docs,
        settings.context_feedback_terms,
        settings.context_feedback_weight,
    )


def build_engine(
    stores: Stores,
    enricher: Enricher,
    settings: RecallSettings,
    *,
    expander: Expander | None = None,
    corecalls: Callable[[CoRecall], None] | None = None,
) -> RecallEngine:
    """The engine over the process's stores, sharing the ingestion side's models.

    `corecalls`: where Hebbian co-recalls go (a node: the events topic, for the flow to apply);
    without it the engine writes them to the graph itself."""
    options = ArmOptions(
        semantic_min_cosine=settings.semantic_min_cosine,
        context_feedback=context_feedback(settings),
        bm25_idf=settings.bm25_idf,
    )
    arms = build_arms(stores, options=options)
    if expander is None:
        expander = _default_expander(stores, corecalls)

    def load(kind: str, model: str | None, **extra: Any) -> Reranker | None:
        return load_reranker(
            kind,
            model,
            dense=enricher.dense,
            batch_size=settings.rerank_batch_size,
            max_length=settings.rerank_max_length,
            cache_mb=settings.rerank_cache_mb,
            token_store=stores.tokens,
            **extra,
        )

    late = load(
        "late_interaction",
        settings.colbert_model,
        context=_neighbour_turns(stores),
        context_weight=settings.rerank_context_weight,
        context_weights={
            -2: settings.rerank_context2_weight,
            1: settings.rerank_next_context_weight,
        },
    )
    configured = (
        late
        if settings.reranker == "late_interaction"
        else load(settings.reranker, settings.reranker_model)
    )
    rerankers = {"configured": configured, "late_interaction": late}
    engine_options = EngineOptions(
        default_mode=parse_mode(settings.default_mode),
        arm_timeout_s=settings.arm_timeout_s,
        rerank_depth=settings.rerank_depth,
        expansion_limit=settings.expansion_limit,
        speaker_boost=settings.speaker_boost,
        rerank_speaker_boost=settings.rerank_speaker_boost,
        hebbian_learning=settings.hebbian_learning,
    )
    return RecallEngine(
        stores,
        QueryEncoder.from_enricher(enricher, stores, token_idf=settings.rerank_token_idf),
        arms,
        rerankers=rerankers,
        expander=expander,
        speakers=SpeakerIndex(stores.vector),
        options=engine_options,
    )


def _neighbour_turns(stores: Stores) -> ContextLookup:
    """The memories around each id in its conversation (the graph's NEXT chain, one read)."""

    def near(bank: str, ids: Sequence[str], offsets: Sequence[int]) -> dict[str, dict[int, str]]:
        wanted = set(offsets)
        return {
            i: {o: n for o, n in by.items() if o in wanted}
            for i, by in stores.graph.around(bank, ids).items()
        }

    return near


def _default_expander(
    stores: Stores, corecalls: Callable[[CoRecall], None] | None = None
) -> Expander:
    return GraphExpander(
        stores.graph, count=CachedCount(stores.vector.count_estimate), publish=corecalls
    )
