"""Reads of the embedded stores, answered as the wire contract (`memstream.contract.schemas`).

Only the service layer opens stores and turns what they hold into contract types; the facade
(`LocalMemoryService`) and the offline `memstream stats` command both read through here, so a
bank's counts mean the same wherever they are shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from memstream.connectors.stores import Stores
from memstream.connectors.vector import SearchFilter
from memstream.contract import schemas as s
from memstream.events import entity_id

#: Memory labels in a graph are cut to this many characters.
LABEL_CHARS = 60


def bank_detail(
    stores: Stores, bank: s.Bank, dead_letters: Mapping[str, int] | None
) -> s.BankDetail:
    """Counts per store, entities, episodes; dead letters when they could be counted."""
    c = stores.counts(bank.name)
    return s.BankDetail(
        **bank.model_dump(),
        counts=s.BankCounts(
            vector=c.vector,
            bm25=c.bm25,
            graph_memories=c.graph_memories,
            entities=c.entities,
            episodes=c.episodes,
        ),
        dead_letters=None if dead_letters is None else dead_letters.get(bank.name, 0),
    )


def memory_page(
    stores: Stores, bank: str, limit: int, cursor: str | None, flt: SearchFilter
) -> s.MemoryPage:
    page, nxt = stores.vector.scroll(bank, limit, cursor, filter=flt)
    return s.MemoryPage(
        memories=[s.Memory.from_payload(m.id, m.payload) for m in page], next_cursor=nxt
    )


def memory(stores: Stores, bank: str, memory_id: str) -> s.Memory | None:
    found = stores.vector.get([memory_id], bank=bank)
    return s.Memory.from_payload(found[0].id, found[0].payload) if found else None


def chain(stores: Stores, bank: str, memory_id: str, before: int, after: int) -> s.Chain:
    """The chain around a memory, in order; memories the vector store lacks are left out."""
    ids = stores.graph.chain(bank, memory_id, before, after)
    found = {m.id: m for m in stores.vector.get(ids, bank=bank)}
    return s.Chain(
        memory_id=memory_id,
        memories=[s.Memory.from_payload(i, found[i].payload) for i in ids if i in found],
    )


def entities(stores: Stores, bank: str, limit: int, offset: int) -> s.EntityList:
    rows = stores.graph.entities(bank, limit, offset)
    return s.EntityList(entities=[s.Entity(**r) for r in rows])


def neighbourhood(stores: Stores, bank: str, norm: str, hops: int, limit: int) -> s.Graph | None:
    """Co-occurring entities of the entity with normalised name `norm` (None: no such entity)."""
    g = stores.graph.entity_neighbourhood(bank, norm, hops, limit)
    if g["center"] is None:
        return None
    return s.Graph(
        center=g["center"],
        nodes=[
            s.GraphNode(id=n["id"], kind="entity", label=n["name"], hop=n["hop"])
            for n in g["nodes"]
        ],
        edges=[
            s.GraphEdge(src=e["src"], dst=e["dst"], kind="co_occurs", weight=e["weight"])
            for e in g["edges"]
        ],
    )


def graph_around(stores: Stores, bank: str, memory_ids: Sequence[str]) -> s.Graph:
    """The memories, the entities they mention, and chain links between them."""
    found = stores.vector.get(memory_ids, bank=bank)
    nodes: dict[str, s.GraphNode] = {}
    edges: list[s.GraphEdge] = []
    for m in found:
        text = m.text if len(m.text) <= LABEL_CHARS else m.text[: LABEL_CHARS - 3] + "..."
        nodes[m.id] = s.GraphNode(id=m.id, kind="memory", label=text)
        for norm in m.payload.get("entities") or []:
            eid = entity_id(bank, norm)
            nodes.setdefault(eid, s.GraphNode(id=eid, kind="entity", label=norm))
            edges.append(s.GraphEdge(src=m.id, dst=eid, kind="mentions"))
    links = stores.graph.memory_links(bank, [m.id for m in found])
    for mid, link in links.items():
        if link.next is not None and link.next in nodes:
            edges.append(s.GraphEdge(src=mid, dst=link.next, kind="next"))
    return s.Graph(nodes=list(nodes.values()), edges=edges)
