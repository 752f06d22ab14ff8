"""Speaker priors: a question that names a speaker is usually about what that speaker said.

"What did Caroline research?" is answered by one of Caroline's own messages far more often
than by the other party's. When the query names a speaker of the bank (full name or first
name, case-insensitive), the engine multiplies the fused score of that speaker's memories by
`1 + boost` before cutting to the rerank pool. A query naming several speakers boosts all of
them, which is neutral among them. The bank's speakers are read once per bank (a
`BankCache`, refreshed when the bank grows).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from typing import Any

from memstream.connectors.vector import VectorStore
from memstream.encoders import normalise_entity
from memstream.query.bankcache import BankCache

_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)
_PAGE = 2_000


class SpeakerIndex:
    """Maps a bank's speaker names (full and first) to the stored speaker value."""

    def __init__(self, vector: VectorStore, cache_options: Mapping[str, Any] | None = None) -> None:
        self._vector = vector
        self._cache: BankCache[dict[str, str]] = BankCache(
            "speakers", self._build, vector.count_estimate, **dict(cache_options or {})
        )

    def _build(self, bank: str) -> dict[str, str]:
        names: set[str] = set()
        offset: str | None = None
        while True:
            page, offset = self._vector.scroll(bank, _PAGE, offset)
            names.update(str(m.payload["speaker"]) for m in page if m.payload.get("speaker"))
            if offset is None:
                break
        keys: dict[str, str] = {}
        first_names: dict[str, set[str]] = {}
        for name in names:
            norm = normalise_entity(name)
            if norm:
                keys[norm] = name
                first_names.setdefault(norm.split()[0], set()).add(name)
        for first, owners in first_names.items():
            if len(owners) == 1 and first not in keys:  # an ambiguous first name boosts nobody
                keys[first] = next(iter(owners))
        return keys

    def mentioned(self, bank: str, text: str) -> frozenset[str]:
        """The bank's speakers that `text` names."""
        keys = self._cache.get(bank)
        if not keys:
            return frozenset()
        words = [normalise_entity(w) for w in _WORD.findall(text)]
        found = {keys[w] for w in words if w in keys}
        found |= {keys[f"{a} {b}"] for a, b in itertools.pairwise(words) if f"{a} {b}" in keys}
        return frozenset(found)

    def warm(self, bank: str) -> None:
        self._cache.get(bank)
