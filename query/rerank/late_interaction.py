"""Late-interaction (ColBERT) rerank: MaxSim over per-token embeddings.

score(q, d) = Σ over query tokens i of max over document tokens j of cos(q_i, d_j)

Two token encoders:
- a ColBERT checkpoint (`model` set): a Stanford ``colbert-ir/colbertv2.0`` layout (BERT weights
  plus ``linear.weight`` [dim, hidden] and ``artifact.metadata``) or a PyLate save, loaded by
  sentence-transformers' `MultiVectorEncoder`, which applies the checkpoint's own [Q]/[D]
  markers, query [MASK] expansion and punctuation skiplist exactly as it was trained;
- otherwise the dense model's contextual token embeddings (all-MiniLM-L6-v2, 384-d): no extra
  model. [CLS], [SEP] and punctuation tokens are dropped on both sides (ColBERT drops
  punctuation in documents): on LoCoMo dev (dense top-50 candidates, categories 1-4) this gave
  recall@10 0.680 against 0.669 keeping every token and 0.552 for the dense order.

Cost, measured with benchmarks/rerank.py (CPU time, one torch thread; wall time on the shared
2-core machines was 1.2-2x that): each document not in the cache is a full pass of the dense
model, about as dear as ingesting it (20 LoCoMo turns: about 400 ms; 50: about 760 ms; 20 short
synthetic turns: about 130 ms), so a cold rerank cannot fit a 30 ms budget on this hardware.
Document token vectors are therefore cached by (memory id, text digest) in a byte-bounded LRU,
as float16 (384-d: 0.77 KB a token, about 30 KB a chat turn; 256 MB holds about 8k turns).
Warm, a rerank is the query's encoder pass (about 13 ms) plus MaxSim (under 1 ms for 50
documents); `score_tokens` skips the query pass when its token vectors come from the pass that
made its dense vector (`DenseTokenEncoder.token_vectors`). `prime` fills the cache ahead of
queries, and `remember` takes vectors computed elsewhere (e.g. at ingestion, where the dense
pass already yields them). `max_length=64` cuts the cold cost of long turns by about 20% for
recall@10 0.675 instead of 0.680.
"""

from __future__ import annotations

import logging
import string
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from memstream.errors import ConfigError
from query.rerank import COLBERT_SETTING, RerankDoc
from query.rerank.cache import ArrayLRU, doc_key

if TYPE_CHECKING:
    from memstream.encoders.dense import DenseEncoder

log = logging.getLogger(__name__)

_COLBERT_TYPES = frozenset({"MultiVectorEncoder", "ColBERT"})


def maxsim(query: np.ndarray, docs: Sequence[np.ndarray]) -> np.ndarray:
    """Σ_i max_j q_i·d_j for each doc; rows are expected unit-length (so · is cosine).

    One small product per document on purpose: a single product over all documents' tokens
    concatenated crosses BLAS's threading threshold, and on a loaded 2-core machine the thread
    hand-off measured 8-30 ms where the per-document loop takes under 1 ms for 50 documents.
    A document with no tokens scores 0.
    """
    out = np.zeros(len(docs), dtype=np.float32)
    if not len(query):
        return out
    q = query.astype(np.float32, copy=False)
    for i, d in enumerate(docs):
        if len(d):
            out[i] = (q @ d.astype(np.float32, copy=False).T).max(axis=1).sum()
    return out


class TokenEncoder(Protocol):
    """Unit-length token embeddings, one [tokens, dim] float32 array per text."""

    model_name: str

    def encode_query(self, text: str) -> np.ndarray: ...

    def encode_documents(self, texts: Sequence[str]) -> list[np.ndarray]: ...


class DenseTokenEncoder:
    """The dense SentenceTransformer's contextual token embeddings, minus special/punctuation."""

    def __init__(self, dense: DenseEncoder, batch_size: int = 8, max_length: int | None = None):
        self._model = dense.model
        self.model_name = f"{dense.model_name} (token embeddings)"
        self._batch_size = batch_size
        self._processing: dict[str, Any] = (
            {"text": {"max_length": max_length}} if max_length is not None else {}
        )
        tok = self._model.tokenizer
        skip = {tok.cls_token_id, tok.sep_token_id, tok.pad_token_id}
        skip |= {tok.convert_tokens_to_ids(c) for c in string.punctuation}
        skip.discard(tok.unk_token_id)
        skip.discard(None)
        self._skip = np.array(sorted(skip), dtype=np.int64)

    def _encode(self, texts: Sequence[str]) -> list[np.ndarray]:
        kwargs: dict[str, Any] = {"processing_kwargs": self._processing} if self._processing else {}
        outputs = self._model.encode(
            list(texts),
            output_value=None,  # per-input dicts: token embeddings with their input ids and mask
            batch_size=self._batch_size,
            show_progress_bar=False,
            **kwargs,
        )
        return self.token_vectors(outputs)

    def token_vectors(self, outputs: Sequence[dict[str, Any]]) -> list[np.ndarray]:
        """Unit token vectors from `SentenceTransformer.encode(..., output_value=None)` outputs.

        Public so that an encoder that already ran the dense model (the query encoder, the
        ingest enrichment) can take token vectors from the same pass as the sentence
        embedding instead of paying for a second one.
        """
        result = []
        for out in outputs:
            attended = out["attention_mask"].bool().cpu().numpy()
            ids = out["input_ids"].cpu().numpy()
            emb = out["token_embeddings"].float().cpu().numpy()
            keep = attended & ~np.isin(ids, self._skip)
            if not keep.any():  # only punctuation: score on what there is rather than nothing
                keep = attended
            vecs = emb[keep]
            vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12)
            result.append(vecs)
        return result

    def encode_query(self, text: str) -> np.ndarray:
        return self._encode([text])[0]

    def encode_documents(self, texts: Sequence[str]) -> list[np.ndarray]:
        return self._encode(texts)


class ColbertTokenEncoder:
    """A ColBERT checkpoint through sentence-transformers' `MultiVectorEncoder`."""

    def __init__(
        self,
        model: str,
        device: str = "cpu",
        batch_size: int = 8,
        max_length: int | None = None,
    ) -> None:
        from sentence_transformers import MultiVectorEncoder

        self.model_name = model
        self._batch_size = batch_size
        self._max_length = max_length
        _require_colbert(model)
        try:
            self._model = MultiVectorEncoder(model, device=device)
        except (OSError, ValueError, KeyError) as e:
            raise ConfigError(
                f"cannot load the ColBERT checkpoint {model!r} ({type(e).__name__}: {e}). Set "
                f"{COLBERT_SETTING} to a local ColBERT folder (or a hub id where the hub is "
                "reachable), or unset it to use the dense model's token embeddings"
            ) from e

    def encode_query(self, text: str) -> np.ndarray:
        out = self._model.encode_query([text], show_progress_bar=False)
        return np.asarray(out[0].float().cpu().numpy(), dtype=np.float32)

    def encode_documents(self, texts: Sequence[str]) -> list[np.ndarray]:
        kwargs: dict[str, Any] = {}
        if self._max_length is not None:
            kwargs["processing_kwargs"] = {"text": {"max_length": self._max_length}}
        out = self._model.encode_document(
            list(texts), batch_size=self._batch_size, show_progress_bar=False, **kwargs
        )
        return [np.asarray(t.float().cpu().numpy(), dtype=np.float32) for t in out]


def _require_colbert(model: str) -> None:
    """Refuse a folder that is not a ColBERT checkpoint: MultiVectorEncoder would otherwise
    bolt a randomly initialised projection onto a plain BERT and rank at random."""
    import json
    from pathlib import Path

    from sentence_transformers.util import load_file_path

    if model.startswith(("/", ".", "~")) and not Path(model).expanduser().is_dir():
        raise ConfigError(
            f"no ColBERT folder at {model!r}; fix {COLBERT_SETTING}, or unset it to use the "
            "dense model's token embeddings"
        )
    try:
        st_cfg = load_file_path(model, "config_sentence_transformers.json")
        hf_cfg = load_file_path(model, "config.json")
    except OSError as e:
        raise ConfigError(
            f"cannot read the ColBERT checkpoint {model!r} ({e}); set {COLBERT_SETTING} to a local "
            "ColBERT folder, or unset it to use the dense model's token embeddings"
        ) from e
    if st_cfg is not None:
        with open(st_cfg, encoding="utf-8") as f:
            if json.load(f).get("model_type") in _COLBERT_TYPES:
                return
    if hf_cfg is not None:
        with open(hf_cfg, encoding="utf-8") as f:
            if "HF_ColBERT" in (json.load(f).get("architectures") or []):
                return
    raise ConfigError(
        f"{model!r} is not a ColBERT checkpoint (expected config.json architectures "
        '["HF_ColBERT"] with linear.weight, or a MultiVectorEncoder/PyLate save); '
        f"fix {COLBERT_SETTING}, or unset it to use the dense model's token embeddings"
    )


class LateInteractionReranker:
    """MaxSim rerank with a document-side embedding cache; thread-safe."""

    name = "late_interaction"

    def __init__(self, encoder: TokenEncoder, cache_mb: int = 256) -> None:
        self.encoder = encoder
        self.model_name = encoder.model_name
        self.cache = ArrayLRU(cache_mb * 1024 * 1024)
        self.encoded = 0  # documents encoded so far (cache misses, duplicates once)

    @classmethod
    def load(
        cls,
        model: str | None = None,
        *,
        dense: DenseEncoder | None = None,
        device: str = "cpu",
        batch_size: int = 8,
        max_length: int | None = None,
        cache_mb: int = 256,
    ) -> LateInteractionReranker:
        """A ColBERT checkpoint when `model` is set, else the dense model's token embeddings."""
        encoder: TokenEncoder
        if model is not None:
            encoder = ColbertTokenEncoder(model, device, batch_size, max_length)
        elif dense is not None:
            encoder = DenseTokenEncoder(dense, batch_size, max_length)
        else:
            raise ConfigError(
                "late_interaction rerank needs a ColBERT checkpoint or the dense encoder: set "
                f"{COLBERT_SETTING} to a ColBERT folder, or pass the dense encoder"
            )
        return cls(encoder, cache_mb)

    def document_tokens(self, docs: Sequence[RerankDoc]) -> list[np.ndarray]:
        """Token embeddings per doc (float16, unit rows), from the cache or one batched pass."""
        keys = [doc_key(d.id, d.text) for d in docs]
        found: list[np.ndarray | None] = [self.cache.get(k) for k in keys]
        missing = [i for i, v in enumerate(found) if v is None]
        if missing:
            # the same text twice in one call is encoded once
            unique: dict[tuple[str, bytes], list[int]] = {}
            for i in missing:
                unique.setdefault(keys[i], []).append(i)
            firsts = [idx[0] for idx in unique.values()]
            encoded = self.encoder.encode_documents([docs[i].text for i in firsts])
            self.encoded += len(firsts)
            for (key, idx), vecs in zip(unique.items(), encoded, strict=True):
                small = vecs.astype(np.float16)
                self.cache.put(key, small)
                for i in idx:
                    found[i] = small
        return [v for v in found if v is not None]

    def prime(self, docs: Sequence[RerankDoc]) -> int:
        """Encode and cache docs ahead of queries; returns how many were encoded."""
        before = self.encoded
        self.document_tokens(docs)
        return self.encoded - before

    def remember(self, doc: RerankDoc, tokens: np.ndarray) -> None:
        """Cache token vectors computed elsewhere (e.g. at ingestion, from the same pass)."""
        self.cache.put(doc_key(doc.id, doc.text), tokens.astype(np.float16))

    def encode_query(self, query: str) -> np.ndarray:
        return self.encoder.encode_query(query)

    def score(self, query: str, docs: Sequence[RerankDoc]) -> list[float]:
        if not docs:
            return []
        return self.score_tokens(self.encoder.encode_query(query), docs)

    def score_tokens(self, query_tokens: np.ndarray, docs: Sequence[RerankDoc]) -> list[float]:
        """`score` for a query whose token vectors are already computed (see `token_vectors`)."""
        if not docs:
            return []
        t0 = time.perf_counter()
        encoded = self.encoded
        d = self.document_tokens(docs)
        t1 = time.perf_counter()
        scores = maxsim(query_tokens, d)
        log.debug(
            "rerank=late_interaction docs=%d encoded=%d docs_ms=%.1f maxsim_ms=%.2f",
            len(docs),
            self.encoded - encoded,
            (t1 - t0) * 1000,
            (time.perf_counter() - t1) * 1000,
        )
        return [float(s) for s in scores]
