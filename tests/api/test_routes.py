"""Every route of the node's HTTP API answers as documented, against a real node.

Raw HTTP (httpx) on purpose: the status codes and bodies are the contract here; the Python
client has its own tests.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from memstream.connectors.kafka.producer import EventPublisher
from memstream.contract.recall import MODE_ALIASES, Mode, parse_mode
from memstream.events import memory_id
from memstream.service.health import CHECKS
from tests.api.conftest import CHAT, ROUTES, api_routes, chat_events, new_bank

pytestmark = [pytest.mark.integration, pytest.mark.models]


@pytest.fixture(scope="module")
def http(served) -> Iterator[httpx.Client]:
    headers = {"Authorization": f"Bearer {served.admin_key}"}
    with httpx.Client(base_url=served.url, headers=headers, timeout=90.0) as c:
        yield c


@pytest.fixture(scope="module")
def chat(admin) -> tuple[str, list[str]]:
    """A bank holding the shared chat (visible), and its memory ids in chat order."""
    bank = new_bank(admin, "chat")
    r = admin.retain(bank, chat_events(), wait=True, timeout_s=60)
    assert r.visible is True
    return bank, r.ids


def _recall(http: httpx.Client, bank: str, **body: Any) -> httpx.Response:
    return http.post(f"/v1/banks/{bank}/recall", json=body)


def _ok(r: httpx.Response, status: int = 200) -> Any:
    assert r.status_code == status, r.text
    return r.json() if r.content else None


def _eventually(check: Callable[[], Any], timeout_s: float = 30.0, every_s: float = 0.5) -> Any:
    """Poll `check` until it returns something truthy; fail with its last value."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            assert value, f"still {value!r} after {timeout_s} s"
            return value
        time.sleep(every_s)


def test_a_recall_s_coactivation_goes_through_the_log(served, admin, http) -> None:
    """Hebbian edges are a view of the log: the node publishes each recall's co-recall to the
    events topic and the flow strengthens the graph from it (memstream.corecall)."""
    bank = new_bank(admin, "hebb")
    admin.retain(bank, chat_events(), wait=True, timeout_s=60)
    graph = served.node.stores.graph
    assert graph.counts(bank).hebbian_edges == 0
    hits = _ok(_recall(http, bank, text="pottery class", mode="HYBRID", limit=3))["memories"]
    assert len(hits) == 3
    _eventually(lambda: graph.counts(bank).hebbian_edges == 3)
    # applied by the flow at its place in the log: each edge keeps the co-recall's position,
    # in the log the topic's id names
    marks = graph.log_positions(bank)["hebbian"]
    assert len(marks) == 3 and all(None not in m and m[2] for m in marks), marks
    assert served.node.corecalls_lost == 0
    pairs = {frozenset((a, b)) for a, b, *_ in graph.snapshot(bank)["hebbian"]}
    ids = [m["id"] for m in hits]
    assert pairs == {frozenset(p) for p in [ids[:2], ids[1:], ids[::2]]}


# ----------------------------------------------------------------------------- banks
def test_create_bank_201_then_200_and_unchanged(http) -> None:
    name = f"create-{uuid.uuid4().hex[:8]}"
    first = _ok(http.post("/v1/banks", json={"name": name, "description": "one"}), 201)
    assert first["name"] == name and first["description"] == "one" and first["created_at"]
    again = _ok(http.post("/v1/banks", json={"name": name, "description": "two"}), 200)
    assert again == first
    listed = _ok(http.get("/v1/banks"))["banks"]
    assert [b for b in listed if b["name"] == name] == [first]


def test_describe_bank_counts(http, chat) -> None:
    bank, _ = chat
    d = _ok(http.get(f"/v1/banks/{bank}"))
    assert d["name"] == bank
    c = d["counts"]
    assert (c["vector"], c["bm25"], c["graph_memories"]) == (5, 5, 5)
    assert c["episodes"] == 3  # sessions c1-s1, c1-s2, c1-s3
    assert c["entities"] >= 3  # Biscuit, Clayworks, Maya, Lisbon, ...
    assert d["dead_letters"] == 0


def test_unknown_bank_is_404(http) -> None:
    r = http.get("/v1/banks/no-such-bank-here")
    assert r.status_code == 404 and r.json()["error"]["code"] == "bank_not_found"
    r = http.delete("/v1/banks/no-such-bank-here")
    assert r.status_code == 404 and r.json()["error"]["code"] == "bank_not_found"


def test_delete_bank_removes_its_data_from_every_store(served, http, admin) -> None:
    bank = new_bank(admin, "del")
    ids = admin.retain(bank, chat_events(), wait=True).ids
    assert served.node.stores.counts(bank).vector == 5
    keep = new_bank(admin, "keep")
    admin.retain(keep, chat_events(), wait=True)

    assert http.delete(f"/v1/banks/{bank}").status_code == 204
    assert http.get(f"/v1/banks/{bank}").status_code == 404
    assert _recall(http, bank, text="Biscuit").status_code == 404
    assert http.get(f"/v1/banks/{bank}/memories/{ids[0]}").status_code == 404
    assert bank not in [b["name"] for b in _ok(http.get("/v1/banks"))["banks"]]
    c = served.node.stores.counts(bank)
    assert (c.vector, c.bm25, c.graph_memories, c.entities, c.episodes) == (0, 0, 0, 0, 0)

    # Re-created, the bank is empty: nothing of the old data comes back.
    _ok(http.post("/v1/banks", json={"name": bank}), 201)
    d = _ok(http.get(f"/v1/banks/{bank}"))["counts"]
    assert d == {"vector": 0, "bm25": 0, "graph_memories": 0, "entities": 0, "episodes": 0}
    assert _ok(_recall(http, bank, text="What is the name of Leo's dog?"))["memories"] == []
    r = http.get(f"/v1/banks/{bank}/memories/{ids[0]}")
    assert r.status_code == 404 and r.json()["error"]["code"] == "memory_not_found"
    assert _ok(http.get(f"/v1/banks/{bank}/memories"))["memories"] == []
    assert _ok(http.get(f"/v1/banks/{bank}/entities"))["entities"] == []
    # Other banks are untouched.
    assert served.node.stores.counts(keep).vector == 5
    # Once the flow has read past the bank's tombstone (one partition: a later retain is
    # visible), the bank created again after it is still there.
    admin.retain(keep, chat_events("after"), wait=True)
    assert _ok(http.get(f"/v1/banks/{bank}"))["name"] == bank


# ----------------------------------------------------------------------------- retain
def test_retain_without_wait_is_202_with_memory_ids(http, admin) -> None:
    bank = new_bank(admin, "r202")
    events = chat_events("c9")
    body = _ok(http.post(f"/v1/banks/{bank}/memories", json={"events": events}), 202)
    assert body["bank"] == bank and body["visible"] is None
    assert body["event_ids"] == [e["event_id"] for e in events]
    assert body["ids"] == [memory_id(bank, e["event_id"]) for e in events]
    # The ids are those of the memories once ingested.
    got = _eventually(
        lambda: (
            (r := http.get(f"/v1/banks/{bank}/memories/{body['ids'][4]}")).status_code == 200
            and r.json()
        )
    )
    assert got["id"] == body["ids"][4] and got["text"] == CHAT[4][2]


def test_retain_with_wait_is_200_and_visible(http, admin) -> None:
    bank = new_bank(admin, "r200")
    event = {"text": "Ana bought a red bicycle.", "occurred_at": "2024-06-01T08:00:00Z"}
    r = http.post(f"/v1/banks/{bank}/memories", params={"wait": "true"}, json={"events": [event]})
    body = _ok(r, 200)
    assert body["visible"] is True and body["event_ids"][0].startswith("sha256:")
    [mid] = body["ids"]
    assert mid == memory_id(bank, body["event_ids"][0])
    # Visible means every store has it, at once.
    found = _ok(_recall(http, bank, text="red bicycle", mode="BM25_ONLY"))["memories"]
    assert [m["id"] for m in found] == [mid]
    assert _ok(http.get(f"/v1/banks/{bank}/memories/{mid}"))["text"] == event["text"]
    counts = _ok(http.get(f"/v1/banks/{bank}"))["counts"]
    assert (counts["vector"], counts["bm25"], counts["graph_memories"]) == (1, 1, 1)


# ----------------------------------------------------------------------------- forget
def _forget(http: httpx.Client, bank: str, wait: bool = True, **body: Any) -> httpx.Response:
    return http.post(f"/v1/banks/{bank}/forget", params={"wait": str(wait).lower()}, json=body)


def _stored(served, bank: str) -> tuple[int, int, int]:
    c = served.node.stores.counts(bank)
    return c.vector, c.bm25, c.graph_memories


def test_forget_a_speaker_a_memory_and_a_conversation(served, http, admin) -> None:
    bank = new_bank(admin, "forget")
    ids = admin.retain(bank, chat_events("c1") + chat_events("c2"), wait=True).ids
    leo = {
        i
        for i, e in zip(ids, chat_events("c1") + chat_events("c2"), strict=True)
        if e["speaker"] == "Leo"
    }
    body = _ok(_forget(http, bank, speaker="Leo"), 200)
    assert body["scope"] == "speaker" and body["target"] == "Leo"
    assert body["deleted"] == 6 and body["applied"] is True
    assert body["tombstone_id"].startswith("forget-")
    assert _stored(served, bank) == (4, 4, 4)
    left = _ok(http.get(f"/v1/banks/{bank}/memories"))["memories"]
    assert {m["id"] for m in left} == set(ids) - leo
    # Entities live on only through the memories left (the graph was repaired, not holed).
    entities = _ok(http.get(f"/v1/banks/{bank}/entities"))["entities"]
    assert {e["norm"] for e in entities} == {n for m in left for n in m["entities"]}
    found = _ok(_recall(http, bank, text="What is the name of Leo's dog?"))["memories"]
    assert not {m["id"] for m in found} & leo

    # One memory, without waiting: gone at once; again: idempotent, nothing deleted.
    r = http.delete(f"/v1/banks/{bank}/memories/{ids[1]}")
    assert _ok(r, 202)["deleted"] == 1 and r.json()["memory_ids"] == [ids[1]]
    assert http.get(f"/v1/banks/{bank}/memories/{ids[1]}").status_code == 404
    assert _ok(http.delete(f"/v1/banks/{bank}/memories/{ids[1]}"), 202)["deleted"] == 0
    # A conversation: what is left of c2.
    assert _ok(_forget(http, bank, conversation_id="c2"), 200)["deleted"] == 2
    assert _stored(served, bank) == (1, 1, 1)

    # After the tombstone, the same speaker (and the same event again) are new memories.
    again = admin.retain(bank, chat_events("c1")[:1], wait=True)
    assert again.ids == [ids[0]] and _stored(served, bank) == (2, 2, 2)


def test_forget_answers_bad_requests(http, admin) -> None:
    bank = new_bank(admin, "forget-bad")
    for body in (
        {},
        {"speaker": "a", "conversation_id": "b"},
        {"memory_ids": ["nope"]},
        {"memory_ids": []},
        {"speaker": ""},
        {"everyone": True},
    ):
        r = http.post(f"/v1/banks/{bank}/forget", json=body)
        assert r.status_code == 422 and r.json()["error"]["code"] == "invalid_request", body
    r = http.delete(f"/v1/banks/{bank}/memories/not-a-uuid")
    assert r.status_code == 422
    r = _forget(http, "no-such-bank-here", speaker="x")
    assert r.status_code == 404 and r.json()["error"]["code"] == "bank_not_found"
    # Nothing to forget is not an error.
    assert _ok(_forget(http, bank, wait=False, speaker="nobody"), 202)["deleted"] == 0


# ----------------------------------------------------------------------------- recall
@pytest.mark.parametrize("mode", [m.value for m in Mode])
def test_recall_every_mode_by_name(http, chat, mode) -> None:
    bank, ids = chat
    body = _ok(_recall(http, bank, text="What is the name of Leo's dog?", mode=mode.lower()))
    assert body["mode"] == mode and body["bank"] == bank
    assert body["memories"], f"{mode} found nothing"
    assert all(m["explain"] is None for m in body["memories"])
    assert body["timings_ms"] is None
    assert ids[0] in [m["id"] for m in body["memories"][:3]]


@pytest.mark.parametrize(("alias", "mode"), sorted(MODE_ALIASES.items()))
def test_recall_mode_aliases(http, chat, alias, mode) -> None:
    bank, _ = chat
    body = _ok(_recall(http, bank, text="Biscuit", mode=alias.lower().replace("_", "-")))
    assert body["mode"] == mode.value


def test_recall_default_mode_and_limit(served, http, chat) -> None:
    bank, _ = chat
    text = "What did Leo and Ana talk about?"
    body = _ok(_recall(http, bank, text=text))
    assert body["mode"] == parse_mode(served.node.settings.recall.default_mode).value
    text = "Leo Ana Biscuit Clayworks"
    full = _ok(_recall(http, bank, text=text, mode="HYBRID"))["memories"]
    assert len(full) >= 3
    cut = _ok(_recall(http, bank, text=text, mode="HYBRID", limit=2))["memories"]
    assert [m["id"] for m in cut] == [m["id"] for m in full[:2]]


def test_recall_max_tokens_cuts_the_results(http, chat) -> None:
    bank, _ = chat
    text = "Leo Ana Biscuit Clayworks"
    full = _ok(_recall(http, bank, text=text, mode="HYBRID"))
    n = len(full["memories"])
    assert n >= 3
    assert full["total_tokens"] == sum(m["tokens"] for m in full["memories"])
    budget = full["memories"][0]["tokens"] + full["memories"][1]["tokens"]
    cut = _ok(_recall(http, bank, text=text, mode="HYBRID", max_tokens=budget))
    assert 1 <= len(cut["memories"]) < n
    assert cut["total_tokens"] == sum(m["tokens"] for m in cut["memories"]) <= budget


def test_recall_fact_types(http, admin) -> None:
    bank = new_bank(admin, "facts")
    events = [
        {
            "text": "Paris is the capital of France.",
            "occurred_at": "2024-01-01T00:00:00Z",
            "fact_type": "world",
        },
        {"text": "I visited Paris last year.", "occurred_at": "2024-01-02T00:00:00Z"},
        {
            "text": "I think Paris is overrated.",
            "occurred_at": "2024-01-03T00:00:00Z",
            "fact_type": "opinion",
        },
    ]
    admin.retain(bank, events, wait=True)
    every = _ok(_recall(http, bank, text="Paris"))["memories"]
    assert {m["fact_type"] for m in every} == {"world", "experience", "opinion"}
    only = _ok(_recall(http, bank, text="Paris", fact_types=["world", "opinion"]))["memories"]
    assert sorted(m["fact_type"] for m in only) == ["opinion", "world"]


def test_recall_explicit_time_window(http, chat) -> None:
    bank, ids = chat
    body = _ok(
        _recall(
            http,
            bank,
            text="What happened?",
            mode="TEMPR",
            start="2024-03-09T00:00:00Z",
            end="2024-03-10T00:00:00+00:00",
        )
    )
    assert sorted(m["id"] for m in body["memories"]) == sorted(ids[2:4])
    assert body["time_window"]["start"].startswith("2024-03-09")


def test_recall_reference_time_resolves_relative_dates(http, chat) -> None:
    bank, ids = chat
    body = _ok(
        _recall(
            http,
            bank,
            text="What did Leo do last month?",
            mode="TEMPR",
            reference_time="2024-05-15T12:00:00Z",
            explain=True,
        )
    )
    window = body["time_window"]
    assert window is not None and window["start"].startswith("2024-04"), window
    assert body["memories"][0]["id"] == ids[4]
    later = _ok(
        _recall(
            http,
            bank,
            text="What did Leo do last month?",
            mode="TEMPR",
            reference_time="2024-04-05T12:00:00Z",
        )
    )
    assert later["time_window"]["start"].startswith("2024-03")


def test_recall_thinking_budget(http, chat) -> None:
    bank, _ = chat
    for budget in (1, 500):
        body = _ok(
            _recall(http, bank, text="Who sold a vase?", mode="TEMPR", thinking_budget=budget)
        )
        assert body["memories"]
    r = _recall(http, bank, text="x", thinking_budget=0)
    assert r.status_code == 422 and "thinking_budget" in r.json()["error"]["message"]


def test_recall_explain_has_per_arm_ranks_and_timings(http, chat) -> None:
    bank, ids = chat
    body = _ok(
        _recall(http, bank, text="Who sold a vase to a museum?", mode="HYBRID", explain=True)
    )
    timings = body["timings_ms"]
    hybrid = {"bm25", "semantic", "context"}  # query/modes.py: HYBRID's arms
    assert {"encode", "fusion", "total", *(f"arm:{a}" for a in hybrid)} <= set(timings)
    assert all(v >= 0 for v in timings.values())
    for rank, m in enumerate(body["memories"], start=1):
        ex = m["explain"]
        assert ex["final_rank"] == rank
        assert ex["arms"], m
        assert {a["arm"] for a in ex["arms"]} <= hybrid
        assert all(a["rank"] >= 1 for a in ex["arms"])
        assert ex["rrf_score"] is not None and ex["rrf_score"] > 0
    top = body["memories"][0]
    assert top["id"] == ids[3]
    # The vase turn shares words with the question: BM25 and the context arm both find it.
    assert {"bm25", "context"} <= {a["arm"] for a in top["explain"]["arms"]}


# ----------------------------------------------------------------------------- reads
def test_get_memory(http, chat) -> None:
    bank, ids = chat
    m = _ok(http.get(f"/v1/banks/{bank}/memories/{ids[1]}"))
    assert m["id"] == ids[1] and m["bank"] == bank and m["event_id"] == "c1-1"
    assert m["speaker"] == "Ana" and m["conversation_id"] == "c1" and m["session_id"] == "c1-s1"
    assert m["sequence"] == 1 and m["fact_type"] == "experience"
    assert "clayworks" in m["entities"]
    r = http.get(f"/v1/banks/{bank}/memories/{uuid.uuid4()}")
    assert r.status_code == 404 and r.json()["error"]["code"] == "memory_not_found"


def test_list_memories_pagination_covers_all_once(http, admin) -> None:
    bank = new_bank(admin, "pages")
    events = [
        {
            "event_id": f"p{i}",
            "text": f"note number {i}",
            "occurred_at": f"2024-02-{1 + i:02d}T12:00:00Z",
            "speaker": "Leo" if i % 3 else "Ana",
            "fact_type": "world" if i % 4 == 0 else "experience",
        }
        for i in range(23)
    ]
    ids = admin.retain(bank, events, wait=True).ids

    def walk(**params: Any) -> list[str]:
        seen: list[str] = []
        cursor = None
        for _ in range(50):
            q = {**params, **({"cursor": cursor} if cursor else {})}
            page = _ok(http.get(f"/v1/banks/{bank}/memories", params=q))
            assert len(page["memories"]) <= params.get("limit", 50)
            seen += [m["id"] for m in page["memories"]]
            cursor = page["next_cursor"]
            if cursor is None:
                return seen
        raise AssertionError("pagination did not end")

    got = walk(limit=5)
    assert len(got) == len(set(got)) == 23 and set(got) == set(ids)
    assert got == sorted(got)  # id order, whatever the page size
    assert walk(limit=100) == got

    feb10 = walk(limit=4, start="2024-02-10T00:00:00Z", end="2024-02-15T00:00:00+00:00")
    assert sorted(feb10) == sorted(ids[9:14])
    ana = walk(limit=3, speaker=["Ana"])
    assert sorted(ana) == sorted(ids[i] for i in range(23) if i % 3 == 0)
    both = walk(limit=50, speaker=["Ana", "Leo"])
    assert set(both) == set(ids)
    world = walk(limit=2, fact_type="world")
    assert sorted(world) == sorted(ids[i] for i in range(23) if i % 4 == 0)
    mixed = walk(limit=7, fact_type="world", speaker="Ana", start="2024-02-05T00:00:00Z")
    assert sorted(mixed) == sorted(ids[i] for i in (12,))
    assert walk(speaker=["Nobody"]) == []


def test_chain(http, chat) -> None:
    bank, ids = chat
    c = _ok(http.get(f"/v1/banks/{bank}/memories/{ids[2]}/chain", params={"before": 2, "after": 1}))
    assert c["memory_id"] == ids[2]
    assert [m["id"] for m in c["memories"]] == ids[0:4]
    c = _ok(http.get(f"/v1/banks/{bank}/memories/{ids[0]}/chain"))
    assert [m["id"] for m in c["memories"]] == ids[0:3]
    r = http.get(f"/v1/banks/{bank}/memories/{uuid.uuid4()}/chain")
    assert r.status_code == 404 and r.json()["error"]["code"] == "memory_not_found"


def test_entities(http, chat) -> None:
    bank, _ = chat
    rows = _ok(http.get(f"/v1/banks/{bank}/entities"))["entities"]
    by_norm = {e["norm"]: e for e in rows}
    assert {"clayworks", "biscuit"} <= set(by_norm)
    assert by_norm["clayworks"]["mentions"] == 2
    mentions = [e["mentions"] for e in rows]
    assert mentions == sorted(mentions, reverse=True)
    one = _ok(http.get(f"/v1/banks/{bank}/entities", params={"limit": 1}))["entities"]
    assert one == rows[:1]
    rest = _ok(http.get(f"/v1/banks/{bank}/entities", params={"offset": 1}))["entities"]
    assert rest == rows[1:]
    assert _ok(http.get(f"/v1/banks/{bank}/entities", params={"offset": 999}))["entities"] == []


def test_neighbourhood(http, chat) -> None:
    bank, _ = chat
    g = _ok(http.get(f"/v1/banks/{bank}/entities/Clayworks/neighbourhood"))
    assert g["center"] is not None
    labels = {n["label"].lower() for n in g["nodes"]}
    assert "clayworks" in labels and "maya" in labels
    assert all(e["kind"] == "co_occurs" for e in g["edges"])
    r = http.get(f"/v1/banks/{bank}/entities/Nonexistent%20Thing/neighbourhood")
    assert r.status_code == 404 and r.json()["error"]["code"] == "entity_not_found"
    assert "Nonexistent Thing" in r.json()["error"]["message"]


def test_graph_around(http, chat) -> None:
    bank, ids = chat
    g = _ok(http.post(f"/v1/banks/{bank}/graph", json={"memory_ids": ids[:2]}))
    memories = {n["id"] for n in g["nodes"] if n["kind"] == "memory"}
    assert memories == set(ids[:2])
    assert any(n["kind"] == "entity" and n["label"] == "clayworks" for n in g["nodes"])
    assert {"mentions", "next"} <= {e["kind"] for e in g["edges"]}
    unknown = _ok(http.post(f"/v1/banks/{bank}/graph", json={"memory_ids": [str(uuid.uuid4())]}))
    assert unknown["nodes"] == [] and unknown["edges"] == []
    r = http.post(f"/v1/banks/{bank}/graph", json={"memory_ids": ["not-a-uuid"]})
    assert r.status_code == 422 and "not-a-uuid" in r.json()["error"]["message"]


# ----------------------------------------------------------------------------- keys
def test_keys_create_list_revoke(served, http, chat) -> None:
    bank, _ = chat
    made = _ok(http.post("/v1/keys", json={"name": "reader", "banks": [bank]}), 201)
    assert made["key"].startswith("ms_") and made["banks"] == [bank] and not made["admin"]
    listed = _ok(http.get("/v1/keys"))["keys"]
    mine = [k for k in listed if k["id"] == made["id"]]
    assert len(mine) == 1 and mine[0]["name"] == "reader"
    text = json.dumps(listed)
    assert made["key"] not in text and "sha256" not in text

    headers = {"Authorization": f"Bearer {made['key']}"}
    with httpx.Client(base_url=served.url, headers=headers, timeout=60) as c:
        assert c.get(f"/v1/banks/{bank}").status_code == 200
        assert http.delete(f"/v1/keys/{made['id']}").status_code == 204
        r = c.get(f"/v1/banks/{bank}")
        assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
    assert made["id"] not in [k["id"] for k in _ok(http.get("/v1/keys"))["keys"]]
    r = http.delete(f"/v1/keys/{made['id']}")
    assert r.status_code == 404 and r.json()["error"]["code"] == "key_not_found"


# ----------------------------------------------------------------------------- service
def test_health_and_ready(served) -> None:
    assert _ok(httpx.get(served.url + "/health")) == {"status": "ok"}
    ready = _ok(httpx.get(served.url + "/ready", timeout=30))
    assert ready["ready"] is True
    assert ready["checks"] == dict.fromkeys(CHECKS, True)
    assert set(ready["age_s"]) == set(CHECKS)


def test_openapi_lists_every_route(served) -> None:
    spec = _ok(httpx.get(served.url + "/openapi.json"))
    assert spec["info"]["title"] == "memstream"
    documented = {(m.upper(), p) for p, ops in spec["paths"].items() for m in ops}
    routes = {(m, r.path) for r in api_routes(served.app) if r.include_in_schema for m in r.methods}
    assert routes == documented
    assert set(ROUTES) == documented


# ----------------------------------------------------------------------------- metrics
def _metrics(url: str) -> dict[str, list[tuple[dict[str, str], float]]]:
    r = httpx.get(url + "/metrics", timeout=30)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    out: dict[str, list[tuple[dict[str, str], float]]] = {}
    for family in text_string_to_metric_families(r.text):
        for sample in family.samples:
            out.setdefault(sample.name, []).append((sample.labels, sample.value))
    return out


def _total(m: dict[str, list[tuple[dict[str, str], float]]], name: str, **labels: str) -> float:
    return sum(
        v for lbl, v in m.get(name, []) if all(lbl.get(k) == want for k, want in labels.items())
    )


def test_metrics_move_after_activity(served, http, admin) -> None:
    # Log ends and dead letters are read in the background: present once first read.
    def first_read() -> dict[str, list[tuple[dict[str, str], float]]]:
        m = _metrics(served.url)
        read = ("memstream_consumer_lag", "memstream_dead_letters")
        return m if all(n in m for n in read) else {}

    before = _eventually(first_read)
    bank = new_bank(admin, "metrics")
    _ok(
        http.post(
            f"/v1/banks/{bank}/memories", params={"wait": "true"}, json={"events": chat_events()}
        )
    )
    _ok(_recall(http, bank, text="Biscuit", mode="HYBRID"))
    after = _metrics(served.url)

    route = "/v1/banks/{bank}/recall"
    assert _total(after, "memstream_http_requests_total", route=route, status="200") >= (
        _total(before, "memstream_http_requests_total", route=route, status="200") + 1
    )
    for stage in ("encode", "fusion", "total"):
        n = "memstream_recall_stage_seconds_count"
        assert _total(after, n, mode="HYBRID", stage=stage) > _total(
            before, n, mode="HYBRID", stage=stage
        )
    for arm in ("bm25", "semantic"):
        n = "memstream_recall_arm_seconds_count"
        assert _total(after, n, arm=arm) > _total(before, n, arm=arm)
    for store in ("vector", "bm25", "graph"):
        n = "memstream_ingested_memories_total"
        assert _total(after, n, store=store) >= _total(before, n, store=store) + 5
    assert _total(after, "memstream_published_events_total") >= (
        _total(before, "memstream_published_events_total") + 5
    )
    assert "memstream_http_request_seconds_bucket" in after

    # Every event on the topic is committed by the flow soon after it is visible.
    # (Log ends are read in the background: the end offset may trail the commits briefly.)
    _eventually(lambda: _total(_metrics(served.url), "memstream_topic_end_offset") > 0, 30.0)
    _eventually(lambda: _total(_metrics(served.url), "memstream_consumer_lag") == 0, 30.0)
    names = ("memstream_check_ok", "memstream_log_resets_total", "memstream_recall_active")
    rebuilds = ("memstream_store_rebuilds_total", "memstream_store_rebuilding")
    for name in (*names, "memstream_corecalls_lost_total", *rebuilds):
        assert name in _metrics(served.url), f"{name} missing"
    # A cluster of one owns every partition; each is ready once the flow caught up.
    parts = served.node.cluster.partitions
    _eventually(lambda: _total(_metrics(served.url), "memstream_partition_ready") == parts, 30.0)
    assert _total(_metrics(served.url), "memstream_partition_owned") == parts


def test_dead_letters_are_counted(served, http, admin) -> None:
    bank = new_bank(admin, "dlq")
    before = _total(_metrics(served.url), "memstream_dead_letters")
    # Counted nowhere else: a letter without a bank (its value did not parse).
    without = _total(_metrics(served.url), "memstream_dead_letters_without_bank")
    publisher = EventPublisher(served.node.bootstrap, served.node.settings.kafka)
    try:
        bad = {"bank": bank, "event_id": "broken", "text": "", "occurred_at": "yesterday"}
        publisher.publish_raw(f"{bank}/x".encode(), json.dumps(bad).encode())
        publisher.publish_raw(f"{bank}/y".encode(), b"not json")  # no bank: not this bank's
        publisher.flush()
    finally:
        publisher.close()
    _eventually(lambda: _ok(http.get(f"/v1/banks/{bank}"))["dead_letters"] == 1, 40.0, 1.0)
    _eventually(lambda: _total(_metrics(served.url), "memstream_dead_letters") >= before + 2, 20.0)
    _eventually(
        lambda: _total(_metrics(served.url), "memstream_dead_letters_without_bank") >= without + 1,
        20.0,
    )
    # The flow went on: a good event after the poison ones is ingested.
    ok = admin.retain(
        bank, [{"text": "still alive", "occurred_at": "2024-01-01T00:00:00Z"}], wait=True
    )
    assert ok.visible is True
