"""The recall engine: one entry point that encodes, fans out, fuses, reranks, expands, budgets.

```
request ─► encode once ─► arms in parallel (timeout each; failures -> degraded)
        ─► RRF (k = 60) ─► rerank top candidates ─► cut to limit ─► graph expansion (additive)
        ─► token budget ─► response (+ explain: per-arm ranks, RRF, rerank, path, timings)
```
Modes are recipes (`memstream.query.modes`); the engine only reads them.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from memstream.connectors.stores import Stores
from memstream.connectors.vector import StoredMemory
from memstream.contract.recall import (
    ArmEvidence,
    DegradedArm,
    Explain,
    Mode,
    RecalledMemory,
    RecallRequest,
    RecallResponse,
)
from memstream.errors import ConfigError
from memstream.query.budget import fit
from memstream.query.fusion import RRF_K, Fused, rrf
from memstream.query.model import Arm, ArmHit, EncodedQuery
from memstream.query.modes import RECIPES, Recipe
from memstream.query.rerank import RerankDoc, Reranker
from memstream.query.speakers import SpeakerIndex

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Expansion:
    """A memory added by graph expansion, and how it was reached."""

    id: str
    via: str  # "entity", "next", "prev", "episode", "hebbian"
    source: str  # the result it was reached from
    weight: float


class Expander(Protocol):
    """Graph expansion after the rerank; `observe` feeds Hebbian co-activation."""

    def expand(self, query: EncodedQuery, ids: Sequence[str], limit: int) -> list[Expansion]: ...

    def observe(self, bank: str, ids: Sequence[str]) -> None: ...


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
    #: Feed Hebbian co-activation after each recall (benchmarks turn it off).
    hebbian_learning: bool = True


@dataclass(frozen=True, slots=True)
class _Running:
    """An arm's retrieval in flight and when it started (its timeout runs from then)."""

    future: Future[tuple[list[ArmHit], float]]
    started: float


@dataclass
class _Timings:
    stages: dict[str, float] = field(default_factory=dict)

    def time(self, name: str, t0: float) -> float:
        now = time.perf_counter()
        self.stages[name] = round((now - t0) * 1000, 3)
        return now


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
        self._pool = ThreadPoolExecutor(max_workers=8, thread_name_prefix="recall-arm")

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        close = getattr(self.expander, "close", None)
        if close is not None:  # flushes queued Hebbian observations
            close()

    # ------------------------------------------------------------------ the entry point
    def recall(
        self, request: RecallRequest, *, timings_out: dict[str, float] | None = None
    ) -> RecallResponse:
        """Answer one request. `timings_out`, when given, receives the stage timings (ms)
        whether or not the request asks for explain (for metrics)."""
        mode = request.mode or self.options.default_mode
        plan = self.recipes.get(mode)
        if plan is None:
            raise ConfigError(
                f"mode {mode} has no recipe in this engine; use {sorted(self.recipes)}"
            )
        timings = _Timings()
        t = time.perf_counter()
        t_start = t

        arms = {name: self.arms[name] for name in plan.arms if name in self.arms}
        reranker = self._reranker(plan)
        stages: list[Any] = [*arms.values(), reranker]
        needs = frozenset().union(*(getattr(s, "needs", frozenset()) for s in stages))
        depth = max(self.options.min_arm_depth, request.limit * self.options.arm_depth_factor)
        running: dict[str, _Running] = {}
        early = {n: a for n, a in arms.items() if not getattr(a, "needs", frozenset())}
        if early and needs:
            # Arms that read no encoding (BM25) start now, on the bare query, and run beside
            # the model passes instead of after them (HYBRID at 100k: about 3 ms less).
            running = self._start(early, self.encoder.encode(request, frozenset()), depth)
        query = self.encoder.encode(request, needs)
        t = timings.time("encode", t)

        running |= self._start({n: a for n, a in arms.items() if n not in running}, query, depth)
        results, degraded = self._collect({n: running[n] for n in arms}, timings)  # plan order
        degraded += [
            DegradedArm(arm=n, reason="arm not available in this process")
            for n in plan.arms
            if n not in self.arms
        ]
        t = time.perf_counter()

        fused = rrf(
            {n: [h.id for h in hits] for n, hits in results.items()},
            k=self.options.rrf_k,
            weights=dict(plan.weights),
        )
        t = timings.time("fusion", t)

        pool_size = max(request.limit, self.options.rerank_depth) if plan.rerank else request.limit
        named = self._named_speakers(request)
        stored = self._load(
            [f.id for f in (fused if named else fused[:pool_size])],
            request.bank,
            request.fact_types,
        )
        priors: dict[str, float] = {}
        if named:
            factor = 1.0 + self.options.speaker_boost
            priors = {i: factor for i, m in stored.items() if m.payload.get("speaker") in named}
            fused.sort(key=lambda f: -f.score * priors.get(f.id, 1.0))
        candidates = [f for f in fused if f.id in stored][:pool_size]
        t = timings.time("load", t)

        rerank_scores: dict[str, float] = {}
        if reranker is not None and candidates:
            docs = [
                RerankDoc(f.id, stored[f.id].text, _when(stored[f.id]), request.bank)
                for f in candidates
            ]
            try:
                score_tokens = getattr(reranker, "score_tokens", None)
                if query.dense_tokens is not None and score_tokens is not None:
                    # the query's token vectors came with its dense vector: no second pass
                    scores = score_tokens(query.dense_tokens, docs)
                else:
                    scores = reranker.score(query.text, docs)
                rerank_scores = dict(zip((d.id for d in docs), scores, strict=True))
                rank_of = {f.id: i for i, f in enumerate(candidates)}
                candidates.sort(key=lambda f: (-rerank_scores[f.id], rank_of[f.id]))
            except Exception as e:  # a broken reranker degrades to the fused order
                log.exception("rerank failed reranker=%s", reranker.name)
                degraded.append(DegradedArm(arm=f"rerank:{reranker.name}", reason=str(e)[:300]))
        t = timings.time("rerank", t)

        top = candidates[: request.limit]
        expanded: list[Expansion] = []
        if plan.expand and self.expander is not None and top:
            try:
                expanded = self.expander.expand(
                    query, [f.id for f in top], self.options.expansion_limit
                )
            except Exception as e:
                log.exception("expansion failed")
                degraded.append(DegradedArm(arm="expansion", reason=str(e)[:300]))
            have = {f.id for f in top}
            expanded = [x for x in expanded if x.id not in have]
            stored.update(
                self._load(
                    [x.id for x in expanded if x.id not in stored], request.bank, request.fact_types
                )
            )
            expanded = [x for x in expanded if x.id in stored]
        t = timings.time("expansion", t)

        ordered: list[tuple[str, Fused | None, Expansion | None]] = [(f.id, f, None) for f in top]
        ordered += [(x.id, None, x) for x in expanded]
        kept, total = fit([(i, stored[i].text) for i, _, _ in ordered], request.max_tokens)
        t = timings.time("budget", t)

        tokens = dict(kept)
        memories: list[RecalledMemory] = []
        for id_, fused_item, exp in ordered:
            if id_ not in tokens:
                continue
            memories.append(
                self._memory(
                    stored[id_],
                    len(memories) + 1,
                    tokens[id_],
                    fused_item,
                    exp,
                    results,
                    rerank_scores,
                    priors.get(id_),
                    request.explain,
                )
            )
        if self.expander is not None and memories and self.options.hebbian_learning:
            self._observe(request.bank, [m.id for m in memories[: request.limit]])
        timings.stages["total"] = round((time.perf_counter() - t_start) * 1000, 3)
        log.debug(
            "recall bank=%s mode=%s hits=%d ms=%.1f",
            request.bank,
            mode,
            len(memories),
            timings.stages["total"],
        )
        if timings_out is not None:
            timings_out.update(timings.stages)
        window = query.window
        return RecallResponse(
            bank=request.bank,
            mode=mode,
            query=request.text,
            memories=memories,
            total_tokens=total,
            degraded=degraded,
            time_window=None
            if window is None
            else {
                "start": window.start.isoformat(),
                "end": window.end.isoformat(),
                "source": window.source,
            },
            entities=list(query.entities),
            timings_ms=timings.stages if request.explain else None,
        )

    # ------------------------------------------------------------------ stages
    def _start(
        self, arms: Mapping[str, Arm], query: EncodedQuery, depth: int
    ) -> dict[str, _Running]:
        return {
            name: _Running(
                self._pool.submit(_timed_retrieve, arm, query, depth), time.perf_counter()
            )
            for name, arm in arms.items()
        }

    def _collect(
        self, running: Mapping[str, _Running], timings: _Timings
    ) -> tuple[dict[str, list[ArmHit]], list[DegradedArm]]:
        """Hits per arm, or the arm named in `degraded`; a timeout counts from its start."""
        results: dict[str, list[ArmHit]] = {}
        degraded: list[DegradedArm] = []
        timeout = self.options.arm_timeout_s
        for name, run in running.items():
            try:
                left = max(0.0, run.started + timeout - time.perf_counter())
                hits, spent = run.future.result(timeout=left)
                results[name] = hits
                timings.stages[f"arm:{name}"] = round(spent * 1000, 3)
            except FutureTimeout:
                run.future.cancel()
                degraded.append(DegradedArm(arm=name, reason=f"timed out after {timeout:g}s"))
                timings.stages[f"arm:{name}"] = round((time.perf_counter() - run.started) * 1000, 3)
            except Exception as e:
                log.warning("arm failed arm=%s error=%s", name, e)
                degraded.append(DegradedArm(arm=name, reason=f"{type(e).__name__}: {e}"[:300]))
        return results, degraded

    def _named_speakers(self, request: RecallRequest) -> frozenset[str]:
        if self.speakers is None or self.options.speaker_boost <= 0:
            return frozenset()
        return self.speakers.mentioned(request.bank, request.text)

    def _reranker(self, plan: Recipe) -> Reranker | None:
        if plan.rerank is None:
            return None
        if plan.rerank not in self.rerankers:
            raise ConfigError(f"no reranker {plan.rerank!r} configured for this engine")
        return self.rerankers[plan.rerank]

    def _load(
        self, ids: Sequence[str], bank: str, fact_types: Sequence[Any] | None
    ) -> dict[str, StoredMemory]:
        if not ids:
            return {}
        allowed = None if fact_types is None else {str(getattr(f, "value", f)) for f in fact_types}
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

    @staticmethod
    def _memory(
        m: StoredMemory,
        rank: int,
        tokens: int,
        fused: Fused | None,
        exp: Expansion | None,
        results: Mapping[str, list[ArmHit]],
        rerank_scores: Mapping[str, float],
        prior: float | None,
        explain: bool,
    ) -> RecalledMemory:
        rerank = rerank_scores.get(m.id)
        score = (
            rerank
            if rerank is not None
            else (fused.score if fused is not None else exp.weight if exp else 0.0)
        )
        info = None
        if explain:
            evidence = []
            if fused is not None:
                for arm, r in sorted(fused.ranks.items(), key=lambda kv: kv[1]):
                    evidence.append(ArmEvidence(arm=arm, rank=r, score=results[arm][r - 1].score))
            info = Explain(
                arms=evidence,
                rrf_score=fused.score if fused is not None else None,
                rerank_score=rerank,
                prior=prior,
                expansion=None
                if exp is None
                else f"{exp.via} of {exp.source} (weight {exp.weight:.3g})",
                final_rank=rank,
            )
        return RecalledMemory(
            **{
                **RecalledMemory.from_payload_fields(m.id, m.payload),
                "occurred_at": _when(m) or datetime.fromtimestamp(0).astimezone(),
            },
            score=float(score),
            tokens=tokens,
            explain=info,
        )


def _timed_retrieve(arm: Arm, query: EncodedQuery, depth: int) -> tuple[list[ArmHit], float]:
    t0 = time.perf_counter()
    hits = arm.retrieve(query, depth)
    return hits, time.perf_counter() - t0


def _when(m: StoredMemory) -> datetime | None:
    value = m.payload.get("occurred_at")
    if isinstance(value, datetime):
        return value
    try:
        return datetime.fromisoformat(str(value)) if value else None
    except ValueError:
        return None
