"""The embedded graph engine (loaded lazily, one per process) and which of its errors are transient.

Ladybug (the maintained continuation of Kùzu) and Kùzu share one Python API and one Cypher
dialect, but their native modules cannot live in one process: importing the second fails
("type Database is already registered") and can segfault. So the engine is imported only here,
only on demand, and a request for the other engine in the same process is refused up front.
"""

from __future__ import annotations

import importlib
import re
import sys
from types import ModuleType
from typing import Literal, get_args

from memstream.errors import ConfigError

EngineName = Literal["ladybug", "kuzu"]
ENGINES: tuple[str, ...] = get_args(EngineName)

#: Messages of engine errors that a later attempt can clear: another process holds the file
#: lock, a checkpoint waits for readers, another write transaction is running, the buffer
#: pool is full (a resource of this process, not a fault of the record written: after the
#: retries the flow stops and restarts rather than dead-letter a valid event).
_TRANSIENT = re.compile(
    r"Could not set lock"
    r"|Buffer manager exception"
    r"|Timeout waiting for active"
    r"|Cannot start a new write transaction"
    r"|Write-write conflict"
    r"|Resource temporarily unavailable",
    re.IGNORECASE,
)


def load_engine(name: str) -> ModuleType:
    """Import and return the engine module (`ladybug` or `kuzu`).

    Raises `ConfigError` for an unknown name, or when the other engine is already loaded in
    this process (loading both would crash the interpreter).
    """
    if name not in ENGINES:
        raise ConfigError(
            f"unknown graph engine {name!r}; set store.graph_engine to one of {', '.join(ENGINES)}"
        )
    for other in ENGINES:
        if other != name and other in sys.modules:
            raise ConfigError(
                f"graph engine {other!r} is already loaded in this process, so {name!r} cannot be"
                " (their native modules clash); use one engine per process"
            )
    return importlib.import_module(name)


def is_transient(exc: BaseException) -> bool:
    """True for engine errors that retrying may clear (locks, busy writers, checkpoint waits)."""
    return isinstance(exc, RuntimeError) and bool(_TRANSIENT.search(str(exc)))
