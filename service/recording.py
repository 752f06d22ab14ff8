"""Recording a bank's or a topic's records as a JSONL file that `memstream publish` and the
replay fixtures (`memstream.testing`) read back: one record's value a line, in log order.

The log holds memory events, tombstones and co-recalls, and records that are none of them
(the flow dead-lettered those); a recording keeps each record of the bank (or of the topic)
as its bytes, so a replay dead-letters the same records for the same reasons. A record with
no value, or whose value holds a line break (not one line of JSONL), cannot be written and is
counted as skipped.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from memstream.connectors.kafka.reader import read_topic_to_end
from memstream.settings import KafkaSettings


@dataclass(frozen=True)
class Recorded:
    """What a recording read and wrote."""

    topic: str
    read: int
    written: int
    skipped: int


def bank_of(value: bytes) -> str | None:
    """The bank a record names (its `bank` member), even when the record is not valid."""
    with contextlib.suppress(ValueError, AttributeError, RecursionError):
        bank = json.loads(value).get("bank")
        if isinstance(bank, str):
            return bank
    return None


def record(
    bootstrap: str,
    kafka: KafkaSettings,
    out: Path,
    *,
    bank: str | None = None,
    topic: str | None = None,
    timeout_s: float = 60.0,
) -> Recorded:
    """Write the records of `topic` (default: the events topic), or only those of `bank`, to
    `out` (see the module); BrokerError if the topic cannot be read to its end."""
    name = topic or kafka.topic
    messages = read_topic_to_end(bootstrap, name, kafka, timeout_s)
    written = skipped = 0
    with out.open("wb") as f:
        for msg in messages:
            value = msg.value()
            if bank is not None and (value is None or bank_of(value) != bank):
                continue
            if value is None or b"\n" in value or b"\r" in value or not value.strip():
                skipped += 1
                continue
            f.write(value + b"\n")
            written += 1
    return Recorded(topic=name, read=len(messages), written=written, skipped=skipped)
