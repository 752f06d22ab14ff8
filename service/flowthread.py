"""The node's ingestion flow: one thread that runs it under the supervisor.

`FlowThread.start` runs the flow (`memstream.flows.runner.run_ingest`, or a cluster member's
run that follows its partitions) in a daemon thread; `supervise` runs it again after a crash,
with backoff. `restart` ends the current run after its batch in flight and starts another,
from the start of the topic when the broker lost its log (`reset`). The thread keeps what
readiness and the flow's status report: whether it runs, its failures and last error, how
many runs it started, and the offsets the flow committed.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from memstream.flows.sinks import ForgetHook, WriteHook
from memstream.service.supervision import supervise

if TYPE_CHECKING:
    from memstream.service.node import Node


class FlowThread:
    """The flow of one node: started once, stopped once, restarted on demand."""

    def __init__(self, node: Node, on_write: WriteHook, on_forget: ForgetHook) -> None:
        self._node = node
        self._on_write = on_write
        self._on_forget = on_forget
        self.error: BaseException | None = None
        self.running = False
        self.failures = 0
        #: Runs started (a run after a crash or a restart counts again).
        self.runs = 0
        #: The offsets the flow committed, by partition (what a restart resumes from).
        self.offsets: dict[int, int] = {}
        self._stop = threading.Event()
        #: Stops the current run only (a restart: the log changed, or the node asked).
        self._run_stop = threading.Event()
        self._restart = threading.Event()
        self._reset_next = False
        self._thread: threading.Thread | None = None

    @property
    def alive(self) -> bool:
        """The flow runs (its thread lives and it is not waiting to restart after a crash)."""
        return self._thread is not None and self._thread.is_alive() and self.running

    def start(self, from_beginning: bool) -> None:
        """Start the thread; its first run re-reads the topic from its start if asked."""
        self._thread = threading.Thread(
            target=self._supervised, args=(from_beginning,), name="memstream-flow", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        """Ask the flow to stop after its batch in flight (its sinks flush, offsets are
        snapshotted); `join` waits for it."""
        self._stop.set()
        self._run_stop.set()

    def join(self, timeout_s: float) -> bool:
        """Wait for the thread to end; False if it is still running after `timeout_s`."""
        if self._thread is not None:
            self._thread.join(timeout_s)
            if self._thread.is_alive():
                return False
            self._thread = None
        return True

    def restart(self, *, reset: bool = False) -> None:
        """Stop the flow after its batch in flight and run it again; `reset`: from the start
        of the topic (its saved offsets belong to a log the broker lost)."""
        if reset:
            self._reset_next = True
        self._restart.set()
        self._run_stop.set()

    def check_new_log(self) -> None:
        """Before a run: a topic that is a new log (the broker lost its log) is re-read from
        its start (`check_log_identity` forgets the saved offsets) and reported like the
        health monitor's finding, even when a run finds it first (a cluster's flow restarts on
        every assignment change, as after a broker restart)."""
        from memstream.flows.runner import check_log_identity

        node = self._node
        if check_log_identity(node.settings, node.bootstrap):
            self.offsets.clear()
            node.health.log_watch.lost("the events topic is a new log, found as the flow started")

    def _supervised(self, fresh_topic: bool) -> None:
        first = [fresh_topic]

        def run() -> None:
            # Only the first run, or one asked to re-read a lost log, starts over; a restart
            # after a crash resumes from the snapshots.
            from_beginning, first[0] = first[0] or self._reset_next, False
            self._reset_next = False
            self._run_stop.clear()
            if self._stop.is_set():
                return
            if from_beginning:
                self.offsets.clear()
            else:
                self.check_new_log()
            self.runs += 1
            self._run(from_beginning)

        supervise(run, self._stop, self._started, self._failed, restart=self._restart)

    def _run(self, from_beginning: bool) -> None:
        from memstream.flows.runner import run_ingest

        node = self._node
        if node.cluster is not None:  # over this node's partitions, following them
            node.cluster.ingest(from_beginning, self._on_write, self._on_forget, self._run_stop)
            return
        run_ingest(
            node.settings,
            node.bootstrap,
            node.stores,
            node.enricher,
            until_eof=False,
            from_beginning=from_beginning,
            hook=self._on_write,
            stop=self._run_stop,
            offsets=self.offsets,
            on_forget=self._on_forget,
        )

    def _started(self) -> None:
        self.running = True

    def _failed(self, error: BaseException) -> None:
        # Not ready until it runs again; reads keep working. The error stays for /ready.
        self.running = False
        self.error = error
        self.failures += 1
