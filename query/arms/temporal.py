"""The temporal arm: memories of the query's time window, by relevance, then their chain neighbours.

With no window the arm returns nothing. With one, its hits are, in this order:

1. memories in the window, ranked by cosine with the query (no threshold: being in the window
   is the evidence). "In the window" means either
   - `occurred_at` inside it (a vector-store filter), or
   - for a window read from the text, a resolved time expression of the memory overlapping it:
     a memory of 8 May saying "yesterday" is about 7 May. The vector payload keeps
     `time_refs` but has no index on them, so `MentionedTimes` keeps a per-bank interval table
     (built by scrolling the bank, refreshed like every `BankCache`) and the matching ids are
     ranked by the store with a `memory_ids` filter. Expressions spanning more than
     `max_ref_days` ("before June" = since year 1) say nothing about when and are skipped.
2. the temporal-chain neighbours (previous and next memory of the conversation, from the
   graph) of the best `chain_seeds` hits, after all of them, scored
   `seed score * neighbour_decay` (kept monotone).

An explicit request window is a hard filter (see `memstream.query.arms.base`): only `occurred_at`
counts, and chain neighbours outside it are dropped.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from memstream.checks import check_limit
from memstream.connectors.graph import GraphStore
from memstream.connectors.vector import SearchFilter, VectorStore
from memstream.query.arms.base import (
    EXPLICIT,
    logged,
    require,
    store_filter,
    to_hits,
    window_bounds,
)
from memstream.query.bankcache import BankCache
from memstream.query.model import ArmHit, EncodedQuery, TimeWindow

_PAGE = 2_000
#: Most memories taken from the mentioned-time table per query (narrowest expressions first).
MAX_MENTIONED = 4_096


@dataclass(frozen=True, slots=True)
class MentionedTimes:
    """The resolved time expressions of one bank's memories, as parallel arrays."""

    ids: np.ndarray  # uint8 [n, 16]: the memories' ids as UUID bytes (Python strings: 6x)
    owner: np.ndarray  # int32: index into ids, one per expression
    start: np.ndarray  # float64 epoch seconds, inclusive
    end: np.ndarray  # float64 epoch seconds, exclusive

    def overlapping(self, start: float, end: float, cap: int = MAX_MENTIONED) -> list[str]:
        """Ids whose expressions overlap [start, end), narrowest expressions first."""
        if not len(self.owner):
            return []
        hit = np.flatnonzero((self.start < end) & (self.end > start))
        if not len(hit):
            return []
        hit = hit[np.argsort(self.end[hit] - self.start[hit], kind="stable")]
        owners = list(dict.fromkeys(self.owner[hit].tolist()))[:cap]
        return [str(uuid.UUID(bytes=self.ids[i].tobytes())) for i in owners]


def mentioned_times(vector: VectorStore, bank: str, max_span_s: float) -> MentionedTimes:
    """The bank's `time_refs` into a `MentionedTimes` (expressions wider than skipped), read
    field-only from the memories that have any (`VectorStore.scroll_field`)."""
    ids = bytearray()
    owner: list[int] = []
    starts: list[float] = []
    ends: list[float] = []
    offset: str | None = None
    while True:
        page, offset = vector.scroll_field(bank, "time_refs", _PAGE, offset)
        for memory_id, refs in page:
            spans = []
            for r in refs if isinstance(refs, list) else ():
                try:
                    s = datetime.fromisoformat(r["start"]).timestamp()
                    e = datetime.fromisoformat(r["end"]).timestamp()
                except (KeyError, TypeError, ValueError, OverflowError):
                    continue
                if 0 < e - s <= max_span_s:
                    spans.append((s, e))
            if spans:
                n = len(ids) // 16
                ids += bytes.fromhex(memory_id.replace("-", ""))  # a store's ids are UUIDs
                for s, e in spans:
                    owner.append(n)
                    starts.append(s)
                    ends.append(e)
        if offset is None:
            break
    return MentionedTimes(
        np.frombuffer(bytes(ids), dtype=np.uint8).reshape(-1, 16),
        np.asarray(owner, dtype=np.int32),
        np.asarray(starts, dtype=np.float64),
        np.asarray(ends, dtype=np.float64),
    )


class TemporalArm:
    """Scores are cosines for window hits and decayed seed scores for chain neighbours."""

    name = "temporal"
    needs = frozenset({"dense", "time"})

    def __init__(
        self,
        vector: VectorStore,
        graph: GraphStore | None = None,
        *,
        chain_seeds: int = 3,
        neighbour_decay: float = 0.5,
        max_ref_days: float = 370.0,
        cache_options: dict[str, Any] | None = None,
    ) -> None:
        if chain_seeds < 0:
            raise ValueError(f"chain_seeds must be >= 0, got {chain_seeds}")
        if not 0.0 < neighbour_decay <= 1.0:
            raise ValueError(f"neighbour_decay must lie in (0, 1], got {neighbour_decay}")
        if max_ref_days <= 0:
            raise ValueError(f"max_ref_days must be positive, got {max_ref_days}")
        self._vector = vector
        self._graph = graph
        self.chain_seeds = chain_seeds
        self.neighbour_decay = neighbour_decay
        span_s = max_ref_days * 86_400
        self._times: BankCache[MentionedTimes] = BankCache(
            "mentioned_times",
            lambda bank: mentioned_times(vector, bank, span_s),
            vector.count_estimate,
            **(cache_options or {}),
        )

    def warm(self, banks: Iterable[str]) -> None:
        """Build the banks' mentioned-time tables now (at startup)."""
        for bank in banks:
            self._times.get(bank)

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        check_limit(limit)
        t0 = time.perf_counter()
        window = query.window
        if window is None:
            return logged(self.name, query, t0, [])
        dense = require(query, "dense", self.name).tolist()
        occurred = self._vector.search_dense(
            query.bank, dense, limit, filter=store_filter(query, window)
        )
        best = {h.id: h.score for h in to_hits(occurred)}
        if window.source != EXPLICIT:
            for h in self._mentioned(query, window, dense, limit):
                best[h.id] = max(h.score, best.get(h.id, h.score))
        ranked = sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
        hits = [ArmHit(i, s) for i, s in ranked]
        if self._graph is not None and self.chain_seeds and len(hits) < limit:
            hits.extend(self._neighbours(query, window, hits, limit - len(hits)))
        return logged(self.name, query, t0, hits)

    def _mentioned(
        self, query: EncodedQuery, window: TimeWindow, dense: list[float], limit: int
    ) -> list[ArmHit]:
        start, end = window_bounds(window)
        lo = start.timestamp() if start is not None else -np.inf
        hi = end.timestamp() if end is not None else np.inf
        ids = self._times.get(query.bank).overlapping(lo, hi)
        if not ids:
            return []
        flt = SearchFilter(fact_types=query.fact_types, memory_ids=ids)
        return to_hits(self._vector.search_dense(query.bank, dense, limit, filter=flt))

    def _neighbours(
        self, query: EncodedQuery, window: TimeWindow, hits: list[ArmHit], room: int
    ) -> list[ArmHit]:
        assert self._graph is not None
        seeds = hits[: self.chain_seeds]
        rows = self._graph.neighbours(
            query.bank, [h.id for h in seeds], limit_per_node=1, kinds=("prev", "next")
        )
        by_seed: dict[str, list[str]] = {}
        for src, dst, _kind, _w in rows:
            by_seed.setdefault(src, []).append(dst)
        seen = {h.id for h in hits}
        candidates: list[ArmHit] = []
        floor = hits[-1].score if hits else 0.0
        for seed in seeds:
            for nid in by_seed.get(seed.id, ()):
                if nid not in seen:
                    seen.add(nid)
                    floor = min(floor, seed.score * self.neighbour_decay)
                    candidates.append(ArmHit(nid, floor))
        if candidates and (query.fact_types or window.source == EXPLICIT):
            candidates = self._filter(query, window, candidates)
        return candidates[:room]

    def _filter(
        self, query: EncodedQuery, window: TimeWindow, candidates: list[ArmHit]
    ) -> list[ArmHit]:
        """Chain neighbours that pass the fact-type filter and, if explicit, the window."""
        flt = store_filter(query, window if window.source == EXPLICIT else None)
        assert flt is not None
        start = flt.start.timestamp() if flt.start is not None else -np.inf
        end = flt.end.timestamp() if flt.end is not None else np.inf
        wanted = set(flt.fact_types) if flt.fact_types else None
        ok = set()
        for m in self._vector.get([c.id for c in candidates], bank=query.bank):
            ts = float(m.payload.get("occurred_ts", np.nan))
            if (wanted is None or m.payload.get("fact_type") in wanted) and start <= ts < end:
                ok.add(m.id)
        return [c for c in candidates if c.id in ok]
