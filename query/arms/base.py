"""What every arm shares: the store filter a query implies, input checks, and hit logging.

Filtering policy (the same for every arm):

- the bank, always (the stores scope every call by bank);
- `fact_types`, when the request set them;
- the time window only when the request gave an explicit `start`/`end` (source "explicit"):
  then it is a hard filter on `occurred_at` for every arm. A window read from the text
  ("last spring") is a hint that only the temporal arm uses: a memory about last spring can
  have been written this summer, so the other arms must not lose it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from memstream.connectors.vector import SearchFilter, VectorHit
from memstream.query.model import ArmHit, EncodedQuery, TimeWindow

log = logging.getLogger(__name__)

EXPLICIT = "explicit"
_MIN = datetime.min.replace(tzinfo=UTC)
_MAX = datetime.max.replace(tzinfo=UTC)


def window_bounds(window: TimeWindow) -> tuple[datetime | None, datetime | None]:
    """The window as (start, end) with open ends as None (the stores' convention)."""
    start = None if window.start <= _MIN else window.start
    end = None if window.end >= _MAX else window.end
    return start, end


def hard_window(query: EncodedQuery) -> TimeWindow | None:
    """The query's window if it is a hard filter (explicit), else None."""
    w = query.window
    return w if w is not None and w.source == EXPLICIT else None


def store_filter(query: EncodedQuery, window: TimeWindow | None = None) -> SearchFilter | None:
    """The vector-store filter of the query: fact types and the hard window (or `window`)."""
    w = window if window is not None else hard_window(query)
    start, end = window_bounds(w) if w is not None else (None, None)
    if start is None and end is None and not query.fact_types:
        return None
    return SearchFilter(start=start, end=end, fact_types=query.fact_types)


def require(query: EncodedQuery, need: str, arm: str) -> Any:
    """The encoding `need` of the query, or ValueError naming what the caller forgot."""
    value = getattr(query, need)
    if value is None:
        raise ValueError(
            f"arm {arm} needs query.{need}; encode the request with needs including {need!r}"
        )
    return value


def to_hits(hits: Sequence[VectorHit]) -> list[ArmHit]:
    return [ArmHit(h.id, float(h.score)) for h in hits]


def logged(arm: str, query: EncodedQuery, t0: float, hits: list[ArmHit]) -> list[ArmHit]:
    log.debug(
        "arm=%s bank=%s hits=%d ms=%.2f",
        arm,
        query.bank,
        len(hits),
        (time.perf_counter() - t0) * 1000,
    )
    return hits
