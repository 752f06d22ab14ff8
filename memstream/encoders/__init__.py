"""Encoders shared by ingestion (`flows`) and recall (`query`): the models, loaded once.

They live in the shared package because both sides must encode identically: a memory and a
query pass through the same dense model, the same SPLADE model, the same entity normaliser
and the same time resolver.
"""

from memstream.encoders.dense import DenseEncoder
from memstream.encoders.enricher import Enricher, load_enricher
from memstream.encoders.entities import EntityExtractor, normalise_entity
from memstream.encoders.sparse import SpladeEncoder
from memstream.encoders.timeexpr import TimeResolver

__all__ = [
    "DenseEncoder",
    "Enricher",
    "EntityExtractor",
    "SpladeEncoder",
    "TimeResolver",
    "load_enricher",
    "normalise_entity",
]
