"""Synthetic chat events for benchmarks: deterministic, varied, with names, places and times."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from memstream.events import MemoryEvent

NAMES = ["Alice", "Bruno", "Chen", "Dana", "Emeka", "Fatima", "Gustav", "Hana", "Igor", "Jade"]
PLACES = ["Lisbon", "Toronto", "Nairobi", "Kyoto", "Berlin", "Austin", "Oslo", "Lima", "Seoul"]
ORGS = ["Google", "the Red Cross", "Siemens", "Spotify", "the city library", "Airbnb"]
TIMES = ["yesterday", "last week", "two days ago", "last spring", "in June", "this morning", ""]
TEMPLATES = [
    "I went hiking near {place} {time} with {name}.",
    "{name} told me she is starting a new job at {org} {time}.",
    "We should book the flight to {place} before prices go up.",
    "My sister {name} adopted a cat {time}, she calls it Pixel.",
    "The concert in {place} {time} was the best night of the year.",
    "I'm reading a book about the history of {place} that {name} recommended.",
    "Remind me to call {name} about the volunteering project at {org}.",
    "{time} I finally fixed the bike and rode it along the river in {place}.",
    "Dinner with {name} at the new ramen place was great, we talked about {org}.",
    "I feel anxious about the presentation at {org} next Monday.",
]


def synthetic_events(
    n: int, *, banks: int = 4, conversations: int = 8, seed: int = 7, start: datetime | None = None
) -> list[MemoryEvent]:
    rng = random.Random(seed)
    t0 = start or datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
    out = []
    for i in range(n):
        conv = i % conversations
        text = (
            rng.choice(TEMPLATES)
            .format(
                name=rng.choice(NAMES),
                place=rng.choice(PLACES),
                org=rng.choice(ORGS),
                time=rng.choice(TIMES),
            )
            .strip()
        )
        out.append(
            MemoryEvent(
                event_id=f"syn-{seed}-{i}",
                bank=f"bench-{conv % banks}",
                text=text[0].upper() + text[1:],
                occurred_at=t0 + timedelta(minutes=7 * i),
                speaker=NAMES[i % 2],
                conversation_id=f"conv-{conv}",
                session_id=f"conv-{conv}-s{i // 200}",
                sequence=i,
            )
        )
    return out
