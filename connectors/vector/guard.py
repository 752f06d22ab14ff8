"""The gate the vector backends share: calls run concurrently, `close()` waits for them and
then refuses new ones. (Retries are `memstream.connectors.retry`, shared by every store.)
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from memstream.errors import MemstreamError


class Gate:
    """Many concurrent users; `close` waits for them to leave and then shuts the gate."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._cond = threading.Condition()
        self._active = 0
        self._closed = False

    @property
    def closed(self) -> bool:
        return self._closed

    @contextmanager
    def enter(self) -> Iterator[None]:
        with self._cond:
            if self._closed:
                raise MemstreamError(f"{self._name} is closed; open the store again to use it")
            self._active += 1
        try:
            yield
        finally:
            with self._cond:
                self._active -= 1
                if self._active == 0:
                    self._cond.notify_all()

    def close(self) -> bool:
        """Shut the gate once every current user has left; False if it was already shut."""
        with self._cond:
            if self._closed:
                return False
            self._closed = True
            self._cond.wait_for(lambda: self._active == 0)
            return True
