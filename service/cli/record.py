"""`memstream record`: a bank's or a topic's records to a JSONL file (`service.recording`),
for `memstream publish` and the replay fixtures of `memstream.testing`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from memstream.service.cli.base import (
    DataDir,
    Verbose,
    app,
    bootstrap,
    console,
    settings,
    setup_logging,
)


@app.command()
def record(
    out: Annotated[Path, typer.Argument(dir_okay=False, help="The JSONL file to write.")],
    bank: Annotated[str | None, typer.Option(help="Only this bank's records.")] = None,
    topic: Annotated[
        str | None, typer.Option(help="The topic to read; default: the events topic.")
    ] = None,
    timeout_s: Annotated[float, typer.Option(min=1.0, help="Longest wait for the end.")] = 60.0,
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Record the events topic (or a bank's records in it) from its start to its end as JSONL,
    one record a line: `memstream publish FILE` and the pytest fixture `memstream_replay`
    play it back. Memory events, tombstones and invalid records are all kept."""
    from memstream.service.recording import record as write

    setup_logging(verbose)
    s = settings(data_dir)
    done = write(bootstrap(s), s.kafka, out, bank=bank, topic=topic, timeout_s=timeout_s)
    what = f"bank {bank} of {done.topic}" if bank else done.topic
    console.print(f"recorded {done.written} records of {what} to {out}")
    if done.skipped:
        console.print(f"[yellow]skipped {done.skipped} records with no value or a line break")
