"""A real node for the API tests: embedded Tansu broker, embedded stores, real models,
served by uvicorn on a free port in a background thread. One per test session.

`served` gives the URL, the admin key and the node; `admin` is a client with that key. Tests
create their own banks (unique names) so they do not depend on each other's order.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from fastapi import routing

from memstream.client import MemstreamClient
from memstream.service.api import create_app
from memstream.service.keys import KeyStore
from memstream.service.node import Node
from memstream.settings import (
    ApiSettings,
    FlowSettings,
    KafkaSettings,
    Settings,
    StoreSettings,
)


@dataclass
class Served:
    url: str
    admin_key: str
    node: Node
    keys: KeyStore
    app: object

    def client(self, key: str | None = None) -> MemstreamClient:
        return MemstreamClient(self.url, api_key=key, timeout=60.0)


def node_settings(data_dir: Path, **api: object) -> Settings:
    return Settings(
        kafka=KafkaSettings(topic="api-events", dlq_topic="api-events.dlq"),
        store=StoreSettings(data_dir=data_dir),
        flow=FlowSettings(snapshot_interval_s=0.5, source_batch_size=64),
        api=ApiSettings(port=0, max_batch=50, max_page=100, max_wait_s=30.0, **api),
    )


@pytest.fixture(scope="session")
def served(enricher, tmp_path_factory) -> Iterator[Served]:
    settings = node_settings(tmp_path_factory.mktemp("node"))
    keys = KeyStore(settings.keys_file)
    admin_key, _ = keys.create("tests admin", admin=True)
    node = Node(settings, enricher=enricher).start()
    app = create_app(node, keys)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield Served(f"http://127.0.0.1:{port}", admin_key, node, keys, app)
    finally:
        server.should_exit = True
        thread.join(10)
        node.stop()


@pytest.fixture(scope="session")
def admin(served: Served) -> Iterator[MemstreamClient]:
    with served.client(served.admin_key) as c:
        yield c


@pytest.fixture(scope="module")
def admin_http(served: Served) -> Iterator[httpx.Client]:
    """Raw HTTP with the admin key, for bodies the typed client would refuse to send."""
    headers = {"Authorization": f"Bearer {served.admin_key}"}
    with httpx.Client(base_url=served.url, headers=headers, timeout=60.0) as c:
        yield c


def new_bank(admin: MemstreamClient, prefix: str = "t") -> str:
    name = f"{prefix}-{uuid.uuid4().hex[:8]}"
    admin.create_bank(name)
    return name


def chat_bank(admin: MemstreamClient, prefix: str) -> str:
    """A new bank holding `chat_events()`, visible before it is returned."""
    name = new_bank(admin, prefix)
    admin.retain(name, chat_events(), wait=True)
    return name


def api_routes(app: Any) -> list[Any]:
    """Every API route the app serves (with `path`, `methods`, `include_in_schema`).

    Newer FastAPI keeps an included router as one entry of `app.routes`;
    `iter_route_contexts` unfolds it (older versions copy the routes in, so no unfolding).
    """
    unfold = getattr(routing, "iter_route_contexts", None)
    routes = list(unfold(app.routes)) if unfold is not None else list(app.routes)
    return [r for r in routes if isinstance(getattr(r, "original_route", r), routing.APIRoute)]


#: Every documented operation (test_routes checks this against the OpenAPI spec, so a new
#: route cannot escape the fuzzing and the auth matrix).
ROUTES = [
    ("GET", "/health"),
    ("GET", "/ready"),
    ("GET", "/metrics"),
    ("GET", "/v1/banks"),
    ("POST", "/v1/banks"),
    ("GET", "/v1/banks/{bank}"),
    ("DELETE", "/v1/banks/{bank}"),
    ("POST", "/v1/banks/{bank}/memories"),
    ("GET", "/v1/banks/{bank}/memories"),
    ("POST", "/v1/banks/{bank}/recall"),
    ("GET", "/v1/banks/{bank}/memories/{memory_id}"),
    ("DELETE", "/v1/banks/{bank}/memories/{memory_id}"),
    ("POST", "/v1/banks/{bank}/forget"),
    ("GET", "/v1/banks/{bank}/memories/{memory_id}/chain"),
    ("GET", "/v1/banks/{bank}/entities"),
    ("GET", "/v1/banks/{bank}/entities/{entity}/neighbourhood"),
    ("POST", "/v1/banks/{bank}/graph"),
    ("GET", "/v1/keys"),
    ("POST", "/v1/keys"),
    ("DELETE", "/v1/keys/{key_id}"),
    ("GET", "/v1/cluster"),
]


#: A small chat with a temporal and a multi-hop question in it (shared by API tests).
CHAT = [
    ("Leo", "2024-03-02T10:00:00+00:00", "I adopted a beagle puppy today, his name is Biscuit."),
    (
        "Ana",
        "2024-03-02T10:01:00+00:00",
        "Congrats! I started a new job at Clayworks pottery studio.",
    ),
    (
        "Leo",
        "2024-03-09T18:00:00+00:00",
        "Biscuit chewed my running shoes, the day before my race.",
    ),
    ("Ana", "2024-03-09T18:02:00+00:00", "My manager at Clayworks, Maya, sold a vase to a museum."),
    ("Leo", "2024-04-20T09:00:00+00:00", "I ran the Lisbon half marathon in 1:52 this morning."),
]


def chat_events(conversation: str = "c1") -> list[dict[str, object]]:
    return [
        {
            "event_id": f"{conversation}-{i}",
            "text": text,
            "occurred_at": at,
            "speaker": speaker,
            "conversation_id": conversation,
            "session_id": f"{conversation}-s{1 + i // 2}",
            "sequence": i,
        }
        for i, (speaker, at, text) in enumerate(CHAT)
    ]
