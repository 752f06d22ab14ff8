"""The latency benchmark's shapes on a tiny store: one bank, many banks, banks alone, footprint."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console

from benchmarks import latency
from benchmarks import latency_build as lb
from memstream.connectors.stores import open_stores
from memstream.contract.recall import Mode
from memstream.settings import StoreSettings


def test_the_shapes_build_what_they_name_and_a_bank_alone_holds_the_same_memories(
    enricher, tmp_path: Path
) -> None:
    console = Console(quiet=True)
    qs = latency.queries(latency.WARM + 3)
    with open_stores(StoreSettings(data_dir=tmp_path)) as stores:
        enriched = lb.Enriched(enricher, console)
        lb.build_one(stores, enriched, 40)
        lb.build_one(stores, enriched, 20)
        lb.build_many(stores, enriched, 3, 20)
        names = lb.many_banks(3, 20)
        assert stores.vector.count(lb.one_bank(40)) == 40
        assert [stores.vector.count(n) for n in names] == [20, 20, 20]
        assert stores.tokens is not None and stores.tokens.count(names[1]) == 20
        engine = latency.engine_for(stores, enricher)
        try:
            spent = latency.warm(engine, [lb.one_bank(20), lb.one_bank(40)], console)
            assert set(spent) == {lb.one_bank(20), lb.one_bank(40)}
            by_size = latency.run_sizes(engine, [20, 40], [Mode.HYBRID], qs, console)
            twenty, forty = (by_size["HYBRID"][s]["total"] for s in ("20", "40"))
            growth = latency.growth(by_size, [20, 40])["HYBRID"]
            assert growth["40/20_p50"] == round(forty["p50_ms"] / twenty["p50_ms"], 3)
            assert growth["40_p95/p50"] == round(forty["p95_ms"] / forty["p50_ms"], 3)
            by_bank = latency.run_banks(engine, names, [Mode.HYBRID], qs, console)
            assert by_bank["HYBRID"]["total"]["p50_ms"] > 0
            solos = latency.solo_stores(enriched, tmp_path, names, 20, 1)
            ((bank, alone_stores),) = solos.items()
            try:
                # the bank alone is the same seeded memories as the bank among the others
                assert alone_stores.tokens is not None
                assert alone_stores.tokens.snapshot(bank) == stores.tokens.snapshot(bank)
                assert alone_stores.vector.count(bank) == 20
                alone = {bank: latency.engine_for(alone_stores, enricher)}
                solo = latency.run_solo(engine, alone, [Mode.HYBRID], qs, console)
                alone[bank].close()
            finally:
                alone_stores.close()
        finally:
            engine.close()
    entry = solo["HYBRID"]["banks"][bank]
    assert entry["ratio_p50"] == round(
        entry["shared"]["total"]["p50_ms"] / entry["alone"]["total"]["p50_ms"], 3
    )
    assert solo["HYBRID"]["max_ratio_p50"] == entry["ratio_p50"]
    foot = latency.footprint(tmp_path, 120)
    assert set(foot["disk_bytes"]) == {"vector", "bm25", "graph", "tokens"}
    assert all(b > 0 for b in foot["disk_bytes"].values()), foot
    assert foot["bytes_per_memory_all_stores"] == round(sum(foot["disk_bytes"].values()) / 120)
    assert foot["rss_mb"]["VmRSS"] > 0


def test_a_stopped_build_goes_on_where_it_stopped_and_stores_what_one_build_would(
    enricher, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setattr(lb, "BATCH", 10)
    console = Console(quiet=True)
    enriched = lb.Enriched(enricher, console)
    bank = lb.one_bank(40)
    events = lb.bank_events(bank, 40, seed=40)
    ids = [e.memory_id for e in events]
    with open_stores(StoreSettings(data_dir=tmp_path / "whole")) as whole:
        lb.build_one(whole, enriched, 40)
        want = whole.vector.get(ids, with_vectors=True)
        want_tokens = whole.tokens.snapshot(bank) if whole.tokens else None
    with open_stores(StoreSettings(data_dir=tmp_path / "resumed")) as resumed:
        lb.write(resumed, enriched, events[:30], seed=40)  # a run stopped after 30
        start = lb.resume_point(resumed.vector.count(bank))
        assert start == 20
        lb.build_one(resumed, enriched, 40, start)
        assert resumed.vector.count(bank) == 40
        got = resumed.vector.get(ids, with_vectors=True)
        assert [m.dense for m in got] == [m.dense for m in want]
        assert resumed.tokens is not None and resumed.tokens.snapshot(bank) == want_tokens
    assert lb.resume_point(0) == 0 and lb.resume_point(9) == 0 and lb.resume_point(25) == 10
