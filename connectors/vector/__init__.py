"""Vector stores of memories: one `VectorStore` Protocol, two backends, chosen by settings.

``edge`` embeds qdrant-edge in the process (`EdgeVectorStore`, under ``store.vector_dir``);
``qdrant`` talks to a Qdrant server, or to qdrant-client's local mode for tests
(`QdrantServerVectorStore`). Backends are imported lazily, so one never loads the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memstream.connectors.retry import RetryPolicy
from memstream.connectors.vector.base import (
    DEFAULT_DIM,
    DENSE,
    PAYLOAD_INDEXES,
    SPARSE,
    SearchFilter,
    StoredMemory,
    VectorHit,
    VectorStore,
)
from memstream.errors import ConfigError
from memstream.settings import StoreSettings

if TYPE_CHECKING:
    from memstream.connectors.vector.edge import EdgeVectorStore
    from memstream.connectors.vector.server import QdrantServerVectorStore

__all__ = [
    "DEFAULT_DIM",
    "DENSE",
    "PAYLOAD_INDEXES",
    "SPARSE",
    "EdgeVectorStore",
    "QdrantServerVectorStore",
    "RetryPolicy",
    "SearchFilter",
    "StoredMemory",
    "VectorHit",
    "VectorStore",
    "open_vector_store",
]


def open_vector_store(
    store: StoreSettings, dim: int = DEFAULT_DIM, *, retry: RetryPolicy | None = None
) -> VectorStore:
    """Open the vector store that `store.vector_backend` names."""
    if store.vector_backend == "edge":
        from memstream.connectors.vector.edge import EdgeVectorStore

        return EdgeVectorStore(
            store.vector_dir,
            dim,
            sync=store.vector_fsync,
            retry=retry,
            datatype=store.vector_datatype,
        )
    if store.vector_backend == "qdrant":
        from memstream.connectors.vector.server import QdrantServerVectorStore

        if store.qdrant_url is None and store.qdrant_path is None:
            raise ConfigError(
                "store.vector_backend is 'qdrant' but neither store.qdrant_url nor "
                "store.qdrant_path is set (MEMSTREAM_STORE__QDRANT_URL=http://host:6333)"
            )
        api_key = store.qdrant_api_key.get_secret_value() if store.qdrant_api_key else None
        return QdrantServerVectorStore(
            url=store.qdrant_url,
            path=None if store.qdrant_url is not None else store.qdrant_path,
            api_key=api_key,
            collection=store.qdrant_collection,
            dim=dim,
            retry=retry,
            datatype=store.vector_datatype,
        )
    raise ConfigError(f"unknown store.vector_backend {store.vector_backend!r}; use edge or qdrant")


def __getattr__(name: str) -> object:
    if name == "EdgeVectorStore":
        from memstream.connectors.vector.edge import EdgeVectorStore

        return EdgeVectorStore
    if name == "QdrantServerVectorStore":
        from memstream.connectors.vector.server import QdrantServerVectorStore

        return QdrantServerVectorStore
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
