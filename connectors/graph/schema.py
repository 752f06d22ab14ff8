"""The graph schema (node and relationship tables) and how an `EnrichedMemory` becomes rows.

Timestamps are stored as engine TIMESTAMPs in UTC. They travel as naive ISO strings and are
cast in Cypher with `timestamp()`: the engines silently drop a Python datetime's timezone
(12:00+02:00 would be stored as 12:00), and a list parameter whose timestamp fields are all
None is typed STRING, which a TIMESTAMP column refuses.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from memstream.events import entity_id, episode_id
from memstream.records import EnrichedMemory

SCHEMA: tuple[str, ...] = (
    "CREATE NODE TABLE IF NOT EXISTS Memory("
    "id STRING PRIMARY KEY, bank STRING, event_id STRING, text STRING, occurred_at TIMESTAMP,"
    " speaker STRING, conversation STRING, session_id STRING, fact_type STRING,"
    " sort_key STRING, time_refs STRING, time_start TIMESTAMP, time_end TIMESTAMP,"
    " log_id STRING, log_part INT64, log_since INT64)",
    # first_mention: sort_key SEP memory id of the mention the name and label come from.
    "CREATE NODE TABLE IF NOT EXISTS Entity("
    "id STRING PRIMARY KEY, bank STRING, name STRING, norm STRING, label STRING,"
    " first_mention STRING)",
    "CREATE NODE TABLE IF NOT EXISTS Episode("
    "id STRING PRIMARY KEY, bank STRING, session_id STRING, conversation STRING,"
    " start TIMESTAMP, `end` TIMESTAMP)",
    # name/label: the entity as written in this memory; the Entity node takes them from its
    # earliest mention, so its name does not depend on arrival order.
    # A conversation's last memory by sort key (tails.py): where its NEXT chain ends.
    "CREATE NODE TABLE IF NOT EXISTS Conversation("
    "id STRING PRIMARY KEY, bank STRING, tail STRING, tail_key STRING)",
    "CREATE REL TABLE IF NOT EXISTS MENTIONS(FROM Memory TO Entity, name STRING, label STRING)",
    "CREATE REL TABLE IF NOT EXISTS IN_EPISODE(FROM Memory TO Episode)",
    "CREATE REL TABLE IF NOT EXISTS NEXT(FROM Memory TO Memory)",
    "CREATE REL TABLE IF NOT EXISTS CO_OCCURS(FROM Entity TO Entity, weight INT64)",
    # Hebbian co-activation of recalls (see hebbian.py), from the co-recalls on the log; log_*:
    # the position of the last one applied to the edge, as a memory's log_* is the position
    # of the upsert that brought it in (see positions.py).
    "CREATE REL TABLE IF NOT EXISTS CO_ACTIVATED(FROM Memory TO Memory, weight DOUBLE,"
    " updated_at DOUBLE, count INT64, log_id STRING, log_part INT64, log_pos INT64)",
    # A graph made before the positions: the columns (NULL: not read from a log), and no
    # more per-bank mark (the co-recalls re-read at its first run may apply once more).
    *(
        f"ALTER TABLE {table} ADD IF NOT EXISTS {column} {kind}"
        for table, column, kind in (
            ("Memory", "log_id", "STRING"),
            ("Memory", "log_part", "INT64"),
            ("Memory", "log_since", "INT64"),
            ("CO_ACTIVATED", "log_id", "STRING"),
            ("CO_ACTIVATED", "log_part", "INT64"),
            ("CO_ACTIVATED", "log_pos", "INT64"),
        )
    ),
    "DROP TABLE IF EXISTS HebbianMark",
)


def ts_param(value: datetime) -> str:
    """A datetime as the naive UTC ISO string that Cypher's `timestamp()` reads.

    Naive input is taken to be UTC already.
    """
    if value.tzinfo is not None:
        value = value.astimezone(UTC).replace(tzinfo=None)
    return value.isoformat(sep=" ", timespec="microseconds")


def _iso_utc(value: datetime) -> str:
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).isoformat()


def memory_row(m: EnrichedMemory) -> dict[str, Any]:
    """The Memory node's properties, as an UNWIND row."""
    ev = m.event
    refs = [
        {"text": r.text, "start": _iso_utc(r.start), "end": _iso_utc(r.end), "grain": r.grain}
        for r in m.time_refs
    ]
    starts = [r.start if r.start.tzinfo else r.start.replace(tzinfo=UTC) for r in m.time_refs]
    ends = [r.end if r.end.tzinfo else r.end.replace(tzinfo=UTC) for r in m.time_refs]
    return {
        "id": m.id,
        "bank": ev.bank,
        "event_id": ev.event_id,
        "text": ev.text,
        "occurred_at": ts_param(ev.occurred_at),
        "speaker": ev.speaker,
        "conversation": ev.conversation,
        "session_id": ev.session_id,
        "fact_type": str(ev.fact_type.value),
        "sort_key": m.sort_key(),
        "time_refs": json.dumps(refs, ensure_ascii=False),
        "time_start": ts_param(min(starts)) if starts else None,
        "time_end": ts_param(max(ends)) if ends else None,
    }


def mention_rows(m: EnrichedMemory) -> dict[str, tuple[str, str, str]]:
    """Entity id -> (norm, name, label) per distinct entity of a memory (first spelling wins)."""
    out: dict[str, tuple[str, str, str]] = {}
    for e in m.entities:
        eid = entity_id(m.bank, e.norm)
        if eid not in out:
            out[eid] = (e.norm, e.name, e.label)
    return out


def episode_of(m: EnrichedMemory) -> str | None:
    """The memory's episode id, or None when its event has no session."""
    sid = m.event.session_id
    return None if sid is None else episode_id(m.bank, sid)
