"""Hebbian co-activation: memories recalled together grow a `CO_ACTIVATED` edge between them.

One edge per unordered pair, stored from the smaller memory id to the larger:
`CO_ACTIVATED(FROM Memory TO Memory, weight DOUBLE, updated_at DOUBLE, count INT64, log_id,
log_part, log_pos)`, `updated_at` in epoch seconds (a plain number: no timezone pitfalls, see
schema.py), `log_*` the position of the last co-recall applied (positions.py).

Update rule, per pair, for one co-recall at time `now` (`apply`):

    w_decayed = w * 0.5 ** ((now - updated_at) / half_life_s)      (0 for a new edge)
    w_new     = w_decayed + eta * (1 - w_decayed)

so a weight stays in [0, 1), each co-recall closes a fraction `eta` of the gap to 1, and an
unused edge halves every `half_life_s`. Reads apply the same decay (`decayed`), so a stored
weight is only ever a value as of its `updated_at`. A clock that went backwards decays nothing.

The edges come from the log: each recall's co-activation is a `memstream.corecall.CoRecall`
on the events topic, which the flow applies here with its log position. Every memory and edge
keeps its own position (positions.py), so a co-recall counts the memories held at its place
in the log and skips an edge it already reached: a redelivery of any suffix of the log, a
replay into empty stores and a log begun again all end with the edges that reading the log
once builds. (Without a position, as in a process with no log, every call applies.) An upsert
of a memory updates its properties in place and keeps its edges; forgetting a memory or a bank
(DETACH DELETE) removes them. `apply` takes a micro-batch's co-recalls in one write
transaction: it reads the memories and edges they name first (Kùzu does not reliably read
relationships created earlier in the same transaction), folds the co-recalls in log order in
Python, then writes each edge once, with one UNWIND statement for updates and one for
creations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from memstream.connectors.graph import positions
from memstream.connectors.graph.batch import Run
from memstream.records import LogPosition

Partner = tuple[str, str, float]  # (src, dst, decayed weight)

_MEMBERS = (
    "UNWIND $ids AS i MATCH (m:Memory {id: i}) RETURN m.id, m.bank, m.log_id, m.log_part,"
    " m.log_since"
)
# Both read and update expand from the looked-up memories (OPTIONAL MATCH). The predicate on
# `c.weight` (always >= 0, so it filters nothing) matters: without it both engines plan a
# hash join over every memory (6.5 ms instead of 0.8 ms for the read at 100k memories,
# 9 ms instead of 2 ms for the update). OPTIONAL MATCH + SET updates only the edges it finds.
_AMONG = (
    "UNWIND $ids AS i MATCH (a:Memory {id: i})"
    " OPTIONAL MATCH (a)-[c:CO_ACTIVATED]->(b:Memory) WHERE c.weight >= 0.0 AND b.id IN $ids"
    " RETURN a.id, b.id, c.weight, c.updated_at, c.count, c.log_id, c.log_part, c.log_pos"
)
_UPDATE = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Memory {id: k})"
    " OPTIONAL MATCH (a)-[c:CO_ACTIVATED]->(b:Memory) WHERE c.weight >= 0.0 AND b.id = r.b"
    " SET c.weight = r.w, c.updated_at = r.t, c.count = r.n, c.log_id = r.log,"
    " c.log_part = cast(r.part AS INT64), c.log_pos = cast(r.pos AS INT64)"
)
_CREATE = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Memory {id: k})"
    " WITH a, r, r.b AS j MATCH (b:Memory {id: j})"
    " CREATE (a)-[:CO_ACTIVATED {weight: r.w, updated_at: r.t, count: r.n, log_id: r.log,"
    " log_part: cast(r.part AS INT64), log_pos: cast(r.pos AS INT64)}]->(b)"
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


@dataclass(frozen=True, slots=True)
class Observation:
    """One co-recall to apply: memories of `bank` recalled together at `now` (epoch seconds),
    the rule's `eta` and `half_life_s`, and where the co-recall was read (None: not from a
    log, so it always applies)."""

    bank: str
    ids: Sequence[str]
    now: float
    eta: float
    half_life_s: float
    at: LogPosition | None = None


@dataclass(slots=True)
class _Edge:
    weight: float
    updated_at: float
    count: int
    mark: positions.Position


def apply(run: Run, observations: Sequence[Observation]) -> tuple[list[int], int]:
    """Co-recalls in log order, each over the pairs of its memories the bank held at its place
    (see positions.py): (edges written by each, edges created in all). One already applied to
    an edge changes nothing there. Call inside one write transaction.
    """
    for o in observations:
        check(o.eta, o.half_life_s)
    named = sorted({i for o in observations for i in o.ids})
    if not named:
        return [0] * len(observations), 0
    members = {
        mid: (bank, (log_id, part, since))
        for mid, bank, log_id, part, since in run(_MEMBERS, {"ids": named})
    }
    chosen = [
        sorted(
            i
            for i in set(o.ids)
            if i in members and members[i][0] == o.bank and positions.held(members[i][1], o.at)
        )
        for o in observations
    ]
    among = sorted({i for ids in chosen if len(ids) >= 2 for i in ids})
    stored: dict[tuple[str, str], _Edge] = {}
    if among:
        for a, b, w, t, n, log_id, part, pos in run(_AMONG, {"ids": among}):
            if b is not None:
                stored[(a, b)] = _Edge(float(w), float(t), int(n), (log_id, part, pos))
    edges = dict(stored)
    written: list[int] = []
    for o, ids in zip(observations, chosen, strict=True):
        count = 0
        for a, b in combinations(ids, 2):  # sorted, so a < b: the stored direction
            edge = edges.get((a, b))
            if edge is not None and positions.applied(edge.mark, o.at):
                continue
            w, t, n = (edge.weight, edge.updated_at, edge.count) if edge else (0.0, o.now, 0)
            base = decayed(w, t, o.now, o.half_life_s)
            w_new = base + o.eta * (1.0 - base)
            edges[(a, b)] = _Edge(w_new, float(o.now), n + 1, positions.as_position(o.at))
            count += 1
        written.append(count)
    changed = [(k, e) for k, e in edges.items() if k not in stored or e is not stored[k]]
    rows = [
        {"a": a, "b": b, "w": e.weight, "t": e.updated_at, "n": e.count, "log": e.mark[0],
         "part": e.mark[1], "pos": e.mark[2]}
        for (a, b), e in changed
    ]  # fmt: skip
    updates = [r for r, (k, _) in zip(rows, changed, strict=True) if k in stored]
    creates = [r for r, (k, _) in zip(rows, changed, strict=True) if k not in stored]
    if updates:
        run(_UPDATE, {"rows": updates})
    if creates:
        run(_CREATE, {"rows": creates})
    return written, len(creates)


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
