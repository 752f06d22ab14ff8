"""int8 encoders against fp32, in one run: how close, how fast, and whether a text's vectors
depend on the batch it was encoded in.

Three files per model (MiniLM, SPLADE-tiny): the fp32 export (the baseline), onnxruntime's
`quantize_dynamic` (one activation scale per tensor: what memstream shipped before; made here
in a temporary folder), and the per-token file memstream runs by default (onnx_quant.py).
On the same texts (the project's chat conversations and time-expression sentences):
- closeness to fp32: sentence cosine (MiniLM), token-vector cosine, whole-vector cosine and
  top-20 terms kept (SPLADE), mean and worst;
- batch invariance: every text encoded in batches of 8 against the same text alone, bit for
  bit (how many texts differ);
- CPU per text at the default 8 texts a pass, one intra-op thread, the files interleaved,
  median of `--rounds`; ratios to fp32 are the figures to trust on a shared machine.

With `--locomo PATH` (a LoCoMo file; read only when passed), also MiniLM's sentence-vector
retrieval over each conversation's turns for its questions, per file: recall@10, the paired
difference to fp32 with its standard error and bootstrap 95 % interval, how many questions
changed, and the overlap of each question's top 10 with fp32's. That is the arithmetic of
LoCoMo's VECTOR_ONLY arm without the engine around it, to tell a recall gap from noise.

Usage: python -m benchmarks.quantization [--rounds 5] [--locomo PATH] [--out quantization-latest]
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.common import load_average, machine, now_iso, save
from memstream.encoders.dense import default_dense_model
from memstream.encoders.onnx_export import exported, quantized
from memstream.encoders.onnx_runtime import Tokenizers, max_seq_length, padded_batches
from memstream.encoders.sparse import default_sparse_model

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
BATCH = 8


def texts() -> list[str]:
    out = []
    for conv in json.loads((DATA / "chat.json").read_text()):
        for key, turns in conv["conversation"].items():
            if key.startswith("session_") and isinstance(turns, list):
                out += [t["text"] for t in turns]
    for name in ("timeexpr.json", "timeexpr-batch3.json", "timeexpr-batch4.json"):
        out += [s["text"] for s in json.loads((DATA / name).read_text())["sentences"]]
    return out


def session(path: Path) -> Any:
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])


def run(sess: Any, ids: Sequence[Sequence[int]], batch: int) -> list[np.ndarray]:
    """Each text's output row: token states [tokens, dim] (MiniLM) or weights [vocab]."""
    names = {i.name for i in sess.get_inputs()}
    out: list[np.ndarray] = [np.zeros(0)] * len(ids)
    for chunk, feed in padded_batches(ids, batch):
        y = sess.run(None, {k: v for k, v in feed.items() if k in names})[0]
        for row, i in enumerate(chunk):
            out[i] = y[row, : len(ids[i])] if y.ndim == 3 else y[row]
    return out


def per_tensor(fp32: Path, folder: Path) -> Path:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    out = folder / f"{fp32.parent.name}-per-tensor.onnx"
    quantize_dynamic(
        fp32,
        out,
        weight_type=QuantType.QInt8,
        per_channel=True,
        extra_options={"MatMulConstBOnly": True},
    )
    return out


def _unit(x: np.ndarray) -> np.ndarray:
    return x / np.maximum(np.linalg.norm(x, axis=-1, keepdims=True), 1e-12)


def dense_closeness(ref: list[np.ndarray], got: list[np.ndarray]) -> dict[str, float]:
    pairs = list(zip(ref, got, strict=True))
    sent = np.array([float(_unit(a.mean(0)) @ _unit(b.mean(0))) for a, b in pairs])
    tok = np.concatenate([(_unit(a) * _unit(b)).sum(1) for a, b in zip(ref, got, strict=True)])
    return {
        "sentence_cos_mean": round(float(sent.mean()), 4),
        "sentence_cos_min": round(float(sent.min()), 4),
        "token_cos_mean": round(float(tok.mean()), 4),
        "token_cos_min": round(float(tok.min()), 4),
    }


def splade_closeness(ref: list[np.ndarray], got: list[np.ndarray]) -> dict[str, float]:
    cos = np.array([float(_unit(a) @ _unit(b)) for a, b in zip(ref, got, strict=True)])
    kept = []
    for a, b in zip(ref, got, strict=True):
        top = np.argsort(-a)[: min(20, int((a > 0).sum()))]
        kept.append(len(set(top.tolist()) & set(np.flatnonzero(b > 0).tolist())) / max(len(top), 1))
    return {
        "cos_mean": round(float(cos.mean()), 4),
        "cos_min": round(float(cos.min()), 4),
        "top20_kept": round(float(np.mean(kept)), 4),
    }


def measure(
    kind: str,
    source: Path,
    ids: list[list[int]],
    closeness: Callable[[list[np.ndarray], list[np.ndarray]], dict[str, float]],
    rounds: int,
    tmp: Path,
) -> dict[str, Any]:
    fp32 = exported(kind, source)  # type: ignore[arg-type]
    files = {
        "fp32": fp32,
        "per_tensor": per_tensor(fp32, tmp),
        "per_token": quantized(kind, source),  # type: ignore[arg-type]
    }
    sessions = {name: session(path) for name, path in files.items()}
    ref = run(sessions["fp32"], ids, BATCH)
    result: dict[str, Any] = {}
    for name, sess in sessions.items():
        batched = run(sess, ids, BATCH)
        alone = run(sess, ids, 1)
        differ = sum(not np.array_equal(a, b) for a, b in zip(batched, alone, strict=True))
        result[name] = {"texts_differing_alone_vs_batched": differ, **closeness(ref, batched)}
    cpu: dict[str, list[float]] = {name: [] for name in sessions}
    for _ in range(rounds):
        for name, sess in sessions.items():
            start = time.process_time()
            run(sess, ids, BATCH)
            cpu[name].append((time.process_time() - start) / len(ids) * 1000)
    for name in sessions:
        ms = statistics.median(cpu[name])
        result[name]["cpu_ms_per_text"] = round(ms, 3)
        result[name]["cpu_vs_fp32"] = round(statistics.median(cpu["fp32"]) / ms, 2)
    return result


def pooled(sess: Any, tok: Tokenizers, texts: Sequence[str], batch: int) -> np.ndarray:
    rows = run(sess, tok.encode(texts), batch)
    return np.stack([_unit(r.mean(0)) for r in rows])


def locomo_vectors(path: Path, source: Path, tmp: Path) -> dict[str, Any]:
    """Sentence-vector recall@10 on LoCoMo per file (see the module docstring)."""
    from benchmarks.locomo_data import clean_evidence, load_samples, sample_events

    tok = Tokenizers(source, max_seq_length(source))
    fp32 = exported("dense", source)
    files = {
        "fp32": fp32,
        "per_tensor": per_tensor(fp32, tmp),
        "per_token": quantized("dense", source),
    }
    recall: dict[str, list[float]] = {name: [] for name in files}
    tops: dict[str, list[set[int]]] = {name: [] for name in files}
    samples = load_samples(path)
    for name, file in files.items():
        sess = session(file)
        for sample in samples:
            events = list(sample_events(sample))
            docs = pooled(sess, tok, [e.text for e in events], BATCH)
            for qa in sample["qa"]:
                wanted = set(clean_evidence(qa.get("evidence", [])).ids)
                if not wanted:
                    continue
                scores = docs @ pooled(sess, tok, [qa["question"]], 1)[0]
                top = np.argsort(-scores)[:10]
                recall[name].append(len({events[i].event_id for i in top} & wanted) / len(wanted))
                tops[name].append(set(top.tolist()))
    rng = np.random.default_rng(0)
    out: dict[str, Any] = {"file": str(path), "questions": len(recall["fp32"])}
    base = np.array(recall["fp32"])
    for name in files:
        diff = np.array(recall[name]) - base
        boots = [diff[rng.integers(0, len(diff), len(diff))].mean() for _ in range(2000)]
        out[name] = {
            "recall@10": round(float(np.mean(recall[name])), 4),
            "delta_vs_fp32": round(float(diff.mean()), 4),
            "delta_se": round(float(diff.std(ddof=1) / np.sqrt(len(diff))), 4),
            "delta_ci95": [round(float(x), 4) for x in np.percentile(boots, [2.5, 97.5])],
            "questions_changed": int((diff != 0).sum()),
            "top10_overlap_with_fp32": round(
                float(
                    np.mean(
                        [len(a & b) / 10 for a, b in zip(tops["fp32"], tops[name], strict=True)]
                    )
                ),
                4,
            ),
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--locomo", type=Path, default=None, help="LoCoMo JSON: vector recall too")
    ap.add_argument("--out", default="quantization-latest")
    args = ap.parse_args()
    logging.getLogger().setLevel(logging.ERROR)  # quantize_dynamic's advice on pre-processing
    sample = texts()
    payload: dict[str, Any] = {
        "benchmark": "quantization",
        "measured_at": now_iso(),
        "machine": machine(),
        "load_average_at_start": load_average(),
        "texts": len(sample),
        "batch": BATCH,
        "rounds": args.rounds,
        "models": {},
    }
    with tempfile.TemporaryDirectory() as tmp:
        for kind, source, closeness in (
            ("dense", Path(default_dense_model()), dense_closeness),
            ("splade", Path(default_sparse_model()), splade_closeness),
        ):
            ids = Tokenizers(source, max_seq_length(source)).encode(sample)
            result = measure(kind, source, ids, closeness, args.rounds, Path(tmp))
            payload["models"][kind] = result
            for name, row in result.items():
                print(kind, name, row)
        if args.locomo is not None:
            payload["locomo_vector_recall"] = locomo_vectors(
                args.locomo, Path(default_dense_model()), Path(tmp)
            )
            print(payload["locomo_vector_recall"])
    save(args.out, payload)


if __name__ == "__main__":
    main()
