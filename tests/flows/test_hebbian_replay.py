"""Hebbian edges are a view of the log: however the flow reads it, the graph is the one that a
replay from scratch of the same log builds.

The flow reads at least once: after a restart it re-reads from its last snapshot, a rebuild
re-reads a partition from its start, a broker that lost its log begins a new one at offset 0,
and a bank spread over two partitions (a foreign producer's keys) is read in any interleaving.
Here the records of `tests.flows.logplay` go through the flow's own steps (decode, stage, the
store writer) on real embedded stores, with the model-free enricher, and every graph is
compared with a replay from scratch: each log in turn, partition after partition, in other
stores. First the four known cases one by one, then random sequences of all of it.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from memstream.connectors.stores import Stores, open_stores
from memstream.flows.sinks import StoreWriter
from memstream.settings import StoreSettings
from memstream.tombstone import ForgetScope
from tests.flows.logplay import Chat, Delivered, Topic, graph_view, write

pytestmark = pytest.mark.graph

_WORLDS = itertools.count()


class Node:
    """A node's stores and store writer; `restart` closes and opens them again."""

    def __init__(self, path: Path, engine: str) -> None:
        self.settings = StoreSettings(data_dir=path, graph_engine=engine)
        self.stores: Stores = open_stores(self.settings)
        self.writer = StoreWriter(self.stores)

    def restart(self) -> None:
        self.stores.close()
        self.stores = open_stores(self.settings)
        self.writer = StoreWriter(self.stores)

    def write(self, delivered: list[Delivered]) -> None:
        write(self.writer, delivered)


@pytest.fixture(scope="module")
def nodes(tmp_path_factory, graph_engine) -> Iterator[tuple[Node, Node]]:
    """A live node and a replay node, shared by the tests (each world has banks of its own)."""
    live = Node(tmp_path_factory.mktemp("live"), graph_engine)
    replay = Node(tmp_path_factory.mktemp("replay"), graph_engine)
    yield live, replay
    live.stores.close()
    replay.stores.close()


def _world(partitions: int = 1) -> Chat:
    return Chat(f"w{next(_WORLDS)}", Topic(partitions))


def _first(ready: list[int]) -> int:
    return 0


def _assert_replay_equal(live: Node, replay: Node, worlds: list[Chat]) -> int:
    """Every world's log, replayed from scratch into the replay node, builds the live graph;
    how many Hebbian edges they have. The worlds' banks are dropped from both nodes after
    (reads scan a bank's table: the stores stay small however many worlds ran)."""
    replay.write([d for w in worlds for d in w.topic.history()])
    edges = 0
    for w in worlds:
        for bank in w.banks:
            view = graph_view(live.stores, bank)
            assert view == graph_view(replay.stores, bank), bank
            edges += len(view["graph"]["hebbian"])
            for node in (live, replay):
                node.stores.delete_bank(bank)
    return edges


def _edges(node: Node, bank: str) -> dict[frozenset[str], int]:
    return {frozenset((a, b)): n for a, b, _, _, n in node.stores.graph.snapshot(bank)["hebbian"]}


def test_a_tombstone_read_again_leaves_the_edges_the_log_builds(nodes) -> None:
    """H1: m1, m2, forget m1, m1 published again, a co-recall of both. Re-read from the
    tombstone, it deletes m1 and its edge again; the co-recall after it rebuilds the edge
    (with one mark per bank it was skipped, and the edge was lost)."""
    live, replay = nodes
    w = _world()
    w.retain(0, 2, 0, 0)
    w.forget(0, ForgetScope.MEMORY, 0)  # m1 (the first turn)
    w.retain(0, 1, 2, 0)  # sent again
    w.recall(0, [0, 1], 0, back=False)
    live.write(w.topic.take(99, _first))
    edges = _edges(live, w.banks[0])
    assert len(edges) == 1
    w.topic.rewind(0, 3)  # from the tombstone
    live.write(w.topic.take(99, _first))
    assert _edges(live, w.banks[0]) == edges
    _assert_replay_equal(live, replay, [w])


def test_learning_goes_on_in_a_log_begun_again(nodes) -> None:
    """H2: the broker lost its log and the new one starts at offset 0: its co-recalls are new,
    although their offsets are below those of the old log's (the mark kept learning away)."""
    live, replay = nodes
    w = _world()
    w.retain(0, 4, 0, 0)
    w.recall(0, [0, 1], 0, back=False)
    live.write(w.topic.take(99, _first))
    w.topic.reset()
    w.recall(0, [0, 1], 0, back=False)  # offset 0 of the new log
    live.write(w.topic.take(99, _first))
    assert list(_edges(live, w.banks[0]).values()) == [2]
    _assert_replay_equal(live, replay, [w])


def test_two_partitions_of_one_bank_keep_their_own_positions(nodes) -> None:
    """M1: a bank spread over two partitions. One partition re-read from its start applies
    none of its co-recalls twice (a mark for the bank, moved by the other partition, let
    them all through again), and the result does not depend on the interleaving."""
    live, replay = nodes
    w = _world(partitions=2)
    for part in (0, 1, 0, 1):
        w.retain(1, 1, 0, part)
    w.recall(1, [0, 2], 0, back=False)  # p0's two memories, on p0
    w.recall(1, [1, 3], 1, back=False)  # p1's, on p1
    live.write(w.topic.take(99, _first))  # p0, then p1
    edges = _edges(live, w.banks[1])
    assert sorted(edges.values()) == [1, 1]
    w.topic.rewind(0, 99)
    live.write(w.topic.take(99, _first))
    assert _edges(live, w.banks[1]) == edges
    _assert_replay_equal(live, replay, [w])


def test_co_recalls_do_not_split_a_micro_batch(nodes, monkeypatch) -> None:
    """M2: memories and co-recalls interleaved in one micro-batch are written as one run
    between tombstones (one BM25 commit each), and the graph is the one that reading the
    records one by one builds: a co-recall leaves out a memory that the batch brings back
    after it, though the run is written before the co-recall is applied."""
    live, replay = nodes
    w = _world()
    w.retain(0, 2, 0, 0)  # m0, m1
    w.recall(0, [0, 1], 0, back=False)
    w.retain(0, 2, 0, 0)  # m2, m3
    w.recall(0, [0, 1, 2, 3], 0, back=False)
    w.forget(0, ForgetScope.MEMORY, 0)  # m0, and its three edges
    w.recall(0, [0, 2], 0, back=False)  # m0 is not there: nothing
    w.retain(0, 1, 4, 0)  # m0 sent again
    w.recall(0, [0, 3], 0, back=False)  # now it is
    w.retain(0, 1, 0, 0)  # m4
    calls: list[int] = []
    upsert = live.stores.bm25.upsert
    monkeypatch.setattr(live.stores.bm25, "upsert", lambda ms: (calls.append(len(ms)), upsert(ms)))
    live.writer = StoreWriter(live.stores)
    live.write(w.topic.take(99, _first))
    live.writer = StoreWriter(live.stores)
    assert calls == [4, 2]  # before: 2, 2, 1 and 1 (every co-recall cut the run)
    for d in w.topic.history():
        replay.write([d])
    for bank in w.banks:
        assert graph_view(live.stores, bank) == graph_view(replay.stores, bank)
    ids = [ev.memory_id for ev, _ in w.sent[w.banks[0]]]
    pairs = {frozenset((ids[a], ids[b])) for a, b in [(1, 2), (1, 3), (2, 3), (0, 3)]}
    assert _edges(live, w.banks[0]) == dict.fromkeys(pairs, 1)


# -- random sequences ---------------------------------------------------------------------
#: Worlds per example: they run side by side through the same micro-batches and restarts.
WORLDS = 8
#: Examples per part; the parts are test items of their own, each well within the timeout:
#: 4 parts x 16 examples x 8 worlds = 512 random sequences per engine.
PARTS, EXAMPLES = 4, 16
TICKS = 6
#: Forgets, mostly of a few memories (a speaker or a conversation is half a bank here).
SCOPES = [ForgetScope.MEMORY] * 8 + [
    ForgetScope.SPEAKER,
    ForgetScope.CONVERSATION,
    ForgetScope.BANK,
]

_small = st.integers(0, 50)
_bank = st.integers(0, 1)
_again = st.sampled_from([0, 0, 0, 1, 5])  # now and then a turn sent once more
_retain = st.tuples(st.just("retain"), _bank, st.integers(1, 3), _again, _small)
_recall = st.tuples(
    st.just("recall"), _bank, st.lists(_small, min_size=2, max_size=5), _small, st.booleans()
)
_forget = st.tuples(st.just("forget"), _bank, st.sampled_from(SCOPES), _small)
_read = st.tuples(st.just("read"), st.integers(1, 8), _small)
_rewind = st.tuples(st.just("rewind"), st.sampled_from([0, 1, None]), st.integers(1, 12))
#: Each branch is as likely: retains, recalls and reads come more often than the rest.
OPS = st.one_of(*[_retain] * 3, *[_recall] * 5, _forget, *[_read] * 4, *[_rewind] * 2,
                st.tuples(st.just("reset")))  # fmt: skip
PLANS = st.lists(
    st.tuples(st.sampled_from([1, 2]), st.lists(OPS, min_size=6, max_size=24)),
    min_size=WORLDS,
    max_size=WORLDS,
)


def _run(op: tuple, w: Chat, out: list[Delivered]) -> None:
    """One step of a world's plan; what it reads joins this tick's micro-batch."""
    match op:
        case ("retain", bank, n, again, part):
            w.retain(bank, n, again, part)
        case ("recall", bank, picks, part, back):
            w.recall(bank, picks, part, back)
        case ("forget", bank, scope, pick):
            w.forget(bank, scope, pick)
        case ("read", n, seed):
            rng = random.Random(seed)
            out.extend(w.topic.take(n, lambda ready: rng.randrange(len(ready))))
        case ("rewind", part, back):
            w.topic.rewind(part, back)
        case ("reset",):
            # The broker loses a log that was read from, once the flow has re-read what it
            # had read before: a log lost in the middle of a re-read leaves every store as of
            # that re-read (a memory read again, its tombstone not yet), Hebbian edges or not.
            if sum(w.topic.cursor):
                out.extend(w.topic.catch_up())
                w.topic.reset()


@pytest.mark.timeout(900)  # a failure's shrinking may take Hypothesis's 5 minutes
@pytest.mark.parametrize("part", range(PARTS))
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(plans=PLANS, restarts=st.lists(st.tuples(st.integers(0, TICKS - 1), _small), max_size=1))
def test_any_reading_of_the_log_builds_the_graph_of_a_replay(nodes, part, plans, restarts) -> None:
    """Random worlds, each a sequence of retains, recalls' co-recalls, forgets, reads in
    micro-batches, re-reads of a suffix, logs begun again, and node restarts (the stores
    closed and opened again, every partition re-read from an earlier offset): at the end,
    every bank's graph, Hebbian edges and their log positions included, is the replay's.
    (`part`: one of the test's four items, which differ only by their random draws.)"""
    live, replay = nodes
    worlds = [_world(parts) for parts, _ in plans]
    for w in worlds:  # a few turns in each bank to begin with
        w.retain(0, 3, 0, 0)
        w.retain(1, 3, 0, 1)
    for tick in range(TICKS):
        batch: list[Delivered] = []
        for w, (_, ops) in zip(worlds, plans, strict=True):
            for op in ops[tick * len(ops) // TICKS : (tick + 1) * len(ops) // TICKS]:
                _run(op, w, batch)
        live.write(batch)
        for _, back in (r for r in restarts if r[0] == tick):
            live.restart()
            for w in worlds:
                w.topic.rewind(None, back)
    live.write([d for w in worlds for d in w.topic.take(10_000, lambda ready: 0)])
    edges = _assert_replay_equal(live, replay, worlds)
    # what the example exercised (pytest --hypothesis-show-statistics)
    event(f"hebbian edges: {'0' if not edges else '1-9' if edges < 10 else '10+'}")
    event(f"logs begun again: {sum(len(w.topic.logs) > 1 for w in worlds)}")
    event(f"restarts: {len(restarts)}")
