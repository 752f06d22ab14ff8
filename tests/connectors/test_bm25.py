"""Tantivy adapter against a real index in a temp dir."""

from __future__ import annotations

import itertools
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memstream.connectors.bm25 import Bm25Index
from memstream.connectors.bm25_idf import IdfScope
from memstream.errors import ConfigError
from tests.fakes import memory

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def index(tmp_path):
    ix = Bm25Index(tmp_path / "bm25")
    yield ix
    ix.close()


def texts(*pairs: tuple[int, str], bank: str = "bank-a"):
    return [memory(i, bank, text=t) for i, t in pairs]


def test_stemmed_bm25_ranking(index: Bm25Index) -> None:
    index.upsert(texts((1, "I went running with my dogs"), (2, "Paris is lovely"), (3, "a dog")))
    hits = index.search("bank-a", "dog runs", 10)
    assert [h.id for h in hits][:1] == [memory(1).id]  # "running"+"dogs" both stem-match
    assert {h.id for h in hits} == {memory(1).id, memory(3).id}
    assert hits[0].score > hits[1].score > 0


def test_upsert_is_idempotent_and_replaces(index: Bm25Index) -> None:
    batch = texts((1, "alpha beta"), (2, "gamma"))
    index.upsert(batch)
    index.upsert(batch)
    assert index.count("bank-a") == 2
    index.upsert(texts((1, "delta only")))
    assert index.count("bank-a") == 2
    assert index.search("bank-a", "alpha", 5) == []
    assert [h.id for h in index.search("bank-a", "delta", 5)] == [memory(1).id]


@pytest.mark.parametrize(
    "query",
    [
        "AND OR NOT",
        'text:"unclosed',
        "(((",
        "a:b:c",
        "*",
        "~2^3",
        "",
        "   ",
        "'; DROP TABLE",
        "ü" * 500,
    ],
)
def test_no_user_text_raises(index: Bm25Index, query: str) -> None:
    index.upsert(texts((1, "and or not text")))
    index.search("bank-a", query, 5)  # must not raise


def test_bank_isolation(index: Bm25Index) -> None:
    index.upsert(texts((1, "shared words here")) + texts((1, "shared words here"), bank="bank-b"))
    assert index.count("bank-a") == index.count("bank-b") == 1
    assert index.ids("bank-a") == [memory(1, "bank-a").id]
    assert [h.id for h in index.search("bank-b", "shared", 5)] == [memory(1, "bank-b").id]
    assert index.banks() == ["bank-a", "bank-b"]
    index.delete_bank("bank-a")
    assert index.count("bank-a") == 0 and index.count("bank-b") == 1


def test_time_window_filter(index: Bm25Index) -> None:
    index.upsert(
        [
            memory(1, text="hiking trip", occurred_at=datetime(2023, 1, 5, tzinfo=UTC)),
            memory(2, text="hiking trip again", occurred_at=datetime(2023, 6, 5, tzinfo=UTC)),
        ]
    )
    hits = index.search(
        "bank-a",
        "hiking",
        5,
        start=datetime(2023, 6, 1, tzinfo=UTC),
        end=datetime(2023, 7, 1, tzinfo=UTC),
    )
    assert [h.id for h in hits] == [memory(2).id]


@pytest.mark.parametrize(
    ("start", "end", "found"),
    [
        (datetime(1600, 1, 1, tzinfo=UTC), datetime(2300, 1, 1, tzinfo=UTC), [1, 2]),
        (datetime(2023, 6, 1, tzinfo=UTC), datetime(9999, 12, 31, tzinfo=UTC), [2]),
        (datetime(1, 1, 1, tzinfo=UTC), datetime(2023, 6, 1, tzinfo=UTC), [1]),
        (None, datetime(1500, 1, 1, tzinfo=UTC), []),
        (datetime(2263, 1, 1, tzinfo=UTC), None, []),
    ],
)
def test_a_window_beyond_what_tantivy_holds_is_clamped(
    index: Bm25Index, start: datetime | None, end: datetime | None, found: list[int]
) -> None:
    """A recall window past 2262 or before 1677 made Tantivy refuse the query (the BM25 and
    context arms dropped as degraded); no stored event lies outside [EARLIEST, LATEST)."""
    index.upsert(
        [
            memory(1, text="hiking trip", occurred_at=datetime(2023, 1, 5, tzinfo=UTC)),
            memory(2, text="hiking trip again", occurred_at=datetime(2023, 6, 5, tzinfo=UTC)),
        ]
    )
    hits = index.search("bank-a", "hiking", 5, start=start, end=end)
    assert sorted(h.id for h in hits) == sorted(memory(i).id for i in found)


def test_get_returns_stored_fields(index: Bm25Index) -> None:
    index.upsert(texts((7, "stored text")))
    doc = index.get(memory(7).id)
    assert doc is not None and doc["text"] == "stored text" and doc["bank"] == "bank-a"
    assert index.get("missing") is None


def test_survives_reopen_and_rejects_a_second_writer(tmp_path) -> None:
    ix = Bm25Index(tmp_path / "bm25")
    ix.upsert(texts((1, "persisted")))
    with pytest.raises(ConfigError, match="already open in this process"):
        Bm25Index(tmp_path / "bm25")
    script = (
        "from pathlib import Path; from memstream.connectors.bm25 import Bm25Index; "
        f"Bm25Index(Path({str(tmp_path / 'bm25')!r}))"
    )
    other = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True)
    assert b"StoreUnavailable" in other.stderr and b"owns it" in other.stderr
    ix.close()
    again = Bm25Index(tmp_path / "bm25")
    assert again.count("bank-a") == 1
    again.close()


def test_fact_type_filter(index: Bm25Index) -> None:
    index.upsert(
        [
            memory(1, text="the sky is blue", fact_type="world"),
            memory(2, text="I think the sky is lovely", fact_type="opinion"),
        ]
    )
    assert [h.id for h in index.search("bank-a", "sky", 5, fact_types=["opinion"])] == [
        memory(2).id
    ]
    assert len(index.search("bank-a", "sky", 5, fact_types=["world", "opinion"])) == 2
    assert index.search("bank-a", "sky", 5, fact_types=[]) == []


def test_delete_by_ids_within_a_bank_is_idempotent(index: Bm25Index) -> None:
    index.upsert(texts((1, "alpha"), (2, "beta"), (3, "gamma")) + texts((1, "alpha"), bank="b"))
    index.delete("bank-a", [memory(1).id, memory(2).id, memory(1, "b").id])
    assert index.ids("bank-a") == [memory(3).id]
    assert index.ids("b") == [memory(1, "b").id]  # another bank's id: left alone
    index.delete("bank-a", [memory(1).id])
    index.delete("bank-a", [])
    assert index.count("bank-a") == 1 and index.search("bank-a", "alpha", 5) == []


def _ranked(hits: list) -> tuple[list[str], list[float]]:
    return [h.id for h in hits], [h.score for h in hits]


def test_equal_scores_rank_by_id_however_the_writes_were_batched(tmp_path: Path) -> None:
    """Two replicas of the same memories, written in other batches and orders (segments, old
    versions of re-written contexts), rank alike: tied scores (same length, one shared word)
    rank by id, never by the store's segment order."""
    mems = texts(*[(i, f"{'Noor' if i % 7 == 0 else 'Emeka'} said hello {i}") for i in range(40)])
    noor = sorted(m.id for m in mems if m.event.text.startswith("Noor"))  # 6 tie for "noor"
    with Bm25Index(tmp_path / "one") as one, Bm25Index(tmp_path / "other") as other:
        one.upsert(mems)
        for m in mems[::-1]:
            other.upsert([m])
        scopes: tuple[IdfScope, ...] = ("index", "bank")
        for limit, idf in itertools.product((1, 5, 12), scopes):
            ids, scores = _ranked(one.search("bank-a", "noor", limit, idf=idf))
            assert ids == noor[:limit]
            other_ids, other_scores = _ranked(other.search("bank-a", "noor", limit, idf=idf))
            assert other_ids == ids
            if idf == "bank":  # Tantivy's own idf counts the other's re-written contexts
                assert other_scores == pytest.approx(scores, rel=1e-6)


def test_bank_idf_is_blind_to_redeliveries(tmp_path: Path) -> None:
    """A redelivered batch leaves old versions in the index until a merge (Tantivy counts them
    in its idf: a one-term score here goes 1.145 -> 0.860); idf="bank" counts live memories."""
    mems = texts(*[(i, "apple pie" if i < 3 else "banana split") for i in range(10)])
    with Bm25Index(tmp_path / "once") as once, Bm25Index(tmp_path / "twice") as twice:
        once.upsert(mems)
        twice.upsert(mems)
        twice.upsert(mems[:2])  # two apple memories again: two deleted old versions
        for query in ("apple", "apple split", "pie banana"):
            ids, scores = _ranked(once.search("bank-a", query, 10, idf="bank"))
            got_ids, got_scores = _ranked(twice.search("bank-a", query, 10, idf="bank"))
            assert got_ids == ids and got_scores == pytest.approx(scores, rel=1e-6), query
        assert twice.idf("bank-a", ["appl"], "text", "bank") == once.idf(
            "bank-a", ["appl"], "text", "bank"
        )
        # Tantivy's own figures (idf="index") count the two old versions
        assert (
            twice.search("bank-a", "apple", 1)[0].score < once.search("bank-a", "apple", 1)[0].score
        )


def test_bank_idf_keeps_other_banks_out_of_a_banks_scores(tmp_path: Path) -> None:
    """idf="bank": another tenant's data (same lengths, other words and a shared one) leaves
    the bank's scores as they were; idf="index" (the default) counts every bank's."""
    mine = texts((1, "apple pie tonight"), (2, "banana split tonight"), (3, "apple cake today"))
    others = [memory(10 + i, "bank-b", text=f"apple tart {w}") for i, w in enumerate("abcdefgh")]
    with Bm25Index(tmp_path / "alone") as alone, Bm25Index(tmp_path / "shared") as shared:
        alone.upsert(mine)
        shared.upsert(mine)
        shared.upsert(others)
        for query in ("apple", "apple tonight", "banana cake"):
            ids, scores = _ranked(alone.search("bank-a", query, 5))
            got_ids, got_scores = _ranked(shared.search("bank-a", query, 5, idf="bank"))
            assert got_ids == ids and got_scores == pytest.approx(scores, rel=1e-6), query
        # "apple" is in 10 of 11 memories of the index but 2 of 3 of the bank
        assert shared.idf("bank-a", ["appl"], "text", "bank") == alone.idf(
            "bank-a", ["appl"], "text"
        )
        assert (
            shared.idf("bank-a", ["appl"], "text")["appl"]
            < alone.idf("bank-a", ["appl"], "text")["appl"]
        )
        assert shared.search("bank-a", "tart", 5, idf="bank") == []  # only bank-b holds it
        assert shared.search("bank-a", "tart", 5) == []
        with pytest.raises(ValueError, match="idf must be one of"):
            shared.search("bank-a", "apple", 5, idf="global")  # type: ignore[arg-type]
