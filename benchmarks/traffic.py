"""Chat traffic as chat apps send it, in the order a broker receives it.

Not whole seconds in order: turns a few hundred milliseconds apart, several at the same
instant, some sent late (a slow client, a retry) so that they arrive after turns that
happened after them, within their second and across seconds; bursts of turns at one
instant; retried requests that send an event again; forgets between them; and now and then a
record no event can be made of. Each conversation has two speakers and its own session.

`chat_traffic` returns the actions in arrival order. The live-versus-replay test
(tests/flows/test_live_replay.py) and the fault suite's ``live_stream`` scenario
(benchmarks/fault_scenarios.py) play them against a node; the flow-level arrival-order test
turns them into the records of a log (`log_records`).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from benchmarks.chatturns import turn
from benchmarks.synthetic import NAMES
from memstream.corecall import CoRecall
from memstream.events import MemoryEvent
from memstream.tombstone import ForgetEvent, ForgetScope

#: When the first turn of every conversation happens (sub-second, like a real clock).
T0 = datetime(2024, 3, 12, 10, 0, 0, 137_000, tzinfo=UTC)

#: Records a decoder must refuse, and the dead-letter kind each gets.
GARBAGE: tuple[tuple[str, bytes], ...] = (
    ("json", b'{"event_id": "half'),
    ("encoding", b"\xc3\x28 not utf-8"),
    (
        "schema",
        b'{"event_id": "x", "bank": "b", "text": "naive", "occurred_at": "2024-03-12T10:00"}',
    ),
)


@dataclass(frozen=True, slots=True)
class Send:
    """A memory event sent by a chat app; `again` when it is a retried request's copy."""

    event: MemoryEvent
    again: bool = False


@dataclass(frozen=True, slots=True)
class Forget:
    """A forget request: exactly one of memory ids, a conversation, a speaker."""

    bank: str
    memory_ids: tuple[str, ...] = ()
    conversation_id: str | None = None
    speaker: str | None = None

    def tombstone(self, issued_at: datetime, event_id: str) -> ForgetEvent:
        if self.memory_ids:
            scope, target = ForgetScope.MEMORY, None
        elif self.conversation_id is not None:
            scope, target = ForgetScope.CONVERSATION, self.conversation_id
        else:
            scope, target = ForgetScope.SPEAKER, self.speaker
        return ForgetEvent(
            event_id=event_id,
            bank=self.bank,
            scope=scope,
            target=target,
            memory_ids=self.memory_ids,
            issued_at=issued_at,
        )


@dataclass(frozen=True, slots=True)
class Recalled:
    """Memories one recall returned together (its co-recall, as the log carries it)."""

    bank: str
    memory_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Garbage:
    """A record that is no event: `kind` is the dead-letter kind it must get."""

    kind: str
    value: bytes


Action = Send | Forget | Recalled | Garbage


@dataclass(frozen=True, slots=True)
class Shape:
    """How untidy the traffic is (the defaults: what a busy chat app sends)."""

    banks: int = 2
    conversations: int = 4
    turns: int = 60
    #: Share of turns sent late: 0.1 to 2.5 s after they happened (others: 20 to 120 ms).
    late: float = 0.25
    #: Share of turns that happen at the same instant as the one before.
    same_instant: float = 0.1
    #: Chance that a turn starts a run of 3 to 8 quick ones, 40 to 250 ms apart.
    rapid: float = 0.12
    #: Share of turns sent a second time.
    again: float = 0.06
    forgets: int = 3
    recalls: int = 6
    garbage: int = 3
    #: Where `sequence` is set (chat apps that number their turns), it breaks time ties.
    numbered: float = 0.5


@dataclass(order=True, slots=True)
class _Arrival:
    at: float
    order: int
    action: Action = field(compare=False)


def chat_traffic(rng: random.Random, shape: Shape = Shape()) -> list[Action]:
    """The actions of one stretch of traffic, in arrival order (see the module docstring)."""
    arrivals: list[_Arrival] = []
    sent: list[MemoryEvent] = []
    n = 0
    for c in range(shape.conversations):
        bank = f"chat-{c % shape.banks}"
        speakers = (NAMES[(2 * c) % len(NAMES)], NAMES[(2 * c + 1) % len(NAMES)])
        numbered = rng.random() < shape.numbered
        at = T0 + timedelta(milliseconds=rng.randint(0, 900))
        rapid = 0  # turns left in a run of quick ones (several short messages typed at once)
        for i in range(shape.turns // shape.conversations):
            if rapid == 0 and rng.random() < shape.rapid:
                rapid = rng.randint(3, 8)
            if i and rng.random() >= shape.same_instant:
                gap = rng.randint(40, 250) if rapid else _gap_ms(rng)
                at += timedelta(milliseconds=gap)
            rapid = max(0, rapid - 1)
            speaker = speakers[i % 2]
            event = MemoryEvent(
                event_id=f"c{c}-t{i}-{rng.randrange(16**6):06x}",
                bank=bank,
                text=f'{speaker} said, "{turn(rng)}"',
                occurred_at=at,
                speaker=speaker,
                conversation_id=f"conv-{c}",
                session_id=f"conv-{c}-s{i // 20}",
                sequence=i if numbered else None,
            )
            sent.append(event)
            delay = rng.uniform(0.1, 2.5) if rng.random() < shape.late else rng.uniform(0.02, 0.12)
            arrivals.append(_Arrival(_secs(at) + delay, n, Send(event)))
            n += 1
            if rng.random() < shape.again:  # a retry: the same event, a little later
                arrivals.append(
                    _Arrival(_secs(at) + delay + rng.uniform(0.05, 3.0), n, Send(event, True))
                )
                n += 1
    span = (min(a.at for a in arrivals), max(a.at for a in arrivals))
    for kind, value in rng.sample(GARBAGE, min(shape.garbage, len(GARBAGE))):
        arrivals.append(_Arrival(rng.uniform(*span), n, Garbage(kind, value)))
        n += 1
    arrivals.sort()
    actions = [a.action for a in arrivals]
    for _ in range(shape.recalls):
        _insert_after_some(rng, actions, lambda before: _recalled(rng, before))
    for _ in range(shape.forgets):
        _insert_after_some(rng, actions, lambda before: _forget(rng, before))
    return actions


def _gap_ms(rng: random.Random) -> int:
    """Time between two turns of a conversation: mostly sub-second, sometimes minutes."""
    r = rng.random()
    if r < 0.55:
        return rng.randint(15, 900)
    if r < 0.85:
        return rng.randint(900, 6_000)
    return rng.randint(30_000, 240_000)


def _secs(at: datetime) -> float:
    return (at - T0).total_seconds()


def _insert_after_some(
    rng: random.Random, actions: list[Action], make: Callable[[list[Action]], Action | None]
) -> None:
    """Insert `make(actions before it)` at a random place in the second half of the stream."""
    where = rng.randint(len(actions) // 3, len(actions))
    made = make(actions[:where])
    if made is not None:
        actions.insert(where, made)


def _events(before: list[Action]) -> list[MemoryEvent]:
    return [a.event for a in before if isinstance(a, Send) and not a.again]


def _recalled(rng: random.Random, before: list[Action]) -> Recalled | None:
    events = _events(before)
    if not events:
        return None
    bank = rng.choice(events).bank
    ids = sorted({e.memory_id for e in events if e.bank == bank})
    if len(ids) < 2:
        return None
    return Recalled(bank, tuple(rng.sample(ids, min(len(ids), rng.randint(2, 5)))))


def _forget(rng: random.Random, before: list[Action]) -> Forget | None:
    events = _events(before)
    if not events:
        return None
    e = rng.choice(events)
    r = rng.random()
    if r < 0.5:
        same = [x.memory_id for x in events if x.bank == e.bank]
        return Forget(e.bank, memory_ids=tuple(sorted(rng.sample(same, min(len(same), 3)))))
    if r < 0.75:
        return Forget(e.bank, conversation_id=e.conversation_id)
    return Forget(e.bank, speaker=e.speaker)


def log_records(actions: list[Action]) -> list[tuple[bytes, bytes]]:
    """The (key, value) records a node would put on the events topic for `actions`, with
    fixed ids and times so that two calls give the same bytes."""
    out = []
    for k, a in enumerate(actions):
        at = T0 + timedelta(minutes=10, milliseconds=k)
        if isinstance(a, Send):
            out.append((a.event.kafka_key(), a.event.to_json_bytes()))
        elif isinstance(a, Forget):
            t = a.tombstone(at, f"forget-{k}")
            out.append((t.kafka_key(), t.to_json_bytes()))
        elif isinstance(a, Recalled):
            c = CoRecall.observe(a.bank, a.memory_ids, at, eta=0.2, half_life_s=86_400.0)
            out.append((c.kafka_key(), c.to_json_bytes()))
        else:
            out.append((b"garbage", a.value))
    return out


def expected_ids(actions: list[Action]) -> dict[str, set[str]]:
    """Per bank, the memory ids the log leaves: every event sent, less what a later forget
    removed (a forget removes what came before it in the log, never what comes after)."""
    held: dict[str, dict[str, MemoryEvent]] = {}
    for a in actions:
        if isinstance(a, Send):
            held.setdefault(a.event.bank, {})[a.event.memory_id] = a.event
        elif isinstance(a, Forget):
            bank = held.get(a.bank, {})
            for mid, e in list(bank.items()):
                if (
                    mid in a.memory_ids
                    or (a.conversation_id is not None and e.conversation_id == a.conversation_id)
                    or (a.speaker is not None and e.speaker == a.speaker)
                ):
                    del bank[mid]
    return {bank: set(events) for bank, events in held.items()}


# ------------------------------------------------------------------- playing it to a node
def play(
    actions: list[Action],
    *,
    retain: Callable[[MemoryEvent], list[str]],
    forget: Callable[[Forget], object],
    garbage: Callable[[bytes], object],
    rng: random.Random,
    pace_s: float = 0.05,
    concurrency: int = 4,
) -> list[str]:
    """Send `actions` in arrival order through the given calls, consecutive sends in bursts
    of 1 to `concurrency` at once; a forget or garbage waits for the sends before it (so the
    log holds them in the actions' order). `retain` returns the memory ids acknowledged;
    `play` returns them all. Between steps it sleeps up to `pace_s`."""
    acked: list[str] = []
    lock = threading.Lock()

    def send(event: MemoryEvent) -> None:
        ids = retain(event)
        with lock:
            acked.extend(ids)

    with ThreadPoolExecutor(concurrency) as pool:
        burst: list[Future[None]] = []
        for a in actions:
            if isinstance(a, Send):
                burst.append(pool.submit(send, a.event))
                if len(burst) < concurrency and rng.random() < 0.6:
                    continue  # more of this burst
            for f in burst:
                f.result()
            burst = []
            if isinstance(a, Forget):
                forget(a)
            elif isinstance(a, Garbage):
                garbage(a.value)
            time.sleep(rng.uniform(0, pace_s))
        for f in burst:
            f.result()
    return acked


class Beside:
    """`clients` threads calling `call(rng)` in a loop until the block ends (recall clients
    beside a stream); how many calls were made and the errors they raised."""

    def __init__(self, call: Callable[[random.Random], object], clients: int) -> None:
        self._call = call
        self._stop = threading.Event()
        self.done = 0
        self.errors: list[str] = []
        self._threads = [
            threading.Thread(target=self._loop, args=(random.Random(i),), daemon=True)
            for i in range(clients)
        ]

    def _loop(self, rng: random.Random) -> None:
        while not self._stop.is_set():
            try:
                self._call(rng)
                self.done += 1
            except Exception as e:
                self.errors.append(f"{type(e).__name__}: {e}"[:300])
            time.sleep(0.05)

    def __enter__(self) -> Beside:
        for t in self._threads:
            t.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(60)


def last_turn(bank: str) -> MemoryEvent:
    """A turn to send once the traffic has been played: when it is visible, the flow has
    read every record published before it (one bank, one partition)."""
    return MemoryEvent(
        event_id="last",
        bank=bank,
        text="That is all for today, talk tomorrow.",
        occurred_at=T0 + timedelta(days=1),
        conversation_id="conv-last",
    )
