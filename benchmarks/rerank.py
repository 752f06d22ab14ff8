"""Rerank benchmark: latency per reranker (cold and warm document cache) and a quality check.

Latency, per candidate count N (default 20 and 50), on two document sets (synthetic chat
turns of about 20 tokens, LoCoMo turns of about 45): `score(query, N docs)` with the document
cache cleared before each call (cold: every document encoded) and with it primed (warm), next
to the baseline of the same run: the dense model's sentence embedding of the same N documents.
The machines are shared and noisy, so the load average is recorded beside the figures.

Quality (`--quality`): for every LoCoMo question of categories 1-4, the dense top-50 turns of
its conversation are reranked; recall@5/10/25 of the evidence turns, dense order as baseline.
Evidence ids are cleaned with `benchmarks.locomo_data.clean_evidence` (malformed parts dropped);
questions left without evidence are skipped.

Usage: python -m benchmarks.rerank [--docs 20,50] [--repeats 15] [--quality] [--threads N]
       [--locomo PATH] [--cross-encoder FOLDER] [--out FILE]
--locomo defaults to ../shared/bench/locomo/locomo10-dev.json. Without the file, latency runs on
the synthetic turns alone; `--quality`, or a `--locomo` path that does not exist, says what to
pass and exits with status 2.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np
from rich.console import Console
from rich.table import Table

from benchmarks.common import LOCOMO_DEFAULT, require_locomo
from benchmarks.locomo_data import clean_evidence, load_samples, sample_events
from benchmarks.synthetic import synthetic_events
from memstream.encoders.dense import DenseEncoder, TorchDenseEncoder
from memstream.query.rerank import RerankDoc, Reranker, load_reranker

QUERY = "When did Caroline go to the LGBTQ support group with her friend?"


def _ms(fn: Callable[[], object], repeats: int, before: Callable[[], object] | None = None):
    """Wall p50/p95/min and CPU-time p50 of `fn` (CPU time is far less sensitive to other
    processes on a shared machine; with one torch thread it approximates idle wall time)."""
    fn()  # warm-up: first-call allocations and lazy initialisation
    wall, cpu = [], []
    for _ in range(repeats):
        if before is not None:
            before()
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    wall.sort()
    return {
        "p50_ms": round(statistics.median(wall), 1),
        "p95_ms": round(wall[min(len(wall) - 1, int(0.95 * len(wall)))], 1),
        "min_ms": round(wall[0], 1),
        "cpu_p50_ms": round(statistics.median(cpu), 1),
    }


def _fmt(t: dict[str, float]) -> str:
    return f"{t['p50_ms']:g}/{t['cpu_p50_ms']:g}"


def _torch_threads() -> int:
    import torch

    return torch.get_num_threads()


def doc_sets(locomo: Path | None, n: int) -> dict[str, list[RerankDoc]]:
    synthetic = [RerankDoc(e.event_id, e.text, e.occurred_at) for e in synthetic_events(n)]
    sets = {"synthetic": synthetic}
    if locomo is not None:
        events = list(sample_events(load_samples(locomo)[0]))[100 : 100 + n]
        sets["locomo"] = [RerankDoc(e.event_id, e.text, e.occurred_at) for e in events]
    return sets


def latency(
    rerankers: dict[str, Reranker], dense: DenseEncoder, sets: dict, sizes: Sequence[int], reps: int
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for set_name, docs_all in sets.items():
        for n in sizes:
            docs = docs_all[:n]
            texts = [d.text for d in docs]
            row: dict[str, Any] = {
                "baseline_dense_sentence": _ms(functools.partial(dense.encode, texts), reps)
            }
            row["baseline_dense_query"] = _ms(lambda: dense.encode([QUERY]), reps)
            for name, rr in rerankers.items():
                cache = getattr(rr, "cache", None)

                def call(rr: Reranker = rr, docs: list[RerankDoc] = docs) -> list[float]:
                    return rr.score(QUERY, docs)

                cold = _ms(call, reps, cache.clear if cache is not None else None)
                call()
                warm = _ms(call, reps)
                row[name] = {"cold": cold, "warm": warm}
            out.setdefault(set_name, {})[str(n)] = row
    return out


def quality(rerankers: dict[str, Reranker], dense: DenseEncoder, locomo: Path) -> dict[str, Any]:
    recall: dict[str, dict[int, list[float]]] = {}
    for sample in load_samples(locomo):
        events = list(sample_events(sample))
        docs = [RerankDoc(e.event_id, e.text, e.occurred_at) for e in events]
        vectors = dense.encode([d.text for d in docs])
        questions = [q for q in sample["qa"] if q.get("category") in (1, 2, 3, 4)]
        qvecs = dense.encode([q["question"] for q in questions])
        for q, qv in zip(questions, qvecs, strict=True):
            evidence = clean_evidence(q.get("evidence") or []).ids
            if not evidence:
                continue
            cand = [int(i) for i in np.argsort(-(vectors @ qv))[:50]]
            orders = {"dense": cand}
            for name, rr in rerankers.items():
                scores = rr.score(q["question"], [docs[i] for i in cand])
                orders[name] = [cand[j] for j in np.argsort(-np.asarray(scores), kind="stable")]
            for name, order in orders.items():
                for k in (5, 10, 25):
                    got = {docs[i].id for i in order[:k]}
                    hits = sum(e in got for e in evidence) / len(evidence)
                    recall.setdefault(name, {}).setdefault(k, []).append(hits)
    return {
        name: {f"recall@{k}": round(float(np.mean(v)), 3) for k, v in by_k.items()}
        | {"questions": len(by_k[5])}
        for name, by_k in recall.items()
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--docs", default="20,50")
    ap.add_argument("--repeats", type=int, default=15)
    ap.add_argument("--locomo", type=Path, default=None, help=f"default: {LOCOMO_DEFAULT}")
    ap.add_argument("--cross-encoder", default=None, help="CrossEncoder folder or hub id")
    ap.add_argument("--quality", action="store_true")
    ap.add_argument("--threads", type=int, default=None, help="torch intra-op threads")
    ap.add_argument("--only", default=None, help="comma-separated rerankers to run")
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results/rerank-latest.json"))
    args = ap.parse_args()
    if args.locomo is not None or args.quality:  # asked for LoCoMo: it must be there
        args.locomo = args.locomo or LOCOMO_DEFAULT
        require_locomo(args.locomo, "python -m benchmarks.rerank --quality --locomo PATH")
    elif LOCOMO_DEFAULT.is_file():
        args.locomo = LOCOMO_DEFAULT
    sizes = [int(x) for x in args.docs.split(",")]
    console = Console()
    if args.locomo is None:
        console.print(f"no LoCoMo file at {LOCOMO_DEFAULT}: latency on synthetic turns only")
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)

    dense = TorchDenseEncoder()
    loaders: dict[str, Callable[[], Reranker | None]] = {
        "late_interaction": lambda: load_reranker("late_interaction", dense=dense),
        "late_interaction_len64": lambda: load_reranker(
            "late_interaction", dense=dense, max_length=64
        ),
        "nanoranker": lambda: load_reranker("nanoranker"),
    }
    if args.cross_encoder:
        loaders["cross_encoder"] = lambda: load_reranker("cross_encoder", model=args.cross_encoder)
    wanted = set(args.only.split(",")) if args.only else set(loaders)
    loaded = {k: load() for k, load in loaders.items() if k in wanted}
    rerankers = {k: v for k, v in loaded.items() if v is not None}

    result: dict[str, Any] = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version()},
        "torch_threads": _torch_threads(),
        "loadavg_start": [round(x, 2) for x in os.getloadavg()],
    }
    sets = doc_sets(args.locomo, max(sizes))
    result["latency"] = latency(rerankers, dense, sets, sizes, args.repeats)
    result["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]

    load = result["loadavg_start"][0]
    table = Table(title=f"rerank ms: wall p50 / CPU p50, cold | warm cache (load {load})")
    for col in (
        "docs",
        "N",
        "dense sentence",
        "dense query",
        *(f"{k} cold/warm" for k in rerankers),
    ):
        table.add_column(col)
    for set_name, by_n in result["latency"].items():
        for n, row in by_n.items():
            cells = [f"{_fmt(row[k]['cold'])} | {_fmt(row[k]['warm'])}" for k in rerankers]
            base = [_fmt(row["baseline_dense_sentence"]), _fmt(row["baseline_dense_query"])]
            table.add_row(set_name, n, *base, *cells)
    console.print(table)

    if args.quality and args.locomo is not None:
        chosen = {k: rerankers[k] for k in rerankers if k != "late_interaction_len64"}
        result["quality"] = quality(chosen, dense, args.locomo)
        qt = Table(title="LoCoMo dev, dense top-50 reranked (categories 1-4)")
        for col in ("order", "recall@5", "recall@10", "recall@25", "questions"):
            qt.add_column(col)
        for name, row in result["quality"].items():
            qt.add_row(name, *(str(row[c]) for c in ("recall@5", "recall@10", "recall@25")),
                       str(row["questions"]))  # fmt: skip
        console.print(qt)

    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2))
    console.print(f"saved {args.out}")


if __name__ == "__main__":
    main()
