"""Token vectors are named by what made them, not by where the model is installed: the same
weights in another virtual environment or image name their rows alike, so a store built in one
place keeps counting in another (memstream/encoders/identity.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

from memstream.encoders.dense import default_dense_model
from memstream.encoders.identity import folder_identity, portable


def _model(root: Path, weights: bytes = b"weights") -> Path:
    folder = root / "pkg" / "model"
    (folder / "1_Pooling").mkdir(parents=True)
    (folder / "model.safetensors").write_bytes(weights)
    (folder / "config.json").write_text('{"hidden_size": 384}')
    (folder / "1_Pooling" / "config.json").write_text('{"pooling_mode_mean_tokens": true}')
    return folder


def test_the_same_files_in_two_places_have_one_name(tmp_path: Path) -> None:
    a, b = _model(tmp_path / "venv-a"), _model(tmp_path / "venv-b")
    assert folder_identity(str(a)) == folder_identity(str(b))
    assert str(tmp_path) not in folder_identity(str(a))
    assert folder_identity(str(a)).startswith("pkg/model@")


def test_other_numbers_under_the_same_path_have_another_name(tmp_path: Path) -> None:
    a, b = _model(tmp_path / "a"), _model(tmp_path / "b", weights=b"weightz")
    assert folder_identity(str(a)) != folder_identity(str(b))
    c = _model(tmp_path / "c")
    (c / "1_Pooling" / "config.json").write_text('{"pooling_mode_cls_token": true}')
    assert folder_identity(str(a)) != folder_identity(str(c))


def test_docs_hidden_files_and_cached_exports_do_not_change_the_name(tmp_path: Path) -> None:
    a, b = _model(tmp_path / "a"), _model(tmp_path / "b")
    (b / "README.md").write_text("# a model card")
    (b / ".gitattributes").write_text("*.bin filter=lfs")
    (b / "onnx").mkdir()
    (b / "onnx" / "model.onnx").write_bytes(b"an export")
    assert folder_identity(str(a)) == folder_identity(str(b))


def test_a_hub_id_or_a_name_without_the_folder_is_kept() -> None:
    assert folder_identity("sentence-transformers/all-MiniLM-L6-v2") == (
        "sentence-transformers/all-MiniLM-L6-v2"
    )
    assert portable("other (onnx int8)", "/nowhere/model") == "other (onnx int8)"


def test_the_packaged_model_copied_elsewhere_has_the_same_name(tmp_path: Path) -> None:
    packaged = Path(default_dense_model())
    copy = shutil.copytree(packaged, tmp_path / "other-venv" / packaged.parent.name / "model")
    assert folder_identity(str(packaged)) == folder_identity(str(copy))
    assert "site-packages" not in folder_identity(str(packaged))


def test_rows_under_the_portable_or_the_old_name_are_read(enricher, tmp_path: Path) -> None:
    """The enricher names rows portably; a reranker reads those and rows stored before (under
    the folder's path), and still refuses another model's."""
    from dataclasses import replace

    from memstream.connectors.tokens import TokenStore
    from memstream.query.rerank import RerankDoc, load_reranker
    from tests.fakes import event

    dense = enricher.dense
    folder = default_dense_model()
    assert folder not in dense.token_model_name
    assert folder_identity(folder) in dense.token_model_name
    texts = ["We hiked to the lake at sunrise.", "I painted a sunset.", "I play the violin."]
    memories = enricher.enrich([event(i, "bk", text=t) for i, t in enumerate(texts)])
    old_name = next(iter(dense.token_model_aliases))
    assert folder in old_name
    store = TokenStore(tmp_path / "tokens.sqlite")
    store.upsert(
        [
            memories[0],
            replace(memories[1], token_model=old_name),
            replace(memories[2], token_model="another model (token embeddings)"),
        ]
    )
    rr = load_reranker("late_interaction", dense=dense, token_store=store)
    assert rr is not None
    rr.score("What does she play?", [RerankDoc(m.id, m.event.text, bank="bk") for m in memories])
    assert (rr.stored, rr.encoded) == (2, 1)
    store.close()
