"""The graph store adapter: memories, entities and episodes in an embedded Ladybug or Kùzu graph.

One `GraphStore` per process owns the database file; the flow writes through it and the query
engine reads through it. Only the configured engine is ever imported (the two cannot share a
process).
"""

from memstream.connectors.graph.reads import GraphCounts
from memstream.connectors.graph.store import GraphStore, open_graph_store
from memstream.connectors.graph.traverse import NEIGHBOUR_KINDS

__all__ = ["NEIGHBOUR_KINDS", "GraphCounts", "GraphStore", "open_graph_store"]
