"""The BM25 bank-cost benchmark on tiny banks: both layouts built as asked, every figure
measured, the summary taken from the per-bank figures."""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.console import Console

from benchmarks import bm25_banks
from memstream.connectors.bm25 import Bm25Index


def test_a_tiny_run_measures_both_layouts_shared_and_alone(tmp_path: Path) -> None:
    args = argparse.Namespace(
        banks=4, per_bank=60, solo=2, queries=6, big=300, work=tmp_path, out="unused"
    )
    got = bm25_banks.run(args, Console(quiet=True))
    for kind in bm25_banks.LAYOUTS:
        with Bm25Index(tmp_path / f"shared-{kind}") as index:
            assert index.count() == 4 * 60
            assert index.layout.bank_fields == (kind == "bank_fields")
        assert got["build"][kind]["write_s"] >= 0 and got["build"][kind]["bytes_per_memory"] > 0
        assert len(got["results"][kind]["bm25"]) == 2  # the two solo banks
        for arm in bm25_banks.ARMS:
            per_bank = got["results"][kind][arm].values()
            assert all(b["shared"]["p50_ms"] > 0 and b["alone"]["p50_ms"] > 0 for b in per_bank)
            s = got["summary"][kind][arm]
            assert s["worst_ratio_p50"] == max(b["ratio_p50"] for b in per_bank)
            assert got["big"][kind][arm]["p50_ms"] > 0
    # the bank fields cost index bytes: both fields' terms again, without positions
    assert (
        got["build"]["bank_fields"]["bytes_per_memory"] > got["build"]["filter"]["bytes_per_memory"]
    )
    # a second run over the kept indexes writes nothing again
    again = bm25_banks.run(args, Console(quiet=True))
    assert all("write_s" not in again["build"][kind] for kind in bm25_banks.LAYOUTS)
