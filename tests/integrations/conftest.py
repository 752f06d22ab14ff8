"""The adapters' tests run against the ephemeral node of `memstream.testing` (the plugin's own
fixtures, so they test it too), sharing the session's loaded models.

`doc_example(page)` is the first Python block under "## Example" of a page in
docs/integrations/; `run_example` runs it with the node's URL, the admin key and a fresh bank
name put in place of the page's `"http://127.0.0.1:8642"`, `"ms_..."` and `"support"`, and
answers what it printed. So an edit that breaks a page's example breaks its test.
"""

from __future__ import annotations

import contextlib
import io
import uuid
from pathlib import Path
from typing import Any

import pytest

from memstream.service.ephemeral import EphemeralNode

DOCS = Path(__file__).resolve().parents[2] / "docs" / "integrations"
URL, KEY, BANK = '"http://127.0.0.1:8642"', '"ms_..."', '"support"'


@pytest.fixture(scope="session")
def memstream_enricher(enricher: Any) -> Any:
    """The session's models (tests/conftest.py), loaded once for every node of the run."""
    return enricher


def doc_example(page: str) -> str:
    text = (DOCS / page).read_text(encoding="utf-8")
    section = text.split("## Example", 1)[1]
    return section.split("```python", 1)[1].split("```", 1)[0]


def new_bank(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def run_example(
    page: str,
    node: EphemeralNode,
    bank: str,
    *,
    more: dict[str, str] | None = None,
    globals_: dict[str, Any] | None = None,
) -> str:
    """Run a page's example against `node` with `bank` (and `more` literal replacements)."""
    code = doc_example(page)
    more = more or {}
    for literal in (URL, KEY, BANK, *more):
        assert literal in code, f"the example of {page} no longer has {literal}"
    code = code.replace(URL, repr(node.url)).replace(KEY, repr(node.admin_key))
    code = code.replace(BANK, repr(bank))
    for literal, value in more.items():
        code = code.replace(literal, value)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(DOCS / page), "exec"), dict(globals_ or {}))
    return out.getvalue()
