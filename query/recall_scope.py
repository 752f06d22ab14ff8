"""What one recall has read already, for the stages after it: a memo that lives for one recall.

The engine opens a scope around each recall (`scope`); a stage that reads something a later
stage of the same recall asks for again keeps it under a key (`memo`). Explain, for one, names
the neighbours the late-interaction rerank matched the query in: it is given the map the
rerank read (the neighbours the rerank used, not a second graph read that a write in between
could make differ, at 150 candidates about 9 ms at 100k memories). Outside a scope (a stage
called on its own, or on another thread) `memo` is None and each stage reads for itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

_MEMO: ContextVar[dict[Any, Any] | None] = ContextVar("memstream_recall_memo", default=None)


@contextmanager
def scope() -> Iterator[dict[Any, Any]]:
    """A fresh memo for the recall run inside the block."""
    memo: dict[Any, Any] = {}
    token = _MEMO.set(memo)
    try:
        yield memo
    finally:
        _MEMO.reset(token)


def memo() -> dict[Any, Any] | None:
    """The current recall's memo, or None outside a recall."""
    return _MEMO.get()
