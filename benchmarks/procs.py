"""Real processes for the fault benchmarks: a `memstream node` and the load it is put under.

`NodeProcess` runs ``python -m memstream.service.cli node`` on a data dir (the embedded durable
broker by default, or a given Kafka address), finds its URL and first admin key in its output,
and can be killed (`kill9`), stopped (`sigterm`, timed) and restarted on the same data dir.
`RetainStream` retains events at a steady rate from a thread and keeps the ids the node
acknowledged; `recall_clients` runs recall loops; `node_rss` reads a process's resident set.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memstream.client import MemstreamClient

READY = re.compile(r"API (http://127\.0\.0\.1:\d+)/v1")
KEY = re.compile(r"(ms_[A-Za-z0-9_-]{40,})")
START_TIMEOUT_S = 300.0


def node_rss(pid: int, kind: str = "VmRSS") -> int:
    """Resident set size of `pid` in bytes (0 when it is gone). `kind`: VmRSS (all),
    RssAnon (the heap: what a leak grows) or RssFile (mapped files: the stores' pages, which
    the kernel may take back)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(f"{kind}:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


@dataclass
class NodeProcess:
    """One node's data dir; `start` runs a node process on it (again after a kill)."""

    data_dir: Path
    env: dict[str, str] = field(default_factory=dict)
    key: str | None = None
    url: str | None = None
    proc: subprocess.Popen[bytes] | None = None
    starts: int = 0
    start_s: list[float] = field(default_factory=list)

    @property
    def log_path(self) -> Path:
        return self.data_dir.parent / f"{self.data_dir.name}-node-{self.starts}.log"

    def start(self) -> NodeProcess:
        self.starts += 1
        env = {**os.environ, "COLUMNS": "200", "HF_HUB_OFFLINE": "1", **self.env}
        cmd = [sys.executable, "-m", "memstream.service.cli", "node", "--port", "0"]
        cmd += ["--data-dir", str(self.data_dir)]
        t0 = time.monotonic()
        self.proc = subprocess.Popen(
            cmd, stdout=self.log_path.open("wb"), stderr=subprocess.STDOUT, env=env
        )
        deadline = t0 + START_TIMEOUT_S
        while time.monotonic() < deadline:
            text = self.log_text()
            m = READY.search(text)
            if m:
                self.url = m.group(1)
                k = KEY.search(text)
                self.key = self.key or (k.group(1) if k else None)
                self.start_s.append(time.monotonic() - t0)
                return self
            if self.proc.poll() is not None:
                raise RuntimeError(f"node exited early:\n{text[-3000:]}")
            time.sleep(0.2)
        raise RuntimeError(f"node not ready in {START_TIMEOUT_S} s:\n{self.log_text()[-3000:]}")

    def log_text(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def client(self, timeout: float = 60.0) -> MemstreamClient:
        assert self.url is not None and self.key is not None, "start the node first"
        return MemstreamClient(self.url, api_key=self.key, timeout=timeout)

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.kill()
        self.proc.wait(30)

    def sigterm(self, timeout_s: float = 60.0) -> tuple[int | None, float]:
        """SIGTERM; (exit code, seconds to exit). Code None: still running, killed."""
        assert self.proc is not None
        t0 = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)
        try:
            rc: int | None = self.proc.wait(timeout_s)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(30)
            rc = None
        return rc, time.monotonic() - t0

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.sigterm(30)


class RetainStream:
    """Retains `rate` events per second (one per request) from `threads` threads; keeps the
    memory ids acknowledged and, with `wait`, each retain's latency and visibility."""

    def __init__(
        self,
        client_of: Callable[[], MemstreamClient],
        bank: str,
        make_event: Callable[[int], dict[str, Any]],
        *,
        rate: float,
        wait: bool,
        threads: int = 4,
    ) -> None:
        self._client_of = client_of
        self._bank = bank
        self._make = make_event
        self._interval = 1.0 / rate
        self._wait = wait
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._next = 0
        self._t0 = 0.0
        self._threads = [threading.Thread(target=self._run, daemon=True) for _ in range(threads)]
        self.acked: set[str] = set()
        self.latencies: list[float] = []
        self.invisible = 0
        self.errors: list[str] = []

    def start(self) -> RetainStream:
        self._t0 = time.monotonic()
        for t in self._threads:
            t.start()
        return self

    def _take(self) -> tuple[int, float]:
        with self._lock:
            n = self._next
            self._next += 1
        return n, self._t0 + n * self._interval  # open loop: a schedule, not a reaction

    def _run(self) -> None:
        with self._client_of() as c:
            while not self._stop.is_set():
                n, due = self._take()
                delay = due - time.monotonic()
                if delay > 0 and self._stop.wait(delay):
                    return
                t0 = time.monotonic()
                try:
                    r = c.retain(self._bank, [self._make(n)], wait=self._wait)
                except Exception as e:  # API errors, and transport errors once it is killed
                    with self._lock:
                        self.errors.append(f"{type(e).__name__}: {e}"[:200])
                    continue
                with self._lock:
                    self.acked.update(r.ids)
                    if self._wait:
                        self.latencies.append(time.monotonic() - t0)
                        self.invisible += r.visible is not True

    def wait_acked(self, n: int, timeout_s: float) -> bool:
        """Wait until `n` memories were acknowledged; False on timeout."""
        deadline = time.monotonic() + timeout_s
        while len(self.acked) < n:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)
        return True

    def stop(self) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(90)


def recall_clients(
    client_of: Callable[[], MemstreamClient],
    bank: str,
    queries: list[str],
    clients: int,
    seconds: float,
    on_tick: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """`clients` threads recall in a loop for `seconds`; latencies (s) and errors."""
    stop = threading.Event()
    lock = threading.Lock()
    latencies: list[float] = []
    errors: list[str] = []

    def loop(i: int) -> None:
        with client_of() as c:
            n = i
            while not stop.is_set():
                t0 = time.monotonic()
                try:
                    c.recall(bank, queries[n % len(queries)], limit=10)
                except Exception as e:
                    with lock:
                        errors.append(f"{type(e).__name__}: {e}"[:200])
                else:
                    with lock:
                        latencies.append(time.monotonic() - t0)
                n += clients

    threads = [threading.Thread(target=loop, args=(i,), daemon=True) for i in range(clients)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(min(1.0, max(0.0, deadline - time.monotonic())))
        if on_tick is not None:
            on_tick()
    stop.set()
    for t in threads:
        t.join(120)
    return {"latencies": latencies, "errors": errors}
