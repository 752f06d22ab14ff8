"""Recall admission: bounded concurrency, a bounded queue served in order, 429 beyond."""

from __future__ import annotations

import threading
import time

import pytest

from memstream.service.admission import RecallGate, RecallPool, lower_priority
from memstream.service.facade import Busy


def _hold(gate: RecallGate, release: threading.Event, order: list[int], i: int) -> None:
    with gate.slot():
        order.append(i)
        release.wait(5)


def _until(cond, timeout_s: float = 5.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not cond():
        assert time.monotonic() < deadline, "condition not reached"
        time.sleep(0.005)


def test_at_most_concurrency_run_the_rest_wait_in_order() -> None:
    gate = RecallGate(concurrency=2, queue=10, timeout_s=5.0)
    release = threading.Event()
    order: list[int] = []
    threads = []
    for i in range(5):
        t = threading.Thread(target=_hold, args=(gate, release, order, i))
        t.start()
        threads.append(t)
        _until(lambda n=i: gate.active + gate.waiting == n + 1)  # arrive one after another
    assert gate.active == 2 and gate.waiting == 3 and order == [0, 1]
    release.set()
    for t in threads:
        t.join(5)
    assert order == [0, 1, 2, 3, 4] and gate.active == gate.waiting == gate.rejected == 0


def test_a_full_queue_and_a_long_wait_answer_busy() -> None:
    gate = RecallGate(concurrency=1, queue=1, timeout_s=0.2)
    release = threading.Event()
    order: list[int] = []
    holder = threading.Thread(target=_hold, args=(gate, release, order, 0))
    holder.start()
    _until(lambda: gate.active == 1)
    waiter_error: list[BaseException] = []

    def wait_then_fail() -> None:
        try:
            with gate.slot():
                pass
        except Busy as e:
            waiter_error.append(e)

    waiter = threading.Thread(target=wait_then_fail)
    waiter.start()
    _until(lambda: gate.waiting == 1)
    with pytest.raises(Busy) as full, gate.slot():  # the queue (1) is full: refused at once
        pass
    assert full.value.code == "too_busy"
    waiter.join(5)
    assert len(waiter_error) == 1  # waited 0.2 s, then refused
    assert gate.rejected == 2 and gate.waiting == 0
    release.set()
    holder.join(5)
    with gate.slot():  # the abandoned turn passed on: a new caller gets a slot
        assert gate.active == 1


def test_bad_limits_are_refused() -> None:
    with pytest.raises(ValueError):
        RecallGate(0, 1, 1.0)
    with pytest.raises(ValueError):
        RecallGate(1, -1, 1.0)


def test_while_ingestion_is_busy_fewer_recalls_run() -> None:
    busy = [True]
    gate = RecallGate(2, 10, 5.0, busy=lambda: busy[0], busy_concurrency=1)
    release = threading.Event()
    order: list[int] = []
    threads = [threading.Thread(target=_hold, args=(gate, release, order, i)) for i in range(2)]
    for t in threads:
        t.start()
    _until(lambda: gate.active == 1 and gate.waiting == 1)  # busy: one at a time
    busy[0] = False
    _until(lambda: gate.active == 2)  # no longer busy: the second one runs too
    release.set()
    for t in threads:
        t.join(5)
    assert order == [0, 1]


def test_recalls_run_on_nicer_threads_of_their_own() -> None:
    """The pool's threads run `nice` steps below the caller (Linux: per thread); results and
    exceptions come back to the caller, whose own priority does not change."""
    import os

    mine = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    pool = RecallPool(workers=2, nice=5)
    try:
        tid, nice = pool.run(
            lambda: (
                threading.get_native_id(),
                os.getpriority(os.PRIO_PROCESS, threading.get_native_id()),
            )
        )
        assert tid != threading.get_native_id()
        assert nice == min(19, mine + 5)
        # a thread the recall starts (the engine's pools) inherits its priority
        seen: list[int] = []

        def spawn() -> None:
            t = threading.Thread(
                target=lambda: seen.append(
                    os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
                )
            )
            t.start()
            t.join()

        pool.run(spawn)
        assert seen == [min(19, mine + 5)]
        with pytest.raises(ZeroDivisionError):
            pool.run(lambda: 1 / 0)
        assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == mine
    finally:
        pool.close()
    with pytest.raises(ValueError):
        RecallPool(workers=0, nice=5)
    with pytest.raises(ValueError):
        RecallPool(workers=1, nice=20)
    assert lower_priority(0) == mine
