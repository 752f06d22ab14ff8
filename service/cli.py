"""The `memstream` command line: broker, ingest, publish, locomo, stats, demo.

Entry points are the only place that reads settings (environment and `.env`); everything
below receives them as objects.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from memstream.events import MemoryEvent
from memstream.settings import Settings

if TYPE_CHECKING:
    from memstream.service.node import Node

app = typer.Typer(help="memstream: a streaming memory engine for AI agents.", no_args_is_help=True)
console = Console(stderr=True)
log = logging.getLogger("memstream")


def _settings(data_dir: Path | None) -> Settings:
    s = Settings()
    if data_dir is not None:
        s = s.model_copy(update={"store": s.store.model_copy(update={"data_dir": data_dir})})
    return s


def _state_file(s: Settings) -> Path:
    return s.store.data_dir / "broker.json"


def _setup_logging(verbose: bool) -> None:
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s %(message)s",
    )
    for noisy in ("httpx", "sentence_transformers", "transformers", "urllib3"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    if not verbose:  # librdkafka's configuration warnings are noise for a user
        logging.getLogger("memstream.connectors.kafka.librdkafka").setLevel(logging.ERROR)


DataDir = Annotated[
    Path | None, typer.Option("--data-dir", help="Store folder (MEMSTREAM_STORE__DATA_DIR).")
]
Verbose = Annotated[bool, typer.Option("--verbose", "-v")]


def _progress() -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
    )


# --------------------------------------------------------------------------- broker
@app.command()
def broker(
    data_dir: DataDir = None,
    port: Annotated[int | None, typer.Option(help="0 picks a free port.")] = None,
    storage_engine: Annotated[str | None, typer.Option(help="memory://tansu/ or s3://...")] = None,
    verbose: Verbose = False,
) -> None:
    """Run the embedded Tansu broker in the foreground until SIGTERM or Ctrl-C."""
    from memstream.connectors.kafka.broker import EmbeddedBroker, tansu_env

    _setup_logging(verbose)
    s = _settings(data_dir)
    update = {
        k: v for k, v in {"port": port, "storage_engine": storage_engine}.items() if v is not None
    }
    cfg = s.broker.model_copy(update=update)
    state = _state_file(s)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    with EmbeddedBroker(cfg, env=tansu_env(os.environ)) as b:
        b.write_state(state)
        console.print(
            f"[green]broker ready[/] bootstrap={b.bootstrap} storage={cfg.storage_engine}"
        )
        console.print(f"other memstream commands find it through {state}")
        while not stop.wait(0.5):
            if not b.running:
                raise typer.Exit(1)
    state.unlink(missing_ok=True)


@contextmanager
def _bootstrap(s: Settings, *, embedded_ok: bool = False) -> Iterator[str]:
    """The Kafka address: configured, a running `memstream broker`, or (demo) a new one."""
    from memstream.connectors.kafka.broker import EmbeddedBroker, resolve_bootstrap, tansu_env
    from memstream.errors import BrokerError

    try:
        yield resolve_bootstrap(s.kafka, _state_file(s))
        return
    except BrokerError:
        if not embedded_ok:
            raise
    with EmbeddedBroker(s.broker, env=tansu_env(os.environ)) as b:
        b.write_state(_state_file(s))
        yield b.bootstrap


# --------------------------------------------------------------------------- publish
def _raw_lines(path: Path) -> list[tuple[bytes | None, bytes]]:
    """(key, value) per non-blank line; the key comes from the event when it parses."""
    out: list[tuple[bytes | None, bytes]] = []
    for line in path.read_bytes().splitlines():
        if not line.strip():
            continue
        key = None
        # An invalid line is published as-is: the flow dead-letters it with the reason.
        with contextlib.suppress(ValueError):
            key = MemoryEvent.model_validate_json(line).kafka_key()
        out.append((key, line))
    return out


def _publish_raw(s: Settings, bootstrap: str, records: Sequence[tuple[bytes | None, bytes]]) -> int:
    from memstream.connectors.kafka.admin import ensure_topics
    from memstream.connectors.kafka.producer import EventPublisher

    ensure_topics(bootstrap, s.kafka)
    with EventPublisher(bootstrap, s.kafka) as pub, _progress() as p:
        task = p.add_task("publishing", total=len(records))
        for i, (key, value) in enumerate(records, 1):
            pub.publish_raw(key, value)
            if i % 200 == 0 or i == len(records):
                p.update(task, completed=i)
        pub.flush()
    return len(records)


def _publish_events(s: Settings, bootstrap: str, events: Iterable[MemoryEvent]) -> int:
    evs = list(events)
    return _publish_raw(s, bootstrap, [(e.kafka_key(), e.to_json_bytes()) for e in evs])


@app.command()
def publish(
    path: Annotated[
        Path, typer.Argument(exists=True, dir_okay=False, help="JSONL, one event a line.")
    ],
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Publish a JSONL file of events to the events topic (invalid lines go to the DLQ)."""
    _setup_logging(verbose)
    s = _settings(data_dir)
    with _bootstrap(s) as bootstrap:
        n = _publish_raw(s, bootstrap, _raw_lines(path))
    console.print(f"published {n} records to {s.kafka.topic}")


@app.command()
def locomo(
    path: Annotated[Path, typer.Argument(exists=True, dir_okay=False, help="A LoCoMo JSON file.")],
    sample: Annotated[list[str] | None, typer.Option(help="Only these sample ids.")] = None,
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Convert a LoCoMo file (one memory per turn, one bank per conversation) and publish it."""
    from memstream.service.locomo import locomo_events

    _setup_logging(verbose)
    s = _settings(data_dir)
    with _bootstrap(s) as bootstrap:
        n = _publish_events(s, bootstrap, locomo_events(path, sample))
    console.print(f"published {n} LoCoMo turns to {s.kafka.topic}")


# --------------------------------------------------------------------------- ingest
class _Counter:
    """Counts memories each store has made visible; prints a line now and then."""

    def __init__(self, every_s: float) -> None:
        self.by_store: dict[str, int] = {}
        self._lock = threading.Lock()
        self._every = every_s
        self._last = 0.0

    def __call__(self, store: str, memories: Sequence[object], spent: float) -> None:
        with self._lock:
            self.by_store[store] = self.by_store.get(store, 0) + len(memories)
            now = time.monotonic()
            if now - self._last >= self._every:
                self._last = now
                console.print(
                    "ingested " + " ".join(f"{k}={v}" for k, v in sorted(self.by_store.items()))
                )


def _load_enricher(s: Settings):
    from memstream.encoders import load_enricher

    with console.status("loading models (MiniLM, SPLADE, spaCy, Duckling)..."):
        t0 = time.perf_counter()
        enricher = load_enricher(s.models)
    console.print(f"models loaded in {time.perf_counter() - t0:.1f}s")
    return enricher


@app.command()
def ingest(
    follow: Annotated[
        bool, typer.Option("--follow/--until-eof", help="Tail the topic forever.")
    ] = False,
    from_beginning: Annotated[
        bool, typer.Option(help="Forget saved offsets and replay the whole topic.")
    ] = False,
    workers: Annotated[int | None, typer.Option(min=1)] = None,
    progress_every: Annotated[float, typer.Option(help="Seconds between progress lines.")] = 2.0,
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Run the ingestion flow: events topic -> enrich -> Qdrant, Tantivy, graph.

    SIGTERM or Ctrl-C stops it after the batch in flight (offsets resume from the last snapshot).
    """
    from memstream.connectors.stores import open_stores
    from memstream.flows.runner import run_ingest

    _setup_logging(verbose)
    s = _settings(data_dir)
    enricher = _load_enricher(s)
    counter = _Counter(progress_every)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    with _bootstrap(s) as bootstrap, open_stores(s.store) as stores:
        run_ingest(
            s,
            bootstrap,
            stores,
            enricher,
            until_eof=not follow,
            from_beginning=from_beginning,
            hook=counter,
            workers=workers,
            stop=stop,
        )
        console.print(
            "ingest done " + " ".join(f"{k}={v}" for k, v in sorted(counter.by_store.items()))
        )


# --------------------------------------------------------------------------- stats
def _stats_table(s: Settings, bootstrap: str | None) -> Table:
    from memstream.connectors.stores import open_stores

    dead: dict[str, int] | None = None
    if bootstrap:
        from memstream.connectors.kafka.dlq import count_dead_letters_by_bank

        dead = count_dead_letters_by_bank(bootstrap, s.kafka)
    table = Table(title=f"memstream stores in {s.store.data_dir}")
    for col in ("bank", "qdrant", "tantivy", "graph", "entities", "episodes", "dead letters"):
        table.add_column(col, justify="left" if col == "bank" else "right")
    with open_stores(s.store) as stores:
        banks = sorted(set(stores.banks()) | set(dead or {}))
        totals = [0] * 6
        for bank in banks:
            c = stores.counts(bank)
            row = [c.vector, c.bm25, c.graph_memories, c.entities, c.episodes]
            d = (dead or {}).get(bank, 0)
            totals = [a + b for a, b in zip(totals, [*row, d], strict=True)]
            table.add_row(bank, *map(str, row), str(d) if dead is not None else "n/a")
    table.add_row(
        "[bold]total", *(str(t) for t in totals[:5]), str(totals[5]) if dead is not None else "n/a"
    )
    return table


@app.command()
def stats(
    data_dir: DataDir = None, as_json: Annotated[bool, typer.Option("--json")] = False
) -> None:
    """Per bank: memories in each store, entities, episodes, dead letters."""
    from memstream.errors import BrokerError, StoreUnavailable

    s = _settings(data_dir)
    try:
        try:
            with _bootstrap(s) as bootstrap:
                table = _stats_table(s, bootstrap)
        except BrokerError:
            console.print("[yellow]no broker reachable: dead letters not counted")
            table = _stats_table(s, None)
    except StoreUnavailable as e:
        console.print(
            f"[red]cannot open the stores in {s.store.data_dir}[/]: {e}\n"
            "The embedded stores allow one opener: if a `memstream node` owns them, ask it "
            "instead (GET /v1/banks/<bank>, or the inspector); if `memstream ingest` runs, "
            "wait for it."
        )
        raise typer.Exit(1) from None
    if as_json:
        rows = [dict(zip([c.header for c in table.columns], r, strict=True)) for r in _rows(table)]
        print(json.dumps(rows, indent=2))
    else:
        Console().print(table)


def _rows(table: Table) -> list[list[str]]:
    cols = [list(c.cells) for c in table.columns]
    return [list(r) for r in zip(*cols, strict=True)]


# --------------------------------------------------------------------------- node
def serve(
    node_settings: Settings, *, ready: Callable[[Node, str, str | None], None] | None = None
) -> None:
    """Start a node and serve its API until SIGTERM/SIGINT, then shut down cleanly.

    Uvicorn stops taking requests and finishes those in flight; then the flow stops after
    its batch in flight (sinks flush, offsets are snapshotted) and the stores close.
    `ready(node, url, admin_key)` is called (in a thread) once the API answers.
    """
    import uvicorn

    from memstream.service.api import create_app
    from memstream.service.keys import KeyStore
    from memstream.service.node import Node

    s = node_settings
    admin_sha = s.api.admin_key_sha256.get_secret_value() if s.api.admin_key_sha256 else None
    keys = KeyStore(s.keys_file, admin_sha)
    first_key = None
    if not keys.configured:
        first_key, _ = keys.create("first admin key", admin=True)
    node = Node(s, on_status=lambda msg: console.print(f"[dim]{msg}..."))
    with console.status("starting the node..."):
        node.start()
    try:
        app = create_app(node, keys)
        config = uvicorn.Config(
            app, host=s.api.host, port=s.api.port, log_level="warning", access_log=False
        )
        server = uvicorn.Server(config)
        _on_started(server, node, s, first_key, ready)
        # Uvicorn re-raises the signal that stopped it to the handlers it found: make those
        # ours (no-ops), so the shutdown below runs and the process exits 0.
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: None)
        server.run()
    finally:
        with console.status("stopping: flushing the flow, closing stores..."):
            node.stop()
    console.print("node stopped")


def _on_started(server, node, s: Settings, first_key: str | None, ready) -> None:
    """Announce the URL once uvicorn is listening (it binds inside `run`)."""

    def watch() -> None:
        while not server.started:
            if server.should_exit:
                return
            time.sleep(0.05)
        port = s.api.port
        for srv in getattr(server, "servers", []) or []:
            for sock in srv.sockets:
                port = sock.getsockname()[1]
        url = s.api.model_copy(update={"port": port}).public_url
        console.print(f"[green]memstream node ready[/] API {url}/v1  docs {url}/docs")
        if first_key is not None and ready is None:
            console.print(
                f"created the first admin key (shown once, stored hashed in {s.keys_file}):\n"
                f"  [bold]{first_key}[/]"
            )
        if ready is not None:
            ready(node, url, first_key)

    threading.Thread(target=watch, daemon=True).start()


@app.command()
def node(
    host: Annotated[str | None, typer.Option(help="Bind address (MEMSTREAM_API__HOST).")] = None,
    port: Annotated[int | None, typer.Option(help="Port (MEMSTREAM_API__PORT).")] = None,
    data_dir: DataDir = None,
    verbose: Verbose = False,
) -> None:
    """Run a node: stores, ingestion flow and the HTTP API in one process.

    Uses the configured Kafka, a running `memstream broker`, or starts an embedded one.
    Without any API key configured, creates an admin key and prints it once.
    """
    _setup_logging(verbose)
    s = _settings(data_dir)
    update = {k: v for k, v in {"host": host, "port": port}.items() if v is not None}
    s = s.model_copy(update={"api": s.api.model_copy(update=update)})
    serve(s)


keys_app = typer.Typer(help="API keys: create, list, revoke, hash.", no_args_is_help=True)
app.add_typer(keys_app, name="keys")


def _keystore(data_dir: Path | None):
    from memstream.service.keys import KeyStore

    return KeyStore(_settings(data_dir).keys_file)


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
    """Revoke a key by id (a running node notices at once)."""
    if not _keystore(data_dir).revoke(key_id):
        console.print(f"[red]no key {key_id}")
        raise typer.Exit(1)
    console.print(f"revoked {key_id}")


@keys_app.command("hash")
def keys_hash(key: str) -> None:
    """Print a key's SHA-256, for MEMSTREAM_API__ADMIN_KEY_SHA256 in a deployment."""
    from memstream.service.keys import hash_key

    print(hash_key(key))


# --------------------------------------------------------------------------- demo
@app.command()
def demo(
    data_dir: DataDir = Path("data/demo"),
    port: Annotated[int, typer.Option(help="API port (0 picks a free one).")] = 8642,
    keep_running: Annotated[
        bool, typer.Option("--keep-running/--exit", help="Leave the node up afterwards.")
    ] = True,
    verbose: Verbose = False,
) -> None:
    """The whole system on this machine: a node (embedded broker, stores, models, API), the
    sample chat retained through the API, questions with explain tables, the web inspector."""
    import shutil

    from memstream.service import demo as d

    _setup_logging(verbose)
    s = _settings(data_dir)
    if s.store.data_dir.exists():
        shutil.rmtree(s.store.data_dir)
    s = s.model_copy(update={"api": s.api.model_copy(update={"port": port})})
    failed: list[BaseException] = []

    def on_ready(node_, url: str, key: str | None) -> None:
        assert key is not None  # a fresh data dir always gets a first admin key
        try:
            d.run(node_, url, key, _progress, console, Console())
            d.announce(Console(), url, key, keep_running)
        except BaseException as e:
            failed.append(e)
            console.print(f"[red]demo failed: {e}")
            signal.raise_signal(signal.SIGTERM)
            return
        if not keep_running:
            signal.raise_signal(signal.SIGTERM)

    serve(s, ready=on_ready)
    if failed:
        raise typer.Exit(1)


# --------------------------------------------------------------------------- mcp
@app.command()
def mcp(
    bank: Annotated[str, typer.Option(help="The one bank the tools read and write.")],
    url: Annotated[
        str, typer.Option(envvar="MEMSTREAM_URL", help="The running node's API.")
    ] = "http://127.0.0.1:8642",
    api_key: Annotated[
        str | None,
        typer.Option(envvar="MEMSTREAM_API_KEY", help="A key that may use the bank."),
    ] = None,
    wait_s: Annotated[
        float, typer.Option(min=0.0, help="Seconds `retain` waits for visibility.")
    ] = 10.0,
    verbose: Verbose = False,
) -> None:
    """Serve `retain` and `recall` for one bank to an MCP client over stdio.

    The node must be running (`memstream node`); stdout carries the protocol, logs go to stderr.
    """
    from memstream.service.mcp_server import run_stdio

    _setup_logging(verbose)  # stderr: stdout belongs to the protocol
    run_stdio(bank, url, api_key, wait_s=wait_s)


if __name__ == "__main__":
    app()
