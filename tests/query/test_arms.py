"""Every retrieval arm on real embedded stores filled by the real enricher."""

from __future__ import annotations

import dataclasses
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import pytest

from memstream.contract.recall import RecallRequest
from memstream.query.arms import ARMS, ArmOptions, build_arms
from memstream.query.model import ALL_NEEDS, EncodedQuery
from tests.fakes import RECALL_NOW, RECALL_ROWS, recall_events, recall_ids
from tests.query.conftest import EAGER

pytestmark = [pytest.mark.models, pytest.mark.graph]

IDS = {bank: recall_ids(bank) for bank in ("qa", "qb")}
KEY = {mid: key for ids in IDS.values() for key, mid in ids.items()}
FACT = {key: fact.value for key, _, _, fact in RECALL_ROWS}
OCCURRED = {e.event_id: e.occurred_at for e in recall_events("qa")}


@pytest.fixture(scope="module")
def arms(recall_stores):
    return build_arms(recall_stores, options=ArmOptions(cache_options=EAGER))


@pytest.fixture(scope="module")
def encode(query_encoder):
    def run(text: str, bank: str = "qa", **kw) -> EncodedQuery:
        req = RecallRequest(text=text, bank=bank, reference_time=RECALL_NOW, **kw)
        return query_encoder.encode(req, ALL_NEEDS)

    return run


def keys(hits) -> list[str]:
    return [KEY[h.id] for h in hits]


def _utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


# -------------------------------------------------------------------------- registry
def test_the_registry_builds_every_arm(arms):
    assert set(arms) == set(ARMS) >= {"semantic", "bm25", "splade", "li_lsr", "temporal"}
    for name, arm in arms.items():
        assert arm.name == name
        assert isinstance(arm.needs, frozenset) and arm.needs <= ALL_NEEDS
    assert arms["bm25"].needs == frozenset()  # HYBRID's keyword half encodes nothing


def test_unknown_arms_and_bad_options_are_rejected(recall_stores):
    with pytest.raises(ValueError, match="unknown arms"):
        build_arms(recall_stores, ["semantic", "colbert"])
    with pytest.raises(ValueError, match="min_cosine"):
        build_arms(recall_stores, ["semantic"], ArmOptions(semantic_min_cosine=2.0))
    with pytest.raises(ValueError, match="limit"):
        build_arms(recall_stores, ["bm25"])["bm25"].retrieve(
            EncodedQuery("x", "qa", 1, 1, RECALL_NOW), 0
        )


# ------------------------------------------------------------------------ relevance
CASES = [
    ("semantic", "What pet did Caroline adopt?", "dog"),
    ("bm25", "Who signed up for the pottery class?", "pottery"),
    ("splade", "Who painted Lake Tahoe?", "tahoe"),
    ("li_lsr", "Which company hired John in Seattle?", "seattle"),
    ("temporal", "What did Caroline visit on June 28?", "louvre"),
]


@pytest.mark.parametrize(("arm", "text", "best"), CASES)
def test_each_arm_finds_the_obvious_memory_first(arms, encode, arm, text, best):
    hits = arms[arm].retrieve(encode(text), 5)
    assert keys(hits)[0] == best
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)


@pytest.mark.parametrize(("arm", "text", "best"), CASES)
def test_a_bank_never_sees_another_bank(arms, encode, arm, text, best):
    a = arms[arm].retrieve(encode(text, "qa"), 50)
    b = arms[arm].retrieve(encode(text, "qb"), 50)
    assert a and {h.id for h in a} <= set(IDS["qa"].values())
    assert {h.id for h in b} <= set(IDS["qb"].values())
    # same texts, same scores: nothing leaks into them (equal scores rank by memory id, and
    # the ids differ between banks, so only tied memories may change places)
    assert {KEY[h.id]: h.score for h in a} == {KEY[h.id]: h.score for h in b}
    assert arms[arm].retrieve(encode(text, "nobody"), 50) == []


@pytest.mark.parametrize("arm", ["semantic", "bm25", "splade", "li_lsr", "temporal"])
def test_fact_types_filter(arms, encode, arm):
    q = encode("What does John Smith like in June?", fact_types=["opinion"])
    found = keys(arms[arm].retrieve(q, 50))
    assert found and {FACT[k] for k in found} == {"opinion"}
    q = encode("Where did John Smith move to in May?", fact_types=["world"])
    assert keys(arms[arm].retrieve(q, 50))[0] == "seattle"


@pytest.mark.parametrize("arm", ["semantic", "bm25", "splade", "li_lsr"])
def test_an_explicit_window_is_a_hard_filter(arms, encode, arm):
    q = encode("What did Caroline and Melanie do?", start=_utc(2023, 6, 1), end=_utc(2023, 6, 25))
    found = keys(arms[arm].retrieve(q, 50))
    assert found and all(_utc(2023, 6, 1) <= OCCURRED[k] < _utc(2023, 6, 25) for k in found)


@pytest.mark.parametrize("arm", ["semantic", "bm25", "splade", "li_lsr"])
def test_a_window_from_the_text_does_not_filter_the_other_arms(arms, encode, arm):
    q = encode("Where did John Smith go hiking in June?")
    assert q.window is not None and q.window.start.month == 6
    assert "hike" in keys(arms[arm].retrieve(q, 50))  # hiked in August 2022


def test_arms_need_their_encodings(arms, encode):
    bare = dataclasses.replace(encode("pottery"), dense=None, sparse=None, li_sparse=None)
    for name in ("semantic", "splade", "li_lsr"):
        with pytest.raises(ValueError, match=f"arm {name} needs"):
            arms[name].retrieve(bare, 5)


def test_arms_are_thread_safe(arms, encode):
    queries = [encode(t) for _, t, _ in CASES]
    expected = [[keys(arm.retrieve(q, 10)) for q in queries] for arm in arms.values()]

    def run(_: int) -> list[list[list[str]]]:
        return [[keys(arm.retrieve(q, 10)) for q in queries] for arm in arms.values()]

    with ThreadPoolExecutor(8) as pool:
        assert all(r == expected for r in pool.map(run, range(16)))


# -------------------------------------------------------------------- semantic, bm25
def test_semantic_drops_what_is_unrelated(arms, encode):
    assert arms["semantic"].retrieve(encode("quantum chromodynamics on a lattice"), 10) == []
    hits = arms["semantic"].retrieve(encode("Caroline"), 50)
    assert hits and min(h.score for h in hits) >= 0.3 and len(hits) < len(RECALL_ROWS)


@pytest.mark.parametrize(
    "text",
    [
        'title:"unclosed AND (',
        "AND OR NOT",
        "*:* OR id:*",
        "pottery^10 ~2 \\ [a TO z] {b TO c}",
        "'; DROP TABLE memories; --",
        "\x00\x01\x7fa",
        "🙂 🙃 ∑∫ 日本語",
        "???!!!...",
        "pottery " * 250,
    ],
)
def test_bm25_survives_hostile_input(arms, encode, text):
    hits = arms["bm25"].retrieve(encode(text), 10)
    assert all(h.id in IDS["qa"].values() for h in hits)
    if "pottery" in text:
        assert keys(hits)[0] == "pottery"


# -------------------------------------------------------------------------- temporal
def test_temporal_without_a_window_returns_nothing(arms, encode):
    q = encode("What pet did Caroline adopt?")
    assert q.window is None and arms["temporal"].retrieve(q, 10) == []


def test_temporal_finds_memories_that_occurred_in_the_window(arms, encode):
    q = encode("What happened in June?")
    found = keys(arms["temporal"].retrieve(q, 50))
    june = {k for k, t in OCCURRED.items() if t.year == 2023 and t.month == 6}
    assert set(found[: len(june)]) == june  # window members first, then chain neighbours
    assert set(found[len(june) :]) <= {"seattle"}  # the one just before 2 June


def test_temporal_finds_memories_that_mention_the_window(arms, encode, recall_stores):
    # "race" was written on 8 May and says "yesterday": it is about 7 May
    hits = arms["temporal"].retrieve(encode("What happened on May 7?"), 10)
    found = keys(hits)
    assert found[0] == "race"
    assert OCCURRED["race"].day == 8
    # then its temporal-chain neighbours (one before, one after), scored below it
    chain = recall_stores.graph.chain("qa", IDS["qa"]["race"], 1, 1)
    assert len(chain) == 3 and found[1:] == keys([h for h in hits if h.id in chain[::2]])
    assert set(found[1:]) == {KEY[i] for i in chain} - {"race"}
    assert all(h.score < hits[0].score for h in hits[1:])


def test_temporal_with_an_explicit_window_uses_occurred_at_only(arms, encode):
    q = encode("What happened?", start=_utc(2023, 5, 7), end=_utc(2023, 5, 8))
    assert arms["temporal"].retrieve(q, 10) == []  # "race" only mentions 7 May
    q = encode("What happened?", start=_utc(2023, 5, 8), end=_utc(2023, 5, 9))
    assert set(keys(arms["temporal"].retrieve(q, 10))) == {"race", "agencies"}
