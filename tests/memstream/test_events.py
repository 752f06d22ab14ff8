"""The wire contract: what each bad field gets, and the determinism of ids."""

from __future__ import annotations

import json

import pytest

from memstream.errors import BadRecord
from memstream.events import MemoryEvent, decode_event, memory_id

GOOD = {
    "event_id": "D1:3",
    "bank": "conv-26",
    "text": 'Caroline said, "I went to a support group yesterday."',
    "occurred_at": "2023-05-08T13:56:00+00:00",
    "speaker": "Caroline",
    "conversation_id": "conv-26",
    "session_id": "session_1",
    "fact_type": "experience",
    "metadata": {"dia_id": "D1:3"},
}


def raw(**changes) -> bytes:
    body = {**GOOD, **changes}
    return json.dumps({k: v for k, v in body.items() if v is not ...}).encode()


def test_good_event_round_trips() -> None:
    ev = decode_event(raw())
    assert ev.bank == "conv-26" and ev.occurred_at.utcoffset() is not None
    assert decode_event(ev.to_json_bytes()) == ev


def test_memory_id_is_deterministic_and_scoped_by_bank() -> None:
    a = decode_event(raw())
    b = decode_event(raw(text="edited text, same event"))
    assert a.memory_id == b.memory_id == memory_id("conv-26", "D1:3")
    assert memory_id("conv-27", "D1:3") != a.memory_id
    # No separator trick can make two different pairs collide.
    assert memory_id("a/b", "c") != memory_id("a", "b/c")


def test_kafka_key_is_the_bank_so_a_bank_keeps_one_partition_and_order() -> None:
    a = decode_event(raw())
    b = decode_event(raw(event_id="D1:4", conversation_id="another"))
    assert a.kafka_key() == b.kafka_key() == b"conv-26"


@pytest.mark.parametrize(
    ("payload", "kind", "fragment"),
    [
        (None, "empty", "no value"),
        (b"\xff\xfe\x00garbage", "encoding", "not UTF-8"),
        (b"{not json", "json", "not JSON"),
        (b"[1, 2]", "json", "JSON object"),
        (raw(schema_version=2), "version", "schema_version 2"),
        (raw(event_id=...), "schema", "event_id: Field required"),
        (raw(bank="has space"), "schema", "bank: String should match"),
        (raw(bank=""), "schema", "bank"),
        (raw(text=""), "schema", "text: String should have at least 1"),
        (raw(text=42), "schema", "text: Input should be a valid string"),
        (
            raw(occurred_at="2023-05-08T13:56:00"),
            "schema",
            "occurred_at: Input should have timezone",
        ),
        (raw(occurred_at="8 May 2023"), "schema", "occurred_at"),
        (raw(occurred_at="2023-02-30T00:00:00Z"), "schema", "occurred_at"),
        (raw(fact_type="rumour"), "schema", "fact_type: Input should be"),
        (raw(sequence=-1), "schema", "sequence"),
        (raw(metadata="x"), "schema", "metadata"),
        (raw(unknown_field=1), "schema", "unknown_field: Extra inputs are not permitted"),
        (raw(event_id="a\nb"), "schema", "event_id"),
        (raw(text="x" * 20_000), "too_large", "20000 characters"),
        (raw(text="  \n "), "schema", "text: Value error, must not be blank"),
        # shows nothing: zero-width space and joiner, byte-order mark, NUL, word joiner
        (raw(text="\u200b\u200d"), "schema", "text: Value error, must not be blank"),
        (raw(text="\ufeff"), "schema", "text: Value error, must not be blank"),
        (raw(text="\x00\u2060 "), "schema", "text: Value error, must not be blank"),
        (raw(schema_version=True), "version", "unsupported schema_version True"),
        # Times the stores cannot hold would fail every write: dead-lettered instead.
        (raw(occurred_at="0202-11-07T23:57:46Z"), "schema", "occurred_at: Value error, must be"),
        (raw(occurred_at="2262-01-01T00:00:00Z"), "schema", "before 2262-01-01"),
    ],
)
def test_each_bad_field_gets_a_reason(payload: bytes | None, kind: str, fragment: str) -> None:
    with pytest.raises(BadRecord) as info:
        decode_event(payload)
    assert info.value.kind == kind
    assert fragment in info.value.reason


def test_bad_record_keeps_the_bank_when_it_can() -> None:
    with pytest.raises(BadRecord) as info:
        decode_event(raw(occurred_at="yesterday"))
    assert info.value.bank == "conv-26"


def test_text_limit_is_configurable() -> None:
    with pytest.raises(BadRecord) as info:
        decode_event(raw(text="x" * 101), max_text_chars=100)
    assert info.value.kind == "too_large"
    assert decode_event(raw(text="x" * 100), max_text_chars=100).text == "x" * 100


def test_model_is_frozen() -> None:
    ev = MemoryEvent.model_validate_json(raw())
    with pytest.raises(Exception):  # noqa: B017 - pydantic's frozen error type varies
        ev.text = "changed"  # type: ignore[misc]


@pytest.mark.parametrize(
    "text",
    [
        "\U0001fae8",  # SHAKING FACE, Unicode 15.0: unknown to Python 3.11's tables (14.0)
        "\U0001fae9",  # FACE WITH BAGS UNDER EYES, Unicode 16.0
        "  \U0001fa89 ",  # HARP, 16.0, between spaces
        "\U0002fffd",  # unassigned, not reserved as ignorable: it may be a glyph tomorrow
        "\ue000",  # private use: an icon font's glyph
        "\u0301",  # a combining accent alone shows (on a dotted circle)
        "ok",
    ],
)
def test_text_that_shows_is_visible_whatever_the_unicode_tables(text: str) -> None:
    """Before, a code point the interpreter's tables had not assigned counted as invisible: a
    message of a new emoji was refused as blank (422)."""
    assert decode_event(raw(text=text)).text == text


@pytest.mark.parametrize(
    "text",
    [
        "\u3164",  # HANGUL FILLER: a letter by category, blank on screen
        "\uffa0\u115f\u1160",  # the other Hangul fillers
        "\u2800 \u2800",  # BRAILLE PATTERN BLANK
        "\ufe0f\U000e0100",  # variation selectors alone
        "\U000e0041\U000e007f",  # tag characters
        "\u2065\ufff0",  # reserved as ignorable: invisible whenever assigned
        "\ufdd0\U0001fffe",  # noncharacters
    ],
)
def test_fillers_and_ignorables_alone_are_blank(text: str) -> None:
    with pytest.raises(BadRecord, match="must not be blank"):
        decode_event(raw(text=text))
