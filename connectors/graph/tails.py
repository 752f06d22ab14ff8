"""Each conversation's last memory, so that a batch finds its place in the NEXT chain without
reading the store's other memories.

NEXT links a conversation's memories in sort-key order, and a batch must read where its
memories go: the stored members from its earliest key on, and the member just before them
(its anchor). The engines index a Memory only by its id, so that read was a scan of every
memory in the store, whatever the bank: 0.3 s a batch with 1.1M memories in the store, paid
by each micro-batch of a live stream. A `Conversation` node per (bank, conversation) keeps
the id and sort key of its last memory instead. A batch whose memories all come after it
(chat traffic) reads that one node; a late one walks NEXT back from it, one step a statement
for all its conversations, until a key before the batch's; a conversation more than
`MAX_WALK` members back is read by the scan.

The tails are part of the graph, rebuilt by any replay: upsert (timeline.py) and delete
(delete.py) keep them in the transaction that changes the chain. A store made before them
gets them when it is opened (`index`), in one transaction with a marker node: a crash leaves
all of them or none, and a missing node then means an empty conversation.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from memstream.connectors.graph import cypher as q
from memstream.connectors.graph.batch import Run

#: Steps back from a tail before the scan reads the conversation instead.
MAX_WALK = 64
#: The id (and bank) of the node that says every conversation has its tail.
MARK = "\x00tails"

_READ = "UNWIND $ids AS i MATCH (c:Conversation {id: i}) RETURN c.id, c.tail, c.tail_key"
_STEP = (  # (a.id None: b is its conversation's first memory; see cypher.py)
    "UNWIND $ids AS i MATCH (b:Memory {id: i}) OPTIONAL MATCH (b)<-[:NEXT]-(a:Memory)"
    " RETURN b.id, a.id, a.sort_key"
)
_KEYS = "UNWIND $ids AS i MATCH (m:Memory {id: i}) RETURN m.id, m.sort_key"
CREATE = (
    "UNWIND $rows AS r CREATE (:Conversation {id: r.id, bank: r.bank, tail: r.tail,"
    " tail_key: r.key})"
)
SET = "UNWIND $rows AS r MATCH (c:Conversation {id: r.id}) SET c.tail = r.tail, c.tail_key = r.key"
DELETE = "UNWIND $ids AS i MATCH (c:Conversation {id: i}) DELETE c"
_ALL_LAST = "MATCH (m:Memory) RETURN m.bank, m.conversation, max(m.sort_key + $sep + m.id)"

Tail = tuple[str, str]  # (sort key, memory id)


def conversation_id(bank: str, conversation: str) -> str:
    return bank + q.SEP + conversation


def read(run: Run, bank: str, convs: Iterable[str]) -> dict[str, Tail]:
    """The stored tail of each conversation of `bank` that has one (absent: empty)."""
    ids = {conversation_id(bank, c): c for c in convs}
    if not ids:
        return {}
    return {ids[cid]: (key, tail) for cid, tail, key in run(_READ, {"ids": sorted(ids)})}


@dataclass(slots=True)
class Window:
    """The stored members of each conversation from its low key on, and the member before."""

    members: dict[str, list[Tail]] = field(default_factory=dict)
    anchors: dict[str, Tail] = field(default_factory=dict)
    tails: dict[str, Tail] = field(default_factory=dict)


def window(run: Run, bank: str, lows: dict[str, str]) -> Window:
    """The members of each conversation of `bank` with a key >= its low (`lows`), their
    anchors and the stored tails, read back from the tails along NEXT."""
    w = Window(tails=read(run, bank, lows))
    walking: dict[str, str] = {}  # conversation -> the member whose predecessor comes next
    for conv, lo in lows.items():
        w.members[conv] = []
        tail = w.tails.get(conv)
        if tail is None:
            continue  # empty
        if tail[0] < lo:
            w.anchors[conv] = tail
        else:
            w.members[conv].append(tail)
            walking[conv] = tail[1]
    for _ in range(MAX_WALK):
        if not walking:
            return w
        by_member = {mid: conv for conv, mid in walking.items()}
        rows = run(_STEP, {"ids": sorted(by_member)})
        found = {b: (key, a) for b, a, key in rows if a is not None}
        for mid, conv in by_member.items():
            step = found.get(mid)
            if step is None:  # the conversation's first member
                del walking[conv]
            elif step[0] < lows[conv]:
                w.anchors[conv] = step
                del walking[conv]
            else:
                w.members[conv].append(step)
                walking[conv] = step[1]
    if walking:  # far back in long conversations: read them whole from the low key on
        lo = min(lows[c] for c in walking)
        params = {"bank": bank, "convs": sorted(walking), "lo": lo}
        for conv in walking:
            w.members[conv] = []
            w.anchors.pop(conv, None)
        for conv, mid, key in run(q.CHAIN_WINDOW, params):
            w.members[conv].append((key, mid))
        for conv, packed in run(q.CHAIN_ANCHORS, {**params, "sep": q.SEP}):
            if packed is not None:
                key, mid = packed.split(q.SEP)[:2]
                w.anchors[conv] = (key, mid)
    return w


def keys(run: Run, ids: Iterable[str]) -> dict[str, str]:
    """The stored sort key of each memory among `ids`."""
    return {mid: key for mid, key in run(_KEYS, {"ids": sorted(set(ids))})}


def changes(
    bank: str, stored: dict[str, Tail], new: dict[str, Tail | None]
) -> list[tuple[str, str, list[object]]]:
    """The statements (query, list parameter's name, its rows) that make the tails of
    `new`'s conversations what it says (None: the conversation is empty), against `stored`."""
    creates, sets, deletes = [], [], []
    for conv, tail in sorted(new.items()):
        cid = conversation_id(bank, conv)
        if tail is None:
            if conv in stored:
                deletes.append(cid)
        elif conv not in stored:
            creates.append({"id": cid, "bank": bank, "tail": tail[1], "key": tail[0]})
        elif stored[conv] != tail:
            sets.append({"id": cid, "bank": bank, "tail": tail[1], "key": tail[0]})
    planned = ((DELETE, "ids", deletes), (SET, "rows", sets), (CREATE, "rows", creates))
    return [(query, key, list(rows)) for query, key, rows in planned if rows]


def indexed(run: Run) -> bool:
    return bool(run(_READ, {"ids": [MARK]}))


def index(run: Run) -> int:
    """Give every conversation its tail, with the marker (one write transaction: a store made
    before the tails); how many conversations."""
    run("MATCH (c:Conversation) DELETE c", {})
    rows = []
    for bank, conv, packed in run(_ALL_LAST, {"sep": q.SEP}):
        key, mid = packed.split(q.SEP, 1)
        rows.append({"id": conversation_id(bank, conv), "bank": bank, "tail": mid, "key": key})
    for i in range(0, len(rows), 10_000):
        run(CREATE, {"rows": rows[i : i + 10_000]})
    run(CREATE, {"rows": [{"id": MARK, "bank": MARK, "tail": "", "key": ""}]})
    return len(rows)
