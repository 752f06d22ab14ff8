"""Tombstones in the flow: they travel beside memories, in log order, to the one store writer.

A micro-batch of decoded records is enriched in one model pass (`stage`, one record's failure
costing that record only: `memstream.flows.enrich`); its tombstones keep their places between
the memories, and every memory learns the partition it was read from.
The store writer (`memstream.flows.sinks.StoreWriter`) then takes the batch in runs: a run of
memories is upserted into every store, a tombstone is applied to every store
(`memstream.connectors.deletion.apply_forget`) with its partition. So a memory before a
tombstone in the log is deleted by it even in the same batch, and one after it is a new memory
(see `memstream.tombstone` for the semantics). Co-recalls (`memstream.corecall`) travel the
same way and strengthen Hebbian edges in the graph as of their place in the log.

A co-recall does not split a run of memories (each split would cost every store a commit):
`runs` cuts the batch at tombstones only, into segments, and the writer applies a segment's
co-recalls, in log order, after its memories. That is exact, not an approximation: a co-recall
reads only which of its memories the graph holds and where each was read (`position`), and
writes only the CO_ACTIVATED edges among them, which a memory upsert never touches (an upsert
of a held memory keeps its edges and its position). The graph counts a memory as held at the
co-recall's place only when it was read before it (connectors/graph/positions.py), so a memory
that the segment creates after the co-recall is left out as it would have been in log order,
and a memory the segment's run refuses is deleted with its edges either way. A tombstone still
ends a segment: it deletes by what the stores hold.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from memstream.connectors.kafka.dlq import DeadLetter
from memstream.corecall import CoRecall
from memstream.encoders import Enricher
from memstream.flows.decode import Decoded, SourceRecord
from memstream.flows.enrich import Pending, enrich_isolated
from memstream.records import LogPosition
from memstream.tombstone import ForgetEvent


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
    #: The id of the log it was read from (None: not known).
    log_id: str | None = None

    @property
    def position(self) -> LogPosition | None:
        if self.partition is None or self.offset is None:
            return None
        return LogPosition(self.log_id, self.partition, self.offset)


#: What reaches the store writer, in log order (per partition).
Staged = Pending | Tombstone | Recalled


def stage(
    enricher: Enricher, batch: Sequence[Decoded], log_id: str | None = None
) -> list[Staged | DeadLetter]:
    """The batch's memories enriched (one model pass) and its tombstones and co-recalls, in
    batch order; a memory the enricher cannot take is its record's dead letter, in its place.
    `log_id`: the id of the log the batch was read from (the topic's id)."""
    events = [(d.event, d.source) for d in batch if d.event is not None and d.source is not None]
    enriched = iter(enrich_isolated(enricher, events, log_id))
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
                out.append(Recalled(d.corecall, partition, offset, d.source, log_id))
    return out


@dataclass(slots=True)
class Segment:
    """Memories written as one run, then the co-recalls read among them, in log order."""

    memories: list[Pending] = field(default_factory=list)
    corecalls: list[Recalled] = field(default_factory=list)


def runs(items: Sequence[Staged]) -> Iterator[Segment | Tombstone | Recalled]:
    """`items` in order as segments cut at tombstones (see the module docstring), and the
    tombstones; a co-recall without a log position stands alone, at its place. A segment is
    also cut where the log changes (a flow reads one log, so only a test's batch mixes them):
    positions in two logs do not compare, and a co-recall must not meet the next log's
    memories."""
    segment, log_id = Segment(), None
    for item in items:
        if isinstance(item, Tombstone) or (isinstance(item, Recalled) and item.position is None):
            if segment.memories or segment.corecalls:
                yield segment
                segment = Segment()
            yield item
            continue
        read_from = item.log_id if isinstance(item, Recalled) else item.memory.log_id
        if read_from != log_id and (segment.memories or segment.corecalls):
            yield segment
            segment = Segment()
        log_id = read_from
        if isinstance(item, Recalled):
            segment.corecalls.append(item)
        else:
            segment.memories.append(item)
    if segment.memories or segment.corecalls:
        yield segment
