"""One micro-batch into the graph, as an idempotent, order-independent upsert.

The graph is a pure function of the latest version of every memory: nodes are keyed by
deterministic ids and every derived value (entity names, episode bounds, the NEXT chain and
each conversation's last memory) is recomputed from stored facts; a co-occurrence weight moves
by exactly what the batch changed in the stored mentions (entities.py). Each batch runs in one write
transaction in three phases: read the committed state around the batch, plan every change in
Python, then write. The plan is diffed against what is stored, so replaying a batch writes
nothing but its Memory properties, and any split or order of the same memories converges on
the same graph.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.connectors.graph import cypher as q
from memstream.connectors.graph.batch import Batch, Run, WriteStats
from memstream.connectors.graph.entities import plan_entities
from memstream.connectors.graph.timeline import plan_chain, plan_episodes
from memstream.records import EnrichedMemory

__all__ = ["Run", "WriteStats", "apply_batch"]


def apply_batch(run: Run, memories: Sequence[EnrichedMemory]) -> WriteStats:
    """Upsert one micro-batch. Call inside one write transaction; `run` executes Cypher."""
    if not memories:
        return WriteStats()
    b = Batch(run, memories)
    b.write(q.CREATE_MEMORIES, "rows", [b.rows[i] for i in b.ids if i not in b.old_place])
    b.write(q.UPDATE_MEMORIES, "rows", [b.rows[i] for i in b.ids if i in b.old_place])
    plan_entities(b)
    plan_episodes(b)
    plan_chain(b)
    b.flush()
    return b.stats
