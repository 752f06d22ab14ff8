"""Running the ingestion flow on Kafka, with Bytewax recovery, in this process.

`run_ingest` blocks until the topic's end (``until_eof``) or forever (tail mode). The flow runs
in the calling thread through `cli_main`, so a server can run it in a background thread beside
the API with the same store handles.
"""

from __future__ import annotations

import functools
import logging
import shutil
import threading
from collections.abc import Callable, Iterable
from datetime import timedelta
from pathlib import Path

from bytewax._bytewax import cli_main
from bytewax.recovery import RecoveryConfig, init_db_dir

from memstream.connectors.kafka.client import RDKAFKA_LOGGER
from memstream.connectors.kafka.identity import LogIdentity, topic_id
from memstream.connectors.stores import Stores
from memstream.encoders import Enricher
from memstream.flows.deadletters import DeadLetterSink
from memstream.flows.ingest import build_flow
from memstream.flows.partitioned import PartitionedKafkaSource
from memstream.flows.progress import Progress
from memstream.flows.sinks import ForgetHook, WriteHook
from memstream.flows.source import StoppableKafkaSource
from memstream.settings import Settings

log = logging.getLogger(__name__)

#: Partitions of the recovery store (independent of Kafka partitions and workers).
RECOVERY_PARTS = 1


def prepare_recovery(path: Path, *, reset: bool = False) -> Path:
    """Create the Bytewax recovery store if missing; `reset` forgets every saved offset."""
    if reset and path.exists():
        shutil.rmtree(path)
    if not path.exists():
        path.mkdir(parents=True)
        init_db_dir(path, RECOVERY_PARTS)
    return path


#: Beside the recovery store: the id of the topic its offsets belong to.
LOG_IDENTITY_SUFFIX = "-topic-id.json"


def log_identity(settings: Settings) -> Path:
    """The file that names the topic id the recovery store's offsets belong to."""
    recovery = settings.recovery_dir
    return recovery.with_name(recovery.name + LOG_IDENTITY_SUFFIX)


def check_log_identity(settings: Settings, bootstrap: str) -> bool:
    """Reset the saved offsets when the topic is another log than the one they were saved
    for (the broker lost its log); True when it reset. Records the current id."""
    identity = LogIdentity(log_identity(settings))
    current = topic_id(bootstrap, settings.kafka)
    reset = identity.changed(current)
    if reset:
        log.error(
            "the topic is a new log (the broker lost its log), re-reading it from the start "
            "topic=%s recorded_id=%s current_id=%s",
            settings.kafka.topic,
            identity.recorded(),
            current,
        )
        prepare_recovery(settings.recovery_dir, reset=True)
    if current is not None:
        identity.record(current)
    return reset


def consumer_config(settings: Settings) -> dict[str, object]:
    cfg: dict[str, object] = dict(settings.kafka.client_config())
    cfg.update(
        {
            "session.timeout.ms": str(settings.kafka.session_timeout_ms),
            "heartbeat.interval.ms": str(settings.kafka.heartbeat_interval_ms),
            # Tansu holds an empty fetch for the whole wait: keep it short for freshness.
            "fetch.wait.max.ms": str(settings.kafka.fetch_wait_max_ms),
            # Bytewax hands this config to its admin client too, which warns about consumer
            # properties; librdkafka logs go to Python logging where levels can tame them.
            "logger": RDKAFKA_LOGGER,
        }
    )
    return cfg


def _source(
    partitions: Iterable[int] | None, rewind: Iterable[int]
) -> Callable[..., StoppableKafkaSource]:
    if partitions is None:
        return StoppableKafkaSource
    return functools.partial(PartitionedKafkaSource, partitions=partitions, rewind=rewind)


def run_ingest(
    settings: Settings,
    bootstrap: str,
    stores: Stores,
    enricher: Enricher,
    *,
    until_eof: bool,
    from_beginning: bool = False,
    hook: WriteHook | None = None,
    workers: int | None = None,
    stop: threading.Event | None = None,
    offsets: dict[int, int] | None = None,
    on_forget: ForgetHook | None = None,
    partitions: Iterable[int] | None = None,
    rewind: Iterable[int] = (),
    progress: Progress | None = None,
) -> None:
    """Consume the events topic into the stores (blocking).

    Returns at the topic's end when `until_eof`, otherwise when `stop` is set. `offsets`
    receives each partition's committed offset as the flow snapshots it (for consumer lag);
    `on_forget` hears of every tombstone applied. `partitions` limits the flow to those
    partitions (a cluster node's); `rewind` re-reads some of them from the log's beginning,
    whatever the recovery store says. `progress` learns how far each partition is finished
    (in the stores or dead-lettered, not only read).
    """
    recovery = prepare_recovery(settings.recovery_dir, reset=from_beginning)
    check_log_identity(settings, bootstrap)
    log_id = LogIdentity(log_identity(settings)).recorded()  # the log being read (its id)
    source = _source(partitions, rewind)(
        [bootstrap],
        [settings.kafka.topic],
        tail=not until_eof,
        add_config=consumer_config(settings),
        batch_size=settings.flow.source_batch_size,
        raise_on_errors=False,
        stop=stop or threading.Event(),
        offsets=offsets,
        progress=progress,
    )
    dlq = DeadLetterSink(bootstrap, settings.kafka)
    flow = build_flow(
        source,
        stores,
        enricher,
        dlq,
        max_text_chars=settings.flow.max_text_chars,
        hook=hook,
        on_forget=on_forget,
        progress=progress,
        log_id=log_id,
    )
    n = workers or settings.flow.workers
    log.info(
        "ingest start topic=%s partitions=%s bootstrap=%s workers=%d until_eof=%s recovery=%s",
        settings.kafka.topic,
        "all" if partitions is None else sorted(partitions),
        bootstrap,
        n,
        until_eof,
        recovery,
    )
    cli_main(
        flow,
        workers_per_process=n,
        epoch_interval=timedelta(seconds=settings.flow.snapshot_interval_s),
        recovery_config=RecoveryConfig(recovery),
    )
    log.info("ingest stopped topic=%s", settings.kafka.topic)
