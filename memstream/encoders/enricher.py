"""Enrichment of a micro-batch: dense vector, SPLADE vector, entities and resolved times.

The dense and SPLADE passes run in two worker threads while the calling thread runs spaCy
and Duckling: ONNX Runtime (and torch) release the GIL, so on two cores the micro-batch
takes about the longest of the three instead of their sum.

Tense is computed only where it can change a result: only a text with a recurring time
expression ("in June", "on Tuesday") is tagged, and each such expression takes the direction
of its own clause's tense (`memstream.encoders.times.tenseresolve.resolve_times`).
"""

from __future__ import annotations

import importlib.util
import logging
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from memstream.encoders.backend import load_dense, load_sparse
from memstream.encoders.dense import DenseEncoder
from memstream.encoders.entities import EntityExtractor
from memstream.encoders.sparse import SpladeEncoder
from memstream.encoders.times.tenseresolve import resolve_times
from memstream.encoders.times.timeexpr import TimeResolver
from memstream.events import MemoryEvent
from memstream.records import EnrichedMemory, TimeRef
from memstream.settings import ModelSettings

log = logging.getLogger(__name__)


class Enricher:
    """All four enrichers; each model runs once per micro-batch, batched."""

    def __init__(
        self,
        dense: DenseEncoder,
        sparse: SpladeEncoder,
        entities: EntityExtractor,
        times: TimeResolver,
        *,
        keep_tokens: bool = True,
        parallel: bool = True,
    ) -> None:
        #: Keep the dense pass's token vectors on each memory (the token store's input).
        self.keep_tokens = keep_tokens
        self.dense = dense
        self.sparse = sparse
        self.entities = entities
        self.times = times
        self._pool = (
            ThreadPoolExecutor(max_workers=2, thread_name_prefix="enrich") if parallel else None
        )

    def _dense(self, texts: list[str]) -> tuple[np.ndarray, list[np.ndarray | None]]:
        if self.keep_tokens:  # the same forward pass: the token vectors cost no extra model run
            dense, found = self.dense.encode_with_tokens(texts, documents=True)
            return dense, [t.astype(np.float16) for t in found]
        return self.dense.encode(texts), [None] * len(texts)

    def enrich(self, events: Sequence[MemoryEvent]) -> list[EnrichedMemory]:
        if not events:
            return []
        t0 = time.perf_counter()
        texts = [e.text for e in events]
        if self._pool is not None:
            dense_job = self._pool.submit(self._dense, texts)
            sparse_job = self._pool.submit(self.sparse.encode_documents, texts)
        ents = self.entities.entities_of(texts)
        refs = self.time_refs(events)
        if self._pool is not None:
            (dense, tokens), sparse = dense_job.result(), sparse_job.result()
        else:
            (dense, tokens), sparse = self._dense(texts), self.sparse.encode_documents(texts)
        token_model = self.dense.token_model_name if self.keep_tokens else None
        out = [
            EnrichedMemory(
                event=event,
                dense=tuple(vec.tolist()),
                sparse=sp,
                entities=found,
                time_refs=when,
                tokens=toks,
                token_model=token_model,
            )
            for event, vec, sp, found, when, toks in zip(
                events, dense, sparse, ents, refs, tokens, strict=True
            )
        ]
        log.debug("enriched batch=%d ms=%.1f", len(events), (time.perf_counter() - t0) * 1000)
        return out

    def time_refs(self, events: Sequence[MemoryEvent]) -> list[tuple[TimeRef, ...]]:
        """Each event's resolved time expressions; tense is tagged only where it matters."""
        return resolve_times(self.times, self.entities, [(e.text, e.occurred_at) for e in events])

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False)


def load_enricher(models: ModelSettings) -> Enricher:
    """Load every model named by the settings (a few seconds, once per process)."""
    # The ONNX path runs without torch: set its threads only where it is installed.
    if models.torch_threads is not None and importlib.util.find_spec("torch") is not None:
        import torch

        torch.set_num_threads(models.torch_threads)
    return Enricher(
        dense=load_dense(models),
        sparse=load_sparse(models),
        entities=EntityExtractor(models.spacy_model),
        times=TimeResolver(models.timezone_db),
        parallel=models.parallel_passes,
    )
