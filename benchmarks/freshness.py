"""Where a ``wait=true`` retain's time goes: per-stage timestamps in one node, in this process.

A node runs here (the default embedded durable broker unless ``--memory``); a stream retains one
event per request at `--rate` events/s with ``wait=true`` for `--seconds`, optionally beside
`--recall` recall threads. Each event is timed at every stage boundary:

- ``publish``: retain call -> the broker acknowledged it (group commit, producer linger, produce)
- ``log``: the acknowledgement -> the flow's decode step saw the record (broker fetch wait,
  Bytewax polling)
- ``queue``: decode -> the enrichment of its micro-batch started
- ``enrich``: the enrichment of its micro-batch (models)
- ``stores``: enrichment done -> the last recall store wrote it (vector, BM25, graph)
- ``wake``: the last store wrote it -> the retain call returned (visibility wait wake-up)

Prints the p50/p95 of each stage and of the total, and saves
benchmarks/results/freshness-latest.json. Usage:
    python -m benchmarks.freshness [--seconds 30] [--rate 20] [--recall 0] [--memory]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from benchmarks.common import machine, now_iso, percentile, save
from benchmarks.fault_scenarios import QUERIES, event_maker
from memstream.contract import schemas as s
from memstream.contract.recall import RecallRequest
from memstream.records import EnrichedMemory
from memstream.settings import MEMORY, Settings

STAGES = ("publish", "log", "queue", "enrich", "stores", "wake", "total")


class Stamps:
    """memory id -> stage name -> wall-clock time (s)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.at: dict[str, dict[str, float]] = defaultdict(dict)
        #: store name -> seconds each of its batch writes took
        self.writes: dict[str, list[float]] = defaultdict(list)

    def mark(self, ids: Sequence[str], stage: str) -> None:
        now = time.time()
        with self.lock:
            for i in ids:
                self.at[i].setdefault(stage, now)


def instrument(node: Any, stamps: Stamps) -> None:
    """Wrap the flow's decode step and the enricher so they stamp every memory they see."""
    import memstream.flows.ingest as ingest
    from memstream.events import MemoryEvent

    decode = ingest.decode_record

    def timed_decode(record: Any, max_chars: int) -> Any:
        d = decode(record, max_chars)
        if d.event is not None:
            stamps.mark([d.event.memory_id], "decoded")
        return d

    ingest.decode_record = timed_decode  # type: ignore[assignment]
    enricher = node.enricher
    enrich = enricher.enrich

    def timed_enrich(events: Sequence[MemoryEvent]) -> list[EnrichedMemory]:
        ids = [e.memory_id for e in events]
        stamps.mark(ids, "enrich_start")
        out: list[EnrichedMemory] = enrich(events)
        stamps.mark(ids, "enriched")
        return out

    enricher.enrich = timed_enrich

    def on_write(store: str, memories: Sequence[EnrichedMemory], spent: float) -> None:
        stamps.mark([m.id for m in memories], f"store_{store}")
        with stamps.lock:
            stamps.writes[store].append(spent)

    node.listeners.append(on_write)


def breakdown(stamps: Stamps) -> dict[str, dict[str, float]]:
    """p50/p95/mean of every stage (seconds), over the events that passed every stamp."""
    edges = {
        "publish": ("request", "acked"),
        "log": ("acked", "decoded"),
        "queue": ("decoded", "enrich_start"),
        "enrich": ("enrich_start", "enriched"),
        "stores": ("enriched", "stored"),
        "wake": ("stored", "returned"),
        "total": ("request", "returned"),
    }
    out: dict[str, dict[str, float]] = {}
    rows = []
    for at in stamps.at.values():
        stores = [v for k, v in at.items() if k in ("store_vector", "store_bm25", "store_graph")]
        if len(stores) == 3 and "returned" in at and "enriched" in at:
            rows.append({**at, "stored": max(stores)})
    for name, (a, b) in edges.items():
        values = [r[b] - r[a] for r in rows if a in r and b in r]
        if values:
            out[name] = {
                "n": len(values),
                "p50": round(percentile(values, 0.5), 3),
                "p95": round(percentile(values, 0.95), 3),
                "mean": round(sum(values) / len(values), 3),
            }
    return out


def stream(
    node: Any, stamps: Stamps, rate: float, seconds: float, tag: str = "f", threads: int = 8
) -> int:
    """Retain one event per request at `rate`/s with wait=true; how many did not become
    visible."""
    make = event_maker(tag)
    counter = iter(range(10**9))
    lock = threading.Lock()
    invisible = [0]
    t0 = time.monotonic()
    end = t0 + seconds

    def run() -> None:
        while True:
            with lock:
                n = next(counter)
            due = t0 + n / rate
            if due > end:
                return
            time.sleep(max(0.0, due - time.monotonic()))
            ev = s.EventIn(**make(n))
            mid = ev.to_event("fresh").memory_id
            stamps.mark([mid], "request")
            r = node.service.retain("fresh", [ev], wait=True, timeout_s=30)
            stamps.mark([mid], "returned")
            invisible[0] += r.visible is not True

    workers = [threading.Thread(target=run, daemon=True) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return invisible[0]


def recalls(node: Any, clients: int, stop: threading.Event) -> list[float]:
    latencies: list[float] = []

    def loop(i: int) -> None:
        n = i
        while not stop.is_set():
            t0 = time.monotonic()
            q = QUERIES[n % len(QUERIES)]
            try:
                node.service.recall(RecallRequest(bank="fresh", text=q, limit=10))
            except Exception:  # a 429 under load: not a latency
                time.sleep(0.05)
            else:
                latencies.append(time.monotonic() - t0)
            n += clients

    for i in range(clients):
        threading.Thread(target=loop, args=(i,), daemon=True).start()
    return latencies


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--rate", type=float, default=20.0)
    p.add_argument("--recall", type=int, default=0, help="Recall threads beside the stream.")
    p.add_argument("--memory", action="store_true", help="In-memory broker storage.")
    p.add_argument("--out", default="freshness-latest")
    args = p.parse_args()
    from memstream.service.node import Node

    with tempfile.TemporaryDirectory(prefix="memstream-fresh-") as tmp:
        env: dict[str, Any] = {"store": {"data_dir": Path(tmp)}, "cluster": {"enabled": False}}
        if args.memory:
            env["broker"] = {"storage_engine": MEMORY}
        settings = Settings(**env)
        with Node(settings) as node:
            node.service.create_bank("fresh")
            stream(node, Stamps(), args.rate, 3.0, "w")  # warm-up: models, stores, fetch path
            stamps = Stamps()
            instrument(node, stamps)
            stop = threading.Event()
            rec = recalls(node, args.recall, stop) if args.recall else []
            original_publish = node.publish

            def timed_publish(events: Sequence[Any]) -> None:
                original_publish(events)
                stamps.mark([e.memory_id for e in events], "acked")

            node.publish = timed_publish  # type: ignore[method-assign]
            load0 = os.getloadavg()
            invisible = stream(node, stamps, args.rate, args.seconds)
            stop.set()
    figures = breakdown(stamps)
    writes = {
        store: {
            "batches": len(v),
            "p50": round(percentile(v, 0.5), 3),
            "p95": round(percentile(v, 0.95), 3),
        }
        for store, v in stamps.writes.items()
    }
    for name in STAGES:
        f = figures.get(name, {})
        print(f"{name:8s} p50 {f.get('p50', '-')!s:>6}  p95 {f.get('p95', '-')!s:>6}")
    for store, f in writes.items():
        print(f"  {store:8s} write p50 {f['p50']}  p95 {f['p95']}  batches {f['batches']}")
    payload = {
        "benchmark": "freshness",
        "when": now_iso(),
        "machine": machine(),
        "load_average": [round(x, 2) for x in load0],
        "command": "python -m benchmarks.freshness "
        + " ".join(f"--{k} {v}" for k, v in vars(args).items() if k != "out"),
        "storage": "memory" if args.memory else "durable",
        "stages_s": figures,
        "store_write_s": writes,
        "not_visible": invisible,
        "recalls": len(rec),
        "recall_p50_s": round(percentile(rec, 0.5), 3) if rec else None,
    }
    print(f"saved {save(args.out, payload)}")


if __name__ == "__main__":
    main()
