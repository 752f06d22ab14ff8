"""An ephemeral node for tests: embedded broker (in memory), stores in a temporary folder,
the API on a free port in a thread of this process; and the replay of a recorded event file
into it (`EphemeralNode.replay`), the heart of the pytest plugin `memstream.testing`.

A replay publishes the file's lines to the events topic as `memstream publish` does (one
record a line, keyed by the bank; a line that is not a valid event goes out as it is, and the
flow dead-letters it with the reason) and returns once the flow has caught up with it. To
know when, it ends each bank's records with a tombstone of its own that forgets nothing (one
random memory id): the flow writes a bank's records in log order, so once that tombstone is
applied, every record before it is in the stores (or dead-lettered). Waiting for the events'
own ids would not do: a file may hold an event twice, around a tombstone that forgets it.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstream.client import MemstreamClient
from memstream.errors import BadRecord, MemstreamError
from memstream.events import MemoryEvent
from memstream.placement import bank_key
from memstream.settings import (
    ApiSettings,
    BrokerSettings,
    FlowSettings,
    KafkaSettings,
    Settings,
    StoreSettings,
)
from memstream.tombstone import ForgetEvent, ForgetScope, decode_log_value

if TYPE_CHECKING:
    from memstream.encoders import Enricher
    from memstream.service.node import Node

MEMORY_LOG = "memory://tansu/"
Line = str | bytes | dict[str, Any]


class ReplayTimeout(MemstreamError):
    """The flow did not catch up with a replay in time."""


@dataclass
class Replayed:
    """What a replay published."""

    records: int = 0
    events: int = 0
    forgets: int = 0
    #: Lines the flow dead-letters (not JSON, not a valid event or tombstone).
    invalid: int = 0
    banks: list[str] = field(default_factory=list)


def ephemeral_settings(data_dir: Path) -> Settings:
    """A node's settings for a test: everything local, the log in memory, quick snapshots."""
    return Settings(
        broker=BrokerSettings(storage_engine=MEMORY_LOG),
        kafka=KafkaSettings(bootstrap_servers=""),
        store=StoreSettings(data_dir=data_dir),
        flow=FlowSettings(snapshot_interval_s=0.5),
        api=ApiSettings(host="127.0.0.1", port=0),
    )


def read_lines(source: Path | str | Iterable[Line]) -> list[bytes]:
    """The records of a JSONL file (a path) or of lines given as text, bytes or dicts; blank
    lines are skipped, as `memstream publish` skips them."""
    if isinstance(source, str | Path):
        raw = Path(source).read_bytes().splitlines()
    else:
        raw = [_bytes(x) for x in source]
    return [line for line in raw if line.strip()]


def _bytes(line: Line) -> bytes:
    if isinstance(line, dict):
        return json.dumps(line).encode()
    return line if isinstance(line, bytes) else line.encode()


def _bank_hint(line: bytes) -> str | None:
    with contextlib.suppress(ValueError, AttributeError):
        bank = json.loads(line).get("bank")
        if isinstance(bank, str):
            return bank
    return None


@dataclass
class _Plan:
    records: list[tuple[bytes | None, bytes]] = field(default_factory=list)
    #: Banks the records name, valid or not (each gets its closing tombstone).
    named: set[str] = field(default_factory=set)
    events: int = 0
    forgets: int = 0
    invalid: int = 0

    def add(self, line: bytes, max_text_chars: int) -> None:
        try:
            value = decode_log_value(line, max_text_chars)
        except BadRecord:
            self.invalid += 1
            bank = _bank_hint(line)
            self.records.append((bank_key(bank) if bank else None, line))
            if bank is not None:
                self.named.add(bank)
            return
        self.records.append((value.kafka_key(), line))
        self.named.add(value.bank)
        self.events += isinstance(value, MemoryEvent)
        self.forgets += isinstance(value, ForgetEvent)

    def banks(self) -> list[str]:
        return sorted(self.named)


class EphemeralNode:
    """A node in this process for tests (see the module); a context manager.

    `client()` gives a client with the admin key; `replay(path)` feeds it a recorded file.
    """

    def __init__(self, data_dir: Path, *, enricher: Enricher | None = None) -> None:
        self.settings = ephemeral_settings(data_dir)
        self._enricher = enricher
        self.url = ""
        self.admin_key = ""
        self._node: Node | None = None
        self._server: Any = None
        self._thread: threading.Thread | None = None

    @property
    def node(self) -> Node:
        if self._node is None:
            raise MemstreamError("the ephemeral node is not started")
        return self._node

    def start(self) -> EphemeralNode:
        import uvicorn

        from memstream.encoders.backend import missing_exports, prepare_exports
        from memstream.service.api import create_app
        from memstream.service.keys import KeyStore
        from memstream.service.node import Node

        s = self.settings
        if self._enricher is None and missing_exports(s.models):
            prepare_exports(s.models)  # a first run makes the ONNX files (once)
        keys = KeyStore(s.keys_file)
        self.admin_key, _ = keys.create("memstream.testing", admin=True)
        self._node = Node(s, enricher=self._enricher, keys=keys).start()
        config = uvicorn.Config(
            create_app(self._node, keys), host=s.api.host, port=0, log_level="warning"
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 30
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise MemstreamError("the ephemeral node's API did not start")
            time.sleep(0.02)
        port = self._server.servers[0].sockets[0].getsockname()[1]
        self.url = f"http://{s.api.host}:{port}"
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(10)
        if self._node is not None:
            self._node.stop()
        self._node, self._server, self._thread = None, None, None

    def __enter__(self) -> EphemeralNode:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def client(self, api_key: str | None = None, *, timeout: float = 60.0) -> MemstreamClient:
        return MemstreamClient(self.url, api_key=api_key or self.admin_key, timeout=timeout)

    def replay(
        self,
        source: Path | str | Iterable[Line],
        *,
        fresh: bool = True,
        timeout_s: float = 60.0,
    ) -> Replayed:
        """Publish the records (see the module) and wait until the flow has caught up.

        `fresh`: first delete the banks the file names (a bank tombstone each), so that a
        replay on a node shared by several tests starts from empty banks.
        """
        plan = _Plan()
        for line in read_lines(source):
            plan.add(line, self.settings.flow.max_text_chars)
        node = self.node
        if fresh:
            for bank in plan.banks():
                if bank in node.banks:
                    node.service.delete_bank(bank)
        node.service.publish_raw(plan.records)
        deadline = time.monotonic() + timeout_s
        for bank in plan.banks():
            closing = ForgetEvent.issue(bank, ForgetScope.MEMORY, memory_ids=[str(uuid.uuid4())])
            ticket = node.forgetting.expect(closing.event_id)
            node.forgetting.published(ticket, node.publisher.publish_forget(closing))
            if not node.forgetting.wait(ticket, max(0.0, deadline - time.monotonic())):
                raise ReplayTimeout(
                    f"the flow did not reach the end of bank {bank}'s records in {timeout_s} s"
                )
        return Replayed(
            records=len(plan.records),
            events=plan.events,
            forgets=plan.forgets,
            invalid=plan.invalid,
            banks=plan.banks(),
        )

    def dead_letters(self, bank: str, at_least: int, timeout_s: float = 30.0) -> int:
        """The bank's dead-letter count once it reaches `at_least` (the node counts the
        dead-letter topic in the background), or what it is after `timeout_s`; a bank of
        records so broken that they name none counts as "(unknown)"."""
        deadline = time.monotonic() + timeout_s
        while True:
            count = (self.node.service.dead_letters() or {}).get(bank, 0)
            if count >= at_least or time.monotonic() > deadline:
                return count
            time.sleep(0.2)


@contextlib.contextmanager
def ephemeral_node(data_dir: Path, enricher: Enricher | None = None) -> Iterator[EphemeralNode]:
    with EphemeralNode(data_dir, enricher=enricher) as node:
        yield node
