"""The bounds of an event and the strict JSON reader: examples at each edge, then generated
records (Hypothesis, fixed seed) showing that decoding only ever answers an event or a
`BadRecord`, and that an accepted event always fits a Kafka message and the vector payload."""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstream.bounds import (
    MAX_EVENT_BYTES,
    MAX_JSON_DEPTH,
    MAX_METADATA_BYTES,
    MAX_METADATA_DEPTH,
    MAX_METADATA_ITEMS,
    MAX_SEQUENCE,
    JsonRejected,
    loads_strict,
    metadata_problem,
    nesting_depth,
)
from memstream.connectors.kafka.dlq import MAX_DEAD_LETTER_BYTES, DeadLetter
from memstream.contract.schemas import EventIn, Memory
from memstream.errors import BadRecord
from memstream.events import HARD_MAX_TEXT_CHARS, MemoryEvent, decode_event

BASE = {"event_id": "e1", "bank": "b", "text": "hi", "occurred_at": "2024-01-01T00:00:00Z"}
FUZZ = settings(
    max_examples=300,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)


def nested(depth: int, leaf: Any = 1, container: str = "dict") -> Any:
    x = leaf
    for _ in range(depth):
        x = {"k": x} if container == "dict" else [x]
    return x


# ----------------------------------------------------------------------------- JSON reader
@pytest.mark.parametrize(
    ("text", "limit", "too_deep"),
    [
        ("{}", 0, True),
        ("[[[]]]", 2, True),
        ("[[[]]]", 3, False),
        ("[" * 70 + "]" * 70, 64, True),
        ('["' + "[" * 100 + '"]', 5, False),  # brackets inside strings do not count
        ('["\\"' + "[" * 100 + '"]', 5, False),  # nor after an escaped quote
        ('{"a": [{"b": "]]]]]]"}, []]}', 3, False),
        ('{"a": [{"b": "]]]]]]"}, [[[]]]]}', 3, True),
    ],
)
def test_nesting_depth_ignores_strings(text: str, limit: int, too_deep: bool) -> None:
    assert (nesting_depth(text, limit) > limit) is too_deep


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[" * 100_000 + "]" * 100_000, "deeper than"),
        ('{"x": NaN}', "NaN"),
        ('{"x": Infinity}', "Infinity"),
        ('{"x": -Infinity}', "-Infinity"),
        ('{"x": 1e400}', "too large"),
    ],
)
def test_strict_reader_refuses_what_json_accepts(text: str, says: str) -> None:
    with pytest.raises(JsonRejected, match=says):
        loads_strict(text)


def test_strict_reader_reads_ordinary_json() -> None:
    doc = {"a": [1, 2.5, None, True, "ü\u202e\x00"], "b": nested(MAX_JSON_DEPTH - 1)}
    assert loads_strict(json.dumps(doc)) == doc


# ----------------------------------------------------------------------------- metadata
@pytest.mark.parametrize(
    ("metadata", "says"),
    [
        (nested(MAX_METADATA_DEPTH + 1), f"deeper than {MAX_METADATA_DEPTH}"),
        ({"x": nested(MAX_METADATA_DEPTH, container="list")}, "deeper than"),
        ({str(i): i for i in range(MAX_METADATA_ITEMS + 1)}, "keys and list items"),
        ({"x": list(range(MAX_METADATA_ITEMS))}, "keys and list items"),
        ({"x": "y" * MAX_METADATA_BYTES}, "bytes of JSON"),
        ({"k" * 257: 1}, "longer than 256"),
        ({"x": 2**63}, "64-bit"),
        ({"x": -(2**63) - 1}, "64-bit"),
        ({"x": math.nan}, "NaN"),
        ({"x": [math.inf]}, "NaN and infinities"),
        ({"x": "\ud800"}, "lone surrogate"),
        ({"\udfff": 1}, "lone surrogate"),
        ({"x": {1, 2}}, "not a JSON value"),
    ],
)
def test_metadata_bounds(metadata: dict[str, Any], says: str) -> None:
    problem = metadata_problem(metadata)
    assert problem is not None and says in problem
    with pytest.raises(ValueError, match="metadata"):
        EventIn(text="t", occurred_at=datetime(2024, 1, 1, tzinfo=UTC), metadata=metadata)


def test_metadata_at_the_bounds_is_accepted() -> None:
    edge = {
        "deep": nested(MAX_METADATA_DEPTH - 1),
        "ints": [2**63 - 1, -(2**63)],
        "odd": "\x00\u202e\U0001f642",
        "k" * 256: None,
    }
    ev = MemoryEvent.model_validate({**BASE, "metadata": edge, "sequence": MAX_SEQUENCE})
    assert decode_event(ev.to_json_bytes()) == ev


def test_sequence_bound() -> None:
    with pytest.raises(BadRecord, match="sequence"):
        decode_event(json.dumps({**BASE, "sequence": MAX_SEQUENCE + 1}).encode())


def test_encoded_event_size_bound() -> None:
    # Control characters take six bytes each in JSON: the text limit alone does not bound it.
    text = "a" + "\x01" * (MAX_EVENT_BYTES // 6 + 10)
    assert len(text) < HARD_MAX_TEXT_CHARS
    with pytest.raises(ValueError, match=f"the limit is {MAX_EVENT_BYTES}"):
        MemoryEvent.model_validate({**BASE, "text": text})
    raw = json.dumps({**BASE, "text": "x" * MAX_EVENT_BYTES}).encode()
    with pytest.raises(BadRecord) as info:
        decode_event(raw, max_text_chars=HARD_MAX_TEXT_CHARS)
    assert info.value.kind == "too_large"


# ----------------------------------------------------------------------------- generated
def _json_values() -> st.SearchStrategy[Any]:
    scalars = (
        st.none()
        | st.booleans()
        | st.integers(min_value=-(2**70), max_value=2**70)
        | st.floats(allow_nan=True, allow_infinity=True)
        | st.text(st.characters(codec=None, exclude_categories=()), max_size=20)
    )
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
        max_leaves=40,
    )


def _records() -> st.SearchStrategy[bytes]:
    events = st.fixed_dictionaries(
        {
            "event_id": st.text(min_size=1, max_size=300),
            "bank": st.sampled_from(["b", "bank-1", "", "no space", "é"]),
            "text": st.text(max_size=50),
            "occurred_at": st.sampled_from(
                ["2024-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "x"]
            ),
        },
        optional={
            "sequence": st.integers(min_value=-5, max_value=10**30),
            "metadata": st.dictionaries(st.text(max_size=8), _json_values(), max_size=5),
            "speaker": st.text(max_size=5),
            "schema_version": st.integers(0, 2),
        },
    )
    as_json = events.map(lambda e: json.dumps(e, allow_nan=True).encode("utf-8", "surrogatepass"))
    deep = st.integers(1, 3000).map(lambda n: ("[" * n + "]" * n).encode())
    return st.binary(max_size=200) | as_json | deep


@FUZZ
@given(raw=_records())
def test_decoding_answers_an_event_or_a_bad_record(raw: bytes) -> None:
    try:
        ev = decode_event(raw)
    except BadRecord as e:
        assert e.kind and e.reason
        return
    # Accepted: it fits one message, and the store could read its payload back.
    assert len(ev.to_json_bytes()) <= MAX_EVENT_BYTES
    assert metadata_problem(ev.metadata) is None
    assert decode_event(ev.to_json_bytes()) == ev


# ----------------------------------------------------------------------------- reads
@pytest.mark.parametrize(
    "payload",
    [
        {},
        {"bank": None, "text": 42, "occurred_at": "not a time", "occurred_ts": "x"},
        {"occurred_at": "2024-01-01T00:00:00", "occurred_ts": 1e300, "sequence": 1e30},
        {"metadata": nested(200), "entities": "x", "time_refs": [1, {"a": 1}], "sequence": True},
        {"metadata": {"x": math.nan}, "fact_type": None, "conversation": 5, "speaker": 1.5},
    ],
)
def test_reading_any_stored_payload_succeeds(payload: dict[str, Any]) -> None:
    m = Memory.from_payload("00000000-0000-0000-0000-000000000001", payload)
    assert m.occurred_at.tzinfo is not None
    json.loads(m.model_dump_json())  # and it serialises as an answer


# ----------------------------------------------------------------------------- dead letters
def test_a_dead_letter_is_cut_to_fit_one_message() -> None:
    letter = DeadLetter.from_bad_record(
        BadRecord("too_large", "r" * 5000),
        key=b"k" * 5000,
        value=b"v" * 999_000,
        source_topic="t",
        source_partition=0,
        source_offset=7,
    )
    cut = letter.fitted()
    size = len(cut.key or b"") + len(cut.value or b"")
    assert size + sum(len(k) + len(v) for k, v in cut.headers()) <= MAX_DEAD_LETTER_BYTES
    assert cut.original_size == 999_000 and cut.value == b"v" * len(cut.value or b"")
    assert ("memstream-original-size", b"999000") in cut.headers()
    small = DeadLetter.from_bad_record(
        BadRecord("json", "x"),
        key=None,
        value=b"{",
        source_topic="t",
        source_partition=0,
        source_offset=1,
    )
    assert small.fitted() is small
