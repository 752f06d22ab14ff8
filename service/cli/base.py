"""What every `memstream` command shares: the Typer app, the console, settings, logging,
common options, the progress bar, and finding (or starting) the Kafka broker.

Entry points are the only place that reads settings (environment and `.env`); everything
below receives them as objects.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from memstream.settings import Settings

app = typer.Typer(help="memstream: a streaming memory engine for AI agents.", no_args_is_help=True)
console = Console(stderr=True)

DataDir = Annotated[
    Path | None, typer.Option("--data-dir", help="Store folder (MEMSTREAM_STORE__DATA_DIR).")
]
Verbose = Annotated[bool, typer.Option("--verbose", "-v")]


def settings(data_dir: Path | None) -> Settings:
    s = Settings()
    if data_dir is not None:
        s = s.model_copy(update={"store": s.store.model_copy(update={"data_dir": data_dir})})
    return s


def state_file(s: Settings) -> Path:
    """Where a running `memstream broker` leaves its address for the other commands."""
    return s.store.data_dir / "broker.json"


def setup_logging(verbose: bool) -> None:
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s %(message)s",
    )
    for noisy in ("httpx", "sentence_transformers", "transformers", "urllib3"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    if not verbose:  # librdkafka's configuration warnings are noise for a user
        logging.getLogger("memstream.connectors.kafka.librdkafka").setLevel(logging.ERROR)


def progress() -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
    )


def bootstrap(s: Settings) -> str:
    """The Kafka address: configured, or that of a running `memstream broker` (BrokerError
    when there is neither)."""
    from memstream.connectors.kafka.broker import resolve_bootstrap

    return resolve_bootstrap(s.kafka, state_file(s))
