"""Where each memory and each Hebbian edge stands in the log: what makes co-recalls replayable.

A co-recall (`memstream.corecall`) strengthens the edges among the memories the bank held at
its place in the log. The flow reads the log at least once, and may re-read any suffix of it
(a restart from the last snapshot, a rebuild, a log the broker lost and began again), so the
graph keeps positions, and judges by them instead of by what it holds when the co-recall runs:

- each memory keeps `since`: (log id, partition, offset) of the upsert that brought it into
  the graph. An upsert of a memory already held keeps it; one read from another log or
  partition than the one recorded sets the offset to -1 (held since before that log, or that
  partition, began: a memory from a lost log is there for the new log's co-recalls).
- each CO_ACTIVATED edge keeps `mark`: the position of the last co-recall applied to it.

A co-recall read at (log L, partition p, offset o) counts a memory of its bank as held when the
memory was read from partition p (or from no log at all) and, in log L, before o; it skips an
edge whose mark in (L, p) is at or after o. Only partition p's records ever touch the edges
among p's memories, so a bank spread over several partitions by a foreign producer gets a
result that does not depend on how the flow interleaves them (the rule tombstones follow, see
`memstream.tombstone`); memories of other partitions are not linked by it. Why a re-read of any
suffix then ends where reading the log once did:

- a memory held now, with `since` before o, was held without a break since then (a delete
  removes the node, and with it `since`), as at o in the log: counted;
- `since` after o: either the memory was absent at o, or a delete between o and `since` was
  in the log; that delete is re-read too and removes whatever edges the co-recall would have
  strengthened: skipping it is right either way;
- an edge among memories held since before o carries every co-recall applied since then, in
  log order; its mark at or after o means this one is in it already, a mark before o means
  none after o reached it, so its weight is the one the log had at o.

Positions of different logs never compare (a log id differs), so learning goes on after a log
the broker lost and began again at offset 0. A memory written without a log position (an
engine used as a library) is held for every co-recall.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from memstream.records import LogPosition

if TYPE_CHECKING:  # batch.py imports this module
    from memstream.connectors.graph.batch import Run

#: A memory's or an edge's position: (log id, partition, offset); (None, None, None) when not
#: read from a log; offset -1: before every record of that log's partition.
Position = tuple[str | None, int | None, int | None]
UNKNOWN: Position = (None, None, None)


def as_position(at: LogPosition | None) -> Position:
    return UNKNOWN if at is None else (at.log_id, at.partition, at.offset)


def since_after(stored: Position | None, versions: Sequence[LogPosition | None]) -> Position:
    """A memory's `since` once `versions` (where each upsert was read, in log order) are
    written, from `stored` (None: the graph does not hold it)."""
    since = stored
    for at in versions:
        if since is None:
            since = as_position(at)
        elif at is not None and (since[1] is None or since[:2] != (at.log_id, at.partition)):
            since = (at.log_id, at.partition, -1)
    return since if since is not None else UNKNOWN


def held(since: Position, at: LogPosition | None) -> bool:
    """Whether a memory of the co-recall's bank with `since` counts as held at `at`."""
    log_id, part, offset = since
    if at is None or part is None:
        return True
    if part != at.partition:
        return False
    return log_id != at.log_id or offset is None or offset < at.offset


def applied(mark: Position, at: LogPosition | None) -> bool:
    """Whether the co-recall at `at` is in an edge whose last co-recall applied is `mark`."""
    log_id, part, offset = mark
    return (
        at is not None
        and part == at.partition
        and log_id == at.log_id
        and offset is not None
        and offset >= at.offset
    )


_MEMORIES = "MATCH (m:Memory) WHERE m.bank = $bank RETURN m.id, m.log_id, m.log_part, m.log_since"
_EDGES = (
    "MATCH (a:Memory)-[x:CO_ACTIVATED]->(b:Memory) WHERE a.bank = $bank"
    " RETURN a.id, b.id, x.log_id, x.log_part, x.log_pos"
)


def snapshot(run: Run, bank: str) -> dict[str, list[tuple[Any, ...]]]:
    """The bank's memory positions and edge marks, sorted (for comparing two runs)."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    for name, query in (("memories", _MEMORIES), ("hebbian", _EDGES)):
        rows = [tuple(r) for r in run(query, {"bank": bank})]
        out[name] = sorted(rows, key=lambda r: tuple("" if v is None else str(v) for v in r))
    return out
