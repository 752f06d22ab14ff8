"""How the vector stores keep dense vectors: float16 for a new store by default, float32 on
request, and a store keeps the type it was created with whatever the setting says later."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from memstream.connectors.vector import EdgeVectorStore, QdrantServerVectorStore, open_vector_store
from memstream.errors import ConfigError
from memstream.settings import StoreSettings
from tests.fakes import memory

DIM = 384


def _dense_datatype(path: Path) -> str | None:
    return json.loads((path / "edge_config.json").read_text())["vectors"]["dense"].get("datatype")


def _round_trip(store: EdgeVectorStore | QdrantServerVectorStore) -> np.ndarray:
    mem = memory(7, "a")
    store.upsert([mem])
    (got,) = store.get([mem.id], with_vectors=True)
    assert got.dense is not None
    return np.asarray(got.dense, dtype=np.float64) - np.asarray(mem.dense, dtype=np.float64)


def test_a_new_edge_store_keeps_dense_vectors_as_float16(tmp_path: Path) -> None:
    settings = StoreSettings(data_dir=tmp_path)
    store = open_vector_store(settings, DIM)
    try:
        assert isinstance(store, EdgeVectorStore) and store.datatype == "float16"
        err = np.abs(_round_trip(store)).max()
        # float16 rounding: not exact, within half an ulp of a component below 1.
        assert 0 < err <= 2**-12
    finally:
        store.close()
    assert _dense_datatype(settings.vector_dir) == "float16"


def test_float32_on_request_round_trips_exactly(tmp_path: Path) -> None:
    settings = StoreSettings(data_dir=tmp_path, vector_datatype="float32")
    store = open_vector_store(settings, DIM)
    try:
        assert np.abs(_round_trip(store)).max() < 1e-7
    finally:
        store.close()
    assert _dense_datatype(settings.vector_dir) == "float32"


def test_a_store_keeps_the_datatype_it_was_created_with(tmp_path: Path) -> None:
    path = tmp_path / "edge"
    first = EdgeVectorStore(path, DIM, datatype="float32")
    first.upsert([memory(1, "a")])
    first.close()
    # A store written before the setting names no datatype: float32.
    config = json.loads((path / "edge_config.json").read_text())
    config["vectors"]["dense"].pop("datatype", None)
    (path / "edge_config.json").write_text(json.dumps(config))
    again = EdgeVectorStore(path, DIM, datatype="float16")
    try:
        assert again.datatype == "float32" and again.count() == 1
        assert np.abs(_round_trip(again)).max() < 1e-7
    finally:
        again.close()
    assert _dense_datatype(path) in (None, "float32")


def test_an_unknown_datatype_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="datatype"):
        EdgeVectorStore(tmp_path / "edge", DIM, datatype="int4")
    path = tmp_path / "other"
    EdgeVectorStore(path, DIM).close()
    config = json.loads((path / "edge_config.json").read_text())
    config["vectors"]["dense"]["datatype"] = "uint8"
    (path / "edge_config.json").write_text(json.dumps(config))
    with pytest.raises(ConfigError, match="uint8"):
        EdgeVectorStore(path, DIM)


def test_a_new_server_collection_is_created_as_float16(tmp_path: Path) -> None:
    store = QdrantServerVectorStore(path=tmp_path / "local", dim=DIM)
    try:
        info = store._client.get_collection(store._collection)
        assert info.config.params.vectors["dense"].datatype.value == "float16"
    finally:
        store.close()
