"""The latency benchmark's stores: banks of synthetic chat memories, and what they weigh.

Memories are written through each store's own `upsert` (what the flow's store writer calls,
store by store, in micro-batches of `BATCH`), so the stores hold what ingestion would write:
the BM25 context field planned per batch, the graph's chain, episodes and mentions, the
token vectors. What is skipped is the enrichment of every copy: the synthetic texts repeat
(about 1,500 distinct ones), so each distinct text is enriched once and reused; copies get
their own ids, times and conversations, and their dense vectors a small random perturbation
(renormalised) so that nearest-neighbour search is not a tie-break contest. The HNSW index
is built (`optimize`) after the writes, as a node's maintenance does after `optimize_after`
writes.

Two shapes: one bank (`latency-<size>`), and `banks` banks of `per_bank` memories each
(`latency-<banks>x<per_bank>-<j>`), each bank its own seeded chats.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console

from benchmarks.synthetic import synthetic_events
from memstream.connectors.stores import TOKENS_FILE, Stores
from memstream.events import MemoryEvent
from memstream.records import EnrichedMemory

#: Memories per upsert: the flow's micro-batches are of this order.
BATCH = 1_000
#: Bank j of the many-bank shape is seeded SEED_BANKS + j.
SEED_BANKS = 10_000


def one_bank(size: int) -> str:
    return f"latency-{size}"


def many_banks(banks: int, per_bank: int) -> list[str]:
    return [f"latency-{banks}x{per_bank}-{j}" for j in range(banks)]


def bank_events(bank: str, size: int, seed: int) -> list[MemoryEvent]:
    """`size` synthetic chat events of one bank (a conversation per 500)."""
    events = synthetic_events(size, banks=1, conversations=max(1, size // 500), seed=seed)
    return [e.model_copy(update={"bank": bank}) for e in events]


class Enriched:
    """Each distinct text enriched once, shared by every bank built in the run."""

    def __init__(self, enricher: Any, console: Console) -> None:
        self._enricher = enricher
        self.console = console
        self.base: dict[str, EnrichedMemory] = {}

    def cover(self, events: list[MemoryEvent]) -> None:
        new = sorted({e.text for e in events} - self.base.keys())
        if new:
            self.console.print(f"enriching {len(new)} distinct texts ...")
        for i in range(0, len(new), 128):
            chunk = new[i : i + 128]
            like = [events[0].model_copy(update={"text": t}) for t in chunk]
            for text, m in zip(chunk, self._enricher.enrich(like), strict=True):
                self.base[text] = m


def write(
    stores: Stores, enriched: Enriched, events: list[MemoryEvent], seed: int, start: int = 0
) -> None:
    """The events as memories, into every store, `BATCH` at a time, from event `start` (a
    multiple of `BATCH`: the noise drawn for the events before it is skipped, so a resumed
    write stores what one write from 0 would)."""
    assert start % BATCH == 0, f"start {start} is not a multiple of {BATCH}"
    enriched.cover(events[start:])
    rng = np.random.default_rng(seed)
    dims = len(enriched.base[events[start].text].dense) if start else 0
    for _ in range(start // BATCH):  # a batch at a time: 900k x 384 at once is 2.8 GB
        rng.normal(0, 0.02, (BATCH, dims))
    for i in range(start, len(events), BATCH):
        batch: list[EnrichedMemory] = []
        for e in events[i : i + BATCH]:
            m = enriched.base[e.text]
            v = np.asarray(m.dense) + rng.normal(0, 0.02, len(m.dense))
            v /= np.linalg.norm(v)
            batch.append(replace(m, event=e, dense=tuple(float(x) for x in v)))
        stores.vector.upsert(batch)
        stores.bm25.upsert(batch)
        stores.graph.upsert(batch)
        if stores.tokens is not None:  # the token vectors the flow's token sink keeps
            stores.tokens.upsert(batch)


def optimize(stores: Stores, console: Console) -> float:
    """Build the HNSW index; its seconds."""
    t0 = time.perf_counter()
    run = getattr(stores.vector, "optimize", None)
    if run is not None:
        run()
    spent = time.perf_counter() - t0
    console.print(f"HNSW index built in {spent:.0f}s")
    return spent


def resume_point(have: int) -> int:
    """Where a write that stopped with `have` memories in the vector store goes on: the
    batch before the last one the vector store holds (each batch goes to the vector store
    first, so every batch before that one is in every store; upserts are idempotent)."""
    return max(0, (have // BATCH - 1) * BATCH)


def build_one(stores: Stores, enriched: Enriched, size: int, start: int = 0) -> float:
    """One bank of `size` (seeded by its size), from event `start`; the seconds the writes
    took."""
    t0 = time.perf_counter()
    events = bank_events(one_bank(size), size, seed=size)
    write(stores, enriched, events, seed=size, start=start)
    spent = time.perf_counter() - t0
    done = f" (from {start:,})" if start else ""
    enriched.console.print(f"{one_bank(size)}: written in {spent:.0f}s{done}")
    return spent


def build_many(stores: Stores, enriched: Enriched, banks: int, per_bank: int) -> float:
    """`banks` banks of `per_bank`, bank j seeded SEED_BANKS + j; the seconds the writes
    took. Banks are written one after another."""
    t0 = time.perf_counter()
    for j, bank in enumerate(many_banks(banks, per_bank)):
        seed = SEED_BANKS + j
        write(stores, enriched, bank_events(bank, per_bank, seed=seed), seed=seed)
        if j % 100 == 99:
            enriched.console.print(f"{j + 1} banks written ({time.perf_counter() - t0:.0f}s)")
    return time.perf_counter() - t0


def disk_bytes(data_dir: Path) -> dict[str, int]:
    """Bytes on disk per store under `data_dir` (sparse files at their allocated size)."""

    def size(p: Path) -> int:
        if p.is_file():
            return p.stat().st_blocks * 512
        return sum(f.stat().st_blocks * 512 for f in p.rglob("*") if f.is_file())

    out = {}
    for store, names in (
        ("vector", ["qdrant"]),
        ("bm25", ["tantivy"]),
        ("graph", [p.name for p in data_dir.glob("graph*")]),
        ("tokens", [p.name for p in data_dir.glob(TOKENS_FILE + "*")]),
    ):
        out[store] = sum(size(data_dir / n) for n in names if (data_dir / n).exists())
    return out
