"""The API's OpenAPI document equals the reviewed copy in `openapi.json` beside this file.

A change to a route, a parameter, a body or an error answer shows up as a diff of that file
in review, instead of slipping through a refactoring. The comparison ignores member order
(JSON objects are unordered) and the version. After an intended change, regenerate it:
`python -m tests.api.test_openapi`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from memstream.service.api import create_app
from memstream.service.keys import KeyStore
from memstream.service.node import Node
from memstream.settings import Settings, StoreSettings

SNAPSHOT = Path(__file__).with_name("openapi.json")


def current(tmp: Path) -> dict[str, Any]:
    """The document of an app over a node that is never started (the schema needs none)."""
    settings = Settings(store=StoreSettings(data_dir=tmp))
    doc = create_app(Node(settings), KeyStore(tmp / "keys.json")).openapi()
    doc["info"].pop("version")
    return doc


def test_openapi_document_is_unchanged(tmp_path: Path) -> None:
    expected = json.loads(SNAPSHOT.read_text())
    doc = current(tmp_path)
    assert sorted(doc["paths"]) == sorted(expected["paths"])
    for path, operations in expected["paths"].items():
        assert doc["paths"][path] == operations, path
    assert doc == expected


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        SNAPSHOT.write_text(json.dumps(current(Path(tmp)), indent=1) + "\n")
    print(f"wrote {SNAPSHOT}")
