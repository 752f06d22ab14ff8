"""Retrieval-quality tables (LoCoMo) from `benchmarks/results/locomo*.json`."""

from __future__ import annotations

from typing import Any

from memstream_docs.results import load, num, val
from memstream_docs.tables import bold_best, md_table

CV = "locomo-cv-latest"
MODES = [
    "HYBRID",
    "BM25_ONLY",
    "VECTOR_ONLY",
    "SPLADE_ONLY",
    "SPLADE_VECTOR",
    "LI_LSR",
    "COLBERT",
    "FULL_STACK",
    "TEMPR",
]
#: (column header, category, metric) of the recall tables.
COLUMNS = [
    ("R@10", "overall", "recall@10"),
    ("R@25", "overall", "recall@25"),
    ("MRR", "overall", "mrr"),
    ("multi-hop@10", "multi-hop", "recall@10"),
    ("temporal@10", "temporal", "recall@10"),
    ("open@10", "open-domain", "recall@10"),
    ("single@10", "single-hop", "recall@10"),
]
#: The retrieval goals (thresholds, not measurements).
GOALS = {
    "recall@10": 0.80,
    "recall@25": 0.88,
    "mrr": 0.62,
    "open-domain@10": 0.55,
    "multi-hop@10": 0.60,
}


def _marked(values: list[float], nd: int = 3) -> list[str]:
    return [
        f"**{num(v, nd)}**" if b else num(v, nd)
        for v, b in zip(values, bold_best(values), strict=True)
    ]


def _figures_table(figures: dict[str, Any], names: list[str], first: str = "mode") -> str:
    columns = [_marked([figures[m][cat][metric] for m in names]) for _, cat, metric in COLUMNS]
    rows = [[f"`{m}`", *(col[i] for col in columns)] for i, m in enumerate(names)]
    return md_table([first, *(h for h, _, _ in COLUMNS)], rows)


def cv_table() -> str:
    """Held-out (leave-one-conversation-out) figures of every mode; best in bold."""
    return _figures_table(val(CV, "cv"), MODES)


def full_fit_table() -> str:
    """The same modes with the numbers fitted on all five conversations (in-sample)."""
    return _figures_table(val(CV, "full_fit_figures"), MODES)


def arms_table() -> str:
    """Each retrieval arm alone, held out."""
    cv = val(CV, "cv")
    arms = sorted(k for k in cv if k.startswith("arm:"))
    return _figures_table(cv, arms, first="arm")


def mode_arms(mode: str) -> list[str]:
    """The arms a mode's recipe weighs (from the fitted recipe in the results file)."""
    return sorted(val(CV, f"full_fit/{mode}/weights"))


def _best(metric: str, category: str = "overall") -> tuple[str, float]:
    cv = val(CV, "cv")
    mode = max(MODES, key=lambda m: cv[m][category][metric])
    return mode, cv[mode][category][metric]


def goals_table() -> str:
    """The retrieval goals against the held-out figures: met or not, computed."""
    rows = []
    for label, metric, category, key in [
        ("best mode recall@10", "recall@10", "overall", "recall@10"),
        ("best mode recall@25", "recall@25", "overall", "recall@25"),
        ("best mode MRR", "mrr", "overall", "mrr"),
        ("best mode open-domain recall@10", "recall@10", "open-domain", "open-domain@10"),
        ("best mode multi-hop recall@10", "recall@10", "multi-hop", "multi-hop@10"),
    ]:
        mode, value = _best(metric, category)
        goal = GOALS[key]
        rows.append(
            [
                label,
                f"≥ {num(goal, 2)}",
                f"{num(value, 3)} (`{mode}`)",
                "**met**" if value >= goal else "**not met**",
            ]
        )
    cv = val(CV, "cv")
    worse = []
    for mode in MODES:
        arms = mode_arms(mode)
        if len(arms) < 2:
            continue
        best_arm = max(cv[f"arm:{a}"]["overall"]["recall@10"] for a in arms)
        if cv[mode]["overall"]["recall@10"] < best_arm:
            worse.append(mode)
    rows.append(
        [
            "every fused mode ≥ its best arm (recall@10)",
            "all",
            "below: " + ", ".join(f"`{m}`" for m in worse) if worse else "none below",
            "**met**" if not worse else "**not met**",
        ]
    )
    return md_table(["goal", "threshold", "held out", ""], rows)


def recipes_table() -> str:
    """Each mode's fitted recipe: RRF weights per arm and the score mix."""
    rows = []
    for mode in MODES:
        fit = val(CV, f"full_fit/{mode}")
        weights = ", ".join(f"{a} {num(w)}" for a, w in sorted(fit["weights"].items()))
        mix = ", ".join(f"{a} {num(w)}" for a, w in sorted(fit.get("mix", {}).items()))
        rows.append([f"`{mode}`", weights, mix or "–"])
    return md_table(["mode", "RRF weights", "score mix after the rerank"], rows)


def ablations_table(mode: str, stem: str = "locomo-cv-ablations") -> str:
    """What each part of a mode's fitted recipe is worth: the recipe with one part taken out."""
    variants: dict[str, Any] = val(stem, f"ablations/{mode}")
    keys = ["recall@10", "mrr", "multi-hop@10", "open-domain@10", "temporal@10", "single-hop@10"]
    rows = [[name, *(num(v[k], 3) for k in keys)] for name, v in variants.items()]
    return md_table(["variant", *keys], rows)


def misses_table(mode: str, stem: str = "locomo-cv-probes") -> str:
    """Where each evidence turn a held-out ranking misses was lost, by category."""
    misses: dict[str, dict[str, int]] = val(stem, f"modes/{mode}/misses")
    stages = [
        "evidence",
        "in the top 10",
        "ranked 11-50",
        "in the rerank pool, reranked below 50",
        "in an arm's list, not in the pool",
        "in no arm of the mode",
        "missed, question found none",
        "missed, session not in the top 10",
    ]
    rows = [[cat, *(num(counts.get(s, 0)) for s in stages)] for cat, counts in misses.items()]
    return md_table(["category", *stages], rows)


def probes_table(mode: str, stem: str = "locomo-cv-probes") -> str:
    """Each rescoring probe, held out, and the strengths the five folds chose for it."""
    probes: dict[str, Any] = val(stem, f"modes/{mode}/probes")
    keys = ["recall@10", "mrr", "multi-hop@10", "open-domain@10", "temporal@10", "single-hop@10"]
    cv = val(CV, f"cv/{mode}")
    base = [
        num(cv["overall"]["recall@10"], 3),
        num(cv["overall"]["mrr"], 3),
        num(cv["multi-hop"]["recall@10"], 3),
        num(cv["open-domain"]["recall@10"], 3),
        num(cv["temporal"]["recall@10"], 3),
        num(cv["single-hop"]["recall@10"], 3),
    ]
    rows = [["none (the cross-validated table)", *base, "–"]]
    for name, p in probes.items():
        chosen = sorted(set(p["chosen"].values()))
        rows.append(
            [
                name,
                *(num(p["held_out"][k], 3) for k in keys),
                ", ".join(num(c) for c in chosen),
            ]
        )
    return md_table(["probe", *keys, "strengths chosen"], rows)


def miss_shares(mode: str, category: str = "multi-hop") -> dict[str, str]:
    """Shares quoted in prose: of the missed evidence, how much some arm found, and so on."""
    m: dict[str, int] = val("locomo-cv-probes", f"modes/{mode}/misses/{category}")
    missed = m["evidence"] - m["in the top 10"]
    in_arm = missed - m.get("in no arm of the mode", 0)
    return {
        "missed": num(missed),
        "in_some_arm_pct": num(100 * in_arm / missed, 0),
        "ranked_11_50_pct": num(100 * m["ranked 11-50"] / missed, 0),
        "other_session": num(m["missed, session not in the top 10"]),
    }


def dev_table(stem: str = "locomo-latest") -> str:
    """An engine run over every mode: recall, MRR, nDCG and per-question latency."""
    results = val(stem, "results")
    cols = [
        ("R@5", "overall", "recall@5"),
        ("R@10", "overall", "recall@10"),
        ("R@25", "overall", "recall@25"),
        ("R@50", "overall", "recall@50"),
        ("MRR", "overall", "mrr"),
        ("nDCG@10", "overall", "ndcg@10"),
        ("multi-hop@10", "multi-hop", "recall@10"),
        ("temporal@10", "temporal", "recall@10"),
        ("open@10", "open-domain", "recall@10"),
        ("single@10", "single-hop", "recall@10"),
    ]
    rows = []
    for mode in MODES:
        (size,) = results[mode]
        r = results[mode][size]
        rows.append(
            [f"`{mode}`", *(num(r[c][m], 3) for _, c, m in cols), num(r["latency_ms"]["p50"], 0)]
        )
    return md_table(["mode", *(h for h, _, _ in cols), "p50 ms"], rows)


def overall(stem: str, metric: str = "recall@10") -> dict[str, float]:
    """One overall metric of every mode in an engine run's results file."""
    results = val(stem, "results")
    return {m: next(iter(results[m].values()))["overall"][metric] for m in MODES}


def variants_table(stems: list[tuple[str, str]], metric: str = "recall@10") -> str:
    """One metric of every mode across engine runs on the same stores (`(stem, label)`)."""
    figures = [overall(stem, metric) for stem, _ in stems]
    rows = [[f"`{m}`", *(num(f[m], 4) for f in figures)] for m in MODES]
    headers = [f"{label}: {metric} (`{stem}.json`)" for stem, label in stems]
    return md_table(["mode", *headers], rows)


def encoders_table() -> str:
    """LoCoMo recall@10 by encoder (torch, ONNX fp32, int8 variants) and the gate."""
    a = load("locomo-encoders")
    b = load("locomo-encoders-int8-both")
    columns = [(f"{e} (`locomo-encoders`)", a["recall@10"][e]) for e in a["encoders"]]
    columns += [
        (f"{e} (`locomo-encoders-int8-both`)", b["recall@10"][e])
        for e in b["encoders"]
        if e != "onnx"
    ]
    rows = [[f"`{m}`", *(num(c[m], 4) for _, c in columns)] for m in MODES]
    return md_table(["mode", *(h for h, _ in columns)], rows)


def encoder_deltas() -> dict[str, str]:
    """The largest recall@10 change against torch / ONNX fp32 per int8 variant, and the gate."""
    a = load("locomo-encoders")
    b = load("locomo-encoders-int8-both")
    d1 = a["recall@10_delta_vs_torch"]["onnx-int8-dynamic"].values()
    d2 = b["recall@10_delta_vs_onnx"]["onnx-int8-dynamic-both"].values()
    return {
        "dense_min": num(min(d1), 4),
        "dense_max": num(max(d1), 4),
        "both_min": num(min(d2), 4),
        "both_max": num(max(d2), 4),
        "gate": num(a["gate_max_abs_delta"], 3),
        "onnx_equal": "identical"
        if all(v == 0 for v in a["recall@10_delta_vs_torch"]["onnx"].values())
        else "different",
    }


def rerank_quality_table(stem: str = "rerank-locomo") -> str:
    """Dense top-50 reranked by each reranker on LoCoMo (an early comparison)."""
    quality: dict[str, Any] = val(stem, "quality")
    rows = [
        [f"`{name}`", num(q["recall@5"], 3), num(q["recall@10"], 3), num(q["recall@25"], 3)]
        for name, q in quality.items()
    ]
    return md_table(["ranking of the dense top 50", "R@5", "R@10", "R@25"], rows)
