"""What the ONNX encoders share: sessions, tokenizers and length-sorted padded batches.

The encoders call onnxruntime directly rather than through fastembed: fastembed's text models
return only the pooled vector (the late-interaction rerank needs the same pass's token
vectors), it has no public way to load a custom sparse model, and its SPLADE post-processing
runs log1p/relu/max in numpy over the [batch, seq, 30,522] logits where our export does it in
the graph (see onnx_export.py). A fastembed session for the sentence vector alone would be a
second copy of the same model giving the numbers the token pass already gives (and measured
no faster: benchmarks/ingest.py records both).

Two sessions per model, each created on first use:
- the batch session (ingestion, documents encoded at query time): `threads` intra-op
  threads, for throughput;
- the single-text session (a query): `query_threads`, 1 by default. A query's MiniLM and
  SPLADE passes run side by side on two threads (query/encode.py), and one thread per model
  avoids thread hand-offs that cost more than they save on a few dozen tokens.

Padding is the main cost of a batched pass over chat turns (their lengths vary 10x): a batch
is tokenised once, sorted by length and cut into padded chunks of `batch_size`, so each chunk
pads only to its own longest text. tokenizer.json's own padding (the packaged MiniLM pads to a
fixed 128) is switched off for the same reason.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from memstream.errors import ConfigError


def read_json(path: Path) -> Any:
    return json.loads(path.read_text()) if path.is_file() else {}


def max_seq_length(folder: Path) -> int:
    """sentence-transformers' limit (sentence_bert_config.json), else the tokenizer's, capped
    by the position embeddings."""
    positions = int(read_json(folder / "config.json").get("max_position_embeddings", 512))
    st = read_json(folder / "sentence_bert_config.json").get("max_seq_length")
    tok = read_json(folder / "tokenizer_config.json").get("model_max_length")
    for limit in (st, tok):
        if isinstance(limit, int) and limit > 0:
            return min(limit, positions)
    return positions


def special_token(folder: Path, name: str, default: str) -> str:
    value = read_json(folder / "tokenizer_config.json").get(name) or default
    return str(value["content"] if isinstance(value, dict) else value)


class Tokenizers:
    """A folder's tokenizer.json, truncating at `max_length`, without padding; one copy per
    other truncation length asked for (the reranker may cut documents shorter)."""

    def __init__(self, folder: Path, max_length: int) -> None:
        from tokenizers import Tokenizer

        path = folder / "tokenizer.json"
        if not path.is_file():
            raise ConfigError(f"{folder} has no tokenizer.json: the ONNX encoders need one")
        self._json = path.read_text()
        self._by_length: dict[int, Tokenizer] = {}
        self._lock = threading.Lock()
        self.max_length = max_length
        self.base = self.get(max_length)

    def get(self, max_length: int | None = None) -> Any:
        from tokenizers import Tokenizer

        n = min(max_length or self.max_length, self.max_length)
        with self._lock:
            tok = self._by_length.get(n)
            if tok is None:
                tok = Tokenizer.from_str(self._json)
                tok.enable_truncation(n)
                tok.no_padding()
                self._by_length[n] = tok
        return tok

    def encode(self, texts: Sequence[str], max_length: int | None = None) -> list[list[int]]:
        tok = self.get(max_length)
        if len(texts) == 1:
            return [tok.encode(texts[0]).ids]
        return [e.ids for e in tok.encode_batch(list(texts))]


def padded_batches(
    ids: Sequence[Sequence[int]], batch_size: int, pad_id: int = 0
) -> Iterator[tuple[list[int], dict[str, np.ndarray]]]:
    """(positions in `ids`, model inputs) per chunk of `batch_size` texts of similar length."""
    order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
    for start in range(0, len(order), batch_size):
        chunk = order[start : start + batch_size]
        width = max(len(ids[i]) for i in chunk)
        input_ids = np.full((len(chunk), width), pad_id, dtype=np.int64)
        mask = np.zeros((len(chunk), width), dtype=np.int64)
        for row, i in enumerate(chunk):
            input_ids[row, : len(ids[i])] = ids[i]
            mask[row, : len(ids[i])] = 1
        yield chunk, {"input_ids": input_ids, "attention_mask": mask, "token_type_ids": mask * 0}


def providers(device: str) -> list[str]:
    """CPU, or CUDA (onnxruntime-gpu) first with CPU behind it for ops CUDA lacks."""
    if device == "cpu":
        return ["CPUExecutionProvider"]
    if device.startswith("cuda"):
        import onnxruntime as ort

        if "CUDAExecutionProvider" not in ort.get_available_providers():
            raise ConfigError(
                f"device {device!r} with the ONNX encoders needs onnxruntime-gpu; install it "
                "or set MEMSTREAM_MODELS__ENCODER=torch"
            )
        return ["CUDAExecutionProvider", "CPUExecutionProvider"]
    raise ConfigError(f"the ONNX encoders run on cpu or cuda, not {device!r}: use encoder=torch")


class OnnxModel:
    """One ONNX file behind a batch session and a single-text session, each made on first use."""

    def __init__(
        self, path: Path, *, device: str = "cpu", threads: int | None, query_threads: int
    ) -> None:
        self.path = path
        self._device = device
        self._threads = {False: threads, True: query_threads}
        self._sessions: dict[bool, tuple[Any, tuple[str, ...]]] = {}
        self._lock = threading.Lock()
        self.session(single=False)  # fail at load time, not on the first event

    def session(self, *, single: bool) -> tuple[Any, tuple[str, ...]]:
        """The session and the input names it takes (the int8 file may lack token types)."""
        with self._lock:
            found = self._sessions.get(single)
            if found is None:
                sess = self._open(self._threads[single])
                found = self._sessions[single] = (sess, tuple(i.name for i in sess.get_inputs()))
        return found

    def _open(self, threads: int | None) -> Any:
        import onnxruntime as ort

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads or 0  # 0: onnxruntime's default (physical cores)
        opts.inter_op_num_threads = 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        # Threads that spin while idle steal the cores the flow's other stages (and the other
        # model) need on a small machine.
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        return ort.InferenceSession(str(self.path), opts, providers=providers(self._device))

    def run(self, feed: dict[str, np.ndarray], *, single: bool = False) -> np.ndarray:
        sess, wanted = self.session(single=single)
        return sess.run(None, {k: v for k, v in feed.items() if k in wanted})[0]
