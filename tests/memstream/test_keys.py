"""KeyStore: keys handed out once and stored only as SHA-256, scopes, revocation, reloads."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

import pytest

from memstream.errors import ConfigError
from memstream.service.keys import KEY_PREFIX, KeyStore, hash_key


def test_create_then_authenticate(tmp_path: Path) -> None:
    store = KeyStore(tmp_path / "keys.json")
    assert not store.configured
    key, record = store.create("ci", banks=["b2", "b1", "b1"])
    assert key.startswith(KEY_PREFIX) and len(key) > 40
    assert record.banks == ["b1", "b2"] and not record.admin
    who = store.authenticate(key)
    assert who is not None and who.key_id == record.id
    assert who.can("b1") and who.can("b2") and not who.can("b3") and not who.admin
    assert store.authenticate(key + "x") is None
    assert store.authenticate("") is None
    assert store.configured


def test_admin_key_can_use_every_bank(tmp_path: Path) -> None:
    store = KeyStore(tmp_path / "keys.json")
    key, _ = store.create("root", admin=True)
    who = store.authenticate(key)
    assert who is not None and who.admin and who.can("anything")


def test_a_key_needs_a_scope(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="admin or at least one bank"):
        KeyStore(tmp_path / "keys.json").create("nothing")


def test_the_file_holds_hashes_only_with_mode_0600(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "keys.json"
    store = KeyStore(path)
    keys = [store.create(f"k{i}", banks=["b"])[0] for i in range(3)]
    text = path.read_text()
    for key in keys:
        assert key not in text
        assert key[len(KEY_PREFIX) :] not in text
        assert hashlib.sha256(key.encode()).hexdigest() in text
    raw = json.loads(text)
    assert {r["sha256"] for r in raw["keys"]} == {hash_key(k) for k in keys}
    assert all(
        set(r) == {"id", "name", "sha256", "admin", "banks", "created_at"} for r in raw["keys"]
    )
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert not path.with_suffix(".tmp").exists()


def test_revoke_takes_effect_at_once(tmp_path: Path) -> None:
    store = KeyStore(tmp_path / "keys.json")
    key, record = store.create("a", banks=["b"])
    other, _ = store.create("b", banks=["b"])
    assert store.revoke(record.id)
    assert store.authenticate(key) is None
    assert store.authenticate(other) is not None
    assert not store.revoke(record.id)
    assert [r.name for r in store.list()] == ["b"]


def test_reloads_when_another_process_changes_the_file(tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    node_view = KeyStore(path)
    assert node_view.authenticate("ms_nothing") is None  # loads the missing file once
    cli_view = KeyStore(path)  # e.g. `memstream keys create` while the node runs
    key, record = cli_view.create("late", banks=["b"])
    who = node_view.authenticate(key)
    assert who is not None and who.key_id == record.id
    cli_view.revoke(record.id)
    # Same size file rewritten quickly: force a distinct mtime so the change is seen.
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    assert node_view.authenticate(key) is None
    path.unlink()
    assert node_view.list() == []


def test_deployment_admin_key_by_sha256(tmp_path: Path) -> None:
    key = "ms_deployment-secret"
    store = KeyStore(tmp_path / "keys.json", admin_sha256=hash_key(key))
    assert store.configured  # no file, but the deployment key can authenticate
    who = store.authenticate(key)
    assert who is not None and who.admin and who.key_id == "deployment-admin"
    assert store.authenticate("ms_other") is None
    assert not (tmp_path / "keys.json").exists()  # nothing written for it


@pytest.mark.parametrize(
    "bad",
    ["", "abc", "g" * 64, hash_key("x").upper(), hash_key("x") + "0", "ms_plain-key"],
)
def test_invalid_admin_sha256_is_a_config_error(tmp_path: Path, bad: str) -> None:
    with pytest.raises(ConfigError, match="64 lowercase hex"):
        KeyStore(tmp_path / "keys.json", admin_sha256=bad)


def test_a_revocation_without_the_cluster_stays_pending_and_the_topic_cannot_undo_it(
    tmp_path: Path,
) -> None:
    """The CLI revokes while no node is there to publish it: the key stops working, the
    revocation is kept in the file, and the cluster's old row (read when a node starts) does
    not bring the key back; the cluster's tombstone confirms it."""
    cli = KeyStore(tmp_path / "keys.json")
    key, record = cli.create("gone", admin=True)
    assert cli.revoke(record.id) and cli.authenticate(key) is None
    node = KeyStore(tmp_path / "keys.json")  # a node starting later, reading the same file
    assert node.pending_revocations() == (record.id,)
    node.put(record)  # the topic's row for the key, written before the revocation
    assert node.authenticate(key) is None and node.list() == []
    assert not node.remove(record.id)  # the tombstone read back: confirmed, nothing was there
    assert node.pending_revocations() == ()
    assert "revoked" not in json.loads((tmp_path / "keys.json").read_text())


def test_a_change_by_another_process_is_told_once_and_own_changes_never(tmp_path: Path) -> None:
    node = KeyStore(tmp_path / "keys.json")
    told: list[int] = []
    node.on_file_changed = lambda: told.append(1)
    own, _ = node.create("own", admin=True)
    assert node.authenticate(own) is not None and told == []  # its own writes are not news
    cli = KeyStore(tmp_path / "keys.json")
    other, _ = cli.create("from the cli", banks=["b"])
    assert node.authenticate(other) is not None and told == [1]
    assert node.authenticate(other) is not None and told == [1]  # once per change
    cli.revoke(cli.list()[0].id)
    path = tmp_path / "keys.json"  # rewritten within one mtime tick: make the change visible
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    node.list()
    assert told == [1, 1]
