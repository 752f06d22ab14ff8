"""The BM25 index's id columns: the ids a search reads from them are the stored ids, in every
segment and after the context upkeep rewrites a document; an index written before them, or
before the bank fields, still opens and searches."""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest
import tantivy

from memstream.connectors import bm25_schema as layout
from memstream.connectors.bm25 import Bm25Index
from memstream.connectors.bm25_search import Bm25Reader
from tests.fakes import T0, memory

WORDS = ("garden", "tomato", "ferry", "violin", "harbour", "lantern")


def _text(i: int) -> str:
    return f"{WORDS[i % len(WORDS)]} {WORDS[(i * 7) % len(WORDS)]} note {i}"


def test_ids_from_the_columns_are_the_stored_ids_in_every_segment(tmp_path: Path) -> None:
    with Bm25Index(tmp_path / "bm25") as index:
        assert index.id_columns
        # three commits (three segments), then a late turn in the middle of the conversation
        # and a deletion: both make the context upkeep rewrite stored neighbours
        for start in (0, 10, 20):
            index.upsert([memory(i, text=_text(i)) for i in range(start, start + 10)])
        late = memory(99, text=_text(99), occurred_at=T0 + timedelta(minutes=4, seconds=30))
        index.upsert([late])
        index.delete("bank-a", [memory(12).id])
        by_documents = Bm25Reader(replace(index.layout, id_columns=False))
        stored_ids = {m for m in index.ids("bank-a")}
        for word in WORDS:
            terms = {index.terms(word)[0]: 1.0}
            for field in ("text", "context"):
                fast = index.search_terms("bank-a", terms, 50, field=field)
                slow = by_documents.search_terms("bank-a", terms, 50, field=field)
                assert fast == slow and fast, (word, field)
                assert {h.id for h in fast} <= stored_ids
        assert memory(12).id not in stored_ids


@pytest.mark.parametrize("id_columns", [False, True])
def test_an_index_written_in_an_older_layout_opens_and_searches(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, id_columns: bool
) -> None:
    """Written before the id columns, or after them but before the bank fields: it opens with
    its own schema, searches (filtered by bank) and takes new memories in its layout."""
    path = tmp_path / "bm25"
    path.mkdir()
    old = tantivy.Index(
        layout.schema(id_columns=id_columns, bank_fields=False), path=str(path), reuse=True
    )
    writer = old.writer(heap_size=15_000_000, num_threads=1)
    doc = tantivy.Document()
    m = memory(1, text="the ferry left late")
    for name, value in (("id", m.id), ("bank", "bank-a"), ("event_id", "e1")):
        doc.add_text(name, value)
    doc.add_text("text", m.event.text)
    doc.add_text("context", m.event.text)
    doc.add_date("occurred_at", m.event.occurred_at)
    if id_columns:
        layout.add_id(doc, m.id)
    writer.add_document(doc)
    writer.commit()
    writer.wait_merging_threads()
    del writer, old
    with caplog.at_level(logging.WARNING), Bm25Index(path) as index:
        assert index.id_columns == id_columns and not index.layout.bank_fields
        assert ("no id columns" in caplog.text) != id_columns
        assert "no bank fields" in caplog.text
        assert [h.id for h in index.search("bank-a", "ferry", 5)] == [m.id]
        index.upsert([memory(2, text="another ferry")])  # written in the old layout
        index.upsert([memory(3, "bank-b", text="a ferry elsewhere")])
        assert {h.id for h in index.search("bank-a", "ferry", 5)} == {m.id, memory(2).id}


def test_the_columns_hold_the_whole_uuid() -> None:
    doc = tantivy.Document()
    layout.add_id(doc, "ffffffff-ffff-5fff-bfff-000000000001")
    hi, lo = doc.to_dict()[layout.ID_COLUMNS[0]][0], doc.to_dict()[layout.ID_COLUMNS[1]][0]
    assert hi == 0xFFFFFFFF_FFFF_5FFF and lo == 0xBFFF_0000_0000_0001
