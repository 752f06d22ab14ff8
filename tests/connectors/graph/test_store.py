"""The process's one handle on the graph (connectors/graph/store.py): deleting a bank, reopening,
one opener per path, readers seeing whole batches, a lock held by another process.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from memstream.connectors.graph import GraphCounts, GraphStore, open_graph_store
from memstream.errors import ConfigError, StoreUnavailable
from tests.connectors.graph.build import corpus, mem, mid

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


@contextmanager
def _counting(store: GraphStore, readers: int = 1) -> Iterator[list[int]]:
    """Threads reading bank b1's memory count over and over while the block runs: the counts
    they saw (an error in a reader fails the test when the block ends)."""
    seen: list[int] = []
    errors: list[BaseException] = []
    done = threading.Event()

    def read() -> None:
        try:
            while not done.is_set():
                seen.append(store.counts("b1").memories)
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=read) for _ in range(readers)]
    for t in threads:
        t.start()
    try:
        yield seen
    finally:
        done.set()
        for t in threads:
            t.join()
    assert not errors


def test_readers_see_whole_batches_while_writing(store: GraphStore) -> None:
    batches = [
        [mem(f"m{b:02d}-{i}", b * 10 + i, ents=["alice"]) for i in range(8)] for b in range(15)
    ]
    with _counting(store, readers=2) as seen:
        for batch in batches:
            store.upsert(batch)
    assert seen and all(n % 8 == 0 for n in seen)  # never half a batch
    assert store.counts("b1").memories == 120


class _Arrival:
    """A lock that says when a thread first comes to take it (then takes the real one)."""

    def __init__(self, lock: threading.Lock) -> None:
        self.lock, self.at_lock = lock, threading.Event()

    def __enter__(self) -> bool:
        self.at_lock.set()
        return self.lock.__enter__()

    def __exit__(self, *exc: object) -> None:
        self.lock.__exit__(*exc)


def test_the_write_connection_is_renewed_between_writes_never_under_one(
    tmp_path: Path, engine: str
) -> None:
    """Connections are renewed once the graph grew (fresh plans). A write on another thread
    (the Hebbian writer of a node without a log, a bank deleted through the API, beside the
    flow's writes) that finds a renewal due waits for the running write: it does not close
    the connection that write is using. Without retries, so a failed attempt is not hidden."""
    with open_graph_store(tmp_path / "graph.db", engine, retries=0) as store:
        conn = store._conn
        store.upsert(corpus(10))
        inside, release = threading.Event(), threading.Event()
        counted: list[int] = []
        errors: list[BaseException] = []

        def slow(run) -> int:
            run("MATCH (m:Memory) RETURN count(m)", {})
            inside.set()
            release.wait(10)  # the other thread's write arrives meanwhile
            return int(run("MATCH (m:Memory) RETURN count(m)", {})[0][0])

        def guarded(fn) -> threading.Thread:
            def run() -> None:
                try:
                    fn()
                except BaseException as e:
                    errors.append(e)

            return threading.Thread(target=run)

        first = guarded(lambda: counted.append(conn.write(slow, "slow read-write")))
        first.start()
        assert inside.wait(10)
        conn._epoch += 1  # what `grew` does once the graph has grown by half
        conn.lock = arrival = _Arrival(conn.lock)  # the first write holds the lock itself
        second = guarded(lambda: store.upsert(corpus(20, "b2")))
        second.start()
        assert arrival.at_lock.wait(10)  # the second write is at the lock (or past a close)
        release.set()
        first.join(30)
        second.join(30)
        assert errors == [] and counted == [10]
        assert store.counts("b2").memories == 20


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


class _CheckpointFailsAfterCommit:
    """The write connection, but its next COMMIT commits and then raises what the engine
    raised at 904,000 memories with a 256 MB page cache (the database was not fit for another
    statement after it: a retry on it crashed the process)."""

    MESSAGE = (
        "Transaction committed successfully, but the post-commit checkpoint failed. The "
        "committed data is durable and will be recovered on restart: Buffer manager exception:"
        " Unable to allocate memory! The buffer pool is full and no memory could be freed!"
    )

    def __init__(self, conn: object) -> None:
        self._conn = conn
        self.raised = 0

    def execute(self, query: str, params: object = None) -> object:
        out = self._conn.execute(query, params or {})  # type: ignore[attr-defined]
        if query == "COMMIT" and not self.raised:
            self.raised += 1
            out.close()  # type: ignore[attr-defined]  # (a result left open outlives its database)
            raise RuntimeError(self.MESSAGE)
        return out

    def close(self) -> None:
        self._conn.close()  # type: ignore[attr-defined]


def test_a_commit_whose_checkpoint_failed_reopens_the_database_with_more_cache(
    tmp_path: Path, engine: str
) -> None:
    with open_graph_store(tmp_path / "g.db", engine, buffer_pool_bytes=64 * 2**20) as store:
        conn = store._conn
        store.upsert([mem(f"a{i}", i, ents=["alice", "bob"]) for i in range(5)])
        with _counting(store) as seen:
            failing = _CheckpointFailsAfterCommit(conn._writer)
            conn._writer = failing
            # the write that hits it is done (committed, not redone), and no error escapes
            store.upsert([mem(f"b{i}", 10 + i, ents=["alice", "carol"]) for i in range(5)])
            assert failing.raised == 1
            assert conn.reopens == 1 and conn._writer is not failing
            assert conn.buffer_pool_bytes == 128 * 2**20
            store.upsert([mem(f"c{i}", 20 + i, ents=["bob"]) for i in range(5)])
        assert seen and all(n in (5, 10, 15) for n in seen)
        counts = store.counts("b1")
        assert counts.memories == 15
    with open_graph_store(tmp_path / "g.db", engine) as again:  # and it is all on disk
        assert again.counts("b1").memories == 15
        assert again.counts("b1").entities == 3


def test_a_commit_that_fails_otherwise_is_rolled_back_and_redone(
    tmp_path: Path, engine: str
) -> None:
    class _Busy(_CheckpointFailsAfterCommit):
        def execute(self, query: str, params: object = None) -> object:
            if query == "COMMIT" and not self.raised:
                self.raised += 1
                raise RuntimeError("Cannot start a new write transaction in the system.")
            return self._conn.execute(query, params or {})  # type: ignore[attr-defined]

    with open_graph_store(tmp_path / "g.db", engine, retry_wait_s=0.01) as store:
        conn = store._conn
        busy = _Busy(conn._writer)
        conn._writer = busy
        store.upsert([mem(f"a{i}", i, ents=["alice"]) for i in range(3)])
        assert busy.raised == 1 and conn.reopens == 0
        assert store.counts("b1").memories == 3


@pytest.mark.parametrize("pool_mb, reopens", [(64, 1), (0, 0)])
def test_a_statement_that_finds_the_cache_full_is_redone_with_twice_the_cache(
    tmp_path: Path, engine: str, pool_mb: int, reopens: int
) -> None:
    class _Full(_CheckpointFailsAfterCommit):
        """A bank of 1M memories could not take one batch of 1,000 with 256 MB."""

        def execute(self, query: str, params: object = None) -> object:
            if query.startswith("UNWIND") and not self.raised:
                self.raised += 1
                raise RuntimeError(
                    "Buffer manager exception: Unable to allocate memory! The buffer pool is"
                    " full and no memory could be freed!"
                )
            return self._conn.execute(query, params or {})  # type: ignore[attr-defined]

    with open_graph_store(
        tmp_path / "g.db", engine, buffer_pool_bytes=pool_mb * 2**20, retry_wait_s=0.01
    ) as store:
        conn = store._conn
        full = _Full(conn._writer)
        conn._writer = full
        store.upsert([mem(f"a{i}", i, ents=["alice", "bob"]) for i in range(4)])
        assert full.raised == 1 and conn.reopens == reopens
        assert conn.buffer_pool_bytes == 2 * pool_mb * 2**20
        assert store.counts("b1").memories == 4 and store.counts("b1").co_occurs == 1


def _wait_until(check, what: str, timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, f"not {what} after {timeout_s} s"
        time.sleep(0.005)


def test_a_delete_waits_for_running_reads_and_holds_new_ones(store: GraphStore) -> None:
    """Ladybug crashed the process once preparing a forget's statement while a recall read the
    same memories on a pooled connection: a delete runs alone (connection.py)."""
    conn = store._conn
    memories = corpus(12)
    store.upsert(memories)
    reading, release_read = threading.Event(), threading.Event()
    inside, release_write = threading.Event(), threading.Event()
    got: dict[str, object] = {}

    def held_read(run) -> int:
        reading.set()
        release_read.wait(10)
        return int(run("MATCH (m:Memory) RETURN count(m)", {})[0][0])

    def held_write(run) -> int:
        inside.set()
        release_write.wait(10)
        return 0

    reader = threading.Thread(target=lambda: got.update(read=conn.read(held_read, "held")))
    reader.start()
    assert reading.wait(10)
    ids = [mid(f"e{i:03d}") for i in range(4)]
    deleter = threading.Thread(target=lambda: got.update(deleted=store.delete("b1", ids)))
    deleter.start()
    _wait_until(lambda: conn._gate.held, "the delete waiting for the read")
    assert deleter.is_alive() and "deleted" not in got
    release_read.set()
    reader.join(10)
    deleter.join(10)
    assert got == {"read": 12, "deleted": 4}
    assert store.counts("b1").memories == 8

    # a read that comes while a write that runs alone is running waits for its end
    writer = threading.Thread(target=lambda: conn.write(held_write, "held", alone=True))
    writer.start()
    assert inside.wait(10)
    late = threading.Thread(target=lambda: got.update(late=store.counts("b1").memories))
    late.start()
    late.join(0.3)
    assert late.is_alive() and "late" not in got
    release_write.set()
    writer.join(10)
    late.join(10)
    assert got["late"] == 8 and not conn._gate.held
