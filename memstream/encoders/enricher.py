"""Enrichment of a micro-batch: dense vector, SPLADE vector, entities and resolved times."""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence

import numpy as np

from memstream.encoders.backend import load_dense, load_sparse
from memstream.encoders.dense import DenseEncoder
from memstream.encoders.entities import EntityExtractor
from memstream.encoders.sparse import SpladeEncoder
from memstream.encoders.timeexpr import TimeResolver
from memstream.events import MemoryEvent
from memstream.records import EnrichedMemory
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
    ) -> None:
        #: Keep the dense pass's token vectors on each memory (the token store's input).
        self.keep_tokens = keep_tokens
        self.dense = dense
        self.sparse = sparse
        self.entities = entities
        self.times = times

    def enrich(self, events: Sequence[MemoryEvent]) -> list[EnrichedMemory]:
        if not events:
            return []
        t0 = time.perf_counter()
        texts = [e.text for e in events]
        tokens: list[np.ndarray | None]
        if self.keep_tokens:  # the same forward pass: the token vectors cost no extra model run
            dense, found = self.dense.encode_with_tokens(texts)
            tokens = [t.astype(np.float16) for t in found]
        else:
            dense, tokens = self.dense.encode(texts), [None] * len(texts)
        token_model = self.dense.token_model_name if self.keep_tokens else None
        sparse = self.sparse.encode_documents(texts)
        ents = self.entities.extract(texts)
        out = []
        for event, vec, sp, (entities, past), toks in zip(
            events, dense, sparse, ents, tokens, strict=True
        ):
            refs = self.times.resolve(event.text, event.occurred_at, prefer_past=past)
            out.append(
                EnrichedMemory(
                    event=event,
                    dense=tuple(float(x) for x in vec),
                    sparse=sp,
                    entities=entities,
                    time_refs=refs,
                    tokens=toks,
                    token_model=token_model,
                )
            )
        log.debug("enriched batch=%d ms=%.1f", len(events), (time.perf_counter() - t0) * 1000)
        return out


def load_enricher(models: ModelSettings) -> Enricher:
    """Load every model named by the settings (a few seconds, once per process)."""
    if models.torch_threads is not None:
        import torch

        torch.set_num_threads(models.torch_threads)
    return Enricher(
        dense=load_dense(models),
        sparse=load_sparse(models),
        entities=EntityExtractor(models.spacy_model, models.batch_size),
        times=TimeResolver(models.timezone_db),
    )
