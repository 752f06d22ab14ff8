"""Argument checks that every floor shares (core, so connectors and query both reach it).

A failed check is a caller's bug, so it raises `ValueError` naming the bad value.
"""

from __future__ import annotations


def check_limit(limit: int) -> None:
    """`limit` must be a positive int (a bool is not one, though Python says it is)."""
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise ValueError(f"limit must be a positive integer, got {limit!r}")
