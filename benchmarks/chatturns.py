"""Chat turns of real-chat length for benchmarks: deterministic, 1-4 sentences, ~150 characters.

LoCoMo dev's 2,760 turns as the flow sees them (`<speaker> said, "<text>"`) measure 155
characters on average (10th percentile 69, median 139, 90th 266, longest 451); these measure
152 (75, 138, 256, 359). `benchmarks/synthetic.py`'s events are single sentences of about 64.
Model cost grows with tokens, and padding with the spread of lengths, so the ingestion
benchmark runs both. A turn is made the way a chat reads: sometimes a reaction, statements
with names, places and times, often a question back.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from benchmarks.synthetic import NAMES, ORGS, PLACES, TIMES
from memstream.events import MemoryEvent

OPENERS = [
    "Wow, that's amazing!",
    "Haha, I love that.",
    "Oh no, I'm sorry to hear that.",
    "Thanks, that means a lot to me.",
    "That sounds like so much fun!",
    "Totally agree with you.",
    "Hey! Long time no talk.",
    "Yeah, it's been a busy few weeks.",
]
STATEMENTS = [
    "I went hiking near {place} {time} with {name} and the view from the top was incredible",
    "{name} just started a new job at {org}, she's nervous but really excited about it",
    "we've been planning a trip to {place} for ages and finally booked the flights {time}",
    "my sister {name} adopted a rescue dog {time}, he's shy but already loves the park",
    "I finished painting the sunset I told you about, it took me almost three weekends",
    "the concert in {place} {time} was honestly the best night I've had all year",
    "I'm reading a book about the history of {place} that {name} recommended to me",
    "I signed up to volunteer with {org} on weekends, mostly helping at the food bank",
    "{time} I finally fixed my old bike and rode it all the way along the river",
    "dinner with {name} at that new ramen place was great, we talked for hours",
    "I've been feeling anxious about the presentation at {org}, but practice helps",
    "my kids made pottery at a workshop {time} and they won't stop talking about it",
]
FOLLOW_UPS = [
    "How have you been?",
    "What about you?",
    "Have you ever been there?",
    "Do you have any plans for the weekend?",
    "It really reminded me how much I need a break.",
    "I'll send you some pictures later.",
    "Let me know if you want to join next time!",
    "",
    "",
]


def turn(rng: random.Random) -> str:
    parts = []
    if rng.random() < 0.45:
        parts.append(rng.choice(OPENERS))
    if rng.random() < 0.2:  # a short reply: a reaction and a question back
        return " ".join([*parts, rng.choice(OPENERS), rng.choice(FOLLOW_UPS)]).strip()
    for _ in range(rng.choice((1, 1, 1, 1, 1, 2, 2, 3))):
        s = rng.choice(STATEMENTS).format(
            name=rng.choice(NAMES),
            place=rng.choice(PLACES),
            org=rng.choice(ORGS),
            time=rng.choice(TIMES),
        )
        s = " ".join(s.split())
        parts.append(s[0].upper() + s[1:] + rng.choice((".", ".", "!")))
    parts.append(rng.choice(FOLLOW_UPS))
    return " ".join(p for p in parts if p)


def chat_events(
    n: int, *, banks: int = 4, conversations: int = 8, seed: int = 7, start: datetime | None = None
) -> list[MemoryEvent]:
    """`n` chat turns (about 140 characters on average) as events, two speakers alternating."""
    rng = random.Random(seed)
    t0 = start or datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
    out = []
    for i in range(n):
        conv = i % conversations
        speaker = NAMES[i % 2]
        out.append(
            MemoryEvent(
                event_id=f"chat-{seed}-{i}",
                bank=f"bench-{conv % banks}",
                text=f'{speaker} said, "{turn(rng)}"',
                occurred_at=t0 + timedelta(minutes=3 * i),
                speaker=speaker,
                conversation_id=f"conv-{conv}",
                session_id=f"conv-{conv}-s{i // 200}",
                sequence=i,
            )
        )
    return out
