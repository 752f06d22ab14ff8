"""Recall latency: p50/p95 per stage and in total, per mode, by bank size and in many banks.

Stores are built by benchmarks/latency_build.py (synthetic chat memories written through the
stores' own upserts; each distinct text enriched once) and kept in `--data-dir` for later
runs. Queries run single-threaded, in process, after a warm-up; the same query list is used
for every mode and size. Two shapes:

- `--sizes`: one bank per size (`latency-<size>`), all in one store: the size curve. Each
  bank's per-bank tables are built first and timed apart (`warm_s`, see `warm`).
- `--banks BxN`: B banks of N memories in one store, each query asked of a random bank; and
  for `--solo K` of those banks, the same queries asked of the bank in the shared store and
  of the bank alone in a store of its own (`<data-dir>/solo-<j>`), alternately, query by
  query: what a bank's recall pays for the other banks beside it.

With each run: the build (seconds per shape and for the HNSW index, from the run that built
the store), bytes on disk per memory per store (the event log is not a store), this
process's RSS (the engine, the stores and the models: what a node holds), the load average,
and a calibration figure (`benchmarks.common.calibration`) timed at the start and the end.

Usage: python -m benchmarks.latency [--sizes 10000,100000] [--banks 1000x1000 --solo 5]
       [--queries 100] [--modes ...] [--data-dir DIR] [--out latency-latest]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import replace
from itertools import pairwise
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from rich.console import Console

from benchmarks import latency_build as lb
from benchmarks.common import (
    calibration,
    load_average,
    machine,
    now_iso,
    percentile,
    save,
    store_overrides,
)
from benchmarks.procs import node_rss
from benchmarks.synthetic import NAMES, ORGS, PLACES
from memstream.connectors.stores import Stores, open_stores
from memstream.contract.recall import Mode, RecallRequest
from memstream.encoders import load_enricher
from memstream.query.factory import build_engine
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
BUILD_FILE = "latency-build.json"
WARM = 5


def queries(n: int) -> list[str]:
    rng = random.Random(11)
    return [
        rng.choice(QUESTION_TEMPLATES).format(
            name=rng.choice(NAMES), place=rng.choice(PLACES), org=rng.choice(ORGS)
        )
        for _ in range(n)
    ]


def build_bank(stores: Stores, enricher: Any, bank: str, size: int, console: Console) -> None:
    """The bank `latency-<size>` and the HNSW index (benchmarks/ab_side.py calls this)."""
    assert bank == lb.one_bank(size), f"{bank} is not the bank of size {size}"
    lb.build_one(stores, lb.Enriched(enricher, console), size)
    lb.optimize(stores, console)


def backfill_tokens(stores: Stores, enricher: Any, bank: str, size: int, console: Console) -> None:
    """Token vectors for a bank built before the token store existed (`--data-dir` reuse)."""
    assert stores.tokens is not None
    events = lb.bank_events(bank, size, seed=size)
    enriched = lb.Enriched(enricher, console)
    enriched.cover(events)
    for i in range(0, size, lb.BATCH):
        stores.tokens.upsert(
            [replace(enriched.base[e.text], event=e) for e in events[i : i + lb.BATCH]]
        )


def stats(timings: list[dict[str, float]]) -> dict[str, dict[str, float]]:
    """p50/p95 per stage over recalls."""
    stages: dict[str, list[float]] = defaultdict(list)
    for t in timings:
        for stage, ms in t.items():
            stages[stage].append(ms)
    return {
        stage: {"p50_ms": round(statistics.median(v), 2), "p95_ms": round(percentile(v, 0.95), 2)}
        for stage, v in stages.items()
    }


def ask(engine: Any, bank: str, mode: Mode, text: str) -> dict[str, float]:
    resp = engine.recall(RecallRequest(text=text, bank=bank, mode=mode, explain=True))
    return dict(resp.timings_ms or {})


def measure(engine: Any, bank: str, mode: Mode, qs: list[str]) -> dict[str, Any]:
    for warm in qs[:WARM]:
        ask(engine, bank, mode, warm)
    return stats([ask(engine, bank, mode, q) for q in qs])


def engine_for(stores: Stores, enricher: Any) -> Any:
    return build_engine(stores, enricher, RecallSettings())


def build_info(data_dir: Path) -> dict[str, Any]:
    path = data_dir / BUILD_FILE
    return dict(json.loads(path.read_text())) if path.exists() else {}


def ensure(stores: Stores, enriched: lb.Enriched, args: argparse.Namespace) -> dict[str, Any]:
    """Build what the store lacks (each shape's write time and the HNSW build are kept in
    the data dir, for the runs that reuse it); what it took."""
    info = build_info(args.data_dir)
    built = False
    for size in args.sizes:
        have = stores.vector.count(lb.one_bank(size))
        if have != size:  # a bank a stopped run left part-written goes on where it stopped
            start = lb.resume_point(have)
            spent = round(lb.build_one(stores, enriched, size, start), 1)
            info[lb.one_bank(size)] = {"write_s": spent} | ({"from": start} if start else {})
            built = True
    if args.banks:
        b, n = args.banks
        if stores.vector.count(lb.many_banks(b, n)[-1]) != n:
            info[f"{b}x{n}"] = {"write_s": round(lb.build_many(stores, enriched, b, n), 1)}
            built = True
    if built:
        info["hnsw_s"] = round(lb.optimize(stores, enriched.console), 1)
        (args.data_dir / BUILD_FILE).write_text(json.dumps(info, indent=2) + "\n")
    return info


def warm(engine: Any, banks: list[str], console: Console) -> dict[str, float]:
    """Build each bank's tables before timing (`RecallEngine.warm`), as a node that has served
    the bank holds them; the seconds each bank took. Otherwise a large bank's first recalls
    would build them inside the arms (at 1M memories tens of seconds, each recall meanwhile
    timing its arms out) and the p95 would be that cold start, not the bank's recall."""
    spent = {}
    for bank in banks:
        t0 = time.perf_counter()
        engine.warm(bank)
        spent[bank] = round(time.perf_counter() - t0, 1)
        console.print(f"{bank}: tables built in {spent[bank]}s")
    return spent


def run_sizes(engine: Any, sizes: list[int], modes: list[Mode], qs: list[str], console: Console):
    """Per mode: each query asked of every size's bank in turn (the order rotating query by
    query), so that the sizes are timed under the same load; p50/p95 per stage and size."""
    results: dict[str, dict[str, Any]] = defaultdict(dict)
    for mode in modes:
        got: dict[int, list[dict[str, float]]] = {size: [] for size in sizes}
        for i, q in enumerate(qs[:WARM] + qs):
            turn = sizes[i % len(sizes) :] + sizes[: i % len(sizes)]
            for size in turn:
                t = ask(engine, lb.one_bank(size), mode, q)
                if i >= WARM:
                    got[size].append(t)
        for size in sizes:
            results[mode.value][str(size)] = stats(got[size])
            total = results[mode.value][str(size)]["total"]
            console.print(f"{mode.value} @ {size}: p50 {total['p50_ms']} ms, p95 {total['p95_ms']}")
    return results


def growth(results: dict[str, dict[str, Any]], sizes: list[int]) -> dict[str, dict[str, float]]:
    """Per mode, each size's p50 over the previous size's (the goal: at most 2 from 100k to
    1M) and each size's p95 over its own p50."""
    out: dict[str, dict[str, float]] = {}
    for mode, by_size in results.items():
        row = out[mode] = {}
        for prev, size in pairwise(sizes):
            a, b = by_size[str(prev)]["total"], by_size[str(size)]["total"]
            row[f"{size}/{prev}_p50"] = round(b["p50_ms"] / max(a["p50_ms"], 1e-9), 3)
        for size in sizes:
            t = by_size[str(size)]["total"]
            row[f"{size}_p95/p50"] = round(t["p95_ms"] / max(t["p50_ms"], 1e-9), 3)
    return out


def run_banks(
    engine: Any, names: list[str], modes: list[Mode], qs: list[str], console: Console
) -> dict[str, Any]:
    """Each query of a random bank (seeded), per mode."""
    rng = random.Random(5)
    out = {}
    for mode in modes:
        picks = [rng.choice(names) for _ in qs]
        for q, bank in list(zip(qs, picks, strict=True))[:WARM]:
            ask(engine, bank, mode, q)
        out[mode.value] = stats([ask(engine, b, mode, q) for q, b in zip(qs, picks, strict=True)])
        t = out[mode.value]["total"]
        console.print(f"{mode.value} @ {len(names)} banks: p50 {t['p50_ms']} ms, p95 {t['p95_ms']}")
    return out


def solo_stores(
    enriched: lb.Enriched, data_dir: Path, names: list[str], per_bank: int, k: int
) -> dict[str, Stores]:
    """K of the banks, each alone in a store of its own (the same seeded memories)."""
    out = {}
    for j in sorted(random.Random(7).sample(range(len(names)), k)):
        s = open_stores(StoreSettings(data_dir=data_dir / f"solo-{j}"))
        if s.vector.count(names[j]) != per_bank:
            events = lb.bank_events(names[j], per_bank, seed=lb.SEED_BANKS + j)
            lb.write(s, enriched, events, seed=lb.SEED_BANKS + j)
            lb.optimize(s, enriched.console)
        out[names[j]] = s
    return out


def run_solo(
    shared: Any, solos: dict[str, Any], modes: list[Mode], qs: list[str], console: Console
) -> dict[str, Any]:
    """Per mode and bank: the same queries of the bank in the shared store and alone, query
    by query (the first alternating); p50s and their ratio (shared / alone)."""
    out: dict[str, Any] = {}
    for mode in modes:
        per_bank: dict[str, Any] = {}
        ratios: list[float] = []
        for bank, alone in solos.items():
            got: dict[str, list[dict[str, float]]] = {"shared": [], "alone": []}
            for i, q in enumerate(qs[:WARM] + qs):
                pair = [("shared", shared), ("alone", alone)]
                for side, engine in pair if i % 2 == 0 else pair[::-1]:
                    t = ask(engine, bank, mode, q)
                    if i >= WARM:
                        got[side].append(t)
            s, a = stats(got["shared"]), stats(got["alone"])
            ratio = s["total"]["p50_ms"] / max(a["total"]["p50_ms"], 1e-9)
            per_bank[bank] = {"shared": s, "alone": a, "ratio_p50": round(ratio, 3)}
            ratios.append(round(ratio, 3))
        worst = max(ratios)
        out[mode.value] = {"banks": per_bank, "max_ratio_p50": worst}
        console.print(f"{mode.value}: shared / alone p50, worst bank {worst}")
    return out


def footprint(data_dir: Path, memories: int) -> dict[str, Any]:
    """Bytes on disk per memory per store, and this process's memory."""
    disk = lb.disk_bytes(data_dir)
    return {
        "memories": memories,
        "disk_bytes": disk,
        "bytes_per_memory": {k: round(v / max(memories, 1)) for k, v in disk.items()},
        "bytes_per_memory_all_stores": round(sum(disk.values()) / max(memories, 1)),
        "rss_mb": {
            k: round(node_rss(os.getpid(), k) / 2**20) for k in ("VmRSS", "RssAnon", "RssFile")
        },
    }


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000", help="One bank per size; '' for none.")
    ap.add_argument("--banks", default="", help="BxN: B banks of N memories, e.g. 1000x1000.")
    ap.add_argument("--solo", type=int, default=5, help="With --banks: banks also measured alone.")
    ap.add_argument("--queries", type=int, default=100)
    ap.add_argument("--modes", default=",".join(m.value for m in Mode))
    ap.add_argument("--data-dir", type=Path, help="Reuse the stores an earlier run built.")
    ap.add_argument("--out", default="latency-latest", help="benchmarks/results/<out>.json")
    ap.add_argument(
        "--torch-threads", type=int, default=1, help="1: best single-query latency on 2 cores."
    )
    ap.add_argument(
        "--graph-buffer-pool-mb",
        type=int,
        default=StoreSettings.model_fields["graph_buffer_pool_mb"].default,
        help="store.graph_buffer_pool_mb for the run's store (default: the setting's default).",
    )
    ap.add_argument(
        "--store",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="Override a store setting, e.g. --store vector_datatype=float32",
    )
    args = ap.parse_args()
    args.sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    args.banks = tuple(int(x) for x in args.banks.split("x")) if args.banks else ()
    args.modes = [Mode(m.strip()) for m in args.modes.split(",") if m.strip()]
    args.data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="memstream-latency-"))
    return args


def main() -> None:
    args = parse_args()
    console = Console(width=160)
    calib_start, load_start = calibration(), load_average()
    overrides = store_overrides(args.store)
    store = {"graph_buffer_pool_mb": args.graph_buffer_pool_mb, **overrides}
    settings = Settings(store=StoreSettings.model_validate({"data_dir": args.data_dir, **store}))
    enricher = load_enricher(
        settings.models.model_copy(update={"torch_threads": args.torch_threads})
    )
    qs = queries(args.queries)
    payload: dict[str, Any] = {"benchmark": "latency", "queries": len(qs)}
    with open_stores(settings.store) as stores:
        enriched = lb.Enriched(enricher, console)
        payload["build"] = ensure(stores, enriched, args)
        names = lb.many_banks(*args.banks) if args.banks else []
        engine = engine_for(stores, enricher)
        if args.sizes:
            payload["warm_s"] = warm(engine, [lb.one_bank(size) for size in args.sizes], console)
            payload["results"] = run_sizes(engine, args.sizes, args.modes, qs, console)
            payload["growth"] = growth(payload["results"], args.sizes)
        if args.banks:
            payload["banks"] = {"shape": "x".join(map(str, args.banks))}
            payload["banks"]["results"] = run_banks(engine, names, args.modes, qs, console)
            solos = solo_stores(enriched, args.data_dir, names, args.banks[1], args.solo)
            alone = {b: engine_for(s, enricher) for b, s in solos.items()}
            try:
                payload["banks"]["solo"] = run_solo(engine, alone, args.modes, qs, console)
            finally:
                for b, e in alone.items():
                    e.close()
                    solos[b].close()
        # every memory in the store, built by this run or an earlier one
        payload["footprint"] = footprint(args.data_dir, stores.bm25.count())
        stores_datatype = getattr(stores.vector, "datatype", settings.store.vector_datatype)
        engine.close()
    payload.update(
        goals_p50_ms_at_100000={"HYBRID": 20.0, "FULL_STACK": 60.0},
        measured_at=now_iso(),
        machine=machine(),
        command="python -m benchmarks.latency " + " ".join(sys.argv[1:]),
        torch_threads=args.torch_threads,
        graph_buffer_pool_mb=args.graph_buffer_pool_mb,
        store_overrides=overrides,
        vector_datatype=stores_datatype,
        load_average={"start": load_start, "end": load_average()},
        calibration={"start": calib_start, "end": calibration()},
    )
    console.print(f"saved {save(args.out, payload)}")
    os._exit(0)  # the Duckling (Haskell) runtime can hold the interpreter at exit


if __name__ == "__main__":
    main()
