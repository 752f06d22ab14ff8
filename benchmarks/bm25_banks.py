"""What a bank's BM25 searches pay for the other banks: the BM25 and context arms of a bank in a
store of many banks and alone, with the bank fields (connectors/bm25_schema.py) and with the
bank filter that searched before them, on one machine in one run.

Each layout gets its own indexes, written through `Bm25Index.upsert` (what the flow's store
writer calls), `latency_build.BATCH` memories a batch, bank after bank, from the latency
benchmark's seeded chats: one index of `--banks` banks of `--per-bank` memories (latency.py's
many-bank shape), and `--solo` of those banks each in an index of its own. The filter layout
is an index created with the schema from before the bank fields, which `Bm25Index` opens and
searches as it did then. Then for each solo bank, each question (latency.queries) goes to the
arm over the shared index and over the bank's own, in both layouts, the four in an order that
rotates question by question, so the machine's load falls on all alike. The arms are the
query's own (`Bm25Arm`, `ContextArm` with the default feedback), at the engine's default
depth.

Saved to benchmarks/results/bm25-banks-latest.json (or `--out`): per layout and arm, p50/p95
shared and alone over all solo banks' questions and the worst bank's shared / alone p50;
the seconds each layout's shared index took to write, and its bytes per memory; with
`--big N`, one bank of N memories per layout and the arms' p50/p95 there (what a bank pays
for its own size, without the filter's conjunction).

Usage: python -m benchmarks.bm25_banks [--banks 1000] [--per-bank 1000] [--solo 5]
       [--queries 60] [--big 0] [--work DIR]
"""

from __future__ import annotations

import argparse
import logging
import random
import shutil
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import tantivy
from rich.console import Console

from benchmarks import latency_build as lb
from benchmarks.common import calibration, load_average, machine, now_iso, percentile, save
from benchmarks.latency import queries
from memstream.connectors import bm25_schema as layout
from memstream.connectors.bm25 import Bm25Index
from memstream.contract.recall import RecallRequest
from memstream.query.arms.bm25 import Bm25Arm
from memstream.query.arms.context import ContextArm
from memstream.query.engine import EngineOptions
from memstream.query.factory import context_feedback
from memstream.query.model import EncodedQuery
from memstream.records import EnrichedMemory, SparseVec
from memstream.settings import RecallSettings

#: The layouts compared: the bank filter (before the bank fields), and the bank fields.
LAYOUTS = ("filter", "bank_fields")
ARMS = ("bm25", "context")
WARM = 5


def depth() -> int:
    """The depth the engine asks its arms for at the default limit."""
    o = EngineOptions()
    return max(o.min_arm_depth, RecallRequest.model_fields["limit"].default * o.arm_depth_factor)


def write(index: Bm25Index, banks: list[tuple[str, int]], per_bank: int) -> float:
    """Each (bank, seed) as latency_build writes it, BM25 only; the seconds it took."""
    t0 = time.perf_counter()
    for bank, seed in banks:
        events = lb.bank_events(bank, per_bank, seed=seed)
        ms = [EnrichedMemory(e, (0.0,), SparseVec((), ())) for e in events]
        for i in range(0, len(ms), lb.BATCH):
            index.upsert(ms[i : i + lb.BATCH])
    return time.perf_counter() - t0


def open_index(path: Path, kind: str) -> Bm25Index:
    """An index at `path` in layout `kind` (an existing one is reused as it is)."""
    if kind == "filter" and not path.exists():
        path.mkdir(parents=True)
        tantivy.Index(layout.schema(bank_fields=False), path=str(path), reuse=False)
    index = Bm25Index(path)
    assert index.layout.bank_fields == (kind == "bank_fields"), path
    return index


def index_bytes(path: Path) -> int:
    return sum(f.stat().st_blocks * 512 for f in path.rglob("*") if f.is_file())


def arms(index: Bm25Index) -> dict[str, Any]:
    s = RecallSettings()
    feedback = context_feedback(s)
    return {"bm25": Bm25Arm(index, s.bm25_idf), "context": ContextArm(index, feedback, s.bm25_idf)}


def timed(arm: Any, bank: str, text: str, n: int) -> float:
    q = EncodedQuery(
        text=text, bank=bank, limit=10, thinking_budget=0, reference_time=datetime.now(UTC)
    )
    t0 = time.perf_counter()
    arm.retrieve(q, n)
    return (time.perf_counter() - t0) * 1000


def summary(ms: list[float]) -> dict[str, float]:
    return {"p50_ms": round(statistics.median(ms), 3), "p95_ms": round(percentile(ms, 0.95), 3)}


def compare(sides: dict[tuple[str, str], Bm25Index], bank: str, qs: list[str]) -> dict[str, Any]:
    """Per layout and arm: the bank's questions over each (side, layout), side "shared" or
    "alone", the four in an order that rotates question by question; p50/p95 per side and
    shared / alone p50."""
    n = depth()
    by = {key: arms(index) for key, index in sides.items()}
    times: dict[tuple[str, str, str], list[float]] = {}
    for i, q in enumerate(qs[:WARM] + qs):
        keys = list(sides)
        for side, kind in keys[i % len(keys) :] + keys[: i % len(keys)]:
            for arm in ARMS:
                ms = timed(by[side, kind][arm], bank, q, n)
                if i >= WARM:
                    times.setdefault((kind, arm, side), []).append(ms)
    out: dict[str, Any] = {}
    for kind in LAYOUTS:
        for arm in ARMS:
            shared, alone = times[kind, arm, "shared"], times[kind, arm, "alone"]
            ratio = statistics.median(shared) / statistics.median(alone)
            out.setdefault(kind, {})[arm] = {
                "shared": summary(shared),
                "alone": summary(alone),
                "ratio_p50": round(ratio, 3),
            }
    return out


def big_bank(work: Path, size: int, qs: list[str], console: Console) -> dict[str, Any]:
    """One bank of `size` per layout: its write seconds and the arms' p50/p95, interleaved."""
    bank = lb.one_bank(size)
    out: dict[str, Any] = {}
    indexes = {}
    for kind in LAYOUTS:
        indexes[kind] = open_index(work / f"big-{kind}", kind)
        if indexes[kind].count(bank) != size:
            out.setdefault(kind, {})["write_s"] = round(
                write(indexes[kind], [(bank, size)], size), 1
            )
        console.print(f"one bank of {size:,} ({kind}) written")
    n = depth()
    by = {kind: arms(index) for kind, index in indexes.items()}
    times: dict[tuple[str, str], list[float]] = {}
    for i, q in enumerate(qs[:WARM] + qs):
        for kind in LAYOUTS if i % 2 == 0 else LAYOUTS[::-1]:
            for arm in ARMS:
                ms = timed(by[kind][arm], bank, q, n)
                if i >= WARM:
                    times.setdefault((kind, arm), []).append(ms)
    for kind in LAYOUTS:
        for arm in ARMS:
            out.setdefault(kind, {})[arm] = summary(times[kind, arm])
        indexes[kind].close()
    return out


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--banks", type=int, default=1000)
    ap.add_argument("--per-bank", type=int, default=1000)
    ap.add_argument("--solo", type=int, default=5, help="Banks also measured alone.")
    ap.add_argument("--queries", type=int, default=60)
    ap.add_argument("--big", type=int, default=0, help="One bank of this many, per layout.")
    ap.add_argument("--work", type=Path, default=None, help="Where the indexes go (kept).")
    ap.add_argument("--out", default="bm25-banks-latest", help="results/<name>.json")
    return ap.parse_args()


def run(args: argparse.Namespace, console: Console) -> dict[str, Any]:
    work = args.work or Path(tempfile.mkdtemp(prefix="memstream-bm25-banks-"))
    names = lb.many_banks(args.banks, args.per_bank)
    seeded = [(b, lb.SEED_BANKS + j) for j, b in enumerate(names)]
    picks = sorted(random.Random(7).sample(range(len(names)), min(args.solo, len(names))))
    sides: dict[tuple[str, str], Bm25Index] = {}
    built: dict[str, Any] = {}
    for kind in LAYOUTS:
        shared = open_index(work / f"shared-{kind}", kind)
        if shared.count() != args.banks * args.per_bank:
            built[kind] = {"write_s": round(write(shared, seeded, args.per_bank), 1)}
        total = args.banks * args.per_bank
        built.setdefault(kind, {})["bytes_per_memory"] = round(
            index_bytes(work / f"shared-{kind}") / total
        )
        console.print(f"{kind}: {args.banks} banks of {args.per_bank:,} written")
        sides["shared", kind] = shared
        for j in picks:
            alone = open_index(work / f"solo-{kind}-{j}", kind)
            if alone.count() != args.per_bank:
                write(alone, [seeded[j]], args.per_bank)
            sides[f"alone-{j}", kind] = alone
    qs = queries(args.queries)
    results: dict[str, Any] = {}
    for j in picks:
        bank = names[j]
        pair = {
            (side, kind): sides[name, kind]
            for kind in LAYOUTS
            for side, name in (("shared", "shared"), ("alone", f"alone-{j}"))
        }
        for kind, per_arm in compare(pair, bank, qs).items():
            for arm, got in per_arm.items():
                results.setdefault(kind, {}).setdefault(arm, {})[bank] = got
    payload: dict[str, Any] = {
        "benchmark": "bm25_banks",
        "shape": f"{args.banks}x{args.per_bank}",
        "solo_banks": [names[j] for j in picks],
        "queries": args.queries,
        "depth": depth(),
        "build": built,
        "results": results,
        "summary": summarise(results),
    }
    if args.big:
        payload["big"] = {"size": args.big, **big_bank(work, args.big, qs, console)}
    for index in sides.values():
        index.close()
    if args.work is None:
        shutil.rmtree(work, ignore_errors=True)
    return payload


def summarise(results: dict[str, Any]) -> dict[str, Any]:
    """Per layout and arm: the median over the solo banks of shared and alone p50, and the
    worst bank's shared / alone p50."""
    out: dict[str, Any] = {}
    for kind, per_arm in results.items():
        for arm, per_bank in per_arm.items():
            out.setdefault(kind, {})[arm] = {
                "shared_p50_ms": round(
                    statistics.median(b["shared"]["p50_ms"] for b in per_bank.values()), 3
                ),
                "alone_p50_ms": round(
                    statistics.median(b["alone"]["p50_ms"] for b in per_bank.values()), 3
                ),
                "worst_ratio_p50": max(b["ratio_p50"] for b in per_bank.values()),
            }
    return out


def main() -> None:
    args = parse_args()
    console = Console(stderr=True)
    logging.getLogger("memstream.connectors.bm25_schema").setLevel(logging.ERROR)
    before = {"calibration": calibration(), "load_average": load_average()}
    payload = run(args, console)
    payload.update(
        {
            "measured_at": now_iso(),
            "machine": machine(),
            "command": "python -m benchmarks.bm25_banks "
            + f"--banks {args.banks} --per-bank {args.per_bank} --solo {args.solo} "
            + f"--queries {args.queries} --big {args.big}",
            "before": before,
            "after": {"calibration": calibration(), "load_average": load_average()},
        }
    )
    for kind, per_arm in payload["summary"].items():
        for arm, s in per_arm.items():
            console.print(
                f"{kind} {arm}: p50 {s['shared_p50_ms']} ms shared, {s['alone_p50_ms']} "
                f"alone; worst bank {s['worst_ratio_p50']}x"
            )
    console.print(f"saved {save(args.out, payload)}")


if __name__ == "__main__":
    main()
