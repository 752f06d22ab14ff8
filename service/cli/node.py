"""Commands that run or talk to a node: `node` (stores, flow and API in one process), `demo`
(a node, the sample chat, questions, the inspector) and `mcp` (tools for an agent, over a
running node's API)."""

from __future__ import annotations

import faulthandler
import logging
import os
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console

from memstream.errors import BrokerError, ConfigError
from memstream.service.cli.base import (
    DataDir,
    Verbose,
    app,
    console,
    progress,
    settings,
    setup_logging,
)
from memstream.settings import Settings

if TYPE_CHECKING:
    import uvicorn

    from memstream.service.facade import MemoryService

#: Called as (service, API url, the first admin key if one was just created).
OnReady = Callable[["MemoryService", str, str | None], None]


def serve(node_settings: Settings, *, ready: OnReady | None = None) -> None:
    """Start a node and serve its API until SIGTERM/SIGINT, then shut down cleanly.

    Uvicorn stops taking requests and finishes those in flight; then the flow stops after
    its batch in flight (sinks flush, offsets are snapshotted) and the stores close.
    `ready(service, url, admin_key)` is called (in a thread) once the API answers.

    Whatever the broker does (down, or wedged so that every call waits for its timeout), the
    process ends within `node.shutdown_timeout_s` of the signal: requests get a third of it,
    the node's stop the rest, and a watchdog exits (code 1, thread stacks on stderr) if the
    clean stop has not finished by then. That is safe: the log keeps every acknowledged
    event, the flow resumes from its snapshots, and the stores' writes are idempotent.
    """
    import uvicorn

    from memstream.service.api import create_app
    from memstream.service.keys import KeyStore
    from memstream.service.node import Node

    s = node_settings
    sock = listen_socket(s.api.host, s.api.port)  # a port in use fails now, not after start
    try:
        _prepare_models(s)
    except BaseException:
        sock.close()
        raise
    admin_sha = s.api.admin_key_sha256.get_secret_value() if s.api.admin_key_sha256 else None
    keys = KeyStore(s.keys_file, admin_sha)
    node = Node(s, on_status=lambda msg: console.print(f"[dim]{msg}..."), keys=keys)
    try:
        with console.status("starting the node..."):
            node.start()
    except BaseException as e:
        sock.close()
        with console.status("stopping what had started..."):
            node.stop(timeout_s=s.node.shutdown_timeout_s)  # the embedded broker among it
        if isinstance(e, BrokerError) and s.kafka.bootstrap_servers:
            raise BrokerError(
                f"Kafka at {s.kafka.bootstrap_servers}: {e}; check that it runs and that "
                "MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS names it (empty: the embedded broker)"
            ) from e
        raise
    signalled: dict[str, float] = {}
    try:
        first_key = None
        if not keys.configured:  # after start: a cluster's node has read the cluster's keys
            first_key, _ = keys.create("first admin key", admin=True)
        app = create_app(node, keys)
        budget = s.node.shutdown_timeout_s
        config = uvicorn.Config(
            app,
            host=s.api.host,
            port=s.api.port,
            log_level="warning",
            access_log=False,
            timeout_graceful_shutdown=max(1, int(budget / 3)),
        )
        server = uvicorn.Server(config)
        _on_started(server, node.service, s, first_key, ready)
        signalled = _watch_shutdown(server, budget)
        # Uvicorn re-raises the signal that stopped it to the handlers it found: make those
        # ours (no-ops), so the shutdown below runs and the process exits 0.
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: None)
        server.run(sockets=[sock])
    finally:
        with console.status("stopping: flushing the flow, closing stores..."):
            t0 = signalled.get("at", time.monotonic())
            node.stop(timeout_s=max(1.0, s.node.shutdown_timeout_s - (time.monotonic() - t0) - 1))
    console.print("node stopped")


def listen_socket(host: str, port: int) -> socket.socket:
    """The API's socket, bound (uvicorn listens on it); ConfigError when the port is taken."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        sock = socket.socket(family, kind, proto)
    except OSError as e:
        raise ConfigError(f"cannot listen on {host}:{port} ({e}): fix MEMSTREAM_API__HOST") from e
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as e:
        sock.close()
        raise ConfigError(
            f"cannot listen on {host}:{port}: {e.strerror or e}; choose another port "
            "(--port, MEMSTREAM_API__PORT) or stop the process that holds it"
        ) from e
    return sock


def _prepare_models(s: Settings) -> None:
    """Fail now on a missing model, and make the ONNX files a first run lacks, saying so."""
    from memstream.encoders.backend import missing_exports, prepare_exports

    todo = missing_exports(s.models)
    if todo:
        names = " and ".join({"dense": "MiniLM", "splade": "SPLADE"}[k] for k in todo)
        # a line, not a spinner: it shows in logs too (a spinner prints nothing off a terminal)
        console.print(f"[dim]first run: exporting {names} to ONNX (once)...", soft_wrap=True)
        prepare_exports(s.models)


def _watch_shutdown(server: uvicorn.Server, budget_s: float) -> dict[str, float]:
    """Once uvicorn was asked to exit, give the process `budget_s` to end, then end it.

    Returns a dict that receives the moment ("at", monotonic) the exit was asked for.
    """
    signalled: dict[str, float] = {}

    def watch() -> None:
        while not server.should_exit:
            time.sleep(0.05)
        signalled["at"] = time.monotonic()
        console.print(f"stopping (within {budget_s:.0f} s)...")
        time.sleep(budget_s)
        print(
            f"memstream node: not stopped {budget_s:.0f} s after the signal; exiting now "
            "(the log and idempotent stores make this safe). Threads still running:",
            file=sys.stderr,
            flush=True,
        )
        faulthandler.dump_traceback(all_threads=True)
        os._exit(1)

    threading.Thread(target=watch, name="memstream-shutdown-watchdog", daemon=True).start()
    return signalled


def _on_started(
    server: uvicorn.Server,
    service: MemoryService,
    s: Settings,
    first_key: str | None,
    ready: OnReady | None,
) -> None:
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
            ready(service, url, first_key)

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
    setup_logging(verbose)
    s = settings(data_dir)
    update = {k: v for k, v in {"host": host, "port": port}.items() if v is not None}
    s = s.model_copy(update={"api": s.api.model_copy(update=update)})
    serve(s)
    _exit(0)


def _exit(code: int) -> None:
    """Leave now that the node is stopped: the interpreter's own teardown may wait on Kafka
    client handles and on request threads the shutdown cancelled (seen: 2.5 s with the
    broker down), and the shutdown watchdog cannot act during it."""
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


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

    setup_logging(verbose)
    s = settings(data_dir)
    if s.store.data_dir.exists():
        shutil.rmtree(s.store.data_dir)
    s = s.model_copy(update={"api": s.api.model_copy(update={"port": port})})
    failed: list[BaseException] = []

    def on_ready(service: MemoryService, url: str, key: str | None) -> None:
        assert key is not None  # a fresh data dir always gets a first admin key
        try:
            d.run(service, url, key, progress, console, Console())
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
    """Serve `retain`, `recall` and `forget` for one bank to an MCP client over stdio.

    The node must be running (`memstream node`); stdout carries the protocol, logs go to stderr.
    """
    from memstream.service.mcp_server import run_stdio

    setup_logging(verbose)  # stderr: stdout belongs to the protocol
    run_stdio(bank, url, api_key, wait_s=wait_s)
