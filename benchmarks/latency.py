"""Recall latency: p50/p95 per stage and in total, per mode, at 10k and 100k memories.

Banks of synthetic chat memories are written straight into the embedded stores (ingestion is
measured by `benchmarks.ingest`; this script measures recall). Enriching 100k texts on two
cores would take half an hour, so each distinct synthetic text is enriched once and reused;
copies get their own ids, times and conversations, and their dense vectors a small random
perturbation (renormalised) so that nearest-neighbour search is not a tie-break contest.
The HNSW index is built (`optimize`) before measuring. Queries run single-threaded, in
process, after a warm-up; the same query list is used for every mode and size.

Usage: python -m benchmarks.latency [--sizes 10000,100000] [--queries 100] [--modes ...]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np
from rich.console import Console
from rich.table import Table

from benchmarks.common import machine, now_iso, percentile, save
from benchmarks.synthetic import NAMES, ORGS, PLACES, synthetic_events
from memstream.connectors.stores import Stores, open_stores
from memstream.contract.recall import Mode, RecallRequest
from memstream.encoders import load_enricher
from memstream.query.factory import build_engine
from memstream.records import EnrichedMemory
from memstream.settings import RecallSettings, Settings, StoreSettings

QUESTION_TEMPLATES = [
    "When did {name} go hiking near {place}?",
    "Where does {name} work now?",
    "What did {name} say about {org}?",
    "Who adopted a cat?",
    "What happened at the concert in {place}?",
    "Which book about {place} was recommended?",
    "What is the volunteering project at {org}?",
    "How did the presentation at {org} go last week?",
]


def _bank_events(bank: str, size: int) -> list:
    events = synthetic_events(size, banks=1, conversations=max(1, size // 500), seed=size)
    return [e.model_copy(update={"bank": bank}) for e in events]


def _enrich_distinct(enricher, events, bank: str, console: Console) -> dict[str, EnrichedMemory]:
    unique = sorted({e.text for e in events})
    console.print(f"{bank}: enriching {len(unique)} distinct texts for {len(events)} memories ...")
    base = {}
    for i in range(0, len(unique), 128):
        chunk = unique[i : i + 128]
        for text, m in zip(
            chunk,
            enricher.enrich([events[0].model_copy(update={"text": t}) for t in chunk]),
            strict=True,
        ):
            base[text] = m
    return base


def build_bank(stores: Stores, enricher, bank: str, size: int, console: Console) -> None:
    events = _bank_events(bank, size)
    base = _enrich_distinct(enricher, events, bank, console)
    rng = np.random.default_rng(size)
    t0 = time.perf_counter()
    for i in range(0, size, 1000):
        batch: list[EnrichedMemory] = []
        for e in events[i : i + 1000]:
            m = base[e.text]
            v = np.asarray(m.dense) + rng.normal(0, 0.02, len(m.dense))
            v /= np.linalg.norm(v)
            batch.append(replace(m, event=e, dense=tuple(float(x) for x in v)))
        stores.vector.upsert(batch)
        stores.bm25.upsert(batch)
        stores.graph.upsert(batch)
        if stores.tokens is not None:  # the token vectors the flow's token sink keeps
            stores.tokens.upsert(batch)
    console.print(
        f"{bank}: written in {time.perf_counter() - t0:.0f}s; building the HNSW index ..."
    )
    t0 = time.perf_counter()
    optimize = getattr(stores.vector, "optimize", None)
    if optimize is not None:
        optimize()
    console.print(f"{bank}: optimized in {time.perf_counter() - t0:.0f}s")


def backfill_tokens(stores: Stores, enricher, bank: str, size: int, console: Console) -> None:
    """Token vectors for a bank built before the token store existed (`--data-dir` reuse)."""
    assert stores.tokens is not None
    events = _bank_events(bank, size)
    base = _enrich_distinct(enricher, events, bank, console)
    for i in range(0, size, 1000):
        stores.tokens.upsert([replace(base[e.text], event=e) for e in events[i : i + 1000]])
    console.print(f"{bank}: token vectors written")


def queries(n: int) -> list[str]:
    rng = random.Random(11)
    return [
        rng.choice(QUESTION_TEMPLATES).format(
            name=rng.choice(NAMES), place=rng.choice(PLACES), org=rng.choice(ORGS)
        )
        for _ in range(n)
    ]


def measure(engine, bank: str, mode: Mode, qs: list[str]) -> dict[str, Any]:
    stages: dict[str, list[float]] = defaultdict(list)
    for warm in qs[:5]:
        engine.recall(RecallRequest(text=warm, bank=bank, mode=mode, explain=True))
    for q in qs:
        resp = engine.recall(RecallRequest(text=q, bank=bank, mode=mode, explain=True))
        for stage, ms in (resp.timings_ms or {}).items():
            stages[stage].append(ms)
    return {
        stage: {"p50_ms": round(statistics.median(v), 2), "p95_ms": round(percentile(v, 0.95), 2)}
        for stage, v in stages.items()
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--queries", type=int, default=100)
    ap.add_argument("--modes", default=",".join(m.value for m in Mode))
    ap.add_argument("--data-dir", type=Path, help="Reuse banks built by an earlier run.")
    ap.add_argument(
        "--torch-threads", type=int, default=1, help="1: best single-query latency on 2 cores."
    )
    args = ap.parse_args()
    console = Console(width=160)
    sizes = [int(s) for s in args.sizes.split(",")]
    modes = [Mode(m.strip()) for m in args.modes.split(",") if m.strip()]
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="memstream-latency-"))
    settings = Settings(store=StoreSettings(data_dir=data_dir))
    models = settings.models.model_copy(update={"torch_threads": args.torch_threads})
    enricher = load_enricher(models)
    qs = queries(args.queries)
    results: dict[str, dict[str, Any]] = defaultdict(dict)
    with open_stores(settings.store) as stores:
        for size in sizes:
            bank = f"latency-{size}"
            if stores.vector.count(bank) != size:
                build_bank(stores, enricher, bank, size, console)
            elif stores.tokens is not None and stores.tokens.count(bank) != size:
                backfill_tokens(stores, enricher, bank, size, console)
        engine = build_engine(stores, enricher, RecallSettings())
        for size in sizes:
            for mode in modes:
                results[mode.value][str(size)] = measure(engine, f"latency-{size}", mode, qs)
                total = results[mode.value][str(size)]["total"]
                console.print(
                    f"{mode.value} @ {size}: p50 {total['p50_ms']} ms, p95 {total['p95_ms']} ms"
                )
        engine.close()

    goals = {"HYBRID": 20.0, "FULL_STACK": 60.0}
    payload = {
        "benchmark": "latency",
        "measured_at": now_iso(),
        "machine": machine(),
        "queries": len(qs),
        "torch_threads": args.torch_threads,
        "results": results,
        "goals_p50_ms_at_100000": goals,
    }
    out = save("latency-latest", payload)
    table = Table(title="recall latency, in process, single-threaded client, warm (ms)")
    table.add_column("mode")
    for size in sizes:
        table.add_column(f"{size} p50", justify="right")
        table.add_column(f"{size} p95", justify="right")
    table.add_column("slowest stage @ largest", justify="left")
    for mode, by_size in results.items():
        row = [mode]
        for size in sizes:
            t = by_size[str(size)]["total"]
            row += [f"{t['p50_ms']:.1f}", f"{t['p95_ms']:.1f}"]
        big = by_size[str(sizes[-1])]
        slow = max((s for s in big if s != "total"), key=lambda s: big[s]["p50_ms"])
        row.append(f"{slow} {big[slow]['p50_ms']:.1f}")
        table.add_row(*row)
    console.print(table)
    console.print(f"saved {out}")
    os._exit(0)  # the Duckling (Haskell) runtime can hold the interpreter at exit


if __name__ == "__main__":
    main()
