"""RRF: the formula, its constant and rank base, ties, weights, duplicates."""

from __future__ import annotations

import pytest

from memstream.query.fusion import RRF_K, rrf


def test_formula_k60_ranks_from_one() -> None:
    fused = rrf({"bm25": ["a", "b"], "semantic": ["b", "c"]})
    by_id = {f.id: f for f in fused}
    assert RRF_K == 60
    assert by_id["a"].score == pytest.approx(1 / 61)
    assert by_id["b"].score == pytest.approx(1 / 62 + 1 / 61)
    assert by_id["c"].score == pytest.approx(1 / 62)
    assert [f.id for f in fused] == ["b", "a", "c"]
    assert by_id["b"].ranks == {"bm25": 2, "semantic": 1}


def test_ties_break_by_best_rank_then_id() -> None:
    fused = rrf({"x": ["a", "b"], "y": ["b", "a"]})
    assert fused[0].score == fused[1].score
    assert [f.id for f in fused] == ["a", "b"]
    fused = rrf({"x": ["z"], "y": ["a"]})
    assert [f.id for f in fused] == ["a", "z"]


def test_weights_shift_the_order() -> None:
    rankings = {"bm25": ["a"], "semantic": ["b"]}
    assert [f.id for f in rrf(rankings, weights={"bm25": 2.0})] == ["a", "b"]
    assert [f.id for f in rrf(rankings, weights={"semantic": 2.0})] == ["b", "a"]
    assert rrf(rankings, weights={"bm25": 0.0})[-1].score == 0.0


def test_duplicates_in_one_arm_count_once_at_best_rank() -> None:
    (f,) = rrf({"x": ["a", "a", "a"]})
    assert f.score == pytest.approx(1 / 61) and f.ranks == {"x": 1}


def test_empty_and_bad_arguments() -> None:
    assert rrf({}) == [] and rrf({"x": []}) == []
    with pytest.raises(ValueError):
        rrf({"x": ["a"]}, k=-1)
    with pytest.raises(ValueError):
        rrf({"x": ["a"]}, weights={"x": -1.0})


def test_custom_k() -> None:
    (f,) = rrf({"x": ["a"]}, k=0)
    assert f.score == 1.0
