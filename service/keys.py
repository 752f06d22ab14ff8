"""API keys: random secrets handed out once, stored only as SHA-256 hashes, scoped to banks.

A key is ``ms_`` + 32 random bytes (URL-safe base64). It carries 256 bits of entropy, so a
plain SHA-256 is a sound verifier (no password stretching is needed for random keys); the
file holds hashes, names and scopes only. A key is either admin (every bank, bank creation
and deletion, key-less operations) or scoped to a list of banks.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, Field

from memstream.errors import ConfigError

KEY_PREFIX = "ms_"


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


class KeyRecord(BaseModel):
    id: str = Field(description="Public identifier of the key (not secret).")
    name: str = ""
    sha256: str
    admin: bool = False
    banks: list[str] = Field(default_factory=list)
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is calling: an admin, or a key limited to some banks."""

    key_id: str
    admin: bool
    banks: frozenset[str]

    def can(self, bank: str) -> bool:
        return self.admin or bank in self.banks


#: Told of a key created (its record) or revoked (None) before the change is made here; a
#: cluster publishes it to its keys topic, and raising refuses the change.
KeyListener = Callable[[str, "KeyRecord | None"], None]


class KeyStore:
    """Keys file + an optional deployment admin key hash; re-reads the file when it changes,
    so `memstream keys create` works while a node is running.

    In a cluster, `listener` publishes creations and revocations (hashes only) to the keys
    topic, and `put`/`remove` apply what the topic says (`memstream.service.cluster.metadata`),
    so a key made on one node authorises on every node.

    Changes made without a listener (the CLI, beside a running node or while it is down) reach
    the cluster through the node: a revocation is kept in the file as pending (`revoked`)
    until the topic's tombstone for it is read back, and until then the topic's row cannot
    bring the key back (`put` ignores it) — otherwise a node starting after an offline
    revocation would re-add the key from the topic. When the file changes under a running node,
    `on_file_changed` is called (outside the lock): the cluster then publishes the new keys and
    the pending revocations.
    """

    def __init__(self, path: Path, admin_sha256: str | None = None) -> None:
        self.path = path
        if admin_sha256 is not None and (
            len(admin_sha256) != 64 or any(c not in "0123456789abcdef" for c in admin_sha256)
        ):
            raise ConfigError(
                "api.admin_key_sha256 must be 64 lowercase hex characters "
                "(`memstream keys hash <key>` prints it)"
            )
        self._admin_sha = admin_sha256
        self._lock = threading.Lock()
        self._mtime: float | None = None
        self._records: list[KeyRecord] = []
        self._revoked: set[str] = set()  # revoked here, the cluster's tombstone not yet read
        self._by_hash: dict[str, KeyRecord] = {}
        self._changed_outside = False
        self._loaded = False
        self.listener: KeyListener | None = None
        #: Called (outside the lock) after the file was changed by another process.
        self.on_file_changed: Callable[[], None] | None = None
        #: Called once when a key is unknown: a cluster catches up with its keys topic (a key
        #: just made on another node), then the key is looked up again.
        self.refresh: Callable[[], bool] | None = None

    def _load(self) -> None:
        try:
            mtime = self.path.stat().st_mtime_ns
        except FileNotFoundError:
            self._records, self._revoked, self._by_hash, self._mtime = [], set(), {}, None
            self._loaded = True  # no file is a state too: a file appearing later is news
            return
        if mtime == self._mtime:
            return
        raw = json.loads(self.path.read_text())
        records = [KeyRecord.model_validate(r) for r in raw.get("keys", [])]
        revoked = {str(i) for i in raw.get("revoked", [])}
        if self._loaded and (records != self._records or revoked != self._revoked):
            self._changed_outside = True
        self._loaded = True
        self._records, self._revoked = records, revoked
        self._by_hash = {r.sha256: r for r in self._records}
        self._mtime = mtime

    def _fresh(self) -> None:
        """Re-read the file if it changed; tell `on_file_changed` of another process' change."""
        with self._lock:
            self._load()
            changed, self._changed_outside = self._changed_outside, False
        if changed and self.on_file_changed is not None:
            self.on_file_changed()

    def _save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        body: dict[str, object] = {"keys": [r.model_dump(mode="json") for r in self._records]}
        if self._revoked:
            body["revoked"] = sorted(self._revoked)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as f:
            json.dump(body, f, indent=1)
        os.replace(tmp, self.path)
        self._mtime = None  # read back next time: a write in the same mtime tick is not missed

    @property
    def configured(self) -> bool:
        """Whether any key can authenticate (else the API refuses everything with 401)."""
        with self._lock:
            self._load()
            return bool(self._records) or self._admin_sha is not None

    def create(self, name: str = "", *, admin: bool = False, banks: list[str] | None = None):
        """A new key: returns (the key, shown once; its record)."""
        if not admin and not banks:
            raise ValueError("a key needs admin or at least one bank")
        key = new_key()
        record = KeyRecord(
            id=secrets.token_hex(4),
            name=name,
            sha256=hash_key(key),
            admin=admin,
            banks=sorted(set(banks or [])),
        )
        if self.listener is not None:
            self.listener(record.id, record)  # the cluster first: nothing is kept if it fails
        self.put(record)
        return key, record

    def list(self) -> list[KeyRecord]:
        self._fresh()
        with self._lock:
            self._load()
            return list(self._records)

    def pending_revocations(self) -> tuple[str, ...]:
        """Key ids revoked without a listener whose tombstone the cluster has not shown yet."""
        with self._lock:
            self._load()
            return tuple(sorted(self._revoked))

    def revoke(self, key_id: str) -> bool:
        if not any(r.id == key_id for r in self.list()):
            return False
        if self.listener is not None:
            self.listener(key_id, None)
            return self.remove(key_id)
        with self._lock:  # no cluster here now: pending until a node publishes it
            self._load()
            self._records = [r for r in self._records if r.id != key_id]
            self._revoked.add(key_id)
            self._save()
        return True

    def put(self, record: KeyRecord) -> None:
        """Add or replace the key `record.id` (no listener: the cluster's own rows); a key
        revoked here and not yet confirmed by the cluster stays revoked."""
        with self._lock:
            self._load()
            if record in self._records or record.id in self._revoked:
                return
            self._records = [r for r in self._records if r.id != record.id] + [record]
            self._save()

    def remove(self, key_id: str) -> bool:
        """Drop the key `key_id` (no listener; the cluster's tombstone, which also confirms a
        pending revocation); whether it was there."""
        with self._lock:
            self._load()
            kept = [r for r in self._records if r.id != key_id]
            was_there = len(kept) < len(self._records)
            confirmed = key_id in self._revoked
            if not was_there and not confirmed:
                return False
            self._revoked.discard(key_id)
            self._records = kept
            self._save()
            return was_there

    def _lookup(self, digest: str) -> KeyRecord | None:
        self._fresh()
        with self._lock:
            self._load()
            return self._by_hash.get(digest)

    def authenticate(self, key: str) -> Principal | None:
        digest = hash_key(key)
        if self._admin_sha is not None and secrets.compare_digest(digest, self._admin_sha):
            return Principal("deployment-admin", True, frozenset())
        record = self._lookup(digest)
        if record is None and self.refresh is not None and self.refresh():
            record = self._lookup(digest)
        if record is None:
            return None
        return Principal(record.id, record.admin, frozenset(record.banks))
