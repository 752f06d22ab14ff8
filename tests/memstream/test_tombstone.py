"""The tombstone's wire format (memstream/tombstone.py): one shape per scope, validated like a
memory event, told apart from memory events on the topic, bad ones refused with a reason."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from memstream.errors import BadRecord
from memstream.events import MemoryEvent, memory_id
from memstream.tombstone import MAX_FORGET_IDS, ForgetEvent, ForgetScope, decode_log_value
from tests.fakes import event

AT = datetime(2024, 6, 1, 10, 0, tzinfo=UTC)
MID = memory_id("b", "e1")


def _raw(**fields: object) -> bytes:
    body = {"kind": "forget", "event_id": "f1", "bank": "b", "issued_at": AT.isoformat()}
    return json.dumps({**body, **fields}).encode()


@pytest.mark.parametrize(
    ("fields", "key"),
    [
        ({"scope": "speaker", "target": "Caroline"}, b"b"),
        ({"scope": "conversation", "target": "c1"}, b"b"),
        ({"scope": "memory", "memory_ids": [MID.upper()]}, b"b"),
        ({"scope": "bank"}, b"b"),
    ],
)
def test_every_scope_round_trips(fields: dict[str, object], key: bytes) -> None:
    forget = decode_log_value(_raw(**fields))
    assert isinstance(forget, ForgetEvent) and forget.scope == fields["scope"]
    assert forget.kafka_key() == key
    assert forget.memory_ids == ((MID,) if forget.scope is ForgetScope.MEMORY else ())
    wire = json.loads(forget.to_json_bytes())
    assert wire["schema_version"] == 1 and wire["kind"] == "forget"
    assert ("memory_ids" in wire) == (forget.scope is ForgetScope.MEMORY)
    assert decode_log_value(forget.to_json_bytes()) == forget


def test_issue_makes_a_fresh_id_and_a_timezone() -> None:
    a = ForgetEvent.issue("b", ForgetScope.SPEAKER, "Ann")
    b = ForgetEvent.issue("b", ForgetScope.SPEAKER, "Ann")
    assert a.event_id != b.event_id and a.issued_at.tzinfo is not None
    assert a.describe() == "speaker 'Ann'"


@pytest.mark.parametrize(
    ("fields", "why"),
    [
        ({"scope": "speaker"}, "needs a target"),
        ({"scope": "conversation", "target": "c1", "memory_ids": [MID]}, "takes no memory_ids"),
        ({"scope": "memory"}, "needs memory_ids"),
        ({"scope": "memory", "memory_ids": ["not-a-uuid"]}, "not a memory id"),
        ({"scope": "memory", "memory_ids": [MID] * (MAX_FORGET_IDS + 1)}, "at most"),
        ({"scope": "bank", "target": "x"}, "takes no target"),
        ({"scope": "everything"}, "scope"),
        ({"scope": "bank", "issued_at": "2024-06-01T10:00:00"}, "timezone"),
        ({"scope": "bank", "bank": "no spaces"}, "bank"),
        ({"scope": "bank", "extra": 1}, "extra"),
    ],
)
def test_invalid_tombstones_are_schema_errors(fields: dict[str, object], why: str) -> None:
    with pytest.raises(BadRecord, match=why) as err:
        decode_log_value(_raw(**fields))
    assert err.value.kind == "schema"


def test_version_and_size_are_checked() -> None:
    with pytest.raises(BadRecord) as err:
        decode_log_value(_raw(scope="bank", schema_version=2))
    assert err.value.kind == "version" and err.value.bank == "b"
    with pytest.raises(BadRecord) as err:  # JSON true is not 1, as for events
        decode_log_value(_raw(scope="bank", schema_version=True))
    assert err.value.kind == "version"
    huge = _raw(scope="speaker", target="x", pad="y" * 200_000)
    with pytest.raises(BadRecord) as err:
        decode_log_value(huge)
    assert err.value.kind == "too_large"


def test_memory_events_that_mention_forget_stay_memory_events() -> None:
    in_text = event(1, text='she said "kind": "forget" it')
    in_metadata = event(2, metadata={"kind": "forget"})
    for ev in (in_text, in_metadata, event(3)):
        assert decode_log_value(ev.to_json_bytes()) == ev
    assert isinstance(decode_log_value(event(4).to_json_bytes()), MemoryEvent)


def test_garbage_that_looks_like_a_tombstone_is_still_a_bad_record() -> None:
    deep = b'{"kind": "forget", "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    for raw in (b'{"kind": "forget", ', deep, b'["kind": "forget"]'):
        with pytest.raises(BadRecord):
            decode_log_value(raw)
