"""The broker state file: how a `memstream broker` in one terminal is found from another.

`memstream broker` writes a small JSON file (bootstrap address, pid, storage engine, log path)
when its embedded broker is ready and removes it on stop. `resolve_bootstrap` is what every
other command calls to learn where Kafka is: the configured cluster, else that broker.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import socket
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from memstream.errors import BrokerError
from memstream.settings import KafkaSettings

log = logging.getLogger(__name__)


def port_answers(host: str, port: int, timeout_s: float = 0.5) -> bool:
    """Whether something accepts TCP connections on (host, port)."""
    try:
        with socket.create_connection((host, port), timeout=timeout_s):
            return True
    except OSError:
        return False


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists (it may belong to another user)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@dataclass(frozen=True, slots=True)
class BrokerState:
    """What the state file records about a running embedded broker."""

    bootstrap: str
    pid: int
    storage_engine: str = ""
    log_path: str | None = None
    started_at: str = ""
    #: The process that started the broker (a node, `memstream broker`); 0: unknown.
    owner_pid: int = 0

    @property
    def orphaned(self) -> bool:
        """The broker outlived the process that started it (killed with -9): it is shutting
        down (it gets SIGTERM when its parent dies) and must not be used."""
        return self.owner_pid > 0 and not pid_alive(self.owner_pid)


def write_state(path: Path, state: BrokerState) -> None:
    """Write the state file atomically (a reader never sees half a file), 0600 in a 0700
    folder whatever the umask: it lies in the private data dir (`memstream.private`)."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with open(fd, "w", encoding="utf-8") as f:
        f.write(json.dumps(asdict(state), indent=2) + "\n")
    os.replace(tmp, path)


def read_state(path: Path) -> BrokerState | None:
    """The state file's content; None when there is none. A corrupt file is a BrokerError."""
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    try:
        obj = json.loads(raw)
        return BrokerState(
            bootstrap=str(obj["bootstrap"]),
            pid=int(obj["pid"]),
            storage_engine=str(obj.get("storage_engine", "")),
            log_path=obj.get("log_path"),
            started_at=str(obj.get("started_at", "")),
            owner_pid=int(obj.get("owner_pid", 0)),
        )
    except (ValueError, KeyError, TypeError) as e:
        raise BrokerError(
            f"broker state file {path} is unreadable ({e}); delete it and restart "
            "`memstream broker`"
        ) from None


def remove_state(path: Path, pid: int) -> None:
    """Delete the state file if it still names `pid` (a newer broker may have replaced it)."""
    with contextlib.suppress(BrokerError):
        state = read_state(path)
        if state is not None and state.pid == pid:
            path.unlink(missing_ok=True)


def resolve_bootstrap(kafka: KafkaSettings, state_file: Path) -> str:
    """The Kafka address to use: the configured one, else the running embedded broker's.

    Raises BrokerError, saying what to do, when neither is available.
    """
    if kafka.bootstrap_servers:
        return kafka.bootstrap_servers
    hint = (
        "start one with `memstream broker` (in another terminal), or point memstream at a "
        "Kafka cluster with MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS=host:port"
    )
    state = read_state(state_file)
    if state is None:
        raise BrokerError(
            f"no Kafka broker configured and none running ({state_file} absent); {hint}"
        )
    if not pid_alive(state.pid):
        raise BrokerError(
            f"the embedded broker recorded in {state_file} (pid {state.pid}) is not running; {hint}"
        )
    if state.orphaned:
        raise BrokerError(
            f"the embedded broker recorded in {state_file} (pid {state.pid}) lost the process "
            f"that started it (pid {state.owner_pid}) and is shutting down; {hint}"
        )
    host, _, port = state.bootstrap.rpartition(":")
    if not port.isdigit() or not port_answers(host, int(port)):
        raise BrokerError(
            f"the embedded broker recorded in {state_file} (pid {state.pid}) does not answer "
            f"on {state.bootstrap}; {hint}"
        )
    return state.bootstrap


def await_orphan(state_file: Path, timeout_s: float = 15.0) -> None:
    """Wait until the orphaned broker the state file names (its starter was killed) is gone;
    kill it after `timeout_s`. A new broker on the same data must not run beside it."""
    with contextlib.suppress(BrokerError):
        state = read_state(state_file)
        if state is None or not state.orphaned:
            return
        deadline = time.monotonic() + timeout_s
        while pid_alive(state.pid):
            if time.monotonic() > deadline:
                log.warning("orphaned broker did not exit, killing it pid=%s", state.pid)
                with contextlib.suppress(ProcessLookupError):
                    os.kill(state.pid, signal.SIGKILL)
                return
            time.sleep(0.1)
