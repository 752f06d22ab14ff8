"""One side of a query-interleaved A/B (`benchmarks.ab --by query`): a recall engine that
answers one query at a time on request.

Run with the side's worktree as the working directory (`python -c "import runpy; ..."`, see
`benchmarks.ab`), so every import below is that commit's own code: its store writer
(`benchmarks.latency.build_bank`, the same banks and seeded input its `latency.py` builds),
its engine, its query list. Only names both commits have are used.

Protocol, JSON lines: this process writes `{"ready": ...}` once its banks are built and its
engine is up, then answers each request line `{"mode": M, "size": N, "q": i}` with
`{"timings": {stage: ms}}` (the engine's stage timings of query i, and "cpu": the CPU time
the whole process spent on it, every thread, which a loaded machine moves far less than wall
time); `{"quit": true}` ends it.
Everything else the process prints goes to stderr (its log).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", required=True)
    ap.add_argument("--queries", type=int, required=True)
    ap.add_argument("--data-dir", type=Path, required=True)
    args = ap.parse_args()
    proto = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)  # whatever the side prints goes to its log, not into the protocol
    sys.stdout = sys.stderr

    from rich.console import Console

    from benchmarks import latency
    from memstream.connectors.stores import open_stores
    from memstream.contract.recall import Mode, RecallRequest
    from memstream.encoders import load_enricher
    from memstream.query.factory import build_engine
    from memstream.settings import RecallSettings, Settings, StoreSettings

    console = Console(file=sys.stderr, width=160)
    settings = Settings(store=StoreSettings(data_dir=args.data_dir))
    enricher = load_enricher(settings.models.model_copy(update={"torch_threads": 1}))
    qs = latency.queries(args.queries)
    sizes = [int(s) for s in args.sizes.split(",")]
    t0 = time.perf_counter()
    stores = open_stores(settings.store)
    for size in sizes:
        bank = f"latency-{size}"
        if stores.vector.count(bank) != size:
            latency.build_bank(stores, enricher, bank, size, console)
        elif stores.tokens is not None and stores.tokens.count(bank) != size:
            latency.backfill_tokens(stores, enricher, bank, size, console)
    engine = build_engine(stores, enricher, RecallSettings())
    proto.write(json.dumps({"ready": True, "open_s": round(time.perf_counter() - t0, 1)}) + "\n")
    for line in sys.stdin:
        ask = json.loads(line)
        if ask.get("quit"):
            break
        request = RecallRequest(
            text=qs[ask["q"]], bank=f"latency-{ask['size']}", mode=Mode(ask["mode"]), explain=True
        )
        c0 = time.process_time()
        resp = engine.recall(request)
        cpu = {"cpu": round((time.process_time() - c0) * 1000, 3)}
        proto.write(json.dumps({"timings": {**(resp.timings_ms or {}), **cpu}}) + "\n")
    engine.close()
    stores.close()
    proto.flush()
    os._exit(0)  # the Duckling (Haskell) runtime can hold the interpreter at exit


if __name__ == "__main__":
    main()
