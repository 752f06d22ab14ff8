"""Each enricher on the real packaged models (offline)."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from memstream.encoders import normalise_entity
from memstream.encoders.entities import MAX_ENTITIES_PER_MEMORY
from memstream.encoders.times.timeexpr import MAX_TIME_REFS, PIECE_CHARS, pieces
from tests.fakes import event

pytestmark = pytest.mark.models

REF = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def test_dense_is_unit_length_and_semantic(enricher) -> None:
    v = enricher.dense.encode(["I adopted a puppy", "We got a new dog", "Quarterly tax filing"])
    assert v.shape == (3, 384)
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-4)
    assert v[0] @ v[1] > v[0] @ v[2] + 0.2


def test_dense_golden_vector(enricher) -> None:
    # Recorded from the packaged all-MiniLM-L6-v2 (normalised); guards model or pooling drift.
    v = enricher.dense.encode(["This is a test sentence."])[0]
    assert list(v[:5]) == pytest.approx([0.0843, 0.0580, 0.0045, 0.1058, 0.0071], abs=2e-3)


def test_dense_single_text_path_equals_the_batched_one(enricher) -> None:
    """A query (one text) runs on its own session; the numbers must not change: exactly, at
    every precision (int8 quantises each token on its own scale, so a batch changes nothing)."""
    dense = enricher.dense
    texts = ["When did Caroline go to the support group?", "A longer second text, to pad."]
    batched, batched_tokens = dense.encode_with_tokens(texts)
    for i, text in enumerate(texts):
        one = dense.encode([text])
        assert np.allclose(one[0], batched[i], atol=1e-6)
        vec, (tokens,) = dense.encode_with_tokens([text])
        assert np.array_equal(vec, one)
        assert np.allclose(tokens, batched_tokens[i], atol=1e-6)
    (short,) = dense.encode_with_tokens([" ".join(["word"] * 100)], max_length=16)[1]
    assert short.shape == (14, 384)  # truncated to 16 with [CLS] and [SEP]


def test_enrichment_keeps_the_dense_pass_token_vectors(enricher) -> None:
    (m,) = enricher.enrich([event(1, text="Hello, world!")])
    assert m.tokens is not None and m.tokens.shape == (2, 384)  # "hello", "world"
    assert m.tokens.dtype == np.float16 and m.token_model == enricher.dense.token_model_name
    (cls_sep_free,) = enricher.dense.encode_with_tokens(["Hello, world!"])[1]
    assert np.allclose(m.tokens.astype(np.float32), cls_sep_free, atol=2e-3)


def test_splade_golden_top_terms(enricher) -> None:
    (doc,) = enricher.sparse.encode_documents(["This is a test sentence."])
    top = sorted(zip(doc.values, doc.indices, strict=True), reverse=True)[:3]
    tokens = enricher.sparse.tokenizer.convert_ids_to_tokens([i for _, i in top])
    assert tokens == ["test", "sentence", "this"]
    assert top[0][0] == pytest.approx(2.461, abs=0.02)


def test_splade_documents_are_sparse_and_expand_terms(enricher) -> None:
    (doc,) = enricher.sparse.encode_documents(["Caroline went to the LGBTQ support group"])
    assert 5 < len(doc.indices) < 300
    assert all(v > 0 for v in doc.values)
    vocab = enricher.sparse.tokenizer.get_vocab()
    weights = dict(zip(doc.indices, doc.values, strict=True))
    assert weights.get(vocab["support"], 0) > 0.5
    assert weights.get(vocab["group"], 0) > 0.5


def test_splade_query_matches_relevant_document_best(enricher) -> None:
    docs = enricher.sparse.encode_documents(["I love painting sunsets", "My car broke down"])
    (q,) = enricher.sparse.encode_queries(["art and painting"])

    def dot(a, b) -> float:
        bw = dict(zip(b.indices, b.values, strict=True))
        return sum(v * bw.get(i, 0.0) for i, v in zip(a.indices, a.values, strict=True))

    assert dot(q, docs[0]) > dot(q, docs[1])


@pytest.mark.parametrize(
    ("raw", "norm"),
    [
        ("The Louvre's", "louvre"),
        ("  New   York ", "new york"),
        ("Café Lumière", "café lumière"),
        ("MELANIE", "melanie"),
        ('"Hamlet"', "hamlet"),
    ],
)
def test_entity_normalisation(raw: str, norm: str) -> None:
    assert normalise_entity(raw) == norm


def test_entity_normalisation_of_a_long_punctuation_run() -> None:
    """Found by the poison fuzz test: the edge-stripping regex backtracked quadratically over
    a run of non-word characters, and a 900 kB event of control characters (one spaCy entity)
    held the flow for minutes. Linear now; this would hang rather than fail if it were not."""
    assert (
        normalise_entity("__Ann" + "\x01-" * 100_000 + "Bob!!") == "ann" + "\x01-" * 100_000 + "bob"
    )


def test_overlong_spans_are_not_entities(enricher) -> None:
    """spaCy tags the run of control characters as one 5,000-character place."""
    ((found, _),) = enricher.entities.extract(["Ann met Bob in Paris. " + "\x01" * 5000 + " Z"])
    assert {e.norm for e in found} == {"ann", "bob", "paris"}


def test_a_memory_keeps_its_first_entities_only(enricher) -> None:
    """A text naming hundreds of people would ask the graph for a co-occurrence count per
    pair (453,628 for 953 names): a memory keeps the first `MAX_ENTITIES_PER_MEMORY`."""
    firsts = ["Ann", "Bob", "Carl", "Dora", "Eve", "Finn", "Gus", "Hana", "Ivan", "Jade"]
    lasts = ["Smith", "Jones", "Brown", "Green", "White", "Black", "Young", "King", "Scott"]
    people = [f"{f} {last}" for last in lasts for f in firsts]
    text = " met ".join(people) + "."
    found = enricher.entities.entities(text)
    assert len({normalise_entity(p) for p in people}) > MAX_ENTITIES_PER_MEMORY
    assert len(found) == MAX_ENTITIES_PER_MEMORY
    order = [normalise_entity(p) for p in people]
    positions = [order.index(e.norm) for e in found if e.norm in order]
    assert positions == sorted(positions) and positions[0] == 0  # the first, in text order


def test_entities_have_types_and_skip_dates(enricher) -> None:
    ents = enricher.entities.entities("Melanie flew to Paris with John on Tuesday for Google.")
    by_norm = {e.norm: e.label for e in ents}
    assert by_norm.get("paris") == "GPE"
    assert by_norm.get("john") == "PERSON"
    assert "tuesday" not in by_norm  # dates belong to the time resolver


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        (
            "I went there yesterday",
            datetime(2023, 5, 7, tzinfo=UTC),
            datetime(2023, 5, 8, tzinfo=UTC),
        ),
        # the week holding that day (tests/data/timeexpr.md), not the day alone
        ("two weeks ago", datetime(2023, 4, 24, tzinfo=UTC), datetime(2023, 5, 1, tzinfo=UTC)),
        ("last year", datetime(2022, 1, 1, tzinfo=UTC), datetime(2023, 1, 1, tzinfo=UTC)),
        (
            "between March and May",
            datetime(2023, 3, 1, tzinfo=UTC),
            datetime(2023, 6, 1, tzinfo=UTC),
        ),
        ("next month", datetime(2023, 6, 1, tzinfo=UTC), datetime(2023, 7, 1, tzinfo=UTC)),
    ],
)
def test_time_expressions_resolve_against_reference(enricher, text, start, end) -> None:
    (ref,) = enricher.times.resolve(text, REF)
    assert (ref.start, ref.end) == (start, end)


def test_bare_month_moves_to_the_past_only_for_past_text(enricher) -> None:
    (future,) = enricher.times.resolve("in June", REF)
    (past,) = enricher.times.resolve("in June", REF, prefer_past=True)
    assert future.start == datetime(2023, 6, 1, tzinfo=UTC)
    assert past.start == datetime(2022, 6, 1, tzinfo=UTC)
    (explicit,) = enricher.times.resolve("next June", REF, prefer_past=True)
    assert explicit.start.year == 2023


def test_naive_reference_is_rejected(enricher) -> None:
    with pytest.raises(ValueError, match="timezone"):
        enricher.times.resolve("yesterday", datetime(2023, 5, 8))


def test_enrich_batch_combines_everything(enricher) -> None:
    evs = [
        event(1, text='Caroline said, "I went to a pride parade in Boston yesterday."'),
        event(2, text="Nothing to see here."),
    ]
    a, b = enricher.enrich(evs)
    assert a.id == evs[0].memory_id and len(a.dense) == 384
    assert "boston" in {e.norm for e in a.entities}
    assert [r.text for r in a.time_refs] == ["yesterday"]
    assert a.time_refs[0].start == datetime(2023, 5, 7, tzinfo=UTC)
    assert b.entities == () and b.time_refs == ()
    assert enricher.enrich([]) == []


def test_nul_characters_do_not_reach_duckling(enricher) -> None:
    (ref,) = enricher.times.resolve("yesterday\x00 we met", REF)
    assert ref.start == datetime(2023, 5, 7, tzinfo=UTC)


def test_a_text_dense_with_dates_keeps_its_first_ones(enricher) -> None:
    """Duckling's cost grew faster than the text: 400 dates in 11 KB took 16.5 s and held the
    flow. Pieces of 500 characters and the first `MAX_TIME_REFS` keep it bounded."""
    dates = [f"on March {d % 28 + 1} {1990 + d % 30} at {d % 12 + 1}pm" for d in range(400)]
    refs = enricher.times.resolve(" and ".join(dates), REF)
    assert len(refs) == MAX_TIME_REFS
    assert refs[0].text == dates[0] and refs[0].start == datetime(1990, 3, 1, 13, tzinfo=UTC)
    assert [r.start.year for r in refs[:10]] == [1990 + d for d in range(10)]


def test_time_pieces_cover_the_text_after_sentences() -> None:
    text = ("We met on Friday. " * 40) + "x" * 1200 + " and then yesterday"
    parts = pieces(text)
    assert "".join(parts) == text and all(len(p) <= PIECE_CHARS for p in parts)
    assert parts[0].endswith("Friday. ")  # cut after a sentence, not inside one
    assert pieces("short one") == ["short one"] and pieces("") == []
