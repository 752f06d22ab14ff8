"""QueryEncoder: only the requested encodings run, times resolve against the reference time,
entities match the bank's, LI-LSR runs no model. Real models, real stores."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from memstream.contract.recall import RecallRequest
from memstream.errors import ConfigError
from memstream.query.bankcache import BankCache
from memstream.query.encode import WINDOW_MIN, QueryEncoder, window_from_refs
from memstream.query.entity_match import BankEntities, match_entities
from memstream.query.li_table import LiTable, load_splade_tokenizer
from memstream.query.model import ALL_NEEDS
from memstream.records import TimeRef
from tests.fakes import RECALL_NOW, CallCounter, recall_events
from tests.query.conftest import EAGER

pytestmark = [pytest.mark.models, pytest.mark.graph]


def _req(text: str, bank: str = "qa", **kw) -> RecallRequest:
    return RecallRequest(text=text, bank=bank, reference_time=kw.pop("now", RECALL_NOW), **kw)


def _utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


@pytest.fixture(scope="module")
def counted(enricher, recall_stores):
    """An encoder whose four models count their calls."""
    models = {
        "dense": CallCounter(enricher.dense),
        "splade": CallCounter(enricher.sparse),
        "entities": CallCounter(enricher.entities),
        "times": CallCounter(enricher.times),
    }
    li = LiTable(load_splade_tokenizer(), recall_stores.vector, cache_options=EAGER)
    enc = QueryEncoder(recall_stores, li_table=li, cache_options=EAGER, **models)
    return enc, models


def _reset(models) -> None:
    for m in models.values():
        m.calls.clear()


# ------------------------------------------------------------------------------ needs
def test_only_the_requested_encodings_run(counted):
    enc, models = counted
    _reset(models)
    q = enc.encode(_req("What did Caroline do last spring?"), {"dense"})
    assert q.dense is not None and q.dense.shape == (384,)
    assert abs(float(np.linalg.norm(q.dense)) - 1.0) < 1e-4
    assert (q.sparse, q.li_sparse, q.window, q.entities) == (None, None, None, ())
    assert {k: m.total for k, m in models.items()} == {
        "dense": 1,
        "splade": 0,
        "entities": 0,
        "times": 0,
    }

    _reset(models)
    q = enc.encode(_req("What did Caroline do last spring?"), ALL_NEEDS)
    assert q.sparse is not None and q.li_sparse is not None
    assert q.entities == ("caroline",) and q.window is not None
    assert {k: m.total for k, m in models.items()} == {
        "dense": 1,
        "splade": 1,
        "entities": 1,
        "times": 1,
    }


def test_li_sparse_runs_no_model(counted):
    enc, models = counted
    _reset(models)
    q = enc.encode(_req("What did Melanie paint over Lake Tahoe?"), {"li_sparse"})
    assert sum(m.total for m in models.values()) == 0
    assert q.dense is None and q.sparse is None
    tok = load_splade_tokenizer()
    words = {tok.id_to_token(i) for i in q.li_sparse.indices}
    assert {"melanie", "paint", "lake", "ta", "##hoe"} <= words  # BERT wordpieces
    assert not words & {"what", "did", "over", "?"}  # stopwords and punctuation dropped
    assert all(v > 0 for v in q.li_sparse.values)


def test_an_encoder_without_models_serves_li_sparse(recall_stores):
    enc = QueryEncoder(recall_stores, cache_options=EAGER)  # the packaged tokenizer, no model
    assert enc.available == {"li_sparse"}
    enc.warm(["qa"])
    assert enc.encode(_req("pottery class"), {"li_sparse"}).li_sparse.indices
    with pytest.raises(ConfigError, match="dense"):
        enc.encode(_req("pottery class"), {"dense"})


def test_unknown_needs_are_rejected(query_encoder):
    with pytest.raises(ValueError, match="unknown needs"):
        query_encoder.encode(_req("x"), {"colbert"})


def test_request_fields_are_copied(query_encoder):
    req = _req("budget", limit=7, thinking_budget=33, fact_types=["world", "opinion"])
    q = query_encoder.encode(req, set())
    assert (q.text, q.bank, q.limit, q.thinking_budget) == ("budget", "qa", 7, 33)
    assert q.fact_types == ("world", "opinion")
    assert q.reference_time == RECALL_NOW
    assert q.bm25_terms == ("budget",)


# ------------------------------------------------------------------------------- time
@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        # seasons are whole months (tests/data/timeexpr.md): the spring just ended
        ("What did Caroline do last spring?", _utc(2023, 3, 1), _utc(2023, 6, 1)),
        ("What happened in June?", _utc(2023, 6, 1), _utc(2023, 7, 1)),
        ("What did she do last year?", _utc(2022, 1, 1), _utc(2023, 1, 1)),
        ("between March and May", _utc(2023, 3, 1), _utc(2023, 6, 1)),
        # the week holding that day (Saturday 17 June)
        ("What did Melanie do two weeks ago?", _utc(2023, 6, 12), _utc(2023, 6, 19)),
        ("Who called yesterday?", _utc(2023, 6, 30), _utc(2023, 7, 1)),
        # several expressions: their union span
        ("What happened yesterday and two weeks ago?", _utc(2023, 6, 12), _utc(2023, 7, 1)),
        # shorter than a day: widened to the whole day
        ("What did I eat this morning?", _utc(2023, 7, 1), _utc(2023, 7, 2)),
    ],
)
def test_time_expressions_resolve_against_the_reference_time(query_encoder, text, start, end):
    w = query_encoder.encode(_req(text), {"time"}).window
    assert w is not None and (w.start, w.end) == (start, end)
    assert w.source != "explicit"


def test_bare_months_resolve_to_the_past(query_encoder):
    w = query_encoder.encode(_req("in June", now=_utc(2023, 5, 15)), {"time"}).window
    assert (w.start, w.end) == (_utc(2022, 6, 1), _utc(2022, 7, 1))


def test_no_expression_no_window(query_encoder):
    assert query_encoder.encode(_req("When did Caroline adopt Max?"), {"time"}).window is None


def test_an_explicit_window_wins_and_needs_no_time_encoding(query_encoder):
    req = _req("What happened last year?", start=_utc(2023, 6, 1), end=_utc(2023, 6, 10))
    for needs in ({"time"}, set()):
        w = query_encoder.encode(req, needs).window
        assert (w.start, w.end, w.source) == (_utc(2023, 6, 1), _utc(2023, 6, 10), "explicit")
    open_end = query_encoder.encode(_req("x", start=_utc(2023, 6, 1)), set()).window
    assert open_end.start == _utc(2023, 6, 1) and open_end.end.year == 9999


# --------------------------------------------------------------------------- entities
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What did Caroline do in Boston?", ("caroline", "boston")),
        ("what did caroline do", ("caroline",)),  # lowercase: spaCy finds nothing
        ("What did Mel paint?", ("melanie",)),  # a PERSON's nickname (prefix)
        ("Where did John move?", ("john smith",)),  # a first name
        ("Have you been to Tahoe?", ("lake tahoe",)),  # one word of a place
        ("Melanie's garden", ("melanie",)),  # possessive
        ("What is the weather like?", ()),
        ("Did Bruno call?", ()),  # a name the bank does not know
    ],
)
def test_query_entities_match_the_bank(query_encoder, text, expected):
    assert query_encoder.encode(_req(text), {"entities"}).entities == expected


def test_entities_of_an_unknown_bank_are_empty(query_encoder):
    assert query_encoder.encode(_req("Caroline", bank="nobody"), {"entities"}).entities == ()


def test_entity_matching_rules_without_models():
    bank = BankEntities.from_rows(
        [
            {"norm": "caroline", "label": "PERSON", "mentions": 9},
            {"norm": "caroline smith", "label": "PERSON", "mentions": 2},
            {"norm": "new york", "label": "GPE", "mentions": 3},
            {"norm": "max", "label": "PERSON", "mentions": 1},
            {"norm": "maxine", "label": "PERSON", "mentions": 4},
        ]
    )
    assert match_entities("Where is Caroline?", [], bank) == ("caroline",)  # exact wins
    assert match_entities("Did Max bark?", ["Max"], bank) == ("max",)  # no prefix if exact
    assert match_entities("How is York?", [], bank) == ("new york",)
    assert match_entities("how is york", [], bank) == ("new york",)
    assert match_entities("the york report is late", [], bank) == ("new york",)
    assert match_entities("The York report is late", [], bank) == ("new york",)
    assert match_entities("Ask Carol", [], bank) == ("caroline",)
    assert match_entities("Is the max price ok? Ask Caroline", [], bank) == ("caroline", "max")
    assert match_entities("anything", [], BankEntities()) == ()


# ---------------------------------------------------------------------- bank tables
def test_li_table_follows_the_bank(enricher, recall_stores):
    li = LiTable(load_splade_tokenizer(), recall_stores.vector, cache_options=EAGER)
    assert li.table("qa").n_docs == len(recall_events("qa"))
    assert li.table("nobody").n_docs == 0
    extra = enricher.enrich(recall_events("qc")[:2])
    recall_stores.vector.upsert(extra)
    try:
        assert li.table("qc").n_docs == 2
        recall_stores.vector.upsert(enricher.enrich(recall_events("qc")[2:4]))
        assert li.table("qc").n_docs == 4  # rebuilt: the bank grew
    finally:
        recall_stores.vector.delete_bank("qc")


def test_bank_cache_rebuilds_only_when_the_count_changes():
    counts = {"b": 1}
    builds: list[str] = []

    def build(bank: str) -> int:
        builds.append(bank)
        return counts[bank] * 10

    cache = BankCache("t", build, counts.__getitem__, check_interval_s=0)
    assert cache.get("b") == 10 and cache.get("b") == 10
    assert builds == ["b"]
    counts["b"] = 2
    assert cache.get("b") == 20 and builds == ["b", "b"]
    throttled = BankCache("t", build, counts.__getitem__, check_interval_s=3600)
    throttled.get("b")
    counts["b"] = 3
    assert throttled.get("b") == 20  # not checked again within the interval
    throttled.invalidate("b")
    assert throttled.get("b") == 30


def test_window_from_refs_drops_reversed_and_open_spans():
    def ref(text: str, start: datetime, end: datetime) -> TimeRef:
        return TimeRef(text, start, end, "interval")

    june = ref("in June", _utc(2023, 6, 1), _utc(2023, 7, 1))
    before = ref("before May", WINDOW_MIN, _utc(2023, 5, 1))
    by = ref("by July 10", _utc(2023, 11, 11), _utc(2023, 7, 10))  # Duckling's reading
    assert window_from_refs([]) is None
    assert window_from_refs([by]) is None
    w = window_from_refs([june, before, by])
    assert (w.start, w.end, w.source) == (june.start, june.end, "in June")
    w = window_from_refs([before])
    assert (w.start, w.end) == (WINDOW_MIN, _utc(2023, 5, 1))
