"""The node's bank registry: banks created through the API, and banks the flow has written.

A bank exists once it is created or once a memory of it was ingested (events published to
Kafka directly create banks implicitly). The registry is a small JSON file beside the stores,
written atomically; it holds names, descriptions and creation times, never memories.

A bank tombstone the flow applies (`forgotten`) removes the bank unless it was created through
the API after the tombstone was issued: a replay never brings a deleted bank back, and a bank
deleted and at once created again is not removed when the flow catches up with the delete.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, Field


class BankInfo(BaseModel):
    name: str
    description: str = ""
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    #: Created through the API (False: seen in the flow's writes).
    explicit: bool = False


class BankRegistry:
    """Thread-safe set of known banks, persisted to `path`."""

    def __init__(self, path: Path, existing: Iterable[str] = ()) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._banks: dict[str, BankInfo] = {}
        self._stale = False
        if path.exists():
            raw = json.loads(path.read_text())
            self._banks = {b["name"]: BankInfo.model_validate(b) for b in raw.get("banks", [])}
        missing = [b for b in existing if b not in self._banks]
        if missing:
            self.seen(missing)

    def _save(self) -> None:
        self._stale = False
        tmp = self._path.with_suffix(".tmp")
        body = {"banks": [b.model_dump(mode="json") for b in self._banks.values()]}
        tmp.write_text(json.dumps(body, indent=1))
        os.replace(tmp, self._path)

    def get(self, name: str) -> BankInfo | None:
        with self._lock:
            return self._banks.get(name)

    def __contains__(self, name: object) -> bool:
        with self._lock:
            return name in self._banks

    def names(self) -> list[str]:
        with self._lock:
            return sorted(self._banks)

    def create(self, name: str, description: str = "") -> tuple[BankInfo, bool]:
        """The bank, and whether it was new (creating an existing bank changes nothing)."""
        with self._lock:
            if name in self._banks:
                return self._banks[name], False
            info = BankInfo(name=name, description=description, explicit=True)
            self._banks[name] = info
            self._save()
            return info, True

    def seen(self, names: Iterable[str]) -> None:
        """Register banks the flow has written to (cheap when all are known)."""
        with self._lock:
            new = [n for n in names if n not in self._banks]
            if not new:
                return
            for n in new:
                self._banks[n] = BankInfo(name=n)
            self._save()

    def forgotten(self, name: str, issued_at: datetime) -> bool:
        """A bank tombstone issued at `issued_at` was applied: remove the bank unless the API
        created it after that. Whether it was removed."""
        with self._lock:
            info = self._banks.get(name)
            if info is None or (info.explicit and info.created_at > issued_at):
                return False
            del self._banks[name]
            self._save()
            return True

    def put(self, info: BankInfo, *, save: bool = True) -> None:
        """Set a bank as the cluster's banks topic says (`memstream.service.cluster.metadata`):
        the latest row wins, so every node holds the same name, description and creation time.
        `save=False`: only mark the file stale (a reader applying many rows saves once)."""
        with self._lock:
            if self._banks.get(name := info.name) == info:
                return
            self._banks[name] = info
            self._saved_or_stale(save)

    def remove(self, name: str, *, save: bool = True) -> bool:
        """`delete`, with the same `save` choice as `put`."""
        with self._lock:
            if self._banks.pop(name, None) is None:
                return False
            self._saved_or_stale(save)
            return True

    def flush(self) -> None:
        """Write the file if rows were applied without saving."""
        with self._lock:
            if self._stale:
                self._save()

    def _saved_or_stale(self, save: bool) -> None:
        if save:
            self._save()
        else:
            self._stale = True

    def explicit(self) -> list[BankInfo]:
        """The banks created through the API (not only seen in the flow's writes)."""
        with self._lock:
            return [b for b in self._banks.values() if b.explicit]

    def delete(self, name: str) -> bool:
        with self._lock:
            if self._banks.pop(name, None) is None:
                return False
            self._save()
            return True
