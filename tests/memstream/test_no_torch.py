"""The default CPU path needs no torch at run time (docs/install.md says so).

With the ONNX files made, a process in which every torch import fails loads the enricher with
the default settings, enriches events and encodes a query. torch is a dependency only for the
one-time export and because the packages that carry the weights require it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from memstream.encoders.backend import prepare_exports
from memstream.settings import ModelSettings

#: Before anything else: torch cannot be imported, and `find_spec` does not find it.
BLOCK_TORCH = """
import importlib.util, sys
_find = importlib.util.find_spec
def find_spec(name, package=None):
    return None if name.split(".")[0] == "torch" else _find(name, package)
class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "torch":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
importlib.util.find_spec = find_spec
sys.meta_path.insert(0, Blocker())
"""

RUN = """
from datetime import UTC, datetime
from memstream.encoders import load_enricher
from memstream.events import MemoryEvent
from memstream.settings import ModelSettings

enricher = load_enricher(ModelSettings(onnx_dir=sys.argv[1]))
at = datetime(2024, 5, 1, tzinfo=UTC)
texts = [
    "Leo adopted a beagle named Pixel two weeks ago.",
    "Maya sold her vase to a collector from Lisbon.",
]
events = [
    MemoryEvent(event_id=f"e{i}", bank="b", text=t, occurred_at=at) for i, t in enumerate(texts)
]
[leo, maya] = enricher.enrich(events)
assert leo.sparse.indices and {e.norm for e in maya.entities} >= {"maya", "lisbon"}
vectors, tokens = enricher.dense.encode_with_tokens(["Where is the buyer from?"])
assert vectors.shape == (1, 384) and len(tokens[0]) > 0
assert "torch" not in sys.modules and "sentence_transformers" not in sys.modules
print("ok without torch")
"""


@pytest.mark.models
def test_the_default_cpu_path_runs_with_torch_imports_blocked(tmp_path: Path) -> None:
    onnx_dir = tmp_path / "onnx"
    prepare_exports(ModelSettings(onnx_dir=onnx_dir))  # the one step that needs torch
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMSTREAM_")}
    r = subprocess.run(
        [sys.executable, "-c", BLOCK_TORCH + RUN, str(onnx_dir)],
        env={**env, "HF_HUB_OFFLINE": "1"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stdout.strip() == "ok without torch"


def test_the_blocker_blocks(tmp_path: Path) -> None:
    """The check above would pass for nothing if torch could still be imported."""
    r = subprocess.run(
        [sys.executable, "-c", BLOCK_TORCH + "import torch"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 1 and "No module named 'torch'" in r.stderr
