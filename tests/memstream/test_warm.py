"""A node builds its largest banks' recall tables when it starts (service/node.py, `_warm`), so
that their first recalls do not build them inside the arms."""

from __future__ import annotations

import logging
from datetime import timedelta
from pathlib import Path

import pytest

from memstream.contract.recall import Mode, RecallRequest
from memstream.contract.schemas import EventIn
from memstream.service import node as node_module
from memstream.service.node import Node
from tests.fakes import T0
from tests.memstream.test_rebuild import _eventually, _node_settings

pytestmark = pytest.mark.models


def _turns(n: int, what: str) -> list[EventIn]:
    return [
        EventIn(
            event_id=f"{what}{i}",
            text=f"Ann said the {what} delivery {i} comes tomorrow",
            occurred_at=T0 + timedelta(minutes=i),
            conversation_id="c",
            sequence=i,
        )
        for i in range(n)
    ]


def test_a_started_node_builds_its_large_banks_recall_tables(
    tmp_path: Path, enricher, caplog: pytest.LogCaptureFixture, monkeypatch
) -> None:
    monkeypatch.setattr(node_module, "WARM_MIN_MEMORIES", 10)  # "large": 10 memories here
    settings = _node_settings(tmp_path)
    node = Node(settings, enricher=enricher).start()
    try:
        for bank, n in (("big", 16), ("small", 4)):
            node.service.create_bank(bank)
            assert node.service.retain(bank, _turns(n, bank), wait=True, timeout_s=60).visible
    finally:
        node.stop()

    caplog.set_level(logging.INFO, logger="memstream.service.node")
    node = Node(settings, enricher=enricher).start()
    try:
        built = lambda: [r.message for r in caplog.records if "recall tables built" in r.message]  # noqa: E731
        _eventually(lambda: bool(built()), timeout_s=60)
        assert len(built()) == 1 and "bank=big" in built()[0]  # "small" is left to its recall
        reads: list[str] = []
        vector = node.stores.vector
        real = vector.scroll_field
        monkeypatch.setattr(
            vector, "scroll_field", lambda *a, **kw: reads.append("x") or real(*a, **kw)
        )
        ask = RecallRequest(text="what comes tomorrow?", bank="big", mode=Mode.TEMPR)
        assert node.service.recall(ask).memories
        assert reads == []  # the mentioned times were built at the start
        ask = RecallRequest(text="what comes tomorrow?", bank="small", mode=Mode.TEMPR)
        node.service.recall(ask)
        assert reads  # the small bank's, by its first recall
    finally:
        node.stop()
