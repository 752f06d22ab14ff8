"""Batched reads of the facts around memories (connectors/graph/links.py): chain neighbours,
episode and entities per memory, entity members with hubs counted, episode members.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from memstream.connectors.graph import GraphStore
from memstream.events import episode_id
from tests.connectors.graph.build import T0, eid, mem, mid

pytestmark = pytest.mark.graph


def test_memory_links_entity_and_episode_members(store: GraphStore) -> None:
    store.upsert(
        [
            mem("m1", 0, ents=["alice", "bob"]),
            mem("m2", 1, ents=["alice"]),
            mem("m3", 2, ents=["alice"], session="s2"),
            mem("m1", 0, bank="b2", ents=["alice"]),
        ]
    )
    links = store.memory_links("b1", [mid("m1"), mid("m2"), mid("m1", "b2"), mid("nope")])
    assert set(links) == {mid("m1"), mid("m2")}  # other banks' and unknown ids are absent
    m2 = links[mid("m2")]
    assert (m2.prev, m2.next, m2.episode) == (mid("m1"), mid("m3"), episode_id("b1", "s1"))
    assert m2.entities == (eid("alice"),) and links[mid("m1")].prev is None
    assert m2.occurred_at == (T0 + timedelta(minutes=1)).replace(tzinfo=None)
    got = store.entity_members("b1", [eid("alice"), eid("bob"), eid("alice", "b2")], 2)
    assert set(got) == {eid("alice"), eid("bob")}
    assert (got[eid("alice")].mentions, got[eid("alice")].members) == (3, ())  # a hub: counted
    assert got[eid("bob")].members == (mid("m1"),) and got[eid("bob")].listed
    members = store.entity_members("b1", [eid("alice")], 10)[eid("alice")].members
    assert members == tuple(sorted((mid("m1"), mid("m2"), mid("m3"))))
    episodes = store.episode_members("b1", [episode_id("b1", "s1"), episode_id("b2", "s1")])
    assert {m for m, _ in episodes[episode_id("b1", "s1")]} == {mid("m1"), mid("m2")}
    assert set(episodes) == {episode_id("b1", "s1")}


def test_around_reads_two_before_and_one_after_in_one_query(store: GraphStore) -> None:
    store.upsert([mem(f"c{i}", i, bank="b3") for i in range(4)] + [mem("c0", 0, bank="b4")])
    got = store.around("b3", [mid(f"c{i}", "b3") for i in range(4)] + [mid("c0", "b4")])
    assert got[mid("c0", "b3")] == {1: mid("c1", "b3")}
    assert got[mid("c1", "b3")] == {-1: mid("c0", "b3"), 1: mid("c2", "b3")}
    assert got[mid("c3", "b3")] == {-2: mid("c1", "b3"), -1: mid("c2", "b3")}
    assert mid("c0", "b4") not in got  # another bank's memory is absent
    assert store.around("b3", []) == {}
