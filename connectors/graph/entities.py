"""Plan a batch's MENTIONS, Entity and CO_OCCURS writes.

- MENTIONS: each memory's stored edges vs its new entities; stale edges are deleted.
- Entity name/label come from its earliest mention (smallest memory sort key), kept in
  `first_mention`. New mentions compete with the stored one; when the stored one belongs to a
  memory of this batch (its mention or key may have changed), the earliest is looked up again
  among the other memories. An entity left without mentions is deleted.
- CO_OCCURS(a→b, a < b): the number of memories that mention both. For every pair whose
  co-mention changed in some memory of the batch, the stored weight moves by that change (+1
  for each memory that now co-mentions the pair and did not, -1 for each that no longer does);
  0 deletes the edge. That is exact because the weight only ever changes here and in
  delete.py, each time in the same transaction as the MENTIONS it counts, read from the
  committed graph by the one writer; so a redelivered memory (same mentions) changes nothing
  and a replay ends with the same weights. A recount from MENTIONS would cost the smaller
  entity's number of mentions per pair: for the entities a long-lived bank mentions most
  (its user's friends) that grows with the bank, and at a million memories it was 70% of a
  batch's graph write (see docs/operating/capacity.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memstream.connectors.graph import cypher as q
from memstream.connectors.graph.batch import Batch, Pair, pairs_of

First = tuple[str, str]  # (sort_key, memory id) of an entity's earliest mention


@dataclass(frozen=True, slots=True)
class _Stored:
    bank: str
    norm: str
    name: str
    label: str
    first_mention: str | None


def _pack(first: First) -> str:
    return first[0] + q.SEP + first[1]


def plan_entities(b: Batch) -> None:
    """Queue the batch's entity-side writes on `b` (reads happen now, writes on flush)."""
    deletes: list[dict[str, Any]] = []
    updates: list[dict[str, Any]] = []
    creates: list[dict[str, Any]] = []
    touched: set[str] = set()  # entities whose earliest mention may have changed
    shrunk: set[str] = set()  # entities that lost a mention: they may be left with none
    changed_pairs: set[Pair] = set()
    for mid in b.ids:
        new, old = b.new_mentions[mid], b.old_mentions[mid]
        for eid, (_norm, name, label) in new.items():
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
            shrunk.add(eid)
        if mid in b.moved:
            touched.update(new, old)
        changed_pairs |= pairs_of(old) ^ pairs_of(new)
    touched |= shrunk
    if not touched and not changed_pairs:
        return
    pair_entities = {e for pair in changed_pairs for e in pair}
    stored = {
        eid: _Stored(*rest)
        for eid, *rest in b.read(q.ENTITY_STATE, {"ids": sorted(touched | pair_entities)})
    }
    need_degree = sorted(shrunk & stored.keys())
    degree: dict[str, int] = {}
    if need_degree:
        degree = {eid: n for eid, n in b.read(q.ENTITY_DEGREES, {"ids": need_degree})}
    orphans = _plan_names(b, touched, shrunk, stored, degree)
    b.write(q.DELETE_ENTITIES, "ids", sorted(orphans))
    b.write(q.DELETE_MENTIONS, "rows", [r for r in deletes if r["e"] not in orphans])
    b.write(q.UPDATE_MENTIONS, "rows", updates)
    b.write(q.CREATE_MENTIONS, "rows", creates)
    b.stats.mentions = len(deletes) + len(updates) + len(creates)
    live = {p for p in changed_pairs if p[0] not in orphans and p[1] not in orphans}
    _plan_pairs(b, live)


def _plan_names(
    b: Batch,
    touched: set[str],
    shrunk: set[str],
    stored: dict[str, _Stored],
    degree: dict[str, int],
) -> set[str]:
    """Queue entity creates/renames; return the stored entities left without mentions."""
    best: dict[str, tuple[First, str, str]] = {}  # eid -> (first, label, name)
    new_keys: dict[str, tuple[str, str]] = {}  # eid -> (bank, norm), for entities to create
    for mid in b.ids:
        for eid in touched.intersection(b.new_mentions[mid]):
            norm, name, label = b.new_mentions[mid][eid]
            new_keys[eid] = (b.rows[mid]["bank"], norm)
            cand = ((b.rows[mid]["sort_key"], mid), label, name)
            if eid not in best or cand[0] < best[eid][0]:
                best[eid] = cand
    orphans: set[str] = set()
    for eid in shrunk & stored.keys():
        left = degree.get(eid, 0)
        left -= sum(1 for mid in b.ids if eid in b.old_mentions[mid])
        left += sum(1 for mid in b.ids if eid in b.new_mentions[mid])
        if left <= 0:
            orphans.add(eid)
    rescan: list[str] = []
    for eid in sorted(touched - orphans):
        s = stored.get(eid)
        if s is None or s.first_mention is None:
            continue
        key, mid = s.first_mention.split(q.SEP, 1)
        if mid in b.mem:
            rescan.append(eid)
        elif eid not in best or (key, mid) < best[eid][0]:
            best[eid] = ((key, mid), s.label, s.name)
    if rescan:
        params = {"ids": rescan, "exclude": b.ids, "sep": q.SEP}
        for eid, packed in b.read(q.ENTITY_FIRST_EXCLUDING, params):
            if packed is None:
                continue
            key, mid, label, name = packed.split(q.SEP, 3)
            if eid not in best or (key, mid) < best[eid][0]:
                best[eid] = ((key, mid), label, name)
    creates, renames = [], []
    for eid in sorted(touched - orphans):
        first, label, name = best[eid]
        row = {"id": eid, "name": name, "label": label, "first": _pack(first)}
        s = stored.get(eid)
        if s is None:
            bank, norm = new_keys[eid]
            creates.append({**row, "bank": bank, "norm": norm})
        elif (s.name, s.label, s.first_mention) != (name, label, row["first"]):
            renames.append(row)
    b.write(q.CREATE_ENTITIES, "rows", creates)
    b.write(q.RENAME_ENTITIES, "rows", renames)
    b.stats.entities = len(creates) + len(renames) + len(orphans)
    return orphans


def _plan_pairs(b: Batch, pairs: set[Pair]) -> None:
    """Queue CO_OCCURS writes so each pair's weight is its number of co-mentioning memories:
    the stored weight plus the batch's change (see the module docstring)."""
    if not pairs:
        return
    ordered = sorted(pairs)
    have = {
        (x, y): int(w)
        for x, y, w in b.read(q.PAIR_WEIGHTS, {"rows": [{"a": x, "b": y} for x, y in ordered]})
        if w is not None
    }
    if not have.keys() <= pairs:
        raise RuntimeError("graph engine returned co-occurrence weights for pairs not asked for")
    count = {p: have.get(p, 0) for p in ordered}
    for mid in b.ids:  # the stored weight counts the batch's old mentions, not its new ones
        old, new = pairs_of(b.old_mentions[mid]), pairs_of(b.new_mentions[mid])
        for p in (old - new) & pairs:
            count[p] -= 1
        for p in (new - old) & pairs:
            count[p] += 1
    deletes, sets, creates = [], [], []
    for (x, y), n in count.items():
        if n <= 0:
            if (x, y) in have:
                deletes.append({"a": x, "b": y})
        elif (x, y) not in have:
            creates.append({"a": x, "b": y, "w": n})
        elif have[(x, y)] != n:
            sets.append({"a": x, "b": y, "w": n})
    b.write(q.DELETE_PAIRS, "rows", deletes)
    b.write(q.SET_PAIRS, "rows", sets)
    b.write(q.CREATE_PAIRS, "rows", creates)
    b.stats.pairs = len(deletes) + len(sets) + len(creates)
