"""Banks and API-key hashes are cluster-wide: compacted topics every node writes and tails.

Real broker, one `ClusterMetadata` per "node" (each with its own registry and keys file), no
models: what one node creates another knows, a delete is a tombstone everywhere, a node that
joins later (or replays the topics from the start) learns exactly the surviving rows, and a
node's rows the cluster never saw are published when it joins.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker
from memstream.errors import BrokerError
from memstream.service.banks import BankRegistry
from memstream.service.cluster.metadata import ClusterMetadata
from memstream.service.keys import KeyStore
from memstream.settings import ClusterSettings, KafkaSettings

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path: Path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


def _until(check: Callable[[], bool], what: str, timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, f"timed out: {what}"
        time.sleep(0.05)


class Nodes:
    """Starts `ClusterMetadata` "nodes" of one cluster, each in its own directory."""

    def __init__(self, broker: EmbeddedBroker, root: Path) -> None:
        self.name = f"m{uuid.uuid4().hex[:8]}"
        self.kafka = KafkaSettings(topic=f"{self.name}.events", dlq_topic=f"{self.name}.dlq")
        self.broker = broker
        self.root = root
        self.started: list[ClusterMetadata] = []

    def files(self, node: str) -> tuple[BankRegistry, KeyStore]:
        (self.root / node).mkdir(exist_ok=True)
        return BankRegistry(self.root / node / "banks.json"), KeyStore(self.root / node / "keys")

    def start(self, node: str) -> ClusterMetadata:
        banks, keys = self.files(node)
        cluster = ClusterSettings(name=self.name, node_id=node)
        meta = ClusterMetadata(cluster, self.kafka, self.broker.bootstrap, banks, keys).start()
        self.started.append(meta)
        return meta

    def close(self) -> None:
        for meta in self.started:
            meta.close()


@pytest.fixture
def nodes(broker: EmbeddedBroker, tmp_path: Path) -> Iterator[Nodes]:
    n = Nodes(broker, tmp_path)
    try:
        yield n
    finally:
        n.close()


def test_a_bank_and_a_key_made_on_one_node_are_known_on_another(nodes: Nodes) -> None:
    a, b = nodes.start("a"), nodes.start("b")
    info, new = a.create_bank("support", "the help desk")
    assert new
    # Read your writes across nodes: b catches up with the topic (a marker row of its own).
    assert b.sync_banks()
    assert b.banks.get("support") == info  # the same row: name, description, creation time
    assert b.create_bank("support") == (info, False)  # known everywhere: not created twice

    assert a.keys is not None and b.keys is not None
    key, record = a.keys.create("for b", banks=["support"])
    principal = b.keys.authenticate(key)  # unknown on b: it catches up, then finds it
    assert principal is not None and principal.key_id == record.id and principal.can("support")
    assert not principal.can("other")
    assert b.keys.authenticate("ms_" + "x" * 43) is None  # still unknown after catching up
    assert "~sync/" not in "".join(b.banks.names())  # markers are no banks
    # Only the hash travels: the key itself is in no row of b's keys file.
    assert key not in (nodes.root / "b" / "keys").read_text()


def test_deletes_are_tombstones_everywhere_and_a_late_node_sees_only_what_is_left(
    nodes: Nodes,
) -> None:
    a, b = nodes.start("a"), nodes.start("b")
    a.create_bank("kept")
    a.create_bank("gone")
    assert a.keys is not None and b.keys is not None
    kept_key, _ = a.keys.create("kept", admin=True)
    gone_key, gone = a.keys.create("gone", admin=True)
    _until(lambda: b.banks.get("gone") is not None, "gone on b")
    _until(lambda: b.keys is not None and b.keys.authenticate(gone_key) is not None, "key on b")

    b.delete_bank("gone")
    assert b.keys.revoke(gone.id)
    _until(lambda: a.banks.get("gone") is None, "bank tombstone on a")
    _until(lambda: a.keys is not None and a.keys.authenticate(gone_key) is None, "revoke on a")

    # A node that joins now reads both topics from the start (a replay): only what is left.
    c = nodes.start("c")
    assert c.banks.names() == ["kept"]
    # Its banks.json was written once the rows were read (not once a row).
    on_disk = json.loads((nodes.root / "c" / "banks.json").read_text())
    assert [b["name"] for b in on_disk["banks"]] == ["kept"]
    assert c.keys is not None
    assert c.keys.authenticate(kept_key) is not None and c.keys.authenticate(gone_key) is None


def test_a_bank_written_again_after_its_delete_outlives_the_delete_s_echo(nodes: Nodes) -> None:
    """The flow writes to a bank right after this node deleted it (a replay with fresh
    banks): the tombstone's echo from the topic, read later, must not drop it again."""
    a, b = nodes.start("a"), nodes.start("b")
    for round_ in range(5):  # the echo is read at once or late: either way the bank stays
        a.create_bank("reused")
        _until(lambda: b.banks.get("reused") is not None, "reused on b")
        a.delete_bank("reused")
        a.banks.seen(["reused"])  # the flow wrote new events to it
        assert a.sync_banks(), f"round {round_}: a read the banks topic to its end"
        assert a.banks.get("reused") is not None, f"round {round_}: the echo dropped it"
        _until(lambda: b.banks.get("reused") is None, "the tombstone on b")  # b's flow did not
        a.banks.delete("reused")
    b.delete_bank("other")  # another node's delete still applies here
    a.banks.seen(["other"])
    b.create_bank("other")
    b.delete_bank("other")
    _until(lambda: a.banks.get("other") is None, "b's tombstone on a")


def test_rows_only_a_node_had_reach_the_cluster_and_deleted_ones_do_not_come_back(
    nodes: Nodes,
) -> None:
    a = nodes.start("a")
    a.create_bank("deleted-later")
    _until(lambda: a.banks.get("deleted-later") is not None, "own row read back")
    # Node b's files from before it joined: a bank and a key of its own, and a stale copy
    # of a bank the cluster deletes before b joins.
    banks, keys = nodes.files("b")
    banks.create("from-b")
    banks.create("deleted-later")
    b_key, _ = keys.create("b's own", admin=True)
    a.delete_bank("deleted-later")

    b = nodes.start("b")
    assert "deleted-later" not in b.banks.names()  # the tombstone wins over b's file
    _until(lambda: a.banks.get("from-b") is not None, "b's bank on a")
    _until(lambda: a.keys is not None and a.keys.authenticate(b_key) is not None, "b's key on a")
    assert "deleted-later" not in a.banks.names()


def test_a_node_that_cannot_read_the_topics_refuses_to_start(nodes: Nodes) -> None:
    cluster = ClusterSettings(name=nodes.name, node_id="x")
    banks, keys = nodes.files("x")
    # A node whose broker address leads nowhere cannot read the topics: it refuses to start
    # rather than serve without the cluster's banks and keys.
    nowhere = ClusterMetadata(cluster, nodes.kafka, "127.0.0.1:1", banks, keys)
    with pytest.raises(BrokerError):
        nowhere.start(timeout_s=3)
    nowhere.close()
    assert banks.names() == [] and keys.list() == []


def test_keys_the_cli_makes_or_revokes_reach_the_cluster_running_or_not(nodes: Nodes) -> None:
    """`memstream keys` writes a node's keys file without the cluster: beside the running
    node, the node publishes the change when it sees the file change; while it is down, it
    publishes it when it starts, and the topic's old row does not bring a revoked key back."""
    a, b = nodes.start("a"), nodes.start("b")
    assert a.keys is not None and b.keys is not None
    _, cli = nodes.files("a")  # the CLI's own view of node a's file
    key, record = cli.create("made by the cli", admin=True)
    assert a.keys.authenticate(key) is not None  # a reads its file: sees and publishes it
    _until(lambda: b.keys is not None and b.keys.authenticate(key) is not None, "cli key on b")

    cli.revoke(record.id)
    path = nodes.root / "a" / "keys"  # rewritten within one mtime tick: make it visible
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    assert a.keys.authenticate(key) is None
    _until(lambda: b.keys is not None and b.keys.authenticate(key) is None, "revoked on b")

    # Node a down; the CLI makes a key and revokes a key the cluster knows; a starts again.
    kept_key, _ = b.keys.create("made through b", admin=True)
    _until(lambda: KeyStore(path).authenticate(kept_key) is not None, "b's key in a's file")
    a.close()
    nodes.started.remove(a)
    late_key, _ = cli.create("made while a was down", banks=["x"])
    gone = next(r for r in cli.list() if r.name == "made through b")
    assert cli.revoke(gone.id) and cli.pending_revocations() == (gone.id,)
    a2 = nodes.start("a")
    assert a2.keys is not None
    assert a2.keys.authenticate(kept_key) is None  # the topic's row did not bring it back
    _until(lambda: b.keys is not None and b.keys.authenticate(kept_key) is None, "gone on b")
    _until(lambda: b.keys is not None and b.keys.authenticate(late_key) is not None, "late on b")
    _until(lambda: a2.keys is not None and a2.keys.pending_revocations() == (), "confirmed")
