"""Encoders shared by ingestion (`flows`) and recall (`query`): the models, loaded once.

They live in the shared package because both sides must encode identically: a memory and a
query pass through the same dense model, the same SPLADE model, the same entity normaliser
and the same time resolver. The dense and SPLADE models run on ONNX Runtime or torch
(`backend.py`); the ONNX Runtime encoders are `onnx_dense.OnnxDenseEncoder` and
`onnx_sparse.OnnxSpladeEncoder`, imported only when chosen.
"""

from memstream.encoders.backend import load_dense, load_sparse
from memstream.encoders.dense import DenseEncoder, TorchDenseEncoder
from memstream.encoders.enricher import Enricher, load_enricher
from memstream.encoders.entities import EntityExtractor, normalise_entity
from memstream.encoders.sparse import SpladeEncoder, TorchSpladeEncoder
from memstream.encoders.times.tenseresolve import resolve_times
from memstream.encoders.times.timeexpr import TimeResolver

__all__ = [
    "DenseEncoder",
    "Enricher",
    "EntityExtractor",
    "SpladeEncoder",
    "TimeResolver",
    "TorchDenseEncoder",
    "TorchSpladeEncoder",
    "load_dense",
    "load_enricher",
    "load_sparse",
    "normalise_entity",
    "resolve_times",
]
