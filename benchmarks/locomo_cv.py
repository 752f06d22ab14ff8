"""`python -m benchmarks.locomo PATH --cv`: cross-validated LoCoMo figures for every mode.

1. Ingest once through the real pipeline (as the plain benchmark does).
2. Cache, per question, every arm's list and the late-interaction matrix (benchmarks/cv_cache.py),
   plus the context arm over other context windows and with RM3 feedback: each window is a
   scratch BM25 index filled with the same events by the index's own upsert.
3. Check the replay (benchmarks/cv_replay.py: the engine's own stages over the cache) against
   the engine on a sample of questions.
4. Leave one conversation out (benchmarks/cv_search.py) over the search space below; print and
   save `benchmarks/results/locomo-cv-latest.json`: held-out figures per mode and category,
   each fold's choices, and the numbers the fit on all five conversations picks (the defaults).
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np
from rich.console import Console

from benchmarks.cv_cache import Cache, bank_table, question_cache, token_matrix
from benchmarks.cv_replay import Config, Replay
from benchmarks.cv_search import Axis, global_axis, weight_axis
from benchmarks.locomo_data import locomo_events
from memstream.connectors.bm25 import Bm25Index
from memstream.connectors.bm25_context import ContextWindow
from memstream.connectors.stores import Stores
from memstream.contract.recall import Mode, RecallRequest
from memstream.query.arms import ContextArm
from memstream.query.modes import RECIPES, Recipe
from memstream.query.prf import Feedback
from memstream.query.token_idf import TokenIdf
from memstream.records import EnrichedMemory, SparseVec
from memstream.settings import RecallSettings

DEPTH = 150  # the engine's arm depth for limit 50 (3 per result)
WINDOWS = {
    "b1a0": ContextWindow(1, 0),
    "b1a1": ContextWindow(1, 1),
    "b2a1": ContextWindow(2, 1),
    "b3a1": ContextWindow(3, 1),
    "b2a2": ContextWindow(2, 2),
    "b2a1-nodate": ContextWindow(2, 1, date=False),
}
FEEDBACK = {"": Feedback(), "+rm3x5": Feedback(5, 10, 0.3), "+rm3x10": Feedback(10, 10, 0.3)}
#: An arm of a mode keeps an RRF weight > 0: which arms a mode runs is its recipe, not a tuned
#: number (a zero would switch off, say, the temporal arm for dated questions LoCoMo rarely asks).
WEIGHTS = (0.25, 0.5, 1.0, 2.0, 4.0)
MIXES = (0.0, 0.05, 0.1, 0.2, 0.3)


def variant_arms(
    path: Path, workdir: Path, windows: Mapping[str, ContextWindow] = WINDOWS
) -> tuple[dict[str, ContextArm], list[Bm25Index]]:
    """The context arm over every window x feedback, each window a scratch index."""
    events = list(locomo_events(path))
    arms: dict[str, ContextArm] = {}
    opened = []
    for name, window in windows.items():
        index = Bm25Index(workdir / name, context=window)
        opened.append(index)
        for i in range(0, len(events), 128):  # the flow's micro-batches, in log order
            batch = events[i : i + 128]
            index.upsert([EnrichedMemory(e, (0.0,), SparseVec((), ())) for e in batch])
        for fname, fb in FEEDBACK.items():
            arms[f"context@{name}{fname}"] = ContextArm(index, fb)
    return arms, opened


def variant_index(path: Path, workdir: Path, variant: str) -> tuple[Bm25Index, Feedback]:
    """A scratch index for one variant name ("b2a2+rm3x10"), and its feedback."""
    window, _, fb = variant.partition("+")
    _, opened = variant_arms(path, workdir, {window: WINDOWS[window]})
    return opened[0], FEEDBACK["+" + fb if fb else ""]


def build_cache(
    path: Path,
    stores: Stores,
    engine: Any,
    qs: list[dict[str, Any]],
    console: Console,
) -> Cache:
    """Every question through every arm once; `engine` must not weigh the query tokens (the
    replay weighs them per configuration)."""
    late = engine.rerankers["late_interaction"]
    li = engine.encoder.li_table
    idf = TokenIdf(li.tokenizer, 1.0) if li is not None else None
    needs = frozenset({"dense", "sparse", "li_sparse", "entities", "time", "dense_tokens"})
    tables = {b: bank_table(stores, b) for b in sorted({q["bank"] for q in qs})}
    tokens = {b: token_matrix(stores, t, late.model_name) for b, t in tables.items()}

    def token_idf(text: str, bank: str, rows: int) -> np.ndarray | None:
        return None if idf is None or li is None else idf.idf(text, li.table(bank), rows)

    with tempfile.TemporaryDirectory(prefix="memstream-cv-") as tmp:
        extra, opened = variant_arms(path, Path(tmp))
        arms: dict[str, Callable[..., Any]] = {n: a.retrieve for n, a in engine.arms.items()}
        arms |= {n: a.retrieve for n, a in extra.items()}
        t0 = time.perf_counter()
        cached = []
        for i, q in enumerate(qs):
            cached.append(
                question_cache(
                    q,
                    tables[q["bank"]],
                    tokens[q["bank"]],
                    lambda r: engine.encoder.encode(r, needs),
                    arms,
                    engine.speakers.mentioned,
                    token_idf,
                    DEPTH,
                )
            )
            if i % 200 == 199:
                console.print(
                    f"cached {i + 1}/{len(qs)} questions ({time.perf_counter() - t0:.0f}s)"
                )
        for index in opened:
            index.close()
    return Cache(tables, cached, DEPTH)


def start_configs(settings: RecallSettings) -> dict[str, Config]:
    """Each mode's recipe and the settings, as the engine would run them."""
    out = {}
    for mode, r in RECIPES.items():
        out[mode.value] = Config(
            arms=r.arms,
            weights=tuple(r.weights.get(a, 1.0) for a in r.arms),
            rerank=r.rerank is not None,
            speaker_boost=settings.speaker_boost,
            rerank_depth=settings.rerank_depth,
            context_prev=settings.rerank_context_weight,
            context_prev2=settings.rerank_context2_weight,
            context_next=settings.rerank_next_context_weight,
            token_idf=settings.rerank_token_idf,
            rerank_prior=settings.rerank_speaker_boost,
            mix=tuple((a, r.mix.get(a, 0.0)) for a in r.arms) if r.rerank else (),
            variants=(("context", default_variant(settings)),) if "context" in r.arms else (),
        )
    return out


#: Where the coordinate ascent starts: the numbers before any tuning, not the settings'
#: defaults. The defaults are the fit on all five conversations; a fold starting there would
#: keep, wherever its four are flat, numbers chosen with its held-out conversation.
UNTUNED = RecallSettings(
    hebbian_learning=False,
    speaker_boost=0.5,
    rerank_context_weight=0.5,
    rerank_context2_weight=0.0,
    rerank_next_context_weight=0.0,
    rerank_token_idf=0.0,
    rerank_speaker_boost=0.0,
    context_feedback_docs=0,
)


def untuned_configs() -> dict[str, Config]:
    """Each mode with equal RRF weights, no score mix and the `UNTUNED` settings."""
    return {
        m: c.with_(weights=tuple(1.0 for _ in c.arms), mix=tuple((a, 0.0) for a, _ in c.mix))
        for m, c in start_configs(UNTUNED).items()
    }


def default_variant(settings: RecallSettings, window: ContextWindow | None = None) -> str:
    w = window or ContextWindow()
    name = next((n for n, x in WINDOWS.items() if x == w), "b2a1")
    docs = settings.context_feedback_docs
    return name + (f"+rm3x{docs}" if docs else "")


def mix_axis(mode: str, arm: str) -> Axis:
    def set_(cfg: Config, v: float) -> Config:
        return cfg.with_(mix=tuple((a, v if a == arm else x) for a, x in cfg.mix))

    return Axis(f"{mode}:mix:{arm}", MIXES, (mode,), set_)


def variant_axis(modes: list[str]) -> Axis:
    names = [w + f for w in WINDOWS for f in FEEDBACK]

    def set_(cfg: Config, v: float) -> Config:
        return cfg.with_(variants=(("context", names[int(v)]),))

    return Axis("context_variant", tuple(float(i) for i in range(len(names))), tuple(modes), set_)


def axes(start: Mapping[str, Config]) -> list[Axis]:
    """The search space: per-mode weights and mixes, then the global numbers."""
    modes = list(start)
    rerank = [m for m, c in start.items() if c.rerank]
    ctx = [m for m, c in start.items() if "context" in c.arms]
    out: list[Axis] = []
    for m, cfg in start.items():
        if len(cfg.arms) > 1:
            out += [weight_axis(m, a, WEIGHTS) for a in cfg.arms]
        if cfg.rerank:
            out += [mix_axis(m, a) for a in cfg.arms]
    out += [
        global_axis("speaker_boost", (0.0, 0.25, 0.5, 1.0), modes),
        global_axis("rerank_depth", (50, 100, 150, 200), rerank, int),
        global_axis("context_prev", (0.0, 0.25, 0.5, 0.75, 1.0), rerank),
        global_axis("context_prev2", (0.0, 0.25, 0.5, 0.75, 1.0), rerank),
        global_axis("context_next", (0.0, 0.25, 0.5, 0.75, 1.0), rerank),
        global_axis("token_idf", (0.0, 1.0, 2.0, 3.0), rerank),
        global_axis("rerank_prior", (0.0, 0.04, 0.08, 0.16), rerank),
        variant_axis(ctx),
    ]
    return out


def arm_configs(cache: Cache, settings: RecallSettings) -> dict[str, Config]:
    """Each arm alone (as its own mode would run it), to compare fused modes with their arms."""
    arms = sorted({a for r in RECIPES.values() for a in r.arms})
    variant = (("context", default_variant(settings)),)
    return {
        f"arm:{a}": Config((a,), (1.0,), speaker_boost=settings.speaker_boost, variants=variant)
        for a in arms
    }


def fitted_settings(configs: Mapping[str, Config]) -> tuple[RecallSettings, dict[Mode, Recipe]]:
    """The settings and recipes that make the engine run `configs` (one per mode)."""
    fs = configs["FULL_STACK"]
    variant = dict(fs.variants).get("context", "")
    fb = FEEDBACK["+" + variant.partition("+")[2] if "+" in variant else ""]
    settings = RecallSettings(
        hebbian_learning=False,
        speaker_boost=fs.speaker_boost,
        rerank_depth=fs.rerank_depth,
        rerank_context_weight=fs.context_prev,
        rerank_context2_weight=fs.context_prev2,
        rerank_next_context_weight=fs.context_next,
        rerank_token_idf=fs.token_idf,
        rerank_speaker_boost=fs.rerank_prior,
        context_feedback_docs=fb.docs,
        context_feedback_terms=fb.terms,
        context_feedback_weight=fb.weight,
    )
    recipes = {}
    for mode, r in RECIPES.items():
        cfg = configs[mode.value]
        recipes[mode] = replace(
            r,
            weights=MappingProxyType(cfg.weight_map()),
            mix=MappingProxyType({a: v for a, v in cfg.mix if v}),
        )
    return settings, recipes


def verify(replay: Replay, engine: Any, configs: Mapping[str, Config], n: int) -> dict[str, float]:
    """Share of sampled questions whose top 50 the replay and the engine agree on, per mode."""
    cache = replay.cache
    rng = np.random.default_rng(0)
    sample = rng.choice(len(cache.questions), size=min(n, len(cache.questions)), replace=False)
    out = {}
    for mode, cfg in configs.items():
        same = 0
        for i in sample:
            q = cache.questions[int(i)]
            req = RecallRequest(
                text=q.text,
                bank=q.bank,
                mode=Mode(mode),
                limit=50,
                max_tokens=100_000,
                reference_time=q.reference_time,
            )
            got = [m.id for m in engine.recall(req).memories][:50]
            table = cache.banks[q.bank]
            same += got == [table.ids[j] for j in replay.rank(int(i), cfg)]
        out[mode] = round(same / len(sample), 3)
    return out
