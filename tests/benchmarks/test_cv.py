"""The cross-validation replay and protocol (benchmarks/cv_*.py) on a tiny hand-made cache."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from benchmarks.cv_cache import BankTable, Cache, QuestionCache
from benchmarks.cv_search import Search, cross_validate, global_axis, weight_axis
from benchmarks.cv_sim import Config, Prepared, fuse, rank
from memstream.query.fusion import rrf

NOW = datetime(2024, 6, 1, tzinfo=UTC)


def table(bank: str, n: int) -> BankTable:
    ids = [f"{bank}-m{i:02d}" for i in range(n)]
    return BankTable(
        bank=bank,
        ids=ids,
        dia=[f"D1:{i}" for i in range(n)],
        session=np.ones(n, dtype=np.int32),
        speaker=["Ann" if i % 2 else "Bob" for i in range(n)],
        prev=np.arange(-1, n - 1, dtype=np.int32),
        next=np.asarray([*range(1, n), -1], dtype=np.int32),
    )


def question(bank: str, good: list[int], bad: list[int], evidence: int) -> QuestionCache:
    """Arm "good" ranks the evidence first; arm "bad" puts it last."""
    arms = {
        "good": (np.asarray(good, np.int32), np.linspace(2, 1, len(good)).astype(np.float32)),
        "bad": (np.asarray(bad, np.int32), np.linspace(2, 1, len(bad)).astype(np.float32)),
    }
    return QuestionCache(
        bank=bank,
        text="q",
        reference_time=NOW,
        category=4,
        evidence=[f"D1:{evidence}"],
        arms=arms,
        named=frozenset(),
        maxsim=np.zeros((2, 12), dtype=np.float32),
    )


@pytest.fixture
def cache() -> Cache:
    qs = []
    for bank in ("a", "b", "c"):
        for e in (3, 7):
            others = [i for i in range(12) if i != e]
            qs.append(question(bank, [e, *others[:5]], [*others[:9], e], e))
    return Cache({b: table(b, 12) for b in "abc"}, qs, depth=10)


def test_fusion_replay_is_the_engines_weighted_rrf(cache: Cache) -> None:
    prep = Prepared.of(cache)
    q, t = cache.questions[0], cache.banks["a"]
    cfg = Config(("good", "bad"), (0.5, 2.0), limit=12)
    cand, _ = fuse(q, len(t.ids), prep.id_rank["a"], cfg)
    engine = rrf({a: [t.ids[i] for i in q.arms[a][0]] for a in cfg.arms}, weights=cfg.weight_map())
    assert [t.ids[i] for i in cand] == [f.id for f in engine]
    # a weight of 0 adds no candidate (the engine does not run such an arm)
    only_good = fuse(q, len(t.ids), prep.id_rank["a"], cfg.with_(weights=(1.0, 0.0)))[0]
    assert set(only_good) == set(q.arms["good"][0].tolist())


def test_each_fold_chooses_and_is_scored_under_its_own_choice(cache: Cache) -> None:
    search = Search(cache, Prepared.of(cache))
    start = {"M": Config(("good", "bad"), (1.0, 1.0), limit=1)}
    axes = [
        weight_axis("M", "bad", (0.0, 1.0, 3.0)),
        global_axis("speaker_boost", (0.0, 0.5), ["M"]),
    ]
    cv = cross_validate(search, start, axes)
    assert set(cv["folds"]) == {"a", "b", "c"}
    for chosen in cv["folds"].values():
        assert chosen["M"].weight_map()["bad"] == 0.0  # the strong arm alone wins top 1
    held = cv["held_out"]["M"]
    assert held.shape == (len(cache.questions), 6) and held[:, 1].mean() == 1.0  # recall@10
    top = rank(cache, search.prep, 0, cv["full"]["M"])
    assert cache.banks["a"].dia[int(top[0])] == "D1:3"


def test_the_search_starts_from_untuned_numbers_not_the_fitted_defaults() -> None:
    """The defaults are the fit on all five conversations: a fold starting there could keep
    numbers chosen with its held-out conversation."""
    from benchmarks.locomo_cv import WEIGHTS, untuned_configs

    for cfg in untuned_configs().values():
        assert set(cfg.weights) == {1.0} and all(v == 0.0 for _, v in cfg.mix)
        assert (cfg.token_idf, cfg.context_prev2, cfg.context_next, cfg.rerank_prior) == (0,) * 4
    assert 0.0 not in WEIGHTS  # tuning weighs a mode's arms; it never drops one
