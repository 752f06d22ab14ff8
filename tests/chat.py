"""The project's own test conversation (tests/data/chat.json) and deterministic filler around it.

`tests/data/chat.json` is a conversation written for memstream (not taken from any benchmark),
in LoCoMo's JSON shape so that it goes through `benchmarks.locomo_data` like the benchmark
does: two speakers (Noor and Emeka), nine sessions from March to June 2024, and questions with
their evidence turn ids. Each question names what it probes:

- `every_mode`: lexical and semantic overlap with one turn, found by every arm alone;
- `temporal`: a date or a relative time ("last Saturday") that only the time window resolves,
  against the session date of a turn or against the question's own `reference_time`;
- `graph`: a named entity; `multi_hop`: two turns joined by an entity or the chain;
- `dense`: a paraphrase that shares no content word with its evidence;
- `chain`: an answer turn that only its neighbour in the chain (the question asked) matches;
- `open`: a question the engine does not answer yet (kept for the benchmark, asserted by none).

Tests that need a bigger bank (the kill -9 replay needs hundreds of events) add filler turns to
the end of each session with `with_filler`: small talk from templates, deterministic, about
nothing any question asks. The hand-written turns and their ids never change.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from benchmarks.locomo_data import sample_events, sessions
from memstream.events import MemoryEvent

CHAT_FILE = Path(__file__).parent / "data" / "chat.json"
BANK = "noor-emeka"
#: Hand-written turns in the file.
TURNS = 120
SESSIONS = 9
#: Filler per session for the tests that want a bank of hundreds: 120 + 9 * 36 = 444 turns.
FILLER = 36


@dataclass(frozen=True, slots=True)
class Question:
    text: str
    answer: str
    evidence: tuple[str, ...]
    category: int
    probe: str
    #: "Now" for the question: its own, or the start of the last session.
    reference_time: datetime


@cache
def _raw() -> str:
    return CHAT_FILE.read_text(encoding="utf-8")


def chat_sample() -> dict[str, Any]:
    """The conversation as one LoCoMo-shaped sample (a fresh copy: callers may change it)."""
    [sample] = json.loads(_raw())
    return sample


def last_session() -> datetime:
    return sessions(chat_sample()["conversation"])[-1][1]


def questions(probe: str | None = None) -> list[Question]:
    """The file's questions, all or those of one probe, in file order."""
    default = last_session()
    out = []
    for qa in chat_sample()["qa"]:
        if probe is not None and qa["probe"] != probe:
            continue
        ref = qa.get("reference_time")
        out.append(
            Question(
                text=qa["question"],
                answer=qa["answer"],
                evidence=tuple(qa["evidence"]),
                category=qa["category"],
                probe=qa["probe"],
                reference_time=datetime.fromisoformat(ref) if ref else default,
            )
        )
    return out


# Small talk for filler turns: no name, no time expression, no word any question asks about.
_OPENERS = [
    "Did you see the end of {show}? I still can't believe how it finished.",
    "The {route} bus was late again, I stood in the drizzle for twenty minutes.",
    "I had {food} for lunch, it was only okay.",
    "My phone keeps asking to update and I keep pressing later.",
    "The forecast says {weather} for days.",
    "I spent ages sorting out my {drawer} drawer.",
    "Have you listened to the new episode of {podcast}?",
    "The meeting ran over by an hour and nobody knew who was taking notes.",
    "I'm thinking of painting the hallway {colour}.",
    "The supermarket had run out of {grocery} again.",
    "My laptop fan sounds like a hairdryer lately.",
    "I finally returned that parcel that sat by the door for ages.",
    "Someone left a shopping trolley in the middle of the street.",
    "I tried a new recipe for {food} and it was surprisingly decent.",
    "The printer at the office jammed three times in a row.",
    "I can't decide whether to get a new winter coat or repair the old one.",
]
_REPLIES = [
    "Ha, same here.",
    "That sounds annoying.",
    "Oh really? Tell me more.",
    "I know exactly what you mean.",
    "Fair enough.",
    "No, I haven't got round to it yet.",
    "Classic.",
    "I'd have done the same, honestly.",
    "Typical.",
    "Good choice, I think.",
]
_SLOTS = {
    "show": [
        "that detective series",
        "the quiz show",
        "the space documentary",
        "the courtroom drama",
    ],
    "route": ["number 12", "number 40", "night", "airport"],
    "food": ["a cheese sandwich", "leftover curry", "a tuna salad", "vegetable soup", "noodles"],
    "weather": ["grey skies", "wind and drizzle", "sunshine", "fog"],
    "drawer": ["cable", "sock", "paperwork", "junk"],
    "podcast": ["that history podcast", "the comedy podcast", "the science podcast"],
    "colour": ["sage green", "pale yellow", "dark blue", "warm grey"],
    "grocery": ["oat milk", "bananas", "rice", "tinned tomatoes", "eggs"],
}


def _small_talk(rng: random.Random) -> tuple[str, str]:
    opener = rng.choice(_OPENERS)
    for slot, values in _SLOTS.items():
        opener = opener.replace("{" + slot + "}", rng.choice(values))
    return opener, rng.choice(_REPLIES)


def with_filler(sample: dict[str, Any], per_session: int) -> dict[str, Any]:
    """A copy of `sample` with `per_session` small-talk turns after each session's own turns.

    Filler ids continue the session's numbering (D3:15, D3:16, ...); the speakers alternate,
    each opener answered by a reply; the same arguments always give the same turns.
    """
    out = copy.deepcopy(sample)
    conv = out["conversation"]
    speakers = (conv["speaker_a"], conv["speaker_b"])
    for n, _date, turns in sessions(conv):
        rng = random.Random(n)
        start = len(turns)
        pair: tuple[str, str] = ("", "")
        for i in range(per_session):
            if i % 2 == 0:
                pair = _small_talk(rng)
            conv[f"session_{n}"].append(
                {
                    "speaker": speakers[(n + i) % 2],
                    "dia_id": f"D{n}:{start + i + 1}",
                    "text": pair[i % 2],
                    "filler": True,
                }
            )
    return out


def chat_events(filler_per_session: int = 0, bank: str = BANK) -> list[MemoryEvent]:
    """The conversation as memory events (one per turn, in order), with optional filler."""
    sample = chat_sample()
    if filler_per_session:
        sample = with_filler(sample, filler_per_session)
    sample["sample_id"] = bank
    return list(sample_events(sample))
