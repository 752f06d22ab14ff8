"""The Tantivy index's layout: its fields, its analyzer, the id columns, and opening it.

Every memory is one document: its id, bank, event id, own text, speaker, fact type, session,
time, conversation, sort key, and its text in context (connectors/bm25_context.py).

The id columns: a search's hits come back as document addresses, and turning them into memory
ids by reading each stored document (`Searcher.doc`) decompresses a block of the document
store per hit; the stored ``context`` field makes those blocks large. At 100,000 memories the
reads of a search's 150-odd hits took about 2 ms of a context search's 5.5
(benchmarks/results/latency-ab-latest.json has the effect on whole recalls). Memory ids are
UUIDs (`memstream.events.memory_id`), so each document also carries its id's 128 bits as two
u64 fast fields (`id_hi`, `id_lo`: columns, neither stored nor indexed), and a search reads
them for all its hits in two calls (`read_ids`).

An index written before the id columns opens with its own schema (`open_index` logs a
warning): it reads ids from stored documents, as it did; `memstream rebuild` (a replay of the
log into an empty data dir) writes the new layout.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import tantivy

log = logging.getLogger(__name__)

STEM = "en_stem"
ID_COLUMNS = ("id_hi", "id_lo")
_LOW = (1 << 64) - 1


def schema(id_columns: bool = True) -> tantivy.Schema:
    """The index's schema; without `id_columns`, that of an index written before them."""
    b = tantivy.SchemaBuilder()
    b.add_text_field("id", stored=True, tokenizer_name="raw")
    b.add_text_field("bank", stored=True, tokenizer_name="raw", fast=True)
    b.add_text_field("event_id", stored=True, tokenizer_name="raw")
    b.add_text_field("text", stored=True, tokenizer_name=STEM)
    b.add_text_field("speaker", stored=True, tokenizer_name="raw")
    b.add_text_field("fact_type", stored=True, tokenizer_name="raw")
    b.add_text_field("session_id", stored=True, tokenizer_name="raw")
    b.add_date_field("occurred_at", stored=True, indexed=True, fast=True)
    b.add_text_field("conversation", stored=True, tokenizer_name="raw")
    b.add_text_field("sort_key", stored=True, tokenizer_name="raw", fast=True)
    b.add_text_field("context", stored=True, tokenizer_name=STEM)
    if id_columns:
        for name in ID_COLUMNS:
            b.add_unsigned_field(name, stored=False, indexed=False, fast=True)
    return b.build()


def analyzer() -> tantivy.TextAnalyzer:
    """Tantivy's built-in "en_stem" pipeline, mirrored, so query terms match indexed terms."""
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


def open_index(path: Path) -> tuple[tantivy.Schema, tantivy.Index, bool]:
    """The index at `path` (created if there is none), its schema, and whether it has the id
    columns. Raises Tantivy's ValueError when neither schema matches."""
    current = schema()
    try:
        return current, tantivy.Index(current, path=str(path), reuse=True), True
    except ValueError as e:
        if "schema does not match" not in str(e):
            raise
        legacy = schema(id_columns=False)
        try:
            index = tantivy.Index(legacy, path=str(path), reuse=True)
        except ValueError:
            raise e from None
    log.warning(
        "the Tantivy index at %s has no id columns (written by an older memstream): searches "
        "read ids from stored documents, which is slower; `memstream rebuild` writes them",
        path,
    )
    return legacy, index, False


def add_id(doc: tantivy.Document, memory_id: str) -> None:
    """The id's two halves on `doc`."""
    n = uuid.UUID(memory_id).int
    doc.add_unsigned(ID_COLUMNS[0], n >> 64)
    doc.add_unsigned(ID_COLUMNS[1], n & _LOW)


def read_ids(searcher: tantivy.Searcher, addresses: Sequence[Any]) -> list[str]:
    """The memory id of each hit, in order, from the id columns."""
    if not addresses:
        return []
    hi: list[Any] = searcher.fast_field_values(ID_COLUMNS[0], list(addresses))
    lo: list[Any] = searcher.fast_field_values(ID_COLUMNS[1], list(addresses))
    return [str(uuid.UUID(int=(h << 64) | g)) for h, g in zip(hi, lo, strict=True)]
