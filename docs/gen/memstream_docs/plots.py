"""The benchmark figures, drawn with matplotlib from the results files at build time.

Each function returns PNG bytes; `FIGURES` names them by the path the pages link to.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

from matplotlib.figure import Figure

from memstream_docs.bench_ingest import label
from memstream_docs.bench_latency import sizes
from memstream_docs.bench_retrieval import CV, MODES
from memstream_docs.results import load, val

#: The stages after the arms, in the order a recall runs them.
PIPELINE_AFTER_ARMS = ["fusion", "load", "rerank", "expansion", "budget"]
CATEGORIES = ["overall", "multi-hop", "temporal", "open-domain", "single-hop"]


def _png(fig: Figure) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110, metadata={"Software": None})
    return buf.getvalue()


def _source(fig: Figure, *stems: str) -> None:
    names = ", ".join(f"{s}.json" for s in stems)
    fig.supxlabel(f"from benchmarks/results/{names}", x=0.99, ha="right", fontsize=7, color="0.4")


def recall_by_mode() -> bytes:
    """Held-out recall@10 of every mode, per LoCoMo question category."""
    cv: dict[str, Any] = val(CV, "cv")
    fig = Figure(figsize=(10, 4.2), layout="constrained")
    ax = fig.add_subplot()
    width = 0.8 / len(CATEGORIES)
    for i, cat in enumerate(CATEGORIES):
        xs = [m + (i - (len(CATEGORIES) - 1) / 2) * width for m in range(len(MODES))]
        ax.bar(xs, [cv[mode][cat]["recall@10"] for mode in MODES], width, label=cat)
    ax.set_xticks(range(len(MODES)), MODES, rotation=20, ha="right", fontsize=8)
    ax.set_ylabel("recall@10 (held out)")
    ax.set_ylim(0, 1)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(ncols=len(CATEGORIES), fontsize=8, loc="upper left")
    ax.set_title("LoCoMo recall@10 by mode and question category (leave one conversation out)")
    _source(fig, CV)
    return _png(fig)


def latency_by_stage() -> bytes:
    """Left: p50 (bar) and p95 (tick) per mode and bank size. Right: stage p50 at the largest."""
    stem = "latency-latest"
    results: dict[str, Any] = val(stem, "results")
    modes = [m for m in MODES if m in results]
    ss = sizes(stem)
    fig = Figure(figsize=(10, 9), layout="constrained")
    left, right = fig.subplots(2, 1, height_ratios=[1, 1.3])
    width = 0.8 / len(ss)
    for i, s in enumerate(ss):
        xs = [m + (i - (len(ss) - 1) / 2) * width for m in range(len(modes))]
        p50 = [results[mode][s]["total"]["p50_ms"] for mode in modes]
        p95 = [results[mode][s]["total"]["p95_ms"] for mode in modes]
        left.bar(xs, p50, width, label=f"{int(s):,} memories, p50")
        left.scatter(xs, p95, marker="_", s=80, color="black", zorder=3)
    left.scatter([], [], marker="_", color="black", label="p95")
    left.set_xticks(range(len(modes)), modes, rotation=30, ha="right", fontsize=8)
    left.set_ylabel("recall latency, ms")
    left.grid(axis="y", alpha=0.3)
    left.legend(fontsize=8)
    left.set_title("Total, by bank size", fontsize=10)
    big = ss[-1]
    present = {st for mode in modes for st in results[mode][big] if st != "total"}
    arms = sorted(st for st in present if st.startswith("arm:"))
    stages = [st for st in ["encode", *arms, *PIPELINE_AFTER_ARMS] if st in present]
    stages += sorted(present - set(stages))
    grid = [
        [results[mode][big].get(st, {}).get("p50_ms", float("nan")) for mode in modes]
        for st in stages
    ]
    im = right.imshow(grid, aspect="auto", cmap="viridis")
    right.set_xticks(range(len(modes)), modes, rotation=30, ha="right", fontsize=8)
    right.set_yticks(range(len(stages)), stages, fontsize=8)
    for y, row in enumerate(grid):
        for x, v in enumerate(row):
            if v == v:  # not NaN: the mode has that stage
                right.text(
                    x,
                    y,
                    f"{v:.1f}",
                    ha="center",
                    va="center",
                    fontsize=6.5,
                    color="white" if v < max(max(r) for r in grid) / 2 else "black",
                )
    fig.colorbar(im, ax=right, label="p50 ms")
    right.set_title(f"Stage p50 at {int(big):,} memories (arms run in parallel)", fontsize=10)
    _source(fig, stem)
    return _png(fig)


def latency_size_curve() -> bytes:
    """p50 and p95 of every mode against the bank's size, both axes logarithmic."""
    stem = "latency-latest"
    results: dict[str, Any] = val(stem, "results")
    ss = sizes(stem)
    xs = [int(s) for s in ss]
    fig = Figure(figsize=(10, 4.6), layout="constrained")
    ax = fig.add_subplot()
    for mode in (m for m in MODES if m in results):
        p50 = [results[mode][s]["total"]["p50_ms"] for s in ss]
        p95 = [results[mode][s]["total"]["p95_ms"] for s in ss]
        (line,) = ax.plot(xs, p50, marker="o", label=mode)
        ax.plot(xs, p95, linestyle=":", marker="_", color=line.get_color())
    ax.plot([], [], linestyle=":", marker="_", color="black", label="p95 (dotted)")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xticks(xs, [f"{x:,}" for x in xs])
    ax.set_xlabel("memories in the bank")
    ax.set_ylabel("recall latency, ms (p50 solid)")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=7, ncols=2, loc="upper left")
    ax.set_title("Latency against the bank's size, one bank per size in one store")
    _source(fig, stem)
    return _png(fig)


def ingestion_by_encoder() -> bytes:
    """Events/s per encoder variant: enrichment alone and end to end, both workloads."""
    stem = "ingest-latest"
    data = load(stem)
    variants = list(data["variants"])
    w = data["workloads"]
    series = [
        ("synthetic, enrichment only", w["synthetic"], "enrichment_only_eps"),
        ("synthetic, end to end", w["synthetic"], "end_to_end_eps"),
        ("chat turns, enrichment only", w["chat"], "enrichment_only_eps"),
        ("chat turns, end to end", w["chat"], "end_to_end_eps"),
    ]
    fig = Figure(figsize=(10, 4.2), layout="constrained")
    ax = fig.add_subplot()
    width = 0.8 / len(series)
    for i, (name, per, key) in enumerate(series):
        xs = [v + (i - (len(series) - 1) / 2) * width for v in range(len(variants))]
        ax.bar(xs, [per[v][key] for v in variants], width, label=name)
    goals = data["goals"]
    ax.axhline(goals["e2e_synthetic_eps_min"], color="0.3", ls="--", lw=0.8)
    ax.axhline(goals["e2e_chat_eps_min"], color="0.3", ls=":", lw=0.8)
    for goal, name in (
        (goals["e2e_synthetic_eps_min"], "synthetic"),
        (goals["e2e_chat_eps_min"], "chat"),
    ):
        ax.text(0.5, goal, f"goal, {name} end to end", fontsize=7, va="bottom", ha="center")
    ax.set_xticks(range(len(variants)), [label(v) for v in variants], fontsize=8)
    ax.set_ylabel("events/s (2 cores)")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=8, loc="upper left")
    ax.set_title("Ingestion by encoder")
    _source(fig, stem)
    return _png(fig)


#: Site path of every figure, and the function that draws it.
FIGURES: dict[str, Callable[[], bytes]] = {
    "benchmarks/img/recall-by-mode.png": recall_by_mode,
    "benchmarks/img/latency-by-stage.png": latency_by_stage,
    "benchmarks/img/latency-size-curve.png": latency_size_curve,
    "benchmarks/img/ingestion-by-encoder.png": ingestion_by_encoder,
}
