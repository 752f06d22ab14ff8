"""`ReadGate` (connectors/graph/gate.py): reads wait while someone is alone; holds nest."""

from __future__ import annotations

import threading

import pytest

from memstream.connectors.graph.gate import ReadGate

pytestmark = pytest.mark.graph  # (no engine used; marked like every module here)


def _read_in_thread(gate: ReadGate, done: threading.Event) -> threading.Thread:
    def read() -> None:
        with gate.reading(lambda: None):
            done.set()

    t = threading.Thread(target=read)
    t.start()
    return t


def test_reads_wait_until_the_last_of_nested_holds_ends() -> None:
    gate = ReadGate()
    done = threading.Event()
    with gate.alone(1.0) as idle:
        assert idle
        with gate.alone(1.0) as inner:  # a delete that opens the database again
            assert inner
            reader = _read_in_thread(gate, done)
            assert not done.wait(0.2)
        assert gate.held and not done.wait(0.2)  # the outer hold still holds
    reader.join(5)
    assert done.is_set() and not gate.held and gate.running == 0


def test_alone_says_when_a_read_outlived_the_wait() -> None:
    gate = ReadGate()
    inside, release = threading.Event(), threading.Event()

    def long_read() -> None:
        with gate.reading(lambda: None):
            inside.set()
            release.wait(5)

    t = threading.Thread(target=long_read)
    t.start()
    assert inside.wait(5)
    with gate.alone(0.05) as idle:
        assert not idle and gate.running == 1
    release.set()
    t.join(5)
    with gate.alone(0.05) as idle:
        assert idle


def test_a_check_that_raises_counts_no_read() -> None:
    gate = ReadGate()

    def closed() -> None:
        raise RuntimeError("closed")

    try:
        with gate.reading(closed):
            raise AssertionError("the read ran")
    except RuntimeError as e:
        assert str(e) == "closed"
    assert gate.running == 0
