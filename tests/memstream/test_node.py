"""The node's small parts: visibility tickets (retain wait=true), the bank registry, flow
supervision and the vector index optimiser."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from memstream.service.banks import BankRegistry
from memstream.service.visibility import STORES, Visibility
from tests.fakes import memory


def test_ticket_is_done_only_when_every_store_wrote_every_id() -> None:
    vis = Visibility()
    a, b = memory(1), memory(2)
    ticket = vis.expect([a.id, b.id])
    assert not ticket.done.is_set() and vis.tracked == 2
    for store in STORES:
        vis.written(store, [a])
    assert not ticket.done.is_set()  # b not written anywhere yet
    vis.written("vector", [b])
    vis.written("bm25", [b])
    assert not ticket.done.is_set()  # b not in the graph yet
    vis.written("graph", [b])
    assert ticket.done.is_set()
    assert vis.wait(ticket, 0.01) is True
    assert vis.tracked == 0


def test_wait_blocks_until_the_flow_writes() -> None:
    vis = Visibility()
    m = memory(1)
    ticket = vis.expect([m.id])

    def flow() -> None:
        time.sleep(0.05)
        for store in STORES:
            vis.written(store, [m])

    t = threading.Thread(target=flow)
    t.start()
    assert vis.wait(ticket, 10.0) is True
    t.join()


def test_timeout_returns_false_and_releases() -> None:
    vis = Visibility()
    m = memory(1)
    ticket = vis.expect([m.id])
    vis.written("vector", [m])
    assert vis.wait(ticket, 0.01) is False
    assert vis.tracked == 0
    vis.written("bm25", [m])  # late writes for a released ticket are harmless
    vis.written("graph", [m])
    assert vis.tracked == 0


def test_ids_written_before_expect_do_not_count() -> None:
    vis = Visibility()
    m = memory(1)
    for store in STORES:
        vis.written(store, [m])
    ticket = vis.expect([m.id])
    assert not ticket.done.is_set()
    assert vis.wait(ticket, 0.01) is False


def test_two_tickets_for_one_id_both_complete_and_release_is_per_ticket() -> None:
    vis = Visibility()
    m, other = memory(1), memory(2)
    first = vis.expect([m.id])
    second = vis.expect([m.id, other.id])
    vis.release(first)
    assert vis.tracked == 2  # the second ticket still tracks both ids
    for store in STORES:
        vis.written(store, [m, other])
    assert second.done.is_set() and not first.done.is_set()
    vis.release(second)
    assert vis.tracked == 0


def test_empty_ticket_is_done_at_once() -> None:
    vis = Visibility()
    assert vis.wait(vis.expect([]), 0.0) is True


def test_bank_registry_persists(tmp_path: Path) -> None:
    path = tmp_path / "banks.json"
    reg = BankRegistry(path)
    info, new = reg.create("alpha", "first bank")
    assert new and info.description == "first bank"
    again, new = reg.create("alpha", "ignored")
    assert not new and again == info
    reopened = BankRegistry(path)
    assert reopened.names() == ["alpha"]
    assert reopened.get("alpha") == info
    assert "alpha" in reopened and "beta" not in reopened
    assert json.loads(path.read_text())["banks"][0]["name"] == "alpha"


def test_bank_registry_seen_and_existing(tmp_path: Path) -> None:
    path = tmp_path / "banks.json"
    reg = BankRegistry(path, existing=["from-store"])
    assert reg.names() == ["from-store"]
    reg.seen(["flow-bank", "from-store"])
    assert reg.names() == ["flow-bank", "from-store"]
    mtime = path.stat().st_mtime_ns
    reg.seen(["flow-bank"])  # all known: no write
    assert path.stat().st_mtime_ns == mtime
    assert BankRegistry(path).names() == ["flow-bank", "from-store"]


def test_bank_registry_delete(tmp_path: Path) -> None:
    path = tmp_path / "banks.json"
    reg = BankRegistry(path)
    reg.create("alpha")
    reg.create("beta")
    assert reg.delete("alpha")
    assert not reg.delete("alpha")
    assert reg.get("alpha") is None
    assert BankRegistry(path).names() == ["beta"]
    _, new = reg.create("alpha")
    assert new  # recreating after delete is a new bank


def test_bank_registry_forgets_a_bank_unless_created_after_the_tombstone(tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    reg = BankRegistry(tmp_path / "banks.json")
    reg.seen(["replayed"])  # the flow re-adds a bank it writes to (during a replay, say)
    reg.create("made-before")
    issued = datetime.now(UTC)
    assert reg.forgotten("replayed", issued - timedelta(days=1))  # seen: always removed
    assert reg.forgotten("made-before", issued)
    reg.create("made-after")
    assert not reg.forgotten("made-after", issued)  # deleted, then created again at once
    assert not reg.forgotten("never-known", issued)
    assert BankRegistry(tmp_path / "banks.json").names() == ["made-after"]


def test_forget_tickets_wait_for_every_copy() -> None:
    from memstream.service.tombstone_tickets import ForgetTickets

    tickets = ForgetTickets()
    t = tickets.expect("f1")
    tickets.applied("f1")  # the flow may apply a copy before publish returns
    tickets.published(t, copies=2)
    assert not t.done.is_set()
    tickets.applied("other")
    tickets.applied("f1")
    assert tickets.wait(t, 0.01) and tickets.tracked == 0
    late = tickets.expect("f2")
    tickets.published(late, copies=1)
    assert not tickets.wait(late, 0.01) and tickets.tracked == 0


def test_optimizer_runs_after_enough_writes(tmp_path: Path) -> None:
    from memstream.connectors.vector import EdgeVectorStore
    from memstream.service.supervision import Optimizer

    with EdgeVectorStore(tmp_path / "edge") as store:
        mems = [memory(i) for i in range(5)]
        store.upsert(mems)
        opt = Optimizer(store, after=5)
        assert opt.enabled
        opt.written(3)
        assert opt.run_once() is False and opt.runs == 0
        opt.written(2)
        assert opt.run_once() is True and opt.runs == 1
        assert opt.run_once() is False  # the count starts again
        assert store.count("bank-a") == 5
        hits = store.search_dense("bank-a", list(mems[0].dense), 1)
        assert hits[0].id == mems[0].id


def test_optimizer_disabled_by_zero_or_a_store_without_optimize(tmp_path: Path) -> None:
    from memstream.service.supervision import Optimizer

    assert not Optimizer(object(), after=5).enabled
    with_optimize = type("S", (), {"optimize": lambda self: True})()
    assert not Optimizer(with_optimize, after=0).enabled
    opt = Optimizer(with_optimize, after=1)
    opt.written(1)
    assert opt.run_once() is True


def test_supervise_restarts_a_failed_flow_with_backoff() -> None:
    from memstream.service.supervision import supervise

    stop = threading.Event()
    calls: list[str] = []

    def run() -> None:
        calls.append("run")
        if calls.count("run") <= 2:
            raise RuntimeError(f"boom {calls.count('run')}")
        stop.wait(5)  # the third run is healthy until stopped

    errors: list[BaseException] = []
    t = threading.Thread(
        target=supervise,
        args=(run, stop, lambda: calls.append("start"), errors.append),
        kwargs={"first_wait_s": 0.01, "max_wait_s": 0.05},
    )
    t.start()
    deadline = time.monotonic() + 5
    while calls.count("run") < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    stop.set()
    t.join(5)
    assert not t.is_alive()
    assert [str(e) for e in errors] == ["boom 1", "boom 2"]
    assert calls == ["start", "run"] * 3


def test_supervise_treats_an_unasked_end_as_a_failure_and_stops_in_backoff() -> None:
    from memstream.service.supervision import supervise

    stop = threading.Event()
    failed = threading.Event()
    errors: list[BaseException] = []
    runs: list[int] = []

    def on_error(e: BaseException) -> None:
        errors.append(e)
        failed.set()

    t = threading.Thread(
        target=supervise,
        args=(lambda: runs.append(1), stop, lambda: None, on_error),
        kwargs={"first_wait_s": 60.0},  # the supervisor now waits a minute to restart
    )
    t.start()
    assert failed.wait(5)
    stop.set()  # ...and a stop ends that wait instead of the restart
    t.join(5)
    assert not t.is_alive()
    assert runs == [1]
    assert len(errors) == 1 and "ended without being stopped" in str(errors[0])


def test_supervise_starts_a_run_again_at_once_when_a_restart_was_asked() -> None:
    from memstream.service.supervision import supervise

    stop, restart, run_stop = threading.Event(), threading.Event(), threading.Event()
    runs: list[int] = []
    errors: list[BaseException] = []

    def run() -> None:
        runs.append(1)
        run_stop.wait(5)  # a run ends when asked, like the flow's source
        run_stop.clear()
        if len(runs) == 2:
            stop.set()

    t = threading.Thread(
        target=supervise,
        args=(run, stop, lambda: None, errors.append),
        kwargs={"restart": restart, "first_wait_s": 60.0},  # a failure would wait a minute
    )
    t.start()
    while not runs:
        time.sleep(0.01)
    restart.set()
    run_stop.set()
    while len(runs) < 2:
        time.sleep(0.01)
    run_stop.set()
    t.join(5)
    assert not t.is_alive() and len(runs) == 2
    assert errors == [] and not restart.is_set()  # a restart is not a failure


class _Runs:
    """A cluster runtime's `ingest` as the flow thread calls it: each run records whether it
    re-reads the topic from its start and the offsets it found, commits one, and ends when
    its stop is set (or fails when told to)."""

    def __init__(self, offsets: dict[int, int]) -> None:
        self.offsets = offsets
        self.calls: list[tuple[bool, dict[int, int]]] = []
        self.fail = False

    def ingest(self, from_beginning, hook, on_forget, stop) -> None:
        self.calls.append((from_beginning, dict(self.offsets)))
        self.offsets[0] = len(self.calls)
        if self.fail:
            raise RuntimeError("the flow broke")
        stop.wait(5)


def _eventually(check, timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def test_the_flow_thread_restarts_from_the_start_when_asked_and_keeps_its_state() -> None:
    """Start (a fresh topic: from its start), a restart with `reset` (a lost log: from its
    start again, the saved offsets forgotten), a failing run (counted, reported, not alive),
    then a stop that the join sees."""
    from types import SimpleNamespace

    from memstream.service.flowthread import FlowThread

    node = SimpleNamespace(cluster=None)
    flow = FlowThread(node, lambda *a: None, lambda done: None)  # type: ignore[arg-type]
    runs = _Runs(flow.offsets)
    node.cluster = runs
    flow.start(True)
    _eventually(lambda: flow.alive and len(runs.calls) == 1)
    assert runs.calls == [(True, {})] and flow.offsets == {0: 1} and flow.runs == 1
    flow.restart(reset=True)
    _eventually(lambda: len(runs.calls) == 2)
    assert runs.calls[1] == (True, {}) and flow.failures == 0  # offsets cleared, no failure
    runs.fail = True
    flow.restart(reset=True)
    _eventually(lambda: flow.failures == 1)
    assert not flow.alive and "the flow broke" in str(flow.error)
    flow.stop()  # ends the supervisor's backoff wait instead of a third run
    assert flow.join(5) and flow.runs == 3
