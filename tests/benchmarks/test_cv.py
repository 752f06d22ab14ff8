"""The cross-validation (benchmarks/cv_*.py and locomo_cv.py) on tiny hand-made caches.

The replay runs the engine's own stages, so what is checked here is what it adds: that the
cache's token matches score as the late-interaction reranker scores the token vectors, that a
configuration reaches the engine as the settings and recipes it stands for, and the protocol.
"""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from benchmarks.cv_cache import BankTable, Cache, QuestionCache, TokenMatrix
from benchmarks.cv_replay import CachedMaxSim, Config, Replay
from benchmarks.cv_search import Search, cross_validate, global_axis, weight_axis
from memstream.query.rerank import RerankDoc
from memstream.query.rerank.maxsim import maxsim_in_context

NOW = datetime(2024, 6, 1, tzinfo=UTC)


def table(bank: str, n: int, speakers: list[str] | None = None) -> BankTable:
    ids = [f"{bank}-m{i:02d}" for i in range(n)]
    return BankTable(
        bank=bank,
        ids=ids,
        dia=[f"D1:{i}" for i in range(n)],
        session=np.ones(n, dtype=np.int32),
        speaker=speakers or ["Ann" if i % 2 else "Bob" for i in range(n)],
        prev=np.arange(-1, n - 1, dtype=np.int32),
        next=np.asarray([*range(1, n), -1], dtype=np.int32),
    )


def question(bank: str, good: list[int], bad: list[int], evidence: int, **kw) -> QuestionCache:
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
        named=kw.pop("named", frozenset()),
        maxsim=kw.pop("maxsim", np.zeros((2, 12), dtype=np.float32)),
        **kw,
    )


@pytest.fixture
def cache() -> Cache:
    qs = []
    for bank in ("a", "b", "c"):
        for e in (3, 7):
            others = [i for i in range(12) if i != e]
            qs.append(question(bank, [e, *others[:5]], [*others[:9], e], e))
    return Cache({b: table(b, 12) for b in "abc"}, qs, depth=10)


def unit(rng: np.random.Generator, rows: int, dim: int = 8) -> np.ndarray:
    v = rng.standard_normal((rows, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_the_cached_matches_score_as_the_reranker_scores_token_vectors() -> None:
    """Context at -2, -1 and +1 and idf-weighted query tokens: the cache's per-token maxima
    give the reranker's MaxSim in context over the vectors themselves."""
    rng = np.random.default_rng(7)
    n = 9
    docs = [unit(rng, int(k)) for k in rng.integers(2, 6, n)]
    query = unit(rng, 5)
    t = table("a", n)
    vectors = TokenMatrix(
        np.concatenate(docs),
        np.cumsum([0] + [len(d) for d in docs[:-1]]),
        np.arange(n),
        n,
    )
    idf = rng.uniform(0.5, 4.0, len(query)).astype(np.float32)
    q = question("a", [], [], 0, maxsim=vectors.maxsim(query), token_idf=idf)
    replay = Replay.of(Cache({"a": t}, [q], depth=n))
    cfg = Config(("good",), (1.0,), context_prev=0.75, context_prev2=0.5, context_next=0.25)
    got = CachedMaxSim(q, t, replay.prev2["a"], cfg.with_(token_idf=2.0))
    pool = [4, 0, 8, 2]
    scores = got.score_tokens(query, [RerankDoc(t.ids[m], "") for m in pool])

    w = idf**2 / (idf**2).mean()
    weights = {-2: 0.5, -1: 0.75, 1: 0.25}
    near = {-2: lambda m: m - 2, -1: lambda m: m - 1, 1: lambda m: m + 1}
    contexts = [
        [(weights[o], docs[near[o](m)]) for o in weights if 0 <= near[o](m) < n] for m in pool
    ]
    want = maxsim_in_context(query * w[:, None], [docs[m] for m in pool], contexts)
    assert scores == pytest.approx(want.tolist(), rel=1e-5)
    assert len(set(np.round(scores, 4))) == len(pool)  # a real ordering, not ties


def test_weights_choose_the_order_and_a_weight_of_zero_adds_no_candidate(cache: Cache) -> None:
    replay = Replay.of(cache)
    t = cache.banks["a"]
    cfg = Config(("good", "bad"), (1.0, 4.0), limit=12)
    assert t.dia[int(replay.rank(0, cfg)[0])] != "D1:3"  # "bad" outweighs the evidence
    assert t.dia[int(replay.rank(0, cfg.with_(weights=(4.0, 0.25)))[0])] == "D1:3"
    only_good = replay.rank(0, cfg.with_(weights=(1.0, 0.0)))
    assert set(only_good.tolist()) == set(cache.questions[0].arms["good"][0].tolist())


def test_the_speaker_prior_lifts_a_named_speakers_turns_before_and_after_the_rerank() -> None:
    n = 6
    t = table("a", n, speakers=["Bob"] * 5 + ["Ann"])
    maxsim = np.tile(np.linspace(1.0, 0.5, n, dtype=np.float32), (2, 1))  # MaxSim: 0 best
    q = question("a", list(range(n)), [], 5, named=frozenset({"Ann"}), maxsim=maxsim)
    replay = Replay.of(Cache({"a": t}, [q], depth=n))
    cfg = Config(("good",), (1.0,), speaker_boost=0.0, context_prev=0.0, limit=n)
    assert replay.rank(0, cfg).tolist()[-1] == 5
    # before the rerank: fused scores 1/61 .. 1/66; x1.02 lifts the last above the fifth only
    assert replay.rank(0, cfg.with_(speaker_boost=0.02)).tolist()[-2] == 5
    reranked = cfg.with_(rerank=True, rerank_depth=n)
    assert replay.rank(0, reranked).tolist()[-1] == 5  # MaxSim puts it last again
    # after the rerank: per query token (2 here), above the best MaxSim of 1.0 - 0.5
    assert replay.rank(0, reranked.with_(rerank_prior=0.6)).tolist()[0] == 5


def test_the_score_mix_adds_an_arms_own_score_after_the_rerank() -> None:
    n = 4
    t = table("a", n)
    maxsim = np.tile(np.asarray([1.0, 0.9, 0.8, 0.7], np.float32), (2, 1))
    q = question("a", [3, 2, 1, 0], [], 3, maxsim=maxsim)  # the arm's best is MaxSim's last
    replay = Replay.of(Cache({"a": t}, [q], depth=n))
    cfg = Config(("good",), (1.0,), rerank=True, rerank_depth=n, context_prev=0.0, limit=n)
    assert replay.rank(0, cfg).tolist() == [0, 1, 2, 3]
    # per query token (2): memory 3 gains 1.0 x its arm score over the best (1), memory 0 0.5
    mixed = cfg.with_(mix=(("good", 1.0),))
    assert replay.rank(0, mixed).tolist()[0] == 3


def test_each_fold_chooses_and_is_scored_under_its_own_choice(cache: Cache) -> None:
    search = Search(Replay.of(cache))
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
    top = search.replay.rank(0, cv["full"]["M"])
    assert cache.banks["a"].dia[int(top[0])] == "D1:3"


def test_the_search_starts_from_untuned_numbers_not_the_fitted_defaults() -> None:
    """The defaults are the fit on all five conversations: a fold starting there could keep
    numbers chosen with its held-out conversation."""
    from benchmarks.locomo_cv import WEIGHTS, untuned_configs

    for cfg in untuned_configs().values():
        assert set(cfg.weights) == {1.0} and all(v == 0.0 for _, v in cfg.mix)
        assert (cfg.token_idf, cfg.context_prev2, cfg.context_next, cfg.rerank_prior) == (0,) * 4
    assert 0.0 not in WEIGHTS  # tuning weighs a mode's arms; it never drops one


def test_a_configuration_is_the_settings_and_recipes_it_stands_for() -> None:
    """`fitted_settings` is how the defaults and the engine check reach the engine: the
    recipe and the rerank context each configuration replays."""
    from benchmarks.locomo_cv import fitted_settings, start_configs
    from memstream.contract.recall import Mode
    from memstream.settings import RecallSettings

    base = start_configs(RecallSettings())
    configs = {
        m: c.with_(
            weights=tuple(0.25 * (k + 1) for k in range(len(c.arms))),
            mix=tuple((a, 0.1 if k == 0 else 0.0) for k, (a, _) in enumerate(c.mix)),
            context_prev=0.25,
            context_prev2=0.5,
            context_next=0.0,
        )
        for m, c in base.items()
    }
    settings, recipes = fitted_settings(configs)
    for mode, cfg in configs.items():
        r, mine = recipes[Mode(mode)], cfg.recipe()
        assert (dict(r.weights), dict(r.mix), r.arms) == (
            dict(mine.weights),
            dict(mine.mix),
            mine.arms,
        )
        assert bool(r.rerank) == cfg.rerank
    fs = configs["FULL_STACK"]
    assert fs.context_weights() == {-2: 0.5, -1: 0.25}
    assert (settings.rerank_context2_weight, settings.rerank_context_weight) == (0.5, 0.25)
    assert settings.rerank_next_context_weight == 0.0
