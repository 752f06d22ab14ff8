"""Tombstones in the flow: they travel beside memories, in log order, to the one store writer.

A micro-batch of decoded records is enriched in one model pass (`stage`, one record's failure
costing that record only: `memstream.flows.enrich`); its tombstones keep their places between
the memories, and every memory learns the partition it was read from.
The store writer (`memstream.flows.sinks.StoreWriter`) then takes the batch in runs: a run of
memories is upserted into every store, a tombstone is applied to every store
(`memstream.connectors.forget.apply_forget`) with its partition. So a memory before a
tombstone in the log is deleted by it even in the same batch, and one after it is a new memory
(see `memstream.forget` for the semantics). Co-recalls (`memstream.corecall`) travel the
same way and strengthen Hebbian edges in the graph at their place in the log.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from memstream.connectors.kafka.dlq import DeadLetter
from memstream.corecall import CoRecall
from memstream.encoders import Enricher
from memstream.flows.decode import Decoded, SourceRecord
from memstream.flows.enrich import Pending, enrich_isolated
from memstream.forget import ForgetEvent


@dataclass(frozen=True, slots=True)
class Tombstone:
    """A tombstone read from the log, and where: its copy forgets what its partition held."""

    forget: ForgetEvent
    partition: int | None
    offset: int | None
    #: The record it was read from (dead-lettered if the stores cannot apply it).
    source: SourceRecord | None = None


@dataclass(frozen=True, slots=True)
class Recalled:
    """A co-recall read from the log (`memstream.corecall`), and where: its position makes a
    redelivery a no-op."""

    corecall: CoRecall
    partition: int | None
    offset: int | None
    source: SourceRecord | None = None


#: What reaches the store writer, in log order (per partition).
Staged = Pending | Tombstone | Recalled


def stage(enricher: Enricher, batch: Sequence[Decoded]) -> list[Staged | DeadLetter]:
    """The batch's memories enriched (one model pass) and its tombstones, in batch order; a
    memory the enricher cannot take is its record's dead letter, in its place."""
    events = [(d.event, d.source) for d in batch if d.event is not None and d.source is not None]
    enriched = iter(enrich_isolated(enricher, events))
    out: list[Staged | DeadLetter] = []
    for d in batch:
        if d.event is not None and d.source is not None:
            out.append(next(enriched))
        elif d.forget is not None or d.corecall is not None:
            partition = d.source.partition if d.source is not None else None
            offset = d.source.offset if d.source is not None else None
            if d.forget is not None:
                out.append(Tombstone(d.forget, partition, offset, d.source))
            elif d.corecall is not None:
                out.append(Recalled(d.corecall, partition, offset, d.source))
    return out


def runs(items: Sequence[Staged]) -> Iterator[list[Pending] | Tombstone | Recalled]:
    """`items` as maximal runs of memories, and single tombstones and co-recalls, in order."""
    memories: list[Pending] = []
    for item in items:
        if isinstance(item, Tombstone | Recalled):
            if memories:
                yield memories
                memories = []
            yield item
        else:
            memories.append(item)
    if memories:
        yield memories
