"""Batched reads of the facts around memories, for spreading activation and graph expansion.

The query side weighs edges itself (chain, shared entities scaled by how specific an entity
is, episode siblings); these reads hand it the raw facts in a few statements per batch of
memories rather than one per memory:

- `memory_links`: per memory its chain neighbours (NEXT both ways), its episode, its time and
  the ids of the entities it mentions (two statements);
- `entity_members`: per entity its mention count (how many memories of the bank mention it)
  and, when that is at most `max_members`, the memories themselves: a hub entity (a speaker's
  name) is named by its count only, so a read never drags half the bank along;
- `episode_members`: per episode its memories and their times.

Every statement looks nodes up by primary key first and expands from them (see traverse.py).
Memories outside `bank` are ignored; entity and episode ids are bank-scoped already.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from memstream.connectors.graph.batch import Run

# One read: the memory, the one before it in the chain, and every outgoing tie in one
# rel-type union (one OPTIONAL MATCH per kind took twice as long). Each step expands from the
# node already matched; a plain MATCH of the incoming edge hash-joins a scan (2x slower). The
# turn before was a second statement until 2026-12-02: one round trip fewer per expansion
# round (64 memories at 100,000, Ladybug: 5 ms against 7-9 for the two).
_LINKS = (
    "UNWIND $ids AS i MATCH (a:Memory {id: i}) WHERE a.bank = $bank"
    " OPTIONAL MATCH (a)<-[:NEXT]-(p:Memory)"
    " OPTIONAL MATCH (a)-[x:NEXT|IN_EPISODE|MENTIONS]->(t)"
    " RETURN a.id, a.occurred_at, p.id, label(x), t.id"
)
# The chain around memories: two before, one after (the rerank's context). Each step expands
# from the node already matched (OPTIONAL MATCH), as the reads above.
_AROUND = (
    "UNWIND $ids AS i MATCH (a:Memory {id: i}) WHERE a.bank = $bank"
    " OPTIONAL MATCH (a)<-[:NEXT]-(p:Memory)"
    " OPTIONAL MATCH (p)<-[:NEXT]-(q:Memory)"
    " OPTIONAL MATCH (a)-[:NEXT]->(n:Memory)"
    " RETURN a.id, p.id, q.id, n.id"
)
_DEGREES = (
    "UNWIND $ids AS i MATCH (e:Entity {id: i}) WHERE e.bank = $bank"
    " OPTIONAL MATCH (e)<-[:MENTIONS]-(m:Memory) RETURN e.id, count(m.id)"
)
# collect(): a row per entity, not per mention (rows cost more than list items to fetch).
# Both expand from the looked-up node with OPTIONAL MATCH: a plain MATCH of the incoming
# edge hash-joins a scan of every Memory (an episode read at 100k memories: 45 ms, against 1).
_MEMBERS = (
    "UNWIND $ids AS i MATCH (e:Entity {id: i})"
    " OPTIONAL MATCH (e)<-[:MENTIONS]-(m:Memory) RETURN e.id, collect(m.id)"
)
_EPISODE_MEMBERS = (
    "UNWIND $ids AS i MATCH (p:Episode {id: i}) WHERE p.bank = $bank"
    " OPTIONAL MATCH (p)<-[:IN_EPISODE]-(m:Memory) RETURN p.id, m.id, m.occurred_at"
)


@dataclass(frozen=True, slots=True)
class MemoryLinks:
    """What one memory is tied to in the graph (ids; None where it has no such tie)."""

    id: str
    occurred_at: datetime | None
    next: str | None
    prev: str | None
    episode: str | None
    entities: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EntityMembers:
    """An entity's mention count and, unless it is a hub (count > max_members), its memories."""

    mentions: int
    members: tuple[str, ...]  # sorted ids; empty for a hub

    @property
    def listed(self) -> bool:
        """False for a hub (its members were not read)."""
        return self.mentions == 0 or bool(self.members)


def memory_links(run: Run, bank: str, ids: Sequence[str]) -> dict[str, MemoryLinks]:
    """Links of the memories of `ids` that are in `bank` (others are absent from the result)."""
    if not ids:
        return {}
    p = {"ids": sorted(set(ids)), "bank": bank}
    at: dict[str, datetime | None] = {}
    ties: dict[str, dict[str, dict[str, None]]] = {}
    prev: dict[str, str] = {}
    for a, when, before, kind, t in run(_LINKS, p):
        at[a] = when
        if before is not None:
            prev[a] = before
        if kind is not None:
            ties.setdefault(a, {}).setdefault(kind, {})[t] = None  # a row per (before, tie)
    out = {}
    for a, when in at.items():
        got = ties.get(a, {})
        out[a] = MemoryLinks(
            a,
            when,
            next(iter(got.get("NEXT", ())), None),
            prev.get(a),
            next(iter(got.get("IN_EPISODE", ())), None),
            tuple(sorted(got.get("MENTIONS", ()))),
        )
    return out


def around(run: Run, bank: str, ids: Sequence[str]) -> dict[str, dict[int, str]]:
    """Per memory of `ids` in `bank`: its chain neighbours by offset (-2, -1, 1), one read."""
    if not ids:
        return {}
    out: dict[str, dict[int, str]] = {}
    for a, p, q, n in run(_AROUND, {"ids": sorted(set(ids)), "bank": bank}):
        near = out.setdefault(a, {})
        for offset, other in ((-1, p), (-2, q), (1, n)):
            if other is not None:
                near[offset] = other
    return out


def entity_members(
    run: Run, bank: str, entity_ids: Sequence[str], max_members: int
) -> dict[str, EntityMembers]:
    """Mention counts of the bank's entities of `entity_ids`; members of the non-hubs."""
    if not entity_ids:
        return {}
    degrees = {e: int(n) for e, n in run(_DEGREES, {"ids": sorted(set(entity_ids)), "bank": bank})}
    small = sorted(e for e, n in degrees.items() if 0 < n <= max_members)
    members = dict(run(_MEMBERS, {"ids": small})) if small else {}
    return {e: EntityMembers(n, tuple(sorted(members.get(e, ())))) for e, n in degrees.items()}


def episode_members(
    run: Run, bank: str, episode_ids: Sequence[str]
) -> dict[str, list[tuple[str, datetime]]]:
    """Memories of each episode with their times (naive UTC, as the engine returns them)."""
    if not episode_ids:
        return {}
    out: dict[str, list[tuple[str, datetime]]] = {}
    for p, m, at in run(_EPISODE_MEMBERS, {"ids": sorted(set(episode_ids)), "bank": bank}):
        if m is not None:
            out.setdefault(p, []).append((m, at))
    return out
