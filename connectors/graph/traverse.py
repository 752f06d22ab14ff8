"""Graph reads for the query engine: entity lookups, neighbourhoods, the chain, neighbours.

Every function takes a `Run` (one Cypher statement -> rows) on a read connection. Queries that
fan out from a few memories first look the memories up and then expand (`MATCH (a {id: i})
OPTIONAL MATCH (a)-[..]->(..)`); a single multi-hop pattern makes the engines join against a
scan of whole tables, which took seconds at 10k memories.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memstream.connectors.graph.batch import Run
from memstream.events import entity_id

#: The engines refuse variable-length patterns longer than this.
_MAX_HOPS = 30

NEIGHBOUR_KINDS: tuple[str, ...] = ("next", "prev", "entity", "episode")

Edge = tuple[str, str, str, float]


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
        " RETURN e.id, e.name, e.norm, e.label, count(m.id) AS n"
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
) -> list[Edge]:
    """Graph neighbours of memories as (src, dst, kind, weight), up to `limit_per_node` per kind.

    next/prev: the chain neighbour (weight 1). entity: memories sharing entities with src
    (weight = how many; ties newest first). episode: memories of src's episode (weight 1;
    closest in time first). Sources not in `bank` are ignored. Output: grouped by kind in the
    order next, prev, entity, episode; by source id within a kind; ranked within a source.
    """
    unknown = set(kinds) - set(NEIGHBOUR_KINDS)
    if unknown:
        raise ValueError(f"unknown neighbour kinds {sorted(unknown)}; use {NEIGHBOUR_KINDS}")
    if not memory_ids or limit_per_node <= 0:
        return []
    p: dict[str, Any] = {"ids": sorted(set(memory_ids)), "bank": bank}
    out: list[Edge] = []
    for kind, arrow in (("next", "-[:NEXT]->"), ("prev", "<-[:NEXT]-")):
        if kind in kinds:
            rows = run(
                "UNWIND $ids AS i MATCH (a:Memory {id: i}) WHERE a.bank = $bank"
                f" OPTIONAL MATCH (a){arrow}(b:Memory) RETURN a.id, b.id ORDER BY a.id",
                p,
            )
            out.extend((a, b, kind, 1.0) for a, b in rows if b is not None)
    if "entity" in kinds:
        out.extend(_entity_neighbours(run, p, limit_per_node))
    if "episode" in kinds:
        out.extend(_episode_neighbours(run, p, limit_per_node))
    return out


def _entity_neighbours(run: Run, p: dict[str, Any], limit: int) -> list[Edge]:
    seeds: dict[str, set[str]] = {}
    for a, e in run(
        "UNWIND $ids AS i MATCH (a:Memory {id: i}) WHERE a.bank = $bank"
        " OPTIONAL MATCH (a)-[:MENTIONS]->(e:Entity) RETURN a.id, e.id",
        p,
    ):
        if e is not None:
            seeds.setdefault(a, set()).add(e)
    if not seeds:
        return []
    members: dict[str, list[tuple[str, str]]] = {}  # entity -> [(memory id, sort_key)]
    for e, m, key in run(
        "UNWIND $ids AS i MATCH (e:Entity {id: i}) OPTIONAL MATCH (e)<-[:MENTIONS]-(m:Memory)"
        " RETURN e.id, m.id, m.sort_key",
        {"ids": sorted(set().union(*seeds.values()))},
    ):
        if m is not None:
            members.setdefault(e, []).append((m, key))
    out: list[Edge] = []
    for a in sorted(seeds):
        shared: dict[str, int] = {}
        keys: dict[str, str] = {}
        for e in seeds[a]:
            for m, key in members.get(e, ()):
                if m != a:
                    shared[m] = shared.get(m, 0) + 1
                    keys[m] = key
        by_id = sorted(shared)  # ties: newest first, then id
        by_id.sort(key=lambda m: keys[m], reverse=True)
        by_id.sort(key=lambda m: shared[m], reverse=True)
        out.extend((a, m, "entity", float(shared[m])) for m in by_id[:limit])
    return out


def _episode_neighbours(run: Run, p: dict[str, Any], limit: int) -> list[Edge]:
    seeds: dict[str, tuple[datetime, str]] = {}
    for a, at, ep in run(
        "UNWIND $ids AS i MATCH (a:Memory {id: i}) WHERE a.bank = $bank"
        " OPTIONAL MATCH (a)-[:IN_EPISODE]->(p:Episode) RETURN a.id, a.occurred_at, p.id",
        p,
    ):
        if ep is not None:
            seeds[a] = (at, ep)
    if not seeds:
        return []
    members: dict[str, list[tuple[str, datetime]]] = {}
    for ep, m, at in run(
        "UNWIND $ids AS i MATCH (p:Episode {id: i}) OPTIONAL MATCH (p)<-[:IN_EPISODE]-(m:Memory)"
        " RETURN p.id, m.id, m.occurred_at",
        {"ids": sorted({ep for _, ep in seeds.values()})},
    ):
        if m is not None:
            members.setdefault(ep, []).append((m, at))
    out: list[Edge] = []
    for a in sorted(seeds):
        at, ep = seeds[a]
        near = sorted(
            (abs((m_at - at).total_seconds()), m) for m, m_at in members.get(ep, ()) if m != a
        )
        out.extend((a, m, "episode", 1.0) for _, m in near[:limit])
    return out
