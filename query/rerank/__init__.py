"""Rerankers: one protocol, one method, chosen by setting through `load_reranker`.

A reranker scores the fused candidates of one recall against the query text; higher is better,
and the caller sorts. Kinds (the `recall.reranker` setting):

- ``cross_encoder``: a sentence-transformers `CrossEncoder` (local folder or hub id), input
  ``"[Date: 8 May 2023] <text>"``, sigmoid scores in [0, 1]. None ships on PyPI, so it needs a
  folder or hub access (`recall.reranker_model`).
- ``late_interaction``: ColBERT MaxSim over token embeddings: a ColBERT checkpoint where
  `recall.colbert_model` names one, otherwise the dense model's own token embeddings.
- ``nanoranker``: the learned ONNX reranker shipped in the `nanoranker` package.
- ``none``: no rerank; `load_reranker` returns None.

Model-loading modules are imported lazily, so choosing ``none`` or ``nanoranker`` never loads
torch models it does not use.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from memstream.errors import ConfigError

if TYPE_CHECKING:
    import numpy as np

    from memstream.encoders.dense import DenseEncoder
    from memstream.query.rerank.late_interaction import ContextLookup, TokenLookup

log = logging.getLogger(__name__)

# The settings (memstream.settings.RecallSettings) that error messages tell the user to change.
KIND_SETTING = "MEMSTREAM_RECALL__RERANKER"
MODEL_SETTING = "MEMSTREAM_RECALL__RERANKER_MODEL"
COLBERT_SETTING = "MEMSTREAM_RECALL__COLBERT_MODEL"


@dataclass(frozen=True, slots=True)
class RerankDoc:
    """One candidate: the memory id, its text, when it happened (for the date prefix), and
    its bank (for lookups of stored document vectors)."""

    id: str
    text: str
    occurred_at: datetime | None = None
    bank: str | None = None


class Reranker(Protocol):
    """Scores candidates for a query: one float per doc, in order, higher = more relevant.

    Scores order the docs of one query. The cross-encoder's and nanoranker's lie in [0, 1] and
    also compare across queries; MaxSim is a sum over query tokens, so it grows with the query's
    length. Scores of different rerankers never compare. Implementations are thread-safe.

    What a reranker can do is declared, not probed: `needs` names the encodings of the query
    it reads (a subset of `memstream.query.model.ALL_NEEDS`; the engine adds them to the arms'
    needs), and `scores_tokens` says that `score_tokens` takes the query's token vectors from
    the dense pass ("dense_tokens"), so the engine never runs a second model pass for them.
    """

    name: str
    model_name: str
    needs: frozenset[str]
    scores_tokens: bool

    def score(self, query: str, docs: Sequence[RerankDoc]) -> list[float]: ...

    def score_tokens(self, query_tokens: np.ndarray, docs: Sequence[RerankDoc]) -> list[float]:
        """`score` for a query whose token vectors are already computed; only called when
        `scores_tokens` is True."""
        ...


class TextReranker:
    """The declarations of a reranker that reads text only: no encodings, no token vectors."""

    name: str
    needs: frozenset[str] = frozenset()
    scores_tokens: bool = False

    def score_tokens(self, query_tokens: np.ndarray, docs: Sequence[RerankDoc]) -> list[float]:
        raise TypeError(f"the {self.name} reranker scores texts, not token vectors; call score")


@dataclass(frozen=True, slots=True)
class RerankOptions:
    """What every reranker loader receives (see `load_reranker`)."""

    model: str | None
    device: str
    dense: DenseEncoder | None
    batch_size: int
    max_length: int | None
    cache_mb: int
    token_store: TokenLookup | None = None
    context: ContextLookup | None = None
    context_weight: float = 0.0
    context_weights: Mapping[int, float] | None = None


def _cross_encoder(opts: RerankOptions) -> Reranker:
    from memstream.query.rerank.cross_encoder import CrossEncoderReranker

    return CrossEncoderReranker(
        opts.model, device=opts.device, batch_size=opts.batch_size, max_length=opts.max_length
    )


def _late_interaction(opts: RerankOptions) -> Reranker:
    from memstream.query.rerank.late_interaction import LateInteractionReranker

    return LateInteractionReranker.load(
        opts.model,
        dense=opts.dense,
        device=opts.device,
        batch_size=opts.batch_size,
        max_length=opts.max_length,
        cache_mb=opts.cache_mb,
        store=opts.token_store,
        context=opts.context,
        context_weight=opts.context_weight,
        context_weights=opts.context_weights,
    )


def _nanoranker(opts: RerankOptions) -> Reranker:
    from memstream.query.rerank.nanoranker import NanoReranker

    if opts.model is not None:
        raise ConfigError(
            f"the nanoranker reranker ships its own model; unset {MODEL_SETTING} "
            f"(got {opts.model!r}) or choose {KIND_SETTING}=cross_encoder"
        )
    return NanoReranker(cache_mb=opts.cache_mb)


def _none(opts: RerankOptions) -> None:
    return None


_LOADERS: dict[str, Callable[[RerankOptions], Reranker | None]] = {
    "cross_encoder": _cross_encoder,
    "late_interaction": _late_interaction,
    "nanoranker": _nanoranker,
    "none": _none,
}
RERANKER_KINDS: tuple[str, ...] = tuple(_LOADERS)


def load_reranker(
    kind: str,
    model: str | None = None,
    device: str = "cpu",
    dense: DenseEncoder | None = None,
    *,
    batch_size: int = 8,
    max_length: int | None = None,
    cache_mb: int = 256,
    token_store: TokenLookup | None = None,
    context: ContextLookup | None = None,
    context_weight: float = 0.0,
    context_weights: Mapping[int, float] | None = None,
) -> Reranker | None:
    """The reranker of `kind`, loaded once (seconds): call it at startup, not per query.

    `model` is a local folder or hub id (cross_encoder, or a ColBERT checkpoint for
    late_interaction); `dense` is the dense encoder, whose token embeddings late_interaction
    uses when no checkpoint is given. `max_length` caps tokens per (pair or document) input;
    `cache_mb` bounds the per-document embedding cache; `token_store` serves the document
    token vectors ingestion kept (late_interaction over the dense model only); `context`
    (the memories around each candidate) with `context_weight` > 0 lets a query token be matched
    by the turn before a candidate at that discount, `context_weights` (offset -> weight) by
    other neighbours too (late_interaction, stored vectors). Inputs
    are length-sorted into batches of `batch_size`; on CPU small batches waste less on padding
    (LoCoMo turns, 20 documents, one thread: 340 ms of CPU at 4, 370 at 8, 600 at 32), on a
    GPU larger ones are better.
    Raises ConfigError, naming the setting to change, when the kind is unknown or the model
    cannot be loaded.
    """
    key = kind.strip().lower().replace("-", "_")
    loader = _LOADERS.get(key)
    if loader is None:
        raise ConfigError(
            f"unknown reranker {kind!r}; set {KIND_SETTING} to one of {', '.join(RERANKER_KINDS)}"
        )
    if batch_size < 1:
        raise ConfigError(f"rerank batch_size must be >= 1, got {batch_size}")
    if max_length is not None and max_length < 8:
        raise ConfigError(f"rerank max_length must be >= 8 tokens, got {max_length}")
    if cache_mb < 0:
        raise ConfigError(f"rerank cache_mb must be >= 0, got {cache_mb}")
    opts = RerankOptions(
        model,
        device,
        dense,
        batch_size,
        max_length,
        cache_mb,
        token_store,
        context,
        context_weight,
        context_weights,
    )
    reranker = loader(opts)
    name = reranker.model_name if reranker is not None else model
    log.info("reranker loaded kind=%s model=%s", key, name)
    return reranker


__all__ = ["RERANKER_KINDS", "RerankDoc", "Reranker", "TextReranker", "load_reranker"]
