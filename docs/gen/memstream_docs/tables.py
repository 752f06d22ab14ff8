"""Markdown tables: the one shape every generated table takes."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_CODE_SPAN = re.compile(r"(`[^`]*`)")


def text(value: str, pipes: bool = False) -> str:
    """Plain text from code or data for a page: `<` and `>` (and with `pipes`, `|`) outside
    code spans escaped, so that "<data_dir>/log" is shown rather than taken for a tag."""
    out = []
    for part in _CODE_SPAN.split(value):
        if not part.startswith("`"):
            part = part.replace("<", "&lt;").replace(">", "&gt;")
            if pipes:
                part = part.replace("|", "\\|")
        out.append(part)
    return "".join(out)


def cell(value: object) -> str:
    """A table cell: `<`, `>` and `|` outside code spans escaped, newlines folded, None: –."""
    if value is None:
        return "–"
    return text(str(value), pipes=True).replace("\n", " ")


def md_table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """A Markdown table, surrounded by blank lines so it renders anywhere in a page."""
    lines = [
        "| " + " | ".join(cell(h) for h in headers) + " |",
        "| " + " | ".join("---" for _ in headers) + " |",
    ]
    for row in rows:
        if len(row) != len(headers):
            raise ValueError(f"row of {len(row)} cells under {len(headers)} headers: {row!r}")
        lines.append("| " + " | ".join(cell(c) for c in row) + " |")
    return "\n\n" + "\n".join(lines) + "\n\n"


def bold_best(values: Sequence[float], higher: bool = True) -> list[bool]:
    """Which of `values` equal the best one (to mark them in bold)."""
    best = max(values) if higher else min(values)
    return [v == best for v in values]
