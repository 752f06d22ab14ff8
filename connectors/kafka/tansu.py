"""One Tansu process on one port: its command line, its launch, and the wait until it answers.

`launch` starts `tansu broker` in a new session with exactly the environment given, its output
appended to a log file; `await_ready` polls until the port answers and a Kafka metadata
request succeeds (None) or the process exits (its exit code). `EmbeddedBroker`
(`memstream.connectors.kafka.broker`) picks the port, retries another one when Tansu lost its
port to another process, and owns the process afterwards.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from confluent_kafka import KafkaException
from confluent_kafka.admin import AdminClient

from memstream.connectors.kafka.client import RDKAFKA_LOGGER
from memstream.connectors.kafka.process import die_with_parent
from memstream.connectors.kafka.state import port_answers
from memstream.errors import BrokerError

#: Tansu's output when its port is taken (it panics).
ADDR_IN_USE = "AddrInUse"
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
#: Once the port answers, wait this long and check the process is still alive before trusting
#: the answer: a Tansu that lost its port to another process panics within ~10 ms (exit code
#: 0), while the port's owner answers in its place.
_SETTLE_S = 0.05


def command(binary: Path, listen: str, host: str, port: int, storage_url: str) -> list[str]:
    """`tansu broker` listening on `listen` (every interface when empty), advertised at
    `host`, with its log in `storage_url`."""
    return [
        str(binary), "broker",
        "--listener-url", f"tcp://{listen or '0.0.0.0'}:{port}",
        "--advertised-listener-url", f"tcp://{host}:{port}",
        "--storage-engine", storage_url,
    ]  # fmt: skip


def launch(
    cmd: list[str], env: Mapping[str, str], log_path: Path
) -> tuple[subprocess.Popen[bytes], int]:
    """Start `cmd` with exactly `env`, its output appended to `log_path`; the process, and
    where its output starts in the log."""
    with log_path.open("ab") as log_file:
        offset = log_file.tell()
        # A new session: a Ctrl-C in the terminal reaches only the parent, which then
        # stops the broker in order (flows first, broker last).
        proc = subprocess.Popen(
            cmd,
            stdin=subprocess.DEVNULL,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            env=dict(env),
            start_new_session=True,
            preexec_fn=die_with_parent if sys.platform == "linux" else None,
        )
    return proc, offset


def await_ready(
    proc: subprocess.Popen[bytes], host: str, port: int, timeout_s: float, log_path: Path
) -> int | None:
    """Poll until Tansu is ready (None) or has exited (its exit code); BrokerError after
    `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    bootstrap = f"{host}:{port}"
    while True:
        rc = proc.poll()
        if rc is not None:
            return rc
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise BrokerError(
                f"Tansu did not answer on {bootstrap} within {timeout_s} s; see {log_path}, "
                "or raise MEMSTREAM_BROKER__START_TIMEOUT_S"
            )
        if port_answers(host, port, min(0.2, remaining)):
            time.sleep(_SETTLE_S)
            if proc.poll() is None and metadata_ok(bootstrap, max(0.1, min(1.0, remaining))):
                return proc.poll()
            continue
        time.sleep(0.01)


def metadata_ok(bootstrap: str, timeout_s: float) -> bool:
    """Whether the broker at `bootstrap` answers a metadata request within `timeout_s`."""
    conf: dict[str, Any] = {"bootstrap.servers": bootstrap, "logger": RDKAFKA_LOGGER}
    admin = AdminClient(conf)
    try:
        admin.list_topics(timeout=timeout_s)
    except KafkaException:
        return False
    return True


def read_log(path: Path | None, offset: int = 0) -> str:
    """Tansu's output from `offset` on, without colour codes ("" when there is no log)."""
    if path is None or not path.exists():
        return ""
    with path.open("rb") as f:
        f.seek(offset)
        return _ANSI.sub("", f.read().decode("utf-8", errors="replace"))
