"""The stages of one recall after the fan-out, each a function of what came before it.

```
encode ─► fan out ─► fuse ─► load + priors ─► rerank ─► expand ─► budget ─► respond
```
`RecallEngine.recall` (query/engine.py) runs the sequence and times it (`StageClock`); the
fan-out is `memstream.query.fanout`. The functions here touch no store and no pool: what they
need (a reranker, an expander) is handed to them, so each can be tested alone. A stage that
may fail without failing the recall (rerank, expansion) returns its failure as `DegradedArm`s.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial

from memstream.connectors.vector import StoredMemory
from memstream.contract.recall import (
    ArmEvidence,
    ContextEvidence,
    DegradedArm,
    Explain,
    Mode,
    RecalledMemory,
    RecallRequest,
    RecallResponse,
)
from memstream.query.budget import fit
from memstream.query.explain import mix_after_rerank
from memstream.query.fanout import REASON_CHARS, ms
from memstream.query.fusion import Fused, rrf
from memstream.query.model import Arm, ArmHit, EncodedQuery, Expander, Expansion
from memstream.query.modes import Recipe
from memstream.query.rerank import RerankDoc, Reranker

log = logging.getLogger(__name__)

_NO_NEEDS: frozenset[str] = frozenset()


class StageClock:
    """Stage timings of one recall in ms, in the order the stages ran, plus the total."""

    def __init__(self) -> None:
        self.stages: dict[str, float] = {}
        self._start = self._last = time.perf_counter()

    def lap(self, stage: str) -> None:
        """Time `stage` as everything since the previous lap."""
        now = time.perf_counter()
        self.stages[stage] = ms(now - self._last)
        self._last = now

    def add(self, timings: Mapping[str, float]) -> None:
        """Take timings measured elsewhere (the arms'); the next lap starts now."""
        self.stages.update(timings)
        self._last = time.perf_counter()

    def total(self) -> float:
        self.stages["total"] = ms(time.perf_counter() - self._start)
        return self.stages["total"]


# -- encode ---------------------------------------------------------------------------------


def needs_of(arms: Iterable[Arm], reranker: Reranker | None) -> frozenset[str]:
    """The encodings a recall needs: the union of its arms' and its reranker's `needs`."""
    parts = [a.needs for a in arms]
    if reranker is not None:
        parts.append(reranker.needs)
    return _NO_NEEDS.union(*parts)


def early_arms(arms: Mapping[str, Arm]) -> dict[str, Arm]:
    """The arms that read no encoding (BM25): they can start on the bare query."""
    return {name: arm for name, arm in arms.items() if not arm.needs}


# -- fuse -----------------------------------------------------------------------------------


def fuse(hits: Mapping[str, Sequence[ArmHit]], plan: Recipe, k: int) -> list[Fused]:
    """RRF over the arms' rankings with the recipe's weights, best first; an arm of weight 0
    (run only for the score mix) adds no candidate."""
    w = plan.weights
    ranked = {n: [h.id for h in arm] for n, arm in hits.items() if w.get(n, 1.0) > 0}
    return rrf(ranked, k=k, weights=dict(w))


# -- load and priors ------------------------------------------------------------------------


@dataclass(slots=True)
class Pool:
    """The fused candidates the rerank sees (those loaded, in fused-with-priors order), every
    memory loaded so far, and the priors applied (id -> multiplier of the fused score)."""

    candidates: list[Fused]
    stored: dict[str, StoredMemory]
    priors: dict[str, float] = field(default_factory=dict)


def pool_size(plan: Recipe, limit: int, rerank_depth: int) -> int:
    """How many fused candidates go on: the rerank depth when the recipe reranks."""
    return max(limit, rerank_depth) if plan.rerank else limit


def speaker_priors(
    stored: Mapping[str, StoredMemory], named: frozenset[str], boost: float
) -> dict[str, float]:
    """1 + `boost` for each memory said by a speaker the query names."""
    factor = 1.0 + boost
    return {i: factor for i, m in stored.items() if m.payload.get("speaker") in named}


def apply_priors(fused: Sequence[Fused], priors: Mapping[str, float]) -> list[Fused]:
    """`fused` ordered by score times prior (stable: equal products keep the fused order)."""
    return sorted(fused, key=lambda f: -f.score * priors.get(f.id, 1.0))


def candidates(
    fused: Iterable[Fused], stored: Mapping[str, StoredMemory], size: int
) -> list[Fused]:
    """The first `size` fused results that were loaded (other banks' or fact types' drop out)."""
    return [f for f in fused if f.id in stored][:size]


def load_pool(
    fused: list[Fused],
    load: Callable[[list[str]], dict[str, StoredMemory]],
    named: frozenset[str],
    boost: float,
    size: int,
) -> Pool:
    """The candidates the rerank sees, loaded by `load` (ids -> the memories the recall may
    answer); with speaker priors when the query names a speaker (then every fused result is
    loaded, since priors may lift one from deep down)."""
    wanted = fused if named else fused[:size]
    stored = load([f.id for f in wanted])
    priors: dict[str, float] = {}
    if named:
        priors = speaker_priors(stored, named, boost)
        fused = apply_priors(fused, priors)
    return Pool(candidates(fused, stored, size), stored, priors)


# -- rerank ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reranked:
    """The candidates in rerank order, their rerank scores, and a failed rerank if any;
    `mixed`: per id, what the recipe's score mix and the speaker prior added."""

    candidates: list[Fused]
    scores: dict[str, float] = field(default_factory=dict)
    degraded: list[DegradedArm] = field(default_factory=list)
    mixed: dict[str, dict[str, float]] = field(default_factory=dict)


def rerank_docs(
    cands: Sequence[Fused], stored: Mapping[str, StoredMemory], bank: str
) -> list[RerankDoc]:
    return [RerankDoc(f.id, stored[f.id].text, when(stored[f.id]), bank) for f in cands]


def rerank_scores(
    reranker: Reranker, query: EncodedQuery, docs: Sequence[RerankDoc]
) -> list[float]:
    """The reranker's scores of `docs`, from the query's token vectors when it scores those."""
    if reranker.scores_tokens and query.dense_tokens is not None:
        # the query's token vectors came with its dense vector: no second model pass
        return reranker.score_tokens(query.dense_tokens, docs)
    return reranker.score(query.text, docs)


def rerank(
    reranker: Reranker | None,
    query: EncodedQuery,
    pool: Pool,
    bank: str,
    mix: Callable[[dict[str, float]], tuple[dict[str, float], dict[str, dict[str, float]]]]
    | None = None,
) -> Reranked:
    """The pool's candidates by rerank score (ties keep the fused order); a reranker that
    raises leaves the fused order and is reported as ``rerank:<name>``. `mix` turns the
    reranker's scores into the final ones (query/explain.py: the recipe's score mix)."""
    if reranker is None or not pool.candidates:
        return Reranked(list(pool.candidates))
    docs = rerank_docs(pool.candidates, pool.stored, bank)
    try:
        scores = dict(zip((d.id for d in docs), rerank_scores(reranker, query, docs), strict=True))
    except Exception as e:  # a broken reranker degrades to the fused order
        log.exception("rerank failed reranker=%s", reranker.name)
        failed = DegradedArm(arm=f"rerank:{reranker.name}", reason=str(e)[:REASON_CHARS])
        return Reranked(list(pool.candidates), degraded=[failed])
    mixed: dict[str, dict[str, float]] = {}
    if mix is not None:
        scores, mixed = mix(scores)
    rank_of = {f.id: i for i, f in enumerate(pool.candidates)}
    ordered = sorted(pool.candidates, key=lambda f: (-scores[f.id], rank_of[f.id]))
    return Reranked(ordered, scores, mixed=mixed)


def rerank_mixed(
    reranker: Reranker | None,
    query: EncodedQuery,
    pool: Pool,
    plan: Recipe,
    hits: Mapping[str, Sequence[ArmHit]],
    speaker_boost: float,
) -> Reranked:
    """`rerank`, then the recipe's score mix over the arms' `hits` and `speaker_boost` for
    each memory the speaker prior lifted (`memstream.query.explain.mix_after_rerank`)."""
    bonus = dict.fromkeys(pool.priors, speaker_boost)
    mix = partial(mix_after_rerank, plan, query, reranker, hits, bonus=bonus)
    return rerank(reranker, query, pool, query.bank, mix)


# -- expand ---------------------------------------------------------------------------------


def expand(
    expander: Expander, query: EncodedQuery, top: Sequence[Fused], limit: int
) -> tuple[list[Expansion], list[DegradedArm]]:
    """What the expander adds around `top` (never one of `top`), or its failure."""
    try:
        added = expander.expand(query, [f.id for f in top], limit)
    except Exception as e:
        log.exception("expansion failed")
        return [], [DegradedArm(arm="expansion", reason=str(e)[:REASON_CHARS])]
    have = {f.id for f in top}
    return [x for x in added if x.id not in have], []


# -- budget ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Placed:
    """A memory in answer order: ranked (`fused`) or added by graph expansion (`expansion`)."""

    id: str
    fused: Fused | None = None
    expansion: Expansion | None = None


def place(top: Sequence[Fused], expanded: Sequence[Expansion]) -> list[Placed]:
    """The answer order: the ranked results, then what expansion added (it only appends)."""
    return [Placed(f.id, fused=f) for f in top] + [Placed(x.id, expansion=x) for x in expanded]


def budget(
    placed: Sequence[Placed], stored: Mapping[str, StoredMemory], max_tokens: int
) -> tuple[dict[str, int], int]:
    """Tokens of each memory kept within `max_tokens` (see `fit`), and their total."""
    kept, total = fit([(p.id, stored[p.id].text) for p in placed], max_tokens)
    return dict(kept), total


# -- respond --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Evidence:
    """What explain reports about a memory: the arms' hits and weights, rerank scores, priors,
    what the score mix added, and the conversational context the rerank read."""

    hits: Mapping[str, Sequence[ArmHit]]
    rerank: Mapping[str, float]
    priors: Mapping[str, float]
    weights: Mapping[str, float] = field(default_factory=dict)
    mixed: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    context: Mapping[str, list[ContextEvidence]] = field(default_factory=dict)


def memories(
    placed: Sequence[Placed],
    tokens: Mapping[str, int],
    stored: Mapping[str, StoredMemory],
    evidence: Evidence,
    explain: bool,
) -> list[RecalledMemory]:
    """The kept memories in answer order, ranked from 1, explained when asked."""
    out: list[RecalledMemory] = []
    for p in placed:
        if p.id in tokens:
            out.append(to_memory(stored[p.id], len(out) + 1, tokens[p.id], p, evidence, explain))
    return out


def to_memory(
    m: StoredMemory, rank: int, tokens: int, p: Placed, evidence: Evidence, explain: bool
) -> RecalledMemory:
    """One answered memory; its score is the rerank score, else the fused score, else the
    expansion weight."""
    fused, exp = p.fused, p.expansion
    rerank = evidence.rerank.get(m.id)
    score = (
        rerank
        if rerank is not None
        else (fused.score if fused is not None else exp.weight if exp else 0.0)
    )
    return RecalledMemory(
        **{
            **RecalledMemory.from_payload_fields(m.id, m.payload),
            "occurred_at": when(m) or datetime.fromtimestamp(0).astimezone(),
        },
        score=float(score),
        tokens=tokens,
        explain=explanation(p, rank, evidence) if explain else None,
    )


def explanation(p: Placed, rank: int, evidence: Evidence) -> Explain:
    """Why a memory is where it is: per-arm ranks and scores, RRF, rerank, prior, expansion."""
    fused, exp = p.fused, p.expansion
    arms = []
    if fused is not None:
        for arm, r in sorted(fused.ranks.items(), key=lambda kv: kv[1]):
            hit = evidence.hits[arm][r - 1]
            arms.append(
                ArmEvidence(
                    arm=arm,
                    rank=r,
                    score=hit.score,
                    weight=evidence.weights.get(arm, 1.0),
                    hop=hit.hop if hit.hop > 1 else None,
                )
            )
    mixed = evidence.mixed.get(p.id)
    return Explain(
        arms=arms,
        rrf_score=fused.score if fused is not None else None,
        rerank_score=evidence.rerank.get(p.id),
        context=evidence.context.get(p.id, []),
        mixed=dict(mixed) if mixed else None,
        prior=evidence.priors.get(p.id),
        expansion=None if exp is None else f"{exp.via} of {exp.source} (weight {exp.weight:.3g})",
        final_rank=rank,
    )


def respond(
    request: RecallRequest,
    mode: Mode,
    query: EncodedQuery,
    memories: list[RecalledMemory],
    total_tokens: int,
    degraded: list[DegradedArm],
    timings: dict[str, float],
) -> RecallResponse:
    """The response: stage timings only when the request asks for explain."""
    w = query.window
    return RecallResponse(
        bank=request.bank,
        mode=mode,
        query=request.text,
        memories=memories,
        total_tokens=total_tokens,
        degraded=degraded,
        time_window=None
        if w is None
        else {"start": w.start.isoformat(), "end": w.end.isoformat(), "source": w.source},
        entities=list(query.entities),
        timings_ms=timings if request.explain else None,
    )


def when(m: StoredMemory) -> datetime | None:
    """When a stored memory happened (None if its payload has no readable time)."""
    value = m.payload.get("occurred_at")
    if isinstance(value, datetime):
        return value
    try:
        return datetime.fromisoformat(str(value)) if value else None
    except ValueError:
        return None
