"""Read queries over one bank of the graph: counts, snapshots and the query engine's helpers.

Every function takes a `Run` (one Cypher statement -> rows) on a read connection, so the
store decides which connection and which retry policy they use. Results are plain Python
values, sorted so that equal graphs give equal results.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from connectors.graph.upsert import Run
from memstream.events import entity_id

#: The engines refuse variable-length patterns longer than this.
_MAX_HOPS = 30

NEIGHBOUR_KINDS: tuple[str, ...] = ("next", "prev", "entity", "episode")


@dataclass(frozen=True, slots=True)
class GraphCounts:
    """How many nodes and edges one bank has in the graph."""

    memories: int
    entities: int
    episodes: int
    mentions: int
    next_edges: int
    co_occurs: int


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
            "MATCH (e:Entity) WHERE e.bank = $bank RETURN e.id, e.bank, e.name, e.norm, e.label",
            ("id", "bank", "name", "norm", "label"),
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
    }
    out: dict[str, list[Any]] = {}
    for name, (query, cols) in queries.items():
        rows = [tuple(_iso(v) for v in row) for row in run(query, p)]
        rows.sort(key=lambda r: tuple("" if v is None else str(v) for v in r))
        out[name] = rows if cols is None else [dict(zip(cols, r, strict=True)) for r in rows]
    return out


def memory_ids_for_entities(run: Run, bank: str, norms: Sequence[str], limit: int) -> list[str]:
    """Memories mentioning any of the entities: most entities matched first, then newest."""
    if not norms or limit <= 0:
        return []
    ids = sorted({entity_id(bank, n) for n in norms})
    rows = run(
        "UNWIND $ids AS i MATCH (e:Entity {id: i})<-[:MENTIONS]-(m:Memory)"
        " WHERE m.bank = $bank"
        " RETURN m.id, count(e) AS n, m.sort_key AS k ORDER BY n DESC, k DESC, m.id LIMIT $limit",
        {"ids": ids, "bank": bank, "limit": limit},
    )
    return [r[0] for r in rows]


def entities(run: Run, bank: str, limit: int, offset: int) -> list[dict[str, Any]]:
    """A page of the bank's entities, most mentioned first (ties by norm)."""
    if limit <= 0:
        return []
    rows = run(
        "MATCH (e:Entity) WHERE e.bank = $bank OPTIONAL MATCH (m:Memory)-[:MENTIONS]->(e)"
        " RETURN e.id, e.name, e.norm, e.label, count(m) AS n"
        " ORDER BY n DESC, e.norm SKIP $offset LIMIT $limit",
        {"bank": bank, "limit": limit, "offset": max(offset, 0)},
    )
    return [
        {"id": i, "name": name, "norm": norm, "label": label, "mentions": n}
        for i, name, norm, label, n in rows
    ]


def entity_neighbourhood(run: Run, bank: str, norm: str, hops: int, limit: int) -> dict[str, Any]:
    """The co-occurrence neighbourhood of an entity, strongest ties first.

    `nodes` holds the centre (hop 0), then up to `limit` other entities: 1-hop neighbours by
    edge weight, then (hops=2) entities reached through those, by their strongest link.
    `edges` holds every CO_OCCURS edge among the returned nodes, stored direction (src < dst).
    An unknown entity gives an empty result with `center` None.
    """
    if hops not in (1, 2):
        raise ValueError(f"hops must be 1 or 2, got {hops}")
    center = entity_id(bank, norm)
    found = run(
        "MATCH (e:Entity {id: $id}) WHERE e.bank = $bank RETURN e.id, e.name, e.norm, e.label",
        {"id": center, "bank": bank},
    )
    if not found:
        return {"center": None, "nodes": [], "edges": []}
    nodes = [_node(found[0], 0)]
    seen = {center}
    first = run(
        "MATCH (c:Entity {id: $id})-[x:CO_OCCURS]-(n:Entity)"
        " RETURN n.id, n.name, n.norm, n.label, x.weight AS w ORDER BY w DESC, n.norm LIMIT $limit",
        {"id": center, "limit": max(limit, 0)},
    )
    for row in first:
        nodes.append(_node(row[:4], 1))
        seen.add(row[0])
    room = limit - len(first)
    if hops == 2 and room > 0 and first:
        second = run(
            "UNWIND $via AS v MATCH (n:Entity {id: v})-[x:CO_OCCURS]-(o:Entity)"
            " WHERE NOT o.id IN $seen"
            " RETURN o.id, o.name, o.norm, o.label, max(x.weight) AS w"
            " ORDER BY w DESC, o.norm LIMIT $limit",
            {"via": [r[0] for r in first], "seen": sorted(seen), "limit": room},
        )
        for row in second:
            nodes.append(_node(row[:4], 2))
            seen.add(row[0])
    edges = run(
        "UNWIND $ids AS i MATCH (a:Entity {id: i})-[x:CO_OCCURS]->(b:Entity)"
        " WHERE b.id IN $ids RETURN a.id, b.id, x.weight",
        {"ids": sorted(seen)},
    )
    return {
        "center": center,
        "nodes": nodes,
        "edges": [{"src": a, "dst": b, "weight": w} for a, b, w in sorted(edges)],
    }


def _node(row: Sequence[Any], hop: int) -> dict[str, Any]:
    i, name, norm, label = row[:4]
    return {"id": i, "name": name, "norm": norm, "label": label, "hop": hop}


def _walk(run: Run, start: str, steps: int, forward: bool) -> list[str]:
    """Up to `steps` ids along NEXT (or against it), nearest first, in chunks the engine allows."""
    out: list[str] = []
    cur = start
    arrow = "-[:NEXT*1..{k}]->" if forward else "<-[:NEXT*1..{k}]-"
    while len(out) < steps:
        k = min(_MAX_HOPS, steps - len(out))
        rows = run(
            f"MATCH p = (a:Memory {{id: $id}}){arrow.format(k=k)}(b:Memory)"
            " RETURN b.id, length(p) AS d ORDER BY d",
            {"id": cur},
        )
        out.extend(r[0] for r in rows)
        if len(rows) < k:
            break
        cur = rows[-1][0]
    return out[:steps]


def chain(run: Run, bank: str, memory_id: str, before: int, after: int) -> list[str]:
    """Ids around a memory in its conversation's order: `before` earlier, itself, `after` later.

    Empty when the memory is not in the bank.
    """
    if not run(
        "MATCH (m:Memory {id: $id}) WHERE m.bank = $bank RETURN m.id",
        {"id": memory_id, "bank": bank},
    ):
        return []
    earlier = _walk(run, memory_id, max(before, 0), forward=False)
    later = _walk(run, memory_id, max(after, 0), forward=True)
    return [*reversed(earlier), memory_id, *later]


def neighbours(
    run: Run,
    bank: str,
    memory_ids: Sequence[str],
    limit_per_node: int,
    kinds: Sequence[str] = NEIGHBOUR_KINDS,
) -> list[tuple[str, str, str, float]]:
    """Graph neighbours of memories as (src, dst, kind, weight), up to `limit_per_node` per kind.

    next/prev: the chain neighbour (weight 1). entity: memories sharing entities (weight = how
    many; ties newest first). episode: memories of the same episode (weight 1; closest in time
    first). Only memories of `bank` appear, as sources or destinations.
    """
    unknown = set(kinds) - set(NEIGHBOUR_KINDS)
    if unknown:
        raise ValueError(f"unknown neighbour kinds {sorted(unknown)}; use {NEIGHBOUR_KINDS}")
    if not memory_ids or limit_per_node <= 0:
        return []
    p: dict[str, Any] = {"ids": sorted(set(memory_ids)), "bank": bank}
    taken: dict[tuple[str, str], int] = {}
    out: list[tuple[str, str, str, float]] = []

    def add(kind: str, rows: list[list[Any]]) -> None:
        # rows come ranked per source; keep the first `limit_per_node` of each
        for src, dst, weight in rows:
            n = taken.get((src, kind), 0)
            if n < limit_per_node:
                taken[(src, kind)] = n + 1
                out.append((src, dst, kind, float(weight)))

    if "next" in kinds:
        add(
            "next",
            run(
                "UNWIND $ids AS i MATCH (a:Memory {id: i})-[:NEXT]->(b:Memory)"
                " WHERE a.bank = $bank RETURN a.id, b.id, 1 ORDER BY a.id",
                p,
            ),
        )
    if "prev" in kinds:
        add(
            "prev",
            run(
                "UNWIND $ids AS i MATCH (a:Memory {id: i})<-[:NEXT]-(b:Memory)"
                " WHERE a.bank = $bank RETURN a.id, b.id, 1 ORDER BY a.id",
                p,
            ),
        )
    if "entity" in kinds:
        rows = run(
            "UNWIND $ids AS i MATCH (a:Memory {id: i})-[:MENTIONS]->(e:Entity)"
            "<-[:MENTIONS]-(b:Memory) WHERE a.bank = $bank AND b.id <> a.id"
            " RETURN a.id AS s, b.id AS d, count(e) AS w, b.sort_key AS k"
            " ORDER BY s, w DESC, k DESC, d",
            p,
        )
        add("entity", [r[:3] for r in rows])
    if "episode" in kinds:
        rows = run(
            "UNWIND $ids AS i MATCH (a:Memory {id: i})-[:IN_EPISODE]->(:Episode)"
            "<-[:IN_EPISODE]-(b:Memory) WHERE a.bank = $bank AND b.id <> a.id"
            " RETURN a.id, b.id, a.occurred_at, b.occurred_at",
            p,
        )
        rows.sort(key=lambda r: (r[0], abs((r[3] - r[2]).total_seconds()), r[1]))
        add("episode", [[r[0], r[1], 1] for r in rows])
    return out
