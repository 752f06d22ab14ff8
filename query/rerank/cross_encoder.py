"""Cross-encoder rerank: a sentence-transformers `CrossEncoder` reads (query, memory) pairs.

The memory side is ``"[Date: 8 May 2023] <text>"`` so the model can use when a memory
happened ("what did she do last spring?"). Scores go through a sigmoid whatever the checkpoint's
saved activation (ms-marco checkpoints save the identity): sigmoid is monotonic, so the order is
the model's, and the scores land in [0, 1], comparable across queries and usable as thresholds.

Cost: one transformer pass per candidate (query and memory together), so it grows with the
candidate count and cannot be cached per memory; ms-marco-MiniLM-L6 is about the dense model's
cost per pair. No cross-encoder ships on PyPI: `model` is a local folder or a hub id (with hub
access, ``cross-encoder/ms-marco-MiniLM-L6-v2`` is a good default).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from datetime import datetime

from memstream.errors import ConfigError
from memstream.query.rerank import KIND_SETTING, MODEL_SETTING, RerankDoc, TextReranker

log = logging.getLogger(__name__)

DEFAULT_CROSS_ENCODER = "cross-encoder/ms-marco-MiniLM-L6-v2"
_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def format_date(value: datetime) -> str:
    """The date as "8 May 2023": no zero padding, English month names whatever the locale."""
    return f"{value.day} {_MONTHS[value.month - 1]} {value.year}"


def dated_text(doc: RerankDoc) -> str:
    """The memory side of a pair: ``"[Date: 8 May 2023] <text>"``, or the text when undated."""
    if doc.occurred_at is None:
        return doc.text
    return f"[Date: {format_date(doc.occurred_at)}] {doc.text}"


def pairs(query: str, docs: Sequence[RerankDoc]) -> list[tuple[str, str]]:
    """The (query, dated memory) inputs, in the order of `docs`."""
    return [(query, dated_text(d)) for d in docs]


class CrossEncoderReranker(TextReranker):
    """A CrossEncoder with one relevance logit, sigmoid-activated; thread-safe for inference."""

    name = "cross_encoder"

    def __init__(
        self,
        model: str | None = None,
        *,
        device: str = "cpu",
        batch_size: int = 8,
        max_length: int | None = None,
    ) -> None:
        import torch
        from sentence_transformers import CrossEncoder

        self.model_name = model or DEFAULT_CROSS_ENCODER
        self._batch_size = batch_size
        try:
            self._model = CrossEncoder(
                self.model_name,
                device=device,
                max_length=max_length,
                activation_fn=torch.nn.Sigmoid(),
            )
        except (OSError, ValueError) as e:
            raise ConfigError(
                f"cannot load the cross-encoder {self.model_name!r} ({type(e).__name__}: {e}). "
                f"Set {MODEL_SETTING} to a local folder holding a CrossEncoder (config.json, "
                "weights, tokenizer), or a hub id where the Hugging Face hub is reachable; "
                f"without either, choose another {KIND_SETTING} (late_interaction, nanoranker)"
            ) from e
        if self._model.num_labels != 1:
            raise ConfigError(
                f"{self.model_name!r} has {self._model.num_labels} output labels; a reranker needs "
                f"one relevance logit (an ms-marco style CrossEncoder). Change {MODEL_SETTING}"
            )

    def score(self, query: str, docs: Sequence[RerankDoc]) -> list[float]:
        if not docs:
            return []
        t0 = time.perf_counter()
        scores = self._model.predict(
            pairs(query, docs),
            batch_size=self._batch_size,
            show_progress_bar=False,
            convert_to_numpy=True,
        )
        log.debug(
            "rerank=cross_encoder docs=%d latency_ms=%.1f",
            len(docs),
            (time.perf_counter() - t0) * 1000,
        )
        return [float(s) for s in scores]
