"""The dead-letter contract: what a failed record looks like on the dead-letter topic.

A dead letter is the ORIGINAL record, byte for byte (key and value, so it can be fixed and
replayed), plus headers that say why it failed and where it came from:

    memstream-error-kind        BadRecord.kind: encoding, json, schema, version, too_large, ...
    memstream-error-reason      the human-readable reason (UTF-8, at most 4000 characters)
    memstream-bank              the bank, when it could be read from the record (else absent)
    memstream-source-topic      where the record was read
    memstream-source-partition  decimal
    memstream-source-offset     decimal
    memstream-failed-at         ISO-8601 UTC time of the failure
    memstream-original-size     only when the record was cut to fit a message (see below)

A dead letter must fit one Kafka message (librdkafka's ``message.max.bytes``, 1,000,000 by
default, counts key, value and headers). A record that nearly filled a message by itself has
no room left for the headers: `DeadLetter.fitted` then cuts its value (and a key over 1 KiB)
and says so in ``memstream-original-size`` (the value's length before the cut).

Writers (the flow's dead-letter sink) build headers with `dead_letter_headers` or
`DeadLetter.headers()`; readers (the CLI, tests) use `read_dead_letters`.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from confluent_kafka import TIMESTAMP_NOT_AVAILABLE, Message

from memstream.connectors.kafka.reader import read_topic_to_end
from memstream.errors import BadRecord
from memstream.settings import KafkaSettings

__all__ = [
    "HEADER_BANK",
    "HEADER_FAILED_AT",
    "HEADER_KIND",
    "HEADER_ORIGINAL_SIZE",
    "HEADER_REASON",
    "HEADER_SOURCE_OFFSET",
    "HEADER_SOURCE_PARTITION",
    "HEADER_SOURCE_TOPIC",
    "UNKNOWN_BANK",
    "DeadLetter",
    "count_by_bank",
    "count_dead_letters_by_bank",
    "dead_letter_headers",
    "parse_dead_letter",
    "read_dead_letters",
    "read_topic_to_end",
]

log = logging.getLogger(__name__)

HEADER_KIND = "memstream-error-kind"
HEADER_REASON = "memstream-error-reason"
HEADER_BANK = "memstream-bank"
HEADER_SOURCE_TOPIC = "memstream-source-topic"
HEADER_SOURCE_PARTITION = "memstream-source-partition"
HEADER_SOURCE_OFFSET = "memstream-source-offset"
HEADER_FAILED_AT = "memstream-failed-at"
HEADER_ORIGINAL_SIZE = "memstream-original-size"
#: The bank reported for dead letters whose bank could not be read.
UNKNOWN_BANK = "(unknown)"
MAX_REASON_CHARS = 4000
#: Key, value and headers of one dead letter at most (librdkafka's default limit is 1,000,000).
MAX_DEAD_LETTER_BYTES = 950_000
#: A key longer than this is cut when a dead letter has to be cut to fit.
MAX_CUT_KEY_BYTES = 1024


@dataclass(frozen=True, slots=True)
class DeadLetter:
    """One failed record: its original key and value and why and where it failed."""

    key: bytes | None
    value: bytes | None
    reason: str
    kind: str
    bank: str | None
    source_topic: str
    source_partition: int
    source_offset: int
    failed_at: datetime
    #: The value's length before `fitted` cut it; None when key and value are the originals.
    original_size: int | None = None

    @classmethod
    def from_bad_record(
        cls,
        err: BadRecord,
        *,
        key: bytes | None,
        value: bytes | None,
        source_topic: str,
        source_partition: int,
        source_offset: int,
        failed_at: datetime | None = None,
    ) -> DeadLetter:
        return cls(
            key=key,
            value=value,
            reason=err.reason,
            kind=err.kind,
            bank=err.bank,
            source_topic=source_topic,
            source_partition=source_partition,
            source_offset=source_offset,
            failed_at=failed_at or datetime.now(UTC),
        )

    def headers(self) -> list[tuple[str, bytes]]:
        """The Kafka headers for this dead letter (its key and value are sent unchanged)."""
        headers = dead_letter_headers(
            kind=self.kind,
            reason=self.reason,
            bank=self.bank,
            source_topic=self.source_topic,
            source_partition=self.source_partition,
            source_offset=self.source_offset,
            failed_at=self.failed_at,
        )
        if self.original_size is not None:
            headers.append((HEADER_ORIGINAL_SIZE, str(self.original_size).encode()))
        return headers

    def fitted(self, max_bytes: int = MAX_DEAD_LETTER_BYTES) -> DeadLetter:
        """This letter, its value (and a long key) cut if key, value and headers exceed
        `max_bytes`; `original_size` then keeps the value's length."""
        key, value = self.key or b"", self.value or b""
        head = sum(len(k) + len(v) for k, v in self.headers()) + 64  # + the size header
        if len(key) + len(value) + head <= max_bytes:
            return self
        cut_key = self.key if len(key) <= MAX_CUT_KEY_BYTES else key[:MAX_CUT_KEY_BYTES]
        room = max(0, max_bytes - head - len(cut_key or b""))
        return replace(
            self,
            key=cut_key,
            value=None if self.value is None else value[:room],
            original_size=len(value),
        )


def dead_letter_headers(
    *,
    kind: str,
    reason: str,
    bank: str | None,
    source_topic: str,
    source_partition: int,
    source_offset: int,
    failed_at: datetime | None = None,
) -> list[tuple[str, bytes]]:
    """Headers describing a failure; `failed_at` defaults to now and must carry a timezone."""
    when = failed_at or datetime.now(UTC)
    if when.tzinfo is None:
        raise ValueError("failed_at must carry a timezone")
    headers = [
        (HEADER_KIND, kind.encode()),
        (HEADER_REASON, reason[:MAX_REASON_CHARS].encode()),
        (HEADER_SOURCE_TOPIC, source_topic.encode()),
        (HEADER_SOURCE_PARTITION, str(source_partition).encode()),
        (HEADER_SOURCE_OFFSET, str(source_offset).encode()),
        (HEADER_FAILED_AT, when.astimezone(UTC).isoformat().encode()),
    ]
    if bank is not None:
        headers.append((HEADER_BANK, bank.encode()))
    return headers


def _text(headers: dict[str, bytes | None], name: str) -> str | None:
    raw = headers.get(name)
    return None if raw is None else raw.decode("utf-8", errors="replace")


def _int(headers: dict[str, bytes | None], name: str) -> int:
    text = _text(headers, name)
    try:
        return int(text) if text is not None else -1
    except ValueError:
        return -1


def _failed_at(headers: dict[str, bytes | None], msg: Message) -> datetime:
    text = _text(headers, HEADER_FAILED_AT)
    if text is not None:
        try:
            when = datetime.fromisoformat(text)
            if when.tzinfo is not None:
                return when
        except ValueError:
            pass
    ts_type, ts_ms = msg.timestamp()
    if ts_type != TIMESTAMP_NOT_AVAILABLE:
        return datetime.fromtimestamp(ts_ms / 1000, UTC)
    return datetime.fromtimestamp(0, UTC)


def parse_dead_letter(msg: Message) -> DeadLetter:
    """Read a dead letter from a consumed record.

    Lenient, so that one foreign record on the dead-letter topic cannot hide the others:
    a missing header reads as kind "unknown", an empty reason, partition/offset -1, and the
    record's own timestamp as failure time.
    """
    raw = msg.headers() or []
    pairs = raw.items() if isinstance(raw, dict) else raw
    headers = {k: v.encode() if isinstance(v, str) else v for k, v in pairs}
    if HEADER_KIND not in headers:
        log.warning(
            "record without dead-letter headers topic=%s partition=%s offset=%s",
            msg.topic(),
            msg.partition(),
            msg.offset(),
        )
    return DeadLetter(
        key=msg.key(),
        value=msg.value(),
        reason=_text(headers, HEADER_REASON) or "",
        kind=_text(headers, HEADER_KIND) or "unknown",
        bank=_text(headers, HEADER_BANK),
        source_topic=_text(headers, HEADER_SOURCE_TOPIC) or "",
        source_partition=_int(headers, HEADER_SOURCE_PARTITION),
        source_offset=_int(headers, HEADER_SOURCE_OFFSET),
        failed_at=_failed_at(headers, msg),
        original_size=(
            _int(headers, HEADER_ORIGINAL_SIZE) if HEADER_ORIGINAL_SIZE in headers else None
        ),
    )


def read_dead_letters(
    bootstrap: str, kafka: KafkaSettings, timeout_s: float = 60.0
) -> list[DeadLetter]:
    """Every dead letter on `kafka.dlq_topic`, in topic order; empty if the topic is absent."""
    records = read_topic_to_end(bootstrap, kafka.dlq_topic, kafka, timeout_s)
    return [parse_dead_letter(m) for m in records]


def distinct(letters: Iterable[DeadLetter]) -> list[DeadLetter]:
    """One dead letter per source record (topic, partition, offset), first kept.

    Delivery is at-least-once: a replay or a restart dead-letters the same bad record again.
    Letters without a source position (offset < 0) are all kept.
    """
    seen: set[tuple[str, int, int]] = set()
    out: list[DeadLetter] = []
    for letter in letters:
        where = (letter.source_topic, letter.source_partition, letter.source_offset)
        if letter.source_offset >= 0 and where in seen:
            continue
        seen.add(where)
        out.append(letter)
    return out


def count_by_bank(letters: Iterable[DeadLetter]) -> dict[str, int]:
    """Distinct dead letters per bank, most first; those without a bank count as "(unknown)"."""
    counts = Counter(
        letter.bank if letter.bank is not None else UNKNOWN_BANK for letter in distinct(letters)
    )
    return dict(counts.most_common())


def count_dead_letters_by_bank(
    bootstrap: str, kafka: KafkaSettings, timeout_s: float = 60.0
) -> dict[str, int]:
    """Read the dead-letter topic and count its records per bank."""
    return count_by_bank(read_dead_letters(bootstrap, kafka, timeout_s))
