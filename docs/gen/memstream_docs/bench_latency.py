"""Recall latency tables from `benchmarks/results/latency*.json`."""

from __future__ import annotations

from typing import Any

from memstream_docs.bench_retrieval import MODES
from memstream_docs.results import load, num, val
from memstream_docs.tables import md_table

LATENCY = "latency-latest"


def sizes(stem: str = LATENCY) -> list[str]:
    """The bank sizes measured, smallest first (as the file's keys)."""
    results: dict[str, Any] = val(stem, "results")
    return sorted({s for per_mode in results.values() for s in per_mode}, key=int)


def slowest_stage(stages: dict[str, Any]) -> tuple[str, float]:
    """The stage with the largest p50, the total left out (arms run in parallel)."""
    name = max((s for s in stages if s != "total"), key=lambda s: stages[s]["p50_ms"])
    return name, stages[name]["p50_ms"]


def latency_table(stem: str = LATENCY) -> str:
    """p50 / p95 per mode and bank size, and the slowest stage at the largest size."""
    results: dict[str, Any] = val(stem, "results")
    ss = sizes(stem)
    big = ss[-1]
    headers = ["mode"]
    for s in reversed(ss):
        headers += [f"{int(s):,} p50 ms", f"{int(s):,} p95 ms"]
    headers.append(f"slowest stage at {int(big):,} (p50 ms)")
    rows = []
    for mode in (m for m in MODES if m in results):
        row = [f"`{mode}`"]
        for s in reversed(ss):
            total = results[mode][s]["total"]
            row += [num(total["p50_ms"], 1), num(total["p95_ms"], 1)]
        name, ms = slowest_stage(results[mode][big])
        row.append(f"{name} {num(ms, 1)}")
        rows.append(row)
    return md_table(headers, rows)


def stages_table(mode: str, stem: str = LATENCY) -> str:
    """Every stage of one mode at every size, p50 / p95 in ms."""
    results: dict[str, Any] = val(stem, f"results/{mode}")
    ss = sizes(stem)
    stages = list(results[ss[-1]])
    rows = [
        [
            f"`{st}`",
            *(
                f"{num(results[s][st]['p50_ms'], 2)} / {num(results[s][st]['p95_ms'], 2)}"
                for s in ss
            ),
        ]
        for st in stages
    ]
    return md_table(["stage", *(f"{int(s):,}: p50 / p95 ms" for s in ss)], rows)


def goals_table(stem: str = LATENCY) -> str:
    """The p50 goals at 100,000 memories, met or not, computed from the file."""
    goals: dict[str, float] = val(stem, "goals_p50_ms_at_100000")
    big = "100000"
    rows = []
    for mode, goal in goals.items():
        p50 = val(stem, f"results/{mode}/{big}/total/p50_ms")
        rows.append(
            [
                f"`{mode}` p50 at {int(big):,}",
                f"≤ {num(goal)} ms",
                num(p50, 1),
                "**met**" if p50 <= goal else "**not met**",
            ]
        )
    return md_table(["goal", "threshold", "measured", ""], rows)


def ab_table(stem: str = "latency-ab-bm25-ties") -> str:
    """An A/B run: each side and round, p50 / p95 of every mode measured."""
    runs: list[dict[str, Any]] = val(stem, "runs")
    modes = [m for m in runs[0] if m.isupper()]
    rows = [
        [
            r["side"],
            num(r["round"]),
            *(
                f"{num(r[m]['total']['p50_ms'], 1)} / {num(r[m]['total']['p95_ms'], 1)}"
                for m in modes
            ),
        ]
        for r in runs
    ]
    return md_table(["side", "round", *(f"`{m}` p50 / p95 ms" for m in modes)], rows)


def summary(mode: str, stem: str = LATENCY) -> dict[str, str]:
    """p50 of a mode at every size, for prose: {"10000": "10.4", ...}."""
    return {s: num(val(stem, f"results/{mode}/{s}/total/p50_ms"), 1) for s in sizes(stem)}


def meta(stem: str = LATENCY) -> dict[str, str]:
    data = load(stem)
    return {"queries": num(data["queries"]), "torch_threads": num(data["torch_threads"])}


#: Issue 20's goals at 100,000 memories in one bank: head / base p50, measured side by side.
AB_GOALS = {"HYBRID": 0.55, "FULL_STACK": 0.65, "TEMPR": 0.5}


def ab_summary_table(stem: str = "latency-ab-latest") -> str:
    """A query-interleaved A/B (benchmarks/ab.py): per mode and size, each side's p50 and
    p95, head / base (pooled and per round), the CPU-time ratio, and the goal when it has one."""
    summary: dict[str, Any] = val(stem, "summary")
    rows = []
    for mode in (m for m in MODES if m in summary):
        for size, e in sorted(summary[mode].items(), key=lambda kv: int(kv[0])):
            goal = AB_GOALS.get(mode) if size == "100000" else None
            verdict = "" if goal is None else ("**met**" if e["ratio"] <= goal else "**not met**")
            rows.append(
                [
                    f"`{mode}`",
                    f"{int(size):,}",
                    f"{num(e['base_p50_ms'], 1)} / {num(e['base_p95_ms'], 1)}",
                    f"{num(e['head_p50_ms'], 1)} / {num(e['head_p95_ms'], 1)}",
                    num(e["ratio"], 3),
                    ", ".join(num(r, 3) for r in e["ratio_per_round"]),
                    num(e["cpu_ratio"], 3) if e.get("cpu_ratio") is not None else "",
                    "" if goal is None else f"≤ {num(goal, 2)} {verdict}",
                ]
            )
    headers = [
        "mode",
        "memories",
        "base p50 / p95 ms",
        "head p50 / p95 ms",
        "head / base",
        "per round",
        "CPU time head / base",
        "goal",
    ]
    return md_table(headers, rows)


def ab_load(stem: str = "latency-ab-latest") -> str:
    """The load averages (1 min) before each round of an A/B, for prose."""
    runs: list[dict[str, Any]] = val(stem, "runs")
    loads = sorted({r["load_before"][0] for r in runs if "load_before" in r})
    return ", ".join(num(x, 1) for x in loads)


def banks_table(stem: str = "latency-banks") -> str:
    """Many banks in one store: per mode, p50 / p95 of recalls of random banks, and the worst
    bank's p50 in the shared store over its p50 alone in a store of its own."""
    banks: dict[str, Any] = val(stem, "banks")
    rows = []
    for mode in (m for m in MODES if m in banks["results"]):
        t = banks["results"][mode]["total"]
        solo = banks["solo"][mode]
        ratios = [b["ratio_p50"] for b in solo["banks"].values()]
        rows.append(
            [
                f"`{mode}`",
                f"{num(t['p50_ms'], 1)} / {num(t['p95_ms'], 1)}",
                ", ".join(num(r, 3) for r in ratios),
                num(solo["max_ratio_p50"], 3),
                "**met**" if solo["max_ratio_p50"] <= 1.25 else "**not met**",
            ]
        )
    headers = [
        "mode",
        f"random bank of {banks['shape']}: p50 / p95 ms",
        "shared / alone p50, per bank",
        "worst",
        "≤ 1.25",
    ]
    return md_table(headers, rows)


def footprint_table(stem: str = "latency-banks") -> str:
    """Bytes on disk per memory, per store and in all, and the process's RSS."""
    foot: dict[str, Any] = val(stem, "footprint")
    per = foot["bytes_per_memory"]
    rows = [[f"`{k}`", num(v)] for k, v in per.items()]
    rows.append(["all stores", num(foot["bytes_per_memory_all_stores"])])
    rows.append(["process RSS (MB)", num(foot["rss_mb"]["VmRSS"])])
    return md_table([f"{num(foot['memories'])} memories", "bytes per memory"], rows)


def growth_table(stem: str = LATENCY) -> str:
    """Per mode: p50 at each size, the largest size's p50 over the one before it (goal ≤ 2)
    and its p95 over its p50 (goal ≤ 2), met or not, from the run's `growth`."""
    results: dict[str, Any] = val(stem, "results")
    growth: dict[str, Any] = val(stem, "growth")
    ss = sizes(stem)
    prev, big = ss[-2], ss[-1]

    def verdict(x: float) -> str:
        return f"{num(x, 2)} **{'met' if x <= 2 else 'not met'}**"

    rows = [
        [
            f"`{mode}`",
            *(num(results[mode][s]["total"]["p50_ms"], 1) for s in ss),
            verdict(growth[mode][f"{big}/{prev}_p50"]),
            verdict(growth[mode][f"{big}_p95/p50"]),
        ]
        for mode in MODES
        if mode in results
    ]
    headers = [
        "mode",
        *(f"p50 ms at {int(s):,}" for s in ss),
        f"p50 {int(big):,} / {int(prev):,} (≤ 2)",
        f"p95 / p50 at {int(big):,} (≤ 2)",
    ]
    return md_table(headers, rows)


def bm25_banks_table(stem: str = "bm25-banks-latest") -> str:
    """Per arm and layout: the p50 of a bank's search in the shared index and alone (median
    over the solo banks), the worst bank's shared / alone p50, and with `--big`, the p50 in
    one bank of that size."""
    run = load(stem)
    big = run.get("big")
    labels = {"filter": "bank filter (before)", "bank_fields": "bank fields"}
    rows = []
    for arm in ("bm25", "context"):
        for kind, label in labels.items():
            s = run["summary"][kind][arm]
            row = [
                f"`{arm}`",
                label,
                num(s["shared_p50_ms"], 2),
                num(s["alone_p50_ms"], 2),
                num(s["worst_ratio_p50"], 2),
            ]
            if big:
                row.append(
                    f"{num(big[kind][arm]['p50_ms'], 1)} / {num(big[kind][arm]['p95_ms'], 1)}"
                )
            rows.append(row)
    headers = [
        "arm",
        "layout",
        f"p50 ms, bank in {run['shape']}",
        "p50 ms, bank alone",
        "worst bank, shared / alone",
    ]
    if big:
        headers.append(f"p50 / p95 ms, one bank of {big['size']:,}")
    return md_table(headers, rows)


def datatype_table(
    base: str = "locomo-datatype-float32", head: str = "locomo-datatype-float16"
) -> str:
    """LoCoMo R@10 per mode with dense vectors stored as float32 and as float16, same commit."""

    def r10(stem: str, mode: str, cat: str) -> float:
        per = val(stem, f"results/{mode}")
        return float(next(iter(per.values()))[cat]["recall@10"])

    rows = []
    for mode in (m for m in MODES if m in val(head, "results")):
        row = [f"`{mode}`"]
        for cat in ("overall", "multi-hop", "temporal"):
            a, b = r10(base, mode, cat), r10(head, mode, cat)
            row.append(f"{num(a, 4)} → {num(b, 4)}")
        rows.append(row)
    return md_table(["mode", "R@10 float32 → float16", "multi-hop", "temporal"], rows)


def token_pages_table(stem: str = "token-pages") -> str:
    """The token store's bytes a memory and read time per SQLite page size and codec."""
    rows = []
    for run in val(stem, "runs"):
        default = " (default)" if run["page_size"] == val(stem, "default_page_size") else ""
        rows.append(
            [
                f"`{run['codec']}`",
                f"{num(run['page_size'])}{default}",
                num(run["bytes_per_memory"], 0),
                num(run["overhead_per_memory"], 0),
                num(run.get("bytes_vs_baseline"), 3),
                num(run["read_p50_ms"], 2),
            ]
        )
    header = ["codec", "page", "bytes a memory", "beyond the vectors", "vs 4,096", "read p50 ms"]
    return md_table(header, rows)


def cv_codec_table(base: str = "locomo-cv-codec-int8", head: str = "locomo-cv-codec-u4") -> str:
    """Cross-validated LoCoMo R@10 with the token vectors as int8 and as u4, same commit: the
    modes that read the token store (the others do not change)."""
    return cv_pair_table(base, head, "int8 → u4")


def cv_pair_table(base: str, head: str, label: str) -> str:
    """Cross-validated LoCoMo R@10 of two runs from the same commit, in the modes that read
    the token store (the others do not read it)."""
    rows = []
    for mode in ("COLBERT", "FULL_STACK", "TEMPR"):
        row = [f"`{mode}`"]
        for cat in ("overall", "multi-hop", "temporal"):
            a = float(val(base, f"cv/{mode}/{cat}/recall@10"))
            b = float(val(head, f"cv/{mode}/{cat}/recall@10"))
            row.append(f"{num(a, 4)} → {num(b, 4)} ({b - a:+.4f})")
        rows.append(row)
    return md_table(["mode", f"R@10 {label}", "multi-hop", "temporal"], rows)


def token_words_table(stem: str = "token-words") -> str:
    """Tokens, bytes and a read of 450 rows a memory, every token against no function words."""
    rows = []
    for name, c in val(stem, "corpora").items():
        a, b = c["runs"]
        rows.append(
            [
                f"{name} ({num(c['memories'])} turns)",
                f"{num(a['tokens_per_memory'], 1)} → {num(b['tokens_per_memory'], 1)}",
                f"{num(a['bytes_per_memory'], 0)} → {num(b['bytes_per_memory'], 0)}",
                num(c["bytes_ratio"], 3),
                f"{num(c['read_p50_ratio'], 2)}×",
            ]
        )
    header = ["corpus", "tokens a memory", "bytes a memory", "ratio", "read p50"]
    return md_table(header, rows)
