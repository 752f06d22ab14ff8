"""The ingestion benchmark's goals for the CPU default: end to end against ONNX fp32."""

from __future__ import annotations

from benchmarks.ingest import default_goals


def _run(eps: float, ratio: float = 0.9, fresh: float = 0.2) -> dict[str, float]:
    return {"end_to_end_eps": eps, "ratio": ratio, "freshness_p95_s": fresh}


def test_the_default_is_held_to_its_speedup_over_fp32_per_workload() -> None:
    workloads = {
        "synthetic": {"onnx": _run(100), "onnx-int8-dynamic-both": _run(180)},
        "chat": {"onnx": _run(50), "onnx-int8-dynamic-both": _run(90, ratio=0.8, fresh=0.7)},
        "locomo": {"onnx": _run(50), "onnx-int8-dynamic-both": _run(90)},
    }
    checks = default_goals(workloads)
    assert checks["default:synthetic_end_to_end_vs_fp32"] == (1.8, True)
    assert checks["default:chat_end_to_end_vs_fp32"] == (1.8, False)  # chat needs 2.0
    assert checks["default:chat_ratio"] == (0.8, False)
    assert checks["default:chat_freshness_p95_s"] == (0.7, False)
    assert not any(k.startswith("default:locomo") for k in checks)  # no goal set for it


def test_nothing_is_checked_without_both_variants() -> None:
    assert default_goals({"chat": {"onnx": _run(50)}}) == {}
