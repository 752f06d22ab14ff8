"""Markdown tables: the one shape every generated table takes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def cell(value: object) -> str:
    """A table cell: pipes escaped, newlines folded, None as a dash."""
    if value is None:
        return "–"
    return str(value).replace("|", "\\|").replace("\n", " ")


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
