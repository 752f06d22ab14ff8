"""LoCoMo retrieval benchmark: recall@k, MRR and nDCG@10 for every mode, in one table.

Protocol (the benchmark's own retrieval metric):
- every turn is one memory (`benchmarks.locomo_data`), ingested through the real pipeline:
  embedded
  broker -> Bytewax flow -> the three stores; one bank per conversation;
- every question is asked in its own bank, `reference_time` = the conversation's last
  session date, limit 50, no token cut (the budget is not what is measured);
- recall@k = fraction of the question's evidence ids among the top-k retrieved turns' dia_ids;
  a question without usable evidence counts as 1 (the benchmark's rule).

Evidence cleaning (`benchmarks.locomo_data.clean_evidence`): "D8:6; D9:17" is split into two ids;
malformed ids ("D", "D:11:26") are dropped; ids that name no turn of the conversation are
dropped too (nothing could retrieve them). Questions left without evidence count as 1 and are
reported in `evidence_notes`. Category 5 (adversarial) is reported but not in "overall".

With `--cv`, every tuned number is chosen by leave-one-conversation-out cross-validation and
the held-out figures are reported (benchmarks/locomo_cv.py).

Usage: python -m benchmarks.locomo [PATH] [--modes HYBRID,TEMPR] [--data-dir DIR] [--cv]
       [--encoders torch,onnx]
PATH defaults to ../shared/bench/locomo/locomo10-dev.json; when it is missing the script says
what to pass and exits with status 2.
`--encoders` ingests and evaluates once per encoder variant (benchmarks/encoders.py) and
compares every mode's recall@10 with the first (the gate: within 0.005); results go to
results/locomo-encoders.json.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from rich.console import Console
from rich.table import Table

from benchmarks.common import (
    LOCOMO_DEFAULT,
    machine,
    now_iso,
    percentile,
    require_locomo,
    save,
    store_overrides,
)
from benchmarks.locomo_data import clean_evidence, load_samples, sample_events, sessions
from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics, tansu_env
from memstream.connectors.stores import open_stores
from memstream.contract.recall import Mode, RecallRequest
from memstream.encoders import load_enricher
from memstream.flows.runner import run_ingest
from memstream.query.factory import build_engine
from memstream.settings import ModelSettings, RecallSettings, Settings, StoreSettings

RESULTS = Path(__file__).parent / "results"
KS = (5, 10, 25, 50)
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}


def ingest(path: Path, settings: Settings, enricher, console: Console) -> None:
    samples = load_samples(path)
    with EmbeddedBroker(
        settings.broker, env=tansu_env(os.environ), log_dir=settings.store.data_dir / "log"
    ) as broker:
        ensure_topics(broker.bootstrap, settings.kafka)
        with EventPublisher(broker.bootstrap, settings.kafka) as pub:
            n = pub.publish(e for s in samples for e in sample_events(s))
        console.print(f"published {n} turns; ingesting through the flow ...")
        t0 = time.perf_counter()
        with open_stores(settings.store) as stores:
            run_ingest(settings, broker.bootstrap, stores, enricher, until_eof=True)
        console.print(f"ingested in {time.perf_counter() - t0:.0f}s")


def questions(path: Path) -> tuple[list[dict[str, Any]], list[str]]:
    out, notes = [], []
    for s in load_samples(path):
        turns = {e.event_id for e in sample_events(s)}
        last = sessions(s["conversation"])[-1][1]
        for i, qa in enumerate(s["qa"]):
            ev = clean_evidence(qa.get("evidence", []))
            missing = [x for x in ev.ids if x not in turns]
            ids = [x for x in ev.ids if x in turns]
            if ev.malformed or missing or not ids:
                notes.append(
                    f"{s['sample_id']} q{i} cat {qa.get('category')}: raw={qa.get('evidence')} "
                    f"malformed={list(ev.malformed)} unresolved={missing} used={ids}"
                )
            out.append(
                {
                    "bank": s["sample_id"],
                    "question": qa["question"],
                    "category": qa.get("category"),
                    "evidence": ids,
                    "reference_time": last,
                }
            )
    return out, notes


def score(retrieved: list[str], evidence: list[str]) -> dict[str, float]:
    out: dict[str, float] = {}
    for k in KS:
        top = set(retrieved[:k])
        out[f"recall@{k}"] = (
            1.0 if not evidence else sum(e in top for e in evidence) / len(evidence)
        )
    ranks = [i for i, d in enumerate(retrieved, 1) if d in evidence]
    out["mrr"] = (1.0 / ranks[0]) if ranks else (1.0 if not evidence else 0.0)
    if not evidence:
        out["ndcg@10"] = 1.0
    else:
        dcg = sum(1 / math.log2(i + 1) for i, d in enumerate(retrieved[:10], 1) if d in evidence)
        ideal = sum(1 / math.log2(i + 1) for i in range(1, min(10, len(evidence)) + 1))
        out["ndcg@10"] = dcg / ideal
    return out


def evaluate(engine, qs: list[dict[str, Any]], mode: Mode) -> dict[str, Any]:
    per_cat: dict[str, list[dict[str, float]]] = defaultdict(list)
    latencies = []
    for q in qs:
        req = RecallRequest(
            text=q["question"],
            bank=q["bank"],
            mode=mode,
            limit=50,
            max_tokens=100_000,
            reference_time=q["reference_time"],
        )
        t0 = time.perf_counter()
        resp = engine.recall(req)
        latencies.append((time.perf_counter() - t0) * 1000)
        dia = [str(m.metadata.get("dia_id", m.event_id)) for m in resp.memories]
        s = score(dia, q["evidence"])
        cat = q["category"]
        per_cat[CATEGORIES.get(cat, str(cat))].append(s)
        if cat in (1, 2, 3, 4):
            per_cat["overall"].append(s)
    metrics = {
        name: {k: round(statistics.fmean(r[k] for r in rows), 4) for k in rows[0]}
        | {"n": len(rows)}
        for name, rows in per_cat.items()
    }
    metrics["latency_ms"] = {
        "p50": round(statistics.median(latencies), 1),
        "p95": round(percentile(latencies, 0.95), 1),
    }
    return metrics


def store_settings(args: argparse.Namespace, data_dir: Path) -> StoreSettings:
    """The stores under `data_dir`, with the run's `--store` overrides."""
    overrides = store_overrides(getattr(args, "store", []))
    return StoreSettings.model_validate({"data_dir": data_dir, **overrides})


def run_modes(
    args: argparse.Namespace, models: ModelSettings, data_dir: Path, console: Console
) -> tuple[dict[str, Any], RecallSettings, int]:
    """Ingest (unless `data_dir` holds stores already) and evaluate every mode asked for."""
    settings = Settings(store=store_settings(args, data_dir), models=models)
    overrides = dict(kv.split("=", 1) for kv in args.set)
    recall = RecallSettings.model_validate({"hebbian_learning": False, **overrides})
    enricher = load_enricher(settings.models)
    if not (data_dir / "qdrant").exists():
        ingest(args.path, settings, enricher, console)
    qs, _ = questions(args.path)
    qs = qs[: args.limit_questions] if args.limit_questions else qs
    results: dict[str, Any] = {}
    with open_stores(settings.store) as stores:
        engine = build_engine(stores, enricher, recall)
        corpus = sum(stores.vector.count(b) for b in stores.vector.banks())
        for mode in [Mode(m.strip()) for m in args.modes.split(",") if m.strip()]:
            results[mode.value] = {str(corpus): evaluate(engine, qs, mode)}
            r10 = results[mode.value][str(corpus)]["overall"]["recall@10"]
            console.print(f"{models.encoder} {mode.value}: recall@10={r10}")
        engine.close()
    return results, recall, len(qs)


def compare_encoders(args: argparse.Namespace, encoders: list[str]) -> None:
    """One ingest + evaluation per encoder variant; recall@10 deltas against the first."""
    from benchmarks.encoders import VARIANTS

    console = Console(width=160)
    root = args.data_dir or Path(tempfile.mkdtemp(prefix="memstream-locomo-"))
    runs: dict[str, Any] = {}
    for enc in encoders:
        t0 = time.perf_counter()
        models = ModelSettings.model_validate(VARIANTS[enc])
        runs[enc], recall, n = run_modes(args, models, root / enc, console)
        console.print(f"{enc}: {time.perf_counter() - t0:.0f}s")
    base = encoders[0]

    def r10(enc: str, mode: str) -> float:
        return float(next(iter(runs[enc][mode].values()))["overall"]["recall@10"])

    deltas = {
        enc: {m: round(r10(enc, m) - r10(base, m), 4) for m in runs[base]} for enc in encoders[1:]
    }
    payload = {
        "benchmark": "locomo-encoders",
        "file": str(args.path),
        "measured_at": now_iso(),
        "machine": machine(),
        "questions": n,
        "recall_settings": recall.model_dump(),
        "encoders": {e: VARIANTS[e] for e in encoders},
        "recall@10": {e: {m: r10(e, m) for m in runs[e]} for e in encoders},
        "recall@10_delta_vs_" + base: deltas,
        "gate_max_abs_delta": 0.005,
        "pass": {e: all(abs(d) <= 0.005 for d in by.values()) for e, by in deltas.items()},
        "results": runs,
    }
    out = save(args.out or "locomo-encoders", payload)
    table = Table(title=f"LoCoMo recall@10 by encoder ({n} questions)")
    table.add_column("mode")
    for enc in encoders:
        table.add_column(enc, justify="right")
    for mode in runs[base]:
        cells = [f"{r10(base, mode):.3f}"]
        cells += [f"{r10(e, mode):.3f} ({deltas[e][mode]:+.3f})" for e in encoders[1:]]
        table.add_row(mode, *cells)
    console.print(table)
    console.print(f"gate (every mode within 0.005 of {base}): {payload['pass']}; saved {out}")
    os._exit(0)  # the Duckling (Haskell) runtime can hold the interpreter at exit


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("path", nargs="?", type=Path, default=LOCOMO_DEFAULT)
    ap.add_argument("--modes", default=",".join(m.value for m in Mode))
    ap.add_argument("--data-dir", type=Path, help="Reuse stores ingested by an earlier run.")
    ap.add_argument("--limit-questions", type=int, default=0)
    ap.add_argument(
        "--cv",
        action="store_true",
        help="Leave-one-conversation-out tuning; saves benchmarks/results/locomo-cv-latest.json",
    )
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="Override a recall setting, e.g. --set reranker=none --set speaker_boost=0.5",
    )
    ap.add_argument(
        "--store",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="Override a store setting, e.g. --store token_codec=u4",
    )
    ap.add_argument("--encoders", default=None, help="e.g. torch,onnx: one run each, compared")
    ap.add_argument("--out", default=None, help="results/<name>.json (default: by kind of run)")
    args = ap.parse_args()
    require_locomo(args.path, "python -m benchmarks.locomo PATH")
    if args.encoders:
        compare_encoders(args, [e.strip() for e in args.encoders.split(",") if e.strip()])
        return
    console = Console(width=160)

    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="memstream-locomo-"))
    settings = Settings(store=store_settings(args, data_dir))
    overrides = dict(kv.split("=", 1) for kv in args.set)
    # Hebbian learning would let earlier questions shape later answers: off for evaluation.
    recall = RecallSettings.model_validate({"hebbian_learning": False, **overrides})
    enricher = load_enricher(settings.models)
    if not (data_dir / "qdrant").exists():
        ingest(args.path, settings, enricher, console)
    qs, notes = questions(args.path)
    if args.cv:
        from benchmarks.cv_report import main_cv

        main_cv(args.path, settings, enricher, qs, notes)
    if args.limit_questions:
        qs = qs[: args.limit_questions]
    modes = [Mode(m.strip()) for m in args.modes.split(",") if m.strip()]

    results: dict[str, Any] = {}
    with open_stores(settings.store) as stores:
        engine = build_engine(stores, enricher, recall)
        corpus = sum(stores.vector.count(b) for b in stores.vector.banks())
        for mode in modes:
            t0 = time.perf_counter()
            results[mode.value] = {str(corpus): evaluate(engine, qs, mode)}
            console.print(
                f"{mode.value}: {time.perf_counter() - t0:.0f}s "
                f"recall@10={results[mode.value][str(corpus)]['overall']['recall@10']}"
            )
        engine.close()

    payload = {
        "benchmark": "locomo",
        "file": str(args.path),
        "measured_at": now_iso(),
        "machine": machine(),
        "questions": len(qs),
        "recall_settings": recall.model_dump(),
        "store_overrides": store_overrides(args.store),
        "results": results,
        "evidence_notes": notes,
    }
    out = save(args.out or "locomo-latest", payload)

    table = Table(title=f"LoCoMo retrieval ({len(qs)} questions; overall = categories 1-4)")
    for col in (
        "mode",
        "R@5",
        "R@10",
        "R@25",
        "R@50",
        "MRR",
        "nDCG@10",
        "multi-hop@10",
        "temporal@10",
        "open@10",
        "single@10",
        "p50 ms",
    ):
        table.add_column(col, justify="left" if col == "mode" else "right")
    for mode, by_size in results.items():
        m = by_size[str(corpus)]
        o = m["overall"]
        cat = [
            m.get(c, {}).get("recall@10", float("nan"))
            for c in ("multi-hop", "temporal", "open-domain", "single-hop")
        ]
        table.add_row(
            mode,
            *(f"{o[f'recall@{k}']:.3f}" for k in KS),
            f"{o['mrr']:.3f}",
            f"{o['ndcg@10']:.3f}",
            *(f"{c:.3f}" for c in cat),
            f"{m['latency_ms']['p50']:.0f}",
        )
    console.print(table)
    console.print(f"saved {out}")
    os._exit(0)  # the Duckling (Haskell) runtime can hold the interpreter at exit


if __name__ == "__main__":
    main()
