"""`python -m benchmarks.token_words`: a memory's token vectors with and without function words.

`models.token_function_words=false` leaves the function words out of a memory's stored token
vectors (`memstream.encoders.function_words`). This encodes the same chat turns once, takes
each turn's vectors both ways from the same pass, writes each set into a token store of the
default codec and page size through `TokenStore.upsert` (micro-batches, as the flow does),
and reads `--reads` random ids at a time for `--rounds` rounds, the two stores taking turns
(a rerank's candidate read). Reports, per corpus: tokens a memory, bytes on disk a memory
(after a WAL checkpoint) and the read's p50, every token kept being the baseline of the run.

Corpora: the synthetic chat turns the latency benchmark's stores are made of (project-owned,
`benchmarks.synthetic`; its distinct texts), and LoCoMo's turns when `--locomo PATH` is given.
Saves benchmarks/results/token-words.json (`--out` to change). Recall is not measured here:
that is LoCoMo's `--cv` run with `MEMSTREAM_MODELS__TOKEN_FUNCTION_WORDS=false`.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

from rich.console import Console

from benchmarks.common import calibration, load_average, machine, now_iso, percentile, save
from benchmarks.synthetic import synthetic_events
from benchmarks.token_pages import build, read_rounds, token_row
from memstream.connectors.tokens import PAGE_BYTES
from memstream.encoders.onnx_dense import OnnxDenseEncoder

CODEC = "int8"


def synthetic_texts(n: int) -> list[str]:
    """The distinct texts of `n` synthetic chat turns, in order of first use."""
    return list(dict.fromkeys(e.text for e in synthetic_events(n)))


def locomo_texts(path: Path) -> list[str]:
    from benchmarks.locomo_data import load_samples, sample_events

    return [e.text for s in load_samples(path) for e in sample_events(s)]


def corpus(
    name: str, texts: list[str], encoder: OnnxDenseEncoder, args: argparse.Namespace
) -> dict[str, Any]:
    """Both stores of one corpus, their sizes and reads."""
    console = Console()
    outputs = encoder.raw_outputs(texts)
    every = encoder.token_vectors(outputs)
    fewer = encoder.token_vectors(outputs, documents=True)
    runs = []
    with tempfile.TemporaryDirectory(prefix="memstream-token-words-") as tmp:
        stores, ids = [], []
        for kind, vecs in (("every token", every), ("no function words", fewer)):
            folder = Path(tmp) / kind.replace(" ", "-")
            folder.mkdir()
            written = [token_row(i, v, kind) for i, v in enumerate(vecs)]
            ids = [m.id for m in written]  # the same events in both stores
            store, run = build(folder, PAGE_BYTES, CODEC, written, args.batch)
            run["kind"] = kind
            run["tokens_per_memory"] = round(sum(len(v) for v in vecs) / len(vecs), 2)
            stores.append(store)
            runs.append(run)
        fits = argparse.Namespace(**{**vars(args), "reads": min(args.reads, len(ids))})
        laps = read_rounds(stores, ids, fits)
        for store, run, lap in zip(stores, runs, laps, strict=True):
            store.close()
            run["read_p50_ms"] = round(percentile(lap, 0.5), 3)
    base, head = runs
    result = {
        "memories": len(texts),
        "runs": runs,
        "tokens_ratio": round(head["tokens_per_memory"] / base["tokens_per_memory"], 4),
        "bytes_ratio": round(head["bytes_per_memory"] / base["bytes_per_memory"], 4),
        "read_p50_ratio": round(head["read_p50_ms"] / base["read_p50_ms"], 3),
    }
    console.print(name, result)
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--synthetic", type=int, default=20_000, help="synthetic turns drawn")
    ap.add_argument("--locomo", type=Path, default=None, help="LoCoMo file (not in the repo)")
    ap.add_argument("--batch", type=int, default=128, help="rows a micro-batch")
    ap.add_argument("--reads", type=int, default=450, help="ids a read (a rerank's candidates)")
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="token-words")
    args = ap.parse_args()
    encoder = OnnxDenseEncoder(drop_function_words=True)
    corpora = {"synthetic": corpus("synthetic", synthetic_texts(args.synthetic), encoder, args)}
    if args.locomo is not None:
        corpora["locomo"] = corpus("locomo", locomo_texts(args.locomo), encoder, args)
    out = save(
        args.out,
        {
            "benchmark": "token_words",
            "measured_at": now_iso(),
            "machine": machine(),
            "load_average": load_average(),
            "calibration": calibration(),
            "codec": CODEC,
            "page_size": PAGE_BYTES,
            "reads": args.reads,
            "rounds": args.rounds,
            "corpora": corpora,
        },
    )
    Console().print(f"saved {out}")


if __name__ == "__main__":
    main()
