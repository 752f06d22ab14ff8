"""The `memstream` entry point: an expected error ends a command with one line, never a traceback.

Expected errors are those the user can fix, and each says what to change: a bad setting
(pydantic's ValidationError from `Settings`, named by its environment variable), a missing
model, a port in use, a broker that does not answer, a store another process holds — every
`MemstreamError`. They print `error: ...` on one line of stderr and exit with code 1; Ctrl-C
exits with 130. Anything else is a bug and keeps Typer's traceback.
"""

from __future__ import annotations

import sys

from pydantic import ValidationError
from rich.text import Text

from memstream.errors import MemstreamError
from memstream.service.cli.base import app, console

EXPECTED = (MemstreamError, ValidationError)
#: Settings whose values are never echoed back.
_SECRET_WORDS = ("key", "secret", "password", "token", "sha256")


def describe(e: BaseException) -> str:
    """One line that says what was wrong (and, from the error's own message, what to do)."""
    if isinstance(e, ValidationError):
        return _bad_settings(e)
    return " ".join(str(e).split()) or type(e).__name__


def _bad_settings(e: ValidationError) -> str:
    parts = []
    for err in e.errors():
        loc = [str(p) for p in err["loc"]]
        if e.title == "Settings":
            name = "MEMSTREAM_" + "__".join(loc).upper()
        else:
            name = ".".join([e.title, *loc])
        value = err.get("input")
        secret = any(w in name.lower() for w in _SECRET_WORDS)
        shown = f" (got {value!r})" if isinstance(value, str | int | float) and not secret else ""
        parts.append(f"{name}: {err['msg']}{shown}")
    return "bad setting: " + "; ".join(parts)


def main() -> None:
    """Run the `memstream` command line (the console script)."""
    try:
        app()
    except EXPECTED as e:
        console.print(Text(f"error: {describe(e)}", style="red"), soft_wrap=True)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
