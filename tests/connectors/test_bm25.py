"""Tantivy adapter against a real index in a temp dir."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memstream.connectors.bm25 import Bm25Index
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
