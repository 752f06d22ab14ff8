"""Decoding of raw Kafka records into events, or into dead letters that say why not.

Nothing is lost: every record the source yields becomes exactly one of the two. A record is
an event either way: a memory event, a tombstone (`memstream.tombstone`) or a co-recall
(`memstream.corecall`); each keeps its source record, whose partition decides what a
tombstone forgets, whose position makes a co-recall's redelivery a no-op, and whose original
bytes a later step (enrichment, a store) dead-letters if it cannot take the event.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bytewax.connectors.kafka import KafkaError, KafkaSourceMessage

from memstream.connectors.kafka.dlq import DeadLetter
from memstream.corecall import CoRecall
from memstream.errors import BadRecord
from memstream.events import MemoryEvent
from memstream.tombstone import ForgetEvent, decode_log_value

log = logging.getLogger(__name__)

RawRecord = KafkaSourceMessage[bytes | None, bytes | None] | KafkaError[bytes | None, bytes | None]
SourceRecord = KafkaSourceMessage[bytes | None, bytes | None]


@dataclass(frozen=True, slots=True)
class Decoded:
    """Exactly one of `event`, `forget`, `corecall` and `dead` is set; `source` with any of
    the first three."""

    event: MemoryEvent | None = None
    dead: DeadLetter | None = None
    forget: ForgetEvent | None = None
    source: SourceRecord | None = None
    corecall: CoRecall | None = None


def decode_record(record: RawRecord, max_text_chars: int) -> Decoded:
    if isinstance(record, KafkaError):
        err = BadRecord("consumer", f"Kafka consumer error: {record.err}")
        return Decoded(dead=dead_letter(record.msg, err))
    try:
        value = decode_log_value(record.value, max_text_chars)
    except BadRecord as e:
        return Decoded(dead=dead_letter(record, e))
    except Exception as e:  # a decoder bug must cost this record, not the partition
        log.exception(
            "decoding failed topic=%s partition=%s offset=%s",
            record.topic,
            record.partition,
            record.offset,
        )
        return Decoded(dead=dead_letter(record, BadRecord("decode", f"{type(e).__name__}: {e}")))
    if isinstance(value, ForgetEvent):
        return Decoded(forget=value, source=record)
    if isinstance(value, CoRecall):
        return Decoded(corecall=value, source=record)
    return Decoded(event=value, source=record)


def dead_letter(msg: SourceRecord, err: BadRecord) -> DeadLetter:
    """The dead letter of `msg`: its original key and bytes, `err`'s why, and where it was."""
    return DeadLetter.from_bad_record(
        err,
        key=msg.key,
        value=msg.value,
        source_topic=msg.topic or "",
        source_partition=msg.partition if msg.partition is not None else -1,
        source_offset=msg.offset if msg.offset is not None else -1,
    )
