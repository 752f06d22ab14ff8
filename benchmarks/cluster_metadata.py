"""Cluster metadata: how long a bank or key made on one node takes to be known on another.

Two `ClusterMetadata` "nodes" on one embedded broker (memory storage), no models. Per round:
node A creates a bank (its row acknowledged), then node B either polls its registry until
the row arrived (**propagation**: what a caller sees without the sync), or calls
`sync_banks()` (**read-your-writes**: the marker round trip a miss pays, after which the
bank is known for certain). Same process, same broker, alternating rounds, so the two
figures share the machine's noise. Prints p50/p95 and saves
`benchmarks/results/cluster-metadata-latest.json` with the load average.

    python -m benchmarks.cluster_metadata --rounds 200
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
import uuid
from pathlib import Path

from benchmarks.common import machine, now_iso, percentile, save
from memstream.connectors.kafka import EmbeddedBroker
from memstream.service.banks import BankRegistry
from memstream.service.cluster.metadata import ClusterMetadata
from memstream.service.keys import KeyStore
from memstream.settings import ClusterSettings, KafkaSettings


def _node(
    name: str, node: str, kafka: KafkaSettings, bootstrap: str, root: Path
) -> ClusterMetadata:
    (root / node).mkdir()
    banks = BankRegistry(root / node / "banks.json")
    keys = KeyStore(root / node / "keys")
    cluster = ClusterSettings(name=name, node_id=node)
    return ClusterMetadata(cluster, kafka, bootstrap, banks, keys).start()


def run(rounds: int) -> dict[str, object]:
    name = f"bench{uuid.uuid4().hex[:6]}"
    kafka = KafkaSettings(topic=f"{name}.events", dlq_topic=f"{name}.dlq")
    propagation: list[float] = []
    synced: list[float] = []
    with EmbeddedBroker() as broker, tempfile.TemporaryDirectory() as tmp:
        a = _node(name, "a", kafka, broker.bootstrap, Path(tmp))
        b = _node(name, "b", kafka, broker.bootstrap, Path(tmp))
        try:
            for i in range(rounds):
                bank = f"bank-{i}"
                a.create_bank(bank)
                t0 = time.perf_counter()
                if i % 2 == 0:
                    while b.banks.get(bank) is None:
                        time.sleep(0.0005)
                    propagation.append(time.perf_counter() - t0)
                else:
                    assert b.sync_banks() and b.banks.get(bank) is not None
                    synced.append(time.perf_counter() - t0)
        finally:
            a.close()
            b.close()

    def ms(values: list[float], q: float) -> float:
        return round(1000 * percentile(values, q), 2)

    return {
        "benchmark": "cluster-metadata",
        "at": now_iso(),
        "machine": machine(),
        "load_average": os.getloadavg(),
        "rounds": rounds,
        "propagation_ms": {"p50": ms(propagation, 0.5), "p95": ms(propagation, 0.95)},
        "sync_ms": {"p50": ms(synced, 0.5), "p95": ms(synced, 0.95)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    result = run(parser.parse_args().rounds)
    print(result)
    print("saved", save("cluster-metadata-latest", result))


if __name__ == "__main__":
    main()
