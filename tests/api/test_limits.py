"""Limits and malformed input get clear 4xx answers: the status, a machine code, and a
message that says what is wrong (which field, which limit)."""

from __future__ import annotations

import socket
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from memstream.contract.recall import MAX_LIMIT, MAX_TOKENS, Mode
from tests.api.conftest import chat_bank

pytestmark = [pytest.mark.integration, pytest.mark.models]

AT = "2024-01-01T00:00:00Z"


@pytest.fixture(scope="module")
def http(admin_http: httpx.Client) -> httpx.Client:
    return admin_http


@pytest.fixture(scope="module")
def bank(admin) -> str:
    return chat_bank(admin, "limits")


@pytest.fixture(scope="module")
def memory_id(admin, bank) -> str:
    return admin.memories(bank, limit=1).memories[0].id


def expect(r: httpx.Response, status: int, code: str, *says: str) -> dict[str, Any]:
    """The answer is `status` with error `code`, and its message contains each of `says`."""
    assert r.status_code == status, f"{r.status_code} {r.text}"
    err = r.json()["error"]
    assert err["code"] == code, err
    for word in says:
        assert word in err["message"], f"{word!r} not in {err['message']!r}"
    return err


def retain(http: httpx.Client, bank: str, events: list[dict[str, Any]], **params: Any):
    return http.post(f"/v1/banks/{bank}/memories", json={"events": events}, params=params)


def recall(http: httpx.Client, bank: str, **body: Any) -> httpx.Response:
    return http.post(f"/v1/banks/{bank}/recall", json=body)


# ----------------------------------------------------------------------------- retain
def test_text_over_max_text_chars(served, http, bank) -> None:
    limit = served.node.settings.flow.max_text_chars
    events = [{"text": "ok", "occurred_at": AT}, {"text": "x" * (limit + 1), "occurred_at": AT}]
    expect(
        retain(http, bank, events),
        422,
        "text_too_large",
        "events[1].text",
        f"{limit + 1} characters",
        f"limit is {limit}",
    )
    assert retain(http, bank, [{"text": "y" * limit, "occurred_at": AT}]).status_code == 202


def test_batch_over_max_batch(served, http, bank) -> None:
    n = served.node.settings.api.max_batch
    assert n == 50
    events = [{"text": f"event {i}", "occurred_at": AT} for i in range(n + 1)]
    expect(retain(http, bank, events), 422, "batch_too_large", f"{n + 1} events", f"limit is {n}")


def test_empty_batch_and_blank_text(http, bank) -> None:
    expect(
        http.post(f"/v1/banks/{bank}/memories", json={"events": []}),
        422,
        "invalid_request",
        "events",
    )
    err = expect(retain(http, bank, [{"text": "", "occurred_at": AT}]), 422, "invalid_request")
    assert "events.0.text" in err["message"] and "at least 1 character" in err["message"]
    err = expect(retain(http, bank, [{"text": " \n", "occurred_at": AT}]), 422, "invalid_request")
    assert "events.0.text" in err["message"] and "must not be blank" in err["message"]
    expect(recall(http, bank, text="   "), 422, "invalid_request", "text must not be blank")
    expect(recall(http, bank, text=""), 422, "invalid_request", "text")
    # only invisible characters: stored, a byte-order mark had ranked first for any query
    invisible = [{"text": "\ufeff\u200b", "occurred_at": AT}]
    err = expect(retain(http, bank, invisible), 422, "invalid_request")
    assert "events.0.text" in err["message"] and "visible character" in err["message"]
    expect(recall(http, bank, text="\u200b"), 422, "invalid_request", "visible character")


def test_empty_fact_types_are_refused(http, bank) -> None:
    """`fact_types: []` answered nothing at all; leave it out for every type."""
    expect(recall(http, bank, text="event", fact_types=[]), 422, "invalid_request", "fact_types")


@pytest.mark.parametrize(
    ("occurred_at", "says"),
    [
        ("2024-01-01T00:00:00", "timezone"),
        ("yesterday", "occurred_at"),
        ("2024-13-45T00:00:00Z", "occurred_at"),
        ("", "occurred_at"),
        (None, "occurred_at"),
    ],
)
def test_retain_malformed_times(http, bank, occurred_at, says) -> None:
    expect(
        retain(http, bank, [{"text": "when?", "occurred_at": occurred_at}]),
        422,
        "invalid_request",
        "events.0.occurred_at",
        says,
    )


def test_retain_bad_wait_timeout(http, bank) -> None:
    event = [{"text": "t", "occurred_at": AT}]
    expect(
        retain(http, bank, event, wait="true", timeout_s=0),
        422,
        "invalid_request",
        "timeout_s",
        "greater than 0",
    )
    expect(retain(http, bank, event, wait="perhaps"), 422, "invalid_request", "wait")


# ----------------------------------------------------------------------------- recall
def test_recall_limit_over_the_max(http, bank) -> None:
    expect(
        recall(http, bank, text="x", limit=MAX_LIMIT + 1),
        422,
        "invalid_request",
        "limit",
        f"less than or equal to {MAX_LIMIT}",
    )
    expect(recall(http, bank, text="x", limit=0), 422, "invalid_request", "limit")
    assert recall(http, bank, text="x", limit=MAX_LIMIT).status_code == 200


def test_recall_max_tokens_over_the_max(http, bank) -> None:
    expect(
        recall(http, bank, text="x", max_tokens=MAX_TOKENS + 1),
        422,
        "invalid_request",
        "max_tokens",
        f"less than or equal to {MAX_TOKENS}",
    )
    expect(recall(http, bank, text="x", max_tokens=0), 422, "invalid_request", "max_tokens")


def test_recall_unknown_mode_names_the_valid_ones(http, bank) -> None:
    err = expect(
        recall(http, bank, text="x", mode="NOPE"), 422, "invalid_request", "unknown mode 'NOPE'"
    )
    for mode in Mode:
        assert mode.value in err["message"]
    assert "KEYWORD_ONLY" in err["message"]  # aliases too


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("start", "2024-01-01T00:00:00", "timezone"),
        ("end", "not a time", "end"),
        ("reference_time", "2024-01-01", "timezone"),
        ("reference_time", "garbage", "reference_time"),
        ("start", 1e30, "start"),
    ],
)
def test_recall_malformed_times(http, bank, field, value, says) -> None:
    expect(recall(http, bank, text="x", **{field: value}), 422, "invalid_request", field, says)


def test_recall_end_before_start(http, bank) -> None:
    expect(
        recall(http, bank, text="x", start="2024-02-01T00:00:00Z", end="2024-01-01T00:00:00Z"),
        422,
        "invalid_request",
        "end must be after start",
    )


def test_recall_wrong_types(http, bank) -> None:
    expect(
        recall(http, bank, text="x", fact_types=["gossip"]),
        422,
        "invalid_request",
        "fact_types",
        "world",
    )
    expect(recall(http, bank, text="x", limit="many"), 422, "invalid_request", "limit")
    expect(recall(http, bank, text=["x"]), 422, "invalid_request", "text")
    expect(recall(http, bank, text="x" * 2001), 422, "invalid_request", "text", "2000")


# ----------------------------------------------------------------------------- unknown fields
def test_unknown_fields_are_named(http, bank) -> None:
    expect(recall(http, bank, text="x", limt=3), 422, "invalid_request", "limt")
    r = http.post(f"/v1/banks/{bank}/recall", json={"text": "x", "bank": "other"})
    expect(r, 422, "invalid_request", "bank", "Extra inputs")
    expect(
        retain(http, bank, [{"text": "x", "occurred_at": AT, "colour": "red"}]),
        422,
        "invalid_request",
        "events.0.colour",
        "Extra inputs",
    )
    r = http.post(f"/v1/banks/{bank}/memories", json={"events": [], "wiat": True})
    expect(r, 422, "invalid_request", "wiat")
    expect(
        http.post("/v1/banks", json={"name": "fine-name", "descr": "x"}),
        422,
        "invalid_request",
        "descr",
    )
    expect(
        http.post("/v1/keys", json={"name": "k", "admin": True, "scopes": []}),
        422,
        "invalid_request",
        "scopes",
    )
    expect(
        http.post(f"/v1/banks/{bank}/graph", json={"memory_ids": [], "depth": 2}),
        422,
        "invalid_request",
        "depth",
    )


def test_malformed_json_body(http, bank) -> None:
    r = http.post(
        f"/v1/banks/{bank}/recall",
        content=b"{not json",
        headers={"Content-Type": "application/json"},
    )
    expect(r, 422, "invalid_request", "JSON")


# ----------------------------------------------------------------------------- body size
def _raw_post(url: str, path: str, key: str, content_length: str) -> tuple[int, bytes]:
    """A POST that announces `content_length` bytes and sends none (the node must not wait)."""
    u = urlsplit(url)
    with socket.create_connection((u.hostname, u.port), timeout=30) as s:
        s.sendall(
            (
                f"POST {path} HTTP/1.1\r\nHost: {u.netloc}\r\nAuthorization: Bearer {key}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {content_length}\r\n"
                "Connection: close\r\n\r\n"
            ).encode()
        )
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def test_body_over_max_body_bytes_is_413(served, http, bank) -> None:
    limit = served.node.settings.api.max_body_bytes
    status, body = _raw_post(
        served.url, f"/v1/banks/{bank}/recall", served.admin_key, str(limit + 1)
    )
    assert status == 413 and b'"too_large"' in body and str(limit).encode() in body
    # A real oversized body too (httpx sends it; the node answers without reading it all).
    big = b'{"text": "' + b"x" * (limit + 1) + b'"}'
    try:
        r = http.post(
            f"/v1/banks/{bank}/recall", content=big, headers={"Content-Type": "application/json"}
        )
    except httpx.TransportError:  # the node may close before the upload finishes
        return
    expect(r, 413, "too_large", f"over {limit} bytes")


# ----------------------------------------------------------------------------- paths
@pytest.mark.parametrize(
    "name", ["-starts-with-dash", "has space", "x" * 65, "semi;colon", ".hidden", "é"]
)
def test_bad_bank_name_in_path(http, name) -> None:
    for method, suffix, body in (
        ("GET", "", None),
        ("POST", "/recall", {"text": "x"}),
        ("DELETE", "", None),
        ("GET", "/memories", None),
    ):
        r = http.request(method, f"/v1/banks/{name}{suffix}", json=body)
        expect(r, 422, "invalid_request", "bank")


def test_bad_bank_name_in_body(http) -> None:
    expect(http.post("/v1/banks", json={"name": "no/slash"}), 422, "invalid_request", "name")
    expect(http.post("/v1/keys", json={"banks": ["bad name"]}), 422, "invalid_request", "banks")
    expect(
        http.post("/v1/keys", json={"name": "no scope"}),
        422,
        "invalid_request",
        "admin=true or at least one bank",
    )


def test_non_uuid_memory_id(http, bank) -> None:
    for suffix in ("", "/chain"):
        r = http.get(f"/v1/banks/{bank}/memories/not-a-uuid{suffix}")
        expect(r, 422, "invalid_request", "memory_id", "UUID")


# ----------------------------------------------------------------------------- list limits
def test_list_limits(served, http, bank, memory_id) -> None:
    top = served.node.settings.api.max_page
    expect(
        http.get(f"/v1/banks/{bank}/memories", params={"limit": top + 1}),
        422,
        "limit_too_large",
        f"limit {top + 1}",
        f"largest page is {top}",
    )
    expect(
        http.get(f"/v1/banks/{bank}/entities", params={"limit": top + 1}),
        422,
        "limit_too_large",
        f"largest page is {top}",
    )
    expect(
        http.get(f"/v1/banks/{bank}/memories", params={"limit": 0}), 422, "invalid_request", "limit"
    )
    expect(
        http.get(f"/v1/banks/{bank}/memories", params={"cursor": "page-2"}),
        422,
        "invalid_request",
        "cursor",
    )
    expect(
        http.get(f"/v1/banks/{bank}/memories", params={"fact_type": "gossip"}),
        422,
        "invalid_request",
        "fact_type",
    )
    expect(
        http.get(f"/v1/banks/{bank}/entities", params={"offset": -1}),
        422,
        "invalid_request",
        "offset",
    )
    chain = f"/v1/banks/{bank}/memories/{memory_id}/chain"
    expect(http.get(chain, params={"before": 51}), 422, "invalid_request", "before")
    hood = f"/v1/banks/{bank}/entities/Leo/neighbourhood"
    expect(http.get(hood, params={"hops": 3}), 422, "invalid_request", "hops")
    expect(http.get(hood, params={"limit": 201}), 422, "invalid_request", "limit")
    many = [str(i) for i in range(201)]
    expect(
        http.post(f"/v1/banks/{bank}/graph", json={"memory_ids": many}),
        422,
        "invalid_request",
        "memory_ids",
    )


@pytest.mark.parametrize(
    ("params", "code", "says"),
    [
        ({"start": "2024-01-01T00:00:00"}, "invalid_time", "start needs a timezone"),
        ({"end": "2024-01-01T00:00:00"}, "invalid_time", "end needs a timezone"),
        ({"start": "garbage"}, "invalid_request", "start"),
        ({"end": "2024-99-01T00:00:00Z"}, "invalid_request", "end"),
        (
            {"start": "2024-02-01T00:00:00Z", "end": "2024-01-01T00:00:00Z"},
            "invalid_time",
            "end is before start",
        ),
    ],
)
def test_list_malformed_times(http, bank, params, code, says) -> None:
    expect(http.get(f"/v1/banks/{bank}/memories", params=params), 422, code, says)


# ----------------------------------------------------------------------------- starlette's own
def test_unreadable_body_unknown_path_and_wrong_method_use_the_error_body(http, bank) -> None:
    r = http.post(
        f"/v1/banks/{bank}/graph", content=b"\x80", headers={"Content-Type": "application/json"}
    )
    expect(r, 400, "bad_request", "parsing the body")
    expect(http.get("/v1/nothing-here"), 404, "not_found", "Not Found")
    r = http.put(f"/v1/banks/{bank}/recall", json={"text": "x"})
    expect(r, 405, "method_not_allowed", "Method Not Allowed")
    assert r.headers["allow"] == "POST"


# ----------------------------------------------------------------------------- extreme times
@pytest.mark.parametrize(
    "at", ["0202-11-07T23:57:46.4Z", "1677-01-01T00:00:00Z", "9999-12-31T00:00:00Z"]
)
def test_retain_times_the_stores_cannot_hold(served, http, bank, at) -> None:
    """Found by fuzzing: such an event used to be accepted (202), then failed every Tantivy
    write and stopped the ingestion flow for every bank."""
    expect(
        retain(http, bank, [{"text": "long ago", "occurred_at": at}]),
        422,
        "invalid_request",
        "events.0.occurred_at",
        "1678-01-01",
        "2262-01-01",
    )
    ok = retain(http, bank, [{"text": "edge", "occurred_at": "1678-01-01T00:00:00Z"}], wait="true")
    assert ok.status_code == 200 and ok.json()["visible"] is True
    assert http.get("/ready").json()["checks"]["flow"] is True


def test_extreme_windows_answer_without_error(http, bank) -> None:
    far = {"start": "0001-01-01T00:00:00Z", "end": "9999-12-31T23:59:59+00:00"}
    r = recall(http, bank, text="Biscuit", mode="HYBRID", **far)
    assert r.status_code == 200, r.text
    r = recall(http, bank, text="Biscuit", reference_time="9999-12-31T00:00:00Z")
    assert r.status_code == 200, r.text
    r = http.get(f"/v1/banks/{bank}/memories", params=far)
    assert r.status_code == 200 and len(r.json()["memories"]) >= 5, r.text
