"""Commands that own the embedded stores without a node: run the ingestion flow, rebuild the
stores from the log, print stats.

They open the stores themselves, so none runs beside a `memstream node` (the stores admit one
opener); `stats` and `rebuild` say so instead of a traceback.
"""

from __future__ import annotations

import json
import signal
import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.table import Table

from memstream.service.cli.base import (
    DataDir,
    Verbose,
    app,
    bootstrap,
    console,
    settings,
    setup_logging,
)
from memstream.settings import Settings

if TYPE_CHECKING:
    from memstream.contract.schemas import BankDetail
    from memstream.encoders import Enricher


class _Counter:
    """Counts memories each store has made visible; prints a line now and then."""

    def __init__(self, every_s: float) -> None:
        self.by_store: dict[str, int] = {}
        self._lock = threading.Lock()
        self._every = every_s
        self._last = 0.0

    def __call__(self, store: str, memories: Sequence[object], spent: float) -> None:
        with self._lock:
            self.by_store[store] = self.by_store.get(store, 0) + len(memories)
            now = time.monotonic()
            if now - self._last >= self._every:
                self._last = now
                console.print(
                    "ingested " + " ".join(f"{k}={v}" for k, v in sorted(self.by_store.items()))
                )


def _load_enricher(s: Settings) -> Enricher:
    from memstream.encoders import load_enricher

    with console.status("loading models (MiniLM, SPLADE, spaCy, Duckling)..."):
        t0 = time.perf_counter()
        enricher = load_enricher(s.models)
    console.print(f"models loaded in {time.perf_counter() - t0:.1f}s")
    return enricher


@app.command()
def ingest(
    follow: Annotated[
        bool, typer.Option("--follow/--until-eof", help="Tail the topic forever.")
    ] = False,
    from_beginning: Annotated[
        bool, typer.Option(help="Forget saved offsets and replay the whole topic.")
    ] = False,
    workers: Annotated[int | None, typer.Option(min=1)] = None,
    progress_every: Annotated[float, typer.Option(help="Seconds between progress lines.")] = 2.0,
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Run the ingestion flow: events topic -> enrich -> Qdrant, Tantivy, graph.

    SIGTERM or Ctrl-C stops it after the batch in flight (offsets resume from the last snapshot).
    """
    from memstream.connectors.stores import open_stores
    from memstream.flows.runner import run_ingest

    setup_logging(verbose)
    s = settings(data_dir)
    enricher = _load_enricher(s)
    counter = _Counter(progress_every)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    address = bootstrap(s)
    with open_stores(s.store) as stores:
        run_ingest(
            s,
            address,
            stores,
            enricher,
            until_eof=not follow,
            from_beginning=from_beginning,
            hook=counter,
            workers=workers,
            stop=stop,
        )
        console.print(
            "ingest done " + " ".join(f"{k}={v}" for k, v in sorted(counter.by_store.items()))
        )


@app.command()
def rebuild(
    force: Annotated[
        bool,
        typer.Option(
            help="Go on with stores that do not open (damaged) and with a log that looks "
            "wrong (missing, empty, or new)."
        ),
    ] = False,
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Rebuild a stopped node's stores from the log: the store files are moved aside (into
    <data_dir>/stores-before-rebuild-<time>, never deleted), the saved offsets reset, and the
    events topic re-read from its start into new stores.

    The broker is the configured Kafka, a running `memstream broker`, or else the embedded one
    on the data dir's durable log for the time of the rebuild. A running node rebuilds lost
    stores by itself at its start (/ready says so while it runs).
    """
    import contextlib
    import os

    from memstream.connectors.kafka.broker import EmbeddedBroker, tansu_env
    from memstream.errors import BrokerError, MemstreamError
    from memstream.service.rebuild import check_log, not_in_use, rebuild_data_dir

    setup_logging(verbose)
    s = settings(data_dir)
    if not s.store.data_dir.is_dir():
        raise MemstreamError(f"no data dir at {s.store.data_dir}: nothing to rebuild")
    if not force:
        not_in_use(s)  # before a broker starts or models load: a node owns them
    with contextlib.ExitStack() as stack:
        try:
            address = bootstrap(s)
        except BrokerError:
            embedded = EmbeddedBroker(
                s.broker, env=tansu_env(os.environ), log_dir=s.store.data_dir / "log"
            )
            address = stack.enter_context(embedded).bootstrap
        if not force:
            check_log(s, address)  # refuse before the models load
        enricher = _load_enricher(s)
        report = rebuild_data_dir(s, address, enricher, force=force, on_write=_Counter(2.0))
    if report.moved_to is not None:
        console.print(f"the old store files are in {report.moved_to} (delete it when satisfied)")
    written = " ".join(f"{k}={v}" for k, v in sorted(report.written.items())) or "nothing"
    console.print(
        f"[green]rebuilt[/] from {report.records} records of {s.kafka.topic} in "
        f"{report.seconds:.1f} s: {written}"
    )


def _bank_details(s: Settings, address: str | None) -> tuple[list[BankDetail], bool]:
    """What `GET /v1/banks/<bank>` says of every bank in the stores (and on the dead-letter
    topic), read from the stores directly; and whether dead letters were counted."""
    from memstream.connectors.stores import open_stores
    from memstream.contract.schemas import Bank
    from memstream.service.reads import bank_detail

    dead: dict[str, int] | None = None
    if address:
        from memstream.connectors.kafka.dlq import count_dead_letters_by_bank

        dead = count_dead_letters_by_bank(address, s.kafka)
    with open_stores(s.store) as stores:
        names = sorted(set(stores.banks()) | set(dead or {}))
        return [bank_detail(stores, Bank(name=n), dead) for n in names], dead is not None


def stats_table(title: str, details: Sequence[BankDetail], dead_counted: bool) -> Table:
    """One row per bank and a total: memories per store, entities, episodes, dead letters."""
    table = Table(title=title)
    for col in ("bank", "qdrant", "tantivy", "graph", "entities", "episodes", "dead letters"):
        table.add_column(col, justify="left" if col == "bank" else "right")
    totals = [0] * 6
    for d in details:
        c = d.counts
        row = [c.vector, c.bm25, c.graph_memories, c.entities, c.episodes]
        dead = d.dead_letters or 0
        totals = [a + b for a, b in zip(totals, [*row, dead], strict=True)]
        table.add_row(d.name, *map(str, row), str(dead) if dead_counted else "n/a")
    table.add_row(
        "[bold]total", *(str(t) for t in totals[:5]), str(totals[5]) if dead_counted else "n/a"
    )
    return table


@app.command()
def stats(
    data_dir: DataDir = None, as_json: Annotated[bool, typer.Option("--json")] = False
) -> None:
    """Per bank: memories in each store, entities, episodes, dead letters."""
    from memstream.errors import BrokerError, StoreUnavailable

    s = settings(data_dir)
    try:
        try:
            details, counted = _bank_details(s, bootstrap(s))
        except BrokerError:
            console.print("[yellow]no broker reachable: dead letters not counted")
            details, counted = _bank_details(s, None)
    except StoreUnavailable as e:
        console.print(
            f"[red]cannot open the stores in {s.store.data_dir}[/]: {e}\n"
            "The embedded stores allow one opener: if a `memstream node` owns them, ask it "
            "instead (GET /v1/banks/<bank>, or the inspector); if `memstream ingest` runs, "
            "wait for it."
        )
        raise typer.Exit(1) from None
    table = stats_table(f"memstream stores in {s.store.data_dir}", details, counted)
    if as_json:
        rows = [dict(zip([c.header for c in table.columns], r, strict=True)) for r in _rows(table)]
        print(json.dumps(rows, indent=2))
    else:
        Console().print(table)


def _rows(table: Table) -> list[list[str]]:
    cols = [list(c.cells) for c in table.columns]
    return [list(r) for r in zip(*cols, strict=True)]
