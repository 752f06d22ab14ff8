"""A burst of 1,000 dead letters through the real flow, with another producer beside it.

On a log whose storage server ignores ``If-Match`` (stock localbucket), a burst of dead
letters makes the flow's dead-letter producer fail fatally (``OUT_OF_ORDER_SEQUENCE_NUMBER``)
and the flow crash: the broker's concurrent read-modify-writes of its own state lose updates
(`memstream.connectors.kafka.conditional`). This runs the same burst on
three logs, side by side in one command:

- ``durable``: the node's default log (Tansu on memstream's storage server, If-Match honoured);
- ``localbucket-stock``: Tansu on localbucket's own server (If-Match ignored);
- ``memory``: Tansu's in-memory storage (no S3 at all), the reference.

Each trial: a fresh broker, ``--letters`` records that are not JSON on a 2-partition events
topic, the flow run to the topic's end on 2 workers (two dead-letter producers) while an
idempotent producer (the API's retains) publishes small acknowledged batches beside it.
Reported per log: flow failures (the flow raised), distinct letters on the dead-letter topic,
seconds per trial and letters/s; with a calibration figure (a 3M-iteration loop).

    python -m benchmarks.dlq_burst [--letters 1000] [--trials 3] [--out dlq-burst]
"""

from __future__ import annotations

import argparse
import logging
import os
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from benchmarks.common import machine, now_iso, save
from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.connectors.kafka.bucket import BUCKET
from memstream.connectors.kafka.dlq import distinct, read_dead_letters
from memstream.connectors.kafka.process import free_port, terminate
from memstream.connectors.kafka.state import port_answers
from memstream.connectors.stores import open_stores
from memstream.flows.runner import run_ingest
from memstream.settings import (
    DURABLE,
    MEMORY,
    BrokerSettings,
    FlowSettings,
    KafkaSettings,
    Settings,
    StoreSettings,
)

LOGS = ("durable", "localbucket-stock", "memory")


class _NoEnricher:
    """Every record here is dead-lettered by the decoder: nothing reaches enrichment."""

    keep_tokens = False

    def enrich(self, events: Any) -> list[Any]:
        raise AssertionError("no record of this benchmark is valid")


def calibration_ms() -> float:
    t0 = time.perf_counter()
    n = 0
    for i in range(3_000_000):
        n += i
    return round((time.perf_counter() - t0) * 1000, 1)


def _stock_localbucket(stack: ExitStack, root: Path) -> dict[str, str]:
    """localbucket's own server (If-Match ignored) and the environment Tansu needs for it."""
    root.mkdir(parents=True)
    port = free_port("127.0.0.1")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "localbucket",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            str(root),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    stack.callback(terminate, proc, 5.0)
    while not port_answers("127.0.0.1", port, 0.2):
        time.sleep(0.05)
    import http.client

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    conn.request("PUT", f"/{BUCKET}", headers={"Content-Length": "0"})
    conn.getresponse().read()
    conn.close()
    return {
        "AWS_ACCESS_KEY_ID": "memstream",
        "AWS_SECRET_ACCESS_KEY": "memstream",
        "AWS_DEFAULT_REGION": "us-east-1",
        "AWS_ENDPOINT": f"http://127.0.0.1:{port}",
        "AWS_ALLOW_HTTP": "true",
    }


def _broker(stack: ExitStack, log: str, tmp: Path) -> EmbeddedBroker:
    if log == "durable":
        broker = EmbeddedBroker(BrokerSettings(storage_engine=DURABLE), log_dir=tmp / "log")
    elif log == "memory":
        broker = EmbeddedBroker(BrokerSettings(storage_engine=MEMORY))
    else:
        env = _stock_localbucket(stack, tmp / "stock-s3")
        broker = EmbeddedBroker(BrokerSettings(storage_engine=f"s3://{BUCKET}/"), env=env)
    return stack.enter_context(broker)


def _beside(
    bootstrap: str, kafka: KafkaSettings, stop: threading.Event, out: dict[str, Any]
) -> None:
    """The API's retains: an idempotent producer's acknowledged batches of 5."""
    try:
        with EventPublisher(bootstrap, kafka, topic=kafka.topic + ".side", linger_ms=0) as pub:
            while not stop.is_set():
                for i in range(5):
                    pub.publish_raw(f"bank-{i % 2}".encode(), b"{}")
                pub.flush(30)
                out["sent"] = out.get("sent", 0) + 5
    except Exception as e:  # reported, not raised: the figure is the flow's
        out["error"] = f"{type(e).__name__}: {str(e)[:200]}"


def trial(log: str, letters: int) -> dict[str, Any]:
    topic = f"burst-{uuid.uuid4().hex[:8]}"
    with tempfile.TemporaryDirectory() as d, ExitStack() as stack:
        tmp = Path(d)
        settings = Settings(
            kafka=KafkaSettings(topic=topic, dlq_topic=f"{topic}.dlq", partitions=2),
            store=StoreSettings(data_dir=tmp / "data"),
            flow=FlowSettings(snapshot_interval_s=0.5, source_batch_size=10),
        )
        broker = _broker(stack, log, tmp)
        side = settings.kafka.model_copy(update={"topic": topic + ".side"})
        ensure_topics(broker.bootstrap, settings.kafka)
        ensure_topics(broker.bootstrap, side)
        with EventPublisher(broker.bootstrap, settings.kafka) as pub:
            for i in range(letters):
                pub.publish_raw(f"bank-{i % 7}".encode(), b"not json %d" % i)
        stop, beside = threading.Event(), {}  # type: ignore[var-annotated]
        thread = threading.Thread(
            target=_beside, args=(broker.bootstrap, settings.kafka, stop, beside)
        )
        thread.start()
        error = None
        t0 = time.perf_counter()
        try:
            with open_stores(settings.store) as stores:
                run_ingest(
                    settings, broker.bootstrap, stores, _NoEnricher(),  # type: ignore[arg-type]
                    until_eof=True, workers=2,
                )  # fmt: skip
        except Exception as e:
            error = f"{type(e).__name__}: {str(e)[:300]}"
        seconds = time.perf_counter() - t0
        stop.set()
        thread.join(60)
        found = len(distinct(read_dead_letters(broker.bootstrap, settings.kafka, 30)))
    return {
        "flow_failed": error is not None,
        "error": error,
        "letters_on_dlq": found,
        "seconds": round(seconds, 2),
        "letters_per_s": round(found / seconds, 1) if seconds else None,
        "beside_sent": beside.get("sent", 0),
        "beside_error": beside.get("error"),
    }


def run(letters: int, trials: int, logs: tuple[str, ...]) -> dict[str, Any]:
    results: dict[str, Any] = {}
    for log in logs:
        runs = []
        for i in range(trials):
            r = trial(log, letters)
            print(f"{log} trial {i + 1}: {r}", flush=True)
            runs.append(r)
        ok = [r for r in runs if not r["flow_failed"]]
        results[log] = {
            "trials": trials,
            "flow_failures": sum(r["flow_failed"] for r in runs),
            "letters_on_dlq_min": min(r["letters_on_dlq"] for r in runs),
            "beside_failures": sum(r["beside_error"] is not None for r in runs),
            "seconds_median_ok": sorted(r["seconds"] for r in ok)[len(ok) // 2] if ok else None,
            "runs": runs,
        }
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--letters", type=int, default=1000)
    parser.add_argument("--trials", type=int, default=3)
    parser.add_argument("--logs", default=",".join(LOGS))
    parser.add_argument("--out", default="dlq-burst")
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)  # the stock log's failures are the figures
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    calibration = calibration_ms()
    logs = tuple(x for x in args.logs.split(",") if x)
    results = run(args.letters, args.trials, logs)
    payload = {
        "benchmark": "dlq_burst",
        "when": now_iso(),
        "machine": machine(),
        "calibration_loop_3m_ms": calibration,
        "letters": args.letters,
        "workers": 2,
        "command": "python -m benchmarks.dlq_burst " + " ".join(sys.argv[1:]),
        "results": results,
    }
    print(f"saved {save(args.out, payload)}")
    for log, r in results.items():
        print(
            f"{log:>18}: flow failures {r['flow_failures']}/{r['trials']}, letters on DLQ "
            f"(min) {r['letters_on_dlq_min']}/{args.letters}, median s {r['seconds_median_ok']}"
        )


if __name__ == "__main__":
    main()
