"""A pytest plugin for agents' tests: replay a recorded conversation into an ephemeral
memstream node, ask, and assert what memory answers. Offline, in your CI.

```python
def test_support_bot_remembers_where_ana_works(memstream_replay):
    ms = memstream_replay("tests/data/support.jsonl")  # events visible, tombstones applied
    top3 = ms.recall("support", "Where does Ana work?", limit=3).memories
    assert any("Siemens" in m.text for m in top3)
```

The file is JSONL, one event a line, as `memstream publish` reads it and as `memstream record`
writes it from a bank or a topic. Installing memstream registers the plugin (entry point
`pytest11`); its fixtures:

- `memstream_node` (session): an `EphemeralNode`: embedded broker with its log in memory,
  stores in a temporary folder, the real models, the HTTP API on a free port of 127.0.0.1.
  `.client()`, `.replay(path)`, `.dead_letters(bank, at_least)`, `.url`, `.admin_key`.
- `memstream_replay` (function): `replay(path, fresh=True) -> MemstreamClient`: the banks the
  file names are first deleted (so tests sharing the node start from empty banks), then the
  file is published and the call returns once the flow has caught up; the client (admin key)
  is closed after the test. `replay.last` is what the last replay published (`Replayed`).
- `memstream_client` (function): a client of the node with the admin key.
- `memstream_enricher` (session): the models, loaded once (about 10 s); override it to share
  a loaded enricher, or to use other model settings.

The node runs in the test process (its threads), so the models load once per session; a
session with `pytest-xdist` gets one node per worker.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from memstream.client import MemstreamClient
    from memstream.service.ephemeral import EphemeralNode, Line, Replayed


@pytest.fixture(scope="session")
def memstream_enricher() -> Any:
    """The enricher (MiniLM, SPLADE, spaCy, Duckling) with the packaged models."""
    from memstream.encoders import load_enricher
    from memstream.encoders.backend import missing_exports, prepare_exports
    from memstream.settings import ModelSettings

    models = ModelSettings()
    if missing_exports(models):
        prepare_exports(models)  # the first run makes the ONNX files (once)
    return load_enricher(models)


@pytest.fixture(scope="session")
def memstream_node(
    memstream_enricher: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[EphemeralNode]:
    """An ephemeral node for the test session (see the module)."""
    from memstream.service.ephemeral import EphemeralNode

    with EphemeralNode(tmp_path_factory.mktemp("memstream"), enricher=memstream_enricher) as node:
        yield node


@pytest.fixture
def memstream_client(memstream_node: EphemeralNode) -> Iterator[MemstreamClient]:
    """A client of the ephemeral node with its admin key."""
    with memstream_node.client() as ms:
        yield ms


class Replay:
    """`replay(source)`: publish a recorded file (or lines) and hand back a client."""

    def __init__(self, node: EphemeralNode) -> None:
        self._node = node
        self._clients: list[MemstreamClient] = []
        self.last: Replayed | None = None

    def __call__(
        self,
        source: Path | str | Iterable[Line],
        *,
        fresh: bool = True,
        timeout_s: float = 60.0,
    ) -> MemstreamClient:
        self.last = self._node.replay(source, fresh=fresh, timeout_s=timeout_s)
        client = self._node.client()
        self._clients.append(client)
        return client

    def close(self) -> None:
        for c in self._clients:
            c.close()


@pytest.fixture
def memstream_replay(memstream_node: EphemeralNode) -> Iterator[Callable[..., MemstreamClient]]:
    """`replay(path, fresh=True, timeout_s=60) -> MemstreamClient` (see the module)."""
    replay = Replay(memstream_node)
    try:
        yield replay
    finally:
        replay.close()
