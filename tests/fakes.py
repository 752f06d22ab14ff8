"""Hand-built records for tests (the one place where test data is fabricated)."""

from __future__ import annotations

import hashlib
import zlib
from datetime import UTC, datetime, timedelta

import numpy as np

from memstream.events import FactType, MemoryEvent
from memstream.records import EnrichedMemory, Entity, SparseVec, TimeRef

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def event(i: int, bank: str = "bank-a", **kw) -> MemoryEvent:
    fields = {
        "event_id": f"e{i}",
        "bank": bank,
        "text": f"message number {i}",
        "occurred_at": T0 + timedelta(minutes=i),
        "speaker": "Ann",
        "conversation_id": "c1",
        "session_id": "s1",
    }
    fields.update(kw)
    return MemoryEvent(**fields)


def unit_vector(seed: int, dim: int = 384) -> tuple[float, ...]:
    v = np.random.default_rng(seed).standard_normal(dim)
    return tuple(float(x) for x in v / np.linalg.norm(v))


def memory(
    i: int,
    bank: str = "bank-a",
    *,
    entities: tuple[str, ...] = (),
    sparse: dict[int, float] | None = None,
    time_refs: tuple[TimeRef, ...] = (),
    **kw,
) -> EnrichedMemory:
    sp = sparse or {1000 + i: 1.0}
    return EnrichedMemory(
        event=event(i, bank, **kw),
        dense=unit_vector(i),
        sparse=SparseVec(tuple(sp), tuple(sp.values())),
        entities=tuple(Entity(name=n.title(), norm=n, label="PERSON") for n in entities),
        time_refs=time_refs,
    )


class CallCounter:
    """Wraps an object and counts calls to its methods by name (which models ran, and how often).

    Attribute reads other than method calls pass through unchanged.
    """

    def __init__(self, inner: object) -> None:
        self._inner = inner
        self.calls: dict[str, int] = {}

    def __getattr__(self, name: str):
        attr = getattr(self._inner, name)
        if not callable(attr):
            return attr

        def counted(*args, **kwargs):
            self.calls[name] = self.calls.get(name, 0) + 1
            return attr(*args, **kwargs)

        return counted

    @property
    def total(self) -> int:
        return sum(self.calls.values())


# ------------------------------------------------ a small LoCoMo-like bank for recall tests

#: "Now" for every query of the recall bank (the day after its last session).
RECALL_NOW = datetime(2023, 7, 1, 12, 0, tzinfo=UTC)


def _day_at(day: str, hour: int = 10) -> datetime:
    return datetime.fromisoformat(day).replace(hour=hour, tzinfo=UTC)


#: (key, occurred day, text, fact type); keys name the memories in the tests.
RECALL_ROWS: list[tuple[str, str, str, FactType]] = [
    (
        "violin",
        "2023-01-15",
        "Caroline started violin lessons with a teacher from Vienna.",
        FactType.EXPERIENCE,
    ),
    (
        "christmas",
        "2022-12-24",
        "Melanie baked gingerbread cookies with her family for Christmas.",
        FactType.EXPERIENCE,
    ),
    (
        "support",
        "2023-03-25",
        "Caroline went to an LGBTQ support group and felt accepted there.",
        FactType.EXPERIENCE,
    ),
    (
        "camping",
        "2023-03-25",
        "Melanie is planning a camping trip in the mountains with her kids.",
        FactType.EXPERIENCE,
    ),
    (
        "dog",
        "2023-04-10",
        "Caroline adopted a golden retriever puppy named Max.",
        FactType.EXPERIENCE,
    ),
    (
        "tahoe",
        "2023-04-10",
        "Melanie painted a sunset over Lake Tahoe in watercolours.",
        FactType.EXPERIENCE,
    ),
    (
        "race",
        "2023-05-08",
        "Yesterday Melanie ran a charity race for mental health awareness.",
        FactType.EXPERIENCE,
    ),
    (
        "agencies",
        "2023-05-08",
        "Caroline is researching adoption agencies for her future family.",
        FactType.EXPERIENCE,
    ),
    (
        "seattle",
        "2023-05-20",
        "John Smith moved to Seattle for a new job at Microsoft.",
        FactType.WORLD,
    ),
    (
        "speech",
        "2023-06-02",
        "Caroline gave a speech at a school about her transgender journey.",
        FactType.EXPERIENCE,
    ),
    (
        "pottery",
        "2023-06-02",
        "Melanie signed up for a pottery class at the community centre.",
        FactType.EXPERIENCE,
    ),
    (
        "budget",
        "2023-06-15",
        "The quarterly budget report for the bakery is due on Friday.",
        FactType.WORLD,
    ),
    ("pizza", "2023-06-15", "I think pineapple on pizza is honestly delicious.", FactType.OPINION),
    (
        "concert",
        "2023-06-20",
        "Caroline and Melanie went to a rock concert in Boston.",
        FactType.EXPERIENCE,
    ),
    (
        "louvre",
        "2023-06-28",
        "Two weeks ago Caroline visited the Louvre museum in Paris.",
        FactType.EXPERIENCE,
    ),
    (
        "garden",
        "2023-06-29",
        "Melanie planted tomatoes and basil in her garden.",
        FactType.EXPERIENCE,
    ),
    (
        "tea",
        "2023-06-30",
        "John Smith prefers green tea over coffee in the morning.",
        FactType.OPINION,
    ),
    (
        "hike",
        "2022-08-10",
        "John Smith went hiking in the Alps with his brother.",
        FactType.EXPERIENCE,
    ),
]
_RECALL_ORDER = sorted(range(len(RECALL_ROWS)), key=lambda i: RECALL_ROWS[i][1])


def recall_events(bank: str) -> list[MemoryEvent]:
    """The bank's events: one conversation, one session per day, in time order."""
    out = []
    for seq, i in enumerate(_RECALL_ORDER):
        key, day, text, fact = RECALL_ROWS[i]
        out.append(
            MemoryEvent(
                event_id=key,
                bank=bank,
                text=text,
                occurred_at=_day_at(day, 10 + seq % 3),
                speaker="Caroline" if "Caroline" in text else "Melanie",
                conversation_id="c1",
                session_id=f"s-{day}",
                sequence=seq,
                fact_type=fact,
            )
        )
    return out


def recall_ids(bank: str) -> dict[str, str]:
    """key -> memory id in `bank`."""
    return {e.event_id: e.memory_id for e in recall_events(bank)}


class FailingArm:
    """An arm that always raises: recall must degrade, not fail."""

    name = "failing"
    needs: frozenset[str] = frozenset()

    def retrieve(self, query, limit):
        raise RuntimeError("index unavailable")


class LinksTo:
    """An expander that links every first result to one fixed memory (a graph that knows
    a link the arms do not), and learns nothing."""

    def __init__(self, memory_id: str) -> None:
        self.memory_id = memory_id

    def expand(self, query, ids, limit):
        from memstream.query.model import Expansion

        if not ids or limit <= 0 or self.memory_id in ids:
            return []
        return [Expansion(self.memory_id, "entity", ids[0], 0.9)]

    def observe(self, bank, ids) -> None:
        return None

    def close(self) -> None:
        return None


class SlowArm:
    """An arm slower than any sane timeout; returns a fixed id when it finally answers."""

    name = "slow"
    needs: frozenset[str] = frozenset()

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def retrieve(self, query, limit):
        import time

        time.sleep(self.seconds)
        return []


class Refusing:
    """Wraps a store (or the enricher): `method` raises `error` for any batch holding a memory
    (event) whose text contains `marker`, as a store refusing one record would; everything else
    passes through to the real object."""

    def __init__(self, inner: object, method: str, marker: str, error: Exception) -> None:
        self._inner = inner
        self._method = method
        self._marker = marker
        self._error = error
        self.refusals = 0

    def __getattr__(self, name: str):
        attr = getattr(self._inner, name)
        if name != self._method:
            return attr

        def refusing(items, *args, **kwargs):
            texts = [getattr(i, "event", i).text for i in items]
            if any(self._marker in t for t in texts):
                self.refusals += 1
                raise self._error
            return attr(items, *args, **kwargs)

        return refusing


class HashEnricher:
    """Enrichment without models, deterministic per text: the flow's and the stores' logic
    under traffic, fast enough for property tests. Dense and token vectors come from a hash of
    the text, the SPLADE vector from its words, entities from its capitalised words."""

    keep_tokens = True

    def enrich(self, events) -> list[EnrichedMemory]:
        return [self._one(e) for e in events]

    @staticmethod
    def _one(e: MemoryEvent) -> EnrichedMemory:
        seed = int.from_bytes(hashlib.sha256(e.text.encode()).digest()[:4], "big")
        words = [w.strip('.,!?"') for w in e.text.split()]
        sparse = {zlib.crc32(w.lower().encode()) % 30_000: 1.0 for w in words if w}
        names = dict.fromkeys(w for w in words if w[:1].isupper() and len(w) > 2)
        tokens = np.random.default_rng(seed).standard_normal((3, 384)).astype(np.float16)
        return EnrichedMemory(
            event=e,
            dense=unit_vector(seed),
            sparse=SparseVec(tuple(sparse), tuple(sparse.values())),
            entities=tuple(Entity(name=n, norm=n.lower(), label="PERSON") for n in names),
            tokens=tokens,
            token_model="hash",
        )
