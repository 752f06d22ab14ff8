"""SPLADE through ONNX Runtime: the packaged SPLADE-tiny, exported once with its pooling.

onnxruntime directly, not fastembed: fastembed 0.9 registers custom models only for dense
text embeddings (a SPLADE model would need its private model list), and its SPLADE
post-processing takes the full [batch, seq, 30,522] logits out of the session to pool them in
numpy. The export here (onnx_export.py, kind "splade") folds the pooling into the graph,
log1p(relu(max over tokens of logits · mask)), so a pass hands back [batch, 30,522] weights
and a sparse vector is their non-zero entries, as `TorchSpladeEncoder` makes them (weights
within 1e-4 of torch; tests/memstream/test_encoders_onnx.py).

`precision="int8-dynamic"` runs the export quantised per token
(onnx_quant.py): a text's weights never depend on its batch; 1.3x less CPU a text; whole-vector
cosine to fp32 0.9994 on average, 0.996 at worst, about 98 % of the top-20 terms kept. It has
its own name; `fp32` keeps torch's numbers (weights within 1e-4) and torch's name.

Documents and queries encode alike: the packaged model has no query/document prompts and one
pooling; a folder whose sentence-transformers stack is anything but a masked LM followed by
max/relu SPLADE pooling is refused (it runs on torch).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np

from memstream.encoders.onnx_export import exported, quantized
from memstream.encoders.onnx_runtime import (
    OnnxModel,
    Tokenizers,
    max_seq_length,
    padded_batches,
    read_json,
    special_token,
)
from memstream.encoders.sparse import default_sparse_model
from memstream.errors import ConfigError
from memstream.records import SparseVec


def check_splade(folder: Path) -> None:
    """A masked-LM folder whose stack (if it names one) is MLM transformer + max/relu pooling."""
    arch = read_json(folder / "config.json").get("architectures") or []
    modules = read_json(folder / "modules.json")
    ok = any(str(a).endswith("ForMaskedLM") for a in arch)
    if ok and isinstance(modules, list):
        kinds = [str(m.get("type", "")).rsplit(".", 1)[-1] for m in modules]
        pooling = read_json(folder / str(modules[-1].get("path", "")) / "config.json")
        ok = (
            kinds == ["MLMTransformer", "SpladePooling"]
            and pooling.get("pooling_strategy", "max") == "max"
            and pooling.get("activation_function", "relu") == "relu"
        )
    if not ok:
        raise ConfigError(
            f"{folder} is not a masked LM with max/relu SPLADE pooling, the only SPLADE the "
            "ONNX encoder runs: set MEMSTREAM_MODELS__ENCODER=torch"
        )


class OnnxSpladeEncoder:
    """The `SpladeEncoder` protocol on ONNX Runtime (see the module docstring)."""

    def __init__(
        self,
        model: str | Path | None = None,
        *,
        device: str = "cpu",
        batch_size: int = 64,
        threads: int | None = None,
        query_threads: int = 1,
        onnx_dir: Path | None = None,
        precision: Literal["fp32", "int8-dynamic"] = "fp32",
    ) -> None:
        folder = Path(model or default_sparse_model())
        if not folder.is_dir():
            raise ConfigError(f"the ONNX encoder needs a local model folder, not {folder}")
        check_splade(folder)
        dynamic = precision == "int8-dynamic"
        self.model_name = f"{folder} (onnx int8 per-token)" if dynamic else str(folder)
        self._folder = folder
        self.vocab_size = int(read_json(folder / "config.json").get("vocab_size", 30522))
        self._batch_size = batch_size
        self._tok = Tokenizers(folder, max_seq_length(folder))
        self._pad_id = self._tok.base.token_to_id(special_token(folder, "pad_token", "[PAD]")) or 0
        self._model = OnnxModel(
            (quantized if dynamic else exported)("splade", folder, onnx_dir),
            device=device,
            threads=threads,
            query_threads=query_threads,
        )
        self._hf_tokenizer: Any = None

    def encode_documents(self, texts: Sequence[str]) -> list[SparseVec]:
        if not texts:
            return []
        ids = self._tok.encode(texts)
        out: list[SparseVec] = [SparseVec((), ())] * len(ids)
        single = len(ids) == 1
        for chunk, feed in padded_batches(ids, self._batch_size, self._pad_id):
            weights = self._model.run(feed, single=single)
            for row, i in enumerate(chunk):
                idx = np.flatnonzero(weights[row] > 0)
                out[i] = SparseVec(tuple(idx.tolist()), tuple(weights[row, idx].tolist()))
        return out

    def encode_queries(self, texts: Sequence[str]) -> list[SparseVec]:
        return self.encode_documents(texts)

    @property
    def tokenizer(self) -> Any:
        """A transformers fast tokenizer over the same tokenizer.json, made on first use (the
        encoder itself uses the `tokenizers` library directly)."""
        if self._hf_tokenizer is None:
            from transformers import AutoTokenizer

            self._hf_tokenizer = AutoTokenizer.from_pretrained(str(self._folder))
        return self._hf_tokenizer
