"""The fault scenarios of `benchmarks.faults`, each a function over real processes.

Each returns its figures as a dict (see `benchmarks.faults` for what each one attacks and its
goal); `broker_outage` also hands back its node and broker, still running, so the next
scenarios run on them. `tests/benchmarks/test_faults.py` runs a short version of each.
"""

from __future__ import annotations

import os
import random
import signal
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import httpx

from benchmarks.common import percentile
from benchmarks.procs import NodeProcess, RetainStream, node_rss, recall_clients
from benchmarks.synthetic import NAMES, PLACES, synthetic_events
from memstream.connectors.kafka.broker import EmbeddedBroker
from memstream.settings import DURABLE, BrokerSettings

TEXTS = [e.text for e in synthetic_events(200, banks=1, conversations=4, seed=11)]
T0 = datetime(2025, 1, 1, tzinfo=UTC)
QUERIES = [f"What did {n} say about {p}?" for n in NAMES for p in PLACES[:4]] + [
    "Who adopted a cat?",
    "When was the concert?",
    "Where does Dana work now?",
]
GOALS = {"visible_p95_s": 1.0, "rss_growth": 0.10, "sigterm_s": 15.0}


def event_maker(tag: str) -> Callable[[int], dict[str, Any]]:
    def make(n: int) -> dict[str, Any]:
        return {
            "event_id": f"{tag}-{n}",
            "text": f"{TEXTS[n % len(TEXTS)]} ({tag} {n})",
            "occurred_at": (T0 + timedelta(seconds=n)).isoformat(),
            "speaker": NAMES[n % 2],
            "conversation_id": f"{tag}-c{n // 100}",
            "sequence": n,
        }

    return make


def stats(values: list[float]) -> dict[str, float | int]:
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "p50": round(percentile(values, 0.50), 3),
        "p95": round(percentile(values, 0.95), 3),
        "p99": round(percentile(values, 0.99), 3),
        "max": round(max(values), 3),
    }


def settle(node: NodeProcess, bank: str, want: set[str], timeout_s: float) -> dict[str, Any]:
    """Wait until every id in `want` is listed and the stores agree; what the stores hold."""
    t0 = time.monotonic()
    with node.client() as c:
        while True:
            ids = [m.id for m in c.iter_memories(bank, limit=500)]
            counts = c.bank(bank).counts
            agree = counts.vector == counts.bm25 == counts.graph_memories == len(ids)
            if (want <= set(ids) and agree) or time.monotonic() - t0 > timeout_s:
                break
            time.sleep(1.0)
    distinct = set(ids)
    return {
        "acknowledged": len(want),
        "ingested": len(distinct),
        "lost": len(want - distinct),
        "duplicated": max(counts.vector, counts.bm25, counts.graph_memories, len(ids))
        - len(distinct),
        "counts": counts.model_dump(),
        "settle_s": round(time.monotonic() - t0, 1),
    }


def metric(url: str, name: str) -> float:
    text = httpx.get(url + "/metrics", timeout=10).text
    return sum(
        float(line.rsplit(" ", 1)[1])
        for line in text.splitlines()
        if line.startswith(name) and not line.startswith("#")
    )


# ----------------------------------------------------------------------------- scenarios
def node_kill9(work: Path, kills: int, stream_s: float, rate: float, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    node = NodeProcess(work / "kill9").start()
    with node.client() as c:
        c.create_bank("kill9")
    acked: set[str] = set()
    errors = 0
    try:
        for k in range(kills):
            stream = RetainStream(
                lambda: node.client(timeout=10),
                "kill9",
                event_maker(f"k{k}"),
                rate=rate,
                wait=False,
            ).start()
            # kill while acknowledged events are still arriving (none in 2 minutes: say why)
            if not stream.wait_acked(1, 120):
                stream.stop()
                raise RuntimeError(f"no retain acknowledged in 120 s: {stream.errors[:3]}")
            time.sleep(stream_s * rng.uniform(0.2, 1.0))
            node.kill9()
            stream.stop()
            acked |= stream.acked
            errors += len(stream.errors)
            node.start()
        out = settle(node, "kill9", acked, 300)
    finally:
        node.stop()
    restarts = [round(x, 1) for x in node.start_s[1:]]
    return {"kills": kills, **out, "stream_errors": errors, "restart_s": restarts}


def _probe(url: str, seconds: float) -> dict[str, Any]:
    """/ready and /metrics, twice a second: latencies and answers while the broker is down."""
    ready, metrics, statuses = [], [], set()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        t0 = time.monotonic()
        r = httpx.get(url + "/ready", timeout=30)
        ready.append(time.monotonic() - t0)
        statuses.add(r.status_code)
        t0 = time.monotonic()
        httpx.get(url + "/metrics", timeout=30)
        metrics.append(time.monotonic() - t0)
        time.sleep(0.5)
    return {
        "ready_s": stats(ready),
        "metrics_s": stats(metrics),
        "ready_statuses": sorted(statuses),
        "flow_running": metric(url, "memstream_flow_running"),
        "detail": r.json().get("detail", {}),
    }


def broker_outage(
    work: Path, storage: str, phase_s: float, outage_s: float, rate: float
) -> tuple[dict[str, Any], NodeProcess, EmbeddedBroker]:
    """Returns the figures, and the node and broker (still running) for further scenarios."""
    name = "durable" if storage == DURABLE else "memory"
    log_dir = work / f"broker-{name}"
    broker = EmbeddedBroker(BrokerSettings(storage_engine=storage), log_dir=log_dir).start()
    port = broker.port
    env = {"MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": broker.bootstrap}
    node = NodeProcess(work / f"node-{name}", env=env).start()
    assert node.url is not None
    with node.client() as c:
        c.create_bank("outage")
    before = RetainStream(
        lambda: node.client(timeout=15), "outage", event_maker("b"), rate=rate, wait=False
    ).start()
    time.sleep(phase_s)
    os.kill(broker.pid, signal.SIGKILL)
    broker.stop()
    log_mark = len(node.log_text().splitlines())
    down = _probe(node.url, outage_s)
    lines = len(node.log_text().splitlines()) - log_mark
    before.stop()
    broker = EmbeddedBroker(BrokerSettings(port=port, storage_engine=storage), log_dir=log_dir)
    broker.start()
    t0 = time.monotonic()
    while httpx.get(node.url + "/ready", timeout=30).status_code != 200:
        assert time.monotonic() - t0 < 180, "the node did not become ready again"
        time.sleep(0.5)
    ready_again_s = time.monotonic() - t0
    after = RetainStream(
        lambda: node.client(timeout=15), "outage", event_maker("a"), rate=rate, wait=False
    ).start()
    time.sleep(phase_s)
    after.stop()
    settled = settle(node, "outage", before.acked | after.acked, 120)
    with node.client() as c:
        listed = {m.id for m in c.iter_memories("outage", limit=500)}
    lost_after = len(after.acked - listed)
    resets = metric(node.url, "memstream_log_resets_total")
    detail = httpx.get(node.url + "/ready", timeout=30).json().get("detail", {})
    figures = {
        "storage": name,
        "acked_before_kill": len(before.acked),
        "acked_after_restart": len(after.acked),
        "lost_before_kill": len(before.acked - listed),
        "lost_after_restart": lost_after,
        **{k: settled[k] for k in ("ingested", "duplicated", "counts")},
        "log_resets": resets,
        "loss_reported": resets >= 1 and "lost its log" in detail.get("log", ""),
        "ready_again_s": round(ready_again_s, 1),
        "while_down": {**down, "node_log_lines": lines, "seconds": outage_s},
    }
    return figures, node, broker


def poison(node: NodeProcess, bootstrap: str, rounds: int) -> dict[str, Any]:
    from memstream.connectors.kafka.dlq import read_dead_letters
    from memstream.connectors.kafka.producer import EventPublisher
    from memstream.events import MemoryEvent
    from memstream.settings import KafkaSettings
    from tests.flows.test_replay_kafka import BAD

    kafka = KafkaSettings()
    make = event_maker("p")
    with node.client() as c:
        c.create_bank("poison")
    bad_keys, good_ids = [], []
    with EventPublisher(bootstrap, kafka) as pub:
        for i in range(rounds * len(BAD) + 5):
            ev = MemoryEvent(bank="poison", **make(i))
            pub.publish_raw(ev.kafka_key(), ev.to_json_bytes())
            good_ids.append(ev.memory_id)
            if i < rounds * len(BAD):
                key = f"poison-bad/{i}".encode()
                pub.publish_raw(key, BAD[i % len(BAD)][1])
                bad_keys.append(key)
        pub.flush()
    settled = settle(node, "poison", set(good_ids), 180)
    letters = {dl.key for dl in read_dead_letters(bootstrap, kafka) if dl.key in set(bad_keys)}
    return {
        "bad_records": len(bad_keys),
        "kinds": sorted({kind for kind, _ in BAD}),
        "dead_letters": len(letters),
        "good": len(good_ids),
        "good_ingested": settled["ingested"],
        "wedged": int(settled["lost"] > 0),
        "flow_failures": metric(node.url or "", "memstream_flow_failures"),
    }


def load(
    node: NodeProcess, clients: list[int], seconds: float, rate: float, preload: int = 400
) -> dict[str, Any]:
    events = [event_maker("pre")(n) for n in range(preload)]
    with node.client() as c:
        c.create_bank("load")
        for i in range(0, len(events), 100):
            c.retain("load", events[i : i + 100], wait=True, timeout_s=120)
    out: dict[str, Any] = {"rate_events_s": rate, "seconds": seconds, "runs": {}}
    for n in clients:
        stream = RetainStream(
            node.client, "load", event_maker(f"l{n}"), rate=rate, wait=True, threads=64
        ).start()
        if n:
            rec = recall_clients(node.client, "load", QUERIES, n, seconds)
        else:  # the baseline: the stream alone
            time.sleep(seconds)
            rec = {"latencies": [], "errors": []}
        stream.stop()
        out["runs"][str(n)] = {
            "visible_s": stats(stream.latencies),
            "retains": len(stream.latencies),
            "not_visible": stream.invisible,
            "retain_errors": len(stream.errors),
            "recall_s": stats(rec["latencies"]),
            "recalls_per_s": round(len(rec["latencies"]) / seconds, 2),
            "recall_errors": len(rec["errors"]),
            "recall_error_examples": rec["errors"][:3],
        }
    return out


def soak(node: NodeProcess, seconds: float, clients: int) -> dict[str, Any]:
    samples: list[tuple[float, int]] = []
    t0 = time.monotonic()

    def tick() -> None:
        if not samples or time.monotonic() - t0 - samples[-1][0] >= 5:
            samples.append((time.monotonic() - t0, node_rss(node.pid)))

    tick()
    rec = recall_clients(node.client, "load", QUERIES, clients, seconds, on_tick=tick)
    tick()
    warm_s = max(seconds * 0.2, min(60.0, seconds * 0.5))
    warm = next(rss for t, rss in samples if t >= warm_s)
    last = samples[-1][1]
    return {
        "seconds": seconds,
        "clients": clients,
        "recalls": len(rec["latencies"]),
        "recall_errors": len(rec["errors"]),
        "recall_s": stats(rec["latencies"]),
        "warmup_s": warm_s,
        "rss_mb_start": round(samples[0][1] / 2**20),
        "rss_mb_after_warmup": round(warm / 2**20),
        "rss_mb_end": round(last / 2**20),
        "rss_mb_max": round(max(r for _, r in samples) / 2**20),
        "growth_after_warmup": round((last - warm) / warm, 4),
        "samples": [(round(t), round(r / 2**20)) for t, r in samples],
    }


def sigterm(node: NodeProcess, broker: EmbeddedBroker, wedge: bool) -> dict[str, Any]:
    """SIGTERM while the broker is wedged (SIGSTOP, a retain in flight) or down (killed)."""
    pid = broker.pid
    os.kill(pid, signal.SIGSTOP if wedge else signal.SIGKILL)
    stream = RetainStream(node.client, "outage", event_maker("t"), rate=5, wait=True).start()
    time.sleep(3)
    rc, seconds = node.sigterm(60)
    stream.stop()
    if wedge:
        os.kill(pid, signal.SIGCONT)
    broker.stop()
    return {"broker": "wedged" if wedge else "down", "exit_code": rc, "seconds": round(seconds, 1)}
