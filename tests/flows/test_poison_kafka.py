"""Generated poison on the real broker: records of every kind interleaved with good events,
run through the real flow (Kafka source, Bytewax, embedded stores, dead-letter topic).

Hypothesis (fixed seed, a few examples) draws raw bytes, JSON of every shape, JSON nested
far too deep, and schema-valid-but-extreme events (deep or wide metadata, NaN, huge numbers,
lone surrogates, NUL, RTL, maximal text). For each corpus: the flow runs to the end of the
topic without failing; every record the decoder refuses is dead-lettered exactly once with
that kind; every record it accepts is stored and never dead-lettered; every good event (one
after each bad record) is in every store.
"""

from __future__ import annotations

import json
import uuid
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstream.bounds import MAX_EVENT_BYTES
from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.connectors.kafka.dlq import read_dead_letters
from memstream.connectors.stores import open_stores
from memstream.errors import BadRecord
from memstream.events import HARD_MAX_TEXT_CHARS, MemoryEvent, decode_event
from memstream.flows.runner import run_ingest
from memstream.settings import FlowSettings, KafkaSettings, Settings, StoreSettings

pytestmark = [pytest.mark.integration, pytest.mark.models]

BANK = "fuzz"
KEY = b"fuzz/c1"
MAX_TEXT = 2_000
AT = "2024-03-01T10:00:00+00:00"


@pytest.fixture(scope="module")
def broker():
    with EmbeddedBroker() as b:
        yield b.bootstrap


def _settings(data_dir, topic: str, max_text: int = MAX_TEXT) -> Settings:
    return Settings(
        kafka=KafkaSettings(topic=topic, dlq_topic=f"{topic}.dlq"),
        store=StoreSettings(data_dir=data_dir),
        flow=FlowSettings(snapshot_interval_s=0.5, source_batch_size=8, max_text_chars=max_text),
    )


# ----------------------------------------------------------------------------- strategies
ODD_TEXT = st.text(st.characters(codec=None, exclude_categories=()), min_size=1, max_size=30)
JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**25), max_value=10**25)
    | st.floats(allow_nan=True, allow_infinity=True)
    | ODD_TEXT
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=30,
)


def _deep(n: int, wrap: str) -> Any:
    x: Any = 1
    for _ in range(n):
        x = {"k": x} if wrap == "dict" else [x]
    return x


def _encode(obj: Any, ascii_only: bool) -> bytes:
    # Lone surrogates travel as \ud800 escapes (ascii) or as CESU-8 bytes (not UTF-8 at all).
    text = json.dumps(obj, allow_nan=True, ensure_ascii=ascii_only)
    return text.encode("utf-8", "surrogatepass")


@st.composite
def extreme_events(draw: st.DrawFn, index: int) -> bytes:
    event: dict[str, Any] = {
        "event_id": f"x{index}-" + draw(st.text(max_size=8)),
        "bank": BANK,
        "text": draw(
            ODD_TEXT
            | st.sampled_from(
                ["\u202eevil RTL\u202c", "NUL\x00in text", "x" * MAX_TEXT, "x" * (MAX_TEXT + 1)]
            )
        ),
        "occurred_at": draw(st.sampled_from([AT, "1678-01-01T00:00:00Z", "0001-01-01T00:00:00Z"])),
        "conversation_id": "c1",
    }
    optional = {
        "sequence": st.integers(0, 10**12) | st.integers(-1, 10**30),
        "speaker": ODD_TEXT,
        "metadata": st.dictionaries(st.text(max_size=6), JSON_VALUES, max_size=5)
        | st.builds(_deep, st.integers(1, 200), st.sampled_from(["dict", "list"])).map(
            lambda d: {"deep": d}
        )
        | st.integers(900, 1100).map(lambda n: {str(i): i for i in range(n)}),
    }
    for name, strategy in optional.items():
        if draw(st.booleans()):
            event[name] = draw(strategy)
    return _encode(event, draw(st.booleans()))


@st.composite
def poison(draw: st.DrawFn, index: int) -> bytes | None:
    kind = draw(st.sampled_from(["event", "bytes", "json", "deep", "event", "event", "none"]))
    if kind == "bytes":
        return draw(st.binary(max_size=300))
    if kind == "json":
        return _encode(draw(JSON_VALUES), draw(st.booleans()))
    if kind == "deep":
        n = draw(st.integers(65, 20_000))
        return ('{"bank": "fuzz", "metadata": ' + "[" * n + "]" * n + "}").encode()
    if kind == "none":
        return None
    return draw(extreme_events(index))


CORPUS = st.integers(10, 20).flatmap(lambda n: st.tuples(*[poison(i) for i in range(n)]).map(list))


def _good(i: int) -> MemoryEvent:
    return MemoryEvent(
        event_id=f"good-{i}",
        bank=BANK,
        text=f"Ann told Bob about her trip to city number {i}.",
        occurred_at=AT,  # type: ignore[arg-type]
        conversation_id="c1",
        sequence=i,
    )


# ----------------------------------------------------------------------------- the check
def _expected(raw: bytes | None, max_text: int) -> tuple[str | None, str | None]:
    """(dead-letter kind, None) for a record the decoder refuses, else (None, memory id)."""
    try:
        return None, decode_event(raw, max_text).memory_id
    except BadRecord as e:
        return e.kind, None


def _run_corpus(
    broker: str, tmp_path_factory, enricher, records: list[bytes | None], workers: int
) -> None:
    topic = f"poison-{uuid.uuid4().hex[:8]}"
    settings = _settings(tmp_path_factory.mktemp("poison"), topic)
    ensure_topics(broker, settings.kafka)
    offsets: dict[int, tuple[str | None, str | None]] = {}
    good_ids = []
    with EventPublisher(broker, settings.kafka) as pub:
        for i, raw in enumerate(records):
            pub.publish_raw(KEY, raw)
            offsets[2 * i] = _expected(raw, MAX_TEXT)
            good = _good(i)
            pub.publish_raw(KEY, good.to_json_bytes())
            good_ids.append(good.memory_id)
        pub.flush()

    with open_stores(settings.store) as stores:
        run_ingest(settings, broker, stores, enricher, until_eof=True, workers=workers)
        stored = set(stores.fingerprint(BANK)["bm25"])
        vector = {p[0] for p in stores.fingerprint(BANK)["vector"]}
    letters = read_dead_letters(broker, settings.kafka)

    per_offset = Counter(d.source_offset for d in letters)
    assert all(n == 1 for n in per_offset.values()), per_offset  # each dead-lettered once
    kinds = {d.source_offset: d.kind for d in letters}
    for offset, (kind, memory_id) in offsets.items():
        if kind is not None:
            assert kinds.get(offset) == kind, (offset, records[offset // 2])
        else:  # accepted by the schema: the stores must hold it
            assert offset not in kinds, (offset, kinds.get(offset), records[offset // 2])
            assert memory_id in stored and memory_id in vector
    assert set(good_ids) <= stored and set(good_ids) <= vector
    assert set(kinds) <= set(offsets)  # no good event was dead-lettered


@pytest.mark.parametrize("workers", [1, 2])
def test_generated_poison_never_stops_the_flow(broker, enricher, tmp_path_factory, workers):
    @settings(
        max_examples=5,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(records=CORPUS)
    def run(records: list[bytes | None]) -> None:
        _run_corpus(broker, tmp_path_factory, enricher, records, workers)

    run()


def test_the_largest_event_travels_and_a_larger_record_is_dead_lettered(
    broker, enricher, tmp_path_factory
) -> None:
    """An event of exactly MAX_EVENT_BYTES goes through the API's publisher (under the
    producer's message limit) and into the stores; a 999,000-byte record is dead-lettered,
    cut to fit a message with its original size in a header."""
    topic = f"largest-{uuid.uuid4().hex[:8]}"
    settings = _settings(tmp_path_factory.mktemp("largest"), topic, HARD_MAX_TEXT_CHARS)
    ensure_topics(broker, settings.kafka)
    small = _good(0).model_copy(update={"text": "a"})
    room = MAX_EVENT_BYTES - len(small.to_json_bytes())
    text = "a" + "\x01" * (room // 6) + "b" * (room % 6)  # a control character is 6 JSON bytes
    largest = MemoryEvent.model_validate({**small.model_dump(), "text": text})
    assert len(largest.to_json_bytes()) == MAX_EVENT_BYTES
    too_big = json.dumps({"bank": BANK, "text": "x" * 998_950}).encode()
    assert MAX_EVENT_BYTES < len(too_big) < 1_000_000
    with EventPublisher(broker, settings.kafka) as pub:
        pub.publish([largest])
        pub.publish_raw(KEY, too_big)
        pub.publish([_good(1)])

    with open_stores(settings.store) as stores:
        run_ingest(settings, broker, stores, enricher, until_eof=True)
        assert set(stores.fingerprint(BANK)["bm25"]) == {largest.memory_id, _good(1).memory_id}
    (letter,) = read_dead_letters(broker, settings.kafka)
    assert letter.kind == "too_large" and letter.original_size == len(too_big)
    assert letter.value is not None and too_big.startswith(letter.value)
