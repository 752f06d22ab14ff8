"""Model names that do not depend on where a model is installed.

The token store keeps, beside each memory's token vectors, the name of the model that made
them, and a rerank uses a stored row only when that name is its own model's (a row of another
model would score in another space). The name used to be the model's folder, and the packaged
model's folder is a path inside site-packages: the same weights in another virtual
environment, a newer Python, or the image had another name. Every stored row then looked
foreign: the rerank re-encoded each candidate at query time, and the neighbours' token
vectors (read from the store only) silently stopped counting, which moved the recalls of
COLBERT, FULL_STACK and TEMPR.

A local folder is named here by its last two path components and a digest of what decides
its numbers: every file under it, path and bytes, but for documentation and hidden files and
the ONNX exports some tools cache inside it. The same weights anywhere have the same name;
other weights under the same path get another one. A hub id names itself.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

#: Folders under a model folder that hold exports of it, not what it is.
_DERIVED = frozenset({"onnx", "openvino"})
_CHUNK = 1 << 20


def _counts(relative: Path) -> bool:
    parts = relative.parts
    return not (
        any(p.startswith(".") for p in parts)
        or parts[0] in _DERIVED
        or relative.name.upper().startswith("README")
    )


@functools.lru_cache(maxsize=16)
def folder_identity(folder: str) -> str:
    """``<parent>/<folder>@<digest>`` for a local folder; `folder` itself otherwise."""
    path = Path(folder)
    if not path.is_dir():
        return folder
    digest = hashlib.blake2b(digest_size=8)
    files = sorted(p for p in path.rglob("*") if p.is_file() and _counts(p.relative_to(path)))
    for file in files:
        digest.update(file.relative_to(path).as_posix().encode() + b"\0")
        with file.open("rb") as f:
            while chunk := f.read(_CHUNK):
                digest.update(chunk)
        digest.update(b"\0")
    return f"{'/'.join(path.resolve().parts[-2:])}@{digest.hexdigest()}"


def portable(model_name: str, folder: str | Path) -> str:
    """`model_name` with the path of `folder` in it replaced by the folder's identity."""
    where = str(folder)
    if where not in model_name:
        return model_name
    return model_name.replace(where, folder_identity(where))
