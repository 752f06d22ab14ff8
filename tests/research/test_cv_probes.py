"""The miss attribution and the cross-validated probes (research/cv_misses.py, cv_probes.py)
on a tiny hand-made cache: two sessions of six turns per bank, no LoCoMo file."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from benchmarks.cv_cache import BankTable, Cache, QuestionCache
from benchmarks.cv_replay import Config, Replay
from research.cv_misses import STAGES, misses, stage_of
from research.cv_probes import PROBES, Context, loco, probe_metrics, session_diversity

NOW = datetime(2024, 6, 1, tzinfo=UTC)
N = 12
CFG = Config(("a",), (1.0,), rerank=True, rerank_depth=8, context_prev=0.0, limit=10)


def table(bank: str) -> BankTable:
    session = np.asarray([1] * 6 + [2] * 6, dtype=np.int32)
    return BankTable(
        bank=bank,
        ids=[f"{bank}-m{i:02d}" for i in range(N)],
        dia=[f"D{session[i]}:{i}" for i in range(N)],
        session=session,
        speaker=["Ann"] * N,
        prev=np.asarray([-1, *range(N - 1)], dtype=np.int32),
        next=np.asarray([*range(1, N), -1], dtype=np.int32),
    )


def question(bank: str, evidence: list[int]) -> QuestionCache:
    """Arm "a" returns memories 0-9 in order; MaxSim prefers session 1, most of all turn 0."""
    maxsim = np.zeros((2, N), dtype=np.float32)
    maxsim[:, :6] = np.linspace(1.0, 0.5, 6)
    maxsim[:, 6:] = np.linspace(0.45, 0.1, 6)
    t = table(bank)
    return QuestionCache(
        bank=bank,
        text="q",
        reference_time=NOW,
        category=1,
        evidence=[t.dia[e] for e in evidence],
        arms={"a": (np.arange(10, dtype=np.int32), np.linspace(2, 1, 10).astype(np.float32))},
        named=frozenset(),
        maxsim=maxsim,
    )


@pytest.fixture
def cache() -> Cache:
    qs = [question(b, [0, 6]) for b in ("x", "y", "z")]
    return Cache({b: table(b) for b in "xyz"}, qs, depth=10)


def test_every_probe_at_strength_zero_is_the_replay(cache: Cache) -> None:
    ctx = Context(Replay.of(cache), vectors=None)
    for name, (values, probe) in PROBES.items():
        assert values[0] == 0.0, name
        for i in range(len(cache.questions)):
            got = probe(ctx, i, CFG, 0.0).tolist()
            assert got == ctx.replay.rank(i, CFG).tolist(), name


def test_session_diversity_brings_the_other_session_up(cache: Cache) -> None:
    ctx = Context(Replay.of(cache), vectors=None)
    plain = ctx.replay.rank(0, CFG).tolist()
    assert plain[:6] == list(range(6))  # session 1 first, as MaxSim says
    diverse = session_diversity(ctx, 0, CFG, 1.0).tolist()
    assert diverse[:2] == [0, 6]  # after one pick from session 1, session 2's best


def test_each_miss_is_put_in_the_stage_that_lost_it(cache: Cache) -> None:
    replay = Replay.of(cache)
    top = [0, 1, 2]  # a pretend ranking: memory 3 ranked, 8 fused beyond the pool, 11 nowhere
    shallow = CFG.with_(limit=4, rerank_depth=4)
    assert stage_of(replay, 0, shallow, 1, top) == STAGES[0]
    assert stage_of(replay, 0, shallow, 3, top[:2]) == STAGES[1]
    assert stage_of(replay, 0, shallow, 8, top) == STAGES[2]
    assert stage_of(replay, 0, shallow, 11, top) == STAGES[3]
    counted = misses(replay, dict.fromkeys("xyz", CFG))["multi-hop"]
    assert counted["evidence"] == 6 and counted["in the top 10"] == 6


def test_a_probe_strength_is_chosen_without_the_held_out_conversation(cache: Cache) -> None:
    ctx = Context(Replay.of(cache), vectors=None)
    cfg = CFG.with_(limit=2)  # recall@10 over a top 2: evidence 0 and 6 fit only if diverse
    values = (0.0, 1.0)
    held, chosen = loco(ctx, session_diversity, values, dict.fromkeys("xyz", cfg))
    assert chosen == dict.fromkeys("xyz", 1.0)
    rows = probe_metrics(ctx, session_diversity, cfg, 1.0)
    assert np.array_equal(held, rows)
    assert held[:, 1].tolist() == [1.0, 1.0, 1.0]  # both pieces of evidence in the top 2
