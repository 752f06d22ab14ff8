"""The process's one handle on the graph (connectors/graph/store.py): deleting a bank, reopening,
one opener per path, readers seeing whole batches, a lock held by another process.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from memstream.connectors.graph import GraphCounts, GraphStore, open_graph_store
from memstream.errors import ConfigError, StoreUnavailable
from tests.connectors.graph.build import corpus, mem

pytestmark = pytest.mark.graph


def test_delete_bank(store: GraphStore) -> None:
    store.upsert(corpus(20, "b1"))
    store.upsert(corpus(20, "b2"))
    before = store.snapshot("b2")
    store.delete_bank("b1")
    assert store.counts("b1") == GraphCounts(0, 0, 0, 0, 0, 0)
    assert store.banks() == ["b2"]
    assert store.snapshot("b2") == before
    store.upsert(corpus(20, "b1"))  # a deleted bank can be written again
    assert store.counts("b1").memories == 20


def test_reopen_keeps_graph_and_refuses_second_opener(tmp_path: Path, engine: str) -> None:
    path = tmp_path / "graph.db"
    with open_graph_store(path, engine) as s:
        s.upsert(corpus(15))
        before = s.snapshot("b1")
        with pytest.raises(ConfigError):
            open_graph_store(path, engine)
    with open_graph_store(path, engine) as s:
        assert s.snapshot("b1") == before
    s.close()  # idempotent
    with pytest.raises(StoreUnavailable):
        s.counts("b1")


def test_readers_see_whole_batches_while_writing(store: GraphStore) -> None:
    batches = [
        [mem(f"m{b:02d}-{i}", b * 10 + i, ents=["alice"]) for i in range(8)] for b in range(15)
    ]
    seen: list[int] = []
    errors: list[BaseException] = []
    done = threading.Event()

    def read() -> None:
        try:
            while not done.is_set():
                seen.append(store.counts("b1").memories)
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    readers = [threading.Thread(target=read) for _ in range(2)]
    for t in readers:
        t.start()
    try:
        for batch in batches:
            store.upsert(batch)
    finally:
        done.set()
        for t in readers:
            t.join()
    assert not errors
    assert seen and all(n % 8 == 0 for n in seen)  # never half a batch
    assert store.counts("b1").memories == 120


_HOLD = """
import sys, importlib
eng = importlib.import_module(sys.argv[1])
db = eng.Database(sys.argv[2])
print("ready", flush=True)
sys.stdin.read()
"""


def test_lock_held_by_another_process_is_store_unavailable(tmp_path: Path, engine: str) -> None:
    path = tmp_path / "graph.db"
    with open_graph_store(path, engine):
        pass
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, engine, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        with pytest.raises(StoreUnavailable, match="after 3 attempts"):
            open_graph_store(path, engine, retries=2, retry_wait_s=0.01)
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
    with open_graph_store(path, engine) as s:  # released: opens again, and the lock is freed
        assert s.banks() == []
