"""Enrichment of a micro-batch in which one record's failure costs that record only.

The enricher runs once per micro-batch (the models are batched). If the batch fails, each
event is enriched alone: the ones that still fail become dead letters (kind ``enrich``) and
the others go on, so no text the models choke on can stop the flow.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from memstream.connectors.kafka.dlq import DeadLetter
from memstream.encoders import Enricher
from memstream.errors import BadRecord
from memstream.events import MemoryEvent
from memstream.flows.decode import SourceRecord, dead_letter
from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Pending:
    """An enriched memory on its way to the stores, with the record it came from (a store
    that refuses the memory dead-letters that record)."""

    memory: EnrichedMemory
    source: SourceRecord


def _fault(e: Exception) -> bool:
    """Whether `e` may belong to one record (a model running out of memory does not)."""
    return not isinstance(e, MemoryError)


def _pending(memory: EnrichedMemory, source: SourceRecord, log_id: str | None) -> Pending:
    # Every memory learns where it was read: its partition (tombstones forget per partition)
    # and its position in the log (the Hebbian co-recalls around it, memstream.corecall).
    read = dataclasses.replace(
        memory, partition=source.partition, offset=source.offset, log_id=log_id
    )
    return Pending(read, source)


def enrich_isolated(
    enricher: Enricher,
    events: Sequence[tuple[MemoryEvent, SourceRecord]],
    log_id: str | None = None,
) -> list[Pending | DeadLetter]:
    """Each (event, source) as a `Pending` memory or a dead letter saying why, in order;
    `log_id`: the id of the log the records were read from."""
    if not events:
        return []
    try:
        memories = enricher.enrich([event for event, _ in events])
        return [_pending(m, src, log_id) for m, (_, src) in zip(memories, events, strict=True)]
    except Exception as e:
        if not _fault(e):
            raise
        log.warning("enrichment failed, retrying one by one batch=%d: %r", len(events), e)
    out: list[Pending | DeadLetter] = []
    for event, src in events:
        try:
            (memory,) = enricher.enrich([event])
            out.append(_pending(memory, src, log_id))
        except Exception as e:
            if not _fault(e):
                raise
            log.error(
                "enrichment failed, dead-lettering topic=%s partition=%s offset=%s error=%r",
                src.topic,
                src.partition,
                src.offset,
                e,
            )
            err = BadRecord("enrich", f"enrichment failed: {type(e).__name__}: {e}", event.bank)
            out.append(dead_letter(src, err))
    return out
