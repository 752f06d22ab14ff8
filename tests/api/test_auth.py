"""The auth matrix over every `/v1` route: 401 without a (known) key, 403 outside a key's
banks or for admin routes, and nothing leaks between banks.

The route list comes from the app itself, and `REQUESTS` must describe each of them: a new
route fails `test_every_v1_route_is_covered` until it is added here, so none escapes the matrix.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from memstream.errors import ConfigError
from memstream.service.api import create_app
from memstream.service.keys import KeyStore, hash_key, new_key
from tests.api.conftest import api_routes, chat_events, new_bank

pytestmark = [pytest.mark.integration, pytest.mark.models]


@dataclass(frozen=True)
class Target:
    """What a request needs to be valid: a bank, one of its memories and entities, a key id."""

    bank: str
    memory_id: str
    entity: str = "Clayworks"
    key_id: str = "00000000"
    new_bank: str = "unused"
    #: The memory the matrix forgets: an id no bank holds (forgetting it deletes nothing).
    forget_id: str = "00000000-0000-5000-8000-000000000000"


Req = dict[str, Any]

#: One valid request per route, (method, path) -> request for a target.
REQUESTS: dict[tuple[str, str], Callable[[Target], Req]] = {
    ("GET", "/v1/banks"): lambda t: {},
    ("POST", "/v1/banks"): lambda t: {"json": {"name": t.new_bank}},
    ("GET", "/v1/banks/{bank}"): lambda t: {},
    ("DELETE", "/v1/banks/{bank}"): lambda t: {},
    ("POST", "/v1/banks/{bank}/memories"): lambda t: {
        "json": {"events": [{"text": "auth probe", "occurred_at": "2024-01-01T00:00:00Z"}]}
    },
    ("GET", "/v1/banks/{bank}/memories"): lambda t: {"params": {"limit": 2}},
    ("POST", "/v1/banks/{bank}/recall"): lambda t: {"json": {"text": "Biscuit"}},
    ("GET", "/v1/banks/{bank}/memories/{memory_id}"): lambda t: {},
    ("DELETE", "/v1/banks/{bank}/memories/{memory_id}"): lambda t: {},
    ("POST", "/v1/banks/{bank}/forget"): lambda t: {"json": {"speaker": "nobody-in-the-matrix"}},
    ("GET", "/v1/banks/{bank}/memories/{memory_id}/chain"): lambda t: {},
    ("GET", "/v1/banks/{bank}/entities"): lambda t: {},
    ("GET", "/v1/banks/{bank}/entities/{entity}/neighbourhood"): lambda t: {},
    ("POST", "/v1/banks/{bank}/graph"): lambda t: {"json": {"memory_ids": [t.memory_id]}},
    ("GET", "/v1/keys"): lambda t: {},
    ("POST", "/v1/keys"): lambda t: {"json": {"name": "auth-matrix", "banks": [t.bank]}},
    ("DELETE", "/v1/keys/{key_id}"): lambda t: {},
    ("GET", "/v1/cluster"): lambda t: {},
}

#: Routes only an admin key may use, whatever the bank.
ADMIN_ONLY = {
    ("POST", "/v1/banks"),
    ("DELETE", "/v1/banks/{bank}"),
    ("GET", "/v1/keys"),
    ("POST", "/v1/keys"),
    ("DELETE", "/v1/keys/{key_id}"),
    ("GET", "/v1/cluster"),  # the cluster's layout: internal URLs
}


def v1_routes(app: Any) -> list[tuple[str, str]]:
    v1 = [r for r in api_routes(app) if r.path.startswith("/v1")]
    return sorted((method, r.path) for r in v1 for method in r.methods)


def request(route: tuple[str, str], t: Target) -> tuple[str, str, Req]:
    method, path = route
    memory = t.forget_id if method == "DELETE" else t.memory_id  # never forget a real one
    url = path.format(bank=t.bank, memory_id=memory, entity=t.entity, key_id=t.key_id)
    return method, url, REQUESTS[route](t)


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def api_key(key: str) -> dict[str, str]:
    return {"X-API-Key": key}


@pytest.fixture(scope="module")
def http(served) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=served.url, timeout=90.0) as c:
        yield c


@pytest.fixture(scope="module")
def banks(admin) -> tuple[Target, Target]:
    """Bank A (the scoped key's) and bank B (someone else's), both holding the chat."""
    targets = []
    for prefix in ("auth-a", "auth-b"):
        bank = new_bank(admin, prefix)
        ids = admin.retain(bank, chat_events(), wait=True).ids
        targets.append(Target(bank, ids[1]))
    return targets[0], targets[1]


@pytest.fixture(scope="module")
def scoped_key(admin, banks) -> str:
    a, _ = banks
    return admin.create_key("bank A only", banks=[a.bank]).key


def _error(r: httpx.Response, status: int, code: str) -> None:
    assert r.status_code == status, f"{r.request.method} {r.request.url}: {r.status_code} {r.text}"
    assert r.json()["error"]["code"] == code, r.text


def test_every_v1_route_is_covered(served) -> None:
    routes = set(v1_routes(served.app))
    assert routes == set(REQUESTS), "describe the new route in REQUESTS (and ADMIN_ONLY)"
    assert routes >= ADMIN_ONLY
    spec = httpx.get(served.url + "/openapi.json").json()
    documented = {
        (m.upper(), p) for p, ops in spec["paths"].items() if p.startswith("/v1") for m in ops
    }
    assert documented == routes


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"Authorization": "Bearer"},
        bearer("ms_not-a-real-key"),
        api_key("ms_not-a-real-key"),
        {"Authorization": "Basic dXNlcjpwYXNz"},
        {"Authorization": "ms_no-scheme"},
    ],
    ids=["none", "bare-bearer", "unknown-bearer", "unknown-x-api-key", "basic", "no-scheme"],
)
def test_no_or_unknown_key_is_401_everywhere(served, http, banks, headers) -> None:
    a, _ = banks
    for route in v1_routes(served.app):
        method, url, kw = request(route, a)
        r = http.request(method, url, headers=headers, **kw)
        _error(r, 401, "unauthorized")
        assert "API key" in r.json()["error"]["message"]


@pytest.mark.parametrize("style", [bearer, api_key], ids=["bearer", "x-api-key"])
def test_scoped_key_is_403_on_another_bank(served, http, banks, scoped_key, style) -> None:
    _, b = banks
    ghost = Target(f"ghost-{uuid.uuid4().hex[:8]}", str(uuid.uuid4()))
    other_key = b.bank  # a key id that does not exist either way
    for route in v1_routes(served.app):
        for target in (b, ghost):
            target = Target(target.bank, target.memory_id, key_id=other_key, new_bank=b.bank)
            method, url, kw = request(route, target)
            if "{bank}" not in route[1] and route not in ADMIN_ONLY:
                continue  # GET /v1/banks: checked below
            r = http.request(method, url, headers=style(scoped_key), **kw)
            _error(r, 403, "forbidden")
            if route not in ADMIN_ONLY:
                assert target.bank in r.json()["error"]["message"]
    # B is untouched: nothing written, nothing deleted.
    with served.client(served.admin_key) as admin:
        assert admin.bank(b.bank).counts.vector == 5
        assert ghost.bank not in [x.name for x in admin.banks()]


@pytest.mark.parametrize("style", [bearer, api_key], ids=["bearer", "x-api-key"])
def test_scoped_key_works_on_its_bank(served, http, banks, scoped_key, style) -> None:
    a, _ = banks
    for route in v1_routes(served.app):
        method, url, kw = request(route, a)
        r = http.request(method, url, headers=style(scoped_key), **kw)
        if route in ADMIN_ONLY:
            _error(r, 403, "forbidden")
            assert "admin" in r.json()["error"]["message"]
        else:
            assert r.status_code in (200, 202), f"{method} {url}: {r.status_code} {r.text}"
    listed = http.get("/v1/banks", headers=style(scoped_key)).json()["banks"]
    assert [x["name"] for x in listed] == [a.bank]


def test_admin_key_works_everywhere(served, http, banks, admin) -> None:
    a, _ = banks
    doomed = new_bank(admin, "auth-doomed")
    throwaway = admin.create_key("to revoke", banks=[a.bank])
    want = {"POST": {200, 201, 202}, "GET": {200}, "DELETE": {202, 204}}
    for route in v1_routes(served.app):
        target = a
        if route == ("DELETE", "/v1/banks/{bank}"):
            target = Target(doomed, a.memory_id)
        elif route == ("DELETE", "/v1/keys/{key_id}"):
            target = Target(a.bank, a.memory_id, key_id=throwaway.id)
        elif route == ("POST", "/v1/banks"):
            target = Target(a.bank, a.memory_id, new_bank=f"auth-new-{uuid.uuid4().hex[:8]}")
        method, url, kw = request(route, target)
        r = http.request(method, url, headers=bearer(served.admin_key), **kw)
        assert r.status_code in want[method], f"{method} {url}: {r.status_code} {r.text}"
    assert doomed not in [x.name for x in admin.banks()]
    assert throwaway.id not in [k.id for k in served.keys.list()]


def test_admin_gets_404_for_a_missing_bank_where_a_scoped_key_gets_403(
    served, http, scoped_key
) -> None:
    ghost = Target(f"ghost-{uuid.uuid4().hex[:8]}", str(uuid.uuid4()))
    for route in v1_routes(served.app):
        if "{bank}" not in route[1]:
            continue
        method, url, kw = request(route, ghost)
        _error(http.request(method, url, headers=bearer(scoped_key), **kw), 403, "forbidden")
        r = http.request(method, url, headers=bearer(served.admin_key), **kw)
        _error(r, 404, "bank_not_found")


def test_a_multi_bank_key_sees_each_of_its_banks(served, http, banks, admin) -> None:
    a, b = banks
    both = admin.create_key("A and B", banks=[a.bank, b.bank]).key
    for t in (a, b):
        r = http.get(f"/v1/banks/{t.bank}/memories/{t.memory_id}", headers=api_key(both))
        assert r.status_code == 200 and r.json()["bank"] == t.bank
    # A memory of B asked for through A's URL is not found: ids never cross banks.
    r = http.get(f"/v1/banks/{a.bank}/memories/{b.memory_id}", headers=api_key(both))
    _error(r, 404, "memory_not_found")


def test_service_routes_need_no_key(served, http) -> None:
    for path in ("/health", "/ready", "/metrics", "/openapi.json"):
        assert http.get(path).status_code == 200, path


def test_keys_file_holds_hashes_only(served, admin, banks) -> None:
    a, _ = banks
    made = admin.create_key("file check", banks=[a.bank])
    text = served.node.settings.keys_file.read_text()
    for key in (served.admin_key, made.key):
        assert key not in text
        assert hash_key(key) in text
    # The API never returns a hash either.
    listed = httpx.get(served.url + "/v1/keys", headers=bearer(served.admin_key)).text
    assert hash_key(made.key) not in listed and made.key not in listed


def test_deployment_admin_key_sha256(served, tmp_path) -> None:
    """api.admin_key_sha256: an admin key the deployment knows only by its hash."""
    key = new_key()
    keys = KeyStore(tmp_path / "keys.json", admin_sha256=hash_key(key))
    app = create_app(served.node, keys)
    with TestClient(app) as c:
        assert c.get("/v1/keys", headers=bearer(key)).status_code == 200
        assert c.get("/v1/banks", headers=api_key(key)).status_code == 200
        assert c.get("/v1/banks", headers=bearer(new_key())).status_code == 401
        made = c.post("/v1/keys", headers=bearer(key), json={"name": "x", "admin": True})
        assert made.status_code == 201
    # Once this second app has stopped, it no longer observes the shared node.
    assert app.state.metrics.on_write not in served.node.listeners
    assert key not in (tmp_path / "keys.json").read_text()
    with pytest.raises(ConfigError, match="admin_key_sha256"):
        KeyStore(tmp_path / "keys.json", admin_sha256=key)
