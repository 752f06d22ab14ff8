"""Command-line answers that are not covered by the flow and API tests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from memstream.service.cli import app

HOLD = """
import sys, time
from memstream.connectors.stores import open_stores
from memstream.settings import StoreSettings
with open_stores(StoreSettings(data_dir=sys.argv[1])):
    print("open", flush=True)
    time.sleep(60)
"""


def test_stats_says_who_holds_the_stores(tmp_path: Path) -> None:
    """The embedded stores allow one opener: stats names the way out instead of a traceback."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        env = {"MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": "", "COLUMNS": "200"}
        r = CliRunner().invoke(app, ["stats", "--data-dir", str(tmp_path)], env=env)
        assert r.exit_code == 1, r.output
        assert "cannot open the stores" in r.output
        assert "memstream node" in r.output and "GET /v1/banks" in r.output
    finally:
        holder.kill()
        holder.wait()


def test_keys_create_prints_the_key_once_and_stores_its_hash(tmp_path: Path) -> None:
    r = CliRunner().invoke(
        app, ["keys", "create", "--bank", "b1", "--data-dir", str(tmp_path)], env=dict(os.environ)
    )
    assert r.exit_code == 0, r.output
    key = r.stdout.strip().splitlines()[-1]
    assert key.startswith("ms_")
    stored = (tmp_path / "api_keys.json").read_text()
    assert key not in stored
    h = CliRunner().invoke(app, ["keys", "hash", key])
    assert h.stdout.strip() in stored
    assert CliRunner().invoke(app, ["keys", "create", "--data-dir", str(tmp_path)]).exit_code != 0


def _broker_env(bootstrap: str, topic: str) -> dict[str, str]:
    """The CLI's environment for a three-partition `topic` on the broker at `bootstrap`."""
    return {
        "MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": bootstrap,
        "MEMSTREAM_KAFKA__TOPIC": topic,
        "MEMSTREAM_KAFKA__DLQ_TOPIC": f"{topic}.dlq",
        "MEMSTREAM_KAFKA__PARTITIONS": "3",
        "COLUMNS": "200",
    }


@pytest.mark.integration
def test_forget_publishes_one_tombstone_to_the_banks_partition(tmp_path: Path) -> None:
    from memstream.connectors.kafka import EmbeddedBroker
    from memstream.connectors.kafka.reader import read_topic_to_end
    from memstream.placement import partition_of
    from memstream.settings import KafkaSettings
    from memstream.tombstone import ForgetEvent, ForgetScope, decode_log_value

    runner = CliRunner()
    base = ["forget", "bank-x", "--data-dir", str(tmp_path)]
    for wrong, why in (
        ([], "exactly one"),
        (["--speaker", "Ann", "--conversation", "c1"], "exactly one"),
        (["--memory", "not-an-id"], "not a memory id"),
    ):
        r = runner.invoke(app, base + wrong, env={"COLUMNS": "200"})
        assert r.exit_code != 0 and why in r.output, r.output
    with EmbeddedBroker() as b:
        env = _broker_env(b.bootstrap, "cli-forget")
        r = runner.invoke(app, [*base, "--speaker", "Ann"], env=env)
        assert r.exit_code == 0, r.output
        assert "published to 1 partition(s)" in r.output
        records = read_topic_to_end(b.bootstrap, "cli-forget", KafkaSettings())
    # One copy, on the partition the bank's own events go to (keyed by bank).
    assert [m.partition() for m in records] == [partition_of("bank-x", 3)]
    [tombstone] = {decode_log_value(m.value()) for m in records}
    assert isinstance(tombstone, ForgetEvent)
    assert (tombstone.bank, tombstone.scope, tombstone.target) == (
        "bank-x",
        ForgetScope.SPEAKER,
        "Ann",
    )


def _publish_file(tmp_path: Path) -> tuple[Path, list[bytes]]:
    """A JSONL file of every kind of line `memstream publish` takes, for bank-x."""
    from datetime import UTC, datetime

    from memstream.corecall import CoRecall
    from memstream.tombstone import ForgetEvent, ForgetScope
    from tests.fakes import event

    at = datetime(2024, 6, 1, tzinfo=UTC)
    ids = (event(1, "bank-x").memory_id, event(2, "bank-x").memory_id)
    lines = [
        event(1, "bank-x").to_json_bytes(),
        ForgetEvent.issue("bank-x", ForgetScope.SPEAKER, "Ann", issued_at=at).to_json_bytes(),
        CoRecall.observe("bank-x", ids, at, 0.2, 60.0).to_json_bytes(),
        b'{"bank": "bank-x", "text": "no event id"}',  # dead-lettered, in the bank's order
        b"not json",
    ]
    path = tmp_path / "lines.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path, lines


def test_publish_keys_every_kind_of_line_by_its_bank(tmp_path: Path) -> None:
    """Tombstones and co-recalls too (they had no key: a random partition, out of the bank's
    order); a line that names no bank has none."""
    from memstream.service.cli.broker import raw_lines

    path, lines = _publish_file(tmp_path)
    assert raw_lines(path) == [(b"bank-x", v) for v in lines[:4]] + [(None, b"not json")]


@pytest.mark.integration
def test_publish_puts_a_banks_lines_on_its_partition(tmp_path: Path) -> None:
    from memstream.connectors.kafka import EmbeddedBroker
    from memstream.connectors.kafka.reader import read_topic_to_end
    from memstream.placement import partition_of
    from memstream.settings import KafkaSettings

    path, lines = _publish_file(tmp_path)
    with EmbeddedBroker() as b:
        env = _broker_env(b.bootstrap, "cli-publish")
        r = CliRunner().invoke(app, ["publish", str(path), "--data-dir", str(tmp_path)], env=env)
        assert r.exit_code == 0, r.output
        records = read_topic_to_end(b.bootstrap, "cli-publish", KafkaSettings())
    banked = [m for m in records if m.value() != b"not json"]
    assert sorted(m.value() for m in banked) == sorted(lines[:4])
    # all on the bank's partition, in the file's order
    assert {m.partition() for m in banked} == {partition_of("bank-x", 3)}
    assert [m.value() for m in sorted(banked, key=lambda m: m.offset())] == lines[:4]
