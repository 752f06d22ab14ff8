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

The bank fields: a search of one bank must not pay for the other banks' memories. Filtering
the ``text`` or ``context`` terms by bank does: Tantivy intersects the bank's documents with
every posting of every query term, in every segment, so a bank of 1,000 memories in a store of
a million paid 3-7x what it pays alone, and a bank of a million paid for the whole conjunction
(no early termination of the top hits under it). So each document also carries both fields'
terms prefixed with its bank's key (`bank_key`): ``text_bank`` and ``context_bank``, indexed
with frequencies but without positions, not stored. A search asks for the bank's own terms, a
plain disjunction with no bank filter, and boosts each term so that its BM25 score is the one
the plain field gives (connectors/bm25_idf.py): the two fields hold the same number of tokens
per document, so only the idf differs. (A JSON field keyed by bank would index the same terms
without our analysis, but Tantivy keeps no field lengths for JSON fields: every document
would have length 1, and BM25 its length normalisation.)

An index written before the id columns, or before the bank fields, opens with its own schema
(`open_index` logs a warning): it reads ids from stored documents, or filters by bank, as it
did; `memstream rebuild` (a replay of the log into an empty data dir) writes the new layout.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tantivy

log = logging.getLogger(__name__)

STEM = "en_stem"
ID_COLUMNS = ("id_hi", "id_lo")
_LOW = (1 << 64) - 1
#: Each searchable field's copy whose terms carry their bank's key.
BANK_FIELDS = {"text": "text_bank", "context": "context_bank"}
#: Tantivy's built-in tokenizer that splits on whitespace and changes nothing else.
_AS_GIVEN = "whitespace"


def schema(id_columns: bool = True, bank_fields: bool = True) -> tantivy.Schema:
    """The index's schema; without `id_columns` or `bank_fields`, that of an index written
    before them."""
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
    if bank_fields:
        for name in BANK_FIELDS.values():
            b.add_text_field(name, stored=False, tokenizer_name=_AS_GIVEN, index_option="freq")
    return b.build()


def bank_key(bank: str) -> str:
    """The prefix of `bank`'s terms in the bank fields: its name and a colon. A bank's name
    has no colon and no space (`memstream.events.MemoryEvent`), so a term of one bank is
    never a term of another, and each stays one token."""
    return bank + ":"


class BankText:
    """The bank fields' values for the documents of one write. A value is the plain field's
    analysed terms, each prefixed with the bank's key, one token per term, so both fields
    have the same length. The analyser splits at every line break, so each line is analysed
    once per write: a turn's line is in its own text and in its neighbours' contexts."""

    def __init__(self, analyzer: tantivy.TextAnalyzer) -> None:
        self._analyzer = analyzer
        self._lines: dict[tuple[str, str], str] = {}

    def __call__(self, bank: str, text: str) -> str:
        key = bank_key(bank)
        return " ".join(filter(None, (self._line(key, line) for line in text.split("\n"))))

    def _line(self, key: str, line: str) -> str:
        got = self._lines.get((key, line))
        if got is None:
            got = " ".join(key + t for t in self._analyzer.analyze(line))
            self._lines[key, line] = got
        return got


def analyzer() -> tantivy.TextAnalyzer:
    """Tantivy's built-in "en_stem" pipeline, mirrored, so query terms match indexed terms."""
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


@dataclass(frozen=True, slots=True)
class Layout:
    """An open index and what its schema holds."""

    schema: tantivy.Schema
    index: tantivy.Index
    id_columns: bool
    bank_fields: bool


#: The layouts an index may have been written with, newest first: (id columns, bank fields).
_LAYOUTS = ((True, True), (True, False), (False, False))


def open_index(path: Path) -> Layout:
    """The index at `path` (created in the newest layout if there is none). Raises Tantivy's
    ValueError when no layout's schema matches."""
    first: ValueError | None = None
    for ids, banks in _LAYOUTS:
        s = schema(id_columns=ids, bank_fields=banks)
        try:
            index = tantivy.Index(s, path=str(path), reuse=True)
        except ValueError as e:
            if "schema does not match" not in str(e):
                raise
            first = first or e
            continue
        if not ids:
            log.warning(
                "the Tantivy index at %s has no id columns (written by an older memstream): "
                "searches read ids from stored documents, which is slower; `memstream "
                "rebuild` writes them",
                path,
            )
        if not banks:
            log.warning(
                "the Tantivy index at %s has no bank fields (written by an older memstream): "
                "a search filters every posting of its terms by bank, so it pays for the "
                "other banks; `memstream rebuild` writes them",
                path,
            )
        return Layout(s, index, ids, banks)
    assert first is not None
    raise first


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
