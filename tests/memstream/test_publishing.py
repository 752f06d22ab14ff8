"""Group commit: retains that arrive while a round is in flight share the next round."""

from __future__ import annotations

import threading
import time

import pytest

from memstream.service.publishing import GroupCommit
from tests.fakes import event


def test_concurrent_publishes_share_rounds_and_all_return() -> None:
    sent: list[list[str]] = []
    gate = threading.Event()

    def send(events: list) -> None:
        if not sent:
            gate.wait(5)  # hold the first round until the others have queued
        sent.append([e.event_id for e in events])

    group = GroupCommit(send, threading.Lock())
    threads = [threading.Thread(target=group.publish, args=([event(i)],)) for i in range(6)]
    threads[0].start()
    while not group._leading:  # the first caller leads
        time.sleep(0.001)
    for t in threads[1:]:
        t.start()
    while len(group._queue) < 5:
        time.sleep(0.001)
    gate.set()
    for t in threads:
        t.join(5)
    assert (
        len(sent) == 2
        and len(sent[0]) == 1
        and sorted(sent[1]) == [event(i).event_id for i in range(1, 6)]
    )
    assert (group.rounds, group.requests) == (2, 6)


def test_a_failed_round_fails_every_request_in_it() -> None:
    def send(events: list) -> None:
        raise RuntimeError("broker down")

    group = GroupCommit(send, threading.Lock())
    with pytest.raises(RuntimeError, match="broker down"):
        group.publish([event(1)])
    assert not group._leading  # the next caller may lead
