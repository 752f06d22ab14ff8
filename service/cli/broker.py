"""Commands around the Kafka topic: run the embedded broker, publish a JSONL file of events,
publish a tombstone (forget)."""

from __future__ import annotations

import json
import os
import signal
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated

import typer

from memstream.placement import bank_key
from memstream.service.cli.base import (
    DataDir,
    Verbose,
    app,
    bootstrap,
    console,
    progress,
    settings,
    setup_logging,
    state_file,
)
from memstream.settings import Settings
from memstream.tombstone import ForgetEvent, ForgetScope


@app.command()
def broker(
    data_dir: DataDir = None,
    port: Annotated[int | None, typer.Option(help="0 picks a free port.")] = None,
    storage_engine: Annotated[
        str | None, typer.Option(help="durable (default), memory://tansu/ or s3://BUCKET/")
    ] = None,
    verbose: Verbose = False,
) -> None:
    """Run the embedded Tansu broker in the foreground until SIGTERM or Ctrl-C."""
    from memstream.connectors.kafka.broker import EmbeddedBroker, tansu_env
    from memstream.private import make_private

    setup_logging(verbose)
    s = settings(data_dir)
    # The data dir holds the log (every event's text) and broker.json: 0700, files 0600.
    make_private(s.store.data_dir)
    update = {
        k: v for k, v in {"port": port, "storage_engine": storage_engine}.items() if v is not None
    }
    cfg = s.broker.model_copy(update=update)
    state = state_file(s)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    with EmbeddedBroker(cfg, env=tansu_env(os.environ), log_dir=s.store.data_dir / "log") as b:
        b.write_state(state)
        console.print(
            f"[green]broker ready[/] bootstrap={b.bootstrap} storage={cfg.storage_engine}"
        )
        console.print(f"other memstream commands find it through {state}")
        while not stop.wait(0.5):
            if not b.running:
                raise typer.Exit(1)
    state.unlink(missing_ok=True)


def line_key(line: bytes) -> bytes | None:
    """The Kafka key of a line: its bank (`bank_key`), whatever kind of record it is (a memory
    event, a tombstone, a co-recall, or an invalid one), so that it lands on the bank's
    partition, in the bank's order; None when the line names no bank."""
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError):
        return None
    bank = obj.get("bank") if isinstance(obj, dict) else None
    return bank_key(bank) if isinstance(bank, str) else None


def raw_lines(path: Path) -> list[tuple[bytes | None, bytes]]:
    """(key, value) per non-blank line, keyed by its bank (`line_key`). An invalid line is
    published as it is: the flow dead-letters it with the reason."""
    return [(line_key(line), line) for line in path.read_bytes().splitlines() if line.strip()]


def publish_raw(s: Settings, address: str, records: Sequence[tuple[bytes | None, bytes]]) -> int:
    from memstream.connectors.kafka.admin import ensure_topics
    from memstream.connectors.kafka.producer import EventPublisher

    ensure_topics(address, s.kafka)
    with EventPublisher(address, s.kafka) as pub, progress() as p:
        task = p.add_task("publishing", total=len(records))
        for i, (key, value) in enumerate(records, 1):
            pub.publish_raw(key, value)
            if i % 200 == 0 or i == len(records):
                p.update(task, completed=i)
        pub.flush()
    return len(records)


@app.command()
def publish(
    path: Annotated[
        Path, typer.Argument(exists=True, dir_okay=False, help="JSONL, one event a line.")
    ],
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Publish a JSONL file of events to the events topic (invalid lines go to the DLQ)."""
    setup_logging(verbose)
    s = settings(data_dir)
    n = publish_raw(s, bootstrap(s), raw_lines(path))
    console.print(f"published {n} records to {s.kafka.topic}")


def tombstone(
    bank: str,
    speaker: str | None,
    conversation: str | None,
    memories: Sequence[str],
    whole_bank: bool,
) -> ForgetEvent:
    """The tombstone the options of `memstream forget` ask for (BadParameter if not one)."""
    from pydantic import ValidationError

    scopes = [
        (ForgetScope.SPEAKER, speaker),
        (ForgetScope.CONVERSATION, conversation),
        (ForgetScope.MEMORY, bool(memories)),
        (ForgetScope.BANK, whole_bank),
    ]
    given = [scope for scope, value in scopes if value]
    if len(given) != 1:
        raise typer.BadParameter(
            "give exactly one of --speaker, --conversation, --memory, --whole-bank"
        )
    scope = given[0]
    target = speaker if scope is ForgetScope.SPEAKER else conversation
    try:
        return ForgetEvent.issue(bank, scope, target, memories)
    except ValidationError as e:
        raise typer.BadParameter("; ".join(err["msg"] for err in e.errors())) from None


@app.command()
def forget(
    bank: Annotated[str, typer.Argument(help="The bank to forget in.")],
    speaker: Annotated[str | None, typer.Option(help="Everything this person said.")] = None,
    conversation: Annotated[str | None, typer.Option(help="A whole conversation.")] = None,
    memory: Annotated[list[str] | None, typer.Option(help="A memory id (repeat).")] = None,
    whole_bank: Annotated[bool, typer.Option("--whole-bank", help="The whole bank.")] = False,
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Publish a tombstone to the events topic: the flow (a node or `memstream ingest`)
    deletes what came before it from every store, and so does every replay of the topic."""
    from memstream.connectors.kafka.admin import ensure_topics
    from memstream.connectors.kafka.producer import EventPublisher

    setup_logging(verbose)
    s = settings(data_dir)
    event = tombstone(bank, speaker, conversation, memory or [], whole_bank)
    address = bootstrap(s)
    ensure_topics(address, s.kafka)
    with EventPublisher(address, s.kafka) as pub:
        copies = pub.publish_forget(event)
    console.print(
        f"tombstone {event.event_id} ({event.describe()} of bank {bank}) published to "
        f"{copies} partition(s) of {s.kafka.topic}"
    )
