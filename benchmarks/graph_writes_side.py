"""One side of the graph write benchmark (benchmarks/graph_writes.py), run in its commit's
worktree: it imports only `memstream` (the side's) and the standard library, so any commit
whose graph store takes `EnrichedMemory` batches can run it.

    python graph_writes_side.py build DIR SIZE      a bank of SIZE memories in DIR/graph
    python graph_writes_side.py measure DIR SIZE R  the timed writes of round R

Prints one JSON object on its last line.

The memories are chat turns as the graph sees them: a bank with one conversation per 500
turns and a session per 20, each turn mentioning 0-3 of a cast of 60 entities (the people and
places of one user's life, the first few far more often than the rest: Zipf); turns a minute
apart, the conversations interleaved (20 minutes between two turns of one conversation).
"""

from __future__ import annotations

import json
import random
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memstream.connectors.graph import open_graph_store
from memstream.events import MemoryEvent
from memstream.records import EnrichedMemory, Entity, SparseVec

BANK = "big"
SMALL = "small"  # a bank of SMALL_SIZE memories beside the big one
SMALL_SIZE = 1_000
CAST = [f"person{i}" for i in range(60)]
ZIPF = [1 / (i + 1) for i in range(len(CAST))]
T0 = datetime(2024, 1, 1, 9, tzinfo=UTC)
#: Memories per batch of the build and of the appends (the build's last tenth is timed:
#: memories/s into a bank of about SIZE).
BATCH = 1_000
#: Micro-batches of a live stream timed per kind, and their size.
LIVE_BATCHES = 30
LIVE_SIZE = 10


def memory(bank: str, n: int, rng: random.Random, *, late_minutes: float = 0) -> EnrichedMemory:
    """Turn `n` of `bank`, `late_minutes` before its place: in conversation n % 20 of its
    block of 10,000 turns, a minute after turn n - 1 (see the module)."""
    names = {rng.choices(CAST, ZIPF)[0] for _ in range(rng.choice([0, 1, 1, 2, 2, 3]))}
    conv = n % 20
    event = MemoryEvent(
        event_id=f"{bank}-{n}",
        bank=bank,
        text=f"turn {n}",
        occurred_at=T0 + timedelta(minutes=n - late_minutes),
        speaker="user",
        conversation_id=f"c{conv}-{n // 10_000}",
        session_id=f"s{conv}-{n // 400}",
    )
    return EnrichedMemory(
        event=event,
        dense=(0.1, 0.2, 0.3),
        sparse=SparseVec((), ()),
        entities=tuple(Entity(name=x.title(), norm=x, label="PERSON") for x in sorted(names)),
        time_refs=(),
    )


def build(path: Path, size: int) -> dict[str, float]:
    rng = random.Random(size)
    t0 = time.perf_counter()
    tail_s, tail_n = 0.0, 0
    with open_graph_store(path / "graph", "ladybug", buffer_pool_bytes=1 << 30) as g:
        g.upsert([memory(SMALL, n, rng) for n in range(SMALL_SIZE)])
        for start in range(0, size, BATCH):
            t = time.perf_counter()
            g.upsert([memory(BANK, n, rng) for n in range(start, min(size, start + BATCH))])
            if start >= size * 0.9:
                tail_s += time.perf_counter() - t
                tail_n += min(BATCH, size - start)
    return {
        "build_s": round(time.perf_counter() - t0, 2),
        "build_tail_memories_per_s": round(tail_n / tail_s, 1) if tail_s else 0.0,
    }


def _p50(values: list[float]) -> float:
    return round(sorted(values)[len(values) // 2] * 1000, 2)


def measure(path: Path, size: int, round_: int) -> dict[str, float]:
    rng = random.Random(1_000 * size + round_)
    base = size + 100_000 * (round_ + 1)  # each round's new turns: after the last round's
    out: dict[str, float] = {}
    t = time.perf_counter()
    with open_graph_store(path / "graph", "ladybug", buffer_pool_bytes=1 << 30) as g:
        out["open_s"] = round(time.perf_counter() - t, 2)
        t = time.perf_counter()
        for i in range(3):
            g.upsert([memory(BANK, base + i * BATCH + n, rng) for n in range(BATCH)])
        out["append_1000_ms_per_memory"] = round((time.perf_counter() - t) / 3 / BATCH * 1000, 3)
        n = base + 3 * BATCH
        for name, bank, late in (
            ("live_10", BANK, 0.0),
            ("late_10", BANK, 30.0),
            ("small_bank_live_10", SMALL, 0.0),
        ):
            times = []
            start = n if bank == BANK else SMALL_SIZE + round_ * LIVE_BATCHES * LIVE_SIZE
            for i in range(LIVE_BATCHES):
                batch = [
                    memory(bank, start + i * LIVE_SIZE + k, rng, late_minutes=rng.uniform(0, late))
                    for k in range(LIVE_SIZE)
                ]
                t = time.perf_counter()
                g.upsert(batch)
                times.append(time.perf_counter() - t)
            out[f"{name}_p50_ms"] = _p50(times)
            if bank == BANK:
                n += LIVE_BATCHES * LIVE_SIZE
    return out


def main() -> None:
    what, path, size = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    result = build(path, size) if what == "build" else measure(path, size, int(sys.argv[4]))
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
