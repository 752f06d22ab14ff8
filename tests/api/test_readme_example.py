"""The README's Python example runs as written against a real node.

The example is taken from README.md itself (its "From Python" block); only the node's URL, the
key and the bank name are replaced, so an edit that breaks the example breaks this test.
"""

from __future__ import annotations

import contextlib
import io
import re
import uuid
from pathlib import Path

from tests.api.conftest import Served

README = Path(__file__).resolve().parents[2] / "README.md"


def readme_example() -> str:
    text = README.read_text(encoding="utf-8")
    section = text.split("## From Python", 1)[1]
    return section.split("```python", 1)[1].split("```", 1)[0]


def test_the_readme_example_runs(served: Served) -> None:
    bank = f"readme-{uuid.uuid4().hex[:8]}"
    code = readme_example()
    for literal in ('"http://127.0.0.1:8642"', '"ms_..."', '"support"'):
        assert literal in code, f"the example no longer has {literal}"
    code = (
        code.replace('"http://127.0.0.1:8642"', repr(served.url))
        .replace('"ms_..."', repr(served.admin_key))
        .replace('"support"', repr(bank))
    )
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    printed = out.getvalue()
    assert "Ana moved to Porto for a job at Siemens." in printed
    assert re.search(r"\('(bm25|semantic|context)', \d+\)", printed), printed
    with served.client(served.admin_key) as ms:
        assert ms.memories(bank).memories == [], "the example's forget left memories"
