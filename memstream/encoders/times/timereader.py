"""What the time rules ask of the resolver (`TimeResolver`): `Parser` reads a text with
Duckling at a moment; `Reader` also makes the `Mention`s of one of Duckling's matches.
`first_day` is the day Duckling first reads a name as ("chinese new year", "easter") at a
moment, the building block of the holidays whose dates only Duckling knows.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol

from memstream.encoders.times.timeclock import DAY_HOURS
from memstream.encoders.times.timemention import Mention, occurrence
from memstream.encoders.times.timerules import Occurrence


class Parser(Protocol):
    """What reads text with Duckling."""

    def parse(self, text: str, wall: datetime) -> list[dict[str, Any]]: ...


class Reader(Parser, Protocol):
    """What reads text with Duckling and makes a match's `Mention`s."""

    def mention(
        self,
        body: str,
        start: int,
        end: int,
        value: dict[str, Any],
        wall: datetime,
        hours: tuple[int, int] = DAY_HOURS,
    ) -> list[Mention]: ...


def first_day(reader: Parser, name: str, at: datetime) -> Occurrence | None:
    """Duckling's first reading of `name` at `at`, when it is a day."""
    for item in reader.parse(name, at)[:1]:
        found = occurrence(item.get("value") or {})
        if found is not None and found.grain == "day":
            return found
    return None
