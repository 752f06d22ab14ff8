"""Hebbian co-activation: memories recalled together grow a `CO_ACTIVATED` edge between them.

One edge per unordered pair, stored from the smaller memory id to the larger:
`CO_ACTIVATED(FROM Memory TO Memory, weight DOUBLE, updated_at DOUBLE, count INT64)`,
`updated_at` in epoch seconds (a plain number: no timezone pitfalls, see schema.py).

Update rule, per pair, for one co-recall at time `now` (`strengthen`):

    w_decayed = w * 0.5 ** ((now - updated_at) / half_life_s)      (0 for a new edge)
    w_new     = w_decayed + eta * (1 - w_decayed)

so a weight stays in [0, 1), each co-recall closes a fraction `eta` of the gap to 1, and an
unused edge halves every `half_life_s`. Reads apply the same decay (`decayed`), so a stored
weight is only ever a value as of its `updated_at`. A clock that went backwards decays nothing.

The edges come from the log: each recall's co-activation is a `memstream.corecall.CoRecall`
on the events topic, which the flow applies here in log order with its position (partition,
offset). A `HebbianMark` node per bank keeps the position of the last one applied, and one
at or before it is skipped, so a redelivery changes no weight and a replay into empty stores
ends with the same edges. (Without a position, as in a process with no log, every call
applies.) An upsert of a memory updates its properties in place and keeps its edges;
forgetting a memory or a bank (DETACH DELETE) removes them. Within one write transaction
the edges are read before anything is written (Kùzu does not reliably read relationships
created earlier in the same transaction), then updated and created with one UNWIND statement
each.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from memstream.connectors.graph.batch import Run

Partner = tuple[str, str, float]  # (src, dst, decayed weight)

_IN_BANK = "UNWIND $ids AS i MATCH (m:Memory {id: i}) WHERE m.bank = $bank RETURN m.id"
# Both read and update expand from the looked-up memories (OPTIONAL MATCH). The predicate on
# `c.weight` (always >= 0, so it filters nothing) matters: without it both engines plan a
# hash join over every memory (6.5 ms instead of 0.8 ms for the read at 100k memories,
# 9 ms instead of 2 ms for the update). OPTIONAL MATCH + SET updates only the edges it finds.
_AMONG = (
    "UNWIND $ids AS i MATCH (a:Memory {id: i})"
    " OPTIONAL MATCH (a)-[c:CO_ACTIVATED]->(b:Memory) WHERE c.weight >= 0.0 AND b.id IN $ids"
    " RETURN a.id, b.id, c.weight, c.updated_at, c.count"
)
_UPDATE = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Memory {id: k})"
    " OPTIONAL MATCH (a)-[c:CO_ACTIVATED]->(b:Memory) WHERE c.weight >= 0.0 AND b.id = r.b"
    " SET c.weight = r.w, c.updated_at = r.t, c.count = r.n"
)
_CREATE = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Memory {id: k})"
    " WITH a, r, r.b AS j MATCH (b:Memory {id: j})"
    " CREATE (a)-[:CO_ACTIVATED {weight: r.w, updated_at: r.t, count: r.n}]->(b)"
)
# Undirected: a memory's partners are on either end of its edges. `c.weight >= $min` is a
# safe pre-filter, as decay only lowers a weight. OPTIONAL MATCH makes both engines expand
# from the looked-up memories (a plain MATCH hash-joins a scan of all edges: 10x slower).
_PARTNERS = (
    "UNWIND $ids AS i MATCH (a:Memory {id: i}) WHERE a.bank = $bank"
    " OPTIONAL MATCH (a)-[c:CO_ACTIVATED]-(b:Memory) WHERE c.weight >= $min"
    " RETURN a.id, b.id, c.weight, c.updated_at"
)
COUNT_ALL = "MATCH ()-[x:CO_ACTIVATED]->() RETURN count(x)"
COUNT = "MATCH (a:Memory)-[x:CO_ACTIVATED]->(:Memory) WHERE a.bank = $bank RETURN count(x)"
SNAPSHOT = (
    "MATCH (a:Memory)-[x:CO_ACTIVATED]->(b:Memory) WHERE a.bank = $bank"
    " RETURN a.id, b.id, x.weight, x.updated_at, x.count"
)


#: Renew the store's connections once the edges grew by this many, or by half.
REPLAN_MIN_EDGES = 64


@dataclass(slots=True)
class Growth:
    """How many Hebbian edges exist, and whether reads need fresh plans.

    Ladybug caches a statement's plan per connection, and a partners read planned while the
    table was (nearly) empty scans every edge: 20 ms instead of 1 ms at 1.4k edges.
    """

    edges: int
    since_replan: int = 0

    def grew(self, created: int) -> bool:
        self.edges += created
        self.since_replan += created
        if self.since_replan >= max(REPLAN_MIN_EDGES, self.edges // 2):
            self.since_replan = 0
            return True
        return False


def check(eta: float, half_life_s: float) -> None:
    if not 0.0 < eta <= 1.0:
        raise ValueError(f"eta must lie in (0, 1], got {eta}")
    if half_life_s <= 0:
        raise ValueError(f"half_life_s must be positive, got {half_life_s}")


def decayed(weight: float, updated_at: float, now: float, half_life_s: float) -> float:
    """The weight as of `now`: halved every `half_life_s` since `updated_at`."""
    age = max(0.0, now - updated_at)
    return float(weight) * 0.5 ** (age / half_life_s)


_MARK = "MATCH (h:HebbianMark) WHERE h.bank = $bank RETURN h.part, h.pos"
_SET_MARK = "MERGE (h:HebbianMark {bank: $bank}) SET h.part = $part, h.pos = $pos"
#: A log position: (partition, offset).
Position = tuple[int, int]


def mark(run: Run, bank: str) -> Position | None:
    """The position of the bank's last co-recall applied, if any."""
    rows = run(_MARK, {"bank": bank})
    return (int(rows[0][0]), int(rows[0][1])) if rows else None


def applied(run: Run, bank: str, position: Position) -> bool:
    """Whether the co-recall at `position` was applied already (the bank's mark is at or
    after it in the same partition); otherwise the mark moves to it."""
    rows = run(_MARK, {"bank": bank})
    if rows and rows[0][0] == position[0] and rows[0][1] >= position[1]:
        return True
    run(_SET_MARK, {"bank": bank, "part": position[0], "pos": position[1]})
    return False


def strengthen(
    run: Run,
    bank: str,
    ids: Sequence[str],
    now: float,
    eta: float,
    half_life_s: float,
    position: Position | None = None,
) -> tuple[int, int]:
    """One co-recall of `ids` (all pairs among those in `bank`): (edges written, created).
    With the co-recall's log `position`, one already applied changes nothing.

    Call inside one write transaction.
    """
    check(eta, half_life_s)
    wanted = sorted(set(ids))
    if len(wanted) < 2:
        return 0, 0
    if position is not None and applied(run, bank, position):
        return 0, 0
    present = sorted(r[0] for r in run(_IN_BANK, {"ids": wanted, "bank": bank}))
    if len(present) < 2:
        return 0, 0
    stored = {
        (a, b): (float(w), float(t), int(n))
        for a, b, w, t, n in run(_AMONG, {"ids": present})
        if b is not None
    }
    updates: list[dict[str, object]] = []
    creates: list[dict[str, object]] = []
    for a, b in combinations(present, 2):  # sorted, so a < b: the stored direction
        w, t, n = stored.get((a, b), (0.0, now, 0))
        base = decayed(w, t, now, half_life_s)
        row = {"a": a, "b": b, "w": base + eta * (1.0 - base), "t": float(now), "n": n + 1}
        (updates if (a, b) in stored else creates).append(row)
    if updates:
        run(_UPDATE, {"rows": updates})
    if creates:
        run(_CREATE, {"rows": creates})
    return len(updates) + len(creates), len(creates)


def partners(
    run: Run,
    bank: str,
    ids: Sequence[str],
    min_weight: float,
    limit_per_node: int,
    now: float,
    half_life_s: float,
) -> list[Partner]:
    """(src, dst, weight) for the strongest partners of each memory of `ids` in `bank`.

    Weights are decayed to `now`; partners under `min_weight` are dropped; at most
    `limit_per_node` per source, strongest first (ties by id); sources in id order.
    """
    if not ids or limit_per_node <= 0:
        return []
    rows = run(_PARTNERS, {"ids": sorted(set(ids)), "bank": bank, "min": float(min_weight)})
    by_src: dict[str, list[tuple[float, str]]] = {}
    for a, b, w, t in rows:
        if b is None:
            continue
        weight = decayed(w, t, now, half_life_s)
        if weight >= min_weight and a != b:
            by_src.setdefault(a, []).append((weight, b))
    out: list[Partner] = []
    for a in sorted(by_src):
        best = sorted(by_src[a], key=lambda wb: (-wb[0], wb[1]))[:limit_per_node]
        out.extend((a, b, w) for w, b in best)
    return out
