"""Both vector-store backends against real stores in temp dirs: qdrant-edge and qdrant-client's
local mode. Every behaviour test runs on both; they must agree.
"""

from __future__ import annotations

import dataclasses
import math
import socket
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest

from memstream.connectors.vector import (
    PAYLOAD_INDEXES,
    EdgeVectorStore,
    QdrantServerVectorStore,
    RetryPolicy,
    SearchFilter,
    VectorStore,
    open_vector_store,
)
from memstream.errors import ConfigError, MemstreamError, StoreUnavailable
from memstream.events import FactType
from memstream.records import TimeRef
from memstream.settings import StoreSettings
from tests.fakes import T0, memory, unit_vector

BACKENDS = ["edge", "local"]
FAST_RETRY = RetryPolicy(attempts=2, initial_wait_s=0.01, max_wait_s=0.01)
REPO = Path(__file__).resolve().parents[2]


def open_store(kind: str, root: Path, dim: int = 384, datatype: str = "float16") -> VectorStore:
    if kind == "edge":
        return EdgeVectorStore(root / "edge", dim, retry=FAST_RETRY, datatype=datatype)
    return QdrantServerVectorStore(path=root / "local", dim=dim, retry=FAST_RETRY)


@pytest.fixture(params=BACKENDS)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorStore]:
    s = open_store(request.param, tmp_path)
    yield s
    s.close()


def near(vec: tuple[float, ...], seed: int, noise: float = 0.05) -> list[float]:
    v = np.asarray(vec) + noise * np.random.default_rng(seed).standard_normal(len(vec))
    return list(v / np.linalg.norm(v))


def idf(df: int, n: int) -> float:
    """Qdrant's IDF modifier: ln((n - df + 0.5) / (df + 0.5) + 1)."""
    return math.log((n - df + 0.5) / (df + 0.5) + 1)


# -- writes ------------------------------------------------------------------------------


def test_upsert_then_count_and_banks(store: VectorStore) -> None:
    store.upsert([memory(i, "a") for i in range(5)] + [memory(i, "b") for i in range(3)])
    assert (store.count("a"), store.count("b"), store.count(), store.count("zz")) == (5, 3, 8, 0)
    assert store.banks() == ["a", "b"]


def test_upsert_is_idempotent_and_overwrites(store: VectorStore) -> None:
    batch = [memory(i, "a", entities=("ann",)) for i in range(4)]
    store.upsert(batch)
    first = store.get([m.id for m in batch], with_vectors=True)
    store.upsert(batch)
    assert store.count("a") == 4
    assert store.get([m.id for m in batch], with_vectors=True) == first
    store.upsert([memory(0, "a", text="rewritten")])
    assert store.count("a") == 4
    assert store.get([batch[0].id])[0].text == "rewritten"


def test_payload_and_vectors_round_trip(store: VectorStore) -> None:
    ref = TimeRef("yesterday", T0 - timedelta(days=1), T0, "day")
    mem = memory(
        7,
        "a",
        entities=("ann", "paris", "ann"),
        time_refs=(ref,),
        sequence=3,
        metadata={"source": "chat", "tags": [1, 2]},
        fact_type=FactType.OPINION,
        sparse={5: 0.5, 9: 1.25},
    )
    store.upsert([mem])
    (got,) = store.get([mem.id], with_vectors=True)
    p = got.payload
    assert got.id == mem.id and got.bank == "a"
    assert p["event_id"] == "e7" and p["text"] == mem.event.text
    assert p["occurred_at"] == mem.event.occurred_at.isoformat()
    assert p["occurred_ts"] == mem.event.occurred_at.timestamp()
    assert (p["speaker"], p["conversation"], p["session_id"]) == ("Ann", "c1", "s1")
    assert (p["fact_type"], p["sequence"], p["sort_key"]) == ("opinion", 3, mem.sort_key())
    assert p["metadata"] == {"source": "chat", "tags": [1, 2]}
    assert p["entities"] == ["ann", "paris"]
    assert p["time_refs"] == [
        {
            "text": "yesterday",
            "start": ref.start.isoformat(),
            "end": ref.end.isoformat(),
            "grain": "day",
        }
    ]
    # Dense vectors are stored as float16 by default (test_vector_datatype.py): half an ulp
    # of a component below 1 is at most 2 ** -12.
    assert got.dense is not None and np.allclose(got.dense, mem.dense, rtol=0, atol=2**-12)
    assert got.sparse is not None
    assert dict(zip(got.sparse.indices, got.sparse.values, strict=True)) == {5: 0.5, 9: 1.25}
    assert store.get([mem.id])[0].dense is None


def test_rejects_malformed_vectors(store: VectorStore) -> None:
    bad_dim = dataclasses.replace(memory(1, "a"), dense=(1.0, 0.0))
    with pytest.raises(ValueError, match="shape"):
        store.upsert([bad_dim])
    with pytest.raises(ValueError, match="repeats"):
        store.search_sparse("a", [3, 3], [1.0, 1.0], 5)
    with pytest.raises(ValueError, match="not a memory id"):
        store.get(["not-a-uuid"])
    assert store.count() == 0


# -- search ------------------------------------------------------------------------------


def test_dense_nearest_first_and_score_threshold(store: VectorStore) -> None:
    mems = [memory(i, "a") for i in range(20)]
    store.upsert(mems)
    hits = store.search_dense("a", near(mems[13].dense, seed=1), 5)
    assert hits[0].id == mems[13].id and hits[0].payload["event_id"] == "e13"
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    cut = (hits[0].score + hits[1].score) / 2
    assert [
        h.id for h in store.search_dense("a", near(mems[13].dense, 1), 5, score_threshold=cut)
    ] == [mems[13].id]
    assert store.search_dense("a", mems[13].dense, 5, score_threshold=1.01) == []


def test_sparse_ranks_by_idf_weighted_dot_product(store: VectorStore) -> None:
    common, rare = 1, 2
    # every memory holds the common term; only #0 holds the rare one, with a lower weight
    mems = [memory(0, "a", sparse={rare: 0.6, 50: 1.0})]
    mems += [memory(i, "a", sparse={common: 1.0, 50 + i: 1.0}) for i in range(1, 10)]
    store.upsert(mems)
    hits = store.search_sparse("a", [common, rare], [1.0, 1.0], 10)
    assert hits[0].id == mems[0].id  # 0.6 * idf(rare) beats 1.0 * idf(common)
    assert hits[0].score == pytest.approx(0.6 * idf(1, 10), rel=1e-4)
    assert hits[1].score == pytest.approx(1.0 * idf(9, 10), rel=1e-4)
    assert len(hits) == 10
    assert store.search_sparse("a", [], [], 5) == []


def test_sparse_idf_is_computed_per_bank(store: VectorStore) -> None:
    store.upsert([memory(0, "a", sparse={2: 1.0})] + [memory(i, "a") for i in range(1, 6)])
    before = store.search_sparse("a", [2], [1.0], 5)
    # another bank full of term 2 must not make it "common" for bank a
    store.upsert([memory(i, "b", sparse={2: 1.0}) for i in range(50)])
    after = store.search_sparse("a", [2], [1.0], 5)
    assert [h.id for h in after] == [h.id for h in before]
    assert after[0].score == pytest.approx(before[0].score, rel=1e-6)
    assert after[0].score == pytest.approx(idf(1, 6), rel=1e-4)


# -- isolation and filters ---------------------------------------------------------------


def test_bank_isolation_on_every_method(store: VectorStore) -> None:
    a = [memory(i, "a", sparse={7: 1.0}) for i in range(3)]
    b = [memory(i, "b", sparse={7: 1.0}) for i in range(3)]  # same vectors, other bank
    store.upsert(a + b)
    a_ids, b_ids = {m.id for m in a}, {m.id for m in b}
    assert {h.id for h in store.search_dense("a", a[0].dense, 10)} == a_ids
    assert {h.id for h in store.search_sparse("a", [7], [1.0], 10)} == a_ids
    assert {s.id for s in store.scroll("a", 10)[0]} == a_ids
    only_b = SearchFilter(memory_ids=sorted(b_ids))
    assert store.search_dense("a", a[0].dense, 10, filter=only_b) == []
    assert store.search_sparse("a", [7], [1.0], 10, filter=only_b) == []
    assert store.get(sorted(b_ids), bank="a") == []
    assert {s.id for s in store.get(sorted(a_ids | b_ids), bank="b")} == b_ids
    assert store.delete_bank("a") == 3
    assert store.count("b") == 3 and store.banks() == ["b"]


def test_filters(store: VectorStore) -> None:
    mems = [
        memory(0, "a", speaker="Ann", fact_type=FactType.WORLD, session_id="s1"),
        memory(60, "a", speaker="Bob", fact_type=FactType.EXPERIENCE, session_id="s1"),
        memory(120, "a", speaker="Ann", fact_type=FactType.OPINION, session_id="s2"),
        memory(180, "a", speaker="Cy", fact_type=FactType.WORLD, session_id="s2"),
    ]  # occurred at T0 + i minutes: 0, 1 h, 2 h, 3 h
    store.upsert(mems)
    q = unit_vector(999)

    def ids(flt: SearchFilter) -> set[str]:
        dense = {h.id for h in store.search_dense("a", q, 10, filter=flt)}
        scrolled = {s.id for s in store.scroll("a", 10, filter=flt)[0]}
        assert dense == scrolled
        return dense

    m0, m1, m2, m3 = (m.id for m in mems)
    hour = timedelta(hours=1)
    assert ids(SearchFilter(start=T0 + hour, end=T0 + 3 * hour)) == {m1, m2}  # [start, end)
    assert ids(SearchFilter(start=T0 + 2 * hour)) == {m2, m3}
    assert ids(SearchFilter(end=T0 + hour)) == {m0}
    assert ids(SearchFilter(speakers=["Ann"])) == {m0, m2}
    assert ids(SearchFilter(speakers=["Bob", "Cy"])) == {m1, m3}
    assert ids(SearchFilter(fact_types=[FactType.WORLD])) == {m0, m3}
    assert ids(SearchFilter(session_ids=["s2"], speakers=["Ann"])) == {m2}
    assert ids(SearchFilter(memory_ids=[m1, m3], fact_types=["world"])) == {m3}
    assert ids(SearchFilter(speakers=[])) == set()  # an empty candidate list matches nothing
    with pytest.raises(ValueError, match="timezone-aware"):
        SearchFilter(start=T0.replace(tzinfo=None))


def test_get_keeps_order_and_skips_missing(store: VectorStore) -> None:
    mems = [memory(i, "a") for i in range(3)]
    store.upsert(mems)
    missing = memory(99, "a").id
    got = store.get([mems[2].id, missing, mems[0].id, mems[2].id])
    assert [s.id for s in got] == [mems[2].id, mems[0].id]
    assert store.get([]) == []


def test_scroll_pages_through_a_bank(store: VectorStore) -> None:
    mems = [memory(i, "a") for i in range(7)]
    store.upsert(mems + [memory(i, "b") for i in range(4)])
    seen: list[str] = []
    offset: str | None = None
    for _ in range(10):
        page, offset = store.scroll("a", 3, offset)
        assert len(page) <= 3
        seen += [s.id for s in page]
        if offset is None:
            break
    assert sorted(seen) == sorted(m.id for m in mems) and len(seen) == 7


def test_scroll_field_pages_through_the_memories_that_have_it(store: VectorStore) -> None:
    """Only the bank's memories whose field is not empty, and only that field."""
    day = timedelta(days=1)
    refs = {i: (TimeRef(f"ref {i}", T0 - i * day, T0, "day"),) for i in (1, 2, 4, 5, 6)}
    mems = [memory(i, "a", time_refs=refs.get(i, ())) for i in range(8)]
    store.upsert(mems + [memory(i, "b", time_refs=refs[1]) for i in range(3)])
    seen: dict[str, object] = {}
    offset: str | None = None
    for _ in range(10):
        page, offset = store.scroll_field("a", "time_refs", 2, offset)
        assert len(page) <= 2
        seen.update(page)
        if offset is None:
            break
    assert set(seen) == {mems[i].id for i in refs}
    for i in refs:
        (got,) = seen[mems[i].id]  # the stored form, as `scroll` returns it in the payload
        assert got == store.get([mems[i].id])[0].payload["time_refs"][0]
        assert got["text"] == f"ref {i}"
    assert store.scroll_field("nobody", "time_refs", 5) == ([], None)


def test_delete_bank(store: VectorStore) -> None:
    store.upsert([memory(i, "a") for i in range(5)] + [memory(1, "b")])
    assert store.delete_bank("a") == 5
    assert store.delete_bank("a") == 0
    assert store.count("a") == 0 and store.count() == 1
    assert store.search_dense("a", unit_vector(1), 5) == []
    assert store.banks() == ["b"]


# -- lifecycle ---------------------------------------------------------------------------


def test_delete_by_ids_within_a_bank_is_idempotent(store: VectorStore) -> None:
    store.upsert([memory(i, "a") for i in range(5)] + [memory(0, "b")])
    gone = [memory(1, "a").id, memory(3, "a").id]
    assert store.delete("a", [*gone, memory(0, "b").id]) == 2  # b's id is not a's to delete
    assert store.count("a") == 3 and store.count("b") == 1
    assert store.get(gone) == []
    assert store.delete("a", gone) == 0 and store.count("a") == 3
    assert store.delete("a", []) == 0
    with pytest.raises(ValueError, match="not a memory id"):
        store.delete("a", ["nope"])


def test_partition_is_in_the_payload(store: VectorStore) -> None:
    store.upsert([dataclasses.replace(memory(1, "a"), partition=2), memory(2, "a")])
    got = {
        m.id: m.payload["log_partition"] for m in store.get([memory(1, "a").id, memory(2, "a").id])
    }
    assert got == {memory(1, "a").id: 2, memory(2, "a").id: None}


@pytest.mark.parametrize("kind", BACKENDS)
def test_reopen_from_disk(kind: str, tmp_path: Path) -> None:
    mems = [memory(i, "a") for i in range(10)]
    with open_store(kind, tmp_path) as s:
        s.upsert(mems)
    with open_store(kind, tmp_path) as s:
        assert s.count("a") == 10
        assert s.search_dense("a", mems[4].dense, 1)[0].id == mems[4].id
        assert s.get([mems[0].id])[0].payload["event_id"] == "e0"


@pytest.mark.parametrize("kind", BACKENDS)
def test_closed_store_refuses_calls(kind: str, tmp_path: Path) -> None:
    s = open_store(kind, tmp_path)
    s.close()
    s.close()  # idempotent
    with pytest.raises(MemstreamError, match="closed"):
        s.count()


@pytest.mark.parametrize("kind", BACKENDS)
def test_reopen_with_another_dimension_is_refused(kind: str, tmp_path: Path) -> None:
    open_store(kind, tmp_path).close()
    with pytest.raises(ConfigError):
        open_store(kind, tmp_path, dim=8)


def test_edge_survives_kill_9(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import os, signal
        from memstream.connectors.vector import EdgeVectorStore
        from tests.fakes import memory
        s = EdgeVectorStore({str(tmp_path / "edge")!r})
        s.upsert([memory(i, "a") for i in range(300)])
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True)
    assert proc.returncode == -9, proc.stderr.decode()
    with open_store("edge", tmp_path) as s:
        assert s.count("a") == 300


def test_edge_has_one_opener_per_directory(tmp_path: Path) -> None:
    with open_store("edge", tmp_path):
        with pytest.raises(ConfigError, match="already open"):
            open_store("edge", tmp_path)
        script = (
            "from memstream.connectors.vector import *; "
            f"EdgeVectorStore({str(tmp_path / 'edge')!r})"
        )
        proc = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True)
        assert b"StoreUnavailable" in proc.stderr
    open_store("edge", tmp_path).close()  # released on close


def test_edge_indexes_survive_reopen(tmp_path: Path) -> None:
    # re-creating an index in qdrant-edge drops is_tenant: reopening must not do that
    for _ in range(2):
        with open_store("edge", tmp_path) as s:
            schema = s._shard.info().payload_schema  # type: ignore[attr-defined]
            assert set(schema) == set(PAYLOAD_INDEXES)
            assert schema["bank"].params.is_tenant is True


def test_unreachable_server_raises_store_unavailable() -> None:
    with socket.socket() as sock:  # a port that nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(StoreUnavailable, match="2 attempts"):
        QdrantServerVectorStore(
            url=f"http://127.0.0.1:{port}", retry=FAST_RETRY, timeout_s=2, check_compatibility=False
        )


@pytest.mark.parametrize("kind", BACKENDS)
def test_one_writer_beside_concurrent_readers(kind: str, tmp_path: Path) -> None:
    with open_store(kind, tmp_path) as s:
        s.upsert([memory(i, "a") for i in range(50)])
        errors: list[BaseException] = []
        done = threading.Event()

        def read() -> None:
            try:
                while not done.is_set():
                    assert len(s.search_dense("a", unit_vector(3), 10)) == 10
                    s.search_sparse("a", [1003], [1.0], 5)
                    s.scroll("a", 20)
            except BaseException as e:
                errors.append(e)

        readers = [threading.Thread(target=read) for _ in range(3)]
        for t in readers:
            t.start()
        for start in range(50, 250, 25):
            s.upsert([memory(i, "a") for i in range(start, start + 25)])
        done.set()
        for t in readers:
            t.join()
        assert errors == [] and s.count("a") == 250


def test_backends_agree_on_top_results(tmp_path: Path) -> None:
    rng = np.random.default_rng(5)
    mems = [
        memory(
            i,
            "a",
            sparse={
                int(t): float(w)
                for t, w in zip(
                    rng.choice(60, 6, replace=False), rng.uniform(0.1, 2.0, 6), strict=True
                )
            },
        )
        for i in range(200)
    ]
    # Local mode keeps float32 whatever the datatype: so does the edge store here, to compare
    # the backends and not the rounding (test_vector_datatype.py has that).
    edge_store = open_store("edge", tmp_path, datatype="float32")
    with edge_store as edge, open_store("local", tmp_path) as local:
        for s in (edge, local):
            s.upsert(mems)
        for q in range(5):
            vec = near(mems[q * 37].dense, seed=q, noise=0.5)
            e, lo = edge.search_dense("a", vec, 10), local.search_dense("a", vec, 10)
            assert [h.id for h in e] == [h.id for h in lo]
            assert [h.score for h in e] == pytest.approx([h.score for h in lo], rel=1e-4)
            terms = [int(t) for t in rng.choice(60, 3, replace=False)]
            e = edge.search_sparse("a", terms, [1.0, 0.5, 0.25], 10)
            lo = local.search_sparse("a", terms, [1.0, 0.5, 0.25], 10)
            assert [h.id for h in e] == [h.id for h in lo]
            assert [h.score for h in e] == pytest.approx([h.score for h in lo], rel=1e-4)


def test_open_vector_store_follows_settings(tmp_path: Path) -> None:
    with open_vector_store(StoreSettings(data_dir=tmp_path)) as s:
        assert isinstance(s, EdgeVectorStore) and s.path == (tmp_path / "qdrant").resolve()
    local = StoreSettings(vector_backend="qdrant", qdrant_path=tmp_path / "q")
    with open_vector_store(local) as s:
        assert isinstance(s, QdrantServerVectorStore)
    with pytest.raises(ConfigError, match="qdrant_url"):
        open_vector_store(StoreSettings(vector_backend="qdrant"))


def test_the_count_estimate_follows_upserts_redeliveries_and_deletions(store: VectorStore) -> None:
    """The payload index's count, which recall's change checks and entity weights read."""

    def both(bank: str) -> tuple[int, int]:
        return store.count(bank), store.count_estimate(bank)

    store.upsert([memory(i, "A") for i in range(60)])
    store.upsert([memory(i, "B") for i in range(25)])
    assert both("A") == (60, 60) and both("B") == (25, 25) and both("C") == (0, 0)
    store.upsert([memory(i, "A") for i in range(20)])  # a redelivery replaces
    store.delete("A", [memory(i, "A").id for i in range(10)])
    assert both("A") == (50, 50)
    optimize = getattr(store, "optimize", None)
    if optimize is not None:  # the edge store merges its segments
        optimize()
    store.upsert([memory(i, "A") for i in range(100, 130)])
    store.delete("B", [memory(i, "B").id for i in range(20)])
    assert both("A") == (80, 80) and both("B") == (5, 5)
