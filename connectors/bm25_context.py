"""A memory in its conversation, as the BM25 index keeps it: the context field and its upkeep.

Each memory's ``context`` is one text: its date in words, the `before` turns that precede it
in its conversation, its own text, and the `after` turns that follow it::

    8 May 2023
    <turn before the turn before>
    <turn before>
    <the memory's own text>
    <turn after>

A reply ("Yes, and I loved it.") shares no word with the question it answers; in context it
does. The memory's own text stays what is stored, shown and returned; the context is only
searched (the ``context`` arm).

The conversation order is the graph's NEXT order: `memstream.records.chain_sort_key` (time to
the microsecond, sequence, event id) within (bank, conversation). Upkeep is per micro-batch
and needs nothing but the index itself, its single writer: `plan` reads, for every
conversation the batch touches (where its memories land, and where a re-written memory used
to be), a `Stretch`: the stored memories between the batch's earliest and latest time there
plus `before + after` on each side, merges the batch in, and re-computes every context in
reach. A memory whose context changed is written again. So a late or out-of-order event ends
with the same contexts, its own and its neighbours', as if the events had come in order, and
a live node's small micro-batches end where a replay's large ones do (tested with chat
traffic: tests/flows/test_arrival_order.py), the way connectors/graph/timeline.py re-computes
NEXT for the conversations a batch touches.

Tantivy indexes a date at whole seconds, while chat turns come milliseconds apart: the
reader widens each stretch to whole seconds, so the order always comes from the sort key,
never from the index's precision. A stretch that still leaves a memory of the batch without
its neighbours is the reader's bug, not the record's: it is logged as an error and the
conversation is re-planned whole, and the memory is never refused for it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, Protocol

import tantivy

from memstream.events import EARLIEST, LATEST

log = logging.getLogger(__name__)

#: The stored fields a `ChainDoc` is read from.
_CHAIN = ("id", "bank", "conversation", "sort_key", "occurred_at", "text", "context")


@dataclass(frozen=True, slots=True)
class ContextWindow:
    """How much of its conversation a memory's context holds."""

    before: int = 2
    after: int = 2
    date: bool = True

    def __post_init__(self) -> None:
        if self.before < 0 or self.after < 0:
            raise ValueError(f"context turns must be >= 0, got {self.before}/{self.after}")

    @property
    def margin(self) -> int:
        """Stored neighbours read on each side of a batch's span in a conversation."""
        return self.before + self.after


@dataclass(frozen=True, slots=True)
class ChainDoc:
    """What the index keeps of a memory for its conversation order and context."""

    id: str
    bank: str
    conversation: str
    sort_key: str
    occurred_at: datetime
    text: str
    context: str = ""


def date_words(at: datetime) -> str:
    """'8 May 2023' (UTC): words that BM25 can match to "in May 2023"."""
    at = at.astimezone(UTC) if at.tzinfo is not None else at
    return f"{at.day} {at.strftime('%B %Y')}"


def context_text(
    doc: ChainDoc, before: Sequence[ChainDoc], after: Sequence[ChainDoc], window: ContextWindow
) -> str:
    parts = [date_words(doc.occurred_at)] if window.date else []
    parts += [d.text for d in before] + [doc.text] + [d.text for d in after]
    return "\n".join(parts)


@dataclass(frozen=True, slots=True)
class Stretch:
    """A run of a conversation's stored docs, consecutive in chain order (any order here),
    and whether it reaches the conversation's first and last stored doc."""

    docs: list[ChainDoc]
    at_start: bool
    at_end: bool


class ChainReader(Protocol):
    """The stored side of `plan` (the index implements it)."""

    def current(self, ids: Sequence[str]) -> dict[str, ChainDoc]:
        """The stored versions of `ids` (absent: not stored yet)."""
        ...

    def stretch(
        self, bank: str, conversation: str, lo: datetime, hi: datetime, margin: int
    ) -> Stretch:
        """A consecutive run of the conversation's stored docs holding every doc with
        lo <= occurred_at <= hi and at least `margin` docs on each side of those (fewer
        only where the run reaches the conversation's start or end). It may hold more:
        a store that keeps times coarser than the events carry widens the run to whole
        units of its precision, never narrows it."""
        ...


def plan(
    batch: Sequence[ChainDoc],
    reader: ChainReader,
    window: ContextWindow,
    removed: Sequence[ChainDoc] = (),
) -> list[ChainDoc]:
    """The docs to write for `batch`: its own, in context, and each stored doc whose context
    the batch changes, in context. A doc of the batch given twice counts at its last.
    `removed` are stored docs being deleted: their neighbours get contexts without them."""
    latest = {d.id: d for d in batch}
    old = reader.current(list(latest))
    touched: dict[tuple[str, str], list[datetime]] = {}
    for d in removed:
        touched.setdefault((d.bank, d.conversation), []).append(d.occurred_at)
    for d in latest.values():
        touched.setdefault((d.bank, d.conversation), []).append(d.occurred_at)
        was = old.get(d.id)
        if was is not None and (was.conversation, was.sort_key) != (d.conversation, d.sort_key):
            touched.setdefault((was.bank, was.conversation), []).append(was.occurred_at)
    out: dict[str, ChainDoc] = {}
    skip = set(latest) | {d.id for d in removed}
    gone = [*old.values(), *removed]
    for (bank, conv), times in sorted(touched.items()):
        members = [d for d in latest.values() if (d.bank, d.conversation) == (bank, conv)]
        # stored versions of batch docs in this conversation are read but left out: read as
        # many more neighbours, so the margins still hold `window.margin` others
        extra = sum(1 for d in gone if (d.bank, d.conversation) == (bank, conv))
        run = reader.stretch(bank, conv, min(times), max(times), window.margin + extra)
        planned = _replan(run, members, skip, window)
        lost = [d.id for d in members if d.id not in planned]
        if lost:
            # A stretch that misses a neighbour is a bug of the reader, never the record's:
            # say so loudly, and re-plan from the whole conversation instead.
            log.error(
                "context upkeep: the stored run around a batch was not consecutive, "
                "re-planning the whole conversation bank=%s conversation=%s missing=%d",
                bank,
                conv,
                len(lost),
            )
            whole = reader.stretch(bank, conv, EARLIEST, LATEST, 0)
            planned = _replan(Stretch(whole.docs, True, True), members, skip, window)
        out.update(planned)
    return [out[i] for i in latest] + [d for i, d in out.items() if i not in latest]


def _replan(
    run: Stretch, members: Iterable[ChainDoc], batch: set[str], window: ContextWindow
) -> dict[str, ChainDoc]:
    """Contexts in reach of one conversation's stretch (see the module docstring)."""
    docs = sorted(
        [d for d in run.docs if d.id not in batch] + list(members), key=lambda d: d.sort_key
    )
    # a doc near an end of the stretch knows its neighbours only where the stretch reached
    # the conversation's start (end); other docs are far enough inside
    out: dict[str, ChainDoc] = {}
    for i, d in enumerate(docs):
        if (i < window.before and not run.at_start) or (
            len(docs) - 1 - i < window.after and not run.at_end
        ):
            continue
        text = context_text(
            d, docs[max(0, i - window.before) : i], docs[i + 1 : i + 1 + window.after], window
        )
        if d.id in batch or text != d.context:
            out[d.id] = replace(d, context=text)
    return out


class TantivyChain:
    """`ChainReader` over a Tantivy searcher of the BM25 index (memstream.connectors.bm25)."""

    def __init__(self, schema: tantivy.Schema, searcher: tantivy.Searcher) -> None:
        self._schema = schema
        self._searcher = searcher

    @property
    def searcher(self) -> tantivy.Searcher:
        """The snapshot of the index every read of this chain sees."""
        return self._searcher

    def _term(self, field: str, value: str) -> tuple[tantivy.Occur, tantivy.Query]:
        return tantivy.Occur.Must, tantivy.Query.term_query(self._schema, field, value)

    def _docs(
        self, clauses: list[tuple[tantivy.Occur, tantivy.Query]], limit: int, **order: Any
    ) -> list[ChainDoc]:
        if limit <= 0:
            return []
        found = self._searcher.search(
            tantivy.Query.boolean_query(clauses), limit, count=False, **order
        )
        out = []
        for _, addr in found.hits:
            d = self._searcher.doc(addr)
            v = {f: d.get_first(f) for f in _CHAIN}
            at = v["occurred_at"]
            assert isinstance(at, datetime), "every document has its occurred_at"
            at = at.replace(tzinfo=UTC) if at.tzinfo is None else at  # read back naive, UTC
            out.append(
                ChainDoc(
                    id=str(v["id"]),
                    bank=str(v["bank"]),
                    conversation=str(v["conversation"] or ""),
                    sort_key=str(v["sort_key"] or ""),
                    occurred_at=at,
                    text=str(v["text"] or ""),
                    context=str(v["context"] or ""),
                )
            )
        return out

    def current(self, ids: Sequence[str]) -> dict[str, ChainDoc]:
        if not ids:
            return {}
        any_id = [(tantivy.Occur.Should, self._term("id", i)[1]) for i in ids]
        docs = self._docs([(tantivy.Occur.Must, tantivy.Query.boolean_query(any_id))], len(ids))
        return {d.id: d for d in docs}

    def _range(
        self, lo: datetime | None, hi: datetime | None, *, lo_in: bool, hi_in: bool
    ) -> tuple[tantivy.Occur, tantivy.Query]:
        q = tantivy.Query.range_query(
            self._schema,
            "occurred_at",
            tantivy.FieldType.Date,
            lo,
            hi,
            include_lower=lo_in,
            include_upper=hi_in,
        )
        return tantivy.Occur.Must, q

    def stretch(
        self, bank: str, conversation: str, lo: datetime, hi: datetime, margin: int
    ) -> Stretch:
        # Tantivy indexes a date at whole seconds (it stores it whole): ranges over whole
        # seconds, so every doc of lo's and hi's seconds is in the middle part, and the
        # sides lie wholly before and after it.
        lo, hi = _second(lo), _second(hi)
        conv = [self._term("bank", bank), self._term("conversation", conversation)]
        middle = [*conv, self._range(lo, hi, lo_in=True, hi_in=True)]
        n = self._searcher.search(tantivy.Query.boolean_query(middle), 1, count=True).count  # type: ignore[attr-defined]
        left = self._docs(
            [*conv, self._range(None, lo, lo_in=True, hi_in=False)],
            margin,
            order_by_field="sort_key",
            order=tantivy.Order.Desc,
        )
        right = self._docs(
            [*conv, self._range(hi, None, lo_in=False, hi_in=True)],
            margin,
            order_by_field="sort_key",
            order=tantivy.Order.Asc,
        )
        return Stretch(
            [*left, *self._docs(middle, int(n)), *right],
            at_start=len(left) < margin,
            at_end=len(right) < margin,
        )


def _second(at: datetime) -> datetime:
    """`at` cut to its whole second, clamped to the times every store holds."""
    return min(max(at, EARLIEST), LATEST).replace(microsecond=0)
