"""The co-recall event (`memstream.corecall`): its wire shape, and bad ones refused with a
reason, like every record of the events topic."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.corecall import MAX_CORECALL_BYTES, MAX_CORECALL_IDS, CoRecall
from memstream.errors import BadRecord
from memstream.events import MemoryEvent, memory_id
from memstream.placement import bank_key
from memstream.tombstone import decode_log_value
from tests.fakes import event

IDS = [memory_id("bank-a", f"e{i}") for i in range(3)]
AT = datetime(2024, 6, 1, 10, 0, 0, 123456, tzinfo=UTC)


def _raw(**fields: Any) -> bytes:
    body: dict[str, Any] = {
        "schema_version": 1,
        "kind": "corecall",
        "bank": "bank-a",
        "memory_ids": IDS,
        "observed_at": AT.isoformat(),
        "eta": 0.2,
        "half_life_s": 1209600.0,
    }
    body.update(fields)
    return json.dumps({k: v for k, v in body.items() if v is not None}).encode()


def test_a_corecall_round_trips_and_is_keyed_by_its_bank() -> None:
    c = CoRecall.observe("bank-a", tuple(IDS), AT, 0.2, 1209600.0)
    assert decode_log_value(c.to_json_bytes()) == c
    assert decode_log_value(_raw()) == c
    assert c.kafka_key() == bank_key("bank-a") == event(1, "bank-a").kafka_key()
    assert c.at == AT.timestamp()
    # a memory whose text or metadata says "corecall" is still a memory
    ev = event(2, text='"kind": "corecall" in a text', metadata={"kind": "corecall"})
    assert isinstance(decode_log_value(ev.to_json_bytes()), MemoryEvent)


@pytest.mark.parametrize(
    ("fields", "kind", "says"),
    [
        ({"memory_ids": IDS[:1]}, "schema", "memory_ids"),
        ({"memory_ids": [*IDS[:1], "not-a-uuid"]}, "schema", "not a memory id"),
        ({"memory_ids": [IDS[0]] * (MAX_CORECALL_IDS + 1)}, "schema", "memory_ids"),
        ({"eta": 0}, "schema", "eta"),
        ({"eta": 1.5}, "schema", "eta"),
        ({"eta": True}, "schema", "eta"),
        ({"half_life_s": -1}, "schema", "half_life_s"),
        ({"observed_at": "2024-06-01T10:00:00"}, "schema", "observed_at"),
        ({"bank": "has space"}, "schema", "bank"),
        ({"extra": 1}, "schema", "extra"),
        ({"schema_version": 2}, "version", "schema_version 2"),
        ({"schema_version": True}, "version", "schema_version True"),
        ({"padding": "x" * MAX_CORECALL_BYTES}, "too_large", "co-recall of"),
    ],
)
def test_a_bad_corecall_is_refused_with_a_reason(
    fields: dict[str, Any], kind: str, says: str
) -> None:
    with pytest.raises(BadRecord) as info:
        decode_log_value(_raw(**fields))
    assert info.value.kind == kind and says in info.value.reason
    assert info.value.bank == (fields.get("bank") or "bank-a")
