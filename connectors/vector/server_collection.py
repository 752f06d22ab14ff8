"""The collection a `QdrantServerVectorStore` keeps its memories in: created on first use,
checked on every open.

The layout is the named vectors ``dense`` (cosine, the model's dimension, stored as the
`datatype` it was created with: float16 by default, see connectors/vector/edge.py) and
``splade`` (the IDF modifier), plus the payload indexes of `PAYLOAD_INDEXES` (a server only:
local mode ignores them and warns about each). A collection of another layout is refused with
what to do.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from qdrant_client import QdrantClient
from qdrant_client import models as m
from qdrant_client.http.exceptions import UnexpectedResponse

from memstream.connectors.vector.base import DENSE, PAYLOAD_INDEXES, SPARSE, IndexKind
from memstream.errors import ConfigError

T = TypeVar("T")
#: Runs one client call (named for errors and logs) with the store's retries.
Call = Callable[[str, Callable[[], T]], T]


def ensure_collection(
    client: QdrantClient,
    name: str,
    dim: int,
    *,
    local: bool,
    where: str,
    call: Call[Any],
    datatype: str = "float16",
) -> None:
    """Create collection `name` if it is missing (dense vectors kept as `datatype`), check its
    layout, add missing indexes. An existing collection keeps the datatype it was made with."""
    if not call("collection_exists", lambda: client.collection_exists(name)):
        dense = m.VectorParams(size=dim, distance=m.Distance.COSINE, datatype=m.Datatype(datatype))
        try:
            call(
                "create_collection",
                lambda: client.create_collection(
                    name,
                    vectors_config={DENSE: dense},
                    sparse_vectors_config={SPARSE: m.SparseVectorParams(modifier=m.Modifier.IDF)},
                ),
            )
        except UnexpectedResponse as e:
            if e.status_code != 409:  # 409: another process created it meanwhile
                raise
    info = call("get_collection", lambda: client.get_collection(name))
    check_layout(info, name, dim, where)
    if local:
        return  # local mode ignores payload indexes (and warns about each)
    for key, kind in PAYLOAD_INDEXES.items():
        if key not in (info.payload_schema or {}):
            create = partial(client.create_payload_index, name, key, _index_schema(kind), wait=True)
            call("create_index", create)


def check_layout(info: m.CollectionInfo, name: str, dim: int, where: str) -> None:
    """ConfigError when the collection's vectors are not memstream's."""
    vectors = info.config.params.vectors
    dense = vectors.get(DENSE) if isinstance(vectors, dict) else None
    sparse = (info.config.params.sparse_vectors or {}).get(SPARSE)
    problems = []
    if dense is None or dense.size != dim or dense.distance != m.Distance.COSINE:
        problems.append(f"dense vector {DENSE!r} must be {dim}-d cosine")
    if sparse is None or sparse.modifier != m.Modifier.IDF:
        problems.append(f"sparse vector {SPARSE!r} must have the IDF modifier")
    if problems:
        raise ConfigError(
            f"collection {name!r} at {where} has another layout: "
            + "; ".join(problems)
            + ". Set store.qdrant_collection to a new name or drop the collection."
        )


def _index_schema(kind: IndexKind) -> Any:
    if kind is IndexKind.TENANT:
        return m.KeywordIndexParams(type=m.KeywordIndexType.KEYWORD, is_tenant=True)
    return {
        IndexKind.KEYWORD: m.PayloadSchemaType.KEYWORD,
        IndexKind.FLOAT: m.PayloadSchemaType.FLOAT,
    }[kind]
