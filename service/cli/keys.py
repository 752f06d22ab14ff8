"""`memstream keys`: create, list, revoke and hash API keys in the keys file beside the
stores (a running node re-reads it, so these work while it runs, and publishes the change to
the cluster's keys topic; a node that was down publishes it when it starts — a revocation is
kept in the file as pending until then, so the topic cannot bring the key back)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.table import Table

from memstream.service.cli.base import DataDir, app, console, settings

if TYPE_CHECKING:
    from memstream.service.keys import KeyStore

keys_app = typer.Typer(help="API keys: create, list, revoke, hash.", no_args_is_help=True)
app.add_typer(keys_app, name="keys")


def _keystore(data_dir: Path | None) -> KeyStore:
    from memstream.service.keys import KeyStore

    return KeyStore(settings(data_dir).keys_file)


@keys_app.command("create")
def keys_create(
    bank: Annotated[list[str] | None, typer.Option(help="A bank the key may use (repeat).")] = None,
    admin: Annotated[bool, typer.Option(help="Every bank, bank and key management.")] = False,
    name: Annotated[str, typer.Option(help="A label for people.")] = "",
    data_dir: DataDir = None,
) -> None:
    """Create a key and print it once (only its hash is stored)."""
    if not admin and not bank:
        raise typer.BadParameter("give --admin or at least one --bank")
    key, record = _keystore(data_dir).create(name, admin=admin, banks=bank or [])
    console.print(f"key id {record.id} ({'admin' if admin else ', '.join(record.banks)})")
    print(key)


@keys_app.command("list")
def keys_list(data_dir: DataDir = None) -> None:
    """Key ids, names and scopes."""
    table = Table()
    for col in ("id", "name", "scope", "created"):
        table.add_column(col)
    for r in _keystore(data_dir).list():
        scope = "admin" if r.admin else ", ".join(r.banks)
        table.add_row(r.id, r.name, scope, f"{r.created_at:%Y-%m-%d %H:%M}")
    Console().print(table)


@keys_app.command("revoke")
def keys_revoke(key_id: str, data_dir: DataDir = None) -> None:
    """Revoke a key by id (a running node notices at once and tells the cluster)."""
    if not _keystore(data_dir).revoke(key_id):
        console.print(f"[red]no key {key_id}")
        raise typer.Exit(1)
    console.print(f"revoked {key_id}")


@keys_app.command("hash")
def keys_hash(key: str) -> None:
    """Print a key's SHA-256, for MEMSTREAM_API__ADMIN_KEY_SHA256 in a deployment."""
    from memstream.service.keys import hash_key

    print(hash_key(key))
