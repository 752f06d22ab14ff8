"""Fixtures of the encoder tests."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

#: What `read` returns: each time expression as (text, start, end), to the minute.
Read = Callable[..., list[tuple[str, str, str]]]
#: `local(text, said)`: each time expression as (text, start, end), to the minute, in the
#: local time of `said` (an ISO time with its UTC offset).
Local = Callable[[str, str], list[tuple[str, str, str]]]


@pytest.fixture(scope="session")
def read() -> Read:
    """Time expressions read whole, as the product reads them (`resolve_times`: Duckling and
    the tagger, loaded once per session): `read(text, said="2026-05-04T09:00")`, `said` in
    UTC."""
    from memstream.encoders import EntityExtractor, TimeResolver
    from memstream.encoders.times.tenseresolve import resolve_times

    times, tagger = TimeResolver(), EntityExtractor()

    def run(text: str, said: str = "2026-05-04T09:00") -> list[tuple[str, str, str]]:
        at = datetime.fromisoformat(said).replace(tzinfo=UTC)
        (refs,) = resolve_times(times, tagger, [(text, at)])
        return [(r.text, r.start.isoformat()[:16], r.end.isoformat()[:16]) for r in refs]

    return run


@pytest.fixture(scope="session")
def local() -> Local:
    """Time expressions read whole, as the product reads them, said at the speaker's own UTC
    offset (`said`, an ISO time with it) and compared in that local time."""
    from memstream.encoders import EntityExtractor, TimeResolver
    from memstream.encoders.times.tenseresolve import resolve_times

    times, tagger = TimeResolver(), EntityExtractor()

    def run(text: str, said: str) -> list[tuple[str, str, str]]:
        at = datetime.fromisoformat(said)
        (refs,) = resolve_times(times, tagger, [(text, at)])
        return [
            (
                r.text,
                r.start.astimezone(at.tzinfo).isoformat()[:16],
                r.end.astimezone(at.tzinfo).isoformat()[:16],
            )
            for r in refs
        ]

    return run
