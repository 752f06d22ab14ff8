"""The embedded broker's durable log: a local S3-compatible server on disk, run as a child.

Tansu keeps its log in memory (lost on any restart) or in S3. With no cloud, memstream runs
`localbucket` (PyPI, MIT, standard library only) on loopback over a folder under the data
dir, and starts Tansu with ``s3://tansu/`` against it: events the broker acknowledged, and the
consumer groups' committed offsets, survive a ``kill -9`` of the node, of the broker and of
this server (measured in ENVIRONMENT.md and by `benchmarks/faults.py`).

What it does not cover: localbucket writes each object to a temporary file and renames it,
without ``fsync``: a process crash loses nothing, a power loss or kernel crash can lose the
last seconds. localbucket alone ignores ``If-Match``, and the broker's own concurrent requests
then lose updates of its state (clashing producer ids, fatal out-of-order sequences): the
server here enforces it (`conditional`). One broker per folder all the same (the node ensures
it: one node per data dir). For stronger guarantees run real Kafka (`kafka.bootstrap_servers`).

``python -m memstream.connectors.kafka.bucket ROOT HOST PORT`` is the child's entry point: it
serves like ``localbucket`` but logs only warnings (localbucket logs every request).
"""

from __future__ import annotations

import http.client
import logging
import os
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType
from typing import Self

from memstream.connectors.kafka.conditional import conditional_writes
from memstream.connectors.kafka.listing import handler_class
from memstream.connectors.kafka.process import die_with_parent, free_port, terminate
from memstream.connectors.kafka.state import port_answers
from memstream.errors import BrokerError
from memstream.private import make_private

__all__ = ["BUCKET", "LocalBucket"]

log = logging.getLogger(__name__)

#: The bucket Tansu's ``s3://tansu/`` storage engine writes to.
BUCKET = "tansu"
#: The S3 client in Tansu signs requests; localbucket accepts any credentials.
_CREDENTIALS = {"AWS_ACCESS_KEY_ID": "memstream", "AWS_SECRET_ACCESS_KEY": "memstream"}


class LocalBucket:
    """A localbucket server over `root`, on loopback, in a child process.

    ``with LocalBucket(dir) as b: b.tansu_env()`` gives the environment that points Tansu's
    S3 storage at it. The child gets SIGTERM when the thread that started it dies (Linux), so
    a node killed with SIGKILL leaves no server behind.
    """

    def __init__(
        self,
        root: Path,
        *,
        host: str = "127.0.0.1",
        start_timeout_s: float = 15.0,
        stop_grace_s: float = 5.0,
    ) -> None:
        if start_timeout_s <= 0 or stop_grace_s <= 0:
            raise ValueError("start_timeout_s and stop_grace_s must be positive")
        self.root = root
        self.host = host
        self._start_timeout_s = start_timeout_s
        self._stop_grace_s = stop_grace_s
        self._proc: subprocess.Popen[bytes] | None = None
        self._port: int | None = None

    @property
    def endpoint(self) -> str:
        if self._port is None:
            raise BrokerError("the log storage server is not started; call start() first")
        return f"http://{self.host}:{self._port}"

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def tansu_env(self) -> dict[str, str]:
        """What Tansu needs in its environment to use this server for ``s3://tansu/``."""
        return {
            **_CREDENTIALS,
            "AWS_DEFAULT_REGION": "us-east-1",
            "AWS_ENDPOINT": self.endpoint,
            "AWS_ALLOW_HTTP": "true",
        }

    def start(self) -> Self:
        """Start the server, create the bucket, return once both answer; BrokerError else."""
        if self._proc is not None:
            raise BrokerError(f"the log storage server already runs at {self.endpoint}")
        self.root.mkdir(parents=True, exist_ok=True, mode=0o700)
        port = free_port(self.host)
        log_path = self.root.parent / "localbucket.log"
        fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        with open(fd, "ab") as log_file:
            self._proc = subprocess.Popen(
                [sys.executable, "-m", __name__, str(self.root), self.host, str(port)],
                stdin=subprocess.DEVNULL,
                stdout=log_file,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                preexec_fn=die_with_parent if sys.platform == "linux" else None,
            )
        self._port = port
        try:
            self._await_ready()
            self._create_bucket()
        except BaseException:
            self.stop()
            raise
        log.info("log storage started endpoint=%s root=%s", self.endpoint, self.root)
        return self

    def _await_ready(self) -> None:
        assert self._proc is not None and self._port is not None
        deadline = time.monotonic() + self._start_timeout_s
        while not port_answers(self.host, self._port, 0.2):
            if self._proc.poll() is not None:
                raise BrokerError(
                    f"the log storage server exited with code {self._proc.returncode}; "
                    f"see {self.root.parent / 'localbucket.log'}"
                )
            if time.monotonic() > deadline:
                raise BrokerError(
                    f"the log storage server did not answer on {self.endpoint} within "
                    f"{self._start_timeout_s} s"
                )
            time.sleep(0.02)

    def _create_bucket(self) -> None:
        """PUT /tansu: 200 when new, 409 when this folder already holds it (a restart)."""
        assert self._port is not None
        conn = http.client.HTTPConnection(self.host, self._port, timeout=5)
        try:
            conn.request("PUT", f"/{BUCKET}", headers={"Content-Length": "0"})
            status = conn.getresponse().status
        finally:
            conn.close()
        if status not in (200, 409):
            raise BrokerError(f"the log storage server answered {status} creating the bucket")

    def stop(self) -> int | None:
        """SIGTERM, SIGKILL after the grace period; the exit code. Idempotent (None)."""
        proc, self._proc = self._proc, None
        if proc is None:
            return None
        rc = terminate(proc, self._stop_grace_s)
        log.info("log storage stopped root=%s rc=%s", self.root, rc)
        return rc

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def _serve(root: Path, host: str, port: int) -> None:
    import localbucket  # the child's only job; the parent never imports it

    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s")
    # The log holds every event's text: its files are private whatever umask started us.
    root = make_private(root.resolve())

    # localbucket ignores If-Match, which Tansu's state needs (conditional.py); and it walks
    # and describes the whole bucket for every listing (listing.py).
    conditional = conditional_writes(localbucket.S3Handler, localbucket.object_etag)
    handler = handler_class(conditional, root, localbucket.object_etag)
    server = localbucket.ThreadingHTTPServer((host, port), handler)
    try:
        server.serve_forever()
    finally:
        server.server_close()


if __name__ == "__main__":
    _serve(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]))
