"""What the in-process flow tests share: running a flow on 1 or N workers, and the Kafka
messages a `TestingSource` hands it."""

from __future__ import annotations

from bytewax._bytewax import cli_main
from bytewax.connectors.kafka import KafkaSourceMessage
from bytewax.dataflow import Dataflow
from bytewax.testing import run_main

TOPIC = "memstream.events"


def run_flow(flow: Dataflow, workers: int) -> None:
    """To its end, in this process: one worker, or `workers` worker threads."""
    if workers == 1:
        run_main(flow)
    else:
        cli_main(flow, workers_per_process=workers)


def partition0(payloads: list[bytes | None], topic: str = TOPIC) -> list[KafkaSourceMessage]:
    """The payloads as partition 0 of `topic`, at offsets 0, 1, 2, ..."""
    return [
        KafkaSourceMessage(key=b"k", value=p, topic=topic, partition=0, offset=i)
        for i, p in enumerate(payloads)
    ]
