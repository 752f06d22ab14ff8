"""One micro-batch into the graph, as an idempotent, order-independent upsert.

The graph is a pure function of the latest version of every memory: nodes are merged by their
deterministic ids, and every derived value is recomputed from stored facts rather than
incremented. The batch is diffed against what the store already holds (read at the start of the
same write transaction), so only what changed is written and a replayed batch writes nothing
but the Memory properties:

- MENTIONS / IN_EPISODE: old edges of each memory vs its new ones; stale ones are deleted.
- Entity name/label: taken from the mention in the entity's earliest memory (by sort key);
  entities left without mentions are deleted.
- Episode start/end/conversation: min/max over its memories; empty episodes are deleted.
- CO_OCCURS(a→b, a < b): for pairs whose co-mention changed, the weight is recounted from MENTIONS.
- NEXT: for conversations that gained, lost or reordered a memory, the desired chain (members
  sorted by sort key) is compared with the stored edges; extra edges go, missing ones are made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations, pairwise
from typing import Any

from connectors.graph.schema import episode_of, memory_row, mention_rows, ts_param
from memstream.records import EnrichedMemory

#: Runs one Cypher statement with parameters and returns all rows.
Run = Callable[[str, dict[str, Any]], list[list[Any]]]

Q_OLD_MEMORIES = (
    "UNWIND $ids AS i MATCH (m:Memory {id: i})"
    " RETURN m.id, m.bank, m.conversation, m.sort_key, m.occurred_at"
)
Q_OLD_MENTIONS = (
    "UNWIND $ids AS i MATCH (m:Memory {id: i})-[x:MENTIONS]->(e:Entity)"
    " RETURN m.id, e.id, x.name, x.label"
)
Q_OLD_EPISODES = (
    "UNWIND $ids AS i MATCH (m:Memory {id: i})-[:IN_EPISODE]->(p:Episode) RETURN m.id, p.id"
)
Q_MERGE_MEMORIES = (
    "UNWIND $rows AS r MERGE (m:Memory {id: r.id})"
    " SET m.bank = r.bank, m.event_id = r.event_id, m.text = r.text,"
    " m.occurred_at = timestamp(r.occurred_at), m.speaker = r.speaker,"
    " m.conversation = r.conversation, m.session_id = r.session_id, m.fact_type = r.fact_type,"
    " m.sort_key = r.sort_key, m.time_refs = r.time_refs,"
    " m.time_start = timestamp(r.time_start), m.time_end = timestamp(r.time_end)"
)
Q_MERGE_ENTITIES = (
    "UNWIND $rows AS r MERGE (e:Entity {id: r.id})"
    " ON CREATE SET e.bank = r.bank, e.norm = r.norm, e.name = r.name, e.label = r.label"
)
Q_DELETE_MENTIONS = (
    "UNWIND $rows AS r MATCH (m:Memory {id: r.m})-[x:MENTIONS]->(e:Entity {id: r.e}) DELETE x"
)
Q_UPDATE_MENTIONS = (
    "UNWIND $rows AS r MATCH (m:Memory {id: r.m})-[x:MENTIONS]->(e:Entity {id: r.e})"
    " SET x.name = r.name, x.label = r.label"
)
Q_CREATE_MENTIONS = (
    "UNWIND $rows AS r MATCH (m:Memory {id: r.m}) MATCH (e:Entity {id: r.e})"
    " CREATE (m)-[:MENTIONS {name: r.name, label: r.label}]->(e)"
)
Q_MERGE_EPISODES = (
    "UNWIND $rows AS r MERGE (p:Episode {id: r.id})"
    " ON CREATE SET p.bank = r.bank, p.session_id = r.session_id"
)
Q_DELETE_IN_EPISODE = (
    "UNWIND $rows AS r MATCH (m:Memory {id: r.m})-[x:IN_EPISODE]->(p:Episode {id: r.p}) DELETE x"
)
Q_CREATE_IN_EPISODE = (
    "UNWIND $rows AS r MATCH (m:Memory {id: r.m}) MATCH (p:Episode {id: r.p})"
    " CREATE (m)-[:IN_EPISODE]->(p)"
)
Q_REFRESH_EPISODES = (
    "UNWIND $ids AS i MATCH (p:Episode {id: i})"
    " OPTIONAL MATCH (m:Memory)-[:IN_EPISODE]->(p)"
    " WITH p, min(m.occurred_at) AS s, max(m.occurred_at) AS e, min(m.conversation) AS c,"
    " count(m) AS n"
    " SET p.start = s, p.`end` = e, p.conversation = c RETURN p.id, n"
)
Q_DELETE_EPISODES = "UNWIND $ids AS i MATCH (p:Episode {id: i}) DETACH DELETE p"
# sort_key is unique within a bank; the memory id rides along to find the winning mention.
Q_FIRST_MENTIONS = (
    "UNWIND $ids AS i MATCH (e:Entity {id: i})"
    " OPTIONAL MATCH (m:Memory)-[:MENTIONS]->(e)"
    " RETURN e.id, min(m.sort_key + ' ' + m.id), count(m)"
)
Q_NAME_ENTITIES = (
    "UNWIND $rows AS r MATCH (m:Memory {id: r.m})-[x:MENTIONS]->(e:Entity {id: r.e})"
    " SET e.name = x.name, e.label = x.label"
)
Q_DELETE_ENTITIES = "UNWIND $ids AS i MATCH (e:Entity {id: i}) DETACH DELETE e"
Q_COUNT_PAIRS = (
    "UNWIND $rows AS r MATCH (a:Entity {id: r.a})<-[:MENTIONS]-(m:Memory)"
    " MATCH (m)-[:MENTIONS]->(b:Entity {id: r.b}) RETURN r.a, r.b, count(m)"
)
Q_OLD_PAIRS = (
    "UNWIND $rows AS r MATCH (a:Entity {id: r.a})-[c:CO_OCCURS]->(b:Entity {id: r.b})"
    " RETURN r.a, r.b, c.weight"
)
Q_DELETE_PAIRS = (
    "UNWIND $rows AS r MATCH (a:Entity {id: r.a})-[c:CO_OCCURS]->(b:Entity {id: r.b}) DELETE c"
)
Q_SET_PAIRS = (
    "UNWIND $rows AS r MATCH (a:Entity {id: r.a})-[c:CO_OCCURS]->(b:Entity {id: r.b})"
    " SET c.weight = r.w"
)
Q_CREATE_PAIRS = (
    "UNWIND $rows AS r MATCH (a:Entity {id: r.a}) MATCH (b:Entity {id: r.b})"
    " CREATE (a)-[:CO_OCCURS {weight: r.w}]->(b)"
)
Q_CHAIN_STATE = (
    "MATCH (a:Memory) WHERE a.bank = $bank AND a.conversation IN $convs"
    " OPTIONAL MATCH (a)-[:NEXT]->(b:Memory)"
    " RETURN a.conversation, a.id, a.sort_key, b.id"
)
Q_DELETE_NEXT = (
    "UNWIND $rows AS r MATCH (a:Memory {id: r.a})-[x:NEXT]->(b:Memory {id: r.b}) DELETE x"
)
# Two MATCH clauses, not a comma: with both ends in one table the comma form is ~100x slower.
Q_CREATE_NEXT = (
    "UNWIND $rows AS r MATCH (a:Memory {id: r.a}) MATCH (b:Memory {id: r.b})"
    " CREATE (a)-[:NEXT]->(b)"
)

Mention = tuple[str, str]  # (name, label) as written in one memory
Pair = tuple[str, str]


@dataclass(slots=True)
class WriteStats:
    """What one batch changed, for logs."""

    memories: int = 0
    mentions: int = 0
    episodes: int = 0
    entities: int = 0
    pairs: int = 0
    next_edges: int = 0
    conversations: set[tuple[str, str]] = field(default_factory=set)


def desired_chain(members: Iterable[tuple[str, str]]) -> set[Pair]:
    """The NEXT edges of one conversation: consecutive ids when sorted by (sort_key, id)."""
    ordered = [mid for _, mid in sorted((key, mid) for mid, key in members)]
    return set(pairwise(ordered))


def _pairs(entity_ids: Iterable[str]) -> set[Pair]:
    return set(combinations(sorted(entity_ids), 2))


def _rows(pairs: Iterable[Pair], a: str = "a", b: str = "b") -> list[dict[str, Any]]:
    return [{a: x, b: y} for x, y in sorted(pairs)]


def apply_batch(run: Run, memories: Sequence[EnrichedMemory]) -> WriteStats:
    """Upsert one micro-batch. Call inside one write transaction; `run` executes Cypher."""
    batch = {m.id: m for m in memories}  # a re-delivered id later in the batch wins
    stats = WriteStats(memories=len(batch))
    if not batch:
        return stats
    ids = sorted(batch)

    old_place: dict[str, tuple[str, str, str]] = {}  # id -> (conversation, sort_key, occurred)
    for mid, _bank, conv, key, occurred in run(Q_OLD_MEMORIES, {"ids": ids}):
        old_place[mid] = (conv, key, ts_param(occurred))
    old_mentions: dict[str, dict[str, Mention]] = {mid: {} for mid in ids}
    for mid, eid, name, label in run(Q_OLD_MENTIONS, {"ids": ids}):
        old_mentions[mid][eid] = (name, label)
    old_episode: dict[str, str] = {mid: pid for mid, pid in run(Q_OLD_EPISODES, {"ids": ids})}

    rows = [memory_row(batch[mid]) for mid in ids]
    run(Q_MERGE_MEMORIES, {"rows": rows})

    # Which memories changed place (chain) or time (episode bounds)?
    moved: list[str] = []
    convs: set[tuple[str, str]] = set()
    for row in rows:
        before = old_place.get(row["id"])
        if before != (row["conversation"], row["sort_key"], row["occurred_at"]):
            moved.append(row["id"])
            convs.add((row["bank"], row["conversation"]))
            if before is not None:
                convs.add((row["bank"], before[0]))
    stats.conversations = convs

    touched_entities, pair_changes = _write_mentions(run, batch, old_mentions, stats)
    _write_episodes(run, batch, old_episode, moved, stats)
    gone = _refresh_entities(run, touched_entities)
    stats.entities = len(touched_entities)
    stats.pairs = _refresh_pairs(run, {p for p in pair_changes if not gone.intersection(p)})
    stats.next_edges = _refresh_chains(run, convs)
    return stats


def _write_mentions(
    run: Run,
    batch: dict[str, EnrichedMemory],
    old_mentions: dict[str, dict[str, Mention]],
    stats: WriteStats,
) -> tuple[set[str], set[Pair]]:
    """Diff MENTIONS per memory; return the entities and entity pairs whose mentions changed."""
    new_entities: dict[str, dict[str, Any]] = {}
    deletes: list[dict[str, Any]] = []
    updates: list[dict[str, Any]] = []
    creates: list[dict[str, Any]] = []
    touched: set[str] = set()
    pair_changes: set[Pair] = set()
    for mid in sorted(batch):
        m = batch[mid]
        new = mention_rows(m)
        old = old_mentions[mid]
        for eid, (norm, name, label) in new.items():
            new_entities.setdefault(
                eid, {"id": eid, "bank": m.bank, "norm": norm, "name": name, "label": label}
            )
            row = {"m": mid, "e": eid, "name": name, "label": label}
            if eid not in old:
                creates.append(row)
            elif old[eid] != (name, label):
                updates.append(row)
            else:
                continue
            touched.add(eid)
        for eid in old.keys() - new.keys():
            deletes.append({"m": mid, "e": eid})
            touched.add(eid)
        pair_changes |= _pairs(old) ^ _pairs(new)
    if new_entities:
        run(Q_MERGE_ENTITIES, {"rows": [new_entities[k] for k in sorted(new_entities)]})
    for query, rows in (
        (Q_DELETE_MENTIONS, deletes),
        (Q_UPDATE_MENTIONS, updates),
        (Q_CREATE_MENTIONS, creates),
    ):
        if rows:
            run(query, {"rows": rows})
    stats.mentions = len(deletes) + len(updates) + len(creates)
    return touched, pair_changes


def _write_episodes(
    run: Run,
    batch: dict[str, EnrichedMemory],
    old_episode: dict[str, str],
    moved: Sequence[str],
    stats: WriteStats,
) -> None:
    """Move IN_EPISODE edges where a memory's session changed; refresh the affected episodes."""
    merges: dict[str, dict[str, Any]] = {}
    deletes: list[dict[str, Any]] = []
    creates: list[dict[str, Any]] = []
    affected: set[str] = set()
    for mid in sorted(batch):
        m = batch[mid]
        new, old = episode_of(m), old_episode.get(mid)
        if new is not None:
            merges.setdefault(new, {"id": new, "bank": m.bank, "session_id": m.event.session_id})
        if new == old:
            continue
        if old is not None:
            deletes.append({"m": mid, "p": old})
            affected.add(old)
        if new is not None:
            creates.append({"m": mid, "p": new})
            affected.add(new)
    for mid in moved:  # a new time or conversation changes the episode's bounds
        ep = episode_of(batch[mid])
        if ep is not None:
            affected.add(ep)
    new_eps = {row["p"] for row in creates}
    if new_eps:
        run(Q_MERGE_EPISODES, {"rows": [merges[k] for k in sorted(new_eps)]})
    if deletes:
        run(Q_DELETE_IN_EPISODE, {"rows": deletes})
    if creates:
        run(Q_CREATE_IN_EPISODE, {"rows": creates})
    if not affected:
        return
    empty = [pid for pid, n in run(Q_REFRESH_EPISODES, {"ids": sorted(affected)}) if n == 0]
    if empty:
        run(Q_DELETE_EPISODES, {"ids": sorted(empty)})
    stats.episodes = len(affected)


def _refresh_entities(run: Run, touched: set[str]) -> set[str]:
    """Rename touched entities after their earliest mention; delete those left unmentioned."""
    if not touched:
        return set()
    names: list[dict[str, Any]] = []
    gone: set[str] = set()
    for eid, first, n in run(Q_FIRST_MENTIONS, {"ids": sorted(touched)}):
        if n == 0 or first is None:
            gone.add(eid)
        else:
            names.append({"e": eid, "m": first.rsplit(" ", 1)[1]})
    if names:
        run(Q_NAME_ENTITIES, {"rows": names})
    if gone:
        run(Q_DELETE_ENTITIES, {"ids": sorted(gone)})
    return gone


def _refresh_pairs(run: Run, pairs: set[Pair]) -> int:
    """Set CO_OCCURS weights of the given pairs to their current co-mention counts."""
    if not pairs:
        return 0
    rows = _rows(pairs)
    want = {(a, b): n for a, b, n in run(Q_COUNT_PAIRS, {"rows": rows}) if n > 0}
    have = {(a, b): w for a, b, w in run(Q_OLD_PAIRS, {"rows": rows})}
    deletes = _rows(have.keys() - want.keys())
    sets: list[dict[str, Any]] = []
    creates: list[dict[str, Any]] = []
    for (a, b), w in sorted(want.items()):
        if (a, b) not in have:
            creates.append({"a": a, "b": b, "w": w})
        elif have[(a, b)] != w:
            sets.append({"a": a, "b": b, "w": w})
    for query, params in (
        (Q_DELETE_PAIRS, deletes),
        (Q_SET_PAIRS, sets),
        (Q_CREATE_PAIRS, creates),
    ):
        if params:
            run(query, {"rows": params})
    return len(deletes) + len(sets) + len(creates)


def _refresh_chains(run: Run, convs: set[tuple[str, str]]) -> int:
    """Make the NEXT edges of the given (bank, conversation)s match their desired chains."""
    by_bank: dict[str, list[str]] = {}
    for bank, conv in convs:
        by_bank.setdefault(bank, []).append(conv)
    changed = 0
    for bank in sorted(by_bank):
        members: dict[str, list[tuple[str, str]]] = {}
        have: set[Pair] = set()
        for conv, mid, key, nxt in run(
            Q_CHAIN_STATE, {"bank": bank, "convs": sorted(by_bank[bank])}
        ):
            members.setdefault(conv, []).append((mid, key))
            if nxt is not None:
                have.add((mid, nxt))
        # OPTIONAL MATCH repeats a member once per outgoing edge; desired_chain dedups via set.
        want: set[Pair] = set()
        for conv_members in members.values():
            want |= desired_chain(set(conv_members))
        deletes, creates = _rows(have - want), _rows(want - have)
        if deletes:
            run(Q_DELETE_NEXT, {"rows": deletes})
        if creates:
            run(Q_CREATE_NEXT, {"rows": creates})
        changed += len(deletes) + len(creates)
    return changed
