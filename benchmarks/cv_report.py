"""The `--cv` run of the LoCoMo benchmark: cache, check, cross-validate, print, save.

See benchmarks/locomo_cv.py for the steps and benchmarks/cv_search.py for the protocol.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.table import Table

from benchmarks.common import machine, now_iso, save
from benchmarks.cv_ablate import ablations
from benchmarks.cv_cache import Cache
from benchmarks.cv_replay import METRICS, Config, Replay
from benchmarks.cv_search import Search, cross_validate, summary
from benchmarks.locomo_cv import (
    arm_configs,
    axes,
    build_cache,
    fitted_settings,
    start_configs,
    untuned_configs,
    variant_index,
    verify,
)
from memstream.connectors.stores import open_stores
from memstream.query.arms import ContextArm
from memstream.query.factory import build_engine
from memstream.settings import RecallSettings, Settings

CACHE_FILE = "cv-cache.pkl"
VERIFY_QUESTIONS = 40
#: Below this share of sampled questions with the engine's top 50, the run warns.
AGREE_AT_LEAST = 0.8
CATS = ("multi-hop", "temporal", "open-domain", "single-hop")


def load_or_build(
    path: Path, settings: Settings, enricher: Any, qs: list[dict[str, Any]], console: Console
) -> tuple[Cache, dict[str, float]]:
    """The cache (kept under the data dir for re-runs) and the replay-vs-engine agreement."""
    file = settings.store.data_dir / CACHE_FILE
    base = RecallSettings(hebbian_learning=False)
    with open_stores(settings.store) as stores:
        if file.exists():
            cache = Cache.load(file)
            console.print(f"cache read from {file}")
        else:
            t0 = time.perf_counter()
            # The cache keeps each query token's own matches: the replay weighs the tokens per
            # configuration, so the engine that fills it must not (the default weighs them).
            unweighted = base.model_copy(update={"rerank_token_idf": 0.0})
            filler = build_engine(stores, enricher, unweighted)
            cache = build_cache(path, stores, filler, qs, console)
            filler.close()
            cache.save(file)
            console.print(f"cache built in {time.perf_counter() - t0:.0f}s: {file}")
        engine = build_engine(stores, enricher, base)
        agree = verify(Replay.of(cache), engine, start_configs(base), VERIFY_QUESTIONS)
        engine.close()
    console.print(f"replay = engine (top 50 identical) on {VERIFY_QUESTIONS} questions: {agree}")
    warn_disagreement(agree, console)
    return cache, agree


def warn_disagreement(agree: Mapping[str, float], console: Console) -> None:
    """Say so loudly when the replay and the engine part ways: the figures would then not be
    the engine's (a few questions apart is ties broken differently)."""
    apart = {mode: share for mode, share in agree.items() if share < AGREE_AT_LEAST}
    if apart:
        console.print(
            f"[bold red]the replay ranks unlike the engine for {apart}: these figures are not "
            "the engine's; look for a difference between the cache and the engine[/]"
        )


def verify_fit(
    path: Path, settings: Settings, enricher: Any, cache: Cache, full: Mapping[str, Config]
) -> dict[str, float]:
    """The engine, set up with the numbers the fit on all five chose (the context arm over a
    scratch index of the chosen window), against the replay of the same numbers."""
    fitted, recipes = fitted_settings(full)
    variant = dict(full["FULL_STACK"].variants).get("context", "b2a1")
    with open_stores(settings.store) as stores, tempfile.TemporaryDirectory() as tmp:
        index, feedback = variant_index(path, Path(tmp), variant)
        engine = build_engine(stores, enricher, fitted)
        engine.recipes = dict(recipes)
        engine.arms["context"] = ContextArm(index, feedback)
        agree = verify(Replay.of(cache), engine, full, VERIFY_QUESTIONS)
        engine.close()
        index.close()
    return agree


def config_json(cfg: Config) -> dict[str, Any]:
    out: dict[str, Any] = {
        "weights": cfg.weight_map(),
        "speaker_boost": cfg.speaker_boost,
        "variants": dict(cfg.variants),
    }
    if cfg.rerank:
        out |= {
            "rerank_depth": cfg.rerank_depth,
            "context_prev": cfg.context_prev,
            "context_prev2": cfg.context_prev2,
            "context_next": cfg.context_next,
            "token_idf": cfg.token_idf,
            "mix": {a: v for a, v in cfg.mix if v},
            "rerank_prior": cfg.rerank_prior,
        }
    return out


def run(cache: Cache, console: Console) -> dict[str, Any]:
    """Cross-validate every mode, and each arm alone under each fold's global choices."""
    base = RecallSettings(hebbian_learning=False)
    search = Search(Replay.of(cache))
    start = untuned_configs()
    t0 = time.perf_counter()
    cv = cross_validate(search, start, axes(start), console.print)
    console.print(
        f"cross-validated in {time.perf_counter() - t0:.0f}s ({len(search.memo)} configurations)"
    )
    bank_of = np.array([q.bank for q in cache.questions])
    held = dict(cv["held_out"])
    for name, cfg in arm_configs(cache, base).items():
        rows = np.zeros((len(bank_of), len(METRICS)))
        for bank, chosen in cv["folds"].items():
            fs = chosen["FULL_STACK"]
            c = cfg.with_(speaker_boost=fs.speaker_boost, variants=fs.variants)
            rows[bank_of == bank] = search.all_metrics(c)[bank_of == bank]
        held[name] = rows
    fitted = {m: summary(cache, search.all_metrics(c)) for m, c in cv["full"].items()}
    baseline = {m: summary(cache, search.all_metrics(c)) for m, c in start.items()}
    return {
        "full_configs": cv["full"],
        "ablations": ablations(cache, search, cv["full"]),
        "cv": {m: summary(cache, rows) for m, rows in held.items()},
        "full_fit": {m: config_json(c) for m, c in cv["full"].items()},
        "full_fit_figures": fitted,
        "start_figures": baseline,
        "folds": {b: {m: config_json(c) for m, c in ch.items()} for b, ch in cv["folds"].items()},
    }


def table(title: str, figures: Mapping[str, Mapping[str, Any]]) -> Table:
    t = Table(title=title)
    for col in (
        "mode",
        "R@5",
        "R@10",
        "R@25",
        "R@50",
        "MRR",
        "nDCG@10",
        *(f"{c[:6]}@10" for c in CATS),
    ):
        t.add_column(col, justify="left" if col == "mode" else "right")
    for mode, m in figures.items():
        o = m["overall"]
        t.add_row(
            mode,
            *(
                f"{o[k]:.3f}"
                for k in ("recall@5", "recall@10", "recall@25", "recall@50", "mrr", "ndcg@10")
            ),
            *(f"{m[c]['recall@10']:.3f}" if c in m else "-" for c in CATS),
        )
    return t


def main_cv(
    path: Path, settings: Settings, enricher: Any, qs: list[dict[str, Any]], notes: list[str]
) -> None:
    console = Console(width=160)
    cache, agree = load_or_build(path, settings, enricher, qs, console)
    result = run(cache, console)
    full = result.pop("full_configs")
    fit_agree = verify_fit(path, settings, enricher, cache, full)
    console.print(
        f"engine with the fitted numbers = replay (top 50) on {VERIFY_QUESTIONS}: {fit_agree}"
    )
    warn_disagreement(fit_agree, console)
    console.print(table("LoCoMo dev, leave-one-conversation-out (held-out figures)", result["cv"]))
    console.print(
        table("same, fitted on all five (for comparison only)", result["full_fit_figures"])
    )
    console.print("defaults (fit on all five):", result["full_fit"])
    out = save(
        "locomo-cv-latest",
        {
            "benchmark": "locomo --cv",
            "file": str(path),
            "measured_at": now_iso(),
            "machine": machine(),
            "questions": len(cache.questions),
            "protocol": "leave one conversation out; coordinate ascent on recall@10 then MRR "
            "(categories 1-4) over the training conversations; see benchmarks/cv_search.py",
            "replay_agrees_with_engine": {"start": agree, "fitted": fit_agree},
            # what a run's stores were made with, environment included (MEMSTREAM_MODELS__...)
            "models": settings.models.model_dump(mode="json"),
            "store": settings.store.model_dump(mode="json", exclude={"data_dir", "qdrant_api_key"}),
            **result,
            "evidence_notes": notes,
        },
    )
    console.print(f"saved {out}")
    os._exit(0)
