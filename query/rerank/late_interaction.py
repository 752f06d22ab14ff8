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
2-core machines was 1.2-2x that): a document encoded at query time is a full pass of the dense
model, about as dear as ingesting it (20 LoCoMo turns: about 400 ms; 50: about 760 ms; 20 short
synthetic turns: about 130 ms), so a cold rerank cannot fit a 60 ms budget on this hardware.
Hence, with the dense model's tokens, the document side is never computed at query time when
ingestion kept it: the enrichment's dense pass yields each memory's token vectors and the
token store (connectors/tokens.py) holds them; a rerank reads its candidates' rows (100 at 100k
memories: about 1 ms) and the query's token vectors come from the pass that made its dense
vector (`score_tokens`, the engine's "dense_tokens" need), so no model runs. Documents without
a usable row are encoded and kept in a byte-bounded LRU by (memory id, text digest), as
float16 (0.77 KB a token; 256 MB holds about 8k turns). `prime` fills that cache ahead of
queries, `remember` takes vectors computed elsewhere. `max_length=64` cuts the cold cost of
long turns by about 20% for recall@10 0.675 instead of 0.680.

Context (`context_weights`, offset -> weight: -1 the turn before a candidate, -2 the one
before that, +1 the turn after; a `ContextLookup` over the graph's NEXT chain and the token
store): a query token may be matched by a neighbour at that discount,
`Σ_i max(max_j q_i·d_j, max_n w_n · max_k q_i·c_nk)` (`maxsim_in_context`). In chat an answer
often leaves its topic to the question before it ("Yes, and I loved it."), and a question's
topic is often named in the reply after it. The context can only raise a score. Cost: one
graph read of the candidates' neighbours (a second one for offset -2) and their rows (about
7 ms for 100 candidates at 100k memories with the turn before alone).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from memstream.errors import ConfigError
from memstream.query import recall_scope
from memstream.query.rerank import COLBERT_SETTING, RerankDoc
from memstream.query.rerank.cache import ArrayLRU, doc_key
from memstream.query.rerank.maxsim import maxsim, maxsim_in_context

if TYPE_CHECKING:
    from memstream.connectors.tokens import StoredTokens
    from memstream.encoders.dense import DenseEncoder

log = logging.getLogger(__name__)

_COLBERT_TYPES = frozenset({"MultiVectorEncoder", "ColBERT"})


class ContextLookup(Protocol):
    """The memories around each of `ids` in its conversation, by offset (-1: the one before,
    -2: the one before that, 1: the one after); only the offsets asked for, absent where there
    is none."""

    def __call__(
        self, bank: str, ids: Sequence[str], offsets: Sequence[int]
    ) -> dict[str, dict[int, str]]: ...


class TokenEncoder(Protocol):
    """Unit-length token embeddings, one [tokens, dim] float32 array per text."""

    model_name: str
    #: Every name stored token vectors of this model may carry (`model_name` among them).
    model_names: frozenset[str]

    def encode_query(self, text: str) -> np.ndarray: ...

    def encode_documents(self, texts: Sequence[str]) -> list[np.ndarray]: ...


class DenseTokenEncoder:
    """The dense SentenceTransformer's contextual token embeddings, minus special/punctuation.

    The token filter lives in `DenseEncoder.token_vectors`, so the vectors ingestion stores,
    the query encoder's and these are made alike.
    """

    def __init__(self, dense: DenseEncoder, batch_size: int = 8, max_length: int | None = None):
        self._dense = dense
        self.model_name = dense.token_model_name
        self.model_names = frozenset({self.model_name}) | dense.token_model_aliases
        self._batch_size = batch_size
        self._max_length = max_length

    def _encode(self, texts: Sequence[str], *, documents: bool) -> list[np.ndarray]:
        outputs = self._dense.raw_outputs(
            texts, batch_size=self._batch_size, max_length=self._max_length
        )
        return self.token_vectors(outputs, documents=documents)

    def token_vectors(
        self, outputs: Sequence[dict[str, Any]], *, documents: bool = False
    ) -> list[np.ndarray]:
        """Unit token vectors from `SentenceTransformer.encode(..., output_value=None)` outputs;
        `documents`: a memory's, made as ingestion stores them."""
        return self._dense.token_vectors(outputs, documents=documents)

    def encode_query(self, text: str) -> np.ndarray:
        return self._encode([text], documents=False)[0]

    def encode_documents(self, texts: Sequence[str]) -> list[np.ndarray]:
        return self._encode(texts, documents=True)


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
        self.model_names = frozenset({model})
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


class TokenLookup(Protocol):
    """Token vectors kept from ingestion (memstream.connectors.tokens.TokenStore)."""

    def get(self, ids: Sequence[str], bank: str | None = None) -> dict[str, StoredTokens]: ...


class LateInteractionReranker:
    """MaxSim rerank; document token vectors from the cache, the token store, or the model.

    Document sides are looked up in this order: the in-process LRU; the token store (vectors
    the ingestion's dense pass kept, used only when they were made by this encoder's model from
    the same text); the model itself (cold, the expensive path, for memories ingested without
    token vectors or under another model). Over the dense model's tokens it declares
    `scores_tokens` and needs "dense_tokens": the engine has the query encoder hand over the
    query's token vectors from its dense pass and calls `score_tokens`.
    """

    name = "late_interaction"

    def __init__(
        self,
        encoder: TokenEncoder,
        cache_mb: int = 256,
        store: TokenLookup | None = None,
        *,
        context: ContextLookup | None = None,
        context_weight: float = 0.0,
        context_weights: Mapping[int, float] | None = None,
    ) -> None:
        weights = {-1: context_weight, **(context_weights or {})}
        for offset, w in weights.items():
            if not 0.0 <= w <= 1.0 or offset == 0:
                raise ConfigError(
                    f"rerank context weights must lie in [0, 1] at offsets other than 0, got "
                    f"{w} at {offset}"
                )
        self.encoder = encoder
        self.context = context
        #: Offset of a neighbour in the conversation -> weight of a match in it (0: unused).
        self.context_weights = {o: w for o, w in sorted(weights.items()) if w > 0}
        self.model_name = encoder.model_name
        self.model_names = encoder.model_names
        self.cache = ArrayLRU(cache_mb * 1024 * 1024)
        self.store = store
        self.encoded = 0  # documents encoded so far (cache misses, duplicates once)
        self.stored = 0  # documents read from the token store
        # The query's token vectors from its dense pass are in this encoder's space only when
        # the encoder is the dense model itself (not a ColBERT checkpoint).
        self.scores_tokens = isinstance(encoder, DenseTokenEncoder)
        self.needs: frozenset[str] = frozenset({"dense_tokens"} if self.scores_tokens else ())

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
        store: TokenLookup | None = None,
        context: ContextLookup | None = None,
        context_weight: float = 0.0,
        context_weights: Mapping[int, float] | None = None,
    ) -> LateInteractionReranker:
        """A ColBERT checkpoint when `model` is set, else the dense model's token embeddings.

        `store` (the token store) serves document vectors kept at ingestion; rows made by
        another model (e.g. with a ColBERT checkpoint configured) are ignored.
        """
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
        return cls(
            encoder,
            cache_mb,
            store,
            context=context,
            context_weight=context_weight,
            context_weights=context_weights,
        )

    @property
    def context_weight(self) -> float:
        """The weight of a match in the turn before a candidate (0: off)."""
        return self.context_weights.get(-1, 0.0)

    def document_tokens(self, docs: Sequence[RerankDoc]) -> list[np.ndarray]:
        """Token embeddings per doc (float16, unit rows), from the cache or one batched pass."""
        keys = [doc_key(d.id, d.text) for d in docs]
        found: list[np.ndarray | None] = [self.cache.get(k) for k in keys]
        missing = [i for i, v in enumerate(found) if v is None]
        if missing and self.store is not None:
            missing = self._from_store(docs, keys, found, missing)
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

    def _from_store(
        self,
        docs: Sequence[RerankDoc],
        keys: list[tuple[str, bytes]],
        found: list[np.ndarray | None],
        missing: list[int],
    ) -> list[int]:
        """Fill `found` from the token store; returns the indices still missing."""
        assert self.store is not None
        banks = {docs[i].bank for i in missing}
        bank = banks.pop() if len(banks) == 1 else None
        try:
            rows = self.store.get([docs[i].id for i in missing], bank=bank)
        except Exception as e:  # the store is an accelerator: fall back to the model
            log.warning("token store read failed, encoding instead error=%s", e)
            return missing
        still = []
        for i in missing:
            row = rows.get(docs[i].id)
            if row is None or row.model not in self.model_names or row.digest != keys[i][1]:
                still.append(i)
                continue
            small = row.vectors.astype(np.float16)
            self.cache.put(keys[i], small)
            found[i] = small
            self.stored += 1
        return still

    def neighbours(self, bank: str, ids: Sequence[str]) -> dict[str, dict[int, str]]:
        """The neighbours whose tokens may match for each id, by offset (explain reads it)."""
        if self.context is None or not self.context_weights or not ids:
            return {}
        memo = recall_scope.memo()
        if memo is None:
            return self.context(bank, ids, list(self.context_weights))
        # within one recall, each id's neighbours are read once (the rerank, then explain)
        asked, near = memo.setdefault(("rerank neighbours", id(self), bank), (set(), {}))
        missing = [i for i in dict.fromkeys(ids) if i not in asked]
        if missing:
            near.update(self.context(bank, missing, list(self.context_weights)))
            asked.update(missing)
        return {i: near[i] for i in ids if i in near}

    def context_tokens(
        self, docs: Sequence[RerankDoc]
    ) -> list[list[tuple[float, np.ndarray]]] | None:
        """Per doc, (weight, stored token vectors) of its neighbours; None when context is off.

        Read from the token store only (an augmentation: a doc whose neighbour has no stored
        vectors simply has no context there); rows of another model are ignored.
        """
        if self.context is None or not self.context_weights or self.store is None or not docs:
            return None
        banks = {d.bank for d in docs}
        if len(banks) != 1 or None in banks:
            return None
        bank = str(banks.pop())
        try:
            near = self.neighbours(bank, [d.id for d in docs])
            wanted = sorted({n for by in near.values() for n in by.values()})
            rows = self.store.get(wanted, bank=bank)
        except Exception as e:
            log.warning("rerank context unavailable error=%s", e)
            return None
        out: list[list[tuple[float, np.ndarray]]] = []
        for d in docs:
            found = []
            for offset, nid in sorted(near.get(d.id, {}).items()):
                row = rows.get(nid)
                if row is not None and row.model in self.model_names:
                    found.append((self.context_weights[offset], row.vectors))
            out.append(found)
        return out

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
        encoded, stored = self.encoded, self.stored
        d = self.document_tokens(docs)
        contexts = self.context_tokens(docs)
        t1 = time.perf_counter()
        if contexts is None:
            scores = maxsim(query_tokens, d)
        else:
            scores = maxsim_in_context(query_tokens, d, contexts)
        log.debug(
            "rerank=late_interaction docs=%d stored=%d encoded=%d docs_ms=%.1f maxsim_ms=%.2f",
            len(docs),
            self.stored - stored,
            self.encoded - encoded,
            (t1 - t0) * 1000,
            (time.perf_counter() - t1) * 1000,
        )
        return [float(s) for s in scores]
