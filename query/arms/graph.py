"""The graph arm: spreading activation from the query's seeds over the memory graph.

Seeds (activation in [0, 1]):

- semantic: the `seed_count` nearest memories with cosine >= `seed_min_cosine` (0.5), at their
  cosine (the store's filter applies: fact types and an explicit window);
- entity: the memories mentioning the query's entities (norms already matched to the bank),
  at `entity_seed` (0.5) times the entity's specificity `ln(N / df) / ln(N)` (N memories in
  the bank, df of them mention it: 1 for a one-off name, about 0 for a speaker named in most
  turns), noisy-OR over the query entities a memory mentions. Hubs seed nothing: entities
  under `min_specificity` (0.3: mentioned by more than N ** 0.7 memories) or mentioned by more
  than `max_entity_members` (256); their seeds would be weak, and their members cost the most
  to read.

A memory that is both kinds of seed keeps the larger activation.

Spreading: `activation(dst) = activation(src) * w * decay` (decay 0.8) along the edges of
`LinkReader`, whose weights are normalised to [0, 1] per kind:

    next / prev   1.0   the temporal chain of the conversation
    episode       0.5   the `episode_fanout` siblings closest in time in the same session
    entity        noisy-OR over shared entities of their specificity (above), so two memories
                  sharing a rare name are tied strongly and a shared speaker name barely
                  counts; hubs (as above) add no edge at all; the `entity_fanout`
                  strongest per memory
    hebbian       the co-activation weight decayed to now (connectors/graph/hebbian.py)

`KIND_BOOST` multiplies a kind's weight (capped at 1): it is 1 for every kind that exists and
2 for "causal", which no writer produces yet; a future causal edge kind gets its 2x boost from
that table entry alone. The cap keeps `w * decay <= 0.8`, so activation never grows along a
path.

A memory's activation is the max over paths (not noisy-OR: many weak paths through a hub
would add up to a strong one, which is the flooding the specificity weights avoid). Expansion
is best-first on a priority queue of activations, a round at a time: each round expands the
`max_batch` (64) most active unexpanded memories with one batch of graph reads (a read costs
about a millisecond whatever its size), until `thinking_budget` memories have been expanded.
(On the LoCoMo turns as one bank of 2.8k memories, batches of 64 return 98.5% of the top 30 of
strictly one-at-a-time expansion, at an eighth of its latency.) The edges read are kept, so
when an expanded memory's activation rises later (another memory of its round, or a later
one, reaches it more strongly) the rise is passed on without reading again: every activation
is the max over all paths among the edges read. Every memory reached is returned, by
activation; with fact types or an explicit window set, memories outside them are still walked
through but not returned.
"""

from __future__ import annotations

import heapq
import logging
import math
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from types import MappingProxyType

from memstream.checks import check_limit
from memstream.connectors.graph import GraphStore
from memstream.connectors.graph.links import EntityMembers, MemoryLinks
from memstream.connectors.vector import VectorStore
from memstream.events import entity_id
from memstream.query.arms.base import logged, require, store_filter
from memstream.query.model import ArmHit, EncodedQuery

log = logging.getLogger(__name__)

DECAY = 0.8
CHAIN_WEIGHT = 1.0
EPISODE_WEIGHT = 0.5
#: Multiplier of a kind's normalised weight (capped at 1). "causal" has no edges yet.
KIND_BOOST: MappingProxyType[str, float] = MappingProxyType(
    {"next": 1.0, "prev": 1.0, "episode": 1.0, "entity": 1.0, "hebbian": 1.0, "causal": 2.0}
)
EDGE_KINDS: tuple[str, ...] = ("next", "prev", "entity", "episode", "hebbian")
#: Hebbian edges unused for this long weigh half as much (see connectors/graph/hebbian.py).
HEBBIAN_HALF_LIFE_S = 14 * 86_400.0


@dataclass(frozen=True, slots=True)
class Edge:
    src: str
    dst: str
    kind: str
    weight: float  # normalised to [0, 1], before KIND_BOOST


def specificity(mentions: int, bank_size: int) -> float:
    """ln(N / df) / ln(N) in [0, 1]: 1 for a name one memory mentions, 0 for one all do."""
    if mentions <= 0:
        return 0.0
    if bank_size <= 1 or mentions == 1:
        return 1.0
    return max(0.0, min(1.0, math.log(bank_size / mentions) / math.log(bank_size)))


def noisy_or(a: float, b: float) -> float:
    return 1.0 - (1.0 - a) * (1.0 - b)


def _epoch(value: datetime) -> float:
    """Epoch seconds of an engine TIMESTAMP (naive UTC)."""
    return value.replace(tzinfo=UTC).timestamp()


@dataclass(frozen=True, slots=True)
class LinkOptions:
    """Which edges `LinkReader` reads around a memory, and how many."""

    #: Strongest entity neighbours per memory.
    entity_fanout: int = 8
    #: Episode siblings per memory, closest in time first.
    episode_fanout: int = 3
    #: Entities mentioned more often neither seed nor link (a read-cost bound).
    max_entity_members: int = 256
    #: Entities less specific than this (in more than N ** (1 - min_specificity) memories)
    #: neither seed nor link: their weight would be under 0.3 and they cost the most to read.
    min_specificity: float = 0.3
    #: Hebbian partners under this decayed weight are ignored; at most `hebbian_fanout` each.
    hebbian_min: float = 0.05
    hebbian_fanout: int = 5
    half_life_s: float = HEBBIAN_HALF_LIFE_S


class LinkReader:
    """Reads and weighs the edges around memories of one bank; caches what it read.

    One per recall (not thread-safe): entity and episode member lists are read once each.
    """

    def __init__(
        self, graph: GraphStore, bank: str, bank_size: int, now: float, options: LinkOptions
    ) -> None:
        self._graph = graph
        self.bank = bank
        self.bank_size = bank_size
        self._now = now
        self._o = options
        self._links: dict[str, MemoryLinks | None] = {}  # None: not a memory of the bank
        self._entities: dict[str, EntityMembers] = {}
        self._episodes: dict[str, list[tuple[str, float]]] = {}

    def links(self, ids: Iterable[str]) -> dict[str, MemoryLinks]:
        ids = list(dict.fromkeys(ids))
        missing = [i for i in ids if i not in self._links]
        if missing:
            got = self._graph.memory_links(self.bank, missing)
            self._links.update({i: got.get(i) for i in missing})
        return {i: lk for i in ids if (lk := self._links[i]) is not None}

    def entities(self, eids: Iterable[str]) -> dict[str, EntityMembers]:
        eids = list(dict.fromkeys(eids))
        missing = [e for e in eids if e not in self._entities]
        if missing:
            got = self._graph.entity_members(self.bank, missing, self.max_members)
            for e in missing:
                self._entities[e] = got.get(e, EntityMembers(0, ()))
        return {e: self._entities[e] for e in eids}

    @property
    def max_members(self) -> int:
        """Most mentions of an entity that still seeds and links (see `min_specificity`)."""
        floor = self.bank_size ** (1.0 - self._o.min_specificity)
        return max(1, min(self._o.max_entity_members, math.floor(floor + 1e-9)))

    def specificity(self, eid: str) -> float:
        """The entity's specificity; 0 for an entity that does not seed or link (a hub)."""
        info = self._entities[eid]
        return specificity(info.mentions, self.bank_size) if info.listed else 0.0

    def edges(self, ids: Sequence[str], kinds: Iterable[str] = EDGE_KINDS) -> list[Edge]:
        """Weighted edges out of `ids` of the given kinds (see the module docstring)."""
        kinds = set(kinds)
        links = self.links(ids)
        out: list[Edge] = []
        if "entity" in kinds:
            self.entities(e for lk in links.values() for e in lk.entities)
        if "episode" in kinds:
            self._load_episodes({lk.episode for lk in links.values() if lk.episode})
        for a, lk in links.items():
            for kind, dst in (("next", lk.next), ("prev", lk.prev)):
                if kind in kinds and dst is not None:
                    out.append(Edge(a, dst, kind, CHAIN_WEIGHT))
            if "entity" in kinds:
                out.extend(self._entity_edges(lk))
            if "episode" in kinds and lk.episode:
                out.extend(self._episode_edges(lk))
        if "hebbian" in kinds and links:
            partners = self._graph.hebbian_partners(
                self.bank,
                list(links),
                self._o.hebbian_min,
                self._o.hebbian_fanout,
                self._now,
                self._o.half_life_s,
            )
            out.extend(Edge(a, b, "hebbian", w) for a, b, w in partners)
        return out

    def _entity_edges(self, lk: MemoryLinks) -> list[Edge]:
        shared: dict[str, float] = {}
        for e in lk.entities:
            s = self.specificity(e)
            for m in self._entities[e].members if s > 0.0 else ():
                if m != lk.id:
                    shared[m] = noisy_or(shared.get(m, 0.0), s)
        best = sorted(shared.items(), key=lambda kv: (-kv[1], kv[0]))[: self._o.entity_fanout]
        return [Edge(lk.id, m, "entity", w) for m, w in best]

    def _load_episodes(self, eps: set[str]) -> None:
        missing = sorted(eps - self._episodes.keys())
        if missing:
            got = self._graph.episode_members(self.bank, missing)
            for p in missing:
                self._episodes[p] = [(m, _epoch(at)) for m, at in got.get(p, ())]

    def _episode_edges(self, lk: MemoryLinks) -> list[Edge]:
        assert lk.episode is not None
        at = _epoch(lk.occurred_at) if lk.occurred_at is not None else 0.0
        near = sorted((abs(t - at), m) for m, t in self._episodes[lk.episode] if m != lk.id)
        return [
            Edge(lk.id, m, "episode", EPISODE_WEIGHT) for _, m in near[: self._o.episode_fanout]
        ]


@dataclass(frozen=True, slots=True)
class Activation:
    """The outcome of one spread: every memory reached, and what was expanded."""

    scores: dict[str, float]
    seeds: dict[str, float]
    expanded: tuple[str, ...]  # in expansion order
    rounds: int  # graph read rounds of the spread


class GraphArm:
    """Scores are activations in [0, 1]; see the module docstring."""

    name = "graph"
    needs = frozenset({"dense", "entities"})

    def __init__(
        self,
        vector: VectorStore,
        graph: GraphStore,
        *,
        seed_count: int = 10,
        seed_min_cosine: float = 0.5,
        entity_seed: float = 0.5,
        decay: float = DECAY,
        max_batch: int = 64,
        min_activation: float = 0.01,
        links: LinkOptions | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if not 0.0 < decay < 1.0:
            raise ValueError(f"decay must lie in (0, 1), got {decay}")
        if not 0.0 <= entity_seed <= 1.0 or not -1.0 <= seed_min_cosine <= 1.0:
            raise ValueError("entity_seed must lie in [0, 1] and seed_min_cosine in [-1, 1]")
        if seed_count < 0 or max_batch < 1:
            raise ValueError("seed_count must be >= 0 and max_batch >= 1")
        self._vector = vector
        self._graph = graph
        self.seed_count = seed_count
        self.seed_min_cosine = seed_min_cosine
        self.entity_seed = entity_seed
        self.decay = decay
        self.max_batch = max_batch
        self.min_activation = min_activation
        self.links = links or LinkOptions()
        self._clock = clock

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        check_limit(limit)
        t0 = time.perf_counter()
        act = self.activate(query)
        ranked = sorted(act.scores.items(), key=lambda kv: (-kv[1], kv[0]))
        if store_filter(query) is not None:
            ranked = self._allowed(query, ranked[: limit * 4])
        hits = [ArmHit(i, s) for i, s in ranked[:limit]]
        log.debug(
            "arm=graph bank=%s seeds=%d expanded=%d reached=%d rounds=%d",
            query.bank,
            len(act.seeds),
            len(act.expanded),
            len(act.scores),
            act.rounds,
        )
        return logged(self.name, query, t0, hits)

    def activate(self, query: EncodedQuery) -> Activation:
        """Seed and spread for `query`, expanding at most `query.thinking_budget` memories."""
        bank_size = self._vector.count_estimate(query.bank)
        if bank_size == 0:
            return Activation({}, {}, (), 0)
        reader = LinkReader(self._graph, query.bank, bank_size, self._clock(), self.links)
        seeds = self._seeds(query, reader)
        act = dict(seeds)
        heap = [(-a, i) for i, a in act.items()]
        heapq.heapify(heap)
        out: dict[str, list[tuple[str, float]]] = {}  # expanded node -> (dst, factor)
        expanded: list[str] = []
        rounds = 0
        while heap and len(expanded) < query.thinking_budget:
            batch: list[str] = []
            room = min(self.max_batch, query.thinking_budget - len(expanded))
            while heap and len(batch) < room:
                a, i = heapq.heappop(heap)
                if i not in out and -a >= act[i]:  # else stale or already expanded
                    out[i] = []
                    batch.append(i)
            if not batch:
                break
            expanded.extend(batch)
            rounds += 1
            for e in reader.edges(batch):
                f = min(1.0, e.weight * KIND_BOOST.get(e.kind, 1.0)) * self.decay
                out[e.src].append((e.dst, f))
            self._relax(batch, act, out, heap)
        return Activation(act, seeds, tuple(expanded), rounds)

    def _relax(
        self,
        batch: list[str],
        act: dict[str, float],
        out: dict[str, list[tuple[str, float]]],
        heap: list[tuple[float, str]],
    ) -> None:
        """Propagate from the batch over the edges read so far, most active first.

        An expanded memory whose activation rises (through another of the batch, or a later
        round) passes the rise on over its known edges at no read cost, so every activation is
        the max over all paths among the edges read.
        """
        local = [(-act[i], i) for i in batch]
        heapq.heapify(local)
        while local:
            a, src = heapq.heappop(local)
            if -a < act[src]:
                continue
            for dst, f in out[src]:
                cand = act[src] * f
                if cand < self.min_activation or cand <= act.get(dst, 0.0) + 1e-12:
                    continue
                act[dst] = cand
                heapq.heappush(local if dst in out else heap, (-cand, dst))

    def _seeds(self, query: EncodedQuery, reader: LinkReader) -> dict[str, float]:
        seeds: dict[str, float] = {}
        if self.seed_count:
            dense = require(query, "dense", self.name)
            for h in self._vector.search_dense(
                query.bank,
                dense.tolist(),
                self.seed_count,
                score_threshold=self.seed_min_cosine,
                filter=store_filter(query),
            ):
                seeds[h.id] = float(h.score)
        if query.entities and self.entity_seed > 0:
            eids = [entity_id(query.bank, n) for n in dict.fromkeys(query.entities)]
            strength: dict[str, float] = {}
            for e, info in reader.entities(eids).items():
                s = reader.specificity(e)
                for m in info.members if s > 0.0 else ():
                    strength[m] = noisy_or(strength.get(m, 0.0), s)
            for m, s in strength.items():
                seeds[m] = max(seeds.get(m, 0.0), self.entity_seed * s)
        return seeds

    def _allowed(
        self, query: EncodedQuery, ranked: list[tuple[str, float]]
    ) -> list[tuple[str, float]]:
        """The ranked memories that pass the query's fact-type filter and explicit window."""
        flt = store_filter(query)
        assert flt is not None
        start = flt.start.timestamp() if flt.start is not None else -math.inf
        end = flt.end.timestamp() if flt.end is not None else math.inf
        wanted = set(flt.fact_types) if flt.fact_types else None
        ok = set()
        for m in self._vector.get([i for i, _ in ranked], bank=query.bank):
            ts = float(m.payload.get("occurred_ts", math.nan))
            if (wanted is None or m.payload.get("fact_type") in wanted) and start <= ts < end:
                ok.add(m.id)
        return [(i, s) for i, s in ranked if i in ok]
