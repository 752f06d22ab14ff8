"""Which runtime runs the dense and SPLADE models (`models.encoder`), and loading them.

- ``onnx``: ONNX Runtime (onnx_dense.py, onnx_sparse.py) on exports of the packaged weights:
  the same vectors; measured on 2 shared cores (benchmarks/ingest.py) about 0.6x torch's CPU
  time a chat turn (SPLADE 4x cheaper, MiniLM 1.6x: its fp32 matmuls are compute-bound) and a
  third of its single-query encode time. `models.dense_precision` / `sparse_precision`
  `int8-dynamic` quantise them per token (onnx_quant.py): about half the CPU, a text's
  vectors still independent of its batch, not the default (LoCoMo's gate, docs: Ingestion).
- ``torch``: sentence-transformers on torch (dense.py, sparse.py): any model folder or hub id,
  any device.
- ``auto`` (default): ``onnx`` on CPU, ``torch`` elsewhere, and ``torch`` for a model the
  ONNX encoders cannot run (a hub id rather than a folder, another pooling), with a warning.

The ONNX files are exported from the packaged torch weights once (onnx_export.py);
`missing_exports` tells a command line what the first load would have to make, so that it can
say so and `prepare_exports` can make it up front (`memstream models install` does the same).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Literal, TypeVar

from memstream.encoders.dense import DenseEncoder, TorchDenseEncoder, default_dense_model
from memstream.encoders.onnx_export import Kind, cached, exported, quantized
from memstream.encoders.sparse import SpladeEncoder, TorchSpladeEncoder, default_sparse_model
from memstream.errors import ConfigError
from memstream.settings import ModelSettings

log = logging.getLogger(__name__)
T = TypeVar("T")

DENSE_SETTING = "MEMSTREAM_MODELS__DENSE_MODEL"
SPARSE_SETTING = "MEMSTREAM_MODELS__SPARSE_MODEL"


def runtime(models: ModelSettings) -> Literal["onnx", "torch"]:
    """The runtime `auto` stands for on this device."""
    if models.encoder != "auto":
        return models.encoder
    return "onnx" if models.device == "cpu" else "torch"


def check_model_setting(value: str | None, setting: str) -> None:
    """A model setting that names a path must name a folder: the torch fallback would take a
    missing one for a hub id and fail with the hub's message instead."""
    if value and value.startswith(("/", ".", "~")) and not Path(value).expanduser().is_dir():
        raise ConfigError(
            f"no model folder at {value!r}: fix {setting}, or unset it for the packaged model"
        )


def _on_torch(make: Callable[[], T], what: str, value: str | None, setting: str) -> T:
    """`make()` with the loader's errors (no such hub id, no hub, bad folder) as ConfigError."""
    try:
        return make()
    except (OSError, ValueError) as e:
        raise ConfigError(
            f"cannot load the {what} model {value!r} on torch ({type(e).__name__}: {e}); "
            f"set {setting} to a local model folder"
        ) from e


def load_dense(models: ModelSettings) -> DenseEncoder:
    check_model_setting(models.dense_model, DENSE_SETTING)
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
                drop_function_words=not models.token_function_words,
            )
        except ConfigError as e:
            if models.encoder == "onnx":
                raise
            log.warning("dense model on torch: %s", e)
    return _on_torch(
        lambda: TorchDenseEncoder(
            models.dense_model,
            models.device,
            models.batch_size,
            drop_function_words=not models.token_function_words,
        ),
        "dense",
        models.dense_model,
        DENSE_SETTING,
    )


def load_sparse(models: ModelSettings) -> SpladeEncoder:
    check_model_setting(models.sparse_model, SPARSE_SETTING)
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
    return _on_torch(
        lambda: TorchSpladeEncoder(models.sparse_model, models.device, models.batch_size),
        "SPLADE",
        models.sparse_model,
        SPARSE_SETTING,
    )


def onnx_sources(models: ModelSettings) -> list[tuple[Kind, Path, bool]]:
    """(kind, source folder, int8-dynamic) of each ONNX file the configured encoders export
    from torch weights: none on torch, none for the int8 MiniLM file (it ships ready), none
    for a hub id (it runs on torch)."""
    if runtime(models) != "onnx":
        return []
    found: list[tuple[Kind, Path, bool]] = []
    if models.dense_precision != "int8":
        dense = Path(models.dense_model or default_dense_model())
        if dense.is_dir():
            found.append(("dense", dense, models.dense_precision == "int8-dynamic"))
    sparse = Path(models.sparse_model or default_sparse_model())
    if sparse.is_dir():
        found.append(("splade", sparse, models.sparse_precision == "int8-dynamic"))
    return found


def missing_exports(models: ModelSettings) -> list[Kind]:
    """The kinds whose ONNX file the first load would have to make (a few seconds each)."""
    check_model_setting(models.dense_model, DENSE_SETTING)
    check_model_setting(models.sparse_model, SPARSE_SETTING)
    return [
        kind
        for kind, source, dynamic in onnx_sources(models)
        if cached(kind, source, models.onnx_dir, dynamic=dynamic) is None
    ]


def prepare_exports(models: ModelSettings) -> list[Path]:
    """Make (or find) every ONNX file the configured encoders load; their paths."""
    return [
        (quantized if dynamic else exported)(kind, source, models.onnx_dir)
        for kind, source, dynamic in onnx_sources(models)
    ]
