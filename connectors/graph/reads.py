"""Whole-bank reads: counts, the list of banks, and exact snapshots for replay tests.

Every function takes a `Run` (one Cypher statement -> rows) on a read connection, so the
store decides which connection and which retry policy they use.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memstream.connectors.graph import hebbian
from memstream.connectors.graph.batch import Run


@dataclass(frozen=True, slots=True)
class GraphCounts:
    """How many nodes and edges one bank has in the graph."""

    memories: int
    entities: int
    episodes: int
    mentions: int
    next_edges: int
    co_occurs: int
    hebbian_edges: int = 0  # CO_ACTIVATED (recall co-activation), see hebbian.py


def _one(run: Run, query: str, params: dict[str, Any]) -> int:
    rows = run(query, params)
    return int(rows[0][0]) if rows else 0


def counts(run: Run, bank: str) -> GraphCounts:
    p = {"bank": bank}
    return GraphCounts(
        memories=_one(run, "MATCH (m:Memory) WHERE m.bank = $bank RETURN count(m)", p),
        entities=_one(run, "MATCH (e:Entity) WHERE e.bank = $bank RETURN count(e)", p),
        episodes=_one(run, "MATCH (p:Episode) WHERE p.bank = $bank RETURN count(p)", p),
        mentions=_one(
            run, "MATCH (m:Memory)-[x:MENTIONS]->(:Entity) WHERE m.bank = $bank RETURN count(x)", p
        ),
        next_edges=_one(
            run, "MATCH (a:Memory)-[x:NEXT]->(:Memory) WHERE a.bank = $bank RETURN count(x)", p
        ),
        co_occurs=_one(
            run, "MATCH (a:Entity)-[x:CO_OCCURS]->(:Entity) WHERE a.bank = $bank RETURN count(x)", p
        ),
        hebbian_edges=_one(run, hebbian.COUNT, p),
    )


def banks(run: Run) -> list[str]:
    found: set[str] = set()
    for table in ("Memory", "Entity", "Episode"):
        found.update(b for (b,) in run(f"MATCH (n:{table}) RETURN DISTINCT n.bank", {}))
    return sorted(found)


def _iso(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime) else value


def snapshot(run: Run, bank: str) -> dict[str, list[Any]]:
    """Every node (all properties) and edge of a bank, each list sorted: equal graphs compare equal.

    Timestamps are naive-UTC ISO strings. Engine-internal ids never appear.
    """
    p = {"bank": bank}
    memory_cols = (
        "id",
        "bank",
        "event_id",
        "text",
        "occurred_at",
        "speaker",
        "conversation",
        "session_id",
        "fact_type",
        "sort_key",
        "time_refs",
        "time_start",
        "time_end",
    )
    queries: dict[str, tuple[str, tuple[str, ...] | None]] = {
        "memories": (
            "MATCH (m:Memory) WHERE m.bank = $bank RETURN "
            + ", ".join(f"m.{c}" for c in memory_cols),
            memory_cols,
        ),
        "entities": (
            "MATCH (e:Entity) WHERE e.bank = $bank"
            " RETURN e.id, e.bank, e.name, e.norm, e.label, e.first_mention",
            ("id", "bank", "name", "norm", "label", "first_mention"),
        ),
        "episodes": (
            "MATCH (p:Episode) WHERE p.bank = $bank"
            " RETURN p.id, p.bank, p.session_id, p.conversation, p.start, p.`end`",
            ("id", "bank", "session_id", "conversation", "start", "end"),
        ),
        "mentions": (
            "MATCH (m:Memory)-[x:MENTIONS]->(e:Entity) WHERE m.bank = $bank"
            " RETURN m.id, e.id, x.name, x.label",
            None,
        ),
        "in_episode": (
            "MATCH (m:Memory)-[:IN_EPISODE]->(p:Episode) WHERE m.bank = $bank RETURN m.id, p.id",
            None,
        ),
        "next": (
            "MATCH (a:Memory)-[:NEXT]->(b:Memory) WHERE a.bank = $bank RETURN a.id, b.id",
            None,
        ),
        "co_occurs": (
            "MATCH (a:Entity)-[x:CO_OCCURS]->(b:Entity) WHERE a.bank = $bank"
            " RETURN a.id, b.id, x.weight",
            None,
        ),
        "conversations": (  # each conversation's last memory (tails.py)
            "MATCH (c:Conversation) WHERE c.bank = $bank RETURN c.id, c.tail, c.tail_key",
            None,
        ),
        "hebbian": (hebbian.SNAPSHOT, None),  # (src, dst, weight, updated_at, count)
    }
    out: dict[str, list[Any]] = {}
    for name, (query, cols) in queries.items():
        rows = [tuple(_iso(v) for v in row) for row in run(query, p)]
        rows.sort(key=lambda r: tuple("" if v is None else str(v) for v in r))
        out[name] = rows if cols is None else [dict(zip(cols, r, strict=True)) for r in rows]
    return out
