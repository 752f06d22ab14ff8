"""The recall engine: one entry point that runs the stages of a recall in order.

```
request ─► encode once ─► arms in parallel (timeout each; failures -> degraded)
        ─► RRF (k = 60) ─► load (+ speaker priors) ─► rerank top candidates ─► cut to limit
        ─► graph expansion (additive) ─► token budget ─► response (+ explain: per-arm ranks,
           RRF, rerank, path, timings)
```
Modes are recipes (`memstream.query.modes`); the engine only reads them. The fan-out is
`memstream.query.fanout`, the other stages are functions in `memstream.query.stages`; what is
here is their order, the timings, and what needs the engine's stores and models.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Protocol

from memstream.connectors.stores import Stores
from memstream.connectors.vector import StoredMemory
from memstream.contract.recall import (
    ContextEvidence,
    DegradedArm,
    FactType,
    Mode,
    RecallRequest,
    RecallResponse,
)
from memstream.errors import ConfigError
from memstream.query import recall_scope, stages
from memstream.query.explain import context_evidence
from memstream.query.fanout import ArmResults, FanOut, Running
from memstream.query.fusion import RRF_K, Fused
from memstream.query.model import Arm, EncodedQuery, Expander, Expansion
from memstream.query.modes import RECIPES, Recipe
from memstream.query.rerank import Reranker
from memstream.query.speakers import SpeakerIndex

log = logging.getLogger(__name__)

__all__ = ["EngineOptions", "Expander", "Expansion", "QueryEncoderLike", "RecallEngine"]


class QueryEncoderLike(Protocol):
    def encode(self, request: RecallRequest, needs: frozenset[str]) -> EncodedQuery: ...


@dataclass(frozen=True, slots=True)
class EngineOptions:
    default_mode: Mode = Mode.FULL_STACK
    rrf_k: int = RRF_K
    arm_timeout_s: float = 2.0
    #: Each arm returns this many per requested result (and at least `min_arm_depth`).
    arm_depth_factor: int = 3
    min_arm_depth: int = 30
    #: Fused candidates the reranker sees.
    rerank_depth: int = 100
    #: Expanded memories added per recall at most.
    expansion_limit: int = 10
    #: Fused scores of memories said by a speaker the query names are multiplied by 1 + this.
    speaker_boost: float = 0.0
    #: Added after the rerank to memories by a named speaker (per query token for MaxSim).
    rerank_speaker_boost: float = 0.0
    #: Feed Hebbian co-activation after each recall (benchmarks turn it off).
    hebbian_learning: bool = True


class RecallEngine:
    """Thread-safe; one per process, sharing the process's store handles."""

    def __init__(
        self,
        stores: Stores,
        encoder: QueryEncoderLike,
        arms: Mapping[str, Arm],
        *,
        rerankers: Mapping[str, Reranker | None] | None = None,
        expander: Expander | None = None,
        speakers: SpeakerIndex | None = None,
        options: EngineOptions | None = None,
        recipes: Mapping[Mode, Recipe] = RECIPES,
    ) -> None:
        self.stores = stores
        self.speakers = speakers
        self.encoder = encoder
        self.arms = dict(arms)
        self.rerankers = dict(rerankers or {})
        self.expander = expander
        self.options = options or EngineOptions()
        self.recipes = dict(recipes)
        missing = {a for r in self.recipes.values() for a in r.arms} - set(self.arms)
        if missing:
            log.warning("recall modes needing missing arms will degrade arms=%s", sorted(missing))
        self._fanout = FanOut(self.options.arm_timeout_s)

    def warm(self, bank: str) -> None:
        """Build the bank's tables that the encoder, the speaker index and the arms keep
        (entities, LI-LSR IDF, speakers, mentioned times), so that no recall waits for them.
        Without it a bank's first recall builds them: at 1M memories tens of seconds, in which
        the arms that need them time out."""
        for part in (self.encoder, *self.arms.values()):
            warm = getattr(part, "warm", None)
            if warm is not None:
                warm([bank])
        if self.speakers is not None:
            self.speakers.warm(bank)

    def close(self) -> None:
        self._fanout.close()
        if self.expander is not None:  # flushes queued Hebbian observations
            self.expander.close()

    # ------------------------------------------------------------------ the entry point
    def recall(
        self, request: RecallRequest, *, timings_out: dict[str, float] | None = None
    ) -> RecallResponse:
        """Answer one request. `timings_out`, when given, receives the stage timings (ms)
        whether or not the request asks for explain (for metrics)."""
        with recall_scope.scope():
            return self._recall(request, timings_out)

    def _recall(
        self, request: RecallRequest, timings_out: dict[str, float] | None
    ) -> RecallResponse:
        mode, plan = self._plan(request)
        clock = stages.StageClock()
        arms = {n: self.arms[n] for n in plan.arms if n in self.arms and plan.runs(n)}
        reranker = self._reranker(plan)
        depth = max(self.options.min_arm_depth, request.limit * self.options.arm_depth_factor)

        query, started = self._encode(request, arms, reranker, depth)
        clock.lap("encode")
        found = self._fan_out(plan, arms, query, depth, started)
        clock.add(found.timings)
        fused = stages.fuse(found.hits, plan, self.options.rrf_k)
        clock.lap("fusion")
        size = stages.pool_size(plan, request.limit, self.options.rerank_depth)
        load = partial(self._load, bank=request.bank, fact_types=request.fact_types)
        named = self._named_speakers(request)
        pool = stages.load_pool(fused, load, named, self.options.speaker_boost, size)
        clock.lap("load")
        boost = self.options.rerank_speaker_boost
        ranked = stages.rerank_mixed(reranker, query, pool, plan, found.hits, boost)
        clock.lap("rerank")
        top = ranked.candidates[: request.limit]
        expanded, expand_failed = self._expand(plan, query, top, pool.stored, request)
        clock.lap("expansion")
        placed = stages.place(top, expanded)
        tokens, total = stages.budget(placed, pool.stored, request.max_tokens)
        clock.lap("budget")

        evidence = stages.Evidence(
            found.hits,
            ranked.scores,
            pool.priors,
            dict(plan.weights),
            ranked.mixed,
            self._context(reranker, request, placed),
        )
        memories = stages.memories(placed, tokens, pool.stored, evidence, request.explain)
        if self.expander is not None and memories and self.options.hebbian_learning:
            self._observe(request.bank, [m.id for m in memories[: request.limit]])
        total_ms = clock.total()
        log.debug(
            "recall bank=%s mode=%s hits=%d ms=%.1f", request.bank, mode, len(memories), total_ms
        )
        if timings_out is not None:
            timings_out.update(clock.stages)
        degraded = [*found.degraded, *ranked.degraded, *expand_failed]
        return stages.respond(request, mode, query, memories, total, degraded, clock.stages)

    # ------------------------------------------------------------------ stages
    def _plan(self, request: RecallRequest) -> tuple[Mode, Recipe]:
        mode = request.mode or self.options.default_mode
        plan = self.recipes.get(mode)
        if plan is None:
            raise ConfigError(
                f"mode {mode} has no recipe in this engine; use {sorted(self.recipes)}"
            )
        return mode, plan

    def _reranker(self, plan: Recipe) -> Reranker | None:
        if plan.rerank is None:
            return None
        if plan.rerank not in self.rerankers:
            raise ConfigError(f"no reranker {plan.rerank!r} configured for this engine")
        return self.rerankers[plan.rerank]

    def _encode(
        self,
        request: RecallRequest,
        arms: Mapping[str, Arm],
        reranker: Reranker | None,
        depth: int,
    ) -> tuple[EncodedQuery, dict[str, Running]]:
        """The query encoded once with every need of the recall, and the arms started early.

        Arms that read no encoding (BM25) start at once, on the bare query, and run beside the
        model passes instead of after them (HYBRID at 100k: about 3 ms less).
        """
        needs = stages.needs_of(arms.values(), reranker)
        early = stages.early_arms(arms)
        started: dict[str, Running] = {}
        if early and needs:
            started = self._fanout.start(early, self.encoder.encode(request, frozenset()), depth)
        return self.encoder.encode(request, needs), started

    def _fan_out(
        self,
        plan: Recipe,
        arms: Mapping[str, Arm],
        query: EncodedQuery,
        depth: int,
        started: Mapping[str, Running],
    ) -> ArmResults:
        """Every arm's hits in plan order; arms this process lacks are named as degraded."""
        found = self._fanout.run(arms, query, depth, started)
        found.degraded += [
            DegradedArm(arm=n, reason="arm not available in this process")
            for n in plan.arms
            if n not in self.arms
        ]
        return found

    def _expand(
        self,
        plan: Recipe,
        query: EncodedQuery,
        top: Sequence[Fused],
        stored: dict[str, StoredMemory],
        request: RecallRequest,
    ) -> tuple[list[Expansion], list[DegradedArm]]:
        """The graph's additions around `top`, loaded into `stored`. Those the request's
        filters exclude (another fact type, outside an explicit `start`/`end`) are dropped:
        the graph links them, but the caller asked for none of them."""
        if not plan.expand or self.expander is None or not top:
            return [], []
        limit = self.options.expansion_limit
        expanded, failed = stages.expand(self.expander, query, top, limit)
        new = [x.id for x in expanded if x.id not in stored]
        stored.update(self._load(new, request.bank, request.fact_types))
        lo = request.start.timestamp() if request.start is not None else -math.inf
        hi = request.end.timestamp() if request.end is not None else math.inf
        kept = [
            x
            for x in expanded
            if x.id in stored and lo <= float(stored[x.id].payload.get("occurred_ts", lo)) < hi
        ]
        return kept, failed

    @staticmethod
    def _context(
        reranker: Reranker | None, request: RecallRequest, placed: Sequence[stages.Placed]
    ) -> dict[str, list[ContextEvidence]]:
        """For explain: the neighbours whose words the rerank let the query match."""
        if not request.explain or reranker is None:
            return {}
        return context_evidence(reranker, request.bank, [p.id for p in placed])

    def _named_speakers(self, request: RecallRequest) -> frozenset[str]:
        boosts = (self.options.speaker_boost, self.options.rerank_speaker_boost)
        if self.speakers is None or max(boosts) <= 0:
            return frozenset()
        return self.speakers.mentioned(request.bank, request.text)

    def _load(
        self, ids: Sequence[str], bank: str, fact_types: Sequence[FactType] | None
    ) -> dict[str, StoredMemory]:
        if not ids:
            return {}
        allowed = None if fact_types is None else {str(f) for f in fact_types}
        return {
            m.id: m
            for m in self.stores.vector.get(list(ids), bank=bank)
            if allowed is None or m.payload.get("fact_type") in allowed
        }

    def _observe(self, bank: str, ids: list[str]) -> None:
        assert self.expander is not None
        try:
            self.expander.observe(bank, ids)
        except Exception:
            log.exception("hebbian update failed bank=%s", bank)
