"""Cluster-wide banks and API keys: two compacted topics every node publishes to and tails.

```
 POST /v1/banks (any node) ──► banks topic  <cluster>.banks  key = bank,   value = BankInfo
 DELETE /v1/banks/{b}      ──► banks topic                   key = bank,   value = null
 POST /v1/keys  (any node) ──► keys topic   <cluster>.keys   key = key id, value = KeyRecord
 DELETE /v1/keys/{id}      ──► keys topic                    key = key id, value = null
 every node: CompactedReader(banks) ─► BankRegistry.put/delete
             CompactedReader(keys)  ─► KeyStore.put/remove
```
Kafka gives the order (one partition per topic) and the durability; the latest row of a key
wins, a null value deletes it, and a node that starts (or replays) reads both topics from
their beginning before it serves, so it knows every bank and key the cluster has. No
consensus of our own: two nodes creating one bank at once both write a row and the later
row wins everywhere. A key record holds the SHA-256 of the key, never the key.

A node's own files (`banks.json`, the keys file) are caches of the topics, plus rows the
cluster never saw (banks and keys made before the node joined a cluster, or with the CLI
while it was down): those are published once the topics were read, so they reach the other
nodes; so are keys the CLI makes or revokes beside a running node (the file changed under it),
and a revocation stays pending in the file until its tombstone is read back, so the topic's
old row cannot bring the key back. A row the topic deleted (tombstone) is deleted here, even
if the file still has it.
Kafka drops a compacted topic's tombstones after `delete.retention.ms` (a day by default):
a node that was away longer than that could publish a deleted bank or a revoked key again, so
the topics are created keeping tombstones forever (`TOMBSTONE_RETENTION_MS`).
"""

from __future__ import annotations

import logging
import math
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable

from memstream.connectors.kafka.compacted import (
    CompactedReader,
    CompactedWriter,
    OnRecord,
    ensure_compacted_topic,
)
from memstream.errors import BrokerError
from memstream.service.banks import BankInfo, BankRegistry
from memstream.service.keys import KeyRecord, KeyStore
from memstream.settings import ClusterSettings, KafkaSettings

log = logging.getLogger(__name__)

#: Tombstones of the metadata topics are kept forever (Kafka's largest value): a node away
#: longer than a finite retention would publish a deleted bank or a revoked key again as "a
#: row only it had". One small record per deleted bank or key costs nothing to keep.
TOMBSTONE_RETENTION_MS = 2**63 - 1
#: Key prefix of sync markers (`ClusterMetadata.sync`); no bank name or key id starts so.
SYNC_PREFIX = "~sync/"
#: How long a miss waits for this node's reader to reach its sync marker.
SYNC_TIMEOUT_S = 2.0
#: Unknown keys write a sync marker at most this often (unauthenticated callers cause them).
KEY_SYNC_EVERY_S = 1.0


class ClusterMetadata:
    """Publishes bank and key changes, and applies every node's changes to this node."""

    def __init__(
        self,
        cluster: ClusterSettings,
        kafka: KafkaSettings,
        bootstrap: str,
        banks: BankRegistry,
        keys: KeyStore | None = None,
    ) -> None:
        self.banks = banks
        self.keys = keys
        self._cluster = cluster
        self._kafka = kafka
        self._bootstrap = bootstrap
        self._lock = threading.Lock()
        #: Every key each topic ever named (a row or a tombstone): what the cluster knows.
        self._named: dict[str, set[str]] = {cluster.banks_topic: set(), cluster.keys_topic: set()}
        self._writers: dict[str, CompactedWriter] = {}
        self._readers: list[CompactedReader] = []
        self._sync_lock = threading.Lock()
        self._markers: dict[str, threading.Event] = {}
        #: Rows this node put on the banks topic that its reader has not read back yet. Each
        #: was applied here when it was written; its echo must not undo what this node did
        #: after it (the flow registering a bank again right after its delete: the delete's
        #: echo, read a moment later, would drop a bank whose memories are in the stores).
        self._own_rows: Counter[str] = Counter()
        self._synced_at: dict[str, float] = {}
        self._tried_at: dict[str, float] = {}

    def start(self, timeout_s: float = 30.0) -> ClusterMetadata:
        """Read both topics to their end, publish what only this node knew, then follow."""
        node_id = self._cluster.member_id
        # A bank row marks banks.json stale; it is written once per batch of rows (a new node
        # reading 100k banks must not rewrite the file 100k times).
        tables: list[tuple[str, OnRecord, Callable[[], None] | None]] = [
            (self._cluster.banks_topic, self._on_bank, self.banks.flush)
        ]
        if self.keys is not None:
            tables.append((self._cluster.keys_topic, self._on_key, None))
        for topic, apply, after in tables:
            ensure_compacted_topic(
                self._bootstrap,
                self._kafka,
                topic,
                min(timeout_s, 15.0),
                extra_config={"delete.retention.ms": str(TOMBSTONE_RETENTION_MS)},
            )
            self._writers[topic] = CompactedWriter(self._bootstrap, self._kafka, topic)
            reader = CompactedReader(
                self._bootstrap,
                self._kafka,
                topic,
                apply,
                group_id=f"{node_id}-{topic}",
                on_batch=after,
            )
            self._readers.append(reader.start())
        for reader in self._readers:
            if not reader.wait_caught_up(timeout_s):
                raise BrokerError(f"{reader.topic} not read to its end within {timeout_s:.0f} s")
        self._publish_unknown()
        if self.keys is not None:
            self.keys.listener = self._key_changed
            self.keys.refresh = self.sync_keys
            self.keys.on_file_changed = self._file_changed
        return self

    def close(self) -> None:
        self.banks.flush()
        if self.keys is not None:
            self.keys.listener = None
            self.keys.refresh = None
            self.keys.on_file_changed = None
        for reader in self._readers:
            reader.close()
        for writer in self._writers.values():
            writer.close()

    def caught_up(self) -> bool:
        return all(r.caught_up.is_set() for r in self._readers)

    # -- banks -----------------------------------------------------------------------------
    def create_bank(self, name: str, description: str = "") -> tuple[BankInfo, bool]:
        """The bank, and whether it was new; a new bank is on the banks topic (every node
        knows it) before this returns. BrokerError: not published, not created."""
        known = self.banks.get(name)
        if known is not None:  # as on one node: creating a known bank changes nothing
            return known, False
        info = BankInfo(name=name, description=description, explicit=True)
        self._put(self._cluster.banks_topic, name, info.model_dump_json().encode())
        self.banks.put(info)  # the reader applies the same row again: no change
        return info, True

    def delete_bank(self, name: str) -> None:
        """A tombstone on the banks topic: every node drops the bank from its registry (the
        bank's data goes with the bank tombstone on the events log)."""
        self._put(self._cluster.banks_topic, name, None)
        self.banks.delete(name)

    def sync_banks(self) -> bool:
        return self.sync(self._cluster.banks_topic)

    def _on_bank(self, name: str, value: bytes | None) -> None:
        if self._marker(name, value):
            return
        self._named_now(self._cluster.banks_topic, name)
        with self._lock:
            echo = self._own_rows[name] > 0
            self._own_rows[name] -= echo
        if echo:
            return  # this node's own row, applied here when it was written
        if value is None:
            self.banks.remove(name, save=False)
        else:
            self.banks.put(BankInfo.model_validate_json(value), save=False)

    # -- keys ------------------------------------------------------------------------------
    def _key_changed(self, key_id: str, record: KeyRecord | None) -> None:
        value = None if record is None else record.model_dump_json().encode()
        self._put(self._cluster.keys_topic, key_id, value)

    def sync_keys(self) -> bool:
        """An unknown key: catch up, at most one marker every `KEY_SYNC_EVERY_S` (a request
        with a wrong key must not cost a Kafka write each: it comes before authentication)."""
        topic = self._cluster.keys_topic
        if time.monotonic() - self._tried_at.get(topic, -math.inf) < KEY_SYNC_EVERY_S:
            return False
        return self.sync(topic)

    def _on_key(self, key_id: str, value: bytes | None) -> None:
        if self._marker(key_id, value):
            return
        self._named_now(self._cluster.keys_topic, key_id)
        if self.keys is None:
            return
        if value is None:
            self.keys.remove(key_id)
        else:
            self.keys.put(KeyRecord.model_validate_json(value))

    # -- read your writes across nodes -----------------------------------------------------
    def sync(self, topic: str, timeout_s: float = SYNC_TIMEOUT_S) -> bool:
        """Wait until this node has read every row acknowledged before the call (a marker
        row written now, read back by this node's reader); whether it got there in time.

        Called when a bank or key is unknown here: a row another node wrote and acknowledged
        before its caller moved on is then known, so a bank created through node A is usable
        through node B at once. Concurrent misses share a marker written after they asked.
        """
        asked = time.monotonic()
        with self._sync_lock:
            if self._synced_at.get(topic, -math.inf) >= asked:
                return True
            token = uuid.uuid4().hex
            seen = self._markers[token] = threading.Event()
            started = self._tried_at[topic] = time.monotonic()
            try:
                self._writers[topic].put(f"{SYNC_PREFIX}{self._cluster.member_id}", token.encode())
                ok = seen.wait(timeout_s)
            except BrokerError as e:
                log.warning("metadata sync failed topic=%s error=%s", topic, e)
                ok = False
            finally:
                self._markers.pop(token, None)
            if ok:
                self._synced_at[topic] = started
            return ok

    def _marker(self, key: str, value: bytes | None) -> bool:
        """Whether the row is a sync marker (then set the event of a marker this node waits
        for); markers are no banks or keys."""
        if not key.startswith(SYNC_PREFIX):
            return False
        seen = self._markers.get(value.decode()) if value else None
        if seen is not None:
            seen.set()
        return True

    def republish(self, topic: str) -> None:
        """Publish every row this node holds on `topic` again (the broker lost the topic)."""
        if topic == self._cluster.banks_topic:
            for info in self.banks.explicit():
                self._put(topic, info.name, info.model_dump_json().encode())
        elif topic == self._cluster.keys_topic and self.keys is not None:
            for record in self.keys.list():
                self._put(topic, record.id, record.model_dump_json().encode())

    # -- helpers ---------------------------------------------------------------------------
    def _put(self, topic: str, key: str, value: bytes | None) -> None:
        self._named_now(topic, key)
        if topic != self._cluster.banks_topic:
            self._writers[topic].put(key, value)
            return
        with self._lock:  # counted before the row exists: its echo cannot be read first
            self._own_rows[key] += 1
        try:
            self._writers[topic].put(key, value)
        except BaseException:
            with self._lock:
                self._own_rows[key] -= 1
            raise

    def _named_now(self, topic: str, key: str) -> None:
        with self._lock:
            self._named[topic].add(key)

    def _publish_unknown(self) -> None:
        """Rows only this node has (made before it joined, or offline) go to the topics."""
        banks_topic = self._cluster.banks_topic
        with self._lock:
            named_banks = set(self._named[banks_topic])
        for info in self.banks.explicit():
            if info.name not in named_banks:
                self._put(banks_topic, info.name, info.model_dump_json().encode())
                log.info("bank published to the cluster bank=%s", info.name)
        self._publish_unknown_keys()

    def _publish_unknown_keys(self) -> None:
        """Keys only this node's file has, and revocations made in it without the cluster (the
        CLI): to the keys topic. Also called when the file changes under the running node."""
        if self.keys is None:
            return
        topic = self._cluster.keys_topic
        with self._lock:
            named = set(self._named[topic])
        for record in self.keys.list():
            if record.id not in named:
                self._put(topic, record.id, record.model_dump_json().encode())
                log.info("key published to the cluster key_id=%s", record.id)
        for key_id in self.keys.pending_revocations():
            self._put(topic, key_id, None)
            log.info("key revocation published to the cluster key_id=%s", key_id)

    def _file_changed(self) -> None:
        try:
            self._publish_unknown_keys()
        except BrokerError as e:  # published at the next change or start; the file keeps it
            log.warning("keys file change not published yet: %s", e)
