"""The ingestion benchmark's goals for both models in int8: end to end against ONNX fp32."""

from __future__ import annotations

from benchmarks.ingest import int8_goals


def _run(eps: float, ratio: float = 0.9, fresh: float = 0.2) -> dict[str, float]:
    return {"end_to_end_eps": eps, "ratio": ratio, "freshness_p95_s": fresh}


def test_int8_is_held_to_its_speedup_over_fp32_per_workload() -> None:
    workloads = {
        "synthetic": {"onnx": _run(100), "onnx-int8-dynamic-both": _run(180)},
        "chat": {"onnx": _run(50), "onnx-int8-dynamic-both": _run(90, ratio=0.8, fresh=0.7)},
        "locomo": {"onnx": _run(50), "onnx-int8-dynamic-both": _run(90)},
    }
    checks = int8_goals(workloads)
    assert checks["int8:synthetic_end_to_end_vs_fp32"] == (1.8, True)
    assert checks["int8:chat_end_to_end_vs_fp32"] == (1.8, False)  # chat needs 2.0
    assert checks["int8:chat_ratio"] == (0.8, False)
    assert checks["int8:chat_freshness_p95_s"] == (0.7, False)
    assert not any(k.startswith("int8:locomo") for k in checks)  # no goal set for it


def test_nothing_is_checked_without_both_variants() -> None:
    assert int8_goals({"chat": {"onnx": _run(50)}}) == {}
