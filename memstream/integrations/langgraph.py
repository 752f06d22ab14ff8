"""LangGraph: `MemstreamStore`, a `BaseStore` (sync and async) over a memstream node, usable as
an agent's long-term memory (`graph.compile(store=...)`, `create_react_agent(store=...)`).

What maps to what:

- A namespace is a bank: its labels joined by "." (LangGraph forbids "." inside a label), so
  `("memories", "user-1")` is bank `memories.user-1`. Labels may hold letters, digits, "_"
  and "-"; the bank name at most 64 characters. A put to a bank that does not exist creates
  it (that needs an admin key; with a bank-scoped key, create the banks first).
- An item is one memory: its key is the event id (so its memory id is known without a
  search), its value rides in the event's metadata, and its text (what recall searches) is
  the first string field of `text_fields` in the value, else the value as JSON.
- `put` of a key that exists is a forget of the old memory plus a new event (memstream never
  edits a memory in place): `created_at` carries over, `updated_at` is the new event's time.
  `put` and `delete` return once recall sees the change (`wait=True`).
- `search` with a query is a recall in each bank under the prefix, in the store's `mode`,
  merged by score; without a query it lists the banks' memories, newest first. `filter`
  compares item values as LangGraph's in-memory store does (equality, `$eq`, `$ne`, `$gt`,
  `$gte`, `$lt`, `$lte`), after recall: a filtered search asks recall for more candidates
  (up to 200) and can return fewer than `limit`.
- `list_namespaces` lists banks.

What it cannot do: TTLs (`supports_ttl` is False); `index=False` or per-item index fields
(every memory is indexed by every arm from its text); search scores are recall's fused
scores, not cosine similarities. Memories other producers wrote to a bank come back as items
whose value is `{"text": ...}` and whose key is their event id.

Install with `pip install 'memstream[langgraph]'`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from memstream.integrations._common import aretain, memory_id, require, retain

require("langgraph.store.base", "langgraph")

from langgraph.store.base import (  # noqa: E402
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)
from langgraph.store.memory import _compare_values, _does_match  # noqa: E402

from memstream.client import AsyncMemstreamClient, MemstreamClient, NotFound  # noqa: E402
from memstream.contract import schemas as s  # noqa: E402
from memstream.contract.recall import MAX_LIMIT, RecalledMemory  # noqa: E402

#: The event metadata field that holds the item (value and creation time).
KEY = "langgraph"
_LABEL = re.compile(r"^[A-Za-z0-9_\-]+$")
_BANK = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$")
PAGE = 100


def bank_of(namespace: tuple[str, ...]) -> str:
    """The bank that holds a namespace (InvalidNamespaceError if no bank name can)."""
    for label in namespace:
        if not _LABEL.match(label):
            raise InvalidNamespaceError(
                f"namespace label {label!r} of {namespace}: memstream banks take letters, "
                "digits, '_' and '-' only"
            )
    bank = ".".join(namespace)
    if not _BANK.match(bank):
        raise InvalidNamespaceError(
            f"namespace {namespace} makes bank name {bank!r}: at most 64 characters, "
            "starting with a letter or digit"
        )
    return bank


def namespace_of(bank: str) -> tuple[str, ...] | None:
    """The namespace of a bank (None for a bank name no namespace maps to)."""
    labels = tuple(bank.split("."))
    return labels if all(_LABEL.match(label) for label in labels) else None


def _under(banks: Iterable[str], prefix: tuple[str, ...]) -> list[str]:
    return sorted(
        b for b in banks if (ns := namespace_of(b)) is not None and ns[: len(prefix)] == prefix
    )


def _text(value: Mapping[str, Any], fields: Sequence[str]) -> str:
    for name in fields:
        found = value.get(name)
        if isinstance(found, str) and found.strip():
            return found
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _item(m: s.Memory | RecalledMemory, namespace: tuple[str, ...]) -> SearchItem:
    stored = m.metadata.get(KEY)
    found = stored.get("value") if isinstance(stored, dict) else None
    if isinstance(stored, dict) and isinstance(found, dict):
        value: dict[str, Any] = dict(found)
        created = str(stored.get("created_at") or m.occurred_at.isoformat())
    else:  # a memory another producer wrote
        value, created = {"text": m.text}, m.occurred_at.isoformat()
    score = m.score if isinstance(m, RecalledMemory) else None
    return SearchItem(
        namespace=namespace,
        key=m.event_id,
        value=value,
        created_at=datetime.fromisoformat(created),
        updated_at=m.occurred_at,
        score=score,
    )


def _plain(item: SearchItem) -> Item:
    return Item(
        value=item.value,
        key=item.key,
        namespace=item.namespace,
        created_at=item.created_at,
        updated_at=item.updated_at,
    )


def _matches(item: Item, flt: Mapping[str, Any] | None) -> bool:
    return not flt or all(_compare_values(item.value.get(k), v) for k, v in flt.items())


def _recall_limit(op: SearchOp) -> int:
    wanted = op.offset + op.limit
    return min(MAX_LIMIT, wanted * 4 if op.filter else wanted)


def _ranked(found: list[SearchItem], op: SearchOp) -> list[SearchItem]:
    kept = [i for i in found if _matches(i, op.filter)]
    if op.query:
        kept.sort(key=lambda i: -(i.score or 0.0))
    else:
        kept.sort(key=lambda i: i.updated_at, reverse=True)
    return kept[op.offset : op.offset + op.limit]


def _namespaces(banks: Iterable[str], op: ListNamespacesOp) -> list[tuple[str, ...]]:
    found = [ns for b in banks if (ns := namespace_of(b)) is not None]
    if op.match_conditions:
        found = [ns for ns in found if all(_does_match(c, ns) for c in op.match_conditions)]
    if op.max_depth is not None:
        found = [ns[: op.max_depth] for ns in found]
    return sorted(set(found))[op.offset : op.offset + op.limit]


def _event(
    op: PutOp, value: Mapping[str, Any], created: str | None, fields: Sequence[str]
) -> dict[str, Any]:
    now = datetime.now(UTC).isoformat()
    return {
        "event_id": op.key,
        "text": _text(value, fields),
        "occurred_at": now,
        "metadata": {KEY: {"value": dict(value), "created_at": created or now}},
    }


class MemstreamStore(BaseStore):
    """A LangGraph store whose namespaces are memstream banks (see the module).

    `client` serves `batch` and the sync methods, `async_client` `abatch` and the `a*`
    methods; give the ones you use. `mode` is the recall mode of searches (None: the node's
    default); `text_fields` name the value fields that hold an item's text.
    """

    supports_ttl = False

    def __init__(
        self,
        client: MemstreamClient | None = None,
        *,
        async_client: AsyncMemstreamClient | None = None,
        mode: str | None = None,
        text_fields: Sequence[str] = ("text", "content", "memory"),
        wait: bool = True,
    ) -> None:
        if client is None and async_client is None:
            raise ValueError("give client= or async_client= (or both)")
        self._client = client
        self._aclient = async_client
        self.mode = mode
        self.text_fields = tuple(text_fields)
        self.wait = wait

    # -- sync ------------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        if self._client is None:
            raise ValueError("MemstreamStore needs client= for synchronous calls")
        return [self._run(self._client, op) for op in ops]

    def _run(self, c: MemstreamClient, op: Op) -> Result:
        if isinstance(op, GetOp):
            found = self._get(c, op.namespace, op.key)
            return None if found is None else _plain(found)
        if isinstance(op, PutOp):
            self._put(c, op)
            return None
        if isinstance(op, SearchOp):
            return self._search(c, op)
        if isinstance(op, ListNamespacesOp):
            return _namespaces((b.name for b in c.banks()), op)
        raise TypeError(f"unknown LangGraph store operation {op!r}")

    def _get(self, c: MemstreamClient, ns: tuple[str, ...], key: str) -> SearchItem | None:
        bank = bank_of(ns)
        try:
            return _item(c.memory(bank, memory_id(bank, key)), ns)
        except NotFound:
            return None

    def _put(self, c: MemstreamClient, op: PutOp) -> None:
        bank = bank_of(op.namespace)
        old = self._get(c, op.namespace, op.key)
        if old is not None:
            c.forget(bank, memory_ids=[memory_id(bank, op.key)], wait=True)
        if op.value is not None:
            created = old.created_at.isoformat() if old is not None else None
            retain(c, bank, [_event(op, op.value, created, self.text_fields)], self.wait)

    def _search(self, c: MemstreamClient, op: SearchOp) -> list[SearchItem]:
        found: list[SearchItem] = []
        for bank in _under((b.name for b in c.banks()), op.namespace_prefix):
            ns = _namespace(bank)
            if op.query:
                answer = c.recall(bank, op.query, limit=_recall_limit(op), mode=self.mode)
                found += [_item(m, ns) for m in answer.memories]
            else:
                found += [_item(m, ns) for m in c.iter_memories(bank, limit=PAGE)]
        return _ranked(found, op)

    # -- async -----------------------------------------------------------------------------
    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        if self._aclient is None:
            raise ValueError("MemstreamStore needs async_client= for asynchronous calls")
        return [await self._arun(self._aclient, op) for op in ops]

    async def _arun(self, c: AsyncMemstreamClient, op: Op) -> Result:
        if isinstance(op, GetOp):
            found = await self._aget(c, op.namespace, op.key)
            return None if found is None else _plain(found)
        if isinstance(op, PutOp):
            await self._aput(c, op)
            return None
        if isinstance(op, SearchOp):
            return await self._asearch(c, op)
        if isinstance(op, ListNamespacesOp):
            return _namespaces((b.name for b in await c.banks()), op)
        raise TypeError(f"unknown LangGraph store operation {op!r}")

    async def _aget(
        self, c: AsyncMemstreamClient, ns: tuple[str, ...], key: str
    ) -> SearchItem | None:
        bank = bank_of(ns)
        try:
            return _item(await c.memory(bank, memory_id(bank, key)), ns)
        except NotFound:
            return None

    async def _aput(self, c: AsyncMemstreamClient, op: PutOp) -> None:
        bank = bank_of(op.namespace)
        old = await self._aget(c, op.namespace, op.key)
        if old is not None:
            await c.forget(bank, memory_ids=[memory_id(bank, op.key)], wait=True)
        if op.value is not None:
            created = old.created_at.isoformat() if old is not None else None
            await aretain(c, bank, [_event(op, op.value, created, self.text_fields)], self.wait)

    async def _asearch(self, c: AsyncMemstreamClient, op: SearchOp) -> list[SearchItem]:
        found: list[SearchItem] = []
        for bank in _under((b.name for b in await c.banks()), op.namespace_prefix):
            ns = _namespace(bank)
            if op.query:
                answer = await c.recall(bank, op.query, limit=_recall_limit(op), mode=self.mode)
                found += [_item(m, ns) for m in answer.memories]
            else:
                found += [_item(m, ns) async for m in c.iter_memories(bank, limit=PAGE)]
        return _ranked(found, op)


def _namespace(bank: str) -> tuple[str, ...]:
    ns = namespace_of(bank)
    assert ns is not None  # _under kept only banks that map to a namespace
    return ns


__all__ = ["MemstreamStore", "bank_of", "namespace_of"]
