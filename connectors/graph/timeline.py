"""Plan a batch's time-ordered structure: episodes (IN_EPISODE, bounds) and the NEXT chain.

- IN_EPISODE: a memory's stored episode vs its new one (none when its event has no session).
- Episode start/end/conversation are min/max/min over its memories. An episode that only gains
  memories merges them into its stored bounds; one that lost a memory, or whose member changed
  time or conversation, is recomputed from its members. An empty episode is deleted.
- NEXT: consecutive memories of one (bank, conversation) by sort key. For each conversation the
  batch changed, its members from the anchor (the last memory before the earliest changed key)
  onwards are read, the order after the batch is computed, and the outgoing edges of every
  moved memory and of its predecessors (before and after) are diffed against the stored ones.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from memstream.connectors.graph import cypher as q
from memstream.connectors.graph import tails
from memstream.connectors.graph.batch import Batch, Pair
from memstream.connectors.graph.schema import ts_param

_EPISODE_COLS = ("id", "bank", "session_id", "conversation", "start_at", "end_at")


def plan_episodes(b: Batch) -> None:
    """Queue IN_EPISODE and Episode writes on `b`."""
    deletes, creates = [], []
    grown: set[str] = set()  # episodes that gain members
    rescan: set[str] = set()  # episodes that lose a member or whose member changed
    for mid in b.ids:
        new, old = b.new_episode[mid], b.old_episode.get(mid)
        if new != old:
            if old is not None:
                deletes.append({"m": mid, "p": old})
                rescan.add(old)
            if new is not None:
                creates.append({"m": mid, "p": new})
                grown.add(new)
        elif new is not None and mid in b.moved:
            rescan.add(new)
    affected = grown | rescan
    if not affected:
        return
    stored: dict[str, tuple[Any, ...]] = {}
    for pid, bank, sid, conv, start, end in b.read(q.EPISODE_STATE, {"ids": sorted(affected)}):
        stored[pid] = (bank, sid, conv, ts_param(start), ts_param(end))
    # (occurred_at, conversation) of each episode's members that the plan must look at
    members: dict[str, list[tuple[str, str]]] = {p: [] for p in affected}
    rescan &= stored.keys()
    if rescan:
        for pid, mid, at, conv in b.read(q.EPISODE_MEMBERS, {"ids": sorted(rescan)}):
            if mid is not None and mid not in b.mem:
                members[pid].append((ts_param(at), conv))
    session: dict[str, tuple[str, str | None]] = {}
    for mid in b.ids:
        pid = b.new_episode[mid]
        if pid in members:
            row = b.rows[mid]
            members[pid].append((row["occurred_at"], row["conversation"]))
            session[pid] = (row["bank"], row["session_id"])
    empty, new_rows, update_rows = set(), [], []
    for pid in sorted(affected):
        ms = members[pid]
        if pid in stored and pid not in rescan:  # only gains: merge into the stored bounds
            _bank, _sid, conv, start, end = stored[pid]
            ms = [*ms, (start, conv), (end, conv)]
        if not ms:
            empty.add(pid)
            continue
        bank, sid = session.get(pid) or stored[pid][:2]
        times = [at for at, _ in ms]
        want = (bank, sid, min(c for _, c in ms), min(times), max(times))
        row = dict(zip(_EPISODE_COLS, (pid, *want), strict=True))
        if pid not in stored:
            new_rows.append(row)
        elif stored[pid] != want:
            update_rows.append(row)
    b.write(q.DELETE_EPISODES, "ids", sorted(empty))
    b.write(q.CREATE_EPISODES, "rows", new_rows)
    b.write(q.UPDATE_EPISODES, "rows", update_rows)
    b.write(q.DELETE_IN_EPISODE, "rows", [r for r in deletes if r["p"] not in empty])
    b.write(q.CREATE_IN_EPISODE, "rows", creates)
    b.stats.episodes = len(new_rows) + len(update_rows) + len(empty)


def plan_chain(b: Batch) -> None:
    """Queue NEXT writes for every conversation whose members or order the batch changed."""
    by_bank: dict[str, list[str]] = {}
    for mid in sorted(b.moved):
        by_bank.setdefault(b.rows[mid]["bank"], []).append(mid)
    deletes: set[Pair] = set()
    creates: set[Pair] = set()
    tail_writes: list[tuple[str, str, list[object]]] = []
    for bank, moved in sorted(by_bank.items()):
        lows: dict[str, str] = {}  # conversation -> the earliest key the batch changes there
        for mid in moved:
            places = [(b.rows[mid]["conversation"], b.rows[mid]["sort_key"])]
            if mid in b.old_place:
                places.append(b.old_place[mid][:2])
            for conv, key in places:
                lows[conv] = min(lows.get(conv, key), key)
        convs = set(lows)
        found = tails.window(b.read, bank, lows)
        before: dict[str, list[tuple[str, str]]] = {c: [] for c in convs}  # stored order
        after: dict[str, list[tuple[str, str]]] = {c: [] for c in convs}  # order after the batch
        for conv, members in found.members.items():
            for key, mid in members:
                before[conv].append((key, mid))
                if mid not in b.moved:
                    after[conv].append((key, mid))
        for mid in moved:
            after[b.rows[mid]["conversation"]].append((b.rows[mid]["sort_key"], mid))
        anchors = found.anchors
        new_tails: dict[str, tails.Tail | None] = {}
        for conv in convs:
            # everything from the low key on may have left: then the anchor ends it
            new_tails[conv] = max(after[conv], default=anchors.get(conv))
        tail_writes.extend(tails.changes(bank, found.tails, new_tails))
        # Only the outgoing edges of moved memories and of their predecessors (before and
        # after the batch) can change; the rest of the window keeps its stored edges.
        sources: set[str] = set()
        want: set[Pair] = set()
        for conv in convs:
            head = [anchors[conv][1]] if conv in anchors else []
            for order, keep in ((before[conv], False), (after[conv], True)):
                ids = head + [mid for _, mid in sorted(order)]
                for i, mid in enumerate(ids):
                    if mid in b.moved:
                        sources.update(ids[max(i - 1, 0) : i + 1])
                if keep:
                    want |= set(pairwise(ids))
        want = {(x, y) for x, y in want if x in sources}
        stored = {(x, y) for x, y in b.read(q.NEXT_FROM, {"ids": sorted(sources)}) if y is not None}
        deletes |= stored - want
        creates |= want - stored
    b.write(q.DELETE_NEXT, "rows", [{"a": x, "b": y} for x, y in sorted(deletes)])
    b.write(q.CREATE_NEXT, "rows", [{"a": x, "b": y} for x, y in sorted(creates)])
    b.stats.next_edges = len(deletes) + len(creates)
    for query, key, rows in tail_writes:
        b.write(query, key, rows)
