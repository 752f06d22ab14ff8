"""The forwarding facade: local when a ready owner, else a ready owner over HTTP, failover, 503."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from memstream.contract import schemas as s
from memstream.contract.cluster import Member, PartitionState, PartitionStatus
from memstream.placement import partition_of
from memstream.service.banks import BankInfo
from memstream.service.cluster.forwarding import ClusterMemoryService
from memstream.service.cluster.hops import FORWARDED_HEADER, NoReadyOwner, caller_key, forwarded
from memstream.service.facade import MemoryService, NotFound, Unavailable
from memstream.settings import ClusterSettings

PARTITIONS = 4
BANK = "alice"
P = partition_of(BANK, PARTITIONS)
COUNTS = s.BankCounts(vector=1, bm25=1, graph_memories=1, entities=0, episodes=0)


def detail(name: str, description: str) -> s.BankDetail:
    return s.BankDetail(name=name, description=description, counts=COUNTS)


class LocalStub:
    """Only what these tests call of a `LocalMemoryService`."""

    def __init__(self) -> None:
        self.banks = {BANK}

    def has_bank(self, bank: str) -> bool:
        return bank in self.banks

    def bank(self, bank: str) -> s.BankDetail:
        return detail(bank, "local")

    def delete_bank(self, bank: str) -> None:
        self.banks.discard(bank)

    def retain(self, bank: str, events: Any, **_: Any) -> s.RetainResponse:
        ids = [f"here-{i}" for i in range(len(events))]
        return s.RetainResponse(bank=bank, ids=ids, event_ids=ids)


class RouterStub:
    def __init__(self, ready_here: bool, owners: list[Member]) -> None:
        self.node_id = "me"
        self.ready_here = ready_here
        self.owners = owners
        self.owned = False
        self.is_alone = False

    def is_ready(self, partition: int) -> bool:
        return self.ready_here and partition == P

    def ready_owners(self, partition: int) -> list[Member]:
        return self.owners if partition == P else []

    def owns(self, partition: int) -> bool:
        return self.owned

    def alone(self) -> bool:
        return self.is_alone


def owner(node: str, replica_set: int = 0) -> Member:
    status = PartitionStatus(state=PartitionState.READY, lag=0)
    return Member(
        node_id=node, url=f"http://{node}", replica_set=replica_set, partitions={P: status}
    )


class DirectoryStub:
    """The cluster's banks topic, as the facade sees it (`ClusterMetadata`)."""

    def __init__(self) -> None:
        self.rows: dict[str, BankInfo | None] = {}

    def create_bank(self, name: str, description: str = "") -> tuple[BankInfo, bool]:
        info = BankInfo(name=name, description=description, explicit=True)
        self.rows[name] = info
        return info, True

    def delete_bank(self, name: str) -> None:
        self.rows[name] = None

    def sync_banks(self) -> bool:
        return True


def service(
    router: RouterStub, handler: Any, metadata: DirectoryStub | None = None
) -> ClusterMemoryService:
    return ClusterMemoryService(
        LocalStub(),  # type: ignore[arg-type]
        router,
        ClusterSettings(node_id="me", retry_after_s=3),
        PARTITIONS,
        transport=httpx.MockTransport(handler),
        metadata=metadata,
    )


def test_a_ready_owner_answers_from_its_own_stores() -> None:
    def nobody(_: httpx.Request) -> httpx.Response:
        raise AssertionError("no request may leave this node")

    svc = service(RouterStub(True, [owner("b")]), nobody)
    assert svc.bank(BANK).description == "local"


def test_a_non_owner_forwards_with_the_callers_key_and_fails_over() -> None:
    seen: list[tuple[str, str | None, str | None]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(
            (
                request.url.host,
                request.headers.get("X-API-Key"),
                request.headers.get(FORWARDED_HEADER),
            )
        )
        if request.url.host == "b":
            raise httpx.ConnectError("refused", request=request)
        if request.url.host == "c":
            return httpx.Response(503, json={"error": {"code": "x", "message": "not ready"}})
        return httpx.Response(200, json=detail(BANK, "from d").model_dump(mode="json"))

    svc = service(RouterStub(False, [owner("b"), owner("c"), owner("d", 1)]), handler)
    token = caller_key.set("ms_secret")
    try:
        assert svc.bank(BANK).description == "from d"
    finally:
        caller_key.reset(token)
    assert seen == [(h, "ms_secret", "me") for h in ("b", "c", "d")]
    assert svc.hops.forward_failures == 2 and svc.hops.forwarded_ok == 1


def test_an_owners_404_is_the_same_404_here() -> None:
    def handler(_: httpx.Request) -> httpx.Response:
        return httpx.Response(404, json={"error": {"code": "bank_not_found", "message": "no"}})

    with pytest.raises(NotFound) as info:
        service(RouterStub(False, [owner("b")]), handler).bank(BANK)
    assert info.value.code == "bank_not_found"


def test_no_ready_owner_is_a_503_with_retry_after() -> None:
    svc = service(RouterStub(False, []), lambda r: httpx.Response(200))
    with pytest.raises(NoReadyOwner) as info:
        svc.bank(BANK)
    assert info.value.retry_after_s == 3 and isinstance(info.value, Unavailable)


def test_an_owner_still_replaying_or_a_node_alone_answers_when_nobody_is_ready() -> None:
    def nobody(_: httpx.Request) -> httpx.Response:
        raise AssertionError("no request may leave this node")

    replaying = RouterStub(False, [])
    replaying.owned = True
    assert service(replaying, nobody).bank(BANK).description == "local"
    alone = RouterStub(False, [])
    alone.is_alone = True  # a cluster of one before the group assigned it anything
    assert service(alone, nobody).bank(BANK).description == "local"


def test_a_forwarded_request_is_never_forwarded_again() -> None:
    def nobody(_: httpx.Request) -> httpx.Response:
        raise AssertionError("a forwarded request must not hop twice")

    svc = service(RouterStub(False, [owner("b")]), nobody)
    token = forwarded.set(True)
    try:
        with pytest.raises(NoReadyOwner):
            svc.bank(BANK)
    finally:
        forwarded.reset(token)


def test_all_owners_down_is_unavailable_after_the_bounded_attempts() -> None:
    calls: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request.url.host)
        raise httpx.ReadTimeout("slow", request=request)

    svc = service(RouterStub(False, [owner(n) for n in "bcdef"]), handler)
    with pytest.raises(Unavailable) as info:
        svc.bank(BANK)
    assert info.value.code == "owners_unavailable"
    assert len(calls) == 3  # forward_attempts


def _is_a_memory_service(svc: ClusterMemoryService) -> MemoryService:
    return svc  # mypy checks that the cluster facade implements the whole protocol


def test_a_bank_is_created_on_the_banks_topic_without_asking_any_owner() -> None:
    def nobody(_: httpx.Request) -> httpx.Response:
        raise AssertionError("creating a bank is a row of the banks topic, not a request")

    directory = DirectoryStub()
    bank, new = service(RouterStub(False, [owner("b")]), nobody, directory).create_bank("new")
    assert new and bank.name == "new" and directory.rows["new"] is not None


def test_a_delete_goes_to_the_owner_then_tombstones_the_bank_for_every_node() -> None:
    deleted: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        deleted.append(f"{request.method} {request.url.host}{request.url.path}")
        return httpx.Response(204)

    directory = DirectoryStub()
    service(RouterStub(False, [owner("b")]), handler, directory).delete_bank(BANK)
    assert deleted == [f"DELETE b/v1/banks/{BANK}"]  # the owner puts it on the events log
    assert directory.rows == {BANK: None}
    # The owner answering a forwarded delete leaves the banks topic to the node asked.
    here = DirectoryStub()
    token = forwarded.set(True)
    try:
        service(RouterStub(True, []), handler, here).delete_bank(BANK)
    finally:
        forwarded.reset(token)
    assert here.rows == {} and len(deleted) == 1


def test_an_owner_still_replaying_leaves_the_bank_check_to_a_ready_owner() -> None:
    """An owner that replays its partition may not know the bank yet: it must not say 404
    when a ready owner elsewhere answers (its call is forwarded there)."""
    unseen = next(f"b{i}" for i in range(1000) if partition_of(f"b{i}", PARTITIONS) == P)
    replaying = RouterStub(False, [owner("b")])
    replaying.owned = True
    svc = service(replaying, lambda r: httpx.Response(200), DirectoryStub())
    assert svc.has_bank(unseen)
    nobody_else = RouterStub(False, [])
    nobody_else.owned = True  # answers itself: its own registry decides
    assert not service(nobody_else, lambda r: httpx.Response(200), DirectoryStub()).has_bank(unseen)


def test_a_forwarded_wait_gets_the_owners_whole_wait_before_failing_over() -> None:
    """A `wait=true` forget may take the owner its whole wait: the hop must not time out
    first (it would repeat the forget on another owner, which then waits for itself)."""
    timeouts: list[float] = []

    def handler(request: httpx.Request) -> httpx.Response:
        timeouts.append(request.extensions["timeout"]["read"])
        body = {"bank": BANK, "scope": "speaker", "target": "Ann", "tombstone_id": "f-1"}
        return httpx.Response(200, json={**body, "deleted": 0, "applied": True})

    svc = service(RouterStub(False, [owner("b")]), handler)
    forget = s.ForgetRequest(speaker="Ann")
    assert svc.forget(BANK, forget, wait=True, timeout_s=45).applied
    svc.forget(BANK, forget)
    assert timeouts == [10.0 + 45, 10.0]  # forward_timeout_s + the wait; then the plain hop


def test_a_retain_without_wait_is_published_here_even_with_no_ready_owner() -> None:
    def nobody(_: httpx.Request) -> httpx.Response:
        raise AssertionError("the key places the event: no owner is asked")

    events = [s.EventIn(text="hi", occurred_at="2024-01-01T00:00:00Z")]
    svc = service(RouterStub(False, []), nobody, DirectoryStub())
    assert svc.retain(BANK, events).ids == ["here-0"]
    with pytest.raises(Unavailable):  # a wait needs an owner whose flow makes it visible
        svc.retain(BANK, events, wait=True)


def test_a_forwarded_read_carries_its_filters_as_the_routes_read_them() -> None:
    """Times in ISO 8601, a list as a repeated parameter, nothing for an unset or empty
    filter; a forget's wait and timeout the same way."""
    from datetime import UTC, datetime

    from memstream.events import FactType

    queries: list[list[tuple[str, str]]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        queries.append(sorted(request.url.params.multi_items()))
        if request.url.path.endswith("/forget"):
            body = {"bank": BANK, "scope": "speaker", "target": "Ann", "tombstone_id": "f-1"}
            return httpx.Response(200, json={**body, "deleted": 0})
        return httpx.Response(200, json={"bank": BANK, "memories": [], "next_cursor": None})

    svc = service(RouterStub(False, [owner("b")]), handler)
    start = datetime(2024, 5, 1, tzinfo=UTC)
    svc.memories(BANK, limit=5, start=start, speakers=["Ann", "Bob"], conversations=[])
    svc.memories(BANK, fact_types=[FactType.EXPERIENCE], cursor="c-1")
    svc.forget(BANK, s.ForgetRequest(speaker="Ann"), wait=True, timeout_s=3)
    assert queries == [
        [("limit", "5"), ("speaker", "Ann"), ("speaker", "Bob"), ("start", start.isoformat())],
        [("cursor", "c-1"), ("fact_type", str(FactType.EXPERIENCE)), ("limit", "50")],
        [("timeout_s", "3"), ("wait", "true")],
    ]
