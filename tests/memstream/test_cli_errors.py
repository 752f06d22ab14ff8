"""Expected errors end a `memstream` command with one line on stderr and exit code 1.

Each case runs the real entry point (`memstream.service.cli.main`) in a subprocess, as a user's
shell would, and fails on a traceback, on more than one line, or on exit code 0.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError

from memstream.errors import ConfigError
from memstream.service.cli.errors import describe
from memstream.settings import Settings

#: The entry point, with the node's broker start-up retry window shortened from 30 s to 1 s.
ENTRY = (
    "import memstream.service.node as n; n.STARTUP_RETRY_S = 1.0; "
    "from memstream.service.cli import main; main()"
)


def memstream(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("MEMSTREAM_")}
    (tmp_path / "cwd").mkdir(exist_ok=True)  # no .env from the checkout
    return subprocess.run(
        [sys.executable, "-c", ENTRY, *args],
        cwd=tmp_path / "cwd",
        env={**clean, "HF_HUB_OFFLINE": "1", "COLUMNS": "80", **env},
        capture_output=True,
        text=True,
        timeout=300,
    )


def one_error_line(r: subprocess.CompletedProcess[str]) -> str:
    """The run's error line, after checking that it failed cleanly."""
    assert r.returncode == 1, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr and "╭" not in r.stderr, r.stderr
    errors = [line for line in r.stderr.splitlines() if line.startswith("error: ")]
    assert len(errors) == 1, r.stderr
    return errors[0]


def test_a_bad_setting_names_its_variable_and_value(tmp_path: Path) -> None:
    r = memstream(tmp_path, "node", "--data-dir", str(tmp_path / "d"), MEMSTREAM_API__PORT="abc")
    line = one_error_line(r)
    assert r.stderr.strip() == line  # nothing else
    assert "bad setting: MEMSTREAM_API__PORT" in line and "(got 'abc')" in line


def test_a_missing_model_folder_fails_before_anything_starts(tmp_path: Path) -> None:
    r = memstream(
        tmp_path,
        "node",
        "--port",
        "0",
        "--data-dir",
        str(tmp_path / "d"),
        MEMSTREAM_MODELS__SPARSE_MODEL=str(tmp_path / "no-such-model"),
    )
    line = one_error_line(r)
    assert "no model folder at" in line and "MEMSTREAM_MODELS__SPARSE_MODEL" in line
    assert not (tmp_path / "d" / "broker.json").exists()  # no broker was started


def test_a_port_in_use_fails_before_anything_starts(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        r = memstream(tmp_path, "node", "--port", str(port), "--data-dir", str(tmp_path / "d"))
    line = one_error_line(r)
    assert f"cannot listen on 127.0.0.1:{port}" in line and "--port" in line
    assert not (tmp_path / "d").exists()


def test_an_unreachable_broker_names_the_setting(tmp_path: Path) -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        closed = s.getsockname()[1]
    r = memstream(
        tmp_path,
        "node",
        "--port",
        "0",
        "--data-dir",
        str(tmp_path / "d"),
        MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS=f"127.0.0.1:{closed}",
    )
    line = one_error_line(r)
    assert f"Kafka at 127.0.0.1:{closed}: cannot read topic metadata" in line
    assert "MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS" in line


@pytest.mark.integration
@pytest.mark.models
def test_a_model_that_fails_after_the_broker_started_stops_the_broker(tmp_path: Path) -> None:
    """The spaCy pipeline loads after the embedded broker has started: a failure there stops
    it (its state file goes), so the next start does not wait for an orphan."""
    data = tmp_path / "d"
    r = memstream(
        tmp_path,
        "node",
        "--port",
        "0",
        "--data-dir",
        str(data),
        MEMSTREAM_MODELS__SPACY_MODEL="no_such_spacy_pipeline",
        MEMSTREAM_BROKER__STORAGE_ENGINE="memory://tansu/",
    )
    line = one_error_line(r)
    assert "the spaCy model 'no_such_spacy_pipeline' is not installed" in line
    assert "starting the embedded Kafka broker" in r.stderr  # the broker had started...
    assert not (data / "broker.json").exists()  # ...and was stopped


def test_describe_is_one_line_and_never_echoes_a_secret() -> None:
    assert describe(ConfigError("two\nlines   here")) == "two lines here"
    with pytest.raises(ValidationError) as e:
        Settings(api={"port": -5}, _env_file=None)  # type: ignore[call-arg]
    assert describe(e.value) == (
        "bad setting: MEMSTREAM_API__PORT: Input should be greater than or equal to 0 (got -5)"
    )

    class Secret(BaseModel):
        model_config = ConfigDict(title="Settings")  # what describe() reads as memstream's
        sasl_password: int

    with pytest.raises(ValidationError) as e:
        Secret.model_validate({"sasl_password": "hunter2"})
    assert "MEMSTREAM_SASL_PASSWORD" in describe(e.value)
    assert "hunter2" not in describe(e.value)
