"""The A/B script's arithmetic: per-side p50s, head / base, per round, CPU time."""

from __future__ import annotations

from typing import Any

from benchmarks.ab import pool, same_stores, stats, summarise


def _run(side: str, round_: int, total: float, p95: float, arm: float) -> dict[str, Any]:
    stages = {"arm:bm25": {"p50_ms": arm, "p95_ms": arm}, "total": {"p50_ms": total, "p95_ms": p95}}
    return {"side": side, "round": round_, "results": {"HYBRID": {"100000": stages}}}


def test_summary_gives_each_side_its_median_and_the_ratio_per_round() -> None:
    runs = [
        _run("base", 1, 20.0, 30.0, 5.0),
        _run("head", 1, 10.0, 12.0, 2.0),
        _run("head", 2, 12.0, 14.0, 2.0),
        _run("base", 2, 30.0, 40.0, 7.0),
    ]
    e = summarise(runs)["HYBRID"]["100000"]
    assert e["base_p50_ms"] == 25.0 and e["head_p50_ms"] == 11.0
    assert e["ratio"] == round(11.0 / 25.0, 3)
    assert e["ratio_per_round"] == [0.5, 0.4]  # each round's head over the same round's base
    assert e["base_p95_ms"] == 35.0 and e["head_p95_ms"] == 13.0
    assert e["stages_p50_ms"]["arm:bm25"] == {"base": 6.0, "head": 2.0}


def test_pooled_figures_replace_the_medians_of_rounds_and_add_the_cpu_ratio() -> None:
    timings = [{"total": t, "cpu": c} for t, c in ((10.0, 4.0), (30.0, 6.0), (20.0, 5.0))]
    base = stats(timings)
    assert base["total"] == {"p50_ms": 20.0, "p95_ms": 30.0}
    head = stats([{"total": t / 2, "cpu": c / 4} for t, c in ((10.0, 4.0), (30.0, 6.0))])
    runs = [
        {"side": "base", "round": 1, "results": {"TEMPR": {"1000": base}}},
        {"side": "head", "round": 1, "results": {"TEMPR": {"1000": head}}},
    ]
    summary = summarise(runs)
    totals = {"base": {"TEMPR": {"1000": [10.0, 30.0, 20.0, 40.0]}}}
    totals["head"] = {"TEMPR": {"1000": [5.0, 15.0, 10.0]}}
    pool(summary, totals)
    e = summary["TEMPR"]["1000"]
    assert e["base_p50_ms"] == 25.0 and e["head_p50_ms"] == 10.0 and e["ratio"] == 0.4
    assert e["cpu_ratio"] == round((5.0 / 4) / 5.0, 3)


def test_stores_are_shared_only_when_nothing_that_writes_them_differs() -> None:
    assert same_stores("HEAD", "HEAD")
    # the base of issue 20 and its head differ in the connectors
    assert not same_stores("6453fb2", "5163cc3")
