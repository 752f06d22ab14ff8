"""The read calls of the local service facade (`memstream.service.local`): a bank's memories,
one memory, its chain, its entities and the graph around them.

Each checks the bank and the page size, then turns the stores' answer into the wire contract
(`memstream.service.reads`). `LocalMemoryService` inherits them; they read only the node.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING
from uuid import UUID

from memstream.connectors.vector import SearchFilter
from memstream.contract import schemas as s
from memstream.encoders.entities import normalise_entity
from memstream.events import FactType
from memstream.service import reads
from memstream.service.facade import InvalidRequest, NotFound

if TYPE_CHECKING:
    from memstream.service.node import Node


class LocalReads:
    """Reads over the stores of this process's node."""

    _node: Node

    def _known(self, bank: str) -> None:
        if bank not in self._node.banks:
            raise NotFound("bank_not_found", f"no bank {bank!r}; create it first")

    def _check_page(self, limit: int) -> None:
        top = self._node.settings.api.max_page
        if limit > top:
            raise InvalidRequest("limit_too_large", f"limit {limit}; the largest page is {top}")

    # -- reads -----------------------------------------------------------------------------
    def memories(
        self,
        bank: str,
        *,
        limit: int = 50,
        cursor: str | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
        speakers: Sequence[str] | None = None,
        fact_types: Sequence[FactType] | None = None,
        conversations: Sequence[str] | None = None,
    ) -> s.MemoryPage:
        self._known(bank)
        self._check_page(limit)
        for name, value in (("start", start), ("end", end)):
            if value is not None and value.utcoffset() is None:
                raise InvalidRequest("invalid_time", f"{name} needs a timezone, e.g. +00:00")
        if start is not None and end is not None and end < start:
            raise InvalidRequest("invalid_time", "end is before start")
        flt = SearchFilter(
            start=start,
            end=end,
            speakers=speakers,
            fact_types=[f.value for f in fact_types] if fact_types else None,
            conversations=conversations or None,
        )
        return reads.memory_page(self._node.stores, bank, limit, cursor, flt)

    def memory(self, bank: str, memory_id: str) -> s.Memory:
        self._known(bank)
        found = reads.memory(self._node.stores, bank, memory_id)
        if found is None:
            raise NotFound("memory_not_found", f"no memory {memory_id} in bank {bank!r}")
        return found

    def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> s.Chain:
        self.memory(bank, memory_id)
        return reads.chain(self._node.stores, bank, memory_id, before, after)

    def entities(self, bank: str, limit: int = 100, offset: int = 0) -> s.EntityList:
        self._known(bank)
        self._check_page(limit)
        return reads.entities(self._node.stores, bank, limit, offset)

    def neighbourhood(self, bank: str, entity: str, hops: int = 1, limit: int = 25) -> s.Graph:
        self._known(bank)
        g = reads.neighbourhood(self._node.stores, bank, normalise_entity(entity), hops, limit)
        if g is None:
            raise NotFound("entity_not_found", f"no entity {entity!r} in bank {bank!r}")
        return g

    def graph_around(self, bank: str, memory_ids: Sequence[str]) -> s.Graph:
        self._known(bank)
        valid = []
        for i in memory_ids:
            try:
                valid.append(str(UUID(i)))
            except ValueError:
                raise InvalidRequest("invalid_request", f"memory id {i!r} is not a UUID") from None
        return reads.graph_around(self._node.stores, bank, valid)
