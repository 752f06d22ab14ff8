"""Decoding of raw Kafka records into events, or into dead letters that say why not.

Nothing is lost: every record the source yields becomes exactly one of the two. A record is
an event either way: a memory event or a tombstone (`memstream.forget`); both keep their
source record, whose partition decides what a tombstone forgets.
"""

from __future__ import annotations

from dataclasses import dataclass

from bytewax.connectors.kafka import KafkaError, KafkaSourceMessage

from memstream.connectors.kafka.dlq import DeadLetter
from memstream.errors import BadRecord
from memstream.events import MemoryEvent
from memstream.forget import ForgetEvent, decode_log_value

RawRecord = KafkaSourceMessage[bytes | None, bytes | None] | KafkaError[bytes | None, bytes | None]
SourceRecord = KafkaSourceMessage[bytes | None, bytes | None]


@dataclass(frozen=True, slots=True)
class Decoded:
    """Exactly one of `event`, `forget` and `dead` is set; `source` with either of the first."""

    event: MemoryEvent | None = None
    dead: DeadLetter | None = None
    forget: ForgetEvent | None = None
    source: SourceRecord | None = None


def decode_record(record: RawRecord, max_text_chars: int) -> Decoded:
    if isinstance(record, KafkaError):
        err = BadRecord("consumer", f"Kafka consumer error: {record.err}")
        return Decoded(dead=_dead(record.msg, err))
    try:
        value = decode_log_value(record.value, max_text_chars)
    except BadRecord as e:
        return Decoded(dead=_dead(record, e))
    if isinstance(value, ForgetEvent):
        return Decoded(forget=value, source=record)
    return Decoded(event=value, source=record)


def _dead(msg: KafkaSourceMessage, err: BadRecord) -> DeadLetter:
    return DeadLetter.from_bad_record(
        err,
        key=msg.key,
        value=msg.value,
        source_topic=msg.topic or "",
        source_partition=msg.partition if msg.partition is not None else -1,
        source_offset=msg.offset if msg.offset is not None else -1,
    )
