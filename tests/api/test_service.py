"""The service facade (`node.service`) without HTTP: what the CLI, the demo and a future
forwarding node call. Same node as the API tests; errors are `ServiceError`s with the codes
the API answers with."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

import pytest

from memstream.contract.recall import Mode, RecallRequest
from memstream.contract.schemas import EventIn
from memstream.records import EnrichedMemory
from memstream.service.facade import InvalidRequest, NotFound
from memstream.service.health import CHECKS
from tests.api.conftest import chat_events

pytestmark = [pytest.mark.integration, pytest.mark.models]


class Recorder:
    """An observer that writes down what it is told."""

    def __init__(self) -> None:
        self.writes: list[str] = []
        self.published = 0
        self.waiting: list[int] = []
        self.recalls: list[tuple[str, list[str]]] = []

    def on_write(self, store: str, memories: Sequence[EnrichedMemory], spent: float) -> None:
        self.writes.append(store)

    def on_published(self, events: int) -> None:
        self.published += events

    def on_waiting(self, delta: int) -> None:
        self.waiting.append(delta)

    def on_recall(
        self, mode: str, timings_ms: Mapping[str, float], degraded: Sequence[str]
    ) -> None:
        self.recalls.append((mode, sorted(timings_ms)))


def test_retain_wait_recall_and_reads(served) -> None:
    svc = served.node.service
    bank = f"svc-{uuid.uuid4().hex[:8]}"
    bank_info, new = svc.create_bank(bank, "facade test")
    assert new and bank_info.name == bank and svc.has_bank(bank)
    assert svc.create_bank(bank)[1] is False
    recorder = Recorder()
    detach = svc.observe(recorder)
    try:
        events = [EventIn.model_validate(e) for e in chat_events("svc")]
        r = svc.retain(bank, events, wait=True, timeout_s=60)
        assert r.visible is True and len(r.ids) == len(events)
        hits = svc.recall(RecallRequest(text="What is Leo's dog called?", bank=bank, limit=3))
        assert hits.memories and hits.memories[0].id == r.ids[0]
    finally:
        detach()
    assert recorder.published == len(events) and recorder.waiting == [1, -1]
    assert set(recorder.writes) >= {"vector", "bm25", "graph"}
    assert recorder.recalls and "total" in recorder.recalls[0][1]
    # Detached: a later recall is not reported.
    svc.recall(RecallRequest(text="dog", bank=bank, mode=Mode.HYBRID))
    assert len(recorder.recalls) == 1

    assert svc.bank(bank).counts.vector == len(events)
    assert {m.id for m in svc.memories(bank, limit=100).memories} == set(r.ids)
    assert svc.memory(bank, r.ids[1]).text == events[1].text
    assert [m.id for m in svc.chain(bank, r.ids[2], 1, 1).memories] == r.ids[1:4]
    assert "clayworks" in {e.norm for e in svc.entities(bank).entities}
    graph = svc.graph_around(bank, r.ids[:2])
    assert {n.id for n in graph.nodes} >= set(r.ids[:2])
    assert bank in {d.name for d in svc.stats()}
    svc.delete_bank(bank)
    assert not svc.has_bank(bank)


def test_errors_carry_the_api_codes(served) -> None:
    svc = served.node.service
    missing = "svc-no-such-bank"
    for call in (
        lambda: svc.bank(missing),
        lambda: svc.memories(missing),
        lambda: svc.recall(RecallRequest(text="x", bank=missing)),
        lambda: svc.delete_bank(missing),
    ):
        with pytest.raises(NotFound) as e:
            call()
        assert e.value.code == "bank_not_found"
    bank = "svc-errors"
    svc.create_bank(bank)
    with pytest.raises(NotFound) as e:
        svc.memory(bank, "00000000-0000-0000-0000-000000000000")
    assert e.value.code == "memory_not_found"
    with pytest.raises(NotFound) as e:
        svc.neighbourhood(bank, "Nobody At All")
    assert e.value.code == "entity_not_found"
    with pytest.raises(InvalidRequest) as e:
        svc.memories(bank, limit=served.node.settings.api.max_page + 1)
    assert e.value.code == "limit_too_large"
    with pytest.raises(InvalidRequest) as e:
        svc.memories(bank, start=datetime(2024, 1, 1))
    assert e.value.code == "invalid_time"
    with pytest.raises(InvalidRequest) as e:
        svc.graph_around(bank, ["not-a-uuid"])
    assert e.value.code == "invalid_request"
    too_many = [EventIn(text="x", occurred_at=datetime.now(UTC))] * (
        served.node.settings.api.max_batch + 1
    )
    with pytest.raises(InvalidRequest) as e:
        svc.retain(bank, too_many)
    assert e.value.code == "batch_too_large"


def test_operations(served) -> None:
    svc = served.node.service
    assert svc.health().status == "ok"
    ready = svc.ready()
    assert ready.ready and ready.checks == dict.fromkeys(CHECKS, True)
    assert all(0 <= age < 60 for age in ready.age_s.values())
    vitals = svc.vitals()
    assert vitals.log_resets == 0 and vitals.recall_rejected == 0
    assert vitals.partitions[served.node.settings.kafka.topic] == 1
    flow = svc.flow()
    assert flow.running and flow.failures == 0 and flow.last_error is None
    ends = svc.log_ends()
    assert ends.topic == served.node.settings.kafka.topic and ends.ends
    assert isinstance(svc.dead_letters(), dict)
