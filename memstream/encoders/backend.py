"""Which runtime runs the dense and SPLADE models (`models.encoder`), and loading them.

- ``onnx``: ONNX Runtime (onnx_dense.py, onnx_sparse.py) on exports of the packaged weights:
  the same vectors; measured on 2 shared cores (benchmarks/ingest.py) about 0.6x torch's CPU
  time a chat turn (SPLADE 4x cheaper, MiniLM 1.6x: its fp32 matmuls are compute-bound) and a
  third of its single-query encode time.
- ``torch``: sentence-transformers on torch (dense.py, sparse.py): any model folder or hub id,
  any device.
- ``auto`` (default): ``onnx`` on CPU, ``torch`` elsewhere, and ``torch`` for a model the
  ONNX encoders cannot run (a hub id rather than a folder, another pooling), with a warning.
"""

from __future__ import annotations

import logging
from typing import Literal

from memstream.encoders.dense import DenseEncoder, TorchDenseEncoder
from memstream.encoders.sparse import SpladeEncoder, TorchSpladeEncoder
from memstream.errors import ConfigError
from memstream.settings import ModelSettings

log = logging.getLogger(__name__)


def runtime(models: ModelSettings) -> Literal["onnx", "torch"]:
    """The runtime `auto` stands for on this device."""
    if models.encoder != "auto":
        return models.encoder
    return "onnx" if models.device == "cpu" else "torch"


def load_dense(models: ModelSettings) -> DenseEncoder:
    if runtime(models) == "onnx":
        from memstream.encoders.onnx_dense import OnnxDenseEncoder

        try:
            return OnnxDenseEncoder(
                models.dense_model,
                precision=models.dense_precision,
                device=models.device,
                batch_size=models.batch_size,
                threads=models.threads,
                query_threads=models.query_threads,
                onnx_dir=models.onnx_dir,
            )
        except ConfigError as e:
            if models.encoder == "onnx":
                raise
            log.warning("dense model on torch: %s", e)
    return TorchDenseEncoder(models.dense_model, models.device, models.batch_size)


def load_sparse(models: ModelSettings) -> SpladeEncoder:
    if runtime(models) == "onnx":
        from memstream.encoders.onnx_sparse import OnnxSpladeEncoder

        try:
            return OnnxSpladeEncoder(
                models.sparse_model,
                device=models.device,
                batch_size=models.batch_size,
                threads=models.threads,
                query_threads=models.query_threads,
                onnx_dir=models.onnx_dir,
                precision=models.sparse_precision,
            )
        except ConfigError as e:
            if models.encoder == "onnx":
                raise
            log.warning("SPLADE model on torch: %s", e)
    return TorchSpladeEncoder(models.sparse_model, models.device, models.batch_size)
