"""`python -m benchmarks.token_pages`: the token store's bytes and reads per SQLite page size.

Writes the same seeded rows (unit vectors of `--tokens` tokens a memory, every codec given) into
token stores of each page size through `TokenStore.upsert`, in micro-batches as the flow does,
then reads `--reads` random ids at a time (a rerank's candidates) by `TokenStore.get` for
`--rounds` rounds, the stores taking turns in each round. Reports per page size and codec:
bytes on disk per memory and beyond the packed vectors (after a WAL checkpoint), and the
read's p50 / p95. 4096 (SQLite's default, the token store's page size before 1 KiB) is the
baseline of the same run. Saves benchmarks/results/token-pages.json (`--out` to change).

The vectors' values do not change the sizes (each codec packs a token in fixed bytes); the
token counts do: a chat turn of the synthetic 1M store has about 15 tokens, a LoCoMo turn 30.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.table import Table

from benchmarks.common import calibration, load_average, machine, now_iso, percentile, save
from memstream.connectors.tokens import PAGE_BYTES, TokenStore
from memstream.events import MemoryEvent
from memstream.records import EnrichedMemory, SparseVec

BASELINE_PAGE = 4096
MODEL = "benchmark (token embeddings)"
SAID_AT = datetime(2026, 1, 1, tzinfo=UTC)


def token_row(i: int, vecs: np.ndarray, model: str = MODEL) -> EnrichedMemory:
    """Memory `i` of bank-1 carrying `vecs` as its token vectors (the rest placeholders)."""
    event = MemoryEvent(event_id=f"e{i}", bank="bank-1", text=f"memory {i}", occurred_at=SAID_AT)
    return EnrichedMemory(
        event=event,
        dense=(1.0,),
        sparse=SparseVec((1,), (1.0,)),
        entities=(),
        time_refs=(),
        tokens=vecs.astype(np.float16),
        token_model=model,
    )


def memories(n: int, tokens: tuple[int, int], seed: int) -> list[EnrichedMemory]:
    """`n` memories of one bank, each with unit token vectors of a seeded count."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        count = int(rng.integers(tokens[0], tokens[1] + 1))
        vecs = rng.standard_normal((count, 384)).astype(np.float32)
        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
        out.append(token_row(i, vecs))
    return out


def build(
    folder: Path, page: int, codec: str, rows: list[EnrichedMemory], batch: int
) -> tuple[TokenStore, dict[str, Any]]:
    """A token store of `rows` at `page`, and its sizes."""
    path = folder / f"tokens-{codec}-{page}.sqlite"
    store = TokenStore(path, codec=codec, page_size=page)
    t0 = time.perf_counter()
    for i in range(0, len(rows), batch):
        store.upsert(rows[i : i + batch])
    write_s = time.perf_counter() - t0
    store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    (packed,) = store._db.execute("SELECT sum(length(data)) FROM tokens").fetchone()
    (actual_page,) = store._db.execute("PRAGMA page_size").fetchone()
    size = path.stat().st_size
    return store, {
        "page_size": actual_page,
        "codec": codec,
        "bytes_per_memory": round(size / len(rows), 1),
        "overhead_per_memory": round((size - packed) / len(rows), 1),
        "packed_per_memory": round(packed / len(rows), 1),
        "write_s": round(write_s, 2),
    }


def read_rounds(
    stores: list[TokenStore], ids: list[str], args: argparse.Namespace
) -> list[list[float]]:
    """Milliseconds of each store's reads, the stores taking turns in every round (one
    machine's load falls on all of them alike); each round reads the same random ids."""
    pick = random.Random(args.seed)
    laps: list[list[float]] = [[] for _ in stores]
    for _ in range(args.rounds):
        wanted = pick.sample(ids, args.reads)
        for store, out in zip(stores, laps, strict=True):
            t0 = time.perf_counter()
            got = store.get(wanted, bank="bank-1")
            out.append((time.perf_counter() - t0) * 1000)
            assert len(got) == len(wanted)
    return laps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--memories", type=int, default=100_000)
    ap.add_argument("--tokens", default="6-24", help="MIN-MAX tokens a memory (uniform)")
    ap.add_argument("--codecs", default="int8,u4")
    ap.add_argument("--pages", default=f"512,{PAGE_BYTES},2048,{BASELINE_PAGE}")
    ap.add_argument("--batch", type=int, default=128, help="rows a micro-batch")
    ap.add_argument("--reads", type=int, default=450, help="ids a read (a rerank's candidates)")
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="token-pages")
    args = ap.parse_args()
    low, high = (int(x) for x in args.tokens.split("-"))
    pages = [int(p) for p in args.pages.split(",")]
    codecs = [c.strip() for c in args.codecs.split(",") if c.strip()]
    console = Console()
    rows = memories(args.memories, (low, high), args.seed)
    runs, stores = [], []
    with tempfile.TemporaryDirectory(prefix="memstream-token-pages-") as tmp:
        for codec in codecs:
            for page in pages:
                store, run = build(Path(tmp), page, codec, rows, args.batch)
                stores.append(store)
                runs.append(run)
                console.print(run)
        laps = read_rounds(stores, [m.id for m in rows], args)
        for store, run, lap in zip(stores, runs, laps, strict=True):
            store.close()
            run["read_p50_ms"] = round(percentile(lap, 0.5), 3)
            run["read_p95_ms"] = round(percentile(lap, 0.95), 3)
    base = {r["codec"]: r for r in runs if r["page_size"] == BASELINE_PAGE}
    for r in runs:
        b = base.get(r["codec"])
        if b:
            r["bytes_vs_baseline"] = round(r["bytes_per_memory"] / b["bytes_per_memory"], 4)
            r["read_p50_vs_baseline"] = round(r["read_p50_ms"] / b["read_p50_ms"], 3)
    table = Table(title=f"token store, {args.memories:,} memories of {args.tokens} tokens")
    for col in ("codec", "page", "B/memory", "beyond vectors", "read p50 ms", "vs 4096"):
        table.add_column(col, justify="right")
    for r in runs:
        table.add_row(
            r["codec"],
            str(r["page_size"]),
            f"{r['bytes_per_memory']:,.0f}",
            f"{r['overhead_per_memory']:,.0f}",
            f"{r['read_p50_ms']:.2f}",
            str(r.get("bytes_vs_baseline", "")),
        )
    console.print(table)
    out = save(
        args.out,
        {
            "benchmark": "token_pages",
            "measured_at": now_iso(),
            "machine": machine(),
            "load_average": load_average(),
            "calibration": calibration(),
            "memories": args.memories,
            "tokens": args.tokens,
            "reads": args.reads,
            "rounds": args.rounds,
            "baseline_page_size": BASELINE_PAGE,
            "default_page_size": PAGE_BYTES,
            "runs": runs,
        },
    )
    console.print(f"saved {out}")


if __name__ == "__main__":
    main()
