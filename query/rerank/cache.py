"""A bounded, thread-safe LRU of per-document arrays, keyed by (memory id, text digest).

Rerankers that embed documents (late interaction, nanoranker) keep the document side here so
that a memory recalled again is not re-encoded. The key carries a digest of the text, so an
upserted memory whose text changed is encoded afresh and the stale entry ages out.
The bound is in bytes (arrays differ in size: a long memory has more tokens).
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import numpy as np

from memstream.connectors.tokens import text_digest

CacheKey = tuple[str, bytes]


def doc_key(doc_id: str, text: str) -> CacheKey:
    """(id, 8-byte BLAKE2b of the text): stable across processes, cheap (about 1 µs)."""
    return doc_id, text_digest(text)


class ArrayLRU:
    """Least-recently-used arrays up to `max_bytes` in total; 0 disables caching."""

    def __init__(self, max_bytes: int) -> None:
        if max_bytes < 0:
            raise ValueError(f"max_bytes must be >= 0, got {max_bytes}")
        self.max_bytes = max_bytes
        self._items: OrderedDict[CacheKey, np.ndarray] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    @property
    def nbytes(self) -> int:
        return self._bytes

    def get(self, key: CacheKey) -> np.ndarray | None:
        with self._lock:
            value = self._items.get(key)
            if value is None:
                self.misses += 1
                return None
            self._items.move_to_end(key)
            self.hits += 1
            return value

    def put(self, key: CacheKey, value: np.ndarray) -> None:
        size = int(value.nbytes)
        if size > self.max_bytes:
            return
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._bytes -= int(old.nbytes)
            self._items[key] = value
            self._bytes += size
            while self._bytes > self.max_bytes:
                _, evicted = self._items.popitem(last=False)
                self._bytes -= int(evicted.nbytes)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0
