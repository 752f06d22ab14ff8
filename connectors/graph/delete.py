"""Deleting memories from the graph so that it is what ingesting the others alone would build.

The graph is a pure function of its memories (see upsert.py), so deleting memories D repairs
every derived value around them rather than leaving holes:

- Entity: one left without mentions is deleted, with its CO_OCCURS edges; one whose earliest
  mention was in D takes name, label and `first_mention` from its earliest remaining mention.
- CO_OCCURS: every pair a memory of D co-mentions loses one for each such memory (0 deletes
  the edge; entities.py says why the stored weight is exact).
- Episode: bounds and conversation are recomputed from the remaining members; an episode left
  empty is deleted.
- NEXT: each chain is linked again around D: the memory before a deleted run points to the
  first one after it (the order is the stored chain's, i.e. by sort key); a conversation whose
  last memory is in D ends at the last one before it (tails.py), or goes when it is empty.
- The memories go with DETACH DELETE, which takes their MENTIONS, IN_EPISODE, NEXT and Hebbian
  CO_ACTIVATED edges along.

Every read runs before the first write (Kùzu does not reliably read relationships created
earlier in the same transaction), as in upsert.py. Ids not in the bank are ignored, so a
delete is idempotent.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memstream.connectors.graph import cypher as q
from memstream.connectors.graph import tails
from memstream.connectors.graph.batch import Pair, Run, pairs_of
from memstream.connectors.graph.schema import ts_param

_PRESENT = (
    "UNWIND $ids AS i MATCH (m:Memory {id: i}) WHERE m.bank = $bank RETURN m.id, m.conversation"
)
_NEXT_TO = (
    "UNWIND $ids AS i MATCH (b:Memory {id: i}) OPTIONAL MATCH (b)<-[:NEXT]-(a:Memory)"
    " RETURN b.id, a.id"
)
_DELETE_MEMORIES = "UNWIND $ids AS i MATCH (m:Memory {id: i}) DETACH DELETE m"

Writes = list[tuple[str, dict[str, Any]]]


@dataclass(slots=True)
class DeleteStats:
    """What one delete changed, for logs."""

    memories: int = 0
    entities: int = 0
    pairs: int = 0
    episodes: int = 0
    next_edges: int = 0


class _Gone:
    """The memories to delete and what they are tied to, read before any write."""

    def __init__(self, run: Run, bank: str, ids: Sequence[str]) -> None:
        found = run(_PRESENT, {"ids": sorted(set(ids)), "bank": bank})
        self.bank = bank
        self.ids = sorted({r[0] for r in found})
        #: memory id -> its conversation
        self.conversation: dict[str, str] = {r[0]: r[1] for r in found}
        self.set = set(self.ids)
        p = {"ids": self.ids}
        self.mentions: dict[str, set[str]] = {i: set() for i in self.ids}
        self.episode: dict[str, str] = {}
        self.next: dict[str, str] = {}
        self.prev: dict[str, str] = {}
        if not self.ids:
            return
        for mid, eid, _name, _label in run(q.OLD_MENTIONS, p):
            if eid is not None:
                self.mentions[mid].add(eid)
        self.episode = {mid: pid for mid, pid in run(q.OLD_EPISODES, p) if pid is not None}
        self.next = {a: b for a, b in run(q.NEXT_FROM, p) if b is not None}
        self.prev = {b: a for b, a in run(_NEXT_TO, p) if a is not None}


def delete_memories(run: Run, bank: str, ids: Sequence[str]) -> DeleteStats:
    """Delete the memories of `bank` among `ids` and repair the graph around them. Call inside
    one write transaction; `run` executes Cypher."""
    gone = _Gone(run, bank, ids)
    if not gone.ids:
        return DeleteStats()
    stats = DeleteStats(memories=len(gone.ids))
    writes: Writes = []
    _plan_entities(run, gone, writes, stats)
    _plan_episodes(run, gone, writes, stats)
    _plan_chain(gone, writes, stats)
    _plan_tails(run, gone, writes)
    writes.append((_DELETE_MEMORIES, {"ids": gone.ids}))
    for query, params in writes:
        run(query, params)
    return stats


def _plan_entities(run: Run, gone: _Gone, writes: Writes, stats: DeleteStats) -> None:
    lost = Counter(e for mid in gone.ids for e in gone.mentions[mid])
    if not lost:
        return
    ents = sorted(lost)
    degree = {eid: int(n) for eid, n in run(q.ENTITY_DEGREES, {"ids": ents})}
    orphans = {e for e in ents if degree.get(e, 0) - lost[e] <= 0}
    first = {row[0]: row[5] for row in run(q.ENTITY_STATE, {"ids": ents})}
    rescan = sorted(
        e
        for e in ents
        if e not in orphans and first.get(e) and first[e].split(q.SEP, 1)[1] in gone.set
    )
    renames = []
    if rescan:
        params = {"ids": rescan, "exclude": gone.ids, "sep": q.SEP}
        for eid, packed in run(q.ENTITY_FIRST_EXCLUDING, params):
            if packed is None:
                continue
            key, mid, label, name = packed.split(q.SEP, 3)
            renames.append({"id": eid, "name": name, "label": label, "first": key + q.SEP + mid})
    pairs = {
        p
        for mid in gone.ids
        for p in pairs_of(gone.mentions[mid])
        if p[0] not in orphans and p[1] not in orphans
    }
    pair_writes = _plan_pairs(run, gone, pairs)
    if orphans:
        writes.append((q.DELETE_ENTITIES, {"ids": sorted(orphans)}))
    if renames:
        writes.append((q.RENAME_ENTITIES, {"rows": renames}))
    writes.extend(pair_writes)
    stats.entities = len(orphans) + len(renames)
    stats.pairs = sum(len(params["rows"]) for _, params in pair_writes)


def _plan_pairs(run: Run, gone: _Gone, pairs: set[Pair]) -> Writes:
    """CO_OCCURS writes so each pair's weight counts its co-mentioning memories outside D."""
    if not pairs:
        return []
    ordered = sorted(pairs)
    rows = [{"a": x, "b": y} for x, y in ordered]
    have = {(x, y): int(w) for x, y, w in run(q.PAIR_WEIGHTS, {"rows": rows}) if w is not None}
    count = {p: have.get(p, 0) for p in ordered}
    for mid in gone.ids:  # the stored weight still counts D's co-mentions
        for p in pairs & pairs_of(gone.mentions[mid]):
            count[p] -= 1
    deletes, sets = [], []
    for (x, y), n in count.items():
        if (x, y) not in have:
            continue
        if n <= 0:
            deletes.append({"a": x, "b": y})
        elif have[(x, y)] != n:
            sets.append({"a": x, "b": y, "w": n})
    out: Writes = []
    for query, batch in ((q.DELETE_PAIRS, deletes), (q.SET_PAIRS, sets)):
        if batch:
            out.append((query, {"rows": batch}))
    return out


def _plan_episodes(run: Run, gone: _Gone, writes: Writes, stats: DeleteStats) -> None:
    eps = sorted(set(gone.episode.values()))
    if not eps:
        return
    stored = {
        pid: (conv, ts_param(start), ts_param(end))
        for pid, _bank, _sid, conv, start, end in run(q.EPISODE_STATE, {"ids": eps})
    }
    members: dict[str, list[tuple[str, str]]] = {pid: [] for pid in eps}
    for pid, mid, at, conv in run(q.EPISODE_MEMBERS, {"ids": eps}):
        if mid is not None and mid not in gone.set:
            members[pid].append((ts_param(at), conv))
    empty = sorted(pid for pid in eps if not members[pid])
    updates = []
    for pid in eps:
        ms = members[pid]
        if not ms:
            continue
        times = [at for at, _ in ms]
        want = (min(c for _, c in ms), min(times), max(times))
        if stored.get(pid) != want:
            conv, start, end = want
            updates.append({"id": pid, "conversation": conv, "start_at": start, "end_at": end})
    if empty:
        writes.append((q.DELETE_EPISODES, {"ids": empty}))
    if updates:
        writes.append((q.UPDATE_EPISODES, {"rows": updates}))
    stats.episodes = len(empty) + len(updates)


def _plan_chain(gone: _Gone, writes: Writes, stats: DeleteStats) -> None:
    """Link the memory before each deleted run to the first memory after it."""
    links = []
    for mid in gone.ids:
        before = gone.prev.get(mid)
        if before is None or before in gone.set:
            continue  # the start of a chain, or inside a deleted run
        after = gone.next.get(mid)
        seen = {mid}
        while after is not None and after in gone.set and after not in seen:
            seen.add(after)
            after = gone.next.get(after)
        if after is not None and after not in gone.set:
            links.append({"a": before, "b": after})
    if links:
        writes.append((q.CREATE_NEXT, {"rows": links}))
    stats.next_edges = len(links)


def _plan_tails(run: Run, gone: _Gone, writes: Writes) -> None:
    """A conversation whose last memory goes ends at the last one before it (tails.py)."""
    stored = tails.read(run, gone.bank, set(gone.conversation.values()))
    ends: dict[str, str | None] = {}
    for conv, (_key, tail) in stored.items():
        last: str | None = tail
        seen: set[str] = set()
        while last is not None and last in gone.set and last not in seen:
            seen.add(last)
            last = gone.prev.get(last)
        if last != stored[conv][1]:
            ends[conv] = last
    found = tails.keys(run, [t for t in ends.values() if t is not None])
    new = {conv: None if last is None else (found[last], last) for conv, last in ends.items()}
    writes.extend(
        (query, {key: rows}) for query, key, rows in tails.changes(gone.bank, stored, new)
    )
