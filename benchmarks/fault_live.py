"""The fault suite's ``live_stream`` scenario: live equals replay on a node process.

A node process on an external durable broker takes chat traffic over HTTP as apps send it
(benchmarks/traffic.py: turns milliseconds apart, late within and across seconds, quick runs,
bursts of concurrent `wait=true` retains, retried sends, forgets, garbage from a buggy
producer), with recall clients beside it whose co-recalls travel the log. The node is then
stopped, its stores read, and the same log replayed into empty stores in this process.

Figures: ``valid_dead_lettered`` (dead letters that are not the garbage), ``acked_not_stored``
(acknowledged retains the log keeps but the node's stores lack), ``live_equals_replay`` and
the stores that differ. The test of the same on an in-process node is
tests/flows/test_live_replay.py.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

from benchmarks.procs import NodeProcess
from benchmarks.traffic import (
    Beside,
    Forget,
    Garbage,
    Send,
    Shape,
    chat_traffic,
    expected_ids,
    last_turn,
    play,
)
from memstream.connectors.kafka import EventPublisher, read_dead_letters
from memstream.connectors.kafka.broker import EmbeddedBroker
from memstream.connectors.kafka.dlq import distinct
from memstream.connectors.stores import open_stores
from memstream.encoders import load_enricher
from memstream.events import MemoryEvent
from memstream.flows.runner import run_ingest
from memstream.settings import (
    DURABLE,
    BrokerSettings,
    KafkaSettings,
    ModelSettings,
    Settings,
    StoreSettings,
)

STORES = ("vector", "bm25", "bm25_context", "graph", "tokens")


def live_stream(work: Path, turns: int, seed: int, recall_clients: int = 2) -> dict[str, Any]:
    actions = chat_traffic(random.Random(seed), Shape(turns=turns, conversations=8, recalls=0))
    sends = [a.event for a in actions if isinstance(a, Send)]
    banks = sorted({e.bank for e in sends})
    want = expected_ids(actions)
    broker = EmbeddedBroker(BrokerSettings(storage_engine=DURABLE), log_dir=work / "live-log")
    broker.start()
    kafka = KafkaSettings(bootstrap_servers=broker.bootstrap)
    node = NodeProcess(
        work / "live-node", env={"MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": broker.bootstrap}
    ).start()
    try:
        t0 = time.monotonic()
        with node.client(timeout=120) as c, EventPublisher(broker.bootstrap, kafka) as buggy:
            for b in banks:
                c.create_bank(b)

            def retain(e: MemoryEvent) -> list[str]:
                r = c.retain(e.bank, [_body(e)], wait=True)
                return r.ids if r.visible else []

            def forget(f: Forget) -> None:
                what: dict[str, Any] = {"memory_ids": list(f.memory_ids)}
                if f.conversation_id is not None:
                    what = {"conversation_id": f.conversation_id}
                if f.speaker is not None:
                    what = {"speaker": f.speaker}
                c.forget(f.bank, wait=True, **what)

            def garbage(value: bytes) -> None:
                buggy.publish_raw(b"garbage", value)
                buggy.flush()

            def recall(rng: random.Random) -> None:
                text = " ".join(rng.choice(sends).text.split()[:6])
                c.recall(rng.choice(banks), text, limit=5)

            with Beside(recall, recall_clients) as recalls:
                acked = play(
                    actions, retain=retain, forget=forget, garbage=garbage, rng=random.Random(seed)
                )
            stream_s = time.monotonic() - t0
            for b in banks:
                last = last_turn(b)
                c.retain(b, [_body(last)], wait=True)
                want[b].add(last.memory_id)
        rc, _ = node.sigterm(60)
        live = _prints(StoreSettings(data_dir=node.data_dir), banks)
        letters = distinct(read_dead_letters(broker.bootstrap, kafka))
        replay_dir = work / "live-replay"
        settings = Settings(kafka=kafka, store=StoreSettings(data_dir=replay_dir))
        enricher = load_enricher(ModelSettings())
        with open_stores(settings.store) as stores:
            t1 = time.monotonic()
            run_ingest(settings, broker.bootstrap, stores, enricher, until_eof=True)
            replay_s = time.monotonic() - t1
        replay = _prints(settings.store, banks)
    finally:
        node.stop()
        broker.stop()
    garbage_kinds = sorted(a.kind for a in actions if isinstance(a, Garbage))
    kept = set().union(*want.values())
    stored = {p[0] for b in banks for p in live[b]["vector"]}
    differ = sorted({s for b in banks for s in STORES if live[b][s] != replay[b][s]})
    return {
        "turns_sent": sum(isinstance(a, Send) for a in actions),
        "late_within_or_across_seconds": _late(sends),
        "forgets": sum(isinstance(a, Forget) for a in actions),
        "garbage": len(garbage_kinds),
        "acknowledged": len(set(acked)),
        "recalls_beside": recalls.done,
        "recall_errors": len(recalls.errors),
        # every dead letter beyond the garbage's own
        "valid_dead_lettered": sum(
            (Counter(d.kind for d in letters) - Counter(garbage_kinds)).values()
        ),
        "dead_letter_kinds": sorted(d.kind for d in letters),
        "acked_not_stored": len((set(acked) & kept) - stored),
        "live_equals_replay": not differ,
        "stores_that_differ": differ,
        "memories": {b: len(live[b]["vector"]) for b in banks},
        "hebbian_edges": {b: len(live[b]["graph"]["hebbian"]) for b in banks},
        "stream_s": round(stream_s, 1),
        "replay_s": round(replay_s, 1),
        "node_exit_code": rc,
    }


def _body(e: MemoryEvent) -> dict[str, Any]:
    return e.model_dump(mode="json", exclude={"bank", "schema_version"}, exclude_none=True)


def _prints(store: StoreSettings, banks: list[str]) -> dict[str, dict[str, Any]]:
    with open_stores(store) as stores:
        return {b: stores.fingerprint(b) for b in banks}


def _late(sends: list[MemoryEvent]) -> int:
    """Turns sent after a later turn of their conversation."""
    latest: dict[str | None, Any] = {}
    late = 0
    for e in sends:
        prev = latest.get(e.conversation_id)
        late += prev is not None and prev > e.occurred_at
        latest[e.conversation_id] = max(prev or e.occurred_at, e.occurred_at)
    return late
