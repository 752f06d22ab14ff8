"""The graph write benchmark's side on a tiny bank: what it builds and measures, and the A/B
summary."""

from __future__ import annotations

from pathlib import Path

from benchmarks import graph_writes
from benchmarks import graph_writes_side as side
from memstream.connectors.graph import open_graph_store


def test_the_side_builds_both_banks_and_times_every_kind_of_write(tmp_path: Path) -> None:
    built = side.build(tmp_path, 2_000)
    assert built["build_s"] > 0
    with open_graph_store(tmp_path / "graph", "ladybug") as g:
        assert g.counts(side.BANK).memories == 2_000
        assert g.counts(side.SMALL).memories == side.SMALL_SIZE
        assert g.counts(side.BANK).entities > 0
    got = side.measure(tmp_path, 2_000, 0)
    assert set(got) == {
        "open_s",
        "append_1000_ms_per_memory",
        "live_10_p50_ms",
        "late_10_p50_ms",
        "small_bank_live_10_p50_ms",
    }
    assert got["open_s"] >= 0  # rounded to 10 ms: a small store may open in less
    assert all(v > 0 for k, v in got.items() if k != "open_s")
    with open_graph_store(tmp_path / "graph", "ladybug") as g:  # every timed write landed
        new = 3 * side.BATCH + 2 * side.LIVE_BATCHES * side.LIVE_SIZE
        assert g.counts(side.BANK).memories == 2_000 + new
        assert g.counts(side.SMALL).memories == side.SMALL_SIZE + side.LIVE_BATCHES * side.LIVE_SIZE


def test_compare_takes_each_sides_median_and_their_ratio() -> None:
    base = [{"x": 10.0}, {"x": 30.0}, {"x": 20.0}]
    head = [{"x": 5.0}, {"x": 4.0}, {"x": 6.0}]
    assert graph_writes.compare(base, head) == {"x": {"base": 20.0, "head": 5.0, "ratio": 0.25}}
