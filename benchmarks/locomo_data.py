"""LoCoMo conversations as memory events: one memory per turn, one bank per conversation.

The conversion follows the benchmark's retrieval protocol: the text is
`<speaker> said, "<text>"` (plus ` and shared <blip_caption>` where the turn has an image),
the time is the session's date, the session is the episode, and `dia_id` is both the event
id and kept in metadata so that retrieved memories map back to evidence ids.

`python -m benchmarks.locomo_data PATH [--sample conv-26] > locomo.jsonl` writes the events
as JSONL, which `memstream publish locomo.jsonl` puts on the events topic.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memstream.events import FactType, MemoryEvent

_SESSION = re.compile(r"^session_(\d+)$")
_DIA = re.compile(r"^D(\d+):(\d+)$")


def parse_session_date(value: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" -> 2023-05-08 13:56 UTC (LoCoMo dates carry no zone)."""
    cleaned = re.sub(r"\s+", " ", value.strip())
    return datetime.strptime(cleaned, "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def turn_text(turn: dict[str, Any]) -> str:
    text = f'{turn["speaker"]} said, "{turn["text"]}"'
    if turn.get("blip_caption"):
        text += f" and shared {turn['blip_caption']}"
    return text


def sessions(conversation: dict[str, Any]) -> list[tuple[int, datetime, list[dict[str, Any]]]]:
    """(number, date, turns) of each session, in order."""
    out = []
    for key, turns in conversation.items():
        m = _SESSION.match(key)
        if m and isinstance(turns, list):
            n = int(m.group(1))
            out.append((n, parse_session_date(conversation[f"session_{n}_date_time"]), turns))
    return sorted(out, key=lambda s: s[0])


def sample_events(sample: dict[str, Any]) -> Iterator[MemoryEvent]:
    bank = sample["sample_id"]
    seq = 0
    for n, date, turns in sessions(sample["conversation"]):
        for turn in turns:
            meta: dict[str, Any] = {"dia_id": turn["dia_id"], "session": n}
            for k in ("img_url", "blip_caption"):
                if turn.get(k):
                    meta[k] = turn[k]
            yield MemoryEvent(
                event_id=turn["dia_id"],
                bank=bank,
                text=turn_text(turn),
                occurred_at=date,
                speaker=turn["speaker"],
                conversation_id=bank,
                session_id=f"session_{n}",
                sequence=seq,
                fact_type=FactType.EXPERIENCE,
                metadata=meta,
            )
            seq += 1


def load_samples(path: Path, sample_ids: list[str] | None = None) -> list[dict[str, Any]]:
    samples = json.loads(path.read_text())
    if sample_ids:
        wanted = set(sample_ids)
        missing = wanted - {s["sample_id"] for s in samples}
        if missing:
            raise ValueError(f"samples not in {path}: {sorted(missing)}")
        samples = [s for s in samples if s["sample_id"] in wanted]
    return samples


def locomo_events(path: Path, sample_ids: list[str] | None = None) -> Iterator[MemoryEvent]:
    for sample in load_samples(path, sample_ids):
        yield from sample_events(sample)


@dataclass(frozen=True, slots=True)
class Evidence:
    """The evidence ids of a question, cleaned; `malformed` keeps what could not be read."""

    ids: tuple[str, ...]
    malformed: tuple[str, ...]


def clean_evidence(raw: list[str]) -> Evidence:
    """Split "D8:6; D9:17" into two ids, drop "D" or "D:11:26", deduplicate, keep the order."""
    ids: list[str] = []
    bad: list[str] = []
    for item in raw:
        for part in re.split(r"[;,\s]+", str(item).strip()):
            if not part:
                continue
            if _DIA.match(part):
                if part not in ids:
                    ids.append(part)
            else:
                bad.append(part)
    return Evidence(tuple(ids), tuple(bad))


def main() -> None:
    ap = argparse.ArgumentParser(description="A LoCoMo file's turns as memory events (JSONL).")
    ap.add_argument("path", type=Path, help="A LoCoMo JSON file.")
    ap.add_argument("--sample", action="append", help="Only this sample id (repeat).")
    args = ap.parse_args()
    if not args.path.is_file():
        sys.exit(f"error: no LoCoMo file at {args.path}")
    out = sys.stdout.buffer
    for event in locomo_events(args.path, args.sample):
        out.write(event.to_json_bytes() + b"\n")


if __name__ == "__main__":
    main()
