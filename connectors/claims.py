"""One opener per path in this process, for the embedded stores.

The embedded engines (qdrant-edge, Ladybug/Kùzu, Tantivy's writer) lock their files against a
second opener. Another process meets that lock as a transient error (`StoreUnavailable`, it
may go away); a second opener in the same process is a bug (it would have shared the first
handle), and some engines would not even refuse it cleanly. So a store claims its path here
before opening it, and a second claim of the same (resolved) path fails at once with a
`ConfigError` that says what to share instead. The claim is released when the store closes,
or when opening it failed.
"""

from __future__ import annotations

import threading
from pathlib import Path

from memstream.errors import ConfigError

_CLAIMED: set[Path] = set()
_LOCK = threading.Lock()


class PathClaim:
    """A held claim on one path; `release` (idempotent) lets the path be opened again."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._held = True

    @property
    def held(self) -> bool:
        return self._held

    def release(self) -> None:
        with _LOCK:
            if self._held:
                self._held = False
                _CLAIMED.discard(self.path)

    def __repr__(self) -> str:
        return f"PathClaim({str(self.path)!r}, held={self._held})"


def claim_path(path: Path | str, what: str, owner: str) -> PathClaim:
    """Claim `path` for one opener in this process.

    `what` names the store in the message ("graph database"), `owner` the class whose open
    handle the caller should share ("GraphStore"). Raises `ConfigError` when it is claimed.
    """
    key = Path(path).resolve()
    with _LOCK:
        if key in _CLAIMED:
            raise ConfigError(
                f"{what} {key} is already open in this process; share its {owner} (one opener "
                "per path) instead of opening it again"
            )
        _CLAIMED.add(key)
    return PathClaim(key)
